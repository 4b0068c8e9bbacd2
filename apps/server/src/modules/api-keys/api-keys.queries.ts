import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { apiKeys, users, type Database } from '@klub/db';

/** The statements of the API keys (`api-keys.service.ts` holds the rules). */

const columns = {
  id: apiKeys.id,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  scopes: apiKeys.scopes,
  createdBy: apiKeys.createdBy,
  createdByName: sql<string | null>`nullif(trim(coalesce(${users.firstname}, '') || ' ' || coalesce(${users.lastname}, '')), '')`,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
  revokedAt: apiKeys.revokedAt,
};
const withCreator = (db: Database) => db.select(columns).from(apiKeys).leftJoin(users, eq(users.id, apiKeys.createdBy));

export const keyById = (db: Database, id: number) => withCreator(db).where(eq(apiKeys.id, id));

/** Live keys first, then revoked ones; newest first within each. */
export const allKeys = (db: Database) =>
  withCreator(db).orderBy(sql`${apiKeys.revokedAt} is not null`, desc(apiKeys.createdAt), desc(apiKeys.id));

export const insertKey = (
  db: Database,
  values: Pick<typeof apiKeys.$inferInsert, 'name' | 'scopes' | 'prefix' | 'keyHash' | 'createdBy'>,
) => db.insert(apiKeys).values(values).returning({ id: apiKeys.id });

/** Revokes a live key (none: no row). */
export const revokeLiveKey = (db: Database, id: number) =>
  db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });

/** The live key of this hash (one indexed read on every keyed request). */
export const liveKeyByHash = (db: Database, keyHash: string) =>
  db
    .select({ id: apiKeys.id, scopes: apiKeys.scopes, lastUsedAt: apiKeys.lastUsedAt })
    .from(apiKeys)
    .where(and(eq(apiKeys.keyHash, keyHash), isNull(apiKeys.revokedAt)))
    .limit(1);

/** Conditional, so several instances write it once per `stale` at most. */
export const touchKey = (db: Database, id: number, now: Date, stale: Date) =>
  db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, stale))));
