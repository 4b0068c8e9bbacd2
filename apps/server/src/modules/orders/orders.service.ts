import { and, eq, not, sql } from 'drizzle-orm';
import {
  LEDGER_REASONS,
  LEDGER_SOURCES,
  ORDER_MESSAGES,
  ORDER_NEXT_STATUS,
  ORDER_STATUS_LABELS,
  type CheckoutBody,
  type Order,
  type OrderStatus,
} from '@klub/contracts';
import { orderElements, orders, partnerShops, prizes, queryRows, type Database } from '@klub/db';
import { AppError, notFound, badRequest, conflict } from '../../errors';
import { isUniqueViolation } from '../../lib/pg-errors';
import type { Deps } from '../../deps';
import { endOfYearWarsaw, warsawYear } from '../../lib/time';
import { credit } from '../ledger/ledger.service';
import { lockMember } from '../ledger/ledger.queries';
import { pointsValidityYears } from '../codes/settings';
import type { SettingsCache } from '../../lib/settings-cache';
import { loadOrder } from './orders.queries';
import { partnerShopMail, sendStatusChange } from './orders.mails';
import { emitEvent } from '../webhooks/webhooks.outbox';

export type Tx = Database;

export async function inTx<T>(db: Database, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction((trx) => work(trx as unknown as Database));
}

export async function mustLoad(db: Database, id: number): Promise<Order> {
  const order = await loadOrder(db, id);
  if (!order) throw notFound('order');
  return order;
}

interface LockedOrder {
  id: number;
  user_id: number;
  status: OrderStatus;
}

async function lockOrder(tx: Tx, id: number): Promise<LockedOrder> {
  const [o] = await queryRows<LockedOrder>(
    tx,
    sql`select ${orders.id} as id, ${orders.userId} as user_id, ${orders.status} as status from ${orders} where ${orders.id} = ${id} for update`,
  );
  if (!o) throw notFound('order');
  return o;
}

/** Refunded points are valid like freshly earned ones (docs/domain.md "Basket and orders"). */
async function refundExpiry(settings: SettingsCache): Promise<Date | null> {
  return endOfYearWarsaw(warsawYear() + (await pointsValidityYears(settings)));
}

/** A live element of the order being updated. */
const liveElement = sql`select 1 from ${orderElements} where ${orderElements.orderId} = ${orders.id} and not ${orderElements.isDeleted}`;

/** SENT when every live element is sent; back to IN_PROGRESS when one is unmarked. */
async function syncSentStatus(tx: Tx, orderId: number): Promise<void> {
  await tx
    .update(orders)
    .set({
      status: sql`case
        when not exists (${liveElement} and not ${orderElements.isSent}) then 'SENT'
        when ${orders.status} = 'SENT' then 'IN_PROGRESS' else ${orders.status} end`,
      updatedAt: sql`now()`,
    })
    .where(sql`${orders.id} = ${orderId} and ${orders.status} in ('NEW', 'IN_PROGRESS', 'SENT') and exists (${liveElement})`);
}

export async function setOrderStatus(deps: Deps, id: number, status: OrderStatus): Promise<Order> {
  const before = await inTx(deps.db, async (tx) => {
    const o = await lockOrder(tx, id);
    if (status === o.status) return o.status;
    if (status === 'CANCELLED') throw badRequest(ORDER_MESSAGES.cancelByDeleting);
    if (o.status === 'CANCELLED') throw conflict(ORDER_MESSAGES.cancelledNoStatusChange);
    if (ORDER_NEXT_STATUS[o.status] !== status) {
      throw conflict(ORDER_MESSAGES.statusStep(ORDER_STATUS_LABELS[o.status], ORDER_STATUS_LABELS[status]));
    }
    if (status === 'SENT') {
      await tx
        .update(orderElements)
        .set({ isSent: true, sentAt: sql`now()` })
        .where(and(eq(orderElements.orderId, id), not(orderElements.isDeleted), not(orderElements.isSent)));
    }
    await tx
      .update(orders)
      .set({ status, updatedAt: sql`now()` })
      .where(eq(orders.id, id));
    await emitEvent(tx, 'order.status_changed', o.user_id, { order: { id, memberId: o.user_id, status, previousStatus: o.status } });
    return o.status;
  });
  const order = await mustLoad(deps.db, id);
  await sendStatusChange(deps, order, before);
  return order;
}

