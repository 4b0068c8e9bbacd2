import { getTableName, sql, type SQL, type Table } from 'drizzle-orm';
import { isEveryone, type Audience } from '@klub/contracts';
import {
  memberDistributors,
  memberPoints,
  orderElements,
  orders,
  pointsLedger,
  codes,
  statsActivePeriods,
  statsDays,
  statsExpiryMonths,
  statsMemberDays,
  statsMemberLast,
  statsMemberOrders,
  statsOrderDays,
  statsPackageDays,
  statsPeopleDays,
  statsPrizeDays,
  statsPromotionDays,
  statsPromotionLast,
  users,
} from '@klub/db';
import { audienceMembers } from '../../lib/publication';
import { warsawDayStartSql } from '../../lib/time';
import type { DayRange } from './stats.queries';

/**
 * What the back office's reports read (docs/domain.md "Statystyki według odbiorców"). For everyone,
 * the rollups themselves. For an audience, each rollup is replaced by a subquery of the same name and
 * columns over the audience's members only — derived as the rollup's rebuild derives it (migrations
 * 0013, 0016, 0018), from the member-level rollups where they exist and the ledger and orders where
 * they do not — so every report query is written once and reads either.
 */
export interface ReportSources {
  /** False: an audience narrows the members (the subqueries), and whole-history shortcuts do not apply. */
  everyone: boolean;
  days: SQL;
  packageDays: SQL;
  expiryMonths: SQL;
  peopleDays: SQL;
  activePeriods: SQL;
  memberLast: SQL;
  memberDays: SQL;
  memberPoints: SQL;
  orderDays: SQL;
  memberOrders: SQL;
  orders: SQL;
  prizeDays: SQL;
  promotionDays: SQL;
  promotionLast: SQL;
  ledger: SQL;
  memberDistributors: SQL;
}

const TABLES = {
  days: statsDays,
  packageDays: statsPackageDays,
  expiryMonths: statsExpiryMonths,
  peopleDays: statsPeopleDays,
  activePeriods: statsActivePeriods,
  memberLast: statsMemberLast,
  memberDays: statsMemberDays,
  memberPoints,
  orderDays: statsOrderDays,
  memberOrders: statsMemberOrders,
  orders,
  prizeDays: statsPrizeDays,
  promotionDays: statsPromotionDays,
  promotionLast: statsPromotionLast,
  ledger: pointsLedger,
  memberDistributors,
} satisfies Record<Exclude<keyof ReportSources, 'everyone'>, Table>;

type Key = keyof typeof TABLES;

/** Every rollup as it is. */
export const EVERYONE_SOURCES: ReportSources = {
  everyone: true,
  ...(Object.fromEntries(Object.entries(TABLES).map(([k, t]) => [k, sql`${t}`])) as Record<Key, SQL>),
};

const warsawDay = (column: SQL) => sql`(${column} at time zone 'Europe/Warsaw')::date`;

/**
 * The sources of a report counting `audience`. `span` bounds what is read of the ledger and orders:
 * the report's days (its previous period included) and a month either side, as the first and last
 * week or month of a chart count whole.
 */
export function reportSources(audience: Audience, span: DayRange): ReportSources {
  if (isEveryone(audience)) return EVERYONE_SOURCES;
  const members = audienceMembers(audience);
  const from = sql`${warsawDayStartSql(span.from)} - interval '31 days'`;
  const to = sql`${warsawDayStartSql(span.to)} + interval '32 days'`;
  const days = sql`between ${span.from}::date - 31 and ${span.to}::date + 31`;
  const as = (key: Key, inner: SQL) => sql`(${inner}) as ${sql.identifier(getTableName(TABLES[key]))}`;
  const own = (key: Key) => as(key, sql`select * from ${TABLES[key]} where user_id in (${members})`);
  return {
    everyone: false,
    days: as(
      'days',
      sql`select day, 0::smallint as shard, sum(codes)::int as codes, sum(earned)::bigint as earned, sum(spent)::bigint as spent,
                 sum(refunded)::bigint as refunded, sum(expired)::bigint as expired, sum(orders)::int as orders
          from ${statsMemberDays} where user_id in (${members}) and day ${days} group by day`,
    ),
    packageDays: as(
      'packageDays',
      sql`select ${warsawDay(sql`l.created_at`)} as day, 0::smallint as shard, c.package_id, l.source, count(*)::int as codes,
                 sum(l.amount)::bigint as points
          from ${pointsLedger} l join ${codes} c on c.id = l.code_id
          where l.amount > 0 and l.user_id in (${members}) and l.created_at >= ${from} and l.created_at < ${to}
          group by 1, 3, 4`,
    ),
    expiryMonths: as(
      'expiryMonths',
      sql`select coalesce(date_trunc('month', l.expires_at at time zone 'Europe/Warsaw')::date, 'infinity'::date) as month,
                 0::smallint as shard,
                 sum(l.amount - coalesce((select sum(a.amount) from ledger_allocations a where a.credit_id = l.id), 0))::bigint as points
          from ${pointsLedger} l where l.amount > 0 and l.user_id in (${members}) group by 1`,
    ),
    peopleDays: as(
      'peopleDays',
      sql`select ${warsawDay(sql`created_at`)} as day, coalesce(region_id, 0) as region_id, status, is_deleted, count(*)::int as members
          from ${users} where role in (11, 21, 31) and id in (${members}) group by 1, 2, 3, 4`,
    ),
    activePeriods: as(
      'activePeriods',
      sql`select x.kind, x.period, 0::smallint as shard, count(distinct a.user_id)::int as members
          from ${statsMemberDays} a cross join lateral (values
            ('d', a.day), ('w', date_trunc('week', a.day)::date), ('m', date_trunc('month', a.day)::date)) as x(kind, period)
          where (a.codes > 0 or a.orders > 0) and a.user_id in (${members}) and a.day ${days}
          group by 1, 2`,
    ),
    memberLast: own('memberLast'),
    memberDays: own('memberDays'),
    memberPoints: own('memberPoints'),
    orderDays: as(
      'orderDays',
      sql`select ${warsawDay(sql`created_at`)} as day, 0::smallint as shard, status, count(*)::int as orders, sum(total_points)::bigint as points
          from ${orders} where user_id in (${members}) and created_at >= ${from} and created_at < ${to} group by 1, 3`,
    ),
    memberOrders: own('memberOrders'),
    orders: own('orders'),
    prizeDays: as(
      'prizeDays',
      sql`select ${warsawDay(sql`o.created_at`)} as day, coalesce(e.prize_id, 0) as prize_id, e.prize_name as name,
                 sum(e.amount)::int as units, count(distinct o.id)::int as orders, sum(e.amount * e.unit_points)::bigint as points,
                 sum(e.amount * e.unit_pln) as pln
          from ${orders} o join ${orderElements} e on e.order_id = o.id and not e.is_deleted
          where o.status <> 'CANCELLED' and o.user_id in (${members}) and o.created_at >= ${from} and o.created_at < ${to}
          group by 1, 2, 3`,
    ),
    promotionDays: as(
      'promotionDays',
      sql`select ${warsawDay(sql`created_at`)} as day, source, reason, sum(amount)::bigint as points, count(*)::int as awards
          from ${pointsLedger} where source in (3, 104) and user_id in (${members}) and created_at >= ${from} and created_at < ${to}
          group by 1, 2, 3`,
    ),
    promotionLast: own('promotionLast'),
    ledger: own('ledger'),
    memberDistributors: own('memberDistributors'),
  };
}
