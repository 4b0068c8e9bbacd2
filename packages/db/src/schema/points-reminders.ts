import { bigint, boolean, index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { pointsLedger } from './points';
import { users } from './users';

/**
 * The points-expiry reminders (issue 39): one row per lot (a credit of the ledger) once it has
 * been reminded of. The primary key is the "never twice": the hourly pass claims a lot with
 * `insert … on conflict do nothing returning` before anything is sent, so two passes at once (two
 * instances, `npm run jobs:run`) cannot both send it. `notified` false: the lot arrived after the
 * member had been told of its expiry day, and was recorded without a new message.
 */
export const pointsExpiryReminders = pgTable(
  'points_expiry_reminders',
  {
    creditId: bigint('credit_id', { mode: 'number' })
      .primaryKey()
      .references(() => pointsLedger.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** What was left of the lot when it was reminded of (what the message counted). */
    points: integer('points').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    notified: boolean('notified').notNull(),
    remindedAt: timestamp('reminded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Has this member been told of this expiry day (the next lot of the same day is recorded quietly)?
  (t) => [index('points_expiry_reminders_user_idx').on(t.userId, t.expiresAt)],
);
