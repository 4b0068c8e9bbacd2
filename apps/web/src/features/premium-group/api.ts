import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PremiumSettings } from '@klub/contracts';
import {
  call,
  getPremiumGroupCandidates,
  getPremiumGroupCandidatesForRemoval,
  getPremiumGroupMembers,
  getPremiumGroupSettings,
  postPremiumGroupAcceptByUserId,
  postPremiumGroupRemoveByUserId,
  putPremiumGroupSettings,
} from '../../lib/api';

const admin = { space: 'admin' } as const;
export type PremiumKind = 'members' | 'candidates' | 'candidates-for-removal';

const listOps = {
  members: getPremiumGroupMembers,
  candidates: getPremiumGroupCandidates,
  'candidates-for-removal': getPremiumGroupCandidatesForRemoval,
} as const;

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
      call(listOps[kind], { query: { skip: q.skip, take: q.take, search: q.search || undefined } }, { ...admin, signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/premium-group/accept/:userId or /remove/:userId — every list reloads. */
export function useSetPremium() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, accept }: { userId: number; accept: boolean }) =>
      call(accept ? postPremiumGroupAcceptByUserId : postPremiumGroupRemoveByUserId, { params: { userId } }, admin),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: premiumKeys.lists() }),
  });
}

/** GET /api/premium-group/settings */
export function usePremiumSettings() {
  return useQuery({
    queryKey: premiumKeys.settings(),
    queryFn: ({ signal }) => call(getPremiumGroupSettings, {}, { ...admin, signal }),
  });
}

/** PUT /api/premium-group/settings — the lists depend on it, so they reload. */
export function useSavePremiumSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PremiumSettings) => call(putPremiumGroupSettings, { body }, admin),
    onSuccess: async (saved) => {
      queryClient.setQueryData(premiumKeys.settings(), saved);
      await queryClient.invalidateQueries({ queryKey: premiumKeys.lists() });
    },
  });
}
