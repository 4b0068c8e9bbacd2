import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PremiumList, PremiumRow, PremiumSettings } from '@klub/contracts';
import { api } from '../../lib/api-client';

const admin = { space: 'admin' } as const;
export type PremiumKind = 'members' | 'candidates' | 'candidates-for-removal';

export const premiumKeys = {
  all: ['admin', 'premium'] as const,
  settings: () => [...premiumKeys.all, 'settings'] as const,
  lists: () => [...premiumKeys.all, 'list'] as const,
  list: (kind: PremiumKind, q: { skip: number; take: number; search: string }) => [...premiumKeys.lists(), kind, q] as const,
};

/** GET /api/premium-group/{members|candidates|candidates-for-removal} */
export function usePremiumList(kind: PremiumKind, q: { skip: number; take: number; search: string }) {
  return useQuery({
    queryKey: premiumKeys.list(kind, q),
    queryFn: ({ signal }) =>
      api.get<PremiumList>(`/api/premium-group/${kind}`, {
        ...admin,
        signal,
        query: { skip: q.skip, take: q.take, search: q.search || undefined },
      }),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/premium-group/accept/:userId or /remove/:userId — every list reloads. */
export function useSetPremium() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, accept }: { userId: number; accept: boolean }) =>
      api.post<PremiumRow>(`/api/premium-group/${accept ? 'accept' : 'remove'}/${userId}`, undefined, admin),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: premiumKeys.lists() }),
  });
}

/** GET /api/premium-group/settings */
export function usePremiumSettings() {
  return useQuery({
    queryKey: premiumKeys.settings(),
    queryFn: ({ signal }) => api.get<PremiumSettings>('/api/premium-group/settings', { ...admin, signal }),
  });
}

/** PUT /api/premium-group/settings — the lists depend on it, so they reload. */
export function useSavePremiumSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PremiumSettings) => api.put<PremiumSettings>('/api/premium-group/settings', body, admin),
    onSuccess: async (saved) => {
      queryClient.setQueryData(premiumKeys.settings(), saved);
      await queryClient.invalidateQueries({ queryKey: premiumKeys.lists() });
    },
  });
}
