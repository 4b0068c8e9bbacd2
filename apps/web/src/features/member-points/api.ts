import { useQuery } from '@tanstack/react-query';
import { call, getUsersMePoints, getUsersMePointsHistory } from '../../lib/api';

export const myPointsKeys = {
  all: ['customer', 'my-points'] as const,
  summary: () => [...myPointsKeys.all, 'summary'] as const,
  history: (skip: number, take: number) => [...myPointsKeys.all, 'history', skip, take] as const,
};

/** GET /api/users/me/points — never for employees (`enabled` false): they have no points. */
export function useMyPoints(enabled = true) {
  return useQuery({
    queryKey: myPointsKeys.summary(),
    queryFn: ({ signal }) => call(getUsersMePoints, {}, { signal, space: 'customer' }),
    enabled,
  });
}

/** GET /api/users/me/points/history?skip&take */
export function useMyPointsHistory(skip: number, take: number) {
  return useQuery({
    queryKey: myPointsKeys.history(skip, take),
    queryFn: ({ signal }) => call(getUsersMePointsHistory, { query: { skip, take } }, { signal, space: 'customer' }),
    placeholderData: (previous) => previous,
  });
}
