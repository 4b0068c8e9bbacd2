import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { ContestBody, ContestEntryStatus, ContestList, ContestQuery } from '@klub/contracts';
import { contestEntries, contests, pointsLedger, users, type Database } from '@klub/db';
import { adminContent } from '../admin-content/admin-content';
import { paged, pageOf } from '../../lib/paging';
import { qualified } from '../../lib/qualified';
import { sanitizeRichText } from '../../lib/rich-text';
import { isoTime } from '../../lib/time';

/** Contests and their entries: reads through the schema. */

/** The outer contest's id and its entries (`e`) named apart inside subqueries (lib/qualified says why). */
const outerContestId = qualified(contests, contests.id);
const e = alias(contestEntries, 'e');
const entriesWhere = (condition: SQL) =>
  sql<number>`(select count(*) from ${contestEntries} ${e} where ${qualified(e, e.contestId)} = ${outerContestId} and ${condition})::int`;

const nowSql = (now: Date) => sql`${now.toISOString()}::timestamptz`;
export const times = (r: { startsAt: Date | string; endsAt: Date | string }) => ({
  startsAt: isoTime(r.startsAt),
  endsAt: isoTime(r.endsAt),
});

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

/** Contests as admin content: the admin sees the entries' counts; a member, the running and coming ones or the ended ones. */
export const content = adminContent({
  table: contests,
  missing: 'contest',
  searched: [contests.title],
  admin: {
    fields: {
      ...summaryFields,
      entries: entriesWhere(sql`true`),
      waiting: entriesWhere(sql`${qualified(e, e.status)} = 'SUBMITTED'`),
      accepted: entriesWhere(sql`${qualified(e, e.status)} = 'ACCEPTED'`),
      winners: entriesWhere(qualified(e, e.isWinner)),
    },
    /** The latest end first. */
    order: [desc(contests.endsAt), desc(contests.id)],
    answer: (row): ContestList['data'][number] => ({ ...row, ...times(row) }),
  },
  detail: { rules: contests.rules },
  /** Running or to come (soonest end first), or ended (latest first). */
  member: {
    fields: () => summaryFields,
    when: (q: z.output<typeof ContestQuery>, now) =>
      q.when === 'open' ? sql`${contests.endsAt} > ${nowSql(now)}` : sql`${contests.endsAt} <= ${nowSql(now)}`,
    order: (q) => (q.when === 'open' ? [asc(contests.endsAt), asc(contests.id)] : [desc(contests.endsAt), desc(contests.id)]),
  },
  values: (_db, body: z.output<typeof ContestBody>) => ({
    title: body.title,
    lead: body.lead,
    rules: sanitizeRichText(body.rules),
    image: body.image,
    startsAt: new Date(body.startsAt),
    endsAt: new Date(body.endsAt),
    askText: body.askText,
    maxPhotos: body.maxPhotos,
    askReceipt: body.askReceipt,
    pointsAccepted: body.pointsAccepted,
    pointsWinner: body.pointsWinner,
    entriesPerMember: body.entriesPerMember,
  }),
});

/** The points an entry brought: the amounts of its two credits. */
const l = alias(pointsLedger, 'l');
const entryPoints = sql<number>`(select coalesce(sum(${qualified(l, l.amount)}), 0) from ${pointsLedger} ${l}
  where ${qualified(l, l.id)} in (${qualified(contestEntries, contestEntries.acceptedCreditId)}, ${qualified(contestEntries, contestEntries.winnerCreditId)}))::int`;

/** What a member wrote in an entry and what became of it (their entries, their data export). */
export const entryContent = {
  text: contestEntries.text,
  receiptNumber: contestEntries.receiptNumber,
  photos: contestEntries.photos,
  status: contestEntries.status,
  rejectReason: contestEntries.rejectReason,
  isWinner: contestEntries.isWinner,
};

const myEntryFields = {
  id: contestEntries.id,
  contestId: contestEntries.contestId,
  ...entryContent,
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
