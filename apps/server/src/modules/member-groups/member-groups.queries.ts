import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { CUSTOMER_ROLES, type GroupMemberQuery, type MemberGroupQuery } from '@klub/contracts';
import { memberGroupMembers, memberGroups, regions, users, type Database } from '@klub/db';
import { alias } from 'drizzle-orm/pg-core';
import { paged, pageOf } from '../../lib/paging';
import { containsPattern } from '../../lib/search';
import { memberSearch } from '../members/members.queries';

/** The member `u`, named as members.queries names it (for `memberSearch`). */
const u = alias(users, 'u');

/** Member groups and who is in them: reads and writes through the schema. */

/** Groups with their member counts (a join: drizzle qualifies the columns only in a joined select). */
function groupsWithCounts(db: Database) {
  const counts = db
    .select({ groupId: memberGroupMembers.groupId, n: count().as('n') })
    .from(memberGroupMembers)
    .groupBy(memberGroupMembers.groupId)
    .as('counts');
  return db
    .select({
      id: memberGroups.id,
      name: memberGroups.name,
      description: memberGroups.description,
      memberCount: sql<number>`coalesce(${counts.n}, 0)::int`,
      createdAt: memberGroups.createdAt,
    })
    .from(memberGroups)
    .leftJoin(counts, eq(counts.groupId, memberGroups.id));
}

function groupSearch(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const text = containsPattern(search);
  return sql`(lower(${memberGroups.name}) like ${text} or lower(coalesce(${memberGroups.description}, '')) like ${text})`;
}

export async function selectGroupPage(db: Database, q: z.output<typeof MemberGroupQuery>) {
  const where = groupSearch(q.search);
  return paged(
    pageOf(
      groupsWithCounts(db)
        .where(where)
        .orderBy(asc(sql`lower(${memberGroups.name})`), asc(memberGroups.id)),
      q,
    ),
    db.select({ n: count() }).from(memberGroups).where(where),
  );
}

export async function selectGroup(db: Database, id: number) {
  const [row] = await groupsWithCounts(db).where(eq(memberGroups.id, id));
  return row;
}

/** A group's members, newest first; the search is the members list's one (`memberSearch` on `users u`). */
export async function selectMemberPage(db: Database, groupId: number, q: z.output<typeof GroupMemberQuery>) {
  const where = and(eq(memberGroupMembers.groupId, groupId), memberSearch(q.search));
  const rows = db
    .select({
      id: u.id,
      firstname: u.firstname,
      lastname: u.lastname,
      email: u.email,
      companyName: u.companyName,
      role: u.role,
      regionName: regions.name,
      addedAt: memberGroupMembers.addedAt,
    })
    .from(memberGroupMembers)
    .innerJoin(u, eq(u.id, memberGroupMembers.userId))
    .leftJoin(regions, eq(regions.id, u.regionId))
    .where(where)
    .orderBy(desc(memberGroupMembers.addedAt), asc(u.lastname), asc(u.id));
  return paged(
    pageOf(rows, q),
    db.select({ n: count() }).from(memberGroupMembers).innerJoin(u, eq(u.id, memberGroupMembers.userId)).where(where),
  );
}

/** Of the ids and e-mails given, the club's members (customer roles, not deleted; staff never join a group). */
export async function selectCustomers(db: Database, ids: number[], emails: string[]) {
  const byId = ids.length ? inArray(users.id, ids) : undefined;
  const byEmail = emails.length
    ? inArray(
        sql`lower(${users.email})`,
        emails.map((e) => e.toLowerCase()),
      )
    : undefined;
  return db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(inArray(users.role, [...CUSTOMER_ROLES]), eq(users.isDeleted, false), or(byId, byEmail)));
}

/** Adds the members (someone already in stays once); answers how many joined. */
export async function insertMembers(db: Database, groupId: number, userIds: number[]): Promise<number> {
  if (userIds.length === 0) return 0;
  const added = await db
    .insert(memberGroupMembers)
    .values(userIds.map((userId) => ({ groupId, userId })))
    .onConflictDoNothing()
    .returning({ userId: memberGroupMembers.userId });
  return added.length;
}
