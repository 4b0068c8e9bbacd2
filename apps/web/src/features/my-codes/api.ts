import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RedeemBody, RedeemManyBody } from '@klub/contracts';
import {
  call,
  getCampaignsActive,
  getRankingById,
  getUsersMeCodes,
  getUsersMePoints,
  getUsersMePointsHistory,
  keyOf,
  postUsersMeCodes,
  postUsersMeCodesBatch,
} from '../../lib/api';

/** getUsersMeCodes — one page of the member's codes. */
export function useMyCodes(skip: number, take: number) {
  return useQuery({
    queryKey: keyOf(getUsersMeCodes, { query: { skip, take } }),
    queryFn: ({ signal }) => call(getUsersMeCodes, { query: { skip, take } }, { signal, space: 'customer' }),
    placeholderData: (previous) => previous,
  });
}

/** After a code is accepted: codes, points, history, ranking and what is left of the campaigns' caps are all stale. */
function useRefreshAfterRedeem() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [getUsersMeCodes, getUsersMePoints, getUsersMePointsHistory, getRankingById, getCampaignsActive].map((op) =>
        queryClient.invalidateQueries({ queryKey: keyOf(op) }),
      ),
    );
}

/** postUsersMeCodes — the screen shows errors itself (wrong code, offer ended, 429 block). */
export function useRedeemCode() {
  const refresh = useRefreshAfterRedeem();
  return useMutation({
    meta: { silent: true },
    mutationFn: (body: RedeemBody) => call(postUsersMeCodes, { body }, { space: 'customer' }),
    onSuccess: () => refresh(),
  });
}

/** postUsersMeCodesBatch — each code answered on its own. */
export function useRedeemMany() {
  const refresh = useRefreshAfterRedeem();
  return useMutation({
    meta: { silent: true },
    mutationFn: (body: RedeemManyBody) => call(postUsersMeCodesBatch, { body }, { space: 'customer' }),
    onSuccess: (result) => (result.creditedCodes > 0 ? refresh() : undefined),
  });
}