async function orderOfElement(tx: Tx, elementId: number): Promise<number> {
  const [e] = await queryRows<{ order_id: number }>(
    tx,
    sql`select ${orderElements.orderId} as order_id from ${orderElements} where ${orderElements.id} = ${elementId}`,
  );
  if (!e) throw notFound('orderElement');
  return e.order_id;
}

/** Marking the last element sent moves the order to SENT: the member is told as when an admin sets it. */
export async function setElementSent(deps: Deps, elementId: number, isSent: boolean): Promise<Order> {
  const { orderId, before } = await inTx(deps.db, async (tx) => {
    const o = await lockOrder(tx, await orderOfElement(tx, elementId));
    if (o.status === 'CANCELLED' || o.status === 'DELIVERED') {
      throw conflict(ORDER_MESSAGES.elementsLocked(ORDER_STATUS_LABELS[o.status]));
    }
    const [e] = await queryRows<{ is_deleted: boolean }>(
      tx,
      sql`select ${orderElements.isDeleted} as is_deleted from ${orderElements} where ${orderElements.id} = ${elementId}`,
    );
    if (e!.is_deleted) throw conflict(ORDER_MESSAGES.elementRemoved);
    await tx
      .update(orderElements)
      .set({ isSent, sentAt: isSent ? sql`coalesce(${orderElements.sentAt}, now())` : sql`null` })
      .where(eq(orderElements.id, elementId));
    await syncSentStatus(tx, o.id);
    const [now] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, o.id));
    if (now!.status !== o.status)
      await emitEvent(tx, 'order.status_changed', o.user_id, {
        order: { id: o.id, memberId: o.user_id, status: now!.status as OrderStatus, previousStatus: o.status },
      });
    return { orderId: o.id, before: o.status };
  });
  const order = await mustLoad(deps.db, orderId);
  await sendStatusChange(deps, order, before);
  return order;
}

/** Puts back the stock of elements that have not left the warehouse (not sent). */
async function restoreStock(tx: Tx, elements: { prize_id: number | null; amount: number; is_sent: boolean }[]): Promise<void> {
  const back = new Map<number, number>();
  for (const e of elements) if (e.prize_id !== null && !e.is_sent) back.set(e.prize_id, (back.get(e.prize_id) ?? 0) + e.amount);
  for (const [prizeId, amount] of [...back].sort((a, b) => a[0] - b[0])) {
    await tx
      .update(prizes)
      .set({ stock: sql`${prizes.stock} + ${amount}`, updatedAt: sql`now()` })
      .where(eq(prizes.id, prizeId));
  }
}

/**
 * Deleting an order cancels it: the points of its live elements come back (source 4, once per
 * order: row lock + unique index), and the stock of elements not yet sent is restored.
 */
