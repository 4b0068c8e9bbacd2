import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { POINTS_ROLES, ROLES, type StatsInterval } from '@klub/contracts';
import {
  codes,
  memberPoints,
  pointsPackages,
  pointsLedger,
  queryRows,
  statsMemberDays as d,
  statsMemberPackageDays as pd,
  statsMemberLast as ml,
  users,
  type Database,
} from '@klub/db';
import { pageSql } from '../../lib/paging';
import { isoTime, warsawDay, warsawDayStartSql } from '../../lib/time';
import { memberSearch } from '../members/members.queries';

/** The contractor `u` (named as members.queries names it, for `memberSearch`), their DTH `dth`. */
const u = alias(users, 'u');
const dth = alias(users, 'dth');
const m = alias(memberPoints, 'm');

/** Who asks: a DTH (41) or an RDS (61), by user id. */
export interface Rep {
  id: number;
  role: number;
}

/** A period of whole Polish days, both ends included. */
export interface DayRange {
  from: string;
  to: string;
}

/** Which of the rep's contractors a statistic counts: the filters of spec §7 (all optional). */
export interface ContractorFilter {
  /** DTH ids, already checked to be the rep's own. */
  dthIds?: readonly number[];
  isConfirmed?: boolean;
  city?: string;
  userId?: number;
  search?: string;
}

/** The DTHs of a rep's team: an RDS's DTHs, or the DTH themselves. */
export async function teamDths(db: Database, rep: Rep): Promise<{ id: number; name: string }[]> {
  const mine = rep.role === ROLES.RDS ? sql`${users.rdsId} = ${rep.id}` : sql`${users.id} = ${rep.id}`;
  return queryRows(
    db,
    sql`select ${users.id} as id, ${users.firstname} || ' ' || ${users.lastname} as name from ${users}
        where ${mine} and ${users.role} = ${ROLES.DTH} and ${users.isDeleted} = false
        order by ${users.lastname}, ${users.firstname}, ${users.id}`,
  );
}

/**
 * The condition on `u` that keeps only the rep's contractors matching the filter: members with
 * points (no employees, no admins), not deleted, assigned to one of `teamIds`.
 */
function contractorsWhere(teamIds: readonly number[], f: ContractorFilter): SQL {
  const ids = f.dthIds && f.dthIds.length > 0 ? f.dthIds : teamIds;
  const where: SQL[] = [
    sql`${u.dthId} = any(${sql.param([...ids])}::int[])`,
    sql`${u.isDeleted} = false`,
    sql`${u.role} = any(${sql.param([...POINTS_ROLES])}::int[])`,
  ];
  if (f.isConfirmed !== undefined)
    where.push(f.isConfirmed ? sql`${u.status} = 'ACTIVE_CONFIRMED'` : sql`${u.status} <> 'ACTIVE_CONFIRMED'`);
  if (f.city) where.push(sql`lower(${u.city}) = lower(${f.city})`);
  if (f.userId !== undefined) where.push(sql`${u.id} = ${f.userId}`);
  const search = memberSearch(f.search);
  if (search) where.push(search);
  return sql.join(where, sql` and `);
}

/** Whether the member is one of the rep's contractors. */
export async function isTeamContractor(db: Database, teamIds: readonly number[], userId: number): Promise<boolean> {
  const rows = await queryRows(db, sql`select 1 from ${users} u where ${contractorsWhere(teamIds, { userId })}`);
  return rows.length > 0;
}

const num = (v: unknown) => Number(v ?? 0);

/** Whether the filter narrows to some of the team's contractors (not only to DTHs). */
const narrowsMembers = (f: ContractorFilter) =>
  f.isConfirmed !== undefined || Boolean(f.city) || f.userId !== undefined || Boolean(f.search);

/**
 * The rollup rows (`stats_member_days` or `stats_member_package_days`) of the team's contractors:
 * by the rows' own `dth_id` (their covering index, no look at the people), and only when the filter
 * narrows to some contractors, those of them (a semi-join on the users).
 */
