import { sql } from 'drizzle-orm';
import { LEDGER_SOURCES, ROLES, type RoleCode } from '@klub/contracts';
import { queryRows, users, type Database } from '@klub/db';
import { expect } from 'vitest';
import { createTokenService } from '../../plugins/access';
import type { LightMyRequestResponse } from 'fastify';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app';
import { customerToken, makePackage, redeemCodesAt } from '../../testing/fixtures';
import { addToBasket, makePrize, placeOrder } from '../orders/orders.test-helpers';
import { drainStats } from './stats.service';

/**
 * The statistics tests' fixture (stats.api.test.ts, reports.api.test.ts), computed by hand (period 2026-03-02 – 2026-03-15,
 * previous 2026-02-16 – 2026-03-01; times in UTC, days in Poland):
 *
 *   RDS A ─ DTH A1 ─ c1 (confirmed, Kraków): 2 × Farba (50) on 03-03, 1 × Grunt (20) on 03-10, an order of 100 on 03-12
 *         │        ├ c2 (not confirmed, Łódź): 1 × Farba on 02-20 (the previous period)
 *         │        └ c5 (deleted): 1 × Farba on 03-03 — never counted
 *         └ DTH A2 ─ c3 (confirmed, Kraków): Grunt at 03-15 22:30 UTC (23:30 in Poland: in) and 23:30 UTC (00:30 on the 16th: out)
 *   RDS B ─ DTH B1 ─ c4 (confirmed, Gdańsk): 3 × Farba on 03-04
 */
export const PERIOD = 'from=2026-03-02&to=2026-03-15';

export interface StatsFixture {
  t: TestApp;
  /** Tokens and ids by person: rdsA, rdsB, a1, a2, b1, c1…c5, admin. */
  tok: Record<string, string>;
  id: Record<string, number>;
  /** GET `url` as that person. */
  get: (key: string, url: string) => Promise<LightMyRequestResponse>;
}

/** A fresh app on its own database with the people and activity above. */
export async function openStatsFixture(): Promise<StatsFixture> {
  const tok: Record<string, string> = {};
  const id: Record<string, number> = {};
  const t = await createTestApp({}, { seed: false });
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
    tok[key] = await customerToken(t, row!);
  }

  const redeem = (key: string, packageId: number, at: string) => redeemCodesAt(t, tok[key]!, packageId, 1, at);
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
    .values({
      email: 'admin@stats.test',
      passwordHash: 'x',
      role: ROLES.ADMIN,
      staffRole: 'ADMINISTRATOR',
      status: 'ACTIVE_CONFIRMED',
      firstname: 'A',
      lastname: 'A',
    })
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
  return { t, tok, id, get: (key, url) => t.app.inject({ method: 'GET', url, headers: bearer(tok[key]!) }) };
}

/**
 * Where the active counters (per day, week, month) differ from distinct members counted over the
 * member rollup, and where a member's last active day differs from their latest active row: [] when
 * the triggers kept them exact.
 */
export async function activeDrift(db: Database): Promise<unknown[]> {
  await drainStats(db);
  const counters = await queryRows(
    db,
    sql`with a as (select user_id, day from stats_member_days where codes > 0 or orders > 0),
             x as (select k.kind, k.period, count(distinct a.user_id)::int as members from a cross join lateral
                     (values ('d', a.day), ('w', date_trunc('week', a.day)::date), ('m', date_trunc('month', a.day)::date)) k(kind, period)
                   group by 1, 2),
             c as (select kind, period, sum(members)::int as members from stats_active_periods group by 1, 2 having sum(members) <> 0)
        select x.kind, x.period, x.members, c.members as counted from x full join c using (kind, period)
        where x.members is distinct from c.members`,
  );
  const lastDays = await queryRows(
    db,
    sql`select * from (select d.user_id, max(d.day) as day, klub_stats_team(u.dth_id, u.is_deleted) as dth_id
                         from stats_member_days d left join users u on u.id = d.user_id
                         where d.codes > 0 or d.orders > 0 group by 1, 3) l
          full join stats_member_last m using (user_id) where (l.day, l.dth_id) is distinct from (m.day, m.dth_id)`,
  );
  return [...counters, ...lastDays];
}

