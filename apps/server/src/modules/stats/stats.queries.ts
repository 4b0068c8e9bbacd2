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
  users,
  type Database,
} from '@klub/db';
import { isoTime } from '../../lib/time';
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

/** The first instant of a Polish day, for comparisons with timestamps. */
const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone 'Europe/Warsaw')`;

/** What the rep's contractors did in `period` and in `previous`, in one pass over the daily rollup. */
export async function periodFigures(db: Database, teamIds: readonly number[], f: ContractorFilter, period: DayRange, previous: DayRange) {
  const inPeriod = sql`${d.day} between ${period.from}::date and ${period.to}::date`;
  const inPrevious = sql`${d.day} between ${previous.from}::date and ${previous.to}::date`;
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`with c as (select ${u.id} as id, ${u.status} as status, ${u.createdAt} as created_at from ${users} u where ${contractorsWhere(teamIds, f)}),
        a as (
          select
            coalesce(sum(${d.codes}) filter (where ${inPeriod}), 0)::float8 as products,
            coalesce(sum(${d.earned}) filter (where ${inPeriod}), 0)::float8 as earned,
            coalesce(sum(${d.spent} - ${d.refunded}) filter (where ${inPeriod}), 0)::float8 as spent,
            coalesce(sum(${d.orders}) filter (where ${inPeriod}), 0)::float8 as orders,
            count(distinct ${d.userId}) filter (where ${inPeriod} and (${d.codes} > 0 or ${d.orders} > 0))::int as active,
            coalesce(sum(${d.codes}) filter (where ${inPrevious}), 0)::float8 as p_products,
            coalesce(sum(${d.earned}) filter (where ${inPrevious}), 0)::float8 as p_earned,
            coalesce(sum(${d.spent} - ${d.refunded}) filter (where ${inPrevious}), 0)::float8 as p_spent,
            coalesce(sum(${d.orders}) filter (where ${inPrevious}), 0)::float8 as p_orders,
            count(distinct ${d.userId}) filter (where ${inPrevious} and (${d.codes} > 0 or ${d.orders} > 0))::int as p_active
          from c join ${d} on ${d.userId} = c.id
          where ${d.day} between ${previous.from}::date and ${period.to}::date
        )
        select a.*,
          (select count(*) from c)::int as users,
          (select count(*) from c where c.status = 'ACTIVE_CONFIRMED')::int as confirmed,
          (select count(*) from c where c.created_at >= ${dayStart(period.from)} and c.created_at < ${dayStart(period.to)} + interval '1 day')::int as new_users,
          (select count(*) from c where c.created_at >= ${dayStart(previous.from)} and c.created_at < ${dayStart(previous.to)} + interval '1 day')::int as p_new_users
        from a`,
  );
  const r = row ?? {};
  return {
    usersCount: num(r.users),
    confirmedUsersCount: num(r.confirmed),
    current: {
      ...period,
      productsCount: num(r.products),
      pointsEarned: num(r.earned),
      pointsSpent: num(r.spent),
      ordersCount: num(r.orders),
      activeUsersCount: num(r.active),
      newUsersCount: num(r.new_users),
    },
    previous: {
      ...previous,
      productsCount: num(r.p_products),
      pointsEarned: num(r.p_earned),
      pointsSpent: num(r.p_spent),
      ordersCount: num(r.p_orders),
      activeUsersCount: num(r.p_active),
      newUsersCount: num(r.p_new_users),
    },
  };
}

/** Buckets from the one holding `from` to the one holding `to`: `date_trunc` (a week starts on Monday). */
const buckets = (period: DayRange, interval: StatsInterval) =>
  sql`generate_series(date_trunc(${interval}, ${period.from}::date), ${period.to}::date, ${`1 ${interval}`}::interval)`;

const bucketOf = (interval: StatsInterval) => sql`date_trunc(${interval}, ${d.day})`;

/** The period's figures per bucket, every bucket present (zeros where nothing happened). */
export async function series(db: Database, teamIds: readonly number[], f: ContractorFilter, period: DayRange, interval: StatsInterval) {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`with c as (select ${u.id} as id from ${users} u where ${contractorsWhere(teamIds, f)}),
        a as (
          select ${bucketOf(interval)} as period, sum(${d.codes})::float8 as products, sum(${d.earned})::float8 as earned,
            sum(${d.spent} - ${d.refunded})::float8 as spent
          from c join ${d} on ${d.userId} = c.id
          where ${d.day} between ${period.from}::date and ${period.to}::date
          group by 1
        )
        select to_char(b.period, 'YYYY-MM-DD') as period, a.products, a.earned, a.spent
        from ${buckets(period, interval)} as b(period) left join a on a.period = b.period
        order by b.period`,
  );
  return rows.map((r) => ({
    period: String(r.period),
    productsCount: num(r.products),
    pointsEarned: num(r.earned),
    pointsSpent: num(r.spent),
  }));
}

/** Per DTH of `dthIds`: their contractors (matching the filter) and what they did in the period. */
export async function perDth(db: Database, dthIds: readonly number[], f: ContractorFilter, period: DayRange) {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`with c as (select ${u.id} as id, ${u.dthId} as dth_id, ${u.status} as status from ${users} u where ${contractorsWhere(dthIds, { ...f, dthIds })}),
        a as (
          select c.id, sum(${d.codes})::float8 as products, sum(${d.earned})::float8 as earned
          from c join ${d} on ${d.userId} = c.id
          where ${d.day} between ${period.from}::date and ${period.to}::date
          group by c.id
        )
        select ${dth.id} as id, ${dth.firstname} || ' ' || ${dth.lastname} as name,
          count(c.id)::int as users, count(c.id) filter (where c.status = 'ACTIVE_CONFIRMED')::int as confirmed,
          coalesce(sum(a.products), 0)::float8 as products, coalesce(sum(a.earned), 0)::float8 as earned
        from ${users} dth left join c on c.dth_id = ${dth.id} left join a on a.id = c.id
        where ${dth.id} = any(${sql.param([...dthIds])}::int[])
        group by ${dth.id}
        order by ${dth.lastname}, ${dth.firstname}, ${dth.id}`,
  );
  return rows.map((r) => ({
    id: num(r.id),
    name: String(r.name),
    usersCount: num(r.users),
    confirmedUsersCount: num(r.confirmed),
    productsCount: num(r.products),
    pointsEarned: num(r.earned),
  }));
}

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

const CONTRACTOR_SORTS: Record<ContractorSort, SQL> = {
  lastname: sql`${u.lastname}`,
  city: sql`lower(${u.city})`,
  productsCount: sql`products`,
  pointsEarned: sql`earned`,
  pointsSpent: sql`spent`,
  lastActivity: sql`last_activity`,
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
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`with a as (
          select ${d.userId} as user_id, sum(${d.codes})::float8 as products, sum(${d.earned})::float8 as earned,
            sum(${d.spent} - ${d.refunded})::float8 as spent, sum(${d.orders})::float8 as orders
          from ${users} u join ${d} on ${d.userId} = ${u.id}
          where ${contractorsWhere(teamIds, f)} and ${d.day} between ${period.from}::date and ${period.to}::date
          group by ${d.userId}
        )
        select ${u.id} as id, ${u.firstname} as firstname, ${u.lastname} as lastname, ${u.companyName} as company_name,
          ${u.city} as city, ${u.email} as email, ${u.phone} as phone, ${u.status} as status, ${u.dthId} as dth_id,
          ${dth.firstname} || ' ' || ${dth.lastname} as dth_name,
          coalesce(a.products, 0) as products, coalesce(a.earned, 0) as earned, coalesce(a.spent, 0) as spent,
          coalesce(a.orders, 0) as orders, coalesce(${m.balance}, 0) as balance,
          (select to_char(max(${d.day}), 'YYYY-MM-DD') from ${d} where ${d.userId} = ${u.id} and (${d.codes} > 0 or ${d.orders} > 0)) as last_activity,
          count(*) over ()::int as total
        from ${users} u
        left join a on a.user_id = ${u.id}
        left join ${users} dth on ${dth.id} = ${u.dthId}
        left join ${memberPoints} m on ${m.userId} = ${u.id}
        where ${contractorsWhere(teamIds, f)}
        order by ${CONTRACTOR_SORTS[page.sort]} ${dir}, ${u.lastname}, ${u.firstname}, ${u.id}
        limit ${page.take} offset ${page.skip}`,
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
  const scoped = sql`with c as (select ${u.id} as id from ${users} u where ${contractorsWhere(teamIds, f)}),
    a as (
      select date_trunc(${interval}, ${pd.day}) as period, ${pd.packageId} as package_id, sum(${pd.codes})::float8 as products,
        sum(${pd.points})::float8 as points
      from c join ${pd} on ${pd.userId} = c.id
      where ${pd.day} between ${period.from}::date and ${period.to}::date
      group by 1, 2
    )`;
  const packages = await queryRows<Record<string, unknown>>(
    db,
    sql`${scoped}
        select a.package_id, ${pointsPackages.name} as name, ${pointsPackages.groupName} as group_name,
          sum(a.products)::float8 as products, sum(a.points)::float8 as points
        from a join ${pointsPackages} on ${pointsPackages.id} = a.package_id
        group by a.package_id, ${pointsPackages.name}, ${pointsPackages.groupName}
        order by products desc, ${pointsPackages.name}`,
  );
  const perBucket = await queryRows<Record<string, unknown>>(
    db,
    sql`${scoped}
        select to_char(a.period, 'YYYY-MM-DD') as period, ${pointsPackages.groupName} as group_name,
          sum(a.products)::float8 as products, sum(a.points)::float8 as points
        from a join ${pointsPackages} on ${pointsPackages.id} = a.package_id
        group by a.period, ${pointsPackages.groupName}
        order by a.period, ${pointsPackages.groupName}`,
  );
  return {
    packages: packages.map((r) => ({
      packageId: num(r.package_id),
      name: String(r.name),
      groupName: String(r.group_name),
      productsCount: num(r.products),
      points: num(r.points),
    })),
    series: perBucket.map((r) => ({
      period: String(r.period),
      groupName: String(r.group_name),
      productsCount: num(r.products),
      points: num(r.points),
    })),
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
          and ${pointsLedger.createdAt} >= ${dayStart(period.from)} and ${pointsLedger.createdAt} < ${dayStart(period.to)} + interval '1 day'
        order by ${pointsLedger.createdAt} desc, ${pointsLedger.id} desc
        limit ${take} offset ${skip}`,
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
