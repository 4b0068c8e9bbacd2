import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PointsEntry, PointsEntryBody, PointsGroup, PointsGroupBody } from '@klub/contracts';
import {
  call,
  keyOf,
  deletePointsById,
  deletePointsGroupsById,
  getPoints,
  getPointsGroups,
  patchPointsById,
  patchPointsGroupsById,
  postPoints,
  postPointsGroups,
} from '../../lib/api';
import type { TokenSpace } from '../../lib/auth-storage';
import { appendGroup, mergeEntry, removeById, updateGroup } from './points-cache';
import { DELETE_META } from '../../lib/query-client';

/** The points table answers by token space (customers: current packages; admins: all, with codesCount): the space ends the key. */
export const pointsKeys = {
  packages: (space: TokenSpace) => [...keyOf(getPoints), space] as const,
  groups: (space: TokenSpace) => [...keyOf(getPointsGroups), space] as const,
};

/** getPoints — packages sorted by pos. */
export function usePackages(space: TokenSpace) {
  return useQuery({
    queryKey: pointsKeys.packages(space),
    queryFn: ({ signal }) => call(getPoints, {}, { signal, space }),
  });
}

/** getPointsGroups */
export function usePointsGroups(space: TokenSpace) {
  return useQuery({
    queryKey: pointsKeys.groups(space),
    queryFn: ({ signal }) => call(getPointsGroups, {}, { signal, space }),
  });
}

// ---- admin ----

const admin = { space: 'admin' } as const;

/** postPoints — answers the whole list ("adding points replaces the list"). */
export function useCreatePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PointsEntryBody) => call(postPoints, { body }, admin),
    onSuccess: (list) => queryClient.setQueryData(pointsKeys.packages('admin'), list),
  });
}

/** patchPointsById — merged into the list and re-sorted by pos. */
export function useUpdatePackage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PointsEntryBody) => call(patchPointsById, { params: { id }, body }, admin),
    onSuccess: (entry) => queryClient.setQueryData<PointsEntry[]>(pointsKeys.packages('admin'), (list) => mergeEntry(list, entry)),
  });
}

/** deletePointsById — 409 while the package has codes; removed locally by id. */
export function useDeletePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: DELETE_META,
    mutationFn: (id: number) => call(deletePointsById, { params: { id } }, admin),
    onSuccess: (_message, id) => queryClient.setQueryData<PointsEntry[]>(pointsKeys.packages('admin'), (list) => removeById(list, id)),
  });
}

/** postPointsGroups — appended. */
export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PointsGroupBody) => call(postPointsGroups, { body }, admin),
    onSuccess: (group) => queryClient.setQueryData<PointsGroup[]>(pointsKeys.groups('admin'), (list) => appendGroup(list, group)),
  });
}

/** patchPointsGroupsById — the group's name updated in place. */
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

/** deletePointsGroupsById — removed locally by id. */
export function useDeleteGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: DELETE_META,
    mutationFn: (id: number) => call(deletePointsGroupsById, { params: { id } }, admin),
    onSuccess: (_message, id) => queryClient.setQueryData<PointsGroup[]>(pointsKeys.groups('admin'), (list) => removeById(list, id)),
  });
}
