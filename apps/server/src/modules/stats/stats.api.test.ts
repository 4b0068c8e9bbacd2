import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { LEDGER_SOURCES, NOT_FOUND_MESSAGES, ROLES, STATS_MAX_DAYS, STATS_MESSAGES, type RoleCode } from '@klub/contracts';
import { queryRows, users } from '@klub/db';
import { createTokenService } from '../../plugins/access';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app';
import { makeCodes, makePackage } from '../../testing/fixtures';
import { addToBasket, makePrize, placeOrder } from '../orders/orders.test-helpers';

/**
 * The sales reps' statistics against a fixture computed by hand (period 2026-03-02 – 2026-03-15,
 * previous 2026-02-16 – 2026-03-01; times in UTC, days in Poland):
 *
 *   RDS A ─ DTH A1 ─ c1 (confirmed, Kraków): 2 × Farba (50) on 03-03, 1 × Grunt (20) on 03-10, an order of 100 on 03-12
 *         │        ├ c2 (not confirmed, Łódź): 1 × Farba on 02-20 (the previous period)
 *         │        └ c5 (deleted): 1 × Farba on 03-03 — never counted
 *         └ DTH A2 ─ c3 (confirmed, Kraków): Grunt at 03-15 22:30 UTC (23:30 in Poland: in) and 23:30 UTC (00:30 on the 16th: out)
 *   RDS B ─ DTH B1 ─ c4 (confirmed, Gdańsk): 3 × Farba on 03-04
 */
let t: TestApp;
const tok: Record<string, string> = {};
const id: Record<string, number> = {};
const PERIOD = 'from=2026-03-02&to=2026-03-15';

async function person(key: string, role: RoleCode, over: Partial<typeof users.$inferInsert> = {}) {
  const [row] = await t.db.db
    .insert(users)
    .values({
      email: `${key}@stats.test`,
      passwordHash: 'x',
      role,
      status: 'ACTIVE_CONFIRMED',
      firstname: key.toUpperCase(),
      lastname: `Nazwisko-${key}`,
      city: 'Kraków',
      ...over,
    })
    .returning({ id: users.id, role: users.role });
  id[key] = row!.id;
  tok[key] = (await createTokenService(t.db.db, t.config).issue(row!, 'customer', {})).accessToken;
}

/** Redeems a code of the package through the API and moves its ledger row to `at`. */
async function redeem(key: string, packageId: number, at: string) {
  const [code] = await makeCodes(t.db.db, packageId, 1);
  const res = await t.app.inject({ method: 'POST', url: '/api/users/me/codes', headers: bearer(tok[key]!), payload: { code } });
  expect(res.statusCode, res.body).toBe(200);
  await t.db.db.execute(
    sql`update points_ledger set created_at = ${at}::timestamptz where code_id = (select id from codes where code = ${code})`,
  );
}

async function pdfText(body: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true });
  return text;
}

const get = (key: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(tok[key]!) });

beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
  await person('rdsA', ROLES.RDS);
  await person('rdsB', ROLES.RDS);
  await person('a1', ROLES.DTH, { rdsId: id.rdsA, lastname: 'Adamski' });
  await person('a2', ROLES.DTH, { rdsId: id.rdsA, lastname: 'Borowski' });
  await person('b1', ROLES.DTH, { rdsId: id.rdsB });
  await person('c1', ROLES.CONTRACTOR, { dthId: id.a1 });
  await person('c2', ROLES.CONTRACTOR, { dthId: id.a1, status: 'ACTIVE', city: 'Łódź' });
  await person('c3', ROLES.USER, { dthId: id.a2 });
  await person('c4', ROLES.CONTRACTOR, { dthId: id.b1, city: 'Gdańsk' });
  await person('c5', ROLES.CONTRACTOR, { dthId: id.a1 });
  const [admin] = await t.db.db
    .insert(users)
    .values({ email: 'admin@stats.test', passwordHash: 'x', role: ROLES.ADMIN, status: 'ACTIVE_CONFIRMED', firstname: 'A', lastname: 'A' })
    .returning({ id: users.id, role: users.role });
  tok.admin = (await createTokenService(t.db.db, t.config).issue(admin!, 'admin', {})).accessToken;

  const farba = await makePackage(t.db.db, { name: 'Farba 10 l', groupName: 'Farby', points: 50 });
  const grunt = await makePackage(t.db.db, { name: 'Grunt 5 l', groupName: 'Grunty', points: 20 });
  await redeem('c1', farba.id, '2026-03-03T09:00:00Z');
  await redeem('c1', farba.id, '2026-03-03T15:00:00Z');
  await redeem('c1', grunt.id, '2026-03-10T09:00:00Z');
  await redeem('c2', farba.id, '2026-02-20T09:00:00Z');
  await redeem('c3', grunt.id, '2026-03-15T22:30:00Z');
  await redeem('c3', grunt.id, '2026-03-15T23:30:00Z');
  await redeem('c4', farba.id, '2026-03-04T09:00:00Z');
  await redeem('c4', farba.id, '2026-03-04T10:00:00Z');
  await redeem('c4', farba.id, '2026-03-04T11:00:00Z');
  await redeem('c5', farba.id, '2026-03-03T09:00:00Z');
  await t.db.db
    .update(users)
    .set({ isDeleted: true })
    .where(sql`${users.id} = ${id.c5}`);

  const prize = await makePrize(t.db.db, { name: 'Wałek', pointsPrice: 100, stock: 5 });
  expect((await addToBasket(t, tok.c1!, { prizeId: prize.id, amount: 1 })).statusCode).toBe(200);
  const order = await placeOrder(t, tok.c1!);
  expect(order.statusCode, order.body).toBe(200);
  await t.db.db.execute(
    sql`update points_ledger set created_at = '2026-03-12T09:00:00Z' where user_id = ${id.c1} and source = ${LEDGER_SOURCES.ORDER}`,
  );
});
afterAll(() => t?.close());