function teamRows(rows: typeof d | typeof pd, teamIds: readonly number[], f: ContractorFilter): SQL {
  const ids = f.dthIds && f.dthIds.length > 0 ? f.dthIds : teamIds;
  const team = sql`${rows.dthId} = any(${sql.param([...ids])}::int[])`;
  if (!narrowsMembers(f)) return team;
  return sql`${team} and ${rows.userId} in (select ${u.id} from ${users} u where ${contractorsWhere(teamIds, f)})`;
}

/**
 * Per DTH: what their contractors did in `period` and in `previous`, and the period's figures per
 * bucket (every bucket present), from one pass over the team's rows (per DTH and bucket; the
 * previous period as one bucket). The active contractors, each counted once, are read apart: of a
 * period that ends today (every preset), those whose last active day is in it — an index range per
 * DTH (`stats_member_last_team_idx`) instead of a distinct count over the team's member-days (an RDS's
 * 50 000 contractors over 5 years: 500 000 rows to sort); with a filter on the people, or of a period
 * that ended, a distinct count over that period's rows.
 */
export async function teamActivity(
  db: Database,
  teamIds: readonly number[],
  f: ContractorFilter,
  period: DayRange,
  previous: DayRange,
  interval: StatsInterval,
  today = warsawDay(),
) {
  const active = sql`(${d.codes} > 0 or ${d.orders} > 0)`;
  const fromLast = !narrowsMembers(f) && period.to >= today;
  const ids = f.dthIds && f.dthIds.length > 0 ? f.dthIds : teamIds;
  const distinctFrom = fromLast ? previous : { from: previous.from, to: period.to };
  const [sums, periods, distinct, last] = await Promise.all([
    queryRows<Record<string, unknown>>(
      db,
      // Summed per DTH and day first, bucketed after: `date_trunc` per row of 500 000 was most of the time.
      sql`select dth_id, to_char(case when day >= ${period.from}::date then date_trunc(${interval}, day::timestamp) end, 'YYYY-MM-DD') as period,
                 sum(products)::float8 as products, sum(earned)::float8 as earned, sum(spent)::float8 as spent, sum(orders)::float8 as orders
          from (select ${d.dthId} as dth_id, ${d.day} as day, sum(${d.codes}) as products, sum(${d.earned}) as earned,
                       sum(${d.spent} - ${d.refunded}) as spent, sum(${d.orders}) as orders
                from ${d}
                where ${teamRows(d, teamIds, f)} and ${d.day} between ${previous.from}::date and ${period.to}::date
                group by 1, 2) x
          group by 1, 2`,
    ),
    queryRows<{ period: string }>(db, sql`select to_char(b, 'YYYY-MM-DD') as period from ${buckets(period, interval)} as b order by b`),
    queryRows<Record<string, unknown>>(
      db,
      sql`select ${d.dthId} as dth_id, count(distinct ${d.userId}) filter (where ${d.day} >= ${period.from}::date)::int as active,
            count(distinct ${d.userId}) filter (where ${d.day} < ${period.from}::date)::int as p_active
          from ${d}
          where ${teamRows(d, teamIds, f)} and ${active} and ${d.day} between ${distinctFrom.from}::date and ${distinctFrom.to}::date
          group by 1`,
    ),
    fromLast
      ? queryRows<{ dth_id: number; active: number }>(
          db,
          sql`select ${ml.dthId} as dth_id, count(*)::int as active from ${ml}
              where ${ml.dthId} = any(${sql.param([...ids])}::int[]) and ${ml.day} >= ${period.from}::date group by 1`,
        )
      : Promise.resolve([]),
  ]);
  const zero = () => ({ productsCount: 0, pointsEarned: 0, pointsSpent: 0, ordersCount: 0, activeUsersCount: 0 });
  const byDth = new Map<number, { dthId: number; current: ReturnType<typeof zero>; previous: ReturnType<typeof zero> }>();
  const entry = (dthId: number) => byDth.get(dthId) ?? byDth.set(dthId, { dthId, current: zero(), previous: zero() }).get(dthId)!;
  const series = new Map(periods.map((p) => [p.period, { period: p.period, productsCount: 0, pointsEarned: 0, pointsSpent: 0 }]));
  for (const r of sums) {
    const figures = entry(num(r.dth_id))[r.period === null ? 'previous' : 'current'];
    figures.productsCount += num(r.products);
    figures.pointsEarned += num(r.earned);
    figures.pointsSpent += num(r.spent);
    figures.ordersCount += num(r.orders);
    const bucket = r.period === null ? undefined : series.get(String(r.period));
    if (bucket) {
      bucket.productsCount += num(r.products);
      bucket.pointsEarned += num(r.earned);
      bucket.pointsSpent += num(r.spent);
    }
  }
  for (const r of distinct) {
    const e = entry(num(r.dth_id));
    if (!fromLast) e.current.activeUsersCount = num(r.active);
    e.previous.activeUsersCount = num(r.p_active);
  }
  for (const r of last) entry(num(r.dth_id)).current.activeUsersCount = num(r.active);
  return { byDth: [...byDth.values()], series: [...series.values()] };
}

