import { MAIL_TEXTS, type Order, type OrderStatus } from '@klub/contracts';
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
