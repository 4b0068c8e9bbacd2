import { sql } from 'drizzle-orm';
import { PROMOTION_SOURCES, type StatsInterval } from '@klub/contracts';
import {
  orders as o,
  pointsLedger as l,
  prizeGroups,
  prizes,
  queryRows,
  statsDays as g,
  statsMemberOrders as mo,
  statsOrderDays as od,
  statsPrizeDays as pz,
  statsPromotionDays as pr,
  statsPromotionLast as plast,
  users,
  type Database,
} from '@klub/db';
import { between, during, num } from './reports.queries';
import type { ReportSources } from './report-sources';
import { buckets, type DayRange } from './stats.queries';

/**
 * The back office's reports on what members ordered and were given — orders, prizes, extra points —
 * from the rollups of migration 0018 (and the orders themselves where a period needs them).
 */

/** Orders placed and points paid for them (less refunds) in the period and the previous one, from the daily rollup. */
export async function orderTotals(db: Database, s: ReportSources, period: DayRange, previous: DayRange) {
  const f = (r: DayRange) => sql`filter (where ${between(g.day, r)})`;
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select coalesce(sum(${g.orders}) ${f(period)}, 0)::float8 as orders,
               coalesce(sum(${g.spent} - ${g.refunded}) ${f(period)}, 0)::float8 as points,
               coalesce(sum(${g.orders}) ${f(previous)}, 0)::float8 as p_orders,
               coalesce(sum(${g.spent} - ${g.refunded}) ${f(previous)}, 0)::float8 as p_points
        from ${s.days} where ${g.day} between ${previous.from}::date and ${period.to}::date`,
  );
  return {
    orders: num(row?.orders),
    points: num(row?.points),
    previous: { ...previous, orders: num(row?.p_orders), points: num(row?.p_points) },
  };
}

export async function orderSeries(db: Database, s: ReportSources, period: DayRange, interval: StatsInterval) {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`with a as (select date_trunc(${interval}, ${g.day}::timestamp) as period, sum(${g.orders})::float8 as orders,
                          sum(${g.spent} - ${g.refunded})::float8 as points
                   from ${s.days} where ${between(g.day, period)} group by 1)
        select to_char(b.period, 'YYYY-MM-DD') as period, a.orders, a.points
        from ${buckets(period, interval)} as b(period) left join a on a.period = b.period order by b.period`,
  );
  return rows.map((r) => ({ period: String(r.period), orders: num(r.orders), points: num(r.points) }));
}

/** The period's orders by their status now, from the orders rollup (migration 0018). */
export async function orderStatuses(db: Database, s: ReportSources, period: DayRange) {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${od.status} as status, sum(${od.orders})::int as orders, sum(${od.points})::float8 as points
        from ${s.orderDays} where ${between(od.day, period)} group by 1 having sum(${od.orders}) <> 0`,
  );
  return rows.map((r) => ({ status: String(r.status), orders: num(r.orders), points: num(r.points) }));
}

const buyerColumns = sql`${users.firstname} || ' ' || ${users.lastname} as full_name, ${users.companyName} as company_name, ${users.city} as city`;

/** Whether `period` runs from the first order's day to the last one's (or there is no order). */
async function holdsEveryOrder(db: Database, period: DayRange): Promise<boolean> {
  const [span] = await queryRows<{ first: string | null; last: string | null }>(
    db,
    sql`select (select min(${od.day}) from ${od} where ${od.orders} <> 0)::text as first,
               (select max(${od.day}) from ${od} where ${od.orders} <> 0)::text as last`,
  );
  return !span?.first || (period.from <= span.first && period.to >= span.last!);
}

/**
 * The members who placed orders in the period (each once, cancelled orders too) and, of them, those
 * with most orders that were not cancelled (at most `limit`). A period holding every order there is
 * reads each member's all-time totals (migration 0018) through their index; any other groups the
 * period's orders by member (its cost grows with the orders in it: docs/domain.md).
 */
