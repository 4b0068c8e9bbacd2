import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { codes, pointsLedger } from './points';
import { users } from './users';

/** A campaign bonus held with its code (what the campaign would have credited; credited on approval). */
export interface HeldBonusRow {
  campaignId: number;
  versionId: number;
  campaign: string;
  points: number;
  reason: string;
  /** The bonus counted against the member's cap / the campaign's budget (a rejection gives it back). */
  capped: boolean;
  budgeted: boolean;
}

/**
 * The fraud guard's held codes (docs/domain.md "Fraud guard"): a code the redemption statement
 * claimed but whose points it did not credit because it tripped a rule (`rules`). Everything the
 * credit needs is kept as it was at redemption (points, reason, source, group, expiry), so an
 * approval credits it as it would have been then; `bonuses` are the campaigns' bonuses reserved
 * under their caps and budgets. PENDING until an admin approves (ledger row `ledgerId`) or rejects
 * (the code stays claimed: void). Audited: a decision is an admin's change.
 */
export const heldCodes = pgTable(
  'held_codes',
  {
    codeId: bigint('code_id', { mode: 'number' })
      .primaryKey()
      .references(() => codes.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    points: integer('points').notNull(),
    bonuses: jsonb('bonuses')
      .$type<HeldBonusRow[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    rules: text('rules').array().notNull(),
    source: smallint('source').notNull(),
    actorId: integer('actor_id').references(() => users.id),
    reason: text('reason').notNull(),
    groupName: text('group_name'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    ip: text('ip'),
    status: text('status', { enum: ['PENDING', 'APPROVED', 'REJECTED'] })
      .notNull()
      .default('PENDING'),
    heldAt: timestamp('held_at', { withTimezone: true }).notNull(),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    ledgerId: bigint('ledger_id', { mode: 'number' }).references(() => pointsLedger.id),
  },
  (t) => [
    check('held_codes_status_check', sql`${t.status} in ('PENDING', 'APPROVED', 'REJECTED')`),
    check('held_codes_points_nonneg', sql`${t.points} >= 0`),
    // The review queue: a status, oldest first.
    index('held_codes_queue_idx').on(t.status, t.heldAt, t.codeId),
    // A member's points awaiting review (their page, the flag on their details).
    index('held_codes_member_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'PENDING'`),
  ],
);

/**
 * A member's codes counted by the guard, one row per member: the codes of the current hour and day
 * (fixed windows from their first code) and the codes entered soon after registration. One upsert
 * per redemption while a member rule is on: the row is locked, so a member's parallel codes are
 * counted one after another (exact). Technical state, like rate_limits.
 */
export const guardMemberCounts = pgTable('guard_member_counts', {
  userId: integer('user_id').primaryKey(),
  hourStart: timestamp('hour_start', { withTimezone: true }).notNull(),
  hourCodes: integer('hour_codes').notNull(),
  dayStart: timestamp('day_start', { withTimezone: true }).notNull(),
  dayCodes: integer('day_codes').notNull(),
  earlyCodes: integer('early_codes').notNull().default(0),
});

/** Which members entered codes of a batch, and when last (the batch rule counts them within its window). */
export const guardBatchMembers = pgTable(
  'guard_batch_members',
  {
    batchId: integer('batch_id').notNull(),
    userId: integer('user_id').notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.batchId, t.userId] }), index('guard_batch_members_recent_idx').on(t.batchId, t.lastAt)],
);

/** Which accounts entered codes from an IP address, and when last (the address rule counts them within its window). */
export const guardIpMembers = pgTable(
  'guard_ip_members',
  {
    ip: text('ip').notNull(),
    userId: integer('user_id').notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.ip, t.userId] }), index('guard_ip_members_recent_idx').on(t.ip, t.lastAt)],
);
