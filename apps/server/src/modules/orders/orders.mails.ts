import { sql } from 'drizzle-orm';
import { MAIL_TEXTS, ORDER_STATUSES, type Order, type OrderStatus } from '@klub/contracts';
import { queryRows, users } from '@klub/db';
import type { Deps } from '../../deps';
import type { MailMessage } from '../../lib/mailer';

/** Sent to the member after the order is committed. */
export function orderConfirmationMail(to: string, firstname: string, order: Order, publicUrl: string): MailMessage {
  return { to, ...MAIL_TEXTS.orderConfirmation(firstname, order, `${publicUrl}/my-orders`) };
}

/** Sent to a partner shop when an admin forwards its products of one order. */
export function partnerShopMail(to: string, shopName: string, order: Order, shopNumber: number): MailMessage {
  return { to, ...MAIL_TEXTS.partnerShop(shopName, order, shopNumber) };
}

/** Sent to the member when an admin moves the order on (W realizacji, Wysłane, Dostarczone). */
export function orderStatusMail(to: string, firstname: string, orderId: number, status: OrderStatus, publicUrl: string): MailMessage {
  return { to, ...MAIL_TEXTS.orderStatus(firstname, orderId, status, `${publicUrl}/my-orders`) };
}

/**
 * Mails the order's member (after the write: a failure is logged and never undoes the order; an
 * anonymised member gets nothing). `what` names the mail in the log.
 */
async function mailMember(deps: Deps, order: Order, what: string, mail: (to: string, firstname: string) => MailMessage): Promise<void> {
  try {
    const [to] = await queryRows<{ email: string; firstname: string; is_deleted: boolean }>(
      deps.db,
      sql`select ${users.email} as email, ${users.firstname} as firstname, ${users.isDeleted} as is_deleted
          from ${users} where ${users.id} = ${order.userId}`,
    );
    if (!to || to.is_deleted) return;
    await deps.mailer.send(mail(to.email, to.firstname));
  } catch (err) {
    deps.log.error({ err, orderId: order.id, status: order.status }, `order ${what} mail failed`);
  }
}

export const sendOrderConfirmation = (deps: Deps, order: Order) =>
  mailMember(deps, order, 'confirmation', (to, firstname) => orderConfirmationMail(to, firstname, order, deps.config.publicUrl));

/** The statuses a member is told of by e-mail when the order moves on to them. */
const MAILED_STATUSES: readonly OrderStatus[] = ['IN_PROGRESS', 'SENT', 'DELIVERED'];

/**
 * E-mails the member when the order really moved forward to a mailed status (not when the same
 * status is set again, nor when unmarking an element takes it back from SENT).
 */
export async function sendStatusChange(deps: Deps, order: Order, before: OrderStatus): Promise<void> {
  const after = order.status;
  if (after === before || !MAILED_STATUSES.includes(after) || ORDER_STATUSES.indexOf(after) < ORDER_STATUSES.indexOf(before)) return;
  await mailMember(deps, order, 'status', (to, firstname) => orderStatusMail(to, firstname, order.id, after, deps.config.publicUrl));
}
