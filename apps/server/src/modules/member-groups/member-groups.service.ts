import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  MEMBER_GROUP_MESSAGES,
  type GroupMemberPage,
  type GroupMemberQuery,
  type GroupMembersAdd,
  type GroupMembersAdded,
  type MemberGroup,
  type MemberGroupBody,
  type MemberGroupPage,
  type MemberGroupQuery,
} from '@klub/contracts';
import { memberGroupMembers, memberGroups, type Database } from '@klub/db';
import type { Deps } from '../../deps';
import { conflict, notFound } from '../../errors';
import { guardPg } from '../../lib/pg-errors';
import { countAudienceUses } from '../../lib/publication';
import { isoTime } from '../../lib/time';
import * as q from './member-groups.queries';

/**
 * Member groups an admin defines (docs/domain.md "Grupy członków i odbiorcy"). Names are unique
 * whatever the letter case (409). Content names groups in its audience, so every change of who is
 * in a group drops the members' cached views (lib/content-cache.ts) in every instance, and a
 * group some content is for cannot be deleted.
 */

type Row = NonNullable<Awaited<ReturnType<typeof q.selectGroup>>>;
const toGroup = (row: Row): MemberGroup => ({ ...row, createdAt: isoTime(row.createdAt) });

export async function listGroups(db: Database, query: z.output<typeof MemberGroupQuery>): Promise<MemberGroupPage> {
  const page = await q.selectGroupPage(db, query);
  return { total: page.total, data: page.data.map(toGroup) };
}

export async function groupById(db: Database, id: number): Promise<MemberGroup> {
  const row = await q.selectGroup(db, id);
  if (!row) throw notFound('memberGroup');
  return toGroup(row);
}

export async function createGroup(db: Database, body: z.output<typeof MemberGroupBody>): Promise<MemberGroup> {
  const [row] = await guardPg(() => db.insert(memberGroups).values(body).returning({ id: memberGroups.id }), {
    unique: MEMBER_GROUP_MESSAGES.nameTaken,
  });
  return groupById(db, row!.id);
}

export async function updateGroup(db: Database, id: number, body: z.output<typeof MemberGroupBody>): Promise<MemberGroup> {
  const [row] = await guardPg(() => db.update(memberGroups).set(body).where(eq(memberGroups.id, id)).returning({ id: memberGroups.id }), {
    unique: MEMBER_GROUP_MESSAGES.nameTaken,
  });
  if (!row) throw notFound('memberGroup');
  return groupById(db, id);
}

/** A group no content or campaign is for goes with its member list (ON DELETE CASCADE). */
export async function deleteGroup(deps: Deps, id: number): Promise<void> {
  await groupById(deps.db, id);
  const uses = await countAudienceUses(deps.db, 'groups', id);
  if (uses.content + uses.campaigns > 0) throw conflict(MEMBER_GROUP_MESSAGES.inAudience(uses.content, uses.campaigns));
  await deps.db.delete(memberGroups).where(eq(memberGroups.id, id));
  await deps.content.memberGroupsChanged();
}

export async function listMembers(db: Database, groupId: number, query: z.output<typeof GroupMemberQuery>): Promise<GroupMemberPage> {
  await groupById(db, groupId);
  const page = await q.selectMemberPage(db, groupId, query);
  return {
    total: page.total,
    data: page.data.map(({ firstname, lastname, addedAt, ...m }) => ({
      ...m,
      fullName: `${firstname} ${lastname}`,
      addedAt: isoTime(addedAt),
    })),
  };
}

/**
 * Members picked by id and/or pasted as e-mails join the group. Ids and e-mails of nobody in the
 * club, or of staff (admins, which never read the customer area), are named back, not added.
 */
export async function addMembers(deps: Deps, groupId: number, body: z.output<typeof GroupMembersAdd>): Promise<GroupMembersAdded> {
  await groupById(deps.db, groupId);
  const found = await q.selectCustomers(deps.db, body.userIds, body.emails);
  const foundIds = new Set(found.map((m) => m.id));
  const foundEmails = new Set(found.map((m) => m.email.toLowerCase()));
  const unknown = [
    ...body.userIds.filter((id) => !foundIds.has(id)).map(String),
    ...[...new Set(body.emails.map((e) => e.toLowerCase()))].filter((e) => !foundEmails.has(e)),
  ];
  const added = await q.insertMembers(deps.db, groupId, [...foundIds]);
  if (added > 0) await deps.content.memberGroupsChanged();
  return { added, already: foundIds.size - added, unknown };
}

export async function removeMember(deps: Deps, groupId: number, userId: number): Promise<void> {
  await groupById(deps.db, groupId);
  const removed = await deps.db
    .delete(memberGroupMembers)
    .where(and(eq(memberGroupMembers.groupId, groupId), eq(memberGroupMembers.userId, userId)))
    .returning({ userId: memberGroupMembers.userId });
  if (removed.length === 0) throw notFound('memberGroupMember');
  await deps.content.memberChanged(userId);
}
