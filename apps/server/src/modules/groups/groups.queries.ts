import { and, asc, count, desc, eq, gt, gte, inArray, isNotNull, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { POINTS_ROLES } from '@klub/contracts';
import { bare, files, goldDocs, goldSubgroups, names, pointsLedger, premiumEarned, premiumWindow, users, type Database } from '@klub/db';
import { paged, pageOf } from '../../lib/paging';
import { memberSearch } from '../members/members.queries';

/** The groups' reads and writes: gold subgroups, members and documents; the premium lists and their window. */

/**
 * The premium window (issue 16): `premium_earned` holds each member's earning credits dated from
 * `premium_window.window_start` on, so the candidates list reads one indexed table instead of
 * grouping a year of the ledger on every page (1.2 s at 1 M members and 2 M credits, most of it
 * hashing a million rows into half a million members).
 *
 * What keeps it exact:
 * - new credits: the ledger's statement triggers (migration 0012) add them in the inserting
 *   transaction, whoever inserts (a redemption, an admin award, an import, a seed);
 * - time: each read first moves the window start to `months` before now, subtracting the credits
 *   dated between the previous start and the new one (the ledger's (created_at, …) index; a read
 *   a minute after the last one subtracts a minute of credits);
 * - a change of `months`, or no window yet (or a crash emptied the unlogged tables): rebuilt from
 *   the ledger in one statement, under a table lock that makes concurrent credits wait for the
 *   rebuild and then add themselves (without it, a member's first credit racing the rebuild
 *   could meet the rebuild's own row for them: a unique violation).
 * Members whose sum falls to 0 keep their row: at most one per member, and a page filters them.
 * Credits are dated when they are written (`now()`), always inside the window: a credit dated in
 * the past while a read moves the window is the one case it does not order, and only tests and
 * seeds write those — before any read.
 */
export async function syncPremiumWindow(db: Database, months: number): Promise<void> {
  const start = sql`now() - make_interval(months => ${months})`;
  const e = premiumEarned;
  const w = premiumWindow;
  const l = pointsLedger;
  await db.transaction(async (tx) => {
    const [state] = await tx
      .select({ months: w.months, from: sql<string>`${w.windowStart}::text`, behind: sql<boolean>`${w.windowStart} < ${start}` })
      .from(w)
      .for('update');
    if (!state || state.months !== months) {
      await tx.execute(sql`lock table ${e} in exclusive mode`);
      await tx.execute(sql`delete from ${e}`);
      // a year of credits hashed by member: enough memory not to spill to disk (4 MB by default)
      await tx.execute(sql`set local work_mem = '64MB'`);
      await tx.execute(sql`
        insert into ${e} (${names([e.userId, e.earned])})
        select ${l.userId}, sum(${l.amount})::int from ${l}
        where ${l.earns} and ${l.amount} > 0 and ${l.createdAt} >= ${start}
        group by ${l.userId} order by ${l.userId}`);
      await tx.execute(sql`
        insert into ${w} (${names([w.id, w.months, w.windowStart])}) values (true, ${months}, ${start})
        on conflict (${bare(w.id)}) do update set ${bare(w.months)} = ${months}, ${bare(w.windowStart)} = ${start}`);
      return;
    }
    if (!state.behind) return;
    // The previous start as a value, not a join: the planner then reads only that range of the
    // ledger's (created_at, …) index (joined, it scanned the whole ledger: 1.7 s).
    await tx.execute(sql`
      update ${e} set ${bare(e.earned)} = ${e.earned} - gone.amount
      from (
        select ${l.userId} as user_id, sum(${l.amount})::int as amount from ${l}
        where ${l.earns} and ${l.amount} > 0 and ${l.createdAt} >= ${state.from}::timestamptz and ${l.createdAt} < ${start}
        group by ${l.userId} order by ${l.userId}
      ) gone
      where ${e.userId} = gone.user_id`);
    await tx.execute(sql`update ${w} set ${bare(w.windowStart)} = ${start}`);
  });
}

/** The aliases of the statements below (`memberSearch` names `users u` too). */
const u = alias(users, 'u');
const s = alias(goldSubgroups, 's');
const d = alias(goldDocs, 'd');
const f = alias(files, 'f');
const l = alias(pointsLedger, 'l');

const fullName = sql<string>`${u.firstname} || ' ' || ${u.lastname}`;

/** Gold subgroups (one, or all by name) with how many gold members and documents each has. */
// (Drizzle names a subquery's computed field bare, `"members"`: the names differ so neither is ambiguous.)
export function subgroupRows(db: Database, id?: number) {
  const m = db
    .select({ sid: users.goldSubgroupId, members: count().as('members') })
    .from(users)
    .where(and(users.isGold, not(users.isDeleted), isNotNull(users.goldSubgroupId)))
    .groupBy(users.goldSubgroupId)
    .as('m');
  const dc = db
    .select({ sid: goldDocs.subgroupId, docs: count().as('docs') })
    .from(goldDocs)
    .where(isNotNull(goldDocs.subgroupId))
    .groupBy(goldDocs.subgroupId)
    .as('dc');
  return db
    .select({
      id: s.id,
      name: s.name,
      description: s.description,
      createdAt: s.createdAt,
      memberCount: sql<number>`coalesce(${m.members}, 0)::int`,
      documentCount: sql<number>`coalesce(${dc.docs}, 0)::int`,
    })
    .from(s)
    .leftJoin(m, eq(m.sid, s.id))
    .leftJoin(dc, eq(dc.sid, s.id))
    .where(id ? eq(s.id, id) : undefined)
    .orderBy(sql`lower(${s.name})`, s.id);
}

/** How many gold members and documents a subgroup has (a locked subgroup that exists: one row). */
export async function subgroupUse(db: Database, id: number) {
  const [use] = await db
    .select({
      members: sql<number>`(select count(*) from ${users} where ${users.goldSubgroupId} = ${id} and ${users.isGold} and not ${users.isDeleted})::int`,
      docs: sql<number>`(select count(*) from ${goldDocs} where ${goldDocs.subgroupId} = ${id})::int`,
    })
    .from(goldSubgroups)
    .where(eq(goldSubgroups.id, id));
  return use!;
}

/** Who a member of a group is, as the gold and premium lists show them. */
const person = {
  id: u.id,
  fullName,
  email: u.email,
  companyName: u.companyName,
  city: u.city,
  type: u.role,
};

/** A gold member as answered (GoldMember): the person with their subgroup. */
const goldMember = {
  ...person,
  subgroupId: u.goldSubgroupId,
  subgroupName: s.name,
};
const goldMembers = (db: Database) => db.select(goldMember).from(u).leftJoin(s, eq(s.id, u.goldSubgroupId));

/** A page of gold members (`memberSearch` among them), by name, and their count. */
export function goldMemberPage(db: Database, q: { subgroupId?: number | 'none'; search?: string; skip: number; take: number }) {
  const cond = and(
    u.isGold,
    not(u.isDeleted),
    q.subgroupId === 'none' ? isNull(u.goldSubgroupId) : q.subgroupId ? eq(u.goldSubgroupId, q.subgroupId) : undefined,
    memberSearch(q.search),
  );
  return paged(
    pageOf(goldMembers(db).where(cond).orderBy(u.lastname, u.firstname, u.id), q),
    db.select({ n: count() }).from(u).where(cond),
  );
}

export async function goldMemberRow(db: Database, userId: number) {
  const [row] = await goldMembers(db).where(eq(u.id, userId));
  return row;
}

/** Gold documents with their file and subgroup, newest first. */
export function docRows(db: Database, where: SQL | undefined) {
  return db
    .select({
      id: d.id,
      title: d.title,
      description: d.description,
      subgroupId: d.subgroupId,
      subgroupName: s.name,
      fileKey: f.key,
      originalName: f.originalName,
      mimeType: f.mimeType,
      size: f.size,
      createdAt: d.createdAt,
    })
    .from(d)
    .innerJoin(f, eq(f.id, d.fileId))
    .leftJoin(s, eq(s.id, d.subgroupId))
    .where(where)
    .orderBy(desc(d.createdAt), desc(d.id));
}

/** The documents of one subgroup, of the whole group (`none`), or every one. */
export const docsOf = (subgroupId: number | 'none' | undefined) =>
  subgroupId === 'none' ? isNull(d.subgroupId) : subgroupId ? eq(d.subgroupId, subgroupId) : undefined;
/** The documents a gold member of `subgroupId` reads: the whole group's and their subgroup's. */
export const docsFor = (subgroupId: number | null) =>
  subgroupId === null ? isNull(d.subgroupId) : or(isNull(d.subgroupId), eq(d.subgroupId, subgroupId));
export const docById = (id: number) => eq(d.id, id);

/** Removes a file no gold document uses any more. */
export async function deleteUnusedDocFile(db: Database, fileId: number): Promise<void> {
  await db.execute(
    sql`delete from ${files} where ${files.id} = ${fileId} and not exists (select 1 from ${goldDocs} where ${goldDocs.fileId} = ${files.id})`,
  );
}

/** A premium list row as answered (PremiumRow, without `earned`). */
const premiumPerson = {
  ...person,
  isPremium: u.isPremium,
};
const total = sql<number>`count(*) over ()::int`;

/**
 * A page of the premium lists on the premium window's per-member sums (synced first). Candidates:
 * members over the threshold, joined to eligible people (active, not deleted, points roles, not
 * premium). Members and removal candidates: the premium people with their sums (removal: under the
 * threshold). Every row carries the list's `total`.
 */
export function premiumPage(
  db: Database,
  kind: 'members' | 'candidates' | 'removal',
  threshold: number,
  q: { search?: string; skip: number; take: number },
) {
  const e = premiumEarned;
  const search = memberSearch(q.search);
  if (kind === 'candidates') {
    return pageOf(
      db
        .select({ ...premiumPerson, earned: e.earned, total })
        .from(e)
        .innerJoin(u, eq(u.id, e.userId))
        .where(
          and(
            gte(e.earned, threshold),
            not(u.isPremium),
            not(u.isDeleted),
            sql`${u.status} <> 'NOT_ACTIVE'`,
            inArray(u.role, [...POINTS_ROLES]),
            search,
          ),
        )
        .orderBy(desc(e.earned), u.id),
      q,
    );
  }
  const earned = sql<number>`coalesce(${e.earned}, 0)::int`;
  return pageOf(
    db
      .select({ ...premiumPerson, earned, total })
      .from(u)
      .leftJoin(e, eq(e.userId, u.id))
      .where(and(u.isPremium, not(u.isDeleted), search, kind === 'removal' ? sql`${earned} < ${threshold}` : undefined))
      .orderBy(kind === 'removal' ? asc(earned) : desc(earned), u.id),
    q,
  );
}

/**
 * One person as a premium list row, their credits summed over the last `months` from the ledger.
 * (A correlated subquery in the fields of a one-table select would lose its qualifiers: Drizzle
 * writes bare column names there. Joined, every column stays qualified.)
 */
export async function premiumRow(db: Database, userId: number, months: number) {
  const sum = db
    .select({ earned: sql<number>`coalesce(sum(${l.amount}), 0)::int`.as('earned') })
    .from(l)
    .where(and(eq(l.userId, userId), l.earns, gt(l.amount, 0), sql`${l.createdAt} >= now() - make_interval(months => ${months})`))
    .as('w');
  const [row] = await db
    .select({ ...premiumPerson, earned: sum.earned })
    .from(u)
    .leftJoin(sum, sql`true`)
    .where(eq(u.id, userId));
  return row!;
}
