import { sql } from 'drizzle-orm';
import { queryRows } from '@klub/db';
import type { Deps } from '../deps';
import { expirePoints } from '../modules/ledger/ledger.service';
import { snapshotRanking } from '../modules/ranking/ranking.service';

const HOUR = 3600_000;
const LOCK_ID = 727_411_002;

/** The periodic jobs, one pass. Idempotent: expiry writes rows only for lots still holding points; snapshots once a day. */
export async function runPeriodicJobs(deps: Deps) {
  const expired = await expirePoints(deps.db);
  const snapshot = await snapshotRanking(deps.db);
  return { expired, snapshot };
}

/**
 * Runs the jobs a minute after start and then every hour. With several instances only the one
 * that gets the PostgreSQL advisory lock runs a pass; the others skip it.
 */
export function startScheduler(deps: Deps): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const [lock] = await queryRows<{ ok: boolean }>(deps.db, sql`select pg_try_advisory_lock(${LOCK_ID}) as ok`);
      if (!lock?.ok) return;
      try {
        const result = await runPeriodicJobs(deps);
        deps.log.info(result, 'periodic jobs done');
      } finally {
        await deps.db.execute(sql`select pg_advisory_unlock(${LOCK_ID})`);
      }
    } catch (err) {
      deps.log.error({ err }, 'periodic jobs failed');
    } finally {
      running = false;
    }
  };
  const first = setTimeout(() => void tick(), 60_000);
  const every = setInterval(() => void tick(), HOUR);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
