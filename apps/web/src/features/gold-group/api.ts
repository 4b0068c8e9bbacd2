import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GoldDoc, GoldDocBody, GoldMember, GoldMemberList, GoldSubgroup, GoldSubgroupBody, MessageResponse } from '@klub/contracts';
import { api } from '../../lib/api-client';
import { DELETE_META } from '../../lib/query-client';

const admin = { space: 'admin' } as const;

export const goldKeys = {
  all: ['admin', 'gold'] as const,
  subgroups: () => [...goldKeys.all, 'subgroups'] as const,
  subgroup: (id: number) => [...goldKeys.all, 'subgroup', id] as const,
  membersAll: () => [...goldKeys.all, 'members'] as const,
  members: (q: GoldMembersQuery) => [...goldKeys.membersAll(), q] as const,
  docs: () => [...goldKeys.all, 'docs'] as const,
  myDocs: () => ['customer', 'gold-docs'] as const,
};

export interface GoldMembersQuery {
  skip: number;
  take: number;
  search?: string;
  /** A subgroup id, 'none' (outside every subgroup) or undefined (all). */
  subgroupId?: number | 'none';
}

/** GET /api/gold-groups — subgroups with member and document counts. */
export function useSubgroups() {
  return useQuery({
    queryKey: goldKeys.subgroups(),
    queryFn: ({ signal }) => api.get<GoldSubgroup[]>('/api/gold-groups', { ...admin, signal }),
  });
}

/** GET /api/gold-groups/:id */
export function useSubgroup(id: number | null) {
  return useQuery({
    queryKey: goldKeys.subgroup(id ?? 0),
    queryFn: ({ signal }) => api.get<GoldSubgroup>(`/api/gold-groups/${id}`, { ...admin, signal }),
    enabled: id !== null,
  });
}

/** POST /api/gold-groups or PATCH /api/gold-groups/:id */
export function useSaveSubgroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: GoldSubgroupBody }) =>
      id ? api.patch<GoldSubgroup>(`/api/gold-groups/${id}`, body, admin) : api.post<GoldSubgroup>('/api/gold-groups', body, admin),
    onSuccess: async (group) => {
      queryClient.setQueryData(goldKeys.subgroup(group.id), group);
      await queryClient.invalidateQueries({ queryKey: goldKeys.subgroups() });
      await queryClient.invalidateQueries({ queryKey: goldKeys.membersAll() });
    },
  });
}

/** DELETE /api/gold-groups/:id — 409 while members or documents use it. */
export function useDeleteSubgroup() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: DELETE_META,
    mutationFn: (id: number) => api.delete<MessageResponse>(`/api/gold-groups/${id}`, admin),
    onSuccess: (_m, id) => queryClient.setQueryData<GoldSubgroup[]>(goldKeys.subgroups(), (list) => list?.filter((g) => g.id !== id)),
  });
}

/** GET /api/gold-groups/members — paged gold members. */
export function useGoldMembers(q: GoldMembersQuery) {
  return useQuery({
    queryKey: goldKeys.members(q),
    queryFn: ({ signal }) =>
      api.get<GoldMemberList>('/api/gold-groups/members', {
        ...admin,
        signal,
        query: { skip: q.skip, take: q.take, search: q.search || undefined, subgroupId: q.subgroupId },
      }),
    placeholderData: keepPreviousData,
  });
}

/** PATCH /api/gold-groups/members/:userId — assigns a subgroup (null: none). */
export function useAssignSubgroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, subgroupId }: { userId: number; subgroupId: number | null }) =>
      api.patch<GoldMember>(`/api/gold-groups/members/${userId}`, { subgroupId }, admin),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: goldKeys.membersAll() });
      await queryClient.invalidateQueries({ queryKey: goldKeys.subgroups() });
    },
  });
}

/** GET /api/gold-docs — every gold document (admin). */
export function useGoldDocs() {
  return useQuery({
    queryKey: goldKeys.docs(),
    queryFn: ({ signal }) => api.get<GoldDoc[]>('/api/gold-docs', { ...admin, signal }),
  });
}

/** POST /api/gold-docs — after the file was uploaded with visibility GOLD. */
export function useCreateGoldDoc() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (body: GoldDocBody) => api.post<GoldDoc>('/api/gold-docs', body, admin),
    onSuccess: async (doc) => {
      queryClient.setQueryData<GoldDoc[]>(goldKeys.docs(), (list) => (list ? [doc, ...list] : list));
      await queryClient.invalidateQueries({ queryKey: goldKeys.subgroups() });
    },
  });
}

/** DELETE /api/gold-docs/:id — the document and its file. */
export function useDeleteGoldDoc() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: DELETE_META,
    mutationFn: (id: number) => api.delete<MessageResponse>(`/api/gold-docs/${id}`, admin),
    onSuccess: (_m, id) => queryClient.setQueryData<GoldDoc[]>(goldKeys.docs(), (list) => list?.filter((d) => d.id !== id)),
  });
}

/** GET /api/gold-docs/me — documents for the signed-in gold member. */
export function useMyGoldDocs(enabled: boolean) {
  return useQuery({
    queryKey: goldKeys.myDocs(),
    queryFn: ({ signal }) => api.get<GoldDoc[]>('/api/gold-docs/me', { signal, space: 'customer' }),
    enabled,
  });
}
