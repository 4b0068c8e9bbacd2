import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

/**
 * Statistics rollups (issue 11): what each member did per Polish calendar day, kept by the ledger's
 * `stats_*` triggers (migration 0013) in the same statement as the ledger row, so a report sums a
 * few rows per member and day instead of scanning the ledger and the codes. Derived data: the
 * migration builds them from the ledger once, the triggers keep them exact afterwards (inserts, and
 * the updates and deletes only tests make). No foreign keys: the ledger's own rows are the truth.
 */
export const statsMemberDays = pgTable(
  'stats_member_days',
  {
    userId: integer('user_id').notNull(),
    /**
     * The DTH whose statistics this activity counts for: the member's DTH now, null when they have
     * none or are deleted. Kept by the users trigger when a member moves (history follows the
     * member); the reps' reports read the team's rows through a covering index on (dth_id, day).
     */
    dthId: integer('dth_id'),
    /** The day in Poland (Europe/Warsaw) of the ledger rows. */
    day: date('day', { mode: 'string' }).notNull(),
    /** Codes registered (ledger credits with a code). */
    codes: integer('codes').notNull().default(0),
    /** Earning credits (`earns`): codes, admin additions, contest awards. */
    earned: integer('earned').notNull().default(0),
    /** Points spent on orders (ORDER debits, as a positive number). */
    spent: integer('spent').notNull().default(0),
    /** Points given back for cancelled orders and elements. */
    refunded: integer('refunded').notNull().default(0),
    /** Points that expired (EXPIRED debits, positive). */
    expired: integer('expired').notNull().default(0),
    /** Orders placed (one ORDER debit each). */
    orders: integer('orders').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.day] }),
    // Active contractors (a code or an order) of everyone: the admin contractors report counts them per period.
    index('stats_member_days_active_idx')
      .on(t.day, t.userId)
      .where(sql`${t.codes} > 0 or ${t.orders} > 0`),
  ],
);

/** Codes registered per member, day and points package (product): the products and sales reports. */
export const statsMemberPackageDays = pgTable(
  'stats_member_package_days',
  {
    userId: integer('user_id').notNull(),
    /** As in `stats_member_days`. */
    dthId: integer('dth_id'),
    day: date('day', { mode: 'string' }).notNull(),
    packageId: integer('package_id').notNull(),
    codes: integer('codes').notNull().default(0),
    points: integer('points').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day, t.packageId] })],
);

/**
 * Everyone's totals per Polish day, for the back office's reports: the member rollup summed by day
 * and split over `STATS_SHARDS` rows by `user_id % 32`, so concurrent redemptions of different
 * members rarely wait on one row. A report sums the shards.
 */
export const statsDays = pgTable(
  'stats_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    shard: smallint('shard').notNull(),
    codes: integer('codes').notNull().default(0),
    earned: bigint('earned', { mode: 'number' }).notNull().default(0),
    spent: bigint('spent', { mode: 'number' }).notNull().default(0),
    refunded: bigint('refunded', { mode: 'number' }).notNull().default(0),
    expired: bigint('expired', { mode: 'number' }).notNull().default(0),
    orders: integer('orders').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.shard] })],
);

/** Everyone's codes per day, package and source (website, mobile app, admin), sharded like `stats_days`. */
export const statsPackageDays = pgTable(
  'stats_package_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    shard: smallint('shard').notNull(),
    packageId: integer('package_id').notNull(),
    source: smallint('source').notNull(),
    codes: integer('codes').notNull().default(0),
    points: bigint('points', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.shard, t.packageId, t.source] })],
);

/**
 * The points liability: points of credits still unspent, by the month they expire (Polish calendar;
 * `infinity` for credits with no expiry). A credit adds its amount to its month, every allocation of
 * a debit to it (an order, an expiry, a transfer) takes that part away — so the months sum to the
 * members' balances. Sharded like `stats_days`.
 */
export const statsExpiryMonths = pgTable(
  'stats_expiry_months',
  {
    month: date('month', { mode: 'string' }).notNull(),
    shard: smallint('shard').notNull(),
    points: bigint('points', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.month, t.shard] })],
);

/**
 * Contractors (roles 11, 21, 31) by the Polish day they joined, their region (0: none), status and
 * whether deleted: the admin contractors report's people (now, and who joined in a period) without
 * reading a million users. Kept by statement-level triggers on `users` (migration 0016) in the same
 * statement as the change; a few rows per day.
 */
export const statsPeopleDays = pgTable(
  'stats_people_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    regionId: integer('region_id').notNull(),
    status: text('status').notNull(),
    isDeleted: boolean('is_deleted').notNull(),
    members: integer('members').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.regionId, t.status, t.isDeleted] })],
);

/**
 * Active contractors (a code or an order) counted once per day (`d`), week from Monday (`w`) and
 * month (`m`): the contractors report's chart without counting distinct people over millions of
 * member-days. Kept by `klub_stats_add` (migration 0016) when a member's day turns active (or
 * inactive: tests deleting ledger rows), sharded like `stats_days`.
 */
export const statsActivePeriods = pgTable(
  'stats_active_periods',
  {
    kind: text('kind', { enum: ['d', 'w', 'm'] }).notNull(),
    period: date('period', { mode: 'string' }).notNull(),
    shard: smallint('shard').notNull(),
    members: integer('members').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kind, t.period, t.shard] })],
);

/**
 * Each contractor's last active day (a code or an order): the active contractors of a period that
 * ends today are those whose last active day is in it — an index range, not a distinct count.
 */
export const statsMemberLast = pgTable(
  'stats_member_last',
  {
    userId: integer('user_id').primaryKey(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [index('stats_member_last_day_idx').on(t.day)],
);
