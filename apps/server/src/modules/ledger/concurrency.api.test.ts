import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CODE_BLOCK, CODE_MESSAGES, ERROR_CODES, LEDGER_SOURCES } from '@klub/contracts';
import { queryRows, type Database } from '@klub/db';
import { bearer, type TestApp } from '../../testing/test-app';
import { openAdminApp } from '../../testing/admin-app';
import { ledgerSum, makeCodes, makeMembers, makePackage, storedBalance } from '../../testing/fixtures';
import { credit } from './ledger.service';
import { generateCodes } from '../codes/code-format';
import { activeDrift, promotionsDrift } from '../stats/stats.test-helpers';

/**
 * Exactly-once and never-negative under real concurrency. PGlite runs one transaction at a time,
 * so only a PostgreSQL server can prove this: on PGlite these tests are skipped (and say so).
 */
const onServer = process.env.TEST_DB_DRIVER === 'postgres';
if (!onServer)
  console.warn('!!! concurrency tests skipped: they need a PostgreSQL server (TEST_DATABASE_URL); PGlite serialises transactions');

let t: TestApp;
let admin = '';
beforeAll(async () => {
  if (onServer) ({ t, admin } = await openAdminApp());
});
afterAll(() => t?.close());

describe.skipIf(!onServer)('concurrency on PostgreSQL (needs a server: PGlite serialises transactions)', () => {
  it('200 members redeeming one code at once: exactly one succeeds', async () => {
    const pkg = await makePackage(t.db.db, { points: 15 });
    const [code] = await makeCodes(t.db.db, pkg.id, 1);
    const members = await makeMembers(t, 200, { prefix: 'race' });
    const answers = await Promise.all(
      members.map((m) => t.app.inject({ method: 'POST', url: '/api/users/me/codes', headers: bearer(m.token), payload: { code } })),
    );
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 400).every((a) => a.json().message === ERROR_CODES.CODE_INVALID.message)).toBe(true);
    const [rows] = await queryRows<{ n: number; s: number }>(
      t.db.db,
      sql`select count(*)::int as n, sum(amount)::int as s from points_ledger l join codes c on c.id = l.code_id where c.code = ${code}`,
    );
    expect(rows).toEqual({ n: 1, s: 15 });
  });

  it('one member retrying the same code 50 times at once: 50 × 200, exactly one credited, 49 "already yours", one ledger row', async () => {
    const pkg = await makePackage(t.db.db, { points: 20 });
    const [code] = await makeCodes(t.db.db, pkg.id, 1);
    const [m] = await makeMembers(t, 1);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.app.inject({ method: 'POST', url: '/api/users/me/codes', headers: bearer(m!.token), payload: { code } }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    const bodies = answers.map((a) => a.json());
    expect(bodies.filter((b) => !b.alreadyRedeemed).map((b) => b.points)).toEqual([20]);
    expect(bodies.filter((b) => b.alreadyRedeemed).every((b) => b.points === 0 && b.message === CODE_MESSAGES.alreadyYours)).toBe(true);
    expect(new Set(bodies.map((b) => `${b.codePoints}/${b.balance}`))).toEqual(new Set(['20/20']));
    const [rows] = await queryRows<{ n: number }>(t.db.db, sql`select count(*)::int as n from points_ledger where user_id = ${m!.id}`);
    expect(rows!.n).toBe(1);
    expect(await storedBalance(t.db.db, m!.id)).toBe(20);
  });

  it(`200 parallel wrong codes by one member: exactly ${CODE_BLOCK.maxFailures} are checked, the rest are blocked before the lookup`, async () => {
    const pkg = await makePackage(t.db.db, { points: 25 });
    const [valid] = await makeCodes(t.db.db, pkg.id, 1);
    const [m] = await makeMembers(t, 1, { prefix: 'race-block' });
    // Codes of the right shape with a correct check character that do not exist (typos would not count).
    const wrong = generateCodes(200);
    const answers = await Promise.all(
      wrong.map((code) => t.app.inject({ method: 'POST', url: '/api/users/me/codes', headers: bearer(m!.token), payload: { code } })),
    );
    const checked = answers.filter((a) => a.statusCode === 400);
    expect(checked.every((a) => a.json().message === ERROR_CODES.CODE_INVALID.message)).toBe(true);
    expect(checked).toHaveLength(CODE_BLOCK.maxFailures);
    const blocked = answers.filter((a) => a.statusCode === 429);
    expect(blocked).toHaveLength(200 - CODE_BLOCK.maxFailures);
    expect(blocked[0]!.json().message).toMatch(/^Wpisywanie kodów jest chwilowo zablokowane/);
    // Blocked for the hour, valid codes included.
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/users/me/codes', headers: bearer(m!.token), payload: { code: valid } })).statusCode,
    ).toBe(429);
    expect(await storedBalance(t.db.db, m!.id)).toBe(0);
  });

  it('60 parallel transfers draining one balance: exactly the covered ones pass, never below zero', async () => {
    const [source] = await makeMembers(t, 1, { prefix: 'src' });
    const targets = await makeMembers(t, 6, { prefix: 'dst' });
    await t.db.db.transaction((tx) =>
      credit(tx as unknown as Database, {
        userId: source!.id,
        amount: 100,
        source: LEDGER_SOURCES.MANUALLY_ADDED_BY_ADMIN,
        reason: 'start',
        expiresAt: null,
        earns: true,
      }),
    );
    // Opposite transfers too (targets back to the source), to provoke lock-order deadlocks if any.
    const calls = Array.from({ length: 60 }, (_, i) => {
      const to = targets[i % targets.length]!;
      const payload =
        i % 10 === 9
          ? { fromUserId: to.id, toUserId: source!.id, points: 1, reason: 'zwrot' }
          : { fromUserId: source!.id, toUserId: to.id, points: 10, reason: 'rozdział' };
      return t.app.inject({ method: 'POST', url: '/api/codes/move-points', headers: bearer(admin), payload });
    });
    const answers = await Promise.all(calls);
    expect(
      answers.every((a) => a.statusCode === 200 || a.statusCode === 409),
      answers.map((a) => a.body).join('\n'),
    ).toBe(true);
    const everyone = [source!, ...targets];
    let total = 0;
    for (const m of everyone) {
      const stored = await storedBalance(t.db.db, m.id);
      expect(stored).toBeGreaterThanOrEqual(0);
      expect(stored).toBe(await ledgerSum(t.db.db, m.id));
      total += stored;
    }
    expect(total).toBe(100);
    const outOk = answers.filter((a, i) => i % 10 !== 9 && a.statusCode === 200).length;
    expect(outOk).toBeGreaterThanOrEqual(10);
  });

  it('the premium window stays exact: 150 parallel redemptions while admins read the lists and change the window twice', async () => {
    const read = () => t.app.inject({ method: 'GET', url: '/api/premium-group/candidates', headers: bearer(admin) });
    const months = (m: number) =>
      t.app.inject({ method: 'PUT', url: '/api/premium-group/settings', headers: bearer(admin), payload: { points: 5000, months: m } });
    expect((await read()).statusCode).toBe(200); // the window exists: every credit goes through its trigger
    const pkg = await makePackage(t.db.db, { points: 40 });
    const codes = await makeCodes(t.db.db, pkg.id, 150);
    const members = await makeMembers(t, 50, { prefix: 'premrace' });
    const redemptions = codes.map((code, i) =>
      t.app.inject({ method: 'POST', url: '/api/users/me/codes', headers: bearer(members[i % 50]!.token), payload: { code } }),
    );
    const admins = [read(), months(24), read(), months(12), read()];
    const answers = await Promise.all(redemptions);
    for (const a of await Promise.all(admins)) expect(a.statusCode, a.body).toBe(200);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(150);
    expect((await read()).statusCode).toBe(200);
    const [drift] = await queryRows<{ n: number; ours: number }>(
      t.db.db,
      sql`select count(*) filter (where coalesce(truth.earned, 0) <> coalesce(e.earned, 0))::int as n,
                 coalesce(sum(e.earned) filter (where e.user_id in (${sql.join(
                   members.map((m) => sql`${m.id}`),
                   sql`, `,
                 )})), 0)::int as ours
          from (select user_id, sum(amount)::int as earned from points_ledger
                where earns and amount > 0 and created_at >= (select window_start from premium_window) group by user_id) truth
          full join premium_earned e using (user_id)`,
    );
    expect(drift).toEqual({ n: 0, ours: 150 * 40 });
  });

  it('40 parallel extra points from admins to two members under two reasons: the promotions rollups stay exact', async () => {
    const members = await makeMembers(t, 2, { prefix: 'race-promo' });
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/codes/add-points',
          headers: bearer(admin),
          payload: { userId: members[i % 2]!.id, points: 5, reason: i % 4 < 2 ? 'Wyścig A' : 'Wyścig B' },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(40).fill(200));
    const [row] = await queryRows<{ points: number; awards: number; last: number }>(
      t.db.db,
      sql`select (select sum(points)::int from stats_promotion_days where reason like 'Wyścig %') as points,
                 (select sum(awards)::int from stats_promotion_days where reason like 'Wyścig %') as awards,
                 (select count(*)::int from stats_promotion_last where level = 0 and reason like 'Wyścig %') as last`,
    );
    expect(row).toEqual({ points: 200, awards: 40, last: 4 });
    expect(await promotionsDrift(t.db.db)).toEqual([]);
  });

  it('the whole ledger adds up: Σ ledger = Σ member totals, no lot is over-allocated, the active counters are exact', async () => {
    const [sums] = await queryRows<{ ledger: number; totals: number }>(
      t.db.db,
      sql`
      select (select coalesce(sum(amount),0) from points_ledger)::int as ledger, (select coalesce(sum(balance),0) from member_points)::int as totals`,
    );
    expect(sums!.ledger).toBe(sums!.totals);
    const [over] = await queryRows<{ n: number }>(
      t.db.db,
      sql`
      select count(*)::int as n from points_ledger l
      where l.amount > 0 and l.amount < (select coalesce(sum(a.amount),0) from ledger_allocations a where a.credit_id = l.id)`,
    );
    expect(over!.n).toBe(0);
    const [neg] = await queryRows<{ n: number }>(t.db.db, sql`select count(*)::int as n from member_points where balance < 0`);
    expect(neg!.n).toBe(0);
    // The active-contractor counters of the statistics (a member's day, week and month counted once)
    // stayed exact through the parallel redemptions of one member above.
    expect(await activeDrift(t.db.db)).toEqual([]);
  });
});
