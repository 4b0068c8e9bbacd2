import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RedeemBody, RedeemManyBody } from '@klub/contracts';
import { call, getUsersMeCodes, postUsersMeCodes, postUsersMeCodesBatch } from '../../lib/api';
import { myPointsKeys } from '../member-points';

export const myCodesKeys = {
  all: ['customer', 'my-codes'] as const,
  page: (skip: number, take: number) => [...myCodesKeys.all, skip, take] as const,
};

/** GET /api/users/me/codes?skip&take */
export function useMyCodes(skip: number, take: number) {
  return useQuery({
    queryKey: myCodesKeys.page(skip, take),
    queryFn: ({ signal }) => call(getUsersMeCodes, { query: { skip, take } }, { signal, space: 'customer' }),
    placeholderData: (previous) => previous,
  });
}

/** After a code is accepted: codes, points, history, ranking are all stale. */
function useRefreshAfterRedeem() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: myCodesKeys.all }),
      queryClient.invalidateQueries({ queryKey: myPointsKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['customer', 'ranking'] }),
    ]);
}

/** POST /api/users/me/codes — the screen shows errors itself (wrong code, offer ended, 429 block). */
export function useRedeemCode() {
  const refresh = useRefreshAfterRedeem();
  return useMutation({
    meta: { silent: true },
    mutationFn: (body: RedeemBody) => call(postUsersMeCodes, { body }, { space: 'customer' }),
    onSuccess: () => refresh(),
  });
}

/** POST /api/users/me/codes/batch — each code answered on its own. */
export function useRedeemMany() {
  const refresh = useRefreshAfterRedeem();
  return useMutation({
    meta: { silent: true },
    mutationFn: (body: RedeemManyBody) => call(postUsersMeCodesBatch, { body }, { space: 'customer' }),
    onSuccess: (result) => (result.creditedCodes > 0 ? refresh() : undefined),
  });
}
