import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ContestEntryStatus, PublicationStatus } from '@klub/contracts';
import { contestEntries, contests, pointsLedger, users, type Database } from '@klub/db';
import { publicationSelect, readableBy } from '../../lib/publication';
import { paged, pageOf } from '../../lib/paging';
import { qualified } from '../../lib/qualified';
import { containsPattern } from '../../lib/search';

/** Contests and their entries: reads through the schema. */

/** The outer contest's id and its entries (`e`) named apart inside subqueries (lib/qualified says why). */
const outerContestId = qualified(contests, contests.id);
const e = alias(contestEntries, 'e');
const entriesWhere = (condition: SQL) =>
  sql<number>`(select count(*) from ${contestEntries} ${e} where ${qualified(e, e.contestId)} = ${outerContestId} and ${condition})::int`;

const summaryFields = {
  id: contests.id,
  title: contests.title,
  lead: contests.lead,
  image: contests.image,
  startsAt: contests.startsAt,
  endsAt: contests.endsAt,
  askText: contests.askText,
  maxPhotos: contests.maxPhotos,
  askReceipt: contests.askReceipt,
  pointsAccepted: contests.pointsAccepted,
  pointsWinner: contests.pointsWinner,
  entriesPerMember: contests.entriesPerMember,
};

const adminFields = {
  ...summaryFields,
  ...publicationSelect(contests),
  updatedAt: contests.updatedAt,
  entries: entriesWhere(sql`true`),
  waiting: entriesWhere(sql`${qualified(e, e.status)} = 'SUBMITTED'`),
  accepted: entriesWhere(sql`${qualified(e, e.status)} = 'ACCEPTED'`),
  winners: entriesWhere(qualified(e, e.isWinner)),
};
export type AdminRow = Awaited<ReturnType<typeof selectAdminPage>>['data'][number];

function searchCondition(search: string | undefined): SQL | undefined {
  return search ? sql`lower(${contests.title}) like ${containsPattern(search)}` : undefined;
}

/** Admin: every contest, the latest end first. */
export async function selectAdminPage(db: Database, q: { skip: number; take: number; search?: string; status?: PublicationStatus }) {
  const where = and(searchCondition(q.search), q.status ? eq(contests.status, q.status) : undefined);
  return paged(
    pageOf(db.select(adminFields).from(contests).where(where).orderBy(desc(contests.endsAt), desc(contests.id)), q),
    db.select({ n: count() }).from(contests).where(where),
  );
}

export async function selectAdminContest(db: Database, id: number) {
  const [row] = await db
    .select({ ...adminFields, rules: contests.rules })
    .from(contests)
    .where(eq(contests.id, id));
  return row;
}

/** A member: the contests they may read, running or to come (soonest end first) or ended (latest first). */
export async function selectMemberPage(db: Database, userId: number, now: Date, q: { skip: number; take: number; when: 'open' | 'past' }) {
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const when = q.when === 'open' ? sql`${contests.endsAt} > ${nowSql}` : sql`${contests.endsAt} <= ${nowSql}`;
  const where = and(readableBy(contests, userId, now), when);
  const order = q.when === 'open' ? [asc(contests.endsAt), asc(contests.id)] : [desc(contests.endsAt), desc(contests.id)];
  return paged(
    pageOf(
      db
        .select(summaryFields)
        .from(contests)
        .where(where)
        .orderBy(...order),
      q,
    ),
    db.select({ n: count() }).from(contests).where(where),
  );
}

export async function selectMemberContest(db: Database, userId: number, now: Date, id: number) {
  const [row] = await db
    .select({ ...summaryFields, rules: contests.rules })
    .from(contests)
    .where(and(eq(contests.id, id), readableBy(contests, userId, now)));
  return row;
}

/** The points an entry brought: the amounts of its two credits. */
const l = alias(pointsLedger, 'l');
const entryPoints = sql<number>`(select coalesce(sum(${qualified(l, l.amount)}), 0) from ${pointsLedger} ${l}
  where ${qualified(l, l.id)} in (${qualified(contestEntries, contestEntries.acceptedCreditId)}, ${qualified(contestEntries, contestEntries.winnerCreditId)}))::int`;

const myEntryFields = {
  id: contestEntries.id,
  contestId: contestEntries.contestId,
  text: contestEntries.text,
  receiptNumber: contestEntries.receiptNumber,
  photos: contestEntries.photos,
  status: contestEntries.status,
  rejectReason: contestEntries.rejectReason,
  isWinner: contestEntries.isWinner,
  points: entryPoints,
  createdAt: contestEntries.createdAt,
};

/** A member's own entries in these contests, oldest first. */
export function selectMyEntries(db: Database, userId: number, contestIds: number[]) {
  if (contestIds.length === 0) return Promise.resolve([]);
  return db
    .select(myEntryFields)
    .from(contestEntries)
    .where(and(eq(contestEntries.userId, userId), inArray(contestEntries.contestId, contestIds)))
    .orderBy(asc(contestEntries.id));
}

const entryFields = {
  ...myEntryFields,
  userId: users.id,
  firstname: users.firstname,
  lastname: users.lastname,
  email: users.email,
  reviewedAt: contestEntries.reviewedAt,
};
export type EntryRow = Awaited<ReturnType<typeof selectEntries>>['data'][number];

/** Admin: a contest's entries, newest first, optionally of one status or only the winners. */
export async function selectEntries(
  db: Database,
  contestId: number,
  q: { skip: number; take: number; status?: ContestEntryStatus; winners?: 'true' },
) {
  const where = and(
    eq(contestEntries.contestId, contestId),
    q.status ? eq(contestEntries.status, q.status) : undefined,
    q.winners ? eq(contestEntries.isWinner, true) : undefined,
  );
  return paged(
    pageOf(
      db
        .select(entryFields)
        .from(contestEntries)
        .innerJoin(users, eq(users.id, contestEntries.userId))
        .where(where)
        .orderBy(desc(contestEntries.id)),
      q,
    ),
    db.select({ n: count() }).from(contestEntries).where(where),
  );
}

export async function selectEntry(db: Database, id: number) {
  const [row] = await db
    .select(entryFields)
    .from(contestEntries)
    .innerJoin(users, eq(users.id, contestEntries.userId))
    .where(eq(contestEntries.id, id));
  return row;
}
