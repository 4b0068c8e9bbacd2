import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GoldDoc, GoldDocBody, GoldSubgroup, GoldSubgroupBody } from '@klub/contracts';
import {
  call,
  keyOf,
  deleteGoldDocsById,
  deleteGoldGroupsById,
  getGoldDocs,
  getGoldDocsMe,
  getGoldGroups,
  getGoldGroupsById,
  getGoldGroupsMembers,
  patchGoldGroupsById,
  patchGoldGroupsMembersByUserId,
  postGoldDocs,
  postGoldGroups,
} from '../../lib/api';
import { DELETE_META } from '../../lib/query-client';

const admin = { space: 'admin' } as const;

export interface GoldMembersQuery {
  skip: number;
  take: number;
  search?: string;
  /** A subgroup id, 'none' (outside every subgroup) or undefined (all). */
  subgroupId?: number | 'none';
}

/** getGoldGroups — subgroups with member and document counts. */
export function useSubgroups() {
  return useQuery({
    queryKey: keyOf(getGoldGroups),
    queryFn: ({ signal }) => call(getGoldGroups, {}, { ...admin, signal }),
  });
}

/** getGoldGroupsById */
export function useSubgroup(id: number | null) {
  const input = { params: { id: id ?? 0 } };
  return useQuery({
    queryKey: keyOf(getGoldGroupsById, input),
    queryFn: ({ signal }) => call(getGoldGroupsById, input, { ...admin, signal }),
    enabled: id !== null,
  });
}

/** postGoldGroups or patchGoldGroupsById */
export function useSaveSubgroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: GoldSubgroupBody }) =>
      id ? call(patchGoldGroupsById, { params: { id }, body }, admin) : call(postGoldGroups, { body }, admin),
    onSuccess: async (group) => {
      queryClient.setQueryData(keyOf(getGoldGroupsById, { params: { id: group.id } }), group);
      await queryClient.invalidateQueries({ queryKey: keyOf(getGoldGroups) });
      await queryClient.invalidateQueries({ queryKey: keyOf(getGoldGroupsMembers) });
    },
  });
}

/** deleteGoldGroupsById — 409 while members or documents use it. */
export function useDeleteSubgroup() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: DELETE_META,
    mutationFn: (id: number) => call(deleteGoldGroupsById, { params: { id } }, admin),
    onSuccess: (_m, id) => queryClient.setQueryData<GoldSubgroup[]>(keyOf(getGoldGroups), (list) => list?.filter((g) => g.id !== id)),
  });
}

/** getGoldGroupsMembers — paged gold members. */
export function useGoldMembers(q: GoldMembersQuery) {
  const input = { query: { skip: q.skip, take: q.take, search: q.search || undefined, subgroupId: q.subgroupId } };
  return useQuery({
    queryKey: keyOf(getGoldGroupsMembers, input),
    queryFn: ({ signal }) => call(getGoldGroupsMembers, input, { ...admin, signal }),
    placeholderData: keepPreviousData,
  });
}

/** patchGoldGroupsMembersByUserId — assigns a subgroup (null: none). */
export function useAssignSubgroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, subgroupId }: { userId: number; subgroupId: number | null }) =>
      call(patchGoldGroupsMembersByUserId, { params: { userId }, body: { subgroupId } }, admin),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: keyOf(getGoldGroupsMembers) });
      await queryClient.invalidateQueries({ queryKey: keyOf(getGoldGroups) });
    },
  });
}

/** getGoldDocs — every gold document (admin). */
export function useGoldDocs() {
  return useQuery({
    queryKey: keyOf(getGoldDocs),
    queryFn: ({ signal }) => call(getGoldDocs, {}, { ...admin, signal }),
  });
}

/** postGoldDocs — after the file was uploaded with visibility GOLD. */
export function useCreateGoldDoc() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (body: GoldDocBody) => call(postGoldDocs, { body }, admin),
    onSuccess: async (doc) => {
      queryClient.setQueryData<GoldDoc[]>(keyOf(getGoldDocs), (list) => (list ? [doc, ...list] : list));
      await queryClient.invalidateQueries({ queryKey: keyOf(getGoldGroups) });
    },
  });
}

/** deleteGoldDocsById — the document and its file. */
export function useDeleteGoldDoc() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: DELETE_META,
    mutationFn: (id: number) => call(deleteGoldDocsById, { params: { id } }, admin),
    onSuccess: (_m, id) => queryClient.setQueryData<GoldDoc[]>(keyOf(getGoldDocs), (list) => list?.filter((d) => d.id !== id)),
  });
}

/** getGoldDocsMe — documents for the signed-in gold member. */
export function useMyGoldDocs(enabled: boolean) {
  return useQuery({
    queryKey: keyOf(getGoldDocsMe),
    queryFn: ({ signal }) => call(getGoldDocsMe, {}, { signal, space: 'customer' }),
    enabled,
  });
}
