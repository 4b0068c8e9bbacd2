import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { PREMIUM_DEFAULTS, ROLES, type PremiumList } from '@klub/contracts';
import { queryRows, users } from '@klub/db';
import { bearer, createTestApp, DEMO_USERS, type TestApp } from '../../testing/test-app';
import { makeMembers } from '../../testing/fixtures';

let t: TestApp;
let admin = '';
type M = { id: number; token: string };
let recent: M; // 6000 earned now
let old: M; // 6000 earned 13 months ago
let below: M; // 4000 earned now
let inactive: M; // 6000 earned now, NOT_ACTIVE
let split: M; // 3000 now + 3000 via a transfer (not earned)
let dth: M;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(DEMO_USERS.admin.email, DEMO_USERS.admin.password, true);
  [recent, old, below, inactive, split] = (await makeMembers(t, 5, { prefix: 'prem' })) as M[] as [M, M, M, M, M];
  [dth] = (await makeMembers(t, 1, { prefix: 'premdth', role: ROLES.DTH })) as [M];
  const add = async (userId: number, points: number) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/codes/add-points',
      payload: { userId, points, reason: 'Premia' },
      headers: bearer(admin),
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  await add(recent.id, 4000);
  await add(recent.id, 2000);
  await add(old.id, 6000);
  await add(below.id, 4000);
  await add(inactive.id, 6000);
  await add(split.id, 3000);
  await add(below.id, 3000);
  // Old credits: moved back in time (only the test does that; the ledger never updates rows).
  await t.db.db.execute(sql`update points_ledger set created_at = now() - interval '13 months' where user_id = ${old.id}`);
  // `below`'s second credit is older than 12 months too.
  await t.db.db.execute(
    sql`update points_ledger set created_at = now() - interval '400 days' where user_id = ${below.id} and amount = 3000`,
  );
  const move = await t.app.inject({
    method: 'POST',
    url: '/api/codes/move-points',
    payload: { fromUserId: below.id, toUserId: split.id, points: 3000, reason: 'Przeniesienie' },
    headers: bearer(admin),
  });
  expect(move.statusCode, move.body).toBe(200);
  await t.db.db.update(users).set({ status: 'NOT_ACTIVE' }).where(eq(users.id, inactive.id));
});
afterAll(() => t?.close());

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: bearer(admin) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as PremiumList;
};
const ids = (list: PremiumList) => list.data.map((r) => r.id);