export async function buyers(db: Database, s: ReportSources, period: DayRange, limit: number) {
  // An audience's members: their orders of the period (the all-time totals are everyone's shortcut).
  const whole = s.everyone && (await holdsEveryOrder(db, period));
  const rows = await queryRows<Record<string, unknown>>(
    db,
    whole
      ? sql`with t as (select ${mo.userId} as user_id, ${mo.orders} as orders, ${mo.points}::float8 as points from ${s.memberOrders}
                       where ${mo.orders} > 0 order by ${mo.orders} desc, ${mo.points} desc, ${mo.userId} limit ${limit})
            select (select count(*) from ${s.memberOrders} where ${mo.placed} > 0)::int as buyers, t.*, ${buyerColumns}
            from (select 1) one left join t on true left join ${users} on ${users.id} = t.user_id
            order by t.orders desc, t.points desc, t.user_id`
      : sql`with b as (select ${o.userId} as user_id, count(*) filter (where ${o.status} <> 'CANCELLED')::int as orders,
                              coalesce(sum(${o.totalPoints}) filter (where ${o.status} <> 'CANCELLED'), 0)::float8 as points
                       from ${s.orders} where ${during(o.createdAt, period)} group by 1),
                 t as (select * from b where orders > 0 order by orders desc, points desc, user_id limit ${limit})
            select (select count(*) from b)::int as buyers, t.*, ${buyerColumns}
            from (select 1) one left join t on true left join ${users} on ${users.id} = t.user_id
            order by t.orders desc, t.points desc, t.user_id`,
  );
  return {
    buyers: num(rows[0]?.buyers),
    top: rows
      .filter((r) => r.user_id !== null)
      .map((r) => ({
        userId: num(r.user_id),
        fullName: String(r.full_name),
        companyName: (r.company_name as string | null) ?? null,
        city: (r.city as string | null) ?? null,
        orders: num(r.orders),
        points: num(r.points),
      })),
  };
}

/** Orders placed in the period and the previous one that are not cancelled, from the orders rollup (migration 0018). */
async function liveOrders(db: Database, s: ReportSources, period: DayRange, previous: DayRange) {
  const [row] = await queryRows<{ current: number; previous: number }>(
    db,
    sql`select coalesce(sum(${od.orders}) filter (where ${od.day} >= ${period.from}::date), 0)::int as current,
               coalesce(sum(${od.orders}) filter (where ${od.day} < ${period.from}::date), 0)::int as previous
        from ${s.orderDays} where ${od.status} <> 'CANCELLED' and ${od.day} between ${previous.from}::date and ${period.to}::date`,
  );
  return { current: num(row?.current), previous: num(row?.previous) };
}

/**
 * Prizes ordered in the period, from the prizes rollup (migration 0018; cancelled orders and deleted
 * elements are not in it): per prize (a deleted prize keeps its name), per bucket and in all — and
 * the previous period's totals. An order holding several prizes counts once in the totals.
 */
export async function prizeCells(db: Database, s: ReportSources, period: DayRange, previous: DayRange, interval: StatsInterval) {
  const [rows, orders] = await Promise.all([
    queryRows<Record<string, unknown>>(
      db,
      sql`with x as (select ${pz.day} >= ${period.from}::date as current, date_trunc(${interval}, ${pz.day}::timestamp) as bucket,
                            ${pz.prizeId} as prize_id, ${pz.name} as name, ${pz.units} as units, ${pz.orders} as orders,
                            ${pz.points} as points, ${pz.pln} as pln
                     from ${s.prizeDays} where ${pz.day} between ${previous.from}::date and ${period.to}::date),
               c as (select current, to_char(bucket, 'YYYY-MM-DD') as period, nullif(prize_id, 0) as prize_id, name,
                            sum(units)::float8 as quantity, sum(orders)::int as orders, sum(points)::float8 as points, sum(pln)::float8 as pln,
                            grouping(bucket) as no_period, grouping(prize_id) as no_prize
                     from x group by grouping sets ((current), (current, bucket), (current, prize_id, name))
                     -- a prize whose every order was cancelled since leaves rows of zeros
                     having grouping(prize_id) = 1 or sum(units) <> 0 or sum(orders) <> 0)
          select c.*, ${prizes.groupId} as group_id, ${prizeGroups.name} as group_name
          from c left join ${prizes} on ${prizes.id} = c.prize_id left join ${prizeGroups} on ${prizeGroups.id} = ${prizes.groupId}`,
    ),
    liveOrders(db, s, period, previous),
  ]);
  const cell = (r: Record<string, unknown>) => ({
    quantity: num(r.quantity),
    orders: num(r.orders),
    points: num(r.points),
    pln: Math.round(num(r.pln) * 100) / 100,
  });
  const now = rows.filter((r) => r.current === true);
  const total = (list: Record<string, unknown>[]) => list.find((r) => num(r.no_period) === 1 && num(r.no_prize) === 1);
  const zero = { quantity: 0, orders: 0, points: 0, pln: 0 };
  const before = total(rows.filter((r) => r.current === false));
  const current = total(now);
  return {
    total: { ...(current ? cell(current) : zero), orders: orders.current },
    previous: { ...(before ? cell(before) : zero), orders: orders.previous },
    byPeriod: new Map(now.filter((r) => num(r.no_period) === 0).map((r) => [String(r.period), cell(r)])),
    prizes: now
      .filter((r) => num(r.no_prize) === 0)
      .map((r) => ({
        prizeId: r.prize_id === null ? null : num(r.prize_id),
        name: String(r.name),
        groupId: r.group_id === null || r.group_id === undefined ? null : num(r.group_id),
        groupName: (r.group_name as string | null) ?? null,
        ...cell(r),
      })),
  };
}

