/** The sales reps' statistics (`/api/users/me/stats*`, `/api/users/contractors/*`) on the hand-computed fixture of stats.test-helpers.ts. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_FOUND_MESSAGES, STATS_CONTRACTOR_SORTS, STATS_MAX_DAYS, STATS_MESSAGES } from '@klub/contracts';
import { openStatsFixture, PERIOD, type StatsFixture } from './stats.test-helpers';

let f: StatsFixture;
beforeAll(async () => {
  f = await openStatsFixture();
});
afterAll(() => f?.t.close());
const get = (key: string, url: string) => f.get(key, url);

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
      dth: [{ id: f.id.a1, name: 'A1 Adamski', usersCount: 2, confirmedUsersCount: 1, productsCount: 3, pointsEarned: 120 }],
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
      { id: f.id.a1, name: 'A1 Adamski', usersCount: 2, confirmedUsersCount: 1, productsCount: 3, pointsEarned: 120 },
      { id: f.id.a2, name: 'A2 Borowski', usersCount: 1, confirmedUsersCount: 1, productsCount: 1, pointsEarned: 20 },
    ]);
    const one = (await get('rdsA', `/api/users/me/stats?${PERIOD}&dth=${f.id.a2}`)).json();
    expect(one).toMatchObject({ usersCount: 1, productsCount: 1, pointsEarned: 20, dth: [{ id: f.id.a2 }] });
    const both = (await get('rdsA', `/api/users/me/stats?${PERIOD}&dth=${f.id.a1}&dth=${f.id.a2}`)).json();
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
    expect((await get('rdsA', `/api/users/me/stats?${PERIOD}&userId=${f.id.c3}`)).json()).toMatchObject({
      usersCount: 1,
      productsCount: 1,
    });

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
      ['rdsA', `/api/users/me/stats?dth=${f.id.b1}`],
      ['a1', `/api/users/me/stats?dth=${f.id.a2}`],
      ['rdsB', `/api/users/contractors/products?dth=${f.id.a1}`],
    ] as const) {
      const res = await get(key, url);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(NOT_FOUND_MESSAGES.dth);
    }
    for (const [key, url] of [
      ['rdsB', `/api/users/me/stats?userId=${f.id.c1}`],
      ['a1', `/api/users/me/stats?userId=${f.id.c3}`],
      ['a1', `/api/users/me/stats?userId=${f.id.c5}`],
      ['a2', `/api/users/me/stats/contractors?userId=${f.id.c1}`],
      ['a2', `/api/users/me/stats/csv?userId=${f.id.c1}`],
      ['rdsB', `/api/users/contractors/products?userId=${f.id.c1}`],
      ['rdsB', `/api/users/contractors/codes?userId=${f.id.c1}`],
    ] as const) {
      const res = await get(key, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe(NOT_FOUND_MESSAGES.contractor);
    }
    // Without filters each endpoint lists only the asker's own.
    const list = (await get('rdsB', `/api/users/me/stats/contractors?${PERIOD}`)).json();
    expect(list.data.map((r: { id: number }) => r.id)).toEqual([f.id.c4]);
    const codes = (await get('rdsB', `/api/users/contractors/codes?${PERIOD}&userId=${f.id.c4}`)).json();
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
    expect(data.map((r: { id: number }) => r.id)).toEqual([f.id.c1, f.id.c3, f.id.c2]);
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
    expect(page).toMatchObject({ total: 3, data: [{ id: f.id.c2 }] });
    // Every sort key answers, in both directions (the city's once failed: 500, found by the fuzzer).
    for (const sort of STATS_CONTRACTOR_SORTS)
      for (const order of ['asc', 'desc']) {
        const sorted = await get('rdsA', `/api/users/me/stats/contractors?${PERIOD}&sort=${sort}&order=${order}`);
        expect(sorted.statusCode, `${sort} ${order}: ${sorted.body}`).toBe(200);
        expect(sorted.json().total).toBe(3);
        expect((await get('rdsA', `/api/users/me/stats/csv?${PERIOD}&sort=${sort}&order=${order}`)).statusCode).toBe(200);
      }
    const search = (await get('rdsA', `/api/users/me/stats/contractors?${PERIOD}&search=nazwisko-c3`)).json();
    expect(search.data.map((r: { id: number }) => r.id)).toEqual([f.id.c3]);
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
    expect(lines[1]).toBe(`${f.id.c1};C1;Nazwisko-c1;;Kraków;c1@stats.test;;Aktywny — potwierdzony;A1 Adamski;3;120;100;1;20;2026-03-12`);
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
    const one = (await get('a2', `/api/users/contractors/products?${PERIOD}&userId=${f.id.c3}`)).json();
    expect(one.packages).toEqual([expect.objectContaining({ name: 'Grunt 5 l', productsCount: 1 })]);
  });

  it('the codes one contractor registered, newest first', async () => {
    const res = await get('a1', `/api/users/contractors/codes?${PERIOD}&userId=${f.id.c1}`);
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
