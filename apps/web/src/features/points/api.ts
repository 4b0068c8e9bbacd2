import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PointsEntry, PointsEntryBody, PointsGroup, PointsGroupBody } from '@klub/contracts';
import { api } from '../../lib/api-client';
import { call, deletePointsById, deletePointsGroupsById, patchPointsById, patchPointsGroupsById, postPointsGroups } from '../../lib/api';
import type { TokenSpace } from '../../lib/auth-storage';
import { appendGroup, mergeEntry, removeById, updateGroup } from './points-cache';
import { DELETE_META } from '../../lib/query-client';

/** The points table answers by token space (customers: current packages; admins: all, with codesCount). */
export const pointsKeys = {
  all: (space: TokenSpace) => [space, 'points-table'] as const,
  packages: (space: TokenSpace) => [...pointsKeys.all(space), 'packages'] as const,
  groups: (space: TokenSpace) => [...pointsKeys.all(space), 'groups'] as const,
};

/** GET /api/points — packages sorted by pos. */
export function usePackages(space: TokenSpace) {
  return useQuery({
    queryKey: pointsKeys.packages(space),
    queryFn: ({ signal }) => api.get<PointsEntry[]>('/api/points', { signal, space }),
  });
}

/** GET /api/points/groups */
export function usePointsGroups(space: TokenSpace) {
  return useQuery({
    queryKey: pointsKeys.groups(space),
    queryFn: ({ signal }) => api.get<PointsGroup[]>('/api/points/groups', { signal, space }),
  });
}

// ---- admin ----

const admin = { space: 'admin' } as const;

/** POST /api/points — answers the whole list ("adding points replaces the list"). */
export function useCreatePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PointsEntryBody) => api.post<PointsEntry[]>('/api/points', body, admin),
    onSuccess: (list) => queryClient.setQueryData(pointsKeys.packages('admin'), list),
  });
}

/** PATCH /api/points/:id — merged into the list and re-sorted by pos. */
export function useUpdatePackage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PointsEntryBody) => call(patchPointsById, { params: { id }, body }, admin),
    onSuccess: (entry) => queryClient.setQueryData<PointsEntry[]>(pointsKeys.packages('admin'), (list) => mergeEntry(list, entry)),
  });
}

/** DELETE /api/points/:id — 409 while the package has codes; removed locally by id. */
export function useDeletePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: DELETE_META,
    mutationFn: (id: number) => call(deletePointsById, { params: { id } }, admin),
    onSuccess: (_message, id) => queryClient.setQueryData<PointsEntry[]>(pointsKeys.packages('admin'), (list) => removeById(list, id)),
  });
}

/** POST /api/points/groups — appended. */
export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PointsGroupBody) => call(postPointsGroups, { body }, admin),
    onSuccess: (group) => queryClient.setQueryData<PointsGroup[]>(pointsKeys.groups('admin'), (list) => appendGroup(list, group)),
  });
}

/** PATCH /api/points/groups/:id — the group's name updated in place. */
export function useUpdateGroup(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PointsGroupBody) => call(patchPointsGroupsById, { params: { id }, body }, admin),
    onSuccess: async (group) => {
      queryClient.setQueryData<PointsGroup[]>(pointsKeys.groups('admin'), (list) => updateGroup(list, group));
      // Packages refer to their group by name: reload them in case the server renamed theirs too.
      await queryClient.invalidateQueries({ queryKey: pointsKeys.packages('admin') });
    },
  });
}

/** DELETE /api/points/groups/:id — removed locally by id. */
export function useDeleteGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: DELETE_META,
    mutationFn: (id: number) => call(deletePointsGroupsById, { params: { id } }, admin),
    onSuccess: (_message, id) => queryClient.setQueryData<PointsGroup[]>(pointsKeys.groups('admin'), (list) => removeById(list, id)),
  });
}
