import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { queryRows } from '@klub/db';
import { createTestApp, type TestApp } from '../testing/test-app';
import { testJobDeps } from '../testing/job-deps';
import { runPeriodicJobs } from '../periodic-jobs';
import { JOBS_LOCK_ID, runLockedPass, type JobDeps } from './scheduler';

let t: TestApp;
let deps: JobDeps;
beforeAll(async () => {
  t = await createTestApp();
  deps = testJobDeps(t);
});
afterAll(() => t?.close());

const heldJobLocks = async () =>
  (
    await queryRows<{ n: number }>(
      t.db.db,
      sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = ${JOBS_LOCK_ID}`,
    )
  )[0]!.n;

describe('periodic jobs lock', () => {
  it('runs a pass and gives the lock back', async () => {
    const result = await runLockedPass(deps, t.db, runPeriodicJobs);
    expect(result).toMatchObject({ expired: expect.any(Object) });
    expect(await heldJobLocks()).toBe(0);
  });

  // Another instance needs another session, and pool connections to rotate: a PostgreSQL server (PGlite has one connection).
  it.skipIf(process.env.TEST_DB_DRIVER !== 'postgres')(
    'skips while another instance holds it; lock and unlock stay on one connection under pool traffic (PostgreSQL only)',
    async () => {
      const other = new pg.Client({ connectionString: (t.db.pool!.options as { connectionString: string }).connectionString });
      await other.connect();
      try {
        await other.query('select pg_advisory_lock($1)', [JOBS_LOCK_ID]);
        expect(await runLockedPass(deps, t.db, runPeriodicJobs)).toBeUndefined();
        await other.query('select pg_advisory_unlock($1)', [JOBS_LOCK_ID]);
      } finally {
        await other.end();
      }
      // A pass whose work spreads over many pooled connections (as expiry over many members does):
      // the lock stays held throughout and is given back at the end, on the connection that took it.
      const seen: number[] = [];
      const result = await runLockedPass(deps, t.db, async () => {
        await Promise.all(Array.from({ length: 15 }, () => t.db.db.execute(sql`select pg_sleep(0.02)`)));
        seen.push(await heldJobLocks());
        return 'done';
      });
      expect(result).toBe('done');
      expect(seen).toEqual([1]);
      expect(await heldJobLocks()).toBe(0);
    },
  );
});
