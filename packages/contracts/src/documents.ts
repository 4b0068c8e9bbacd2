import { ORDER_STATUS_LABELS, type Order, type OrderStatus } from './orders';

/**
 * Texts of what the server writes for people outside the app's screens — e-mails, PDFs, CSV
 * exports — so that every Polish text the server sends lives in the contracts, next to the
 * screens' own. Pure functions of the data they show.
 */

const SIGNATURE = 'Zespół Klubu';

function orderLines(order: Order, shopNumber?: number): string {
  return order.elements
    .filter((e) => !e.isDeleted && (shopNumber === undefined || e.shopNumber === shopNumber))
    .map((e) => `- ${e.prizeName}${e.characteristicName ? ` (${e.characteristicName})` : ''} × ${e.amount} — ${e.totalPoints} pkt`)
    .join('\n');
}

/** The delivery address as lines (name, street, post code and city, phone). */
export function deliveryAddressLines(order: Pick<Order, 'delivery'>): string[] {
  const d = order.delivery;
  return [d.name, d.street, `${d.postCode} ${d.city}`, d.phone ? `tel. ${d.phone}` : null].filter((l): l is string => Boolean(l));
}

/** What the status e-mail says of each status a member is told about ({id}: the order number). */
const ORDER_STATUS_NEWS: Partial<Record<OrderStatus, string>> = {
  IN_PROGRESS: 'Twoje zamówienie nr {id} jest w realizacji — kompletujemy nagrody.',
  SENT: 'Twoje zamówienie nr {id} zostało wysłane. Wkrótce dotrze pod wskazany adres.',
  DELIVERED: 'Twoje zamówienie nr {id} zostało dostarczone. Dziękujemy za udział w Klubie!',
};

/** The one e-mail layout (server: lib/mail-layout.ts) around every message's text: header, button, footer. */
export const MAIL_LAYOUT_TEXTS = {
  brand: 'Klub',
  tagline: 'Program lojalnościowy dla profesjonalistów',
  /** A paragraph that is only a link becomes a button with this label, the link itself below it. */
  button: 'Otwórz w Klubie',
  linkHint: 'Jeśli przycisk nie działa, skopiuj ten adres do przeglądarki:',
  footer: 'Tę wiadomość wysłał Klub. Nie odpowiadaj na nią — napisz do nas przez formularz kontaktowy w serwisie.',
} as const;

export interface MailText {
  subject: string;
  text: string;
}