export async function deleteOrder(db: Database, settings: SettingsCache, id: number, actorId: number): Promise<{ refunded: number }> {
  const expiresAt = await refundExpiry(settings);
  try {
    return await inTx(db, async (tx) => {
      const o = await lockOrder(tx, id);
      if (o.status === 'CANCELLED') throw conflict(ORDER_MESSAGES.alreadyCancelled);
      const live = await queryRows<{ prize_id: number | null; amount: number; unit_points: number; is_sent: boolean }>(
        tx,
        sql`
        select ${orderElements.prizeId} as prize_id, ${orderElements.amount} as amount, ${orderElements.unitPoints} as unit_points,
               ${orderElements.isSent} as is_sent
        from ${orderElements} where ${orderElements.orderId} = ${id} and not ${orderElements.isDeleted}`,
      );
      const refunded = live.reduce((s, e) => s + e.amount * e.unit_points, 0);
      // Lock order as in checkout: member before prizes.
      await lockMember(tx, o.user_id);
      if (refunded > 0) {
        await credit(tx, {
          userId: o.user_id,
          amount: refunded,
          source: LEDGER_SOURCES.DELETED_ORDER,
          reason: LEDGER_REASONS.orderCancelled(id),
          actorId,
          expiresAt,
          earns: false,
          orderId: id,
        });
      }
      await restoreStock(tx, live);
      await tx
        .update(orders)
        .set({ status: 'CANCELLED', cancelledAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(orders.id, id));
      await emitEvent(tx, 'order.cancelled', o.user_id, { order: { id, memberId: o.user_id, refundedPoints: refunded } });
      return { refunded };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(ORDER_MESSAGES.alreadyCancelled);
    throw err;
  }
}

/** Deleting one element refunds it (source 5, once per element) and restores its stock if not sent. */
export async function deleteElement(deps: Deps, elementId: number, actorId: number): Promise<Order> {
  const expiresAt = await refundExpiry(deps.settings);
  let done: { orderId: number; before: OrderStatus };
  try {
    done = await inTx(deps.db, async (tx) => {
      const o = await lockOrder(tx, await orderOfElement(tx, elementId));
      if (o.status === 'CANCELLED') throw conflict(ORDER_MESSAGES.cancelledPointsReturned);
      const [e] = await queryRows<{
        prize_id: number | null;
        prize_name: string;
        amount: number;
        unit_points: number;
        is_sent: boolean;
        is_deleted: boolean;
      }>(
        tx,
        sql`
        select ${orderElements.prizeId} as prize_id, ${orderElements.prizeName} as prize_name, ${orderElements.amount} as amount,
               ${orderElements.unitPoints} as unit_points, ${orderElements.isSent} as is_sent, ${orderElements.isDeleted} as is_deleted
        from ${orderElements} where ${orderElements.id} = ${elementId}`,
      );
      if (e!.is_deleted) throw conflict(ORDER_MESSAGES.elementAlreadyDeleted);
      await lockMember(tx, o.user_id);
      await credit(tx, {
        userId: o.user_id,
        amount: e!.amount * e!.unit_points,
        source: LEDGER_SOURCES.DELETED_ORDER_ELEMENT,
        reason: LEDGER_REASONS.elementDeleted(e!.prize_name, o.id),
        actorId,
        expiresAt,
        earns: false,
        orderElementId: elementId,
      });
      await restoreStock(tx, [e!]);
      await tx
        .update(orderElements)
        .set({ isDeleted: true, deletedAt: sql`now()` })
        .where(eq(orderElements.id, elementId));
      // The last live element gone: the order is cancelled (everything was refunded element by element).
      await tx
        .update(orders)
        .set({ status: 'CANCELLED', cancelledAt: sql`now()`, updatedAt: sql`now()` })
        .where(
          and(
            eq(orders.id, o.id),
            sql`not exists (select 1 from ${orderElements} where ${orderElements.orderId} = ${o.id} and not ${orderElements.isDeleted})`,
          ),
        );
      await syncSentStatus(tx, o.id);
      return { orderId: o.id, before: o.status };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(ORDER_MESSAGES.elementAlreadyDeleted);
    throw err;
  }
  // Deleting the last unsent element leaves only sent ones: the order is SENT, and the member told.
  const order = await mustLoad(deps.db, done.orderId);
  await sendStatusChange(deps, order, done.before);
  return order;
}

/**
 * Forwards the elements of one partner shop: marks them `partnerOrderedAt` and, when the shop has
 * an e-mail address, sends it the list with the delivery address (after commit).
 */
export async function partnerShopOrder(
  deps: Deps,
  orderId: number,
  shopNumber: number,
): Promise<{ message: string; elements: number; emailedTo: string | null }> {
  const { count, shop } = await inTx(deps.db, async (tx) => {
    const o = await lockOrder(tx, orderId);
    if (o.status === 'CANCELLED') throw conflict(ORDER_MESSAGES.isCancelled);
    const [s] = await queryRows<{ name: string; email: string | null }>(
      tx,
      sql`select ${partnerShops.name} as name, ${partnerShops.email} as email from ${partnerShops} where ${partnerShops.shopNumber} = ${shopNumber}`,
    );
    if (!s) throw new AppError('NOT_FOUND', ORDER_MESSAGES.noPartnerShop(shopNumber));
    const marked = await tx
      .update(orderElements)
      .set({ partnerOrderedAt: sql`coalesce(${orderElements.partnerOrderedAt}, now())` })
      .where(and(eq(orderElements.orderId, orderId), eq(orderElements.shopNumber, shopNumber), not(orderElements.isDeleted)))
      .returning({ id: orderElements.id });
    if (marked.length === 0) throw new AppError('NOT_FOUND', ORDER_MESSAGES.noShopProducts(shopNumber));
    return { count: marked.length, shop: s };
  });
  let emailedTo: string | null = null;
  if (shop.email) {
    const order = await mustLoad(deps.db, orderId);
    try {
      await deps.mailer.send(partnerShopMail(shop.email, shop.name, order, shopNumber));
      emailedTo = shop.email;
    } catch (err) {
      deps.log.error({ err, orderId, shopNumber }, 'partner shop mail failed');
    }
  }
  return { message: ORDER_MESSAGES.forwardedToShop(count, shop.name, emailedTo), elements: count, emailedTo };
}

export type { CheckoutBody };
