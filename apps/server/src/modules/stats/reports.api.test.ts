/** The admin reports (`/api/stats/*`) and the rollups against the ledger, on the fixture of stats.test-helpers.ts. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { pdfText } from '../../testing/pdf-text';
import { LEDGER_SOURCES, STATS_MESSAGES } from '@klub/contracts';
import { queryRows, users } from '@klub/db';
import { activeDrift, openStatsFixture, ordersDrift, PERIOD, type StatsFixture } from './stats.test-helpers';
import { compactRollups, drainStats } from './stats.service';
import { addDays, warsawDay } from '../../lib/time';

let f: StatsFixture;
beforeAll(async () => {
  f = await openStatsFixture();
});
afterAll(() => f?.t.close());
const get = (key: string, url: string) => f.get(key, url);

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
    await f.t.db.db.execute(
      sql`delete from ledger_allocations where credit_id in (select id from points_ledger where user_id = ${f.id.c4})`,
    );
    await f.t.db.db.execute(sql`delete from points_ledger where user_id = ${f.id.c4} and created_at < '2026-03-04T10:30:00Z'`);
    // The ledger's rows reach the rollups through the queue (migration 0019): nothing is added until a drain.
    const [queued] = await queryRows<{ n: number }>(f.t.db.db, sql`select count(*)::int as n from stats_ledger_queue`);
    expect(queued!.n).toBeGreaterThan(0);
    expect(await drainStats(f.t.db.db)).toBe(queued!.n);
    const diff = await queryRows(
      f.t.db.db,
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
    // Deleting a member's active days takes them off the active counters too.
    expect(await activeDrift(f.t.db.db)).toEqual([]);
    expect((await get('rdsB', `/api/users/me/stats?${PERIOD}`)).json().productsCount).toBe(1);

    // Everyone's daily totals are the members' summed by day; the packages' by the codes' own rows.
    const global = await queryRows(
      f.t.db.db,
      sql`with m as (select day, sum(codes)::int as codes, sum(earned)::int as earned, sum(spent)::int as spent, sum(orders)::int as orders
                     from stats_member_days group by day),
               g as (select day, sum(codes)::int as codes, sum(earned)::int as earned, sum(spent)::int as spent, sum(orders)::int as orders
                     from stats_days group by day)
          select * from m full join g using (day) where (m.codes, m.earned, m.spent, m.orders) is distinct from (g.codes, g.earned, g.spent, g.orders)
            and not (m.day is null and g.codes = 0 and g.earned = 0 and g.spent = 0 and g.orders = 0)`,
    );
    expect(global).toEqual([]);
    const packages = await queryRows(
      f.t.db.db,
      sql`with l as (select c.package_id, l.source, count(*)::int as codes from points_ledger l join codes c on c.id = l.code_id where l.amount > 0 group by 1, 2),
               p as (select package_id, source, sum(codes)::int as codes from stats_package_days group by 1, 2)
          select * from l full join p using (package_id, source) where l.codes is distinct from p.codes and not (l.codes is null and p.codes = 0)`,
    );
    expect(packages).toEqual([]);
    // The liability by expiry month adds up to what the members hold: the ledger's sum (this test
    // removed ledger rows behind member_points' back, so not its balances).
    const [held] = await queryRows<{ liability: number; held: number }>(
      f.t.db.db,
      sql`select (select coalesce(sum(points), 0) from stats_expiry_months)::int as liability,
                 (select coalesce(sum(amount), 0) from points_ledger)::int as held`,
    );
    expect(held!.liability).toBe(held!.held);

    // An operator's rebuild (npm run stats:rebuild) puts a damaged rollup back as the ledger says.
    const before = (await get('admin', `/api/stats/codes?${PERIOD}`)).json();
    await f.t.db.db.execute(sql`update stats_package_days set codes = codes + 1000`);
    await f.t.db.db.execute(sql`delete from stats_member_days`);
    expect((await get('admin', `/api/stats/codes?${PERIOD}`)).json().codes).not.toBe(before.codes);
    await f.t.db.db.execute(sql`select klub_stats_rebuild()`);
    expect((await get('admin', `/api/stats/codes?${PERIOD}`)).json()).toEqual(before);
    expect(await activeDrift(f.t.db.db)).toEqual([]);
    expect((await get('rdsB', `/api/users/me/stats?${PERIOD}`)).json().productsCount).toBe(1);
  });

  it('merging the shards of past days (the periodic jobs) changes no figure, and later writes to those days still count', async () => {
    const reports = ['codes', 'executors/points', 'contractors', 'executors/orders', 'prizes', 'contractors/promotions'];
    const read = () => Promise.all(reports.map(async (r) => (await get('admin', `/api/stats/${r}?${PERIOD}`)).json()));
    const before = await read();
    const shards = async () =>
      (
        await queryRows<{ n: number }>(
          f.t.db.db,
          sql`select (select count(*) from stats_package_days where shard <> 0) + (select count(*) from stats_days where shard <> 0)
                   + (select count(*) from stats_active_periods where shard <> 0) + (select count(*) from stats_order_days where shard <> 0) as n`,
        )
      )[0]!.n;
    expect(Number(await shards())).toBeGreaterThan(0);
    // Every day up to today is past for the merge: the fixture also writes rows dated today.
    const tomorrow = addDays(warsawDay(), 1);
    expect(await compactRollups(f.t.db.db, tomorrow)).toBeGreaterThan(0);
    expect(Number(await shards())).toBe(0);
    expect(await read()).toEqual(before);
    expect(await activeDrift(f.t.db.db)).toEqual([]);
    expect(await ordersDrift(f.t.db.db)).toEqual([]);
    // Nothing left to merge: nothing written.
    expect(await compactRollups(f.t.db.db, tomorrow)).toBe(0);
    // A code credit dated on a merged day lands in its member's shard again and is counted with the rest.
    const [pkg] = await queryRows<{ id: number }>(f.t.db.db, sql`select id from points_packages order by id limit 1`);
    const [code] = await queryRows<{ id: number }>(
      f.t.db.db,
      sql`insert into codes (code, package_id) values ('COMPACT00001', ${pkg!.id}) returning id`,
    );
    await f.t.db.db.execute(sql`
      insert into points_ledger (user_id, amount, source, reason, code_id, earns, created_at)
      values (${f.id.c4}, 10, 1, 'compact', ${code!.id}, true, '2026-03-04T12:00:00Z')`);
    const after = (await get('admin', `/api/stats/codes?${PERIOD}`)).json();
    expect(after.codes).toBe(before[0].codes + 1);
    expect(after.points).toBe(before[0].points + 10);
    await f.t.db.db.execute(sql`delete from points_ledger where code_id = ${code!.id}`);
    expect((await get('admin', `/api/stats/codes?${PERIOD}`)).json()).toEqual(before[0]);
    expect(await activeDrift(f.t.db.db)).toEqual([]);
  });

  it.skipIf(process.env.TEST_DB_DRIVER !== 'postgres')(
    'one drain at a time: the periodic one gives way, a read waits for the running one and then sees every row (needs a second connection)',
    async () => {
      const codes = async () => (await get('admin', `/api/stats/codes?${PERIOD}`)).json().codes as number;
      const before = await codes();
      const pool = f.t.db.pool!;
      const holder = await pool.connect();
      try {
        // Another instance's drain holds the lock while a code credit is queued.
        await holder.query('begin');
        await holder.query('select pg_advisory_xact_lock(727411003)');
        const [code] = await queryRows<{ id: number }>(
          f.t.db.db,
          sql`insert into codes (code, package_id) select 'DRAIN0000001', id from points_packages order by id limit 1 returning id`,
        );
        await f.t.db.db.execute(sql`
          insert into points_ledger (user_id, amount, source, reason, code_id, earns, created_at)
          values (${f.id.c4}, 10, 1, 'drain', ${code!.id}, true, '2026-03-05T12:00:00Z')`);
        expect(await drainStats(f.t.db.db, false)).toBe(-1);
        const read = codes();
        await new Promise((r) => setTimeout(r, 200));
        await holder.query('commit');
        expect(await read).toBe(before + 1);
        await f.t.db.db.execute(sql`delete from points_ledger where code_id = ${code!.id}`);
        expect(await codes()).toBe(before);
      } finally {
        holder.release();
      }
    },
  );

  it('a member moved to another DTH takes their history along; a deleted one leaves it', async () => {
    const before = (await get('a2', `/api/users/me/stats?${PERIOD}`)).json();
    expect(before.previous.productsCount).toBe(0);
    // Up to today the active contractors come from their last active days (c2's only code, on 02-20, is in the range).
    const upToToday = (key: string) => get(key, `/api/users/me/stats?from=2026-02-16&to=${warsawDay()}`).then((r) => r.json());
    expect((await upToToday('a1')).activeUsersCount).toBe(2);
    expect((await upToToday('a2')).activeUsersCount).toBe(1);
    await f.t.db.db
      .update(users)
      .set({ dthId: f.id.a2 })
      .where(sql`${users.id} = ${f.id.c2}`);
    expect((await get('a2', `/api/users/me/stats?${PERIOD}`)).json()).toMatchObject({ usersCount: 2, previous: { productsCount: 1 } });
    expect((await get('a1', `/api/users/me/stats?${PERIOD}`)).json()).toMatchObject({ usersCount: 1, previous: { productsCount: 0 } });
    expect((await upToToday('a1')).activeUsersCount).toBe(1);
    expect((await upToToday('a2')).activeUsersCount).toBe(2);
    expect((await upToToday('rdsA')).activeUsersCount).toBe(3);
    expect(await activeDrift(f.t.db.db)).toEqual([]);
    await f.t.db.db
      .update(users)
      .set({ isDeleted: true })
      .where(sql`${users.id} = ${f.id.c2}`);
    expect((await get('a2', `/api/users/me/stats?${PERIOD}`)).json()).toMatchObject({ usersCount: 1, previous: { productsCount: 0 } });
  });
});