export const MAIL_TEXTS = {
  activation: (firstname: string, link: string): MailText => ({
    subject: 'Klub — aktywuj swoje konto',
    text:
      `Cześć ${firstname},\n\ndziękujemy za rejestrację w Klubie. Aby aktywować konto, otwórz link:\n${link}\n\n` +
      `Link jest ważny 7 dni. Jeśli to nie Ty zakładałeś konto, zignoruj tę wiadomość.\n\n${SIGNATURE}`,
  }),
  passwordReset: (firstname: string, link: string): MailText => ({
    subject: 'Klub — ustaw nowe hasło',
    text:
      `Cześć ${firstname},\n\notrzymaliśmy prośbę o ustawienie nowego hasła. Otwórz link, aby je ustawić:\n${link}\n\n` +
      `Link jest ważny 60 minut i działa tylko raz. Jeśli to nie Ty, zignoruj tę wiadomość — hasło się nie zmieni.\n\n${SIGNATURE}`,
  }),
  /** An account made by an admin: the person sets their own password through a single-use link. */
  welcome: (firstname: string, link: string): MailText => ({
    subject: 'Klub — witamy! Ustaw swoje hasło',
    text:
      `Cześć ${firstname},\n\nzałożyliśmy dla Ciebie konto w Klubie. Aby się zalogować, ustaw hasło:\n${link}\n\n` +
      `Link jest ważny 7 dni i działa tylko raz.\n\n${SIGNATURE}`,
  }),
  /** To the member once the order is committed. */
  orderConfirmation: (firstname: string, order: Order, myOrdersUrl: string): MailText => ({
    subject: `Klub — potwierdzenie zamówienia nr ${order.id}`,
    text:
      `Cześć ${firstname},\n\ndziękujemy za zamówienie nr ${order.id} (status: ${ORDER_STATUS_LABELS[order.status]}).\n\n` +
      `Zamówione nagrody:\n${orderLines(order)}\n\nRazem: ${order.totalPoints} pkt\n\n` +
      `Adres dostawy:\n${deliveryAddressLines(order).join('\n')}\n\n` +
      `Status zamówienia sprawdzisz na stronie: ${myOrdersUrl}\n\n${SIGNATURE}`,
  }),
  /** To the member when an admin confirms the account (ACTIVE_CONFIRMED): ordering prizes is open. */
  accountConfirmed: (firstname: string, catalogueUrl: string): MailText => ({
    subject: 'Klub — Twoje konto zostało potwierdzone',
    text:
      `Cześć ${firstname},\n\nKlub potwierdził Twoje konto. Od teraz możesz zamawiać nagrody za zebrane punkty:\n${catalogueUrl}\n\n` +
      `${SIGNATURE}`,
  }),
  /** To the member when an order moves on (W realizacji, Wysłane, Dostarczone). */
  orderStatus: (firstname: string, orderId: number, status: OrderStatus, myOrdersUrl: string): MailText => {
    const news = ORDER_STATUS_NEWS[status] ?? `Status Twojego zamówienia nr {id}: ${ORDER_STATUS_LABELS[status]}.`;
    return {
      subject: `Klub — zamówienie nr ${orderId}: ${ORDER_STATUS_LABELS[status]}`,
      text: `Cześć ${firstname},\n\n${news.replace('{id}', String(orderId))}\n\nTwoje zamówienia: ${myOrdersUrl}\n\n${SIGNATURE}`,
    };
  },
  /** To a partner shop when an admin forwards its products of one order. */
  partnerShop: (shopName: string, order: Order, shopNumber: number): MailText => ({
    subject: `Klub — zamówienie nr ${order.id} (sklep nr ${shopNumber})`,
    text:
      `Dzień dobry,\n\nprosimy o realizację dla sklepu „${shopName}” następujących pozycji zamówienia nr ${order.id}:\n${orderLines(order, shopNumber)}\n\n` +
      `Adres dostawy:\n${deliveryAddressLines(order).join('\n')}\n${order.note ? `\nUwagi: ${order.note}\n` : ''}\n${SIGNATURE}`,
  }),
} as const;

/** The order PDFs: one order (confirmation / packing slip) and the filtered list. */
export const ORDER_PDF_TEXTS = {
  author: 'Klub',
  orderTitle: (id: number) => `Zamówienie nr ${id}`,
  placedAt: (date: string) => `Data złożenia: ${date}`,
  status: (label: string) => `Status: ${label}`,
  member: (name: string, email: string) => `Członek klubu: ${name} (${email})`,
  deliveryAddress: 'Adres dostawy',
  note: (note: string) => `Uwagi: ${note}`,
  elementColumns: ['Nagroda', 'Wariant', 'Ilość', 'Cena [pkt]', 'Razem [pkt]', 'Wysłane'],
  deletedElement: (name: string) => `${name} (usunięta)`,
  none: '—',
  yes: 'tak',
  no: 'nie',
  total: (points: number) => `Razem: ${points} pkt`,
  listTitle: 'Zamówienia',
  generated: (date: string, filters: string, count: number) => `Wygenerowano: ${date}${filters ? ` · ${filters}` : ''} · liczba: ${count}`,
  listColumns: ['Nr', 'Data', 'Członek klubu', 'Status', 'Pozycje', 'Punkty'],
} as const;

/** A batch of codes as CSV for printing. */
export const CODE_BATCH_CSV = {
  columns: ['kod', 'pakiet', 'status'],
  redeemed: 'wykorzystany',
  unused: 'nowy',
  fileName: (batchId: number) => `kody-partia-${batchId}.csv`,
} as const;