/**
 * Where the orders and prizes rollups (migration 0018) differ from the orders and their elements
 * they sum: empty when the triggers kept them exact (the rebuild's own queries, compared row by row).
 */
export async function ordersDrift(db: Database): Promise<unknown[]> {
  const orders = await queryRows(
    db,
    sql`with x as (select (created_at at time zone 'Europe/Warsaw')::date as day, status, count(*)::int as orders, sum(total_points)::int as points
                   from orders group by 1, 2),
             r as (select day, status, sum(orders)::int as orders, sum(points)::int as points from stats_order_days
                   group by 1, 2 having sum(orders) <> 0 or sum(points) <> 0)
        select * from x full join r using (day, status) where (x.orders, x.points) is distinct from (r.orders, r.points)`,
  );
  const prizes = await queryRows(
    db,
    sql`with x as (select (o.created_at at time zone 'Europe/Warsaw')::date as day, coalesce(e.prize_id, 0) as prize_id, e.prize_name as name,
                          sum(e.amount)::int as units, count(distinct o.id)::int as orders, sum(e.amount * e.unit_points)::int as points,
                          sum(e.amount * e.unit_pln)::numeric as pln
                   from orders o join order_elements e on e.order_id = o.id and not e.is_deleted
                   where o.status <> 'CANCELLED' group by 1, 2, 3),
             r as (select day, prize_id, name, units, orders, points::int, pln from stats_prize_days
                   where units <> 0 or orders <> 0 or points <> 0 or pln <> 0)
        select * from x full join r using (day, prize_id, name)
        where (x.units, x.orders, x.points, x.pln) is distinct from (r.units, r.orders, r.points, r.pln)`,
  );
  const members = await queryRows(
    db,
    sql`with x as (select user_id, count(*)::int as placed, count(*) filter (where status <> 'CANCELLED')::int as orders,
                          coalesce(sum(total_points) filter (where status <> 'CANCELLED'), 0)::int as points from orders group by 1),
             r as (select user_id, placed, orders, points::int from stats_member_orders where placed <> 0 or orders <> 0 or points <> 0)
        select * from x full join r using (user_id) where (x.placed, x.orders, x.points) is distinct from (r.placed, r.orders, r.points)`,
  );
  return [...orders, ...prizes, ...members];
}

/** Where the promotions rollups (migration 0018: sums per day, members' last days) differ from the extra points in the ledger: empty when exact. */
export async function promotionsDrift(db: Database): Promise<unknown[]> {
  const sums = await queryRows(
    db,
    sql`with x as (select (created_at at time zone 'Europe/Warsaw')::date as day, source, reason, sum(amount)::int as points, count(*)::int as awards
                   from points_ledger where source in (3, 104) group by 1, 2, 3),
             r as (select day, source, reason, points::int, awards from stats_promotion_days where points <> 0 or awards <> 0)
        select * from x full join r using (day, source, reason) where (x.points, x.awards) is distinct from (r.points, r.awards)`,
  );
  const last = await queryRows(
    db,
    sql`with x as (select case when grouping(reason) = 0 then 0 when grouping(source) = 0 then 1 else 2 end as level,
                          coalesce(source, 0) as source, coalesce(reason, '') as reason, user_id,
                          (max(created_at) at time zone 'Europe/Warsaw')::date as day
                   from points_ledger where source in (3, 104)
                   group by grouping sets ((source, reason, user_id), (source, user_id), (user_id)))
        select * from x full join stats_promotion_last r using (level, source, reason, user_id) where x.day is distinct from r.day`,
  );
  return [...sums, ...last];
}
