import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Keys of the mobile app and partner systems (`/api/settings/keys`). The key itself is shown
 * once, at creation; only `prefix` (the first characters, for lists) and `key_hash` are kept.
 * `key_hash` is a plain SHA-256: the secret is 32 random bytes, so there is nothing to guess
 * from a dictionary and a slow password hash would only slow every keyed request down (the key
 * is looked up by its hash on each of them). `last_used_at` is bookkeeping, written at most once
 * a minute per key outside any admin request, so it leaves no audit row.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    scopes: text('scopes').array().notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('api_keys_key_hash_idx').on(t.keyHash), index('api_keys_created_at_idx').on(t.createdAt)],
);
