import type { z } from 'zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  GroupMemberPage,
  GroupMemberQuery,
  GroupMembersAdd,
  GroupMembersAdded,
  MemberGroup,
  MemberGroupBody,
  MemberGroupPage,
  MemberGroupQuery,
} from '@klub/contracts';
import { api } from '../../lib/api-client';
import { DELETE_META } from '../../lib/query-client';
import { defineResource } from '../../lib/resource';

/** Member groups: GET/POST /api/groups, GET/PATCH/DELETE /api/groups/:id. */
export const memberGroups = defineResource<
  MemberGroup,
  MemberGroupBody,
  MemberGroupPage,
  MemberGroup,
  Partial<z.output<typeof MemberGroupQuery>>
>({
  key: ['admin', 'member-groups'],
  path: '/api/groups',
});

const membersKey = (groupId: number, query?: object) => [...memberGroups.keys.all, 'members', groupId, query ?? {}] as const;

/** GET /api/groups/:id/members: who is in the group, newest first. */
export function useGroupMembers(groupId: number, query: Partial<z.output<typeof GroupMemberQuery>>) {
  return useQuery({
    queryKey: membersKey(groupId, query),
    queryFn: ({ signal }) =>
      api.get<GroupMemberPage>(`/api/groups/${groupId}/members`, {
        signal,
        space: 'admin',
        query: query as Record<string, string | number>,
      }),
  });
}

/** Each change of who is in a group reloads the group (its count) and its members. */
function useMembersWrite<V, R>(send: (v: V) => Promise<R>, meta?: { errorMessage: string }) {
  const client = useQueryClient();
  return useMutation({ mutationFn: send, meta, onSuccess: () => client.invalidateQueries({ queryKey: memberGroups.keys.all }) });
}

/** POST /api/groups/:id/members: picked members and/or pasted e-mails. */
export const useAddGroupMembers = (groupId: number) =>
  useMembersWrite((body: GroupMembersAdd) => api.post<GroupMembersAdded>(`/api/groups/${groupId}/members`, body, { space: 'admin' }));

/** DELETE /api/groups/:id/members/:userId. */
export const useRemoveGroupMember = (groupId: number) =>
  useMembersWrite((userId: number) => api.delete(`/api/groups/${groupId}/members/${userId}`, { space: 'admin' }), DELETE_META);

/** Every group by name, for the audience fields of content forms (a few dozen at most). */
export const useAllMemberGroups = () => memberGroups.useList({ take: 1000 });
