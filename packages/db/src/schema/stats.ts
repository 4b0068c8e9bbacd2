import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, numeric, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

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
    /**
     * As in `stats_member_days` (migration 0018): the active contractors of a rep's team in a period
     * that ends today are an index range per DTH, not a distinct count over the team's member-days.
     */
    dthId: integer('dth_id'),
  },
  (t) => [
    index('stats_member_last_day_idx').on(t.day),
    index('stats_member_last_team_idx')
      .on(t.dthId, t.day)
      .where(sql`${t.dthId} is not null`),
  ],
);

/**
 * Orders per Polish day they were placed, by their status now: count and `total_points` (the sum of
 * their live elements). The orders report's statuses and the prizes report's order count without
 * reading every order of a long range. Kept by statement-level triggers on `orders` (migration 0018):
 * an order moves between statuses as it is worked on. Sharded like `stats_days` (checkouts of
 * different members rarely wait on one row).
 */
export const statsOrderDays = pgTable(
  'stats_order_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    shard: smallint('shard').notNull(),
    status: text('status').notNull(),
    orders: integer('orders').notNull().default(0),
    points: bigint('points', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.shard, t.status] })],
);

/**
 * Each member's orders of all time: placed (cancelled ones too), and those not cancelled with their
 * points. A report whose period holds every order there is (the 5-year preset, in practice) reads its
 * buyers and top buyers here instead of grouping every order by member. Kept with `stats_order_days`.
 */
export const statsMemberOrders = pgTable(
  'stats_member_orders',
  {
    userId: integer('user_id').primaryKey(),
    placed: integer('placed').notNull().default(0),
    orders: integer('orders').notNull().default(0),
    points: bigint('points', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    index('stats_member_orders_top_idx')
      .on(sql`${t.orders} desc`, sql`${t.points} desc`, t.userId)
      .where(sql`${t.orders} > 0`),
  ],
);

/**
 * Prizes ordered per Polish day the order was placed: live elements (not deleted) of orders that are
 * not cancelled, per prize (`prize_id` 0: the prize was deleted since; elements keep their own name)
 * and name — units, orders holding the prize (each once), points and PLN at each element's
 * `unit_pln`. The prizes report sums a few rows per day instead of joining every order's elements.
 * Kept by statement-level triggers on `order_elements` and `orders` (migration 0018). Not sharded:
 * a checkout already locks each prize's stock row, which its rows follow.
 */
export const statsPrizeDays = pgTable(
  'stats_prize_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    prizeId: integer('prize_id').notNull(),
    name: text('name').notNull(),
    units: integer('units').notNull().default(0),
    orders: integer('orders').notNull().default(0),
    points: bigint('points', { mode: 'number' }).notNull().default(0),
    pln: numeric('pln', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.prizeId, t.name] })],
);

/**
 * Extra points given per Polish day, source (admins' additions 3, contest awards 104) and reason:
 * points and awards (ledger credits) — the promotions report's sums. Kept by statement-level triggers
 * on `points_ledger` (migration 0018); the members counted once come from the ledger's covering
 * index `points_ledger_promotions_idx`.
 */
export const statsPromotionDays = pgTable(
  'stats_promotion_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    source: smallint('source').notNull(),
    reason: text('reason').notNull(),
    points: bigint('points', { mode: 'number' }).notNull().default(0),
    awards: integer('awards').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.source, t.reason] })],
);

/**
 * The last Polish day each member got extra points, at three levels: 0 per source and reason, 1 per
 * source (`reason` ''), 2 from any of them (`source` 0, `reason` ''). The promotions report's members
 * of a period that ends today (every preset) are those whose last day is in it: an index range, not
 * a distinct count over the period's awards. Kept with `stats_promotion_days` (migration 0018).
 */
export const statsPromotionLast = pgTable(
  'stats_promotion_last',
  {
    level: smallint('level').notNull(),
    source: smallint('source').notNull(),
    reason: text('reason').notNull(),
    userId: integer('user_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.level, t.source, t.reason, t.userId] }),
    index('stats_promotion_last_day_idx').on(t.day, t.level, t.source, t.reason),
  ],
);

/**
 * Ledger rows not yet added to the statistics (migration 0019). The ledger's statement triggers
 * only append here — one insert per statement — and `klub_stats_drain()` adds the rows to every
 * rollup in batches: from each instance every few seconds, and before any statistics are read.
 * A redemption then no longer upserts eight rollup rows (1.4 of its 1.9 ms, and the shard rows
 * made concurrent redemptions wait on each other). `sign` is +1 for a row added, -1 for one
 * taken away (tests delete and update ledger rows).
 */
export const statsLedgerQueue = pgTable('stats_ledger_queue', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  codeId: bigint('code_id', { mode: 'number' }),
  amount: integer('amount').notNull(),
  source: smallint('source').notNull(),
  earns: boolean('earns').notNull(),
  sign: smallint('sign').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
});