/** Per DTH: their contractors matching the filter now, confirmed, and joined in each period (index-only on users_dth_team_idx). */
export async function membersByDth(db: Database, teamIds: readonly number[], f: ContractorFilter, period: DayRange, previous: DayRange) {
  const joined = (r: DayRange) =>
    sql`${u.createdAt} >= ${warsawDayStartSql(r.from)} and ${u.createdAt} < ${warsawDayStartSql(r.to)} + interval '1 day'`;
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${u.dthId} as dth_id, count(*)::int as users, count(*) filter (where ${u.status} = 'ACTIVE_CONFIRMED')::int as confirmed,
          count(*) filter (where ${joined(period)})::int as new_users, count(*) filter (where ${joined(previous)})::int as p_new_users
        from ${users} u where ${contractorsWhere(teamIds, f)} group by ${u.dthId}`,
  );
  return rows.map((r) => ({
    dthId: num(r.dth_id),
    usersCount: num(r.users),
    confirmedUsersCount: num(r.confirmed),
    newUsersCount: num(r.new_users),
    previousNewUsersCount: num(r.p_new_users),
  }));
}

/** Buckets from the one holding `from` to the one holding `to`: `date_trunc` (a week starts on Monday). */
export const buckets = (period: DayRange, interval: StatsInterval) =>
  sql`generate_series(date_trunc(${interval}, ${period.from}::timestamp), ${period.to}::timestamp, ${`1 ${interval}`}::interval)`;

/** Cities of the team's contractors (the city filter's choices). */
export async function teamCities(db: Database, teamIds: readonly number[]): Promise<string[]> {
  const rows = await queryRows<{ city: string }>(
    db,
    sql`select distinct trim(${u.city}) as city from ${users} u
        where ${contractorsWhere(teamIds, {})} and nullif(trim(${u.city}), '') is not null order by 1`,
  );
  return rows.map((r) => r.city);
}

export type ContractorSort = 'lastname' | 'city' | 'productsCount' | 'pointsEarned' | 'pointsSpent' | 'lastActivity';

/**
 * Sort keys by the name they have both inside the page query and outside it — but for the city: an
 * expression in ORDER BY resolves against the joined tables, and outside the page the DTH's row has
 * a city too (`lower(city)` there was ambiguous: 500 on every sort by city).
 */
const CONTRACTOR_SORTS: Record<ContractorSort, SQL> = {
  lastname: sql`lastname`,
  city: sql`lower(city)`,
  productsCount: sql`products`,
  pointsEarned: sql`earned`,
  pointsSpent: sql`spent`,
  lastActivity: sql`last_day`,
};

export interface ContractorPage {
  sort: ContractorSort;
  order: 'asc' | 'desc';
  skip: number;
  take: number;
}

/** The rep's contractors with their activity in the period, sorted and paged in SQL. */
export async function contractorRows(
  db: Database,
  teamIds: readonly number[],
  f: ContractorFilter,
  period: DayRange,
  page: ContractorPage,
) {
  const dir = page.order === 'desc' ? sql`desc nulls last` : sql`asc nulls first`;
  const active = sql`(${d.codes} > 0 or ${d.orders} > 0)`;
  // The last active day: for the page's rows only (one index probe each), or for the whole team
  // (one pass over its rows, all time) when the list is sorted by it.
  const byLast = page.sort === 'lastActivity';
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`with a as (
          select ${d.userId} as user_id, sum(${d.codes})::float8 as products, sum(${d.earned})::float8 as earned,
            sum(${d.spent} - ${d.refunded})::float8 as spent, sum(${d.orders})::float8 as orders
          from ${d}
          where ${teamRows(d, teamIds, f)} and ${d.day} between ${period.from}::date and ${period.to}::date
          group by ${d.userId}
        ),
        l as (
          select ${d.userId} as user_id, max(${d.day}) as last_day from ${d}
          where ${byLast ? sql`${teamRows(d, teamIds, f)} and ${active}` : sql`false`} group by ${d.userId}
        ),
        page as (
          select ${u.id} as id, ${u.firstname} as firstname, ${u.lastname} as lastname, ${u.companyName} as company_name,
            ${u.city} as city, ${u.email} as email, ${u.phone} as phone, ${u.status} as status, ${u.dthId} as dth_id,
            coalesce(a.products, 0) as products, coalesce(a.earned, 0) as earned, coalesce(a.spent, 0) as spent,
            coalesce(a.orders, 0) as orders, l.last_day as last_day, count(*) over ()::int as total
          from ${users} u
          left join a on a.user_id = ${u.id}
          left join l on l.user_id = ${u.id}
          where ${contractorsWhere(teamIds, f)}
          order by ${CONTRACTOR_SORTS[page.sort]} ${dir}, ${u.lastname}, ${u.firstname}, ${u.id}
          ${pageSql(page)}
        )
        select page.*, ${dth.firstname} || ' ' || ${dth.lastname} as dth_name, coalesce(${m.balance}, 0) as balance,
          to_char(${byLast ? sql`page.last_day` : sql`(select max(${d.day}) from ${d} where ${d.userId} = page.id and ${active})`}, 'YYYY-MM-DD') as last_activity
        from page
        left join ${users} dth on ${dth.id} = page.dth_id
        left join ${memberPoints} m on ${m.userId} = page.id
        order by ${byLast ? sql`page.last_day` : page.sort === 'city' ? sql`lower(page.city)` : CONTRACTOR_SORTS[page.sort]} ${dir}, page.lastname, page.firstname, page.id`,
  );
  return {
    total: num(rows[0]?.total),
    data: rows.map((r) => ({
      id: num(r.id),
      firstname: String(r.firstname),
      lastname: String(r.lastname),
      companyName: (r.company_name as string | null) ?? null,
      city: (r.city as string | null) ?? null,
      email: String(r.email),
      phone: (r.phone as string | null) ?? null,
      status: String(r.status),
      dthId: r.dth_id === null ? null : num(r.dth_id),
      dthName: (r.dth_name as string | null) ?? null,
      productsCount: num(r.products),
      pointsEarned: num(r.earned),
      pointsSpent: num(r.spent),
      ordersCount: num(r.orders),
      balance: num(r.balance),
      lastActivity: (r.last_activity as string | null) ?? null,
    })),
  };
}

/** Products (points packages) the contractors registered in the period: per package, and per bucket and group. */
export async function productFigures(
  db: Database,
  teamIds: readonly number[],
  f: ContractorFilter,
  period: DayRange,
  interval: StatsInterval,
) {
  // One pass over the team's rows: per bucket and package (at most buckets × packages rows), then
  // both answers from those in memory.
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select to_char(a.period, 'YYYY-MM-DD') as period, a.package_id, ${pointsPackages.name} as name,
          ${pointsPackages.groupName} as group_name, a.products, a.points
        from (
          select date_trunc(${interval}, ${pd.day}::timestamp) as period, ${pd.packageId} as package_id, sum(${pd.codes})::float8 as products,
            sum(${pd.points})::float8 as points
          from ${pd}
          where ${teamRows(pd, teamIds, f)} and ${pd.day} between ${period.from}::date and ${period.to}::date
          group by 1, 2
        ) a join ${pointsPackages} on ${pointsPackages.id} = a.package_id
        order by a.period, ${pointsPackages.groupName}`,
  );
  const packages = new Map<number, { packageId: number; name: string; groupName: string; productsCount: number; points: number }>();
  const perBucket = new Map<string, { period: string; groupName: string; productsCount: number; points: number }>();
  for (const r of rows) {
    const id = num(r.package_id);
    const pkg = packages.get(id) ?? { packageId: id, name: String(r.name), groupName: String(r.group_name), productsCount: 0, points: 0 };
    pkg.productsCount += num(r.products);
    pkg.points += num(r.points);
    packages.set(id, pkg);
    const key = `${String(r.period)} ${String(r.group_name)}`;
    const bucket = perBucket.get(key) ?? { period: String(r.period), groupName: String(r.group_name), productsCount: 0, points: 0 };
    bucket.productsCount += num(r.products);
    bucket.points += num(r.points);
    perBucket.set(key, bucket);
  }
  return {
    packages: [...packages.values()].sort((x, y) => y.productsCount - x.productsCount || x.name.localeCompare(y.name, 'pl')),
    series: [...perBucket.values()],
  };
}

