import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { alias } from 'drizzle-orm/pg-core';
import type { ConnectionsQuery, ExecutorsTableQuery, RegionAssignment } from '@klub/contracts';
import {
  distributors as dist,
  memberDistributors as md,
  memberPoints as m,
  queryRows,
  regions,
  statsMemberDays as d,
  users as u,
  type Database,
} from '@klub/db';
import { pageSql } from '../../lib/paging';
import { isoTime } from '../../lib/time';
import type { ReportSources } from './report-sources';
import type { DayRange } from './stats.queries';

/** The back office's paged reports: the executors table and the contractor ↔ distributor connections. */

const num = (v: unknown) => Number(v ?? 0);
const text = (v: unknown) => (v === null || v === undefined ? null : String(v));
/** The member a row of a table is about (its `user_id`, `full_name`, `company_name`, `city`, `region_name`). */
const memberOf = (r: Record<string, unknown>) => ({
  userId: num(r.user_id),
  fullName: String(r.full_name),
  companyName: text(r.company_name),
  city: text(r.city),
  regionName: text(r.region_name),
});
const memberRegion = alias(regions, 'member_region');
const distRegion = alias(regions, 'dist_region');

type ExecutorsQuery = Omit<z.output<typeof ExecutorsTableQuery>, 'from' | 'to' | 'interval'>;

const EXECUTOR_ORDER: Record<ExecutorsQuery['sort'], SQL> = {
  balance: sql`${m.balance} desc, ${m.userId} desc`,
  lastname: sql`${u.lastname}, ${u.firstname}, ${u.id}`,
};

/**
 * A page of points accounts (every member who ever held points, a deleted one too) in the table's
 * order, then the period's figures of only that page's members: one index range per member on the
 * rollup's key (user_id, day), so the page costs the same whatever the range.
 */
export async function executorsPage(db: Database, s: ReportSources, period: DayRange, q: ExecutorsQuery) {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`with page as (
          select ${m.userId} as user_id, ${m.balance} as balance,
                 case when ${m.earnedYear} = extract(year from now() at time zone 'Europe/Warsaw') then ${m.earnedPoints} else 0 end as earned_year,
                 ${u.firstname} || ' ' || ${u.lastname} as full_name, ${u.companyName} as company_name, ${u.city} as city,
                 ${u.isDeleted} as is_deleted, ${memberRegion.name} as region_name
          from ${s.memberPoints} join ${u} on ${u.id} = ${m.userId} left join ${regions} as member_region on ${memberRegion.id} = ${u.regionId}
          order by ${EXECUTOR_ORDER[q.sort]} ${pageSql(q)})
        select page.*, coalesce(a.codes, 0)::float8 as codes, coalesce(a.earned, 0)::float8 as earned, coalesce(a.spent, 0)::float8 as spent,
               coalesce(a.expired, 0)::float8 as expired, coalesce(a.orders, 0)::float8 as orders
        from page left join lateral (
          select sum(${d.codes}) as codes, sum(${d.earned}) as earned, sum(${d.spent} - ${d.refunded}) as spent,
                 sum(${d.expired}) as expired, sum(${d.orders}) as orders
          from ${d} where ${d.userId} = page.user_id and ${d.day} between ${period.from}::date and ${period.to}::date) a on true`,
  );
  return rows.map((r) => ({
    ...memberOf(r),
    isDeleted: Boolean(r.is_deleted),
    balance: num(r.balance),
    earnedYear: num(r.earned_year),
    codes: num(r.codes),
    earned: num(r.earned),
    spent: num(r.spent),
    expired: num(r.expired),
    orders: num(r.orders),
  }));
}

