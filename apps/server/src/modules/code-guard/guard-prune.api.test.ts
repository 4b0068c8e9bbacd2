import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { FRAUD_GUARD_DEFAULTS } from '@klub/contracts';
import { guardBatchMembers, guardIpMembers, queryRows } from '@klub/db';
import { testJobDeps } from '../../testing/job-deps';
import { runPeriodicJobs } from '../../periodic-jobs';
import type { JobDeps } from '../../jobs/scheduler';
import { bearer, createTestApp, DEMO_USERS, type TestApp } from '../../testing/test-app';
import { makeCodes, makeMembers, makePackage } from '../../testing/fixtures';
import { pruneGuardRows } from './guard-prune';

/**
 * The fraud guard's per-address rows hold IP addresses (personal data): the hourly pass deletes those
 * its rule can no longer count (older than the configured window), and the per-batch rows likewise.
 */
let t: TestApp;
let admin = '';
let deps: JobDeps;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(DEMO_USERS.admin.email, DEMO_USERS.admin.password, true);
  deps = testJobDeps(t);
});
afterAll(() => t?.close());

async function setWindows(ipHours: number, batchHours: number) {
  const current = (await t.app.inject({ method: 'GET', url: '/api/settings', headers: bearer(admin) })).json();
  const fraudGuard = {
    ...FRAUD_GUARD_DEFAULTS,
    ipAccounts: { on: true, accounts: 5, hours: ipHours },
    batchMembers: { on: true, members: 10, hours: batchHours },
  };
  const res = await t.app.inject({ method: 'PUT', url: '/api/settings', headers: bearer(admin), payload: { ...current, fraudGuard } });
  expect(res.statusCode, res.body).toBe(200);
}

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
const ipRows = async () => (await queryRows<{ ip: string }>(t.db.db, sql`select ip from guard_ip_members order by ip`)).map((r) => r.ip);
const batchRows = async () =>
  (await queryRows<{ batch_id: number }>(t.db.db, sql`select batch_id from guard_batch_members order by batch_id`)).map((r) =>
    Number(r.batch_id),
  );

describe('pruning the fraud guard`s counting rows', () => {
  it('the hourly pass deletes the address rows older than the rule`s window and logs it; recent ones stay', async () => {
    await setWindows(24, 48);
    const [a, b] = await makeMembers(t, 2, { prefix: 'prune' });
    await t.db.db.insert(guardIpMembers).values([
      { ip: '198.51.100.1', userId: a!.id, lastAt: hoursAgo(1) },
      { ip: '198.51.100.2', userId: a!.id, lastAt: hoursAgo(23) },
      { ip: '198.51.100.3', userId: b!.id, lastAt: hoursAgo(25) },
      { ip: '198.51.100.4', userId: b!.id, lastAt: hoursAgo(24 * 400) },
    ]);
    await t.db.db.insert(guardBatchMembers).values([
      { batchId: 900_001, userId: a!.id, lastAt: hoursAgo(30) },
      { batchId: 900_002, userId: b!.id, lastAt: hoursAgo(49) },
    ]);

    const result = await runPeriodicJobs(deps);
    expect(result.guardPruned).toEqual({ ipRows: 2, batchRows: 1 });
    expect(await ipRows()).toEqual(['198.51.100.1', '198.51.100.2']);
    expect(await batchRows()).toEqual([900_001]);
    const [logged] = await queryRows<{ status: string; details: unknown }>(
      t.db.db,
      sql`select status, details from job_runs where kind = 'guard-prune' order by id desc limit 1`,
    );
    expect(logged).toEqual({ status: 'OK', details: { ipRows: 2, batchRows: 1 } });

    // Nothing more past the window: a second pass deletes nothing.
    expect(await pruneGuardRows(t.db.db)).toEqual({ ipRows: 0, batchRows: 0 });
  });

  it('follows the configured window: a shorter one prunes more at the next pass', async () => {
    await setWindows(2, 1);
    expect(await pruneGuardRows(t.db.db)).toEqual({ ipRows: 1, batchRows: 1 });
    expect(await ipRows()).toEqual(['198.51.100.1']);
    expect(await batchRows()).toEqual([]);
    // An hour later by the app's clock, the last one is past the 2-hour window too.
    expect(await pruneGuardRows(t.db.db, new Date(Date.now() + 3_600_000))).toEqual({ ipRows: 1, batchRows: 0 });
    expect(await ipRows()).toEqual([]);
  });

  it('a redemption`s address row is kept while the rule can count it and goes after the window', async () => {
    await setWindows(3, 3);
    const [m] = await makeMembers(t, 1, { prefix: 'prune-r' });
    const pkg = await makePackage(t.db.db, { name: 'Farba Czyszczona', points: 10 });
    const [code] = await makeCodes(t.db.db, pkg.id, 1);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/codes',
      headers: bearer(m!.token),
      payload: { code },
      remoteAddress: '203.0.113.77',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await ipRows()).toEqual(['203.0.113.77']);
    expect(await pruneGuardRows(t.db.db)).toEqual({ ipRows: 0, batchRows: 0 });
    expect(await pruneGuardRows(t.db.db, new Date(Date.now() + 3 * 3_600_000 + 60_000))).toMatchObject({ ipRows: 1 });
    expect(await ipRows()).toEqual([]);
  });
});
