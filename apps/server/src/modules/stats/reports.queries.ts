import { sql, type SQL } from 'drizzle-orm';
import type { StatsInterval } from '@klub/contracts';
import {
  memberPoints,
  pointsPackages,
  queryRows,
  regions,
  statsDays as g,
  statsExpiryMonths as x,
  statsMemberDays as md,
  statsPackageDays as p,
  statsPeopleDays as pd,
  statsActivePeriods as ap,
  statsMemberLast as ml,
  type Database,
} from '@klub/db';
import { warsawDayStartSql } from '../../lib/time';
import type { ReportSources } from './report-sources';
import { buckets, type DayRange } from './stats.queries';

/** The back office's reports: everyone's figures, read from the sharded daily rollups (migration 0013). */

export const num = (v: unknown) => Number(v ?? 0);
export const between = (column: unknown, r: DayRange) => sql`${column} between ${r.from}::date and ${r.to}::date`;
/**
 * Codes and their points in one pass over the previous period and this one: per (this period or
 * the previous one, bucket, package, source) — at most a few thousand cells, from which the report
 * sums its totals, series, packages and sources. The shards are summed per day first and only those
 * sums are bucketed: `date_trunc`/`to_char` per rollup row was most of the time (300 → 114 ms on
 * 0.5 M rows). Days are bucketed as `timestamp`, not `timestamptz`: no time-zone arithmetic per row.
 */
export async function codeCells(db: Database, s: ReportSources, period: DayRange, previous: DayRange, interval: StatsInterval) {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select (x.day >= ${period.from}::date) as current, to_char(date_trunc(${interval}, x.day::timestamp), 'YYYY-MM-DD') as period,
          x.package_id, x.source, sum(x.codes)::float8 as codes, sum(x.points)::float8 as points
        from (
          select ${p.day} as day, ${p.packageId} as package_id, ${p.source} as source, sum(${p.codes}) as codes, sum(${p.points}) as points
          from ${s.packageDays} where ${p.day} between ${previous.from}::date and ${period.to}::date
          group by 1, 2, 3
        ) x
        group by 1, 2, 3, 4
        -- codes moved to another day leave cells of zeros behind
        having sum(x.codes) <> 0 or sum(x.points) <> 0`,
  );
  return rows.map((r) => ({
    current: Boolean(r.current),
    period: String(r.period),
    packageId: num(r.package_id),
    source: num(r.source),
    codes: num(r.codes),
    points: num(r.points),
  }));
}

/** The buckets of the period (yyyy-mm-dd of each one's first day). */
export async function bucketsOf(db: Database, period: DayRange, interval: StatsInterval): Promise<string[]> {
  const rows = await queryRows<{ period: string }>(
    db,
    sql`select to_char(b, 'YYYY-MM-DD') as period from ${buckets(period, interval)} as b order by b`,
  );
  return rows.map((r) => r.period);
}

/** Names and groups of the packages. */
export async function packageNames(db: Database, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, { name: string; groupName: string }>();
  const rows = await db
    .select({ id: pointsPackages.id, name: pointsPackages.name, groupName: pointsPackages.groupName })
    .from(pointsPackages)
    .where(sql`${pointsPackages.id} = any(${sql.param([...ids])}::int[])`);
  return new Map(rows.map((r) => [r.id, { name: r.name, groupName: r.groupName }]));
}

/** Points earned, spent (less refunds) and expired in the period and the previous one. */
export async function pointTotals(db: Database, s: ReportSources, period: DayRange, previous: DayRange) {
  const f = (r: DayRange) => sql`filter (where ${between(g.day, r)})`;
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select coalesce(sum(${g.earned}) ${f(period)}, 0)::float8 as earned,
               coalesce(sum(${g.spent} - ${g.refunded}) ${f(period)}, 0)::float8 as spent,
               coalesce(sum(${g.expired}) ${f(period)}, 0)::float8 as expired,
               coalesce(sum(${g.earned}) ${f(previous)}, 0)::float8 as p_earned,
               coalesce(sum(${g.spent} - ${g.refunded}) ${f(previous)}, 0)::float8 as p_spent,
               coalesce(sum(${g.expired}) ${f(previous)}, 0)::float8 as p_expired
        from ${s.days} where ${g.day} between ${previous.from}::date and ${period.to}::date`,
  );
  return {
    earned: num(row?.earned),
    spent: num(row?.spent),
    expired: num(row?.expired),
    previous: { ...previous, earned: num(row?.p_earned), spent: num(row?.p_spent), expired: num(row?.p_expired) },
  };
}

export async function pointSeries(db: Database, s: ReportSources, period: DayRange, interval: StatsInterval) {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`with a as (select date_trunc(${interval}, ${g.day}::timestamp) as period, sum(${g.earned})::float8 as earned,
                          sum(${g.spent} - ${g.refunded})::float8 as spent, sum(${g.expired})::float8 as expired
                   from ${s.days} where ${between(g.day, period)} group by 1)
        select to_char(b.period, 'YYYY-MM-DD') as period, a.earned, a.spent, a.expired
        from ${buckets(period, interval)} as b(period) left join a on a.period = b.period order by b.period`,
  );
  return rows.map((r) => ({ period: String(r.period), earned: num(r.earned), spent: num(r.spent), expired: num(r.expired) }));
}

