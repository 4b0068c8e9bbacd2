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
  /**
   * `rows` (of member `a.id`) for each of the audience's members: one index range per member — the
   * planner would otherwise hash the whole table (a region's 15 625 members of 250 000: 200 → 20 ms).
   * `offset 0` keeps the subquery from being flattened into a join.
   */
  const each = (rows: SQL) => sql`(${members}) as a(id) cross join lateral (${rows} offset 0) x`;
  const own = (key: Key) => as(key, sql`select x.* from ${each(sql`select * from ${TABLES[key]} t where t.user_id = a.id`)}`);
  return {
    everyone: false,
    days: as(
      'days',
      sql`select x.day, 0::smallint as shard, sum(x.codes)::int as codes, sum(x.earned)::bigint as earned, sum(x.spent)::bigint as spent,
                 sum(x.refunded)::bigint as refunded, sum(x.expired)::bigint as expired, sum(x.orders)::int as orders
          from ${each(sql`select * from ${statsMemberDays} d where d.user_id = a.id and d.day ${days}`)} group by x.day`,
    ),
    packageDays: as(
      'packageDays',
      sql`select ${warsawDay(sql`x.created_at`)} as day, 0::smallint as shard, c.package_id, x.source, count(*)::int as codes,
                 sum(x.amount)::bigint as points
          from ${each(sql`select * from ${pointsLedger} l where l.user_id = a.id and l.created_at >= ${from} and l.created_at < ${to}`)}
          join ${codes} c on c.id = x.code_id
          where x.amount > 0
          group by 1, 3, 4`,
    ),
    expiryMonths: as(
      'expiryMonths',
      sql`select coalesce(date_trunc('month', x.expires_at at time zone 'Europe/Warsaw')::date, 'infinity'::date) as month,
                 0::smallint as shard,
                 sum(x.amount - coalesce((select sum(la.amount) from ledger_allocations la where la.credit_id = x.id), 0))::bigint as points
          from ${each(sql`select * from ${pointsLedger} l where l.user_id = a.id and l.amount > 0`)} group by 1`,
    ),
    peopleDays: as(
      'peopleDays',
      sql`select ${warsawDay(sql`x.created_at`)} as day, coalesce(x.region_id, 0) as region_id, x.status, x.is_deleted, count(*)::int as members
          from ${each(sql`select * from ${users} u where u.id = a.id and u.role in (11, 21, 31)`)} group by 1, 2, 3, 4`,
    ),
    activePeriods: as(
      'activePeriods',
      sql`select p.kind, p.period, 0::smallint as shard, count(distinct x.user_id)::int as members
          from ${each(sql`select * from ${statsMemberDays} d where d.user_id = a.id and d.day ${days} and (d.codes > 0 or d.orders > 0)`)}
          cross join lateral (values
            ('d', x.day), ('w', date_trunc('week', x.day)::date), ('m', date_trunc('month', x.day)::date)) as p(kind, period)
          group by 1, 2`,
    ),
    memberLast: own('memberLast'),
    memberDays: own('memberDays'),
    memberPoints: own('memberPoints'),
    orderDays: as(
      'orderDays',
      sql`select ${warsawDay(sql`x.created_at`)} as day, 0::smallint as shard, x.status, count(*)::int as orders,
                 sum(x.total_points)::bigint as points
          from ${each(sql`select * from ${orders} o where o.user_id = a.id and o.created_at >= ${from} and o.created_at < ${to}`)}
          group by 1, 3`,
    ),
    memberOrders: own('memberOrders'),
    orders: own('orders'),
    prizeDays: as(
      'prizeDays',
      sql`select ${warsawDay(sql`x.created_at`)} as day, coalesce(e.prize_id, 0) as prize_id, e.prize_name as name,
                 sum(e.amount)::int as units, count(distinct x.id)::int as orders, sum(e.amount * e.unit_points)::bigint as points,
                 sum(e.amount * e.unit_pln) as pln
          from ${each(sql`select * from ${orders} o where o.user_id = a.id and o.created_at >= ${from} and o.created_at < ${to}`)}
          join ${orderElements} e on e.order_id = x.id and not e.is_deleted
          where x.status <> 'CANCELLED'
          group by 1, 2, 3`,
    ),
    promotionDays: as(
      'promotionDays',
      sql`select ${warsawDay(sql`x.created_at`)} as day, x.source, x.reason, sum(x.amount)::bigint as points, count(*)::int as awards
          from ${each(
            sql`select * from ${pointsLedger} l where l.user_id = a.id and l.source in (3, 104) and l.created_at >= ${from} and l.created_at < ${to}`,
          )}
          group by 1, 2, 3`,
    ),
    // No index leads with the member here: their rows are picked out of the (small) table.
    promotionLast: as('promotionLast', sql`select * from ${statsPromotionLast} where user_id in (${members})`),
    ledger: own('ledger'),
    memberDistributors: own('memberDistributors'),
  };
}
