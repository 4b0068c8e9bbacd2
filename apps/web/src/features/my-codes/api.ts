import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CodesResponse, RedeemBody, RedeemManyBody, RedeemManyResult, RedeemResult } from '@klub/contracts';
import { api } from '../../lib/api-client';
import { myPointsKeys } from '../member-points';

export const myCodesKeys = {
  all: ['customer', 'my-codes'] as const,
  page: (skip: number, take: number) => [...myCodesKeys.all, skip, take] as const,
};

/** GET /api/users/me/codes?skip&take */
export function useMyCodes(skip: number, take: number) {
  return useQuery({
    queryKey: myCodesKeys.page(skip, take),
    queryFn: ({ signal }) => api.get<CodesResponse>('/api/users/me/codes', { signal, space: 'customer', query: { skip, take } }),
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
    mutationFn: (body: RedeemBody) => api.post<RedeemResult>('/api/users/me/codes', body, { space: 'customer' }),
    onSuccess: () => refresh(),
  });
}

/** POST /api/users/me/codes/batch — each code answered on its own. */
export function useRedeemMany() {
  const refresh = useRefreshAfterRedeem();
  return useMutation({
    meta: { silent: true },
    mutationFn: (body: RedeemManyBody) => api.post<RedeemManyResult>('/api/users/me/codes/batch', body, { space: 'customer' }),
    onSuccess: (result) => (result.creditedCodes > 0 ? refresh() : undefined),
  });
}
