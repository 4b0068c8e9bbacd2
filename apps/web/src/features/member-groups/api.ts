import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { GroupMemberQuery, GroupMembersAdd } from '@klub/contracts';
import { DELETE_META } from '../../lib/query-client';
import {
  call,
  resourceOf,
  deleteGroupsById,
  deleteGroupsByIdMembersByUserId,
  getGroups,
  getGroupsById,
  getGroupsByIdMembers,
  patchGroupsById,
  postGroups,
  postGroupsByIdMembers,
} from '../../lib/api';

/** Member groups: getGroups, postGroups, getGroupsById, patchGroupsById, deleteGroupsById. */
export const memberGroups = resourceOf({
  list: getGroups,
  one: getGroupsById,
  create: postGroups,
  update: patchGroupsById,
  remove: deleteGroupsById,
});

const membersKey = (groupId: number, query?: object) => [...memberGroups.keys.all, 'members', groupId, query ?? {}] as const;

/** getGroupsByIdMembers: who is in the group, newest first. */
export function useGroupMembers(groupId: number, query: Partial<z.output<typeof GroupMemberQuery>>) {
  return useQuery({
    queryKey: membersKey(groupId, query),
    queryFn: ({ signal }) => call(getGroupsByIdMembers, { params: { id: groupId }, query }, { signal, space: 'admin' }),
  });
}

/** Each change of who is in a group reloads the group (its count) and its members. */
function useMembersWrite<V, R>(send: (v: V) => Promise<R>, meta?: { errorMessage: string }) {
  const client = useQueryClient();
  return useMutation({ mutationFn: send, meta, onSuccess: () => client.invalidateQueries({ queryKey: memberGroups.keys.all }) });
}

/** postGroupsByIdMembers: picked members and/or pasted e-mails. */
export const useAddGroupMembers = (groupId: number) =>
  useMembersWrite((body: GroupMembersAdd) => call(postGroupsByIdMembers, { params: { id: groupId }, body }, { space: 'admin' }));

/** deleteGroupsByIdMembersByUserId. */
export const useRemoveGroupMember = (groupId: number) =>
  useMembersWrite(
    (userId: number) => call(deleteGroupsByIdMembersByUserId, { params: { id: groupId, userId } }, { space: 'admin' }),
    DELETE_META,
  );

/** Every group by name, for the audience fields of content forms (a few dozen at most). */
export const useAllMemberGroups = () => memberGroups.useList({ take: 1000 });
