import { sql } from 'drizzle-orm';
import type { StatsInterval } from '@klub/contracts';
import {
  memberPoints,
  pointsPackages,
  queryRows,
  statsDays as g,
  statsExpiryMonths as x,
  statsPackageDays as p,
  type Database,
} from '@klub/db';
import type { DayRange } from './stats.queries';

/** The back office's reports: everyone's figures, read from the sharded daily rollups (migration 0013). */

const num = (v: unknown) => Number(v ?? 0);
const between = (column: unknown, r: DayRange) => sql`${column} between ${r.from}::date and ${r.to}::date`;
const buckets = (r: DayRange, interval: StatsInterval) =>
  sql`generate_series(date_trunc(${interval}, ${r.from}::date), ${r.to}::date, ${`1 ${interval}`}::interval)`;

/** Codes and their points in the period and in the previous one. */
export async function codeTotals(db: Database, period: DayRange, previous: DayRange) {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select coalesce(sum(${p.codes}) filter (where ${between(p.day, period)}), 0)::float8 as codes,
               coalesce(sum(${p.points}) filter (where ${between(p.day, period)}), 0)::float8 as points,
               coalesce(sum(${p.codes}) filter (where ${between(p.day, previous)}), 0)::float8 as p_codes,
               coalesce(sum(${p.points}) filter (where ${between(p.day, previous)}), 0)::float8 as p_points
        from ${p} where ${p.day} between ${previous.from}::date and ${period.to}::date`,
  );
  return {
    codes: num(row?.codes),
    points: num(row?.points),
    previous: { ...previous, codes: num(row?.p_codes), points: num(row?.p_points) },
  };
}

/** Codes per bucket, every bucket present. */
export async function codeSeries(db: Database, period: DayRange, interval: StatsInterval) {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`with a as (select date_trunc(${interval}, ${p.day}) as period, sum(${p.codes})::float8 as codes, sum(${p.points})::float8 as points
                   from ${p} where ${between(p.day, period)} group by 1)
        select to_char(b.period, 'YYYY-MM-DD') as period, a.codes, a.points
        from ${buckets(period, interval)} as b(period) left join a on a.period = b.period order by b.period`,
  );
  return rows.map((r) => ({ period: String(r.period), codes: num(r.codes), points: num(r.points) }));
}

/** Codes per package, most registered first. */
export async function codesByPackage(db: Database, period: DayRange) {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select a.package_id, ${pointsPackages.name} as name, ${pointsPackages.groupName} as group_name, a.codes, a.points
        from (select ${p.packageId} as package_id, sum(${p.codes})::float8 as codes, sum(${p.points})::float8 as points
              from ${p} where ${between(p.day, period)} group by 1) a
        join ${pointsPackages} on ${pointsPackages.id} = a.package_id
        order by a.codes desc, ${pointsPackages.name}`,
  );
  return rows.map((r) => ({
    packageId: num(r.package_id),
    name: String(r.name),
    groupName: String(r.group_name),
    codes: num(r.codes),
    points: num(r.points),
  }));
}

/** Codes per source (where they were typed). */
export async function codesBySource(db: Database, period: DayRange) {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${p.source} as source, sum(${p.codes})::float8 as codes, sum(${p.points})::float8 as points
        from ${p} where ${between(p.day, period)} group by 1 order by 1`,
  );
  return rows.map((r) => ({ source: num(r.source), codes: num(r.codes), points: num(r.points) }));
}

/** Points earned, spent (less refunds) and expired in the period and the previous one. */
export async function pointTotals(db: Database, period: DayRange, previous: DayRange) {
  const f = (r: DayRange) => sql`filter (where ${between(g.day, r)})`;
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select coalesce(sum(${g.earned}) ${f(period)}, 0)::float8 as earned,
               coalesce(sum(${g.spent} - ${g.refunded}) ${f(period)}, 0)::float8 as spent,
               coalesce(sum(${g.expired}) ${f(period)}, 0)::float8 as expired,
               coalesce(sum(${g.earned}) ${f(previous)}, 0)::float8 as p_earned,
               coalesce(sum(${g.spent} - ${g.refunded}) ${f(previous)}, 0)::float8 as p_spent,
               coalesce(sum(${g.expired}) ${f(previous)}, 0)::float8 as p_expired
        from ${g} where ${g.day} between ${previous.from}::date and ${period.to}::date`,
  );
  return {
    earned: num(row?.earned),
    spent: num(row?.spent),
    expired: num(row?.expired),
    previous: { ...previous, earned: num(row?.p_earned), spent: num(row?.p_spent), expired: num(row?.p_expired) },
  };
}

export async function pointSeries(db: Database, period: DayRange, interval: StatsInterval) {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`with a as (select date_trunc(${interval}, ${g.day}) as period, sum(${g.earned})::float8 as earned,
                          sum(${g.spent} - ${g.refunded})::float8 as spent, sum(${g.expired})::float8 as expired
                   from ${g} where ${between(g.day, period)} group by 1)
        select to_char(b.period, 'YYYY-MM-DD') as period, a.earned, a.spent, a.expired
        from ${buckets(period, interval)} as b(period) left join a on a.period = b.period order by b.period`,
  );
  return rows.map((r) => ({ period: String(r.period), earned: num(r.earned), spent: num(r.spent), expired: num(r.expired) }));
}

/** Points accounts per balance band (`bounds` ascending lower bounds): members and the points they hold. */
export async function balanceBands(db: Database, bounds: readonly number[]) {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select width_bucket(${memberPoints.balance}, ${sql.param([...bounds])}::int[]) as band, count(*)::int as members,
               coalesce(sum(${memberPoints.balance}), 0)::float8 as points
        from ${memberPoints} group by 1 order by 1`,
  );
  return rows.map((r) => ({ band: num(r.band), members: num(r.members), points: num(r.points) }));
}

/** Unspent points by the month they expire (`infinity`: no expiry). */
export async function expiryMonths(db: Database) {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${x.month}::text as month, sum(${x.points})::float8 as points from ${x} group by 1 having sum(${x.points}) <> 0 order by 1`,
  );
  return rows.map((r) => ({ month: String(r.month), points: num(r.points) }));
}
