/**
 * The admin reports on people and what they did — contractors, orders, prizes, promotions, the
 * executors table and the contractor ↔ distributor connections — on the fixture of
 * stats.test-helpers.ts plus (computed by hand, days in Poland):
 *   joined: c1 03-05 (Małopolskie), c5 03-03 (deleted), c2 02-20 (previous period), c4 01-01 (Pomorskie), c3 03-16 00:30 (out);
 *   c1's order of 100 pts (one Wałek) placed 03-12; extra points: c1 30 "Promocja wiosenna" and c4 20 "Promocja wiosenna"
 *   on 03-06, c3 10 "Dobry start" on 02-25 (previous period);
 *   distributors: Alfa (Małopolskie), Beta (no region); c1 → Alfa (same region), Beta (unknown); c4 → Alfa (other);
 *   c5 (deleted) → Beta: never listed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { pdfText } from '../../testing/pdf-text';
import { CONNECTIONS_PDF_MAX, MEMBER_MESSAGES } from '@klub/contracts';
import { distributors, memberDistributors, queryRows, regions, users } from '@klub/db';
import { bearer } from '../../testing/test-app';
import { warsawDay } from '../../lib/time';
import { activeDrift, openStatsFixture, ordersDrift, PERIOD, promotionsDrift, type StatsFixture } from './stats.test-helpers';

let f: StatsFixture;
const ids: Record<string, number> = {};
beforeAll(async () => {
  f = await openStatsFixture();
  const db = f.t.db.db;
  const [malopolskie, pomorskie] = await db
    .insert(regions)
    .values([{ name: 'Małopolskie' }, { name: 'Pomorskie' }])
    .returning();
  const joined = async (key: string, at: string, regionId: number | null = null) =>
    db
      .update(users)
      .set({ createdAt: new Date(at), regionId })
      .where(sql`${users.id} = ${f.id[key]}`);
  await joined('c1', '2026-03-05T09:00:00Z', malopolskie!.id);
  await joined('c5', '2026-03-03T09:00:00Z');
  await joined('c2', '2026-02-20T09:00:00Z');
  await joined('c4', '2026-01-01T09:00:00Z', pomorskie!.id);
  await joined('c3', '2026-03-15T23:30:00Z');
  await db.execute(sql`update orders set created_at = '2026-03-12T09:00:00Z' where user_id = ${f.id.c1}`);

  const add = async (key: string, points: number, reason: string, at: string) => {
    const res = await f.t.app.inject({
      method: 'POST',
      url: '/api/codes/add-points',
      headers: bearer(f.tok.admin!),
      payload: { userId: f.id[key], points, reason },
    });
    expect(res.statusCode, res.body).toBe(200);
    await db.execute(sql`update points_ledger set created_at = ${at} where user_id = ${f.id[key]} and source = 3 and reason = ${reason}`);
  };
  await add('c1', 30, 'Promocja wiosenna', '2026-03-06T09:00:00Z');
  await add('c4', 20, 'Promocja wiosenna', '2026-03-06T10:00:00Z');
  await add('c3', 10, 'Dobry start', '2026-02-25T09:00:00Z');

  const [alfa, beta] = await db
    .insert(distributors)
    .values([
      { name: 'Hurtownia Alfa', city: 'Kraków', regionId: malopolskie!.id, isAuthorized: true },
      { name: 'Hurtownia Beta', city: 'Gdańsk', isAuthorized: true },
    ])
    .returning();
  ids.alfa = alfa!.id;
  ids.beta = beta!.id;
  await db.insert(memberDistributors).values([
    { userId: f.id.c4!, distributorId: alfa!.id },
    { userId: f.id.c5!, distributorId: beta!.id },
  ]);
});
afterAll(() => f?.t.close());
const get = (url: string) => f.get('admin', url);

describe('GET /api/users/{id}: a member’s distributors, set by the admin', () => {
  it('PATCH with distributorIds sets them (and only them); an unknown one is a Polish 400', async () => {
    const url = `/api/users/${f.id.c1}`;
    const details = (await get(url)).json();
    expect(details.distributors).toEqual([]);
    const body = {
      email: details.email,
      type: details.type,
      status: details.status,
      firstname: details.firstname,
      lastname: details.lastname,
      phone: '600 111 222',
      city: 'Kraków',
      postCode: '30-001',
    };
    const patch = (payload: object) => f.t.app.inject({ method: 'PATCH', url, headers: bearer(f.tok.admin!), payload });

    const bad = await patch({ ...body, regionId: details.regionId, distributorIds: [ids.alfa, 999_999] });
    expect(bad.statusCode, bad.body).toBe(400);
    expect(bad.json().message, bad.body).toBe(MEMBER_MESSAGES.unknownDistributor);
    expect((await get(url)).json().distributors).toEqual([]);

    const res = await patch({ ...body, regionId: details.regionId, distributorIds: [ids.beta, ids.alfa] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().distributors).toEqual([
      { id: ids.alfa, name: 'Hurtownia Alfa' },
      { id: ids.beta, name: 'Hurtownia Beta' },
    ]);
    // Without distributorIds the member's distributors stay as they are.
    expect((await patch({ ...body, regionId: details.regionId })).json().distributors).toHaveLength(2);
    // A distributor someone buys from cannot be deleted.
    const del = await f.t.app.inject({ method: 'DELETE', url: `/api/distributors/${ids.beta}`, headers: bearer(f.tok.admin!) });
    expect(del.statusCode).toBe(409);
  });
});

describe('admin reports on people and their activity', () => {
  it('contractors: new, confirmed and active in the period; now per status and region', async () => {
    const res = await get(`/api/stats/contractors?${PERIOD}`);
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json();
    expect(r).toMatchObject({
      newMembers: 2,
      newConfirmed: 2,
      // c1, c3 (15th in Poland), c4, and the deleted c5: each once.
      active: 4,
      previous: { newMembers: 1, active: 1 },
      members: 4,
      confirmed: 3,
    });
    expect(r.statuses).toEqual([
      { status: 'NOT_ACTIVE', label: 'Nieaktywny', members: 0 },
      { status: 'ACTIVE', label: 'Aktywny', members: 1 },
      { status: 'ACTIVE_CONFIRMED', label: 'Aktywny — potwierdzony', members: 3 },
    ]);
    expect(r.series).toHaveLength(14);
    const busy = r.series.filter((s: { newMembers: number; active: number }) => s.newMembers > 0 || s.active > 0);
    expect(busy).toEqual([
      { period: '2026-03-03', newMembers: 1, active: 2 },
      { period: '2026-03-04', newMembers: 0, active: 1 },
      { period: '2026-03-05', newMembers: 1, active: 0 },
      { period: '2026-03-10', newMembers: 0, active: 1 },
      { period: '2026-03-12', newMembers: 0, active: 1 },
      { period: '2026-03-15', newMembers: 0, active: 1 },
    ]);
    expect(r.regions).toEqual([
      { regionId: null, name: 'Bez regionu', members: 2, newMembers: 1 },
      expect.objectContaining({ name: 'Małopolskie', members: 1, newMembers: 1 }),
      expect.objectContaining({ name: 'Pomorskie', members: 1, newMembers: 0 }),
    ]);
    // The people rollup equals the users, after inserts, moves in time and region, a deletion and a role change.
    await f.t.db.db.execute(sql`update users set role = 41 where id = ${f.id.c2}`);
    await f.t.db.db.execute(sql`update users set role = 31, status = 'ACTIVE' where id = ${f.id.c2}`);
    await f.t.db.db.execute(sql`update users set last_login_at = now()`);
    const drift = await queryRows(
      f.t.db.db,
      sql`with u as (select (created_at at time zone 'Europe/Warsaw')::date as day, coalesce(region_id, 0) as region_id, status, is_deleted,
                            count(*)::int as members from users where role in (11, 21, 31) group by 1, 2, 3, 4),
               r as (select day, region_id, status, is_deleted, members from stats_people_days where members <> 0)
          select * from u full join r using (day, region_id, status, is_deleted) where u.members is distinct from r.members`,
    );
    expect(drift).toEqual([]);
    // The active counters equal distinct members per day, week and month; the last active days, each member's latest.
    expect(await activeDrift(f.t.db.db)).toEqual([]);
    // A period ending today counts the members whose last active day is in it; one that ended, distinct members.
    const today = new Date().toISOString().slice(0, 10);
    expect((await get(`/api/stats/contractors?from=2026-03-05&to=${today}`)).json()).toMatchObject({
      active: 2,
      previous: { active: null },
    });
    expect((await get('/api/stats/contractors?from=2026-03-05&to=2026-11-01')).json().active).toBe(2);
    // Per month, a member active on several days counts once in the month.
    const monthly = (await get(`/api/stats/contractors?${PERIOD}&interval=month`)).json();
    expect(monthly.series).toEqual([{ period: '2026-03-01', newMembers: 2, active: 4 }]);
  });

  it('orders: per bucket from the rollup, per status and the top buyers from the orders', async () => {
    const r = (await get(`/api/stats/executors/orders?${PERIOD}`)).json();
    expect(r).toMatchObject({ orders: 1, points: 100, buyers: 1, previous: { orders: 0, points: 0 } });
    expect(r.series.find((s: { period: string }) => s.period === '2026-03-12')).toEqual({ period: '2026-03-12', orders: 1, points: 100 });
    expect(r.statuses[0]).toEqual({ status: 'NEW', label: 'Złożone', orders: 1, points: 100 });
    expect(r.statuses.slice(1).every((s: { orders: number }) => s.orders === 0)).toBe(true);
    expect(r.buyersTop).toEqual([expect.objectContaining({ userId: f.id.c1, fullName: 'C1 Nazwisko-c1', orders: 1, points: 100 })]);

    // c4's order of 40 on 02-20 (the previous period), then a cancelled one of c2's on 03-13: the buyers of
    // the period are read from its orders, those of a period holding every order from the members' totals.
    await f.t.db.db.execute(sql`
      insert into orders (user_id, status, total_points, delivery_name, delivery_street, delivery_post_code, delivery_city, created_at)
      values (${f.id.c4}, 'NEW', 40, 'C4', 'ul. Długa 1', '80-001', 'Gdańsk', '2026-02-20T09:00:00Z'),
             (${f.id.c2}, 'CANCELLED', 70, 'C2', 'ul. Krótka 2', '90-001', 'Łódź', '2026-03-13T09:00:00Z')`);
    const period = (await get(`/api/stats/executors/orders?${PERIOD}`)).json();
    expect(period).toMatchObject({ buyers: 2, buyersTop: [expect.objectContaining({ userId: f.id.c1, orders: 1, points: 100 })] });
    expect(period.buyersTop).toHaveLength(1);
    const everything = (await get('/api/stats/executors/orders?from=2026-02-01&to=2026-03-31')).json();
    expect(everything.buyers).toBe(3);
    expect(everything.buyersTop.map((b: { userId: number; orders: number; points: number }) => [b.userId, b.orders, b.points])).toEqual([
      [f.id.c1, 1, 100],
      [f.id.c4, 1, 40],
    ]);
    expect(everything.statuses.find((s: { status: string }) => s.status === 'CANCELLED')).toMatchObject({ orders: 1, points: 70 });
    expect(await ordersDrift(f.t.db.db)).toEqual([]);
    await f.t.db.db.execute(sql`delete from orders where user_id in (${f.id.c4}, ${f.id.c2})`);
    expect((await get(`/api/stats/executors/orders?${PERIOD}`)).json()).toMatchObject({ buyers: 1 });
  });

  it('prizes: units, points and PLN of what was ordered', async () => {
    const r = (await get(`/api/stats/prizes?${PERIOD}`)).json();
    expect(r).toMatchObject({ quantity: 1, orders: 1, points: 100, pln: 10, previous: { quantity: 0, points: 0, pln: 0 } });
    expect(r.prizes).toEqual([expect.objectContaining({ name: 'Wałek', quantity: 1, orders: 1, points: 100, pln: 10 })]);
    expect(r.groups).toHaveLength(1);
    expect(r.series.find((s: { period: string }) => s.period === '2026-03-12')).toEqual({
      period: '2026-03-12',
      quantity: 1,
      points: 100,
      pln: 10,
    });
    // A cancelled order is not a prize received.
    await f.t.db.db.execute(sql`update orders set status = 'CANCELLED' where user_id = ${f.id.c1}`);
    expect((await get(`/api/stats/prizes?${PERIOD}`)).json()).toMatchObject({ quantity: 0, points: 0, pln: 0, prizes: [] });
    await f.t.db.db.execute(sql`update orders set status = 'NEW' where user_id = ${f.id.c1}`);
    expect(await ordersDrift(f.t.db.db)).toEqual([]);
  });

  it('promotions: extra points per source, per reason, members once', async () => {
    const r = (await get(`/api/stats/contractors/promotions?${PERIOD}`)).json();
    expect(r).toMatchObject({ points: 50, awards: 2, members: 2, previous: { points: 10, awards: 1 } });
    expect(r.series.find((s: { period: string }) => s.period === '2026-03-06')).toEqual({ period: '2026-03-06', admin: 50, contest: 0 });
    expect(r.sources).toEqual([
      { source: 3, label: 'Punkty przyznane przez administratora', points: 50, awards: 2, members: 2 },
      { source: 104, label: 'Nagroda w konkursie', points: 0, awards: 0, members: 0 },
    ]);
    expect(r.reasons).toEqual([{ reason: 'Promocja wiosenna', source: 3, points: 50, awards: 2, members: 2 }]);

    // c1 again (5 more for the same promotion) and a contest prize of 15: c1 still counts once in each.
    await f.t.db.db.execute(sql`
      insert into points_ledger (user_id, amount, source, reason, earns, created_at)
      values (${f.id.c1}, 5, 3, 'Promocja wiosenna', true, '2026-03-07T09:00:00Z'),
             (${f.id.c1}, 15, 104, 'Konkurs jesienny', true, '2026-03-08T09:00:00Z')`);
    const more = (await get(`/api/stats/contractors/promotions?${PERIOD}`)).json();
    expect(more).toMatchObject({ points: 70, awards: 4, members: 2 });
    expect(more.sources.map((x: { points: number; awards: number; members: number }) => [x.points, x.awards, x.members])).toEqual([
      [55, 3, 2],
      [15, 1, 1],
    ]);
    expect(more.reasons).toEqual([
      { reason: 'Promocja wiosenna', source: 3, points: 55, awards: 3, members: 2 },
      { reason: 'Konkurs jesienny', source: 104, points: 15, awards: 1, members: 1 },
    ]);
    expect(more.series.find((x: { period: string }) => x.period === '2026-03-08')).toEqual({ period: '2026-03-08', admin: 0, contest: 15 });
    // Up to today the members are read from their last days (c3's only award, 02-25, is before the period).
    const upToToday = (await get(`/api/stats/contractors/promotions?from=2026-03-02&to=${warsawDay()}`)).json();
    expect(upToToday).toMatchObject({ points: 70, awards: 4, members: 2 });
    expect(upToToday.sources.map((x: { members: number }) => x.members)).toEqual([2, 1]);
    expect(upToToday.reasons.map((x: { reason: string; members: number }) => [x.reason, x.members])).toEqual([
      ['Promocja wiosenna', 2],
      ['Konkurs jesienny', 1],
    ]);
    expect((await get(`/api/stats/contractors/promotions?from=2026-03-07&to=${warsawDay()}`)).json()).toMatchObject({ members: 1 });
    expect(await promotionsDrift(f.t.db.db)).toEqual([]);
    await f.t.db.db.execute(
      sql`delete from points_ledger where user_id = ${f.id.c1} and reason in ('Promocja wiosenna', 'Konkurs jesienny') and created_at >= '2026-03-07'`,
    );
    expect((await get(`/api/stats/contractors/promotions?${PERIOD}`)).json()).toMatchObject({ points: 50, awards: 2, members: 2 });
    expect((await get(`/api/stats/contractors/promotions?from=2026-03-07&to=${warsawDay()}`)).json()).toMatchObject({ members: 0 });
    expect(await promotionsDrift(f.t.db.db)).toEqual([]);
  });

  it('executors table: accounts by balance, a page at a time, with the period’s figures', async () => {
    const res = await get(`/api/stats/executors-table?${PERIOD}&take=5`);
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json();
    expect(r.total).toBe(5);
    // c4 150 + 20 = 170; then c5, c3 (40 + 10), c2 and c1 (120 + 30 less its order of 100) with 50 each, the newest account first.
    expect(r.data.map((x: { userId: number }) => x.userId)).toEqual([f.id.c4, f.id.c5, f.id.c3, f.id.c2, f.id.c1]);
    expect(r.data[0]).toMatchObject({ balance: 170, codes: 3, earned: 170, spent: 0, orders: 0, regionName: 'Pomorskie' });
    expect(r.data[1]).toMatchObject({ balance: 50, isDeleted: true, codes: 1, earned: 50 });
    // c3's second code was on the 16th in Poland; c2's only code in the previous period.
    expect(r.data[2]).toMatchObject({ balance: 50, codes: 1, earned: 20 });
    expect(r.data[3]).toMatchObject({ balance: 50, codes: 0, earned: 0 });
    expect(r.data[4]).toMatchObject({ balance: 50, codes: 3, earned: 150, spent: 100, orders: 1, regionName: 'Małopolskie' });
    const byName = (await get(`/api/stats/executors-table?${PERIOD}&sort=lastname&take=1&skip=4`)).json();
    expect(byName.data).toEqual([expect.objectContaining({ userId: f.id.c5, isDeleted: true, balance: 50 })]);
    // A larger page than the table's 100 is cut to 100 (spec §9 fetch sizes), not refused; above 99 999 it is.
    expect((await get('/api/stats/executors-table?take=101')).statusCode).toBe(200);
    expect((await get('/api/stats/executors-table?take=100000')).statusCode).toBe(400);
  });

  it('connections: data and total with the spec’s filters, by region assignment, every row in the CSV', async () => {
    const all = (await get('/api/stats/connections')).json();
    expect(all.total).toBe(3);
    expect(
      all.data.map((c: { fullName: string; distributorName: string; regionAssignment: string }) => [
        c.distributorName,
        c.fullName,
        c.regionAssignment,
      ]),
    ).toEqual([
      ['Hurtownia Alfa', 'C1 Nazwisko-c1', 'same'],
      ['Hurtownia Alfa', 'C4 Nazwisko-c4', 'other'],
      ['Hurtownia Beta', 'C1 Nazwisko-c1', 'unknown'],
    ]);
    expect(all.assignments.map((a: { connections: number }) => a.connections)).toEqual([1, 1, 1]);
    expect(all.distributors).toEqual([
      { distributorId: ids.alfa, name: 'Hurtownia Alfa', contractors: 2 },
      { distributorId: ids.beta, name: 'Hurtownia Beta', contractors: 1 },
    ]);
    const other = (await get('/api/stats/connections?regionAssignment=other')).json();
    expect(other).toMatchObject({ total: 1, data: [expect.objectContaining({ userId: f.id.c4, distributorRegionName: 'Małopolskie' })] });
    expect((await get(`/api/stats/connections?distributorId=${ids.alfa}`)).json().total).toBe(2);
    expect((await get(`/api/stats/connections?userId=${f.id.c1}&take=1&skip=1`)).json()).toMatchObject({
      total: 2,
      data: [expect.objectContaining({ distributorName: 'Hurtownia Beta' })],
    });
    const bad = await get('/api/stats/connections?regionAssignment=north&take=100000');
    expect(bad.statusCode).toBe(400);

    const csv = await get('/api/stats/connections/csv?take=1');
    expect(csv.headers['content-disposition']).toContain('wykonawcy-dystrybutorzy.csv');
    const lines = csv.body.split(/\r?\n/);
    expect(lines[0]).toBe(
      '\uFEFFWykonawca;Firma;Miejscowość;Region wykonawcy;Dystrybutor;Miejscowość dystrybutora;Region dystrybutora;Regiony;Od',
    );
    // The file holds every connection, not the page.
    expect(lines.filter((l) => l.includes('Hurtownia'))).toHaveLength(3 + 2);
    const pdf = await pdfText((await get('/api/stats/connections/pdf')).rawPayload);
    expect(pdf).toContain('Statystyki — wykonawcy i dystrybutorzy');
    expect(pdf).toContain('Powiązania: 3 z 3');
    expect(pdf).toContain('Inny region');
    expect(CONNECTIONS_PDF_MAX).toBeGreaterThan(3);

    // The connections follow their member: c4 moves to Alfa's region, c1 is deleted.
    await f.t.db.db.execute(
      sql`update users set region_id = (select region_id from distributors where id = ${ids.alfa}) where id = ${f.id.c4}`,
    );
    await f.t.db.db.execute(sql`update users set is_deleted = true where id = ${f.id.c1}`);
    const moved = (await get('/api/stats/connections')).json();
    expect(moved).toMatchObject({ total: 1, data: [expect.objectContaining({ userId: f.id.c4, regionAssignment: 'same' })] });
    await f.t.db.db.execute(sql`update users set is_deleted = false where id = ${f.id.c1}`);
  });

  it('each report as PDF (Polish letters) and CSV with the screen’s figures; admins only', async () => {
    const cases: [string, string, string][] = [
      ['/api/stats/contractors', 'wykonawcy-2026-03-02-2026-03-15', 'Nowi wykonawcy: 2 (potwierdzeni: 2) · aktywni: 4'],
      ['/api/stats/executors/orders', 'zamowienia-2026-03-02-2026-03-15', 'Zamówienia: 1 · punkty: 100 pkt · zamawiający: 1'],
      ['/api/stats/prizes', 'nagrody-2026-03-02-2026-03-15', 'Zamówione nagrody: 1 szt. · 100 pkt · 10,00 zł'],
      ['/api/stats/contractors/promotions', 'promocje-2026-03-02-2026-03-15', 'Punkty dodatkowe: 50 pkt · przyznania: 2 · uczestnicy: 2'],
      ['/api/stats/executors-table', 'tabela-wykonawcow-2026-03-02-2026-03-15', 'Wiersze: 5 z 5'],
    ];
    for (const [path, file, line] of cases) {
      const pdf = await get(`${path}/pdf?${PERIOD}`);
      expect(pdf.statusCode, path).toBe(200);
      expect(pdf.headers['content-disposition']).toContain(`${file}.pdf`);
      expect(await pdfText(pdf.rawPayload)).toContain(line);
      const csv = await get(`${path}/csv?${PERIOD}`);
      expect(csv.statusCode, path).toBe(200);
      expect(csv.body.startsWith('\uFEFF')).toBe(true);
      expect((await f.get('rdsA', path)).statusCode).toBe(403);
      expect((await f.get('c1', `${path}/pdf`)).statusCode).toBe(403);
    }
    const promotions = (await get(`/api/stats/contractors/promotions/csv?${PERIOD}`)).body.split(/\r?\n/);
    expect(promotions).toContain('Promocja wiosenna;Punkty przyznane przez administratora;50;2;2');
  });
});
