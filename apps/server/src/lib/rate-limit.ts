import { and, eq, gt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { RATE_LIMIT_MESSAGES } from '@klub/contracts';
import { queryRows, rateLimits, type Database, bare } from '@klub/db';
import { AppError } from '../errors';

export interface LimitRule {
  /** Counter name, e.g. `signin:ip:1.2.3.4`. */
  key: string;
  limit: number;
  windowSeconds: number;
  /** The Polish 429 text for `minutes` left; "Zbyt wiele prób…" when not given. */
  message?: (minutes: number) => string;
}

/** The counter `r` being upserted. */
const r = alias(rateLimits, 'r');

/**
 * Fixed-window counter in PostgreSQL: one atomic upsert per hit, shared by every instance
 * (no sticky sessions, no Redis needed). Throws RATE_LIMITED with a Polish message past the limit.
 */
export async function hitLimit(db: Database, rule: LimitRule): Promise<void> {
  const rows = await queryRows<{ hits: number; retry_after: number }>(
    db,
    sql`
    insert into ${rateLimits} as r (${bare(r.key)}, ${bare(r.windowStart)}, ${bare(r.hits)})
    values (${rule.key}, now(), 1)
    on conflict (${bare(r.key)}) do update set
      ${bare(r.hits)} = case when ${r.windowStart} <= now() - make_interval(secs => ${rule.windowSeconds}) then 1 else ${r.hits} + 1 end,
      ${bare(r.windowStart)} = case when ${r.windowStart} <= now() - make_interval(secs => ${rule.windowSeconds}) then now()
                                    else ${r.windowStart} end
    returning ${r.hits} as hits,
      ceil(extract(epoch from (${r.windowStart} + make_interval(secs => ${rule.windowSeconds}) - now())))::int as retry_after`,
  );
  const row = rows[0]!;
  if (row.hits > rule.limit) {
    const minutes = Math.max(1, Math.ceil(row.retry_after / 60));
    throw new AppError('RATE_LIMITED', (rule.message ?? RATE_LIMIT_MESSAGES.tooMany)(minutes), {
      'retry-after': String(Math.max(1, row.retry_after)),
    });
  }
}

export async function hitLimits(db: Database, rules: LimitRule[]): Promise<void> {
  for (const rule of rules) await hitLimit(db, rule);
}

/** Seconds until the window ends when the counter is at or past its limit; 0 when not blocked. Counts nothing. */
export async function blockedFor(db: Database, rule: LimitRule): Promise<number> {
  const rows = await queryRows<{ retry_after: number }>(
    db,
    sql`
    select ceil(extract(epoch from (${rateLimits.windowStart} + make_interval(secs => ${rule.windowSeconds}) - now())))::int as retry_after
    from ${rateLimits}
    where ${rateLimits.key} = ${rule.key} and ${rateLimits.hits} >= ${rule.limit}
      and ${rateLimits.windowStart} > now() - make_interval(secs => ${rule.windowSeconds})`,
  );
  return rows[0] ? Math.max(1, rows[0].retry_after) : 0;
}

/**
 * Takes one hit on each rule, in order, before the attempt they guard is made: parallel attempts
 * are then counted exactly (each upsert is atomic). Past a rule's limit it gives back every hit
 * this call took, the refused one included (a refused attempt made no try), and throws that rule's
 * 429. Hits taken for an attempt that turns out not to count are given back with `giveBack`.
 */
export async function takeHits(db: Database, rules: LimitRule[]): Promise<void> {
  const taken: LimitRule[] = [];
  try {
    for (const rule of rules) {
      taken.push(rule);
      await hitLimit(db, rule);
    }
  } catch (err) {
    // Only a refusal: after a database error the last hit may not have been taken.
    if (err instanceof AppError && err.code === 'RATE_LIMITED') for (const rule of taken) await giveBack(db, rule);
    throw err;
  }
}

/** Gives back one hit taken in advance (never below 0; a counter whose window has ended is left alone). */
export async function giveBack(db: Database, rule: Pick<LimitRule, 'key' | 'windowSeconds'>): Promise<void> {
  await db
    .update(rateLimits)
    .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
    .where(and(eq(rateLimits.key, rule.key), gt(rateLimits.windowStart, sql`now() - make_interval(secs => ${rule.windowSeconds})`)));
}

/** Deletes a counter: its count starts again from nothing (e.g. a success clears the failures it counts). */
export async function clearHits(db: Database, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** The hits counted in the current window (0 when there is no counter or its window has ended). Counts nothing. */
export async function currentHits(db: Database, rule: Pick<LimitRule, 'key' | 'windowSeconds'>): Promise<number> {
  const rows = await db
    .select({ hits: rateLimits.hits })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, rule.key), gt(rateLimits.windowStart, sql`now() - make_interval(secs => ${rule.windowSeconds})`)));
  return rows[0]?.hits ?? 0;
}

/** Counts one hit without refusing (failures counted after the fact). */
export async function countHit(db: Database, rule: LimitRule): Promise<void> {
  try {
    await hitLimit(db, { ...rule, limit: Number.MAX_SAFE_INTEGER });
  } catch {
    // never thrown with an infinite limit
  }
}
