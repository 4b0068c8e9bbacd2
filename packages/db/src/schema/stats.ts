import { date, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';

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
  (t) => [primaryKey({ columns: [t.userId, t.day] }), index('stats_member_days_day_idx').on(t.day)],
);

/** Codes registered per member, day and points package (product): the products and sales reports. */
export const statsMemberPackageDays = pgTable(
  'stats_member_package_days',
  {
    userId: integer('user_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    packageId: integer('package_id').notNull(),
    codes: integer('codes').notNull().default(0),
    points: integer('points').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day, t.packageId] })],
);