describe('premium group', () => {
  it('settings default to 5000 points in 12 months and are validated', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/premium-group/settings', headers: bearer(admin) })).json()).toEqual(
      PREMIUM_DEFAULTS,
    );
    for (const body of [
      { points: 0, months: 12 },
      { points: 100, months: 0 },
      { points: 100, months: 121 },
      { points: 1.5, months: 12 },
      { points: '100', months: 12 },
      { points: 100 },
      { points: 100, months: 12, extra: 1 },
    ]) {
      const res = await t.app.inject({ method: 'PUT', url: '/api/premium-group/settings', payload: body, headers: bearer(admin) });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('candidates are active members whose earned credits in the window reach the threshold', async () => {
    const list = await get('/api/premium-group/candidates');
    expect(list.settings).toEqual(PREMIUM_DEFAULTS);
    expect(ids(list)).toEqual([recent.id]);
    expect(list.data[0]).toMatchObject({ earned: 6000, isPremium: false });
    expect(list.total).toBe(1);

    // A longer window brings in the older credits; a lower threshold the smaller earners.
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/premium-group/settings',
      payload: { points: 3000, months: 24 },
      headers: bearer(admin),
    });
    expect(put.statusCode).toBe(200);
    const wider = await get('/api/premium-group/candidates');
    expect(wider.settings).toEqual({ points: 3000, months: 24 });
    // Transferred points are not "earned": split counts its own 3000 only.
    expect(new Map(wider.data.map((r) => [r.id, r.earned]))).toEqual(
      new Map([
        [recent.id, 6000],
        [old.id, 6000],
        [below.id, 7000],
        [split.id, 3000],
      ]),
    );
    expect(ids(wider)).not.toContain(inactive.id);
    expect(ids(wider)).not.toContain(dth.id);
    expect(ids(await get('/api/premium-group/candidates?take=1&skip=1'))).toHaveLength(1);
    expect((await get('/api/premium-group/candidates?take=1&skip=1')).total).toBe(4);
    expect((await get('/api/premium-group/candidates?skip=50')).total).toBe(4);

    await t.app.inject({ method: 'PUT', url: '/api/premium-group/settings', payload: PREMIUM_DEFAULTS, headers: bearer(admin) });
  });

  it('accepting moves a candidate to members; members below the threshold are candidates for removal', async () => {
    const accepted = await t.app.inject({ method: 'POST', url: `/api/premium-group/accept/${recent.id}`, headers: bearer(admin) });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ id: recent.id, isPremium: true, earned: 6000 });
    expect(ids(await get('/api/premium-group/candidates'))).not.toContain(recent.id);
    const members = await get('/api/premium-group/members');
    expect(members.data.find((r) => r.id === recent.id)).toMatchObject({ earned: 6000 });

    expect((await t.app.inject({ method: 'POST', url: `/api/premium-group/accept/${below.id}`, headers: bearer(admin) })).statusCode).toBe(
      200,
    );
    const removal = await get('/api/premium-group/candidates-for-removal');
    expect(ids(removal)).toEqual([below.id]);
    expect(removal.data[0]!.earned).toBe(4000);

    const removed = await t.app.inject({ method: 'POST', url: `/api/premium-group/remove/${below.id}`, headers: bearer(admin) });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().isPremium).toBe(false);
    expect(ids(await get('/api/premium-group/members'))).toEqual([recent.id]);
    expect(ids(await get('/api/premium-group/candidates-for-removal'))).toEqual([]);

    expect((await t.app.inject({ method: 'POST', url: `/api/premium-group/accept/${dth.id}`, headers: bearer(admin) })).statusCode).toBe(
      400,
    );
    expect((await t.app.inject({ method: 'POST', url: '/api/premium-group/accept/999999', headers: bearer(admin) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/premium-group/accept/abc', headers: bearer(admin) })).statusCode).toBe(400);
  });

  it('the window keeps up: a credit after the first read counts at once, a credit that slides out of the window stops counting', async () => {
    const [late] = (await makeMembers(t, 1, { prefix: 'premlate' })) as [M];
    await get('/api/premium-group/candidates'); // the window exists from here on
    const award = async (points: number) =>
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/codes/add-points',
            payload: { userId: late.id, points, reason: 'Premia' },
            headers: bearer(admin),
          })
        ).statusCode,
      ).toBe(200);
    await award(2500);
    await award(2600);
    const after = await get('/api/premium-group/candidates');
    expect(after.data.find((r) => r.id === late.id)).toMatchObject({ earned: 5100 });

    // A month passes: the window's last start moves a month back (as if the last read had been a
    // month ago), then this member's 2600 too — to 12½ months old, still inside that old start.
    await t.db.db.execute(sql`update premium_window set window_start = window_start - interval '1 month'`);
    await t.db.db.execute(
      sql`update points_ledger set created_at = now() - interval '12 months 15 days' where user_id = ${late.id} and amount = 2600`,
    );
    // The next read moves the window to now: the 2600 slides out, 2500 stays (under 5000).
    const later = await get('/api/premium-group/candidates');
    expect(ids(later)).not.toContain(late.id);
    await t.app.inject({
      method: 'PUT',
      url: '/api/premium-group/settings',
      payload: { points: 2000, months: 12 },
      headers: bearer(admin),
    });
    const lower = await get('/api/premium-group/candidates');
    expect(lower.data.find((r) => r.id === late.id)).toMatchObject({ earned: 2500 });
    await t.app.inject({ method: 'PUT', url: '/api/premium-group/settings', payload: PREMIUM_DEFAULTS, headers: bearer(admin) });

    // Whatever happened, the window's sums equal the ledger summed from scratch over the window.
    const [drift] = await queryRows<{ n: number }>(
      t.db.db,
      sql`
      select count(*)::int as n from (
        select user_id, sum(amount)::int as earned from points_ledger
        where earns and amount > 0 and created_at >= (select window_start from premium_window) group by user_id
      ) truth full join premium_earned e using (user_id)
      where coalesce(truth.earned, 0) <> coalesce(e.earned, 0)`,
    );
    expect(drift).toEqual({ n: 0 });
  });

  it('customers get 403 on every premium route', async () => {
    for (const [method, url] of [
      ['GET', '/api/premium-group/settings'],
      ['PUT', '/api/premium-group/settings'],
      ['GET', '/api/premium-group/members'],
      ['GET', '/api/premium-group/candidates'],
      ['GET', '/api/premium-group/candidates-for-removal'],
      ['POST', `/api/premium-group/accept/${recent.id}`],
      ['POST', `/api/premium-group/remove/${recent.id}`],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        payload: method === 'PUT' ? PREMIUM_DEFAULTS : undefined,
        headers: bearer(recent.token),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});
