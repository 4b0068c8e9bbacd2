import { sql, type SQL } from 'drizzle-orm';
import { orderElements as e, orders as o, queryRows, users, type Database } from '@klub/db';
import { warsawDayStartSql } from '../../lib/time';

/** Orders placed in the Polish calendar `year`, not cancelled; their elements not deleted. */
function inYear(year: number): SQL {
  return sql`${o.status} <> 'CANCELLED' and not ${e.isDeleted}
    and ${o.createdAt} >= ${warsawDayStartSql(`${year}-01-01`)} and ${o.createdAt} < ${warsawDayStartSql(`${year + 1}-01-01`)}`;
}

/** One member's prizes of the year, in order (orders_user_idx). */
export async function memberPrizes(db: Database, userId: number, year: number) {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${o.id} as order_id, ${o.createdAt} as ordered_at, ${e.prizeName} as prize_name,
          ${e.characteristicName} as characteristic_name, ${e.amount} as amount, ${e.unitPln}::float8 as unit_pln,
          ${e.unitPoints} as unit_points
        from ${o} join ${e} on ${e.orderId} = ${o.id}
        where ${o.userId} = ${userId} and ${inYear(year)}
        order by ${o.createdAt}, ${e.id}`,
  );
  return rows.map((r) => ({
    orderId: Number(r.order_id),
    orderedAt: new Date(r.ordered_at as string).toISOString(),
    prizeName: String(r.prize_name),
    characteristicName: (r.characteristic_name as string | null) ?? null,
    amount: Number(r.amount),
    unitPln: Number(r.unit_pln),
    unitPoints: Number(r.unit_points),
  }));
}

/** Every member with prizes in the year: their sums, largest value first (orders_created_idx). */
export async function membersWithPrizes(db: Database, year: number) {
  return queryRows<{
    id: number;
    firstname: string;
    lastname: string;
    company_name: string | null;
    nip: string | null;
    email: string;
    count: number;
    pln: number;
    points: number;
  }>(
    db,
    sql`select ${users.id} as id, ${users.firstname} as firstname, ${users.lastname} as lastname, ${users.companyName} as company_name,
          ${users.nip} as nip, ${users.email} as email, sum(${e.amount})::int as count,
          sum(${e.amount} * ${e.unitPln})::float8 as pln, sum(${e.amount} * ${e.unitPoints})::float8 as points
        from ${o} join ${e} on ${e.orderId} = ${o.id} join ${users} on ${users.id} = ${o.userId}
        where ${inYear(year)}
        group by ${users.id}
        order by pln desc, ${users.lastname}, ${users.id}`,
  );
}
