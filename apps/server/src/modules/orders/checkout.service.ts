import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  BASKET_MESSAGES,
  LEDGER_REASONS,
  LEDGER_SOURCES,
  MAX_BASKET_AMOUNT,
  MAX_BASKET_LINES,
  ORDER_MESSAGES,
  POINTS_ROLES,
  type CheckoutBody,
  type Order,
  type RoleCode,
} from '@klub/contracts';
import { basketItems, orderElements, orders, prizes, queryRows, users } from '@klub/db';
import { AppError, conflict } from '../../errors';
import type { Deps } from '../../deps';
import { debit } from '../ledger/ledger.service';
import { lockMember } from '../ledger/ledger.queries';
import { readConverter } from '../prizes/prizes.service';
import { basketLines } from './basket.service';
import { sendOrderConfirmation } from './orders.mails';
import { emitEvent } from '../webhooks/webhooks.outbox';
import { inTx, mustLoad } from './orders.service';

type Checkout = z.output<typeof CheckoutBody>;

/**
 * Places the order from the member's basket in ONE transaction: member lock (so one member's
 * checkouts run one after another), re-validation of every line, conditional stock decrements,
 * a FIFO debit through the ledger, order + elements, empty basket. The e-mail goes after commit.
 */
export async function checkout(deps: Deps, userId: number, body: Checkout): Promise<Order> {
  const pointsPerPln = await readConverter(deps.settings);
  const orderId = await inTx(deps.db, async (tx) => {
    const balance = await lockMember(tx, userId);
    const [member] = await queryRows<{ status: string; role: number; is_deleted: boolean }>(
      tx,
      sql`select ${users.status} as status, ${users.role} as role, ${users.isDeleted} as is_deleted from ${users} where ${users.id} = ${userId}`,
    );
    if (!member || member.is_deleted || !POINTS_ROLES.includes(member.role as RoleCode)) throw new AppError('NO_POINTS_ROLE');
    if (member.status !== 'ACTIVE_CONFIRMED') throw new AppError('FORBIDDEN', ORDER_MESSAGES.onlyConfirmed);

    const lines = await basketLines(tx, userId, undefined, true);
    if (lines.length === 0) throw new AppError('VALIDATION', ORDER_MESSAGES.basketEmpty);
    // The caps hold when adding; checked again here for a basket filled before they did.
    if (lines.length > MAX_BASKET_LINES) throw new AppError('CONFLICT', BASKET_MESSAGES.linesOverCap);

    const expected = new Map((body.expectedItems ?? []).map((i) => [i.id, i.points]));
    for (const l of lines) {
      const label = l.characteristic ? `${l.name} (${l.characteristic})` : l.name;
      if (l.amount > MAX_BASKET_AMOUNT) throw new AppError('CONFLICT', BASKET_MESSAGES.lineOverCap(label));
      if (!l.prize_active || !l.group_active) throw conflict(ORDER_MESSAGES.prizeGone(label));
      const was = expected.get(l.id);
      if (was !== undefined && was !== l.points) {
        throw conflict(ORDER_MESSAGES.priceChanged(label, was, l.points));
      }
      if (l.stock < l.amount) throw conflict(ORDER_MESSAGES.stockShortBy(label, l.stock));
    }
    const total = lines.reduce((s, l) => s + l.points * l.amount, 0);
    if (body.expectedTotal !== undefined && body.expectedTotal !== total) {
      throw conflict(ORDER_MESSAGES.totalChanged(body.expectedTotal, total));
    }
    if (balance < total) throw new AppError('INSUFFICIENT_POINTS', ORDER_MESSAGES.notEnoughPoints(balance, total));

    const d = body.delivery;
    const [order] = await tx
      .insert(orders)
      .values({
        userId,
        status: 'NEW',
        totalPoints: total,
        deliveryName: d.name,
        deliveryStreet: d.street,
        deliveryPostCode: d.postCode,
        deliveryCity: d.city,
        deliveryPhone: d.phone ?? null,
        note: body.note ?? null,
      })
      .returning({ id: orders.id, createdAt: orders.createdAt });
    const id = order!.id;

    // Prize rows are locked in id order, so two baskets with the same prizes cannot deadlock.
    for (const l of [...lines].sort((a, b) => a.prize_id - b.prize_id || a.id - b.id)) {
      const label = l.characteristic ? `${l.name} (${l.characteristic})` : l.name;
      const taken = await tx
        .update(prizes)
        .set({ stock: sql`${prizes.stock} - ${l.amount}`, updatedAt: sql`now()` })
        .where(and(eq(prizes.id, l.prize_id), prizes.isActive, gte(prizes.stock, l.amount), eq(prizes.pointsPrice, l.points)))
        .returning({ id: prizes.id });
      if (taken.length === 0) throw conflict(ORDER_MESSAGES.stockShort(label));
    }
    for (const l of lines) {
      await tx.insert(orderElements).values({
        orderId: id,
        prizeId: l.prize_id,
        characteristicId: l.characteristic_id,
        prizeName: l.name,
        characteristicName: l.characteristic,
        amount: l.amount,
        unitPoints: l.points,
        // What the unit is worth in PLN now: its PLN price, or its points at the converter's rate.
        unitPln: sql`coalesce((select ${prizes.plnPrice} from ${prizes} where ${prizes.id} = ${l.prize_id}), round(${l.points}::numeric / ${pointsPerPln}, 2))`,
        shopNumber: l.shop_number,
      });
    }
    await debit(tx, {
      userId,
      amount: total,
      source: LEDGER_SOURCES.ORDER,
      reason: LEDGER_REASONS.order(id),
      actorId: userId,
      orderId: id,
    });
    await tx.delete(basketItems).where(
      and(
        eq(basketItems.userId, userId),
        inArray(
          basketItems.id,
          lines.map((l) => l.id),
        ),
      ),
    );
    await emitEvent(tx, 'order.created', userId, {
      order: {
        id,
        memberId: userId,
        status: 'NEW',
        totalPoints: total,
        createdAt: order!.createdAt.toISOString(),
        items: lines.map((l) => ({
          prizeId: l.prize_id,
          name: l.name,
          characteristic: l.characteristic,
          amount: l.amount,
          unitPoints: l.points,
        })),
        delivery: { name: d.name, street: d.street, postCode: d.postCode, city: d.city, phone: d.phone ?? null },
      },
    });
    return id;
  });

  const order = await mustLoad(deps.db, orderId);
  await sendOrderConfirmation(deps, order); // after commit: a mail failure never undoes the order
  return order;
}
