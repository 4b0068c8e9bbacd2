import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { PremiumSettings } from '@klub/contracts';
import {
  call,
  keyOf,
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

const listQuery = (q: { skip: number; take: number; search: string }) => ({ skip: q.skip, take: q.take, search: q.search || undefined });

const premiumKeys = {
  settings: () => keyOf(getPremiumGroupSettings),
  /** Each list's operation: invalidating them reloads every page of every list. */
  lists: () => Object.values(listOps).map((op) => keyOf(op)),
  list: (kind: PremiumKind, q: { skip: number; take: number; search: string }) => keyOf(listOps[kind], { query: listQuery(q) }),
};

/** getPremiumGroupMembers, getPremiumGroupCandidates, getPremiumGroupCandidatesForRemoval */
export function usePremiumList(kind: PremiumKind, q: { skip: number; take: number; search: string }) {
  return useQuery({
    queryKey: premiumKeys.list(kind, q),
    queryFn: ({ signal }) => call(listOps[kind], { query: listQuery(q) }, { ...admin, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Reloads every premium list (after a change of who is in the group or of the window's settings). */
export function invalidatePremiumLists(queryClient: QueryClient) {
  return Promise.all(premiumKeys.lists().map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** Reloads all the premium group's answers: the program's settings hold its window. */
export function invalidatePremiumGroup(queryClient: QueryClient) {
  return Promise.all([invalidatePremiumLists(queryClient), queryClient.invalidateQueries({ queryKey: premiumKeys.settings() })]);
}

/** postPremiumGroupAcceptByUserId or postPremiumGroupRemoveByUserId — every list reloads. */
export function useSetPremium() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, accept }: { userId: number; accept: boolean }) =>
      call(accept ? postPremiumGroupAcceptByUserId : postPremiumGroupRemoveByUserId, { params: { userId } }, admin),
    onSuccess: () => invalidatePremiumLists(queryClient),
  });
}

/** getPremiumGroupSettings */
export function usePremiumSettings() {
  return useQuery({
    queryKey: premiumKeys.settings(),
    queryFn: ({ signal }) => call(getPremiumGroupSettings, {}, { ...admin, signal }),
  });
}

/** putPremiumGroupSettings — the lists depend on it, so they reload. */
export function useSavePremiumSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PremiumSettings) => call(putPremiumGroupSettings, { body }, admin),
    onSuccess: async (saved) => {
      queryClient.setQueryData(premiumKeys.settings(), saved);
      await invalidatePremiumLists(queryClient);
    },
  });
}
