import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { builtStatement, orderElements, orders, queryRows, users, type Database } from '@klub/db';
import type { Order, OrderElement, OrderListQuery, OrderRow, OrderStatus } from '@klub/contracts';
import type { z } from 'zod';
import { paged, pageSql } from '../../lib/paging';
import { isoTime, warsawDayStartSql } from '../../lib/time';

export type ListQuery = z.output<typeof OrderListQuery>;

/** node-postgres gives Date, PGlite a string: one ISO string for the API. */

interface RowDb {
  id: number;
  user_id: number;
  member_name: string;
  member_email: string;
  status: OrderStatus;
  total_points: number;
  paid_points: number;
  elements_count: number;
  sent_count: number;
  created_at: Date | string;
  updated_at: Date | string;
  cancelled_at: Date | string | null;
  delivery_name: string;
  delivery_street: string;
  delivery_post_code: string;
  delivery_city: string;
  delivery_phone: string | null;
  note: string | null;
}

/** An order `o`, its member `u` and its elements `e`. */
const o = alias(orders, 'o');
const u = alias(users, 'u');
const e = alias(orderElements, 'e');
const ORDER_WITH_MEMBER = sql`${orders} o join ${users} u on ${u.id} = ${o.userId}`;
const liveElements = sql`from ${orderElements} e where ${e.orderId} = ${o.id} and not ${e.isDeleted}`;

const rowColumns = sql`
  ${o.id} as id, ${o.userId} as user_id, trim(${u.firstname} || ' ' || ${u.lastname}) as member_name, ${u.email} as member_email, ${o.status} as status,
  coalesce((select sum(${e.amount} * ${e.unitPoints}) ${liveElements}), 0)::int as total_points,
  ${o.totalPoints} as paid_points,
  (select count(*) ${liveElements})::int as elements_count,
  (select count(*) ${liveElements} and ${e.isSent})::int as sent_count,
  ${o.createdAt} as created_at, ${o.updatedAt} as updated_at, ${o.cancelledAt} as cancelled_at,
  ${o.deliveryName} as delivery_name, ${o.deliveryStreet} as delivery_street, ${o.deliveryPostCode} as delivery_post_code,
  ${o.deliveryCity} as delivery_city, ${o.deliveryPhone} as delivery_phone, ${o.note} as note`;

function toRow(r: RowDb): OrderRow {
  return {
    id: r.id,
    userId: r.user_id,
    memberName: r.member_name,
    memberEmail: r.member_email,
    status: r.status,
    totalPoints: r.total_points,
    paidPoints: r.paid_points,
    elementsCount: r.elements_count,
    sentCount: r.sent_count,
    createdAt: isoTime(r.created_at)!,
    updatedAt: isoTime(r.updated_at)!,
    cancelledAt: isoTime(r.cancelled_at),
  };
}

function toElement(e: typeof orderElements.$inferSelect): OrderElement {
  return {
    id: e.id,
    prizeId: e.prizeId,
    prizeName: e.prizeName,
    characteristicName: e.characteristicName,
    amount: e.amount,
    unitPoints: e.unitPoints,
    totalPoints: e.amount * e.unitPoints,
    shopNumber: e.shopNumber,
    isSent: e.isSent,
    sentAt: isoTime(e.sentAt),
    partnerOrderedAt: isoTime(e.partnerOrderedAt),
    isDeleted: e.isDeleted,
    deletedAt: isoTime(e.deletedAt),
  };
}

async function withElements(db: Database, rows: RowDb[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  // One text whatever the number of orders (an array, not an IN list): a named statement on a server.
  const elements = await db
    .select()
    .from(orderElements)
    .where(sql`${orderElements.orderId} = any(${sql.param(ids)}::int[])`)
    .orderBy(orderElements.orderId, orderElements.id);
  const byOrder = new Map<number, OrderElement[]>();
  for (const e of elements) {
    const list = byOrder.get(e.orderId) ?? [];
    list.push(toElement(e));
    byOrder.set(e.orderId, list);
  }
  return rows.map((r) => ({
    ...toRow(r),
    delivery: {
      name: r.delivery_name,
      street: r.delivery_street,
      postCode: r.delivery_post_code,
      city: r.delivery_city,
      phone: r.delivery_phone,
    },
    note: r.note,
    elements: byOrder.get(r.id) ?? [],
  }));
}

export async function loadOrder(db: Database, id: number): Promise<Order | null> {
  const rows = await queryRows<RowDb>(db, sql`select ${rowColumns} from ${ORDER_WITH_MEMBER} where ${o.id} = ${id}`);
  const [order] = await withElements(db, rows);
  return order ?? null;
}

/** One member's orders, newest first, with their elements. */
/** A member's orders: a member's most frequent read of them, built once (`builtStatement`). */
const memberOrderRows = builtStatement<RowDb, { userId: number }>(
  () =>
    sql`select ${rowColumns} from ${ORDER_WITH_MEMBER} where ${o.userId} = ${sql.placeholder('userId')} order by ${o.createdAt} desc, ${o.id} desc`,
);

export async function memberOrders(db: Database, userId: number): Promise<Order[]> {
  return withElements(db, await memberOrderRows(db, { userId }));
}

function listWhere(q: ListQuery): SQL {
  const parts: SQL[] = [sql`true`];
  if (q.status) parts.push(sql`${o.status} = ${q.status}`);
  if (q.userId) parts.push(sql`${o.userId} = ${q.userId}`);
  if (q.dateFrom) parts.push(sql`${o.createdAt} >= ${warsawDayStartSql(q.dateFrom)}`);
  if (q.dateTo) parts.push(sql`${o.createdAt} < ${warsawDayStartSql(q.dateTo)} + interval '1 day'`);
  if (q.search) {
    const text = q.search.toLowerCase().replace(/[%_\\]/g, '');
    const asNumber = /^\d{1,9}$/.test(q.search) ? Number(q.search) : null;
    if (text) {
      parts.push(sql`(lower(${u.firstname} || ' ' || ${u.lastname}) like ${`%${text}%`} or lower(${u.lastname} || ' ' || ${u.firstname}) like ${`%${text}%`}
        or lower(${u.email}) like ${`%${text}%`} or lower(coalesce(${u.companyName}, '')) like ${`%${text}%`}
        ${asNumber !== null ? sql`or ${o.id} = ${asNumber}` : sql``})`);
    }
  }
  return sql.join(parts, sql` and `);
}

const SORTS: Record<ListQuery['sort'], SQL> = {
  createdAt: sql`${o.createdAt}`,
  id: sql`${o.id}`,
  status: sql`${o.status}`,
  totalPoints: sql`total_points`,
  member: sql`lower(${u.lastname} || ' ' || ${u.firstname})`,
};

export async function listOrders(db: Database, q: ListQuery): Promise<{ total: number; data: OrderRow[] }> {
  const where = listWhere(q);
  const dir = q.order === 'asc' ? sql`asc` : sql`desc`;
  const { total, data } = await paged(
    queryRows<RowDb>(
      db,
      sql`
    select ${rowColumns} from ${ORDER_WITH_MEMBER} where ${where}
    order by ${SORTS[q.sort]} ${dir}, ${o.id} ${dir} ${pageSql(q)}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${ORDER_WITH_MEMBER} where ${where}`),
  );
  return { total, data: data.map(toRow) };
}
