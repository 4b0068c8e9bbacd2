import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';
import { orderElements, orders } from './prizes';

/** Regions (voivodeships). CRUD arrives with the members issue; ranking already filters by them. */
export const regions = pgTable('regions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

/** Key/value settings (points validity, later the rest of the admin settings). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Secrets an admin sets in the back office (the SMS gateway's token): written, never read back by
 * the API (it shows `hint`, the last 4 characters); the audit trail masks `value` (migration 0040).
 */
export const secretSettings = pgTable('secret_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  hint: text('hint').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A product family on the points table. */
export const pointsGroups = pgTable('points_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A product package: how many points one code of it is worth. Spec "points entry". */
export const pointsPackages = pgTable(
  'points_packages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    groupName: text('group_name').notNull(),
    points: integer('points').notNull(),
    orderPoints: integer('order_points').notNull().default(0),
    expiresAt: date('expires_at', { mode: 'string' }),
    isNotActual: boolean('is_not_actual').notNull().default(false),
    pos: integer('pos').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('points_packages_points_nonneg', sql`${t.points} >= 0 and ${t.orderPoints} >= 0`)],
);

/** A set of codes generated or imported together (the unit of printing and export). */
export const codeBatches = pgTable('code_batches', {
  id: serial('id').primaryKey(),
  packageId: integer('package_id')
    .notNull()
    .references(() => pointsPackages.id),
  count: integer('count').notNull(),
  origin: text('origin', { enum: ['GENERATED', 'IMPORTED'] }).notNull(),
  note: text('note'),
  createdBy: integer('created_by').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One printed code. Redeemed at most once: redeemed_by is set by a single conditional UPDATE. */
export const codes = pgTable(
  'codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    code: text('code').notNull(),
    packageId: integer('package_id')
      .notNull()
      .references(() => pointsPackages.id),
    batchId: integer('batch_id').references(() => codeBatches.id),
    redeemedBy: integer('redeemed_by').references(() => users.id),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    source: smallint('source'),
    enteredBy: integer('entered_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('codes_code_key').on(t.code),
    index('codes_redeemed_by_idx').on(t.redeemedBy, t.redeemedAt),
    index('codes_package_idx').on(t.packageId),
    index('codes_batch_idx').on(t.batchId),
  ],
);

/**
 * The points ledger: append-only. A credit (amount > 0) is a lot with its expiry; a debit
 * (amount < 0) is split over lots in ledger_allocations (FIFO by expiry). Never updated or deleted.
 */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amount: integer('amount').notNull(),
    source: smallint('source').notNull(),
    reason: text('reason').notNull(),
    actorId: integer('actor_id').references(() => users.id),
    codeId: bigint('code_id', { mode: 'number' }).references(() => codes.id),
    /** The product group a credit came from (shown on the member's lots). */
    groupName: text('group_name'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Counts towards the ranking ("points earned"). */
    earns: boolean('earns').notNull().default(false),
    /** The order an ORDER debit or DELETED_ORDER refund belongs to. */
    orderId: integer('order_id').references(() => orders.id),
    /** The order element a DELETED_ORDER_ELEMENT refund belongs to. */
    orderElementId: integer('order_element_id').references(() => orderElements.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('points_ledger_amount_nonzero', sql`${t.amount} <> 0`),
    index('points_ledger_user_idx').on(t.userId, t.createdAt),
    // One credit per code, whatever happens: the last line of the exactly-once guarantee.
    uniqueIndex('points_ledger_code_credit_key')
      .on(t.codeId)
      .where(sql`${t.codeId} is not null`),
    // An order is paid once and refunded at most once; an element is refunded at most once.
    uniqueIndex('points_ledger_order_source_key')
      .on(t.orderId, t.source)
      .where(sql`${t.orderId} is not null`),
    uniqueIndex('points_ledger_order_element_refund_key')
      .on(t.orderElementId)
      .where(sql`${t.orderElementId} is not null`),
    // Premium candidates sum the points earned in a window for everyone: an index-only scan of this.
    index('points_ledger_earned_idx')
      .on(t.createdAt, t.userId, t.amount)
      .where(sql`${t.earns} and ${t.amount} > 0`),
    // The promotions report: extra points given by admins (3) and won in contests (104), a small share of the
    // ledger. Covering: the members counted once per source and reason are an index-only scan.
    index('points_ledger_promotions_idx')
      .on(t.createdAt, t.source, t.reason, t.userId)
      .where(sql`${t.source} in (3, 104)`),
    // A member's extra points, newest first: the last day per source and reason (stats_promotion_last).
    index('points_ledger_member_promotions_idx')
      .on(t.userId, t.createdAt)
      .where(sql`${t.source} in (3, 104)`),
  ],
);

/** Which lots (credits) a debit consumed, and how much of each. */
export const ledgerAllocations = pgTable(
  'ledger_allocations',
  {
    debitId: bigint('debit_id', { mode: 'number' })
      .notNull()
      .references(() => pointsLedger.id),
    creditId: bigint('credit_id', { mode: 'number' })
      .notNull()
      .references(() => pointsLedger.id),
    amount: integer('amount').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.debitId, t.creditId] }),
    index('ledger_allocations_credit_idx').on(t.creditId),
    check('ledger_allocations_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * Per-member totals kept in step with the ledger in the same transaction: the row is the lock
 * every debit takes, and the CHECK makes a negative balance impossible.
 */
export const memberPoints = pgTable(
  'member_points',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id),
    balance: integer('balance').notNull().default(0),
    earnedYear: integer('earned_year').notNull().default(0),
    earnedPoints: integer('earned_points').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('member_points_balance_nonneg', sql`${t.balance} >= 0`),
    index('member_points_ranking_idx').on(t.earnedYear, t.earnedPoints),
    // The executors table pages the accounts by balance.
    index('member_points_balance_idx').on(t.balance, t.userId),
  ],
);

/**
 * The premium group's window (issue 16): each member's earning credits (`earns`, amount > 0) dated
 * from `premium_window.window_start` on — the candidates list reads it instead of grouping a
 * year of the ledger on every page (1.2 s on 1 M members). Kept exact by the ledger's
 * `premium_earned` triggers (migration 0012: every insert, and the updates only tests make) and
 * by moving the window start on each read (premium.service `syncPremiumWindow`: subtracting the
 * credits that slid out since); rebuilt from the ledger when the window's months change.
 * Derived data, so UNLOGGED (migration 0012; drizzle does not model it) with no foreign key and
 * no index but its key: a crash empties both tables and the next read rebuilds them; a rebuild
 * writes 0.6 M rows in ~2.5 s here (11 s logged and indexed), and a page scans the sums in ~60 ms.
 */
export const premiumEarned = pgTable('premium_earned', {
  userId: integer('user_id').primaryKey(),
  earned: integer('earned').notNull(),
});

/** The one row saying from when `premium_earned` counts, and for how many months it was built. */
export const premiumWindow = pgTable(
  'premium_window',
  {
    id: boolean('id').primaryKey().default(true),
    months: integer('months').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  },
  (t) => [check('premium_window_one_row', sql`${t.id}`)],
);

/** Daily ranking positions, for the trend (position now against seven days ago). */
export const rankingSnapshots = pgTable(
  'ranking_snapshots',
  {
    day: date('day', { mode: 'string' }).notNull(),
    regionId: integer('region_id').notNull(),
    userId: integer('user_id').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.regionId, t.userId] })],
);
