import { useQuery } from '@tanstack/react-query';
import { call, getUsersMePoints, getUsersMePointsHistory, keyOf } from '../../lib/api';

/** getUsersMePoints — never for employees (`enabled` false): they have no points. */
export function useMyPoints(enabled = true) {
  return useQuery({
    queryKey: keyOf(getUsersMePoints),
    queryFn: ({ signal }) => call(getUsersMePoints, {}, { signal, space: 'customer' }),
    enabled,
  });
}

/** getUsersMePointsHistory — one page of the member's points ledger. */
export function useMyPointsHistory(skip: number, take: number) {
  return useQuery({
    queryKey: keyOf(getUsersMePointsHistory, { query: { skip, take } }),
    queryFn: ({ signal }) => call(getUsersMePointsHistory, { query: { skip, take } }, { signal, space: 'customer' }),
    placeholderData: (previous) => previous,
  });
}