/**
 * Extra points (admins' additions and contest awards) in the period and the previous one: per
 * bucket and source, per source, per source and reason, and in all — points and awards from the
 * promotions rollup (migration 0018) — and the period's members, each counted once in each (see
 * `promotionMembers`).
 */
export async function promotionCells(
  db: Database,
  s: ReportSources,
  period: DayRange,
  previous: DayRange,
  interval: StatsInterval,
  today: string,
) {
  const [sums, members] = await Promise.all([
    queryRows<Record<string, unknown>>(
      db,
      sql`with x as (select ${pr.day} >= ${period.from}::date as current, date_trunc(${interval}, ${pr.day}::timestamp) as bucket,
                            ${pr.source} as source, ${pr.reason} as reason, ${pr.points} as points, ${pr.awards} as awards
                     from ${s.promotionDays} where ${pr.day} between ${previous.from}::date and ${period.to}::date)
          select current, to_char(bucket, 'YYYY-MM-DD') as period, source, reason, sum(points)::float8 as points, sum(awards)::int as awards,
                 grouping(bucket) as no_period, grouping(source) as no_source, grouping(reason) as no_reason
          from x group by grouping sets ((current, bucket, source), (current, source), (current, source, reason), (current))
          having sum(awards) <> 0`,
    ),
    promotionMembers(db, s, period, today),
  ]);
  return sums.map((r) => {
    const source = num(r.no_source) ? null : num(r.source);
    const reason = num(r.no_reason) ? null : String(r.reason);
    const period = num(r.no_period) ? null : String(r.period);
    return {
      current: Boolean(r.current),
      period,
      source,
      reason,
      points: num(r.points),
      awards: num(r.awards),
      members: r.current === true && period === null ? (members.get(memberKey(source, reason)) ?? 0) : 0,
    };
  });
}

const memberKey = (source: number | null, reason: string | null) => `${source ?? ''}\u0000${reason ?? ''}`;

/**
 * Members who got extra points in the period, each once per source and reason, per source and in
 * all (keyed by `memberKey`). A period that ends today (every preset) counts the members whose last
 * such day is in it (`stats_promotion_last`, an index range); one that ended earlier counts distinct
 * members over the ledger's covering promotions index (its cost grows with the awards in it).
 */
async function promotionMembers(db: Database, s: ReportSources, period: DayRange, today: string): Promise<Map<string, number>> {
  const sources = sql.join(
    PROMOTION_SOURCES.map((s) => sql`${s}`),
    sql`, `,
  );
  const rows = await queryRows<{ level: number; source: number; reason: string; members: number }>(
    db,
    period.to >= today
      ? sql`select ${plast.level} as level, ${plast.source} as source, ${plast.reason} as reason, count(*)::int as members
            from ${s.promotionLast} where ${plast.day} >= ${period.from}::date group by 1, 2, 3`
      : sql`with u as (select ${l.source} as source, ${l.reason} as reason, ${l.userId} as user_id from ${s.ledger}
                       where ${l.source} in (${sources}) and ${during(l.createdAt, period)} group by 1, 2, 3)
            select grouping(source) + grouping(reason) as level, coalesce(source, 0) as source, coalesce(reason, '') as reason,
                   count(distinct user_id)::int as members
            from u group by grouping sets ((source, reason), (source), ())`,
  );
  return new Map(
    rows.map((r) => [memberKey(num(r.level) === 2 ? null : num(r.source), num(r.level) === 0 ? String(r.reason) : null), num(r.members)]),
  );
}
