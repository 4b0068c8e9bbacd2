import { sql } from 'drizzle-orm';
import { queryRows, type DbHandle } from '@klub/db';
import type { Deps } from '../deps';
import { PERIODIC_CRON } from './queue';

/** The jobs need no caches (and the CLI opens no LISTEN connection for them). */
export type JobDeps = Omit<Deps, 'bus' | 'settings' | 'ranking' | 'regulations' | 'content' | 'jobs'>;

/**
 * What the scheduler runs, named by the wiring (periodic-jobs.ts: the modules' jobs), so that this
 * floor imports no module.
 */
export interface PeriodicWork {
  /** One pass of the periodic jobs, run under the lock; its result is logged. */
  pass: (deps: JobDeps) => Promise<unknown>;
  /** Every few seconds, one run at a time per instance (the statistics drain). */
  drain: (deps: JobDeps) => Promise<unknown>;
}

const STATS_DRAIN_MS = 5_000;
/** The advisory lock of the periodic jobs (one pass at a time across instances). */
export const JOBS_LOCK_ID = 727_411_002;

/**
 * One pass under the PostgreSQL advisory lock, or nothing (undefined) when another instance
 * holds it. The lock is a session lock, so it is taken and given back on ONE dedicated
 * connection (through the pool, lock and unlock could land on two different connections and the
 * lock would stay held by a pooled one for ever). The jobs themselves use the pool. If that
 * connection dies mid-pass, PostgreSQL drops the lock and another instance may start a pass:
 * harmless, the jobs are idempotent. The embedded database has one connection and one process.
 */
export async function runLockedPass<T>(deps: JobDeps, handle: DbHandle, pass: (deps: JobDeps) => Promise<T>): Promise<T | undefined> {
  if (handle.driver !== 'postgres') {
    const [lock] = await queryRows<{ ok: boolean }>(deps.db, sql`select pg_try_advisory_lock(${JOBS_LOCK_ID}) as ok`);
    if (!lock?.ok) return undefined;
    try {
      return await pass(deps);
    } finally {
      await deps.db.execute(sql`select pg_advisory_unlock(${JOBS_LOCK_ID})`);
    }
  }
  const client = await handle.pool!.connect();
  let broken: Error | undefined;
  try {
    const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [JOBS_LOCK_ID]);
    if (!rows[0]?.ok) return undefined;
    try {
      return await pass(deps);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [JOBS_LOCK_ID]).catch((err: Error) => {
        broken = err;
      });
    }
  } finally {
    client.release(broken);
  }
}

/**
 * The periodic pass as a scheduled job of the queue (`periodic-jobs`, cron PERIODIC_CRON): pg-boss
 * sends one job per hour for all instances (its cron monitor claims each occurrence once), and
 * after a downtime one for the hour missed; the instance that takes it runs the pass under the
 * advisory lock (so `npm run jobs:run` and a pass never overlap). Also the statistics drain.
 */
export async function startScheduler(deps: JobDeps & Pick<Deps, 'jobs'>, handle: DbHandle, work: PeriodicWork): Promise<() => void> {
  await deps.jobs.work('periodic-jobs', async () => {
    const result = await runLockedPass(deps, handle, work.pass);
    if (result) deps.log.info(result, 'periodic jobs done');
    else deps.log.info('periodic jobs skipped: a pass (npm run jobs:run?) holds the lock');
  });
  await deps.jobs.boss.schedule('periodic-jobs', PERIODIC_CRON, {}, { tz: 'Europe/Warsaw', missed: 'once' });
  // The ledger rows queued for the statistics, added every few seconds (reads add them too): one
  // instance at a time, the others skip while it runs.
  let draining = false;
  const drain = setInterval(() => {
    if (draining) return;
    draining = true;
    work
      .drain(deps)
      .catch((err: unknown) => deps.log.warn({ err }, 'statistics drain failed'))
      .finally(() => {
        draining = false;
      });
  }, STATS_DRAIN_MS);
  drain.unref();
  return () => clearInterval(drain);
}
