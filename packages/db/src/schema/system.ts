import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window counters shared by every instance (login, password reset, code entry).
 * One atomic upsert per hit; see apps/server/src/plugins/rate-limit.ts.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

/** Photos shown on the registration screen (admin: page/home/photos). */
export const pagePhotos = pgTable('page_photos', {
  id: serial('id').primaryKey(),
  url: text('url').notNull(),
  title: text('title'),
  pos: integer('pos').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
