import { ORDER_STATUS_LABELS, type Order } from '@klub/contracts';
import type { MailMessage } from '../../lib/mailer';

function lines(order: Order, shopNumber?: number): string {
  return order.elements
    .filter((e) => !e.isDeleted && (shopNumber === undefined || e.shopNumber === shopNumber))
    .map((e) => `- ${e.prizeName}${e.characteristicName ? ` (${e.characteristicName})` : ''} × ${e.amount} — ${e.totalPoints} pkt`)
    .join('\n');
}

function address(order: Order): string {
  const d = order.delivery;
  return [d.name, d.street, `${d.postCode} ${d.city}`, d.phone ? `tel. ${d.phone}` : null].filter(Boolean).join('\n');
}

/** Sent to the member after the order is committed. */
export function orderConfirmationMail(to: string, firstname: string, order: Order, publicUrl: string): MailMessage {
  return {
    to,
    subject: `Klub — potwierdzenie zamówienia nr ${order.id}`,
    text:
      `Cześć ${firstname},\n\ndziękujemy za zamówienie nr ${order.id} (status: ${ORDER_STATUS_LABELS[order.status]}).\n\n` +
      `Zamówione nagrody:\n${lines(order)}\n\nRazem: ${order.totalPoints} pkt\n\n` +
      `Adres dostawy:\n${address(order)}\n\n` +
      `Status zamówienia sprawdzisz na stronie: ${publicUrl}/my-orders\n\nZespół Klubu`,
  };
}

/** Sent to a partner shop when an admin forwards its products of one order. */
export function partnerShopMail(to: string, shopName: string, order: Order, shopNumber: number): MailMessage {
  return {
    to,
    subject: `Klub — zamówienie nr ${order.id} (sklep nr ${shopNumber})`,
    text:
      `Dzień dobry,\n\nprosimy o realizację dla sklepu „${shopName}” następujących pozycji zamówienia nr ${order.id}:\n${lines(order, shopNumber)}\n\n` +
      `Adres dostawy:\n${address(order)}\n${order.note ? `\nUwagi: ${order.note}\n` : ''}\nZespół Klubu`,
  };
}
