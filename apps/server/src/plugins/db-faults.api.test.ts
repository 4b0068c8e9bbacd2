import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { isDatabaseUnavailable, queryRows } from '@klub/db';
import { bearer, createTestApp, type TestApp } from '../testing/test-app';
import { makeCodes, makeMembers, makePackage } from '../testing/fixtures';
import { addToBasket, givePoints, makePrize, placeOrder } from '../modules/orders/orders.test-helpers';
import { cachedSession } from '../testing/session-fixtures';

/**
 * A terminated PostgreSQL backend (failover, an admin's pg_terminate_backend) must cost at most
 * the requests that were using it — answered 503, their transactions rolled back — never the
 * process. Only a PostgreSQL server has backends to terminate: skipped on PGlite (and says so).
 * The cross-process version with two instances under load is testing/fault-injection.api.test.ts.
 */
const onServer = process.env.TEST_DB_DRIVER === 'postgres';
if (!onServer) console.warn('!!! database fault tests skipped: they terminate PostgreSQL backends, which PGlite does not have');

let t: TestApp;
let admin: pg.Client;
let dbName = '';
beforeAll(async () => {
  if (!onServer) return;
  t = await createTestApp();
  admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  [{ db: dbName }] = (await queryRows<{ db: string }>(t.db.db, sql`select current_database() as db`)) as [{ db: string }];
});
afterAll(async () => {
  await admin?.end();
  await t?.close();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!onServer)('a terminated backend (needs a PostgreSQL server: PGlite has no backends to terminate)', () => {
  it('between two statements of a transaction: no crash, the transaction is rolled back, the error reads "unavailable"', async () => {
    await t.db.db.execute(sql`create table if not exists fault_probe (v int)`);
    let caught: unknown;
    try {
      await t.db.db.transaction(async (tx) => {
        await tx.execute(sql`insert into fault_probe values (1)`);
        const [{ pid }] = (await queryRows<{ pid: number }>(tx as never, sql`select pg_backend_pid() as pid`)) as [{ pid: number }];
        await admin.query('select pg_terminate_backend($1)', [pid]);
        // The FATAL message arrives while no statement runs: before the fix, an unhandled 'error' event.
        await sleep(200);
        await tx.execute(sql`insert into fault_probe values (2)`);
      });
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeDefined();
    expect(isDatabaseUnavailable(caught)).toBe(true);
    const [{ n }] = (await queryRows<{ n: number }>(t.db.db, sql`select count(*)::int as n from fault_probe`)) as [{ n: number }];
    expect(n).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('under redemptions and checkouts with every backend terminated again and again: only 2xx, 4xx or 503', async () => {
    const pkg = await makePackage(t.db.db, { points: 10 });
    const codes = await makeCodes(t.db.db, pkg.id, 120);
    const members = await makeMembers(t, 12, { prefix: 'fault' });
    const prize = await makePrize(t.db.db, { pointsPrice: 5, stock: 1000 });
    for (const m of members) await givePoints(t.db.db, m.id, 500);

    let stop = false;
    let terminated = 0;
    const killer = (async () => {
      for (let round = 1; !stop; round++) {
        const r = await admin.query<{ n: number }>(
          'select count(*) filter (where pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [dbName],
        );
        terminated += r.rows[0]!.n;
        // Every 40 ms, with a longer quiet spell every fifth round: on a loaded machine a request can
        // take over 40 ms, and then none would ever finish (the test must see some get through).
        await sleep(round % 5 === 0 ? 400 : 40);
      }
    })();
    const statuses: number[] = [];
    await Promise.all(
      members.map(async (m, i) => {
        for (let k = 0; k < 10; k++) {
          const code = codes[(i * 10 + k) % codes.length]!;
          statuses.push(
            (await t.app.inject({ method: 'POST', url: '/api/users/me/codes', headers: bearer(m.token), payload: { code } })).statusCode,
          );
          statuses.push((await addToBasket(t, m.token, { prizeId: prize.id, amount: 1 })).statusCode);
          statuses.push((await placeOrder(t, m.token)).statusCode);
          statuses.push((await t.app.inject({ method: 'GET', url: '/api/users/me/points', headers: bearer(m.token) })).statusCode);
        }
      }),
    );
    stop = true;
    await killer;
    console.log(
      `db faults: ${statuses.length} requests, ${terminated} backends terminated, ${statuses.filter((s) => s === 503).length} answered 503`,
    );
    expect(terminated).toBeGreaterThan(0);
    expect(statuses.filter((s) => s >= 500 && s !== 503)).toEqual([]);
    expect(statuses.filter((s) => s < 300).length).toBeGreaterThan(0);
    // No connection was lost for good: once every request has ended, nothing is checked out.
    // (The session cache's LISTEN connection is the one client checked out for good; it reconnects within 5 s.)
    for (let i = 0; i < 80 && !t.app.sessionCache.isListening; i++) await sleep(100);
    const pool = t.db.pool!;
    expect(t.app.sessionCache.isListening).toBe(true);
    // The listener may be reconnecting once more (the killer's last round can hit it after the
    // check above), holding its old and new client a moment — one CI run saw 2 checked out. A
    // client lost for good stays checked out however long we wait.
    for (let i = 0; i < 50 && (pool.totalCount - pool.idleCount !== 1 || !t.app.sessionCache.isListening); i++) await sleep(100);
    const held = await admin.query<{ state: string; query: string }>(
      'select state, left(query, 120) as query from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [dbName],
    );
    expect(pool.totalCount - pool.idleCount, `${pool.totalCount} clients, ${pool.idleCount} idle: ${JSON.stringify(held.rows)}`).toBe(1);
    // The app works afterwards, and the ledger still adds up.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const [sums] = await queryRows<{ ledger: number; totals: number; neg: number }>(
      t.db.db,
      sql`
      select (select coalesce(sum(amount), 0) from points_ledger)::int as ledger, (select coalesce(sum(balance), 0) from member_points)::int as totals,
             (select count(*) from member_points where balance < 0)::int as neg`,
    );
    expect(sums!.ledger).toBe(sums!.totals);
    expect(sums!.neg).toBe(0);
  });

  it('a session read while LISTEN was down is not cached once it is back (a revocation may have been missed)', async () => {
    const cache = t.app.sessionCache;
    for (let i = 0; i < 80 && !cache.isListening; i++) await sleep(100);
    expect(cache.isListening).toBe(true);
    await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and query ilike 'listen %'`, [dbName]);
    for (let i = 0; i < 50 && cache.isListening; i++) await sleep(20);
    expect(cache.isListening).toBe(false);
    const epochOfLookup = cache.epoch; // a lookup starts now; its session is revoked elsewhere, the NOTIFY goes unheard
    for (let i = 0; i < 80 && !cache.isListening; i++) await sleep(100);
    expect(cache.isListening).toBe(true);
    cache.set('customer:00000000-0000-4000-8000-000000000001', cachedSession(), epochOfLookup);
    expect(cache.get('customer:00000000-0000-4000-8000-000000000001')).toBeUndefined();
    // A lookup that starts after the reconnect caches as before.
    cache.set('customer:00000000-0000-4000-8000-000000000002', cachedSession({ userId: 2 }), cache.epoch);
    expect(cache.get('customer:00000000-0000-4000-8000-000000000002')?.userId).toBe(2);
  });
});
