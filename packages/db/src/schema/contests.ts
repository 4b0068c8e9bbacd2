import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { publicationColumns } from './content';
import { pointsLedger } from './points';
import { users } from './users';

/**
 * Contests, "Dodatkowe punkty" (docs/domain.md "Konkursy"): rules (sanitised HTML), when entries are
 * taken (`startsAt` … `endsAt`), what an entry holds (a text, up to `maxPhotos` photos, a receipt
 * number), the points for an accepted entry and for a winner, and how many entries one member may
 * send; with the content's publication columns (status, publishAt, audience).
 */
export const contests = pgTable(
  'contests',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    lead: text('lead').notNull().default(''),
    rules: text('rules').notNull(),
    image: text('image'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    askText: boolean('ask_text').notNull().default(true),
    maxPhotos: smallint('max_photos').notNull().default(0),
    askReceipt: boolean('ask_receipt').notNull().default(false),
    pointsAccepted: integer('points_accepted').notNull().default(0),
    pointsWinner: integer('points_winner').notNull().default(0),
    entriesPerMember: smallint('entries_per_member').notNull().default(1),
    ...publicationColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contests_ends_idx').on(t.endsAt, t.id),
    check('contests_status_check', sql`${t.status} in ('DRAFT', 'PUBLISHED')`),
    check('contests_ends_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('contests_points_check', sql`${t.pointsAccepted} >= 0 and ${t.pointsWinner} >= 0`),
    check('contests_entries_check', sql`${t.entriesPerMember} between 1 and 100 and ${t.maxPhotos} between 0 and 10`),
  ],
);

/**
 * A member's entry: what they sent, then the review — `SUBMITTED`, `ACCEPTED` or `REJECTED` (with
 * the reason the member sees) — and whether it won. `acceptedCreditId` / `winnerCreditId` are the
 * ledger credits of its two awards: each is written once, under the entry's row lock, in the same
 * transaction as the credit (unique: one credit is one award).
 */
export const contestEntries = pgTable(
  'contest_entries',
  {
    id: serial('id').primaryKey(),
    contestId: integer('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'restrict' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text'),
    receiptNumber: text('receipt_number'),
    photos: text('photos')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status').notNull().default('SUBMITTED'),
    rejectReason: text('reject_reason'),
    isWinner: boolean('is_winner').notNull().default(false),
    acceptedCreditId: bigint('accepted_credit_id', { mode: 'number' }).references(() => pointsLedger.id),
    winnerCreditId: bigint('winner_credit_id', { mode: 'number' }).references(() => pointsLedger.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contest_entries_contest_idx').on(t.contestId, t.status, t.id),
    index('contest_entries_user_idx').on(t.userId, t.contestId),
    uniqueIndex('contest_entries_accepted_credit_key').on(t.acceptedCreditId),
    uniqueIndex('contest_entries_winner_credit_key').on(t.winnerCreditId),
    check('contest_entries_status_check', sql`${t.status} in ('SUBMITTED', 'ACCEPTED', 'REJECTED')`),
    check('contest_entries_winner_check', sql`not ${t.isWinner} or ${t.status} = 'ACCEPTED'`),
  ],
);