/** Points accounts per balance band (`bounds` ascending lower bounds): members and the points they hold. */
export async function balanceBands(db: Database, s: ReportSources, bounds: readonly number[]) {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select width_bucket(${memberPoints.balance}, ${sql.param([...bounds])}::int[]) as band, count(*)::int as members,
               coalesce(sum(${memberPoints.balance}), 0)::float8 as points
        from ${s.memberPoints} group by 1 order by 1`,
  );
  return rows.map((r) => ({ band: num(r.band), members: num(r.members), points: num(r.points) }));
}

/** Unspent points by the month they expire (`infinity`: no expiry). */
export async function expiryMonths(db: Database, s: ReportSources) {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${x.month}::text as month, sum(${x.points})::float8 as points from ${s.expiryMonths} group by 1 having sum(${x.points}) <> 0 order by 1`,
  );
  return rows.map((r) => ({ month: String(r.month), points: num(r.points) }));
}

/** `column` (a timestamptz) within the Polish days of `r`. */
export const during = (column: unknown, r: DayRange): SQL =>
  sql`${column} >= ${warsawDayStartSql(r.from)} and ${column} < ${warsawDayStartSql(r.to)} + interval '1 day'`;
/**
 * Contractors per status (now, not deleted) and per region (now; joined in the period, deleted ones
 * too), and who joined in the period and the previous one — from the people rollup (migration 0016),
 * a few rows per day, not the users.
 */
export async function contractorPeople(db: Database, s: ReportSources, period: DayRange, previous: DayRange) {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${pd.status} as status, ${pd.regionId} as region_id, grouping(${pd.status}) as by_region,
               coalesce(sum(${pd.members}) filter (where not ${pd.isDeleted}), 0)::int as members,
               coalesce(sum(${pd.members}) filter (where ${between(pd.day, period)}), 0)::int as new_members,
               coalesce(sum(${pd.members}) filter (where ${between(pd.day, period)} and ${pd.status} = 'ACTIVE_CONFIRMED'), 0)::int as new_confirmed,
               coalesce(sum(${pd.members}) filter (where ${between(pd.day, previous)}), 0)::int as previous_new
        from ${s.peopleDays}
        group by grouping sets ((${pd.status}), (${pd.regionId}))`,
  );
  return rows.map((r) => ({
    byRegion: num(r.by_region) === 1,
    status: r.status as string | null,
    // 0 in the rollup: no region.
    regionId: num(r.region_id) === 0 ? null : num(r.region_id),
    members: num(r.members),
    newMembers: num(r.new_members),
    newConfirmed: num(r.new_confirmed),
    previousNew: num(r.previous_new),
  }));
}

export async function regionNames(db: Database): Promise<Map<number, string>> {
  const rows = await db.select({ id: regions.id, name: regions.name }).from(regions);
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Contractors who joined, per bucket of the period. */
export async function joinedSeries(db: Database, s: ReportSources, period: DayRange, interval: StatsInterval) {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select to_char(date_trunc(${interval}, ${pd.day}::timestamp), 'YYYY-MM-DD') as period, sum(${pd.members})::int as n
        from ${s.peopleDays} where ${between(pd.day, period)} group by 1`,
  );
  return new Map(rows.map((r) => [String(r.period), num(r.n)]));
}

const KINDS: Record<StatsInterval, 'd' | 'w' | 'm'> = { day: 'd', week: 'w', month: 'm' };

/**
 * Active contractors (a code or an order) per bucket, each counted once in its day, week or month
 * (the first and the last bucket count their whole week or month): the counters of migration 0016.
 */
export async function activeSeries(db: Database, s: ReportSources, period: DayRange, interval: StatsInterval) {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select to_char(${ap.period}, 'YYYY-MM-DD') as period, sum(${ap.members})::int as n from ${s.activePeriods}
        where ${ap.kind} = ${KINDS[interval]} and ${ap.period} between date_trunc(${interval}, ${period.from}::timestamp)::date and ${period.to}::date
        group by 1`,
  );
  return new Map(rows.map((r) => [String(r.period), num(r.n)]));
}

/**
 * Contractors active in the period, each once. A period that ends today (every preset) is an index
 * range over each member's last active day; one that ended earlier counts distinct members over the
 * member rollup's partial index (its cost grows with the range: docs/domain.md).
 */
export async function activeCount(db: Database, s: ReportSources, period: DayRange, today: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    period.to >= today
      ? sql`select count(*)::int as n from ${s.memberLast} where ${ml.day} >= ${period.from}::date`
      : sql`select count(distinct ${md.userId})::int as n from ${s.memberDays} where (${md.codes} > 0 or ${md.orders} > 0) and ${between(md.day, period)}`,
  );
  return num(row?.n);
}