/** Every points account: an index-only count of `member_points`. */
export async function executorsCount(db: Database, s: ReportSources): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${s.memberPoints}`);
  return num(row?.n);
}

/** Whether the distributor is in the contractor's region (the member's region is copied onto the connection, migration 0017). */
const assignmentOf = (memberRegion: unknown) => sql`case when ${memberRegion} is null or ${dist.regionId} is null then 'unknown'
  when ${memberRegion} = ${dist.regionId} then 'same' else 'other' end`;
const assignment = assignmentOf(md.memberRegionId);

type ConnectionFilter = Pick<z.output<typeof ConnectionsQuery>, 'userId' | 'distributorId' | 'regionAssignment'>;

/** Connections of members not deleted, of one member and one distributor when asked. */
function connectionsWhere(f: ConnectionFilter): SQL[] {
  const where: SQL[] = [sql`not ${md.memberDeleted}`];
  if (f.userId !== undefined) where.push(sql`${md.userId} = ${f.userId}`);
  if (f.distributorId !== undefined) where.push(sql`${md.distributorId} = ${f.distributorId}`);
  return where;
}

/**
 * The region assignment as plain comparisons, not `assignment` = value: the planner estimates these
 * (a `case` it takes for 1 row in 200), so a page of "other" walks the distributors in name order
 * and sorts each one's members (an incremental sort) instead of sorting every connection: 700 → 21 ms.
 */
const assignmentIs: Record<RegionAssignment, SQL> = {
  same: sql`${md.memberRegionId} = ${dist.regionId}`,
  other: sql`${md.memberRegionId} <> ${dist.regionId}`,
  unknown: sql`(${md.memberRegionId} is null or ${dist.regionId} is null)`,
};

/** Connections narrowed by the filters of spec §3 — without joining the members. */
function connectionsFrom(s: ReportSources, f: ConnectionFilter): SQL {
  const where = connectionsWhere(f);
  if (f.regionAssignment !== undefined) where.push(assignmentIs[f.regionAssignment]);
  return sql`${s.memberDistributors} join ${dist} on ${dist.id} = ${md.distributorId} where ${sql.join(where, sql` and `)}`;
}

/**
 * A page of connections (`limit` null: every one), by distributor (`distributors_name_idx`), then
 * member: the members of the page's distributors only are read.
 */
export async function connectionRows(db: Database, s: ReportSources, f: ConnectionFilter, skip: number, limit: number | null) {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select c.*, ${u.firstname} || ' ' || ${u.lastname} as full_name, ${u.companyName} as company_name, ${u.city} as city,
               ${memberRegion.name} as region_name, ${distRegion.name} as distributor_region_name
        from (select ${md.userId} as user_id, ${md.distributorId} as distributor_id, ${dist.name} as distributor_name,
                     ${dist.city} as distributor_city, ${dist.regionId} as distributor_region_id, ${md.memberRegionId} as member_region_id,
                     ${assignment} as region_assignment, ${md.createdAt} as since
              from ${connectionsFrom(s, f)}) c
        join ${u} on ${u.id} = c.user_id
        left join ${regions} as member_region on ${memberRegion.id} = c.member_region_id
        left join ${regions} as dist_region on ${distRegion.id} = c.distributor_region_id
        order by c.distributor_name, c.distributor_id, ${u.lastname}, ${u.firstname}, c.user_id
        ${limit === null ? sql`` : sql`limit ${limit}`} offset ${skip}`,
  );
  return rows.map((r) => ({
    ...memberOf(r),
    distributorId: num(r.distributor_id),
    distributorName: String(r.distributor_name),
    distributorCity: text(r.distributor_city),
    distributorRegionName: text(r.distributor_region_name),
    regionAssignment: String(r.region_assignment) as RegionAssignment,
    since: isoTime(r.since as Date | string),
  }));
}

/**
 * With the same filters: how many connections per region assignment (their sum is the total) and
 * per distributor (the report shows the `top` with most contractors). The connections are first
 * counted per distributor and member region (a hash aggregate of at most distributors × regions
 * groups), and only those counts are joined and grouped: grouping sets over the rows themselves
 * sorted half a million of them on disk (934 → ~100 ms).
 */
export async function connectionSummary(db: Database, s: ReportSources, f: ConnectionFilter, top: number) {
  const where = connectionsWhere(f);
  const ra = assignmentOf(sql`g.member_region_id`);
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`with g as (select ${md.distributorId} as distributor_id, ${md.memberRegionId} as member_region_id, count(*)::int as n
                   from ${s.memberDistributors} where ${sql.join(where, sql` and `)} group by 1, 2),
             a as (select ${ra} as region_assignment, g.distributor_id, ${dist.name} as name, g.n
                   from g join ${dist} on ${dist.id} = g.distributor_id)
        select region_assignment, null::int as distributor_id, null as name, sum(n)::int as n from a
        ${f.regionAssignment === undefined ? sql`` : sql`where region_assignment = ${f.regionAssignment}`} group by 1
        union all
        select null, distributor_id, name, sum(n)::int from a
        ${f.regionAssignment === undefined ? sql`` : sql`where region_assignment = ${f.regionAssignment}`} group by 2, 3`,
  );
  return {
    assignments: new Map(
      rows.filter((r) => r.distributor_id === null).map((r) => [String(r.region_assignment) as RegionAssignment, num(r.n)]),
    ),
    distributors: rows
      .filter((r) => r.distributor_id !== null)
      .map((r) => ({ distributorId: num(r.distributor_id), name: String(r.name), contractors: num(r.n) }))
      .sort((a, b) => b.contractors - a.contractors || a.name.localeCompare(b.name, 'pl') || a.distributorId - b.distributorId)
      .slice(0, top),
  };
}