/** The codes the contractors registered in the period, newest first (the ledger's credits with a code). */
export async function contractorCodes(
  db: Database,
  teamIds: readonly number[],
  f: ContractorFilter,
  period: DayRange,
  skip: number,
  take: number,
) {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${codes.id} as id, ${codes.code} as code, ${u.id} as user_id, ${u.firstname} || ' ' || ${u.lastname} as name,
          ${pointsPackages.name} as package_name, ${pointsPackages.groupName} as group_name, ${pointsLedger.amount} as points,
          ${pointsLedger.createdAt} as redeemed_at, count(*) over ()::int as total
        from ${users} u
        join ${pointsLedger} on ${pointsLedger.userId} = ${u.id}
        join ${codes} on ${codes.id} = ${pointsLedger.codeId}
        join ${pointsPackages} on ${pointsPackages.id} = ${codes.packageId}
        where ${contractorsWhere(teamIds, f)} and ${pointsLedger.amount} > 0
          and ${pointsLedger.createdAt} >= ${warsawDayStartSql(period.from)} and ${pointsLedger.createdAt} < ${warsawDayStartSql(period.to)} + interval '1 day'
        order by ${pointsLedger.createdAt} desc, ${pointsLedger.id} desc
        ${pageSql({ skip, take })}`,
  );
  return {
    total: num(rows[0]?.total),
    data: rows.map((r) => ({
      id: num(r.id),
      code: String(r.code),
      userId: num(r.user_id),
      name: String(r.name),
      packageName: String(r.package_name),
      groupName: String(r.group_name),
      points: num(r.points),
      redeemedAt: isoTime(r.redeemed_at as string),
    })),
  };
}

export async function compactRollups(db: Database, before: string): Promise<number> {
  await drainStats(db);
  const [row] = await queryRows<{ n: number }>(db, sql`select klub_stats_compact(${before}::date) as n`);
  return Number(row?.n ?? 0);
}

/**
 * Adds the ledger rows queued since the last drain to every rollup (migration 0019,
 * `klub_stats_drain`): before any statistics are read, and from each instance every few seconds.
 * One drain at a time: `wait` false answers -1 at once while another one runs. Answers the rows added.
 */
export async function drainStats(db: Database, wait = true): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select klub_stats_drain(${wait}) as n`);
  return Number(row?.n ?? 0);
}

/**
 * The points the team's contractors (matching the filter) earned in the period, per ledger source:
 * the earning credits (`earns`, what the rollups count as `earned`), so the sources add up to the
 * period's "Punkty zdobyte". Read from the ledger (its user index), which knows the source.
 */
export async function earnedPerSource(
  db: Database,
  teamIds: readonly number[],
  f: ContractorFilter,
  period: DayRange,
): Promise<{ source: number; points: number }[]> {
  const l = pointsLedger;
  const rows = await queryRows<{ source: number; points: number }>(
    db,
    sql`select ${l.source} as source, sum(${l.amount})::float8 as points
        from ${l} join ${users} u on ${u.id} = ${l.userId}
        where ${contractorsWhere(teamIds, f)} and ${l.earns} and ${l.amount} > 0
          and ${l.createdAt} >= ${warsawDayStartSql(period.from)} and ${l.createdAt} < ${warsawDayStartSql(period.to)} + interval '1 day'
        group by ${l.source}`,
  );
  return rows.map((r) => ({ source: num(r.source), points: num(r.points) }));
}