describe('GET /api/users/me/stats', () => {
  it('a DTH: only their own contractors, the figures of the period, the previous period and each day', async () => {
    const res = await get('a1', `/api/users/me/stats?${PERIOD}`);
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json();
    expect(s).toMatchObject({
      from: '2026-03-02',
      to: '2026-03-15',
      interval: 'day',
      usersCount: 2,
      confirmedUsersCount: 1,
      productsCount: 3,
      pointsEarned: 120,
      pointsSpent: 100,
      ordersCount: 1,
      activeUsersCount: 1,
      newUsersCount: 0,
      previous: { from: '2026-02-16', to: '2026-03-01', productsCount: 1, pointsEarned: 50, pointsSpent: 0, activeUsersCount: 1 },
      dth: [{ id: id.a1, name: 'A1 Adamski', usersCount: 2, confirmedUsersCount: 1, productsCount: 3, pointsEarned: 120 }],
      cities: ['Kraków', 'Łódź'],
    });
    expect(s.series).toHaveLength(14);
    const nonZero = s.series.filter((p: { productsCount: number; pointsSpent: number }) => p.productsCount || p.pointsSpent);
    expect(nonZero).toEqual([
      { period: '2026-03-03', productsCount: 2, pointsEarned: 100, pointsSpent: 0 },
      { period: '2026-03-10', productsCount: 1, pointsEarned: 20, pointsSpent: 0 },
      { period: '2026-03-12', productsCount: 0, pointsEarned: 0, pointsSpent: 100 },
    ]);
  });

  it('an RDS: the contractors of their DTHs, per DTH, narrowed to one DTH with dth', async () => {
    const all = (await get('rdsA', `/api/users/me/stats?${PERIOD}`)).json();
    expect(all).toMatchObject({ usersCount: 3, confirmedUsersCount: 2, productsCount: 4, pointsEarned: 140 });
    expect(all.dth).toEqual([
      { id: id.a1, name: 'A1 Adamski', usersCount: 2, confirmedUsersCount: 1, productsCount: 3, pointsEarned: 120 },
      { id: id.a2, name: 'A2 Borowski', usersCount: 1, confirmedUsersCount: 1, productsCount: 1, pointsEarned: 20 },
    ]);
    const one = (await get('rdsA', `/api/users/me/stats?${PERIOD}&dth=${id.a2}`)).json();
    expect(one).toMatchObject({ usersCount: 1, productsCount: 1, pointsEarned: 20, dth: [{ id: id.a2 }] });
    const both = (await get('rdsA', `/api/users/me/stats?${PERIOD}&dth=${id.a1}&dth=${id.a2}`)).json();
    expect(both.productsCount).toBe(4);

    const b = (await get('rdsB', `/api/users/me/stats?${PERIOD}`)).json();
    expect(b).toMatchObject({ usersCount: 1, productsCount: 3, pointsEarned: 150, cities: ['Gdańsk'] });
  });

  it('filters: confirmed or not, city, one contractor; a week and a month per bucket', async () => {
    expect((await get('a1', `/api/users/me/stats?${PERIOD}&isConfirmed=false`)).json()).toMatchObject({ usersCount: 1, productsCount: 0 });
    expect((await get('a1', `/api/users/me/stats?${PERIOD}&isConfirmed=true`)).json()).toMatchObject({ usersCount: 1, productsCount: 3 });
    expect((await get('rdsA', `/api/users/me/stats?${PERIOD}&city=%C5%81%C3%B3d%C5%BA`)).json()).toMatchObject({
      usersCount: 1,
      previous: { productsCount: 1 },
    });
    expect((await get('rdsA', `/api/users/me/stats?${PERIOD}&userId=${id.c3}`)).json()).toMatchObject({ usersCount: 1, productsCount: 1 });

    const weeks = (await get('rdsA', `/api/users/me/stats?${PERIOD}&interval=week`)).json();
    expect(weeks.series).toEqual([
      { period: '2026-03-02', productsCount: 2, pointsEarned: 100, pointsSpent: 0 },
      { period: '2026-03-09', productsCount: 2, pointsEarned: 40, pointsSpent: 100 },
    ]);
    expect((await get('rdsA', '/api/users/me/stats?from=2026-01-01&to=2026-12-31')).json().interval).toBe('week');
    const year = (await get('rdsA', '/api/users/me/stats?from=2025-12-15&to=2026-12-31')).json();
    expect(year.interval).toBe('month');
    expect(year.series).toHaveLength(13);
    expect(year.series[0].period).toBe('2025-12-01');
    expect(year.series[3]).toEqual({ period: '2026-03-01', productsCount: 5, pointsEarned: 160, pointsSpent: 100 });
    expect(year.series[2]).toEqual({ period: '2026-02-01', productsCount: 1, pointsEarned: 50, pointsSpent: 0 });
  });

  it('never shows another rep’s people: foreign DTH, foreign contractor, a colleague DTH’s contractor', async () => {
    for (const [key, url] of [
      ['rdsA', `/api/users/me/stats?dth=${id.b1}`],
      ['a1', `/api/users/me/stats?dth=${id.a2}`],
      ['rdsB', `/api/users/contractors/products?dth=${id.a1}`],
    ] as const) {
      const res = await get(key, url);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(NOT_FOUND_MESSAGES.dth);
    }
    for (const [key, url] of [
      ['rdsB', `/api/users/me/stats?userId=${id.c1}`],
      ['a1', `/api/users/me/stats?userId=${id.c3}`],
      ['a1', `/api/users/me/stats?userId=${id.c5}`],
      ['a2', `/api/users/me/stats/contractors?userId=${id.c1}`],
      ['a2', `/api/users/me/stats/csv?userId=${id.c1}`],
      ['rdsB', `/api/users/contractors/products?userId=${id.c1}`],
      ['rdsB', `/api/users/contractors/codes?userId=${id.c1}`],
    ] as const) {
      const res = await get(key, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe(NOT_FOUND_MESSAGES.contractor);
    }
    // Without filters each endpoint lists only the asker's own.
    const list = (await get('rdsB', `/api/users/me/stats/contractors?${PERIOD}`)).json();
    expect(list.data.map((r: { id: number }) => r.id)).toEqual([id.c4]);
    const codes = (await get('rdsB', `/api/users/contractors/codes?${PERIOD}&userId=${id.c4}`)).json();
    expect(codes.total).toBe(3);
    expect((await get('rdsB', `/api/users/contractors/codes?${PERIOD}`)).statusCode).toBe(400);
    const csv = (await get('rdsB', `/api/users/me/stats/csv?${PERIOD}`)).body;
    expect(csv).not.toContain('Nazwisko-c1');
  });

  it('members and admins cannot read rep statistics', async () => {
    expect((await get('c1', '/api/users/me/stats')).statusCode).toBe(403);
    expect((await get('c1', '/api/users/contractors/products')).statusCode).toBe(403);
  });

  it('refuses a reversed or too long range, an impossible date, a huge page, with Polish messages', async () => {
    const reversed = await get('a1', '/api/users/me/stats?from=2026-03-15&to=2026-03-02');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe(STATS_MESSAGES.fromAfterTo);
    const long = await get('a1', '/api/users/me/stats?from=2010-01-01&to=2026-03-02');
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(STATS_MESSAGES.rangeTooLong(STATS_MAX_DAYS));
    expect((await get('a1', '/api/users/me/stats?from=2026-02-30')).statusCode).toBe(400);
    expect((await get('a1', '/api/users/me/stats/contractors?take=100000')).statusCode).toBe(400);
    expect((await get('a1', '/api/users/me/stats?dth=abc')).statusCode).toBe(400);
    expect((await get('a1', '/api/users/me/stats?isConfirmed=maybe')).statusCode).toBe(400);
  });
});

describe('GET /api/users/me/stats/contractors and /csv', () => {
  it('lists the contractors with their activity, sorted and paged', async () => {
    const res = await get('rdsA', `/api/users/me/stats/contractors?${PERIOD}&sort=productsCount&order=desc`);
    expect(res.statusCode, res.body).toBe(200);
    const { data, total } = res.json();
    expect(total).toBe(3);
    expect(data.map((r: { id: number }) => r.id)).toEqual([id.c1, id.c3, id.c2]);
    expect(data[0]).toMatchObject({
      dthName: 'A1 Adamski',
      productsCount: 3,
      pointsEarned: 120,
      pointsSpent: 100,
      ordersCount: 1,
      balance: 20,
      lastActivity: '2026-03-12',
    });
    expect(data[2]).toMatchObject({ productsCount: 0, lastActivity: '2026-02-20', status: 'ACTIVE' });
    expect(data[1].lastActivity).toBe('2026-03-16');

    const page = (await get('rdsA', `/api/users/me/stats/contractors?${PERIOD}&sort=lastname&take=1&skip=1`)).json();
    expect(page).toMatchObject({ total: 3, data: [{ id: id.c2 }] });
    const search = (await get('rdsA', `/api/users/me/stats/contractors?${PERIOD}&search=nazwisko-c3`)).json();
    expect(search.data.map((r: { id: number }) => r.id)).toEqual([id.c3]);
  });

  it('exports the same rows as CSV for Excel (BOM, semicolons)', async () => {
    const res = await get('rdsA', `/api/users/me/stats/csv?${PERIOD}&sort=productsCount&order=desc`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('wykonawcy-2026-03-02-2026-03-15.csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'ID;Imię;Nazwisko;Firma;Miasto;E-mail;Telefon;Status;DTH;Produkty;Punkty zdobyte;Punkty wydane;Zamówienia;Saldo;Ostatnia aktywność',
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toBe(`${id.c1};C1;Nazwisko-c1;;Kraków;c1@stats.test;;Aktywny — potwierdzony;A1 Adamski;3;120;100;1;20;2026-03-12`);
  });
});

describe('GET /api/users/contractors/products and /codes', () => {
  it('products per package, per group and per day', async () => {
    const res = await get('rdsA', `/api/users/contractors/products?${PERIOD}`);
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json();
    expect(p.packages).toEqual([
      expect.objectContaining({ name: 'Farba 10 l', groupName: 'Farby', productsCount: 2, points: 100 }),
      expect.objectContaining({ name: 'Grunt 5 l', groupName: 'Grunty', productsCount: 2, points: 40 }),
    ]);
    expect(p.groups).toEqual([
      { groupName: 'Farby', productsCount: 2, points: 100 },
      { groupName: 'Grunty', productsCount: 2, points: 40 },
    ]);
    expect(p.series).toEqual([
      { period: '2026-03-03', groupName: 'Farby', productsCount: 2, points: 100 },
      { period: '2026-03-10', groupName: 'Grunty', productsCount: 1, points: 20 },
      { period: '2026-03-15', groupName: 'Grunty', productsCount: 1, points: 20 },
    ]);
    const one = (await get('a2', `/api/users/contractors/products?${PERIOD}&userId=${id.c3}`)).json();
    expect(one.packages).toEqual([expect.objectContaining({ name: 'Grunt 5 l', productsCount: 1 })]);
  });

  it('the codes one contractor registered, newest first', async () => {
    const res = await get('a1', `/api/users/contractors/codes?${PERIOD}&userId=${id.c1}`);
    expect(res.statusCode, res.body).toBe(200);
    const { data, total } = res.json();
    expect(total).toBe(3);
    expect(data.map((r: { packageName: string; redeemedAt: string }) => [r.packageName, r.redeemedAt])).toEqual([
      ['Grunt 5 l', '2026-03-10T09:00:00.000Z'],
      ['Farba 10 l', '2026-03-03T15:00:00.000Z'],
      ['Farba 10 l', '2026-03-03T09:00:00.000Z'],
    ]);
  });
});

describe('admin reports: /api/stats/codes and /api/stats/executors/points', () => {
  it('codes: everyone’s codes in the period (a deleted member’s too), per day, package and source', async () => {
    const res = await get('admin', `/api/stats/codes?${PERIOD}`);
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json();
    expect(r).toMatchObject({
      interval: 'day',
      codes: 8,
      points: 340,
      previous: { from: '2026-02-16', to: '2026-03-01', codes: 1, points: 50 },
    });
    expect(r.series).toHaveLength(14);
    expect(r.series.filter((x: { codes: number }) => x.codes > 0)).toEqual([
      { period: '2026-03-03', codes: 3, points: 150 },
      { period: '2026-03-04', codes: 3, points: 150 },
      { period: '2026-03-10', codes: 1, points: 20 },
      { period: '2026-03-15', codes: 1, points: 20 },
    ]);
    expect(r.packages).toEqual([
      expect.objectContaining({ name: 'Farba 10 l', groupName: 'Farby', codes: 6, points: 300 }),
      expect.objectContaining({ name: 'Grunt 5 l', groupName: 'Grunty', codes: 2, points: 40 }),
    ]);
    expect(r.sources).toEqual([{ source: LEDGER_SOURCES.CLUB_ADMIN, label: 'Strona internetowa', codes: 8, points: 340 }]);
  });

  it('points: earned, spent, balances, and the liability by expiry month in PLN', async () => {
    const r = (await get('admin', `/api/stats/executors/points?${PERIOD}`)).json();
    expect(r).toMatchObject({ earned: 340, spent: 100, expired: 0, previous: { earned: 50, spent: 0 } });
    expect(r.series.find((x: { period: string }) => x.period === '2026-03-12')).toEqual({
      period: '2026-03-12',
      earned: 0,
      spent: 100,
      expired: 0,
    });
    expect(r.balances).toEqual([
      { label: '0 pkt', members: 0, points: 0 },
      { label: '1–99 pkt', members: 4, points: 160 },
      { label: '100–499 pkt', members: 1, points: 150 },
      { label: '500–999 pkt', members: 0, points: 0 },
      { label: '1 000–4 999 pkt', members: 0, points: 0 },
      { label: '5 000 pkt i więcej', members: 0, points: 0 },
    ]);
    const L = r.liability;
    expect(L).toMatchObject({ points: 310, pln: 31, pointsPerPln: 10 });
    const listed = L.months.reduce((a: number, m: { points: number }) => a + m.points, 0);
    expect(listed + L.overdue + L.later + L.noExpiry).toBe(310);
    expect(L.months).toHaveLength(12);
  });

  it('PDF with Polish letters and CSV for Excel, the same figures', async () => {
    const pdf = await get('admin', `/api/stats/codes/pdf?${PERIOD}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('kody-2026-03-02-2026-03-15.pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Statystyki — kody');
    expect(text).toContain('Okres: 02.03.2026 – 15.03.2026');
    expect(text).toContain('Według produktów');
    expect(text).toContain('Farba 10 l');
    expect(text).toContain('Zarejestrowane kody: 8 (340 pkt)');

    const points = await pdfText((await get('admin', `/api/stats/executors/points/pdf?${PERIOD}`)).rawPayload);
    expect(points).toContain('Zobowiązanie punktowe');
    expect(points).toContain('Punkty do wykorzystania: 310 pkt = 31,00 zł');

    const csv = await get('admin', `/api/stats/codes/csv?${PERIOD}`);
    expect(csv.headers['content-disposition']).toContain('kody-2026-03-02-2026-03-15.csv');
    const lines = csv.body.split(/\r?\n/);
    expect(lines[0]).toBe('\uFEFFOkres;Kody;Punkty');
    expect(lines).toContain('2026-03-03;3;150'.replace('2026-03-03', '03.03.2026'));
    expect(lines).toContain('Według produktów');
    expect(lines).toContain('Farba 10 l;Farby;6;300');
  });

  it('is for admins only, and refuses a reversed range', async () => {
    expect((await get('rdsA', '/api/stats/codes')).statusCode).toBe(403);
    expect((await get('c1', '/api/stats/executors/points/pdf')).statusCode).toBe(403);
    const reversed = await get('admin', '/api/stats/codes?from=2026-03-15&to=2026-03-02');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe(STATS_MESSAGES.fromAfterTo);
  });
});

describe('the rollup', () => {
  it('equals the ledger, member by member and day by day, after inserts, moves and deletes', async () => {
    await t.db.db.execute(sql`delete from ledger_allocations where credit_id in (select id from points_ledger where user_id = ${id.c4})`);
    await t.db.db.execute(sql`delete from points_ledger where user_id = ${id.c4} and created_at < '2026-03-04T10:30:00Z'`);
    const diff = await queryRows(
      t.db.db,
      sql`with l as (
            select user_id, (created_at at time zone 'Europe/Warsaw')::date as day,
              count(*) filter (where code_id is not null and amount > 0)::int as codes,
              coalesce(sum(amount) filter (where earns and amount > 0), 0)::int as earned,
              coalesce(-sum(amount) filter (where source = 103), 0)::int as spent
            from points_ledger group by 1, 2)
          select * from l full join stats_member_days s using (user_id, day)
          where (l.codes, l.earned, l.spent) is distinct from (s.codes, s.earned, s.spent)
            and not (l.user_id is null and s.codes = 0 and s.earned = 0 and s.spent = 0 and s.orders = 0)`,
    );
    expect(diff).toEqual([]);
    expect((await get('rdsB', `/api/users/me/stats?${PERIOD}`)).json().productsCount).toBe(1);

    // Everyone's daily totals are the members' summed by day; the packages' by the codes' own rows.
    const global = await queryRows(
      t.db.db,
      sql`with m as (select day, sum(codes)::int as codes, sum(earned)::int as earned, sum(spent)::int as spent, sum(orders)::int as orders
                     from stats_member_days group by day),
               g as (select day, sum(codes)::int as codes, sum(earned)::int as earned, sum(spent)::int as spent, sum(orders)::int as orders
                     from stats_days group by day)
          select * from m full join g using (day) where (m.codes, m.earned, m.spent, m.orders) is distinct from (g.codes, g.earned, g.spent, g.orders)
            and not (m.day is null and g.codes = 0 and g.earned = 0 and g.spent = 0 and g.orders = 0)`,
    );
    expect(global).toEqual([]);
    const packages = await queryRows(
      t.db.db,
      sql`with l as (select c.package_id, l.source, count(*)::int as codes from points_ledger l join codes c on c.id = l.code_id where l.amount > 0 group by 1, 2),
               p as (select package_id, source, sum(codes)::int as codes from stats_package_days group by 1, 2)
          select * from l full join p using (package_id, source) where l.codes is distinct from p.codes and not (l.codes is null and p.codes = 0)`,
    );
    expect(packages).toEqual([]);
    // The liability by expiry month adds up to what the members hold: the ledger's sum (this test
    // removed ledger rows behind member_points' back, so not its balances).
    const [held] = await queryRows<{ liability: number; held: number }>(
      t.db.db,
      sql`select (select coalesce(sum(points), 0) from stats_expiry_months)::int as liability,
                 (select coalesce(sum(amount), 0) from points_ledger)::int as held`,
    );
    expect(held!.liability).toBe(held!.held);

    // An operator's rebuild (npm run stats:rebuild) puts a damaged rollup back as the ledger says.
    const before = (await get('admin', `/api/stats/codes?${PERIOD}`)).json();
    await t.db.db.execute(sql`update stats_package_days set codes = codes + 1000`);
    await t.db.db.execute(sql`delete from stats_member_days`);
    expect((await get('admin', `/api/stats/codes?${PERIOD}`)).json().codes).not.toBe(before.codes);
    await t.db.db.execute(sql`select klub_stats_rebuild()`);
    expect((await get('admin', `/api/stats/codes?${PERIOD}`)).json()).toEqual(before);
    expect((await get('rdsB', `/api/users/me/stats?${PERIOD}`)).json().productsCount).toBe(1);
  });

  it('a member moved to another DTH takes their history along; a deleted one leaves it', async () => {
    const before = (await get('a2', `/api/users/me/stats?${PERIOD}`)).json();
    expect(before.previous.productsCount).toBe(0);
    await t.db.db
      .update(users)
      .set({ dthId: id.a2 })
      .where(sql`${users.id} = ${id.c2}`);
    expect((await get('a2', `/api/users/me/stats?${PERIOD}`)).json()).toMatchObject({ usersCount: 2, previous: { productsCount: 1 } });
    expect((await get('a1', `/api/users/me/stats?${PERIOD}`)).json()).toMatchObject({ usersCount: 1, previous: { productsCount: 0 } });
    await t.db.db
      .update(users)
      .set({ isDeleted: true })
      .where(sql`${users.id} = ${id.c2}`);
    expect((await get('a2', `/api/users/me/stats?${PERIOD}`)).json()).toMatchObject({ usersCount: 1, previous: { productsCount: 0 } });
  });
});
