import { z } from 'zod';
import { dbId, idNumber, isoDay, MessageResponse, optionalText, phone, postCode, searchText, text, wholeNumber, Paging } from './common';

// ---- statuses ----

export const ORDER_STATUSES = ['NEW', 'IN_PROGRESS', 'SENT', 'DELIVERED', 'CANCELLED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Polish names of order statuses (chips, PDFs, e-mails). */
/** How the order list PDF names the filters it was made with. */
export const ORDER_FILTER_TEXTS = {
  status: (label: string) => `status: ${label}`,
  search: (text: string) => `szukaj: ${text}`,
  member: (id: number) => `członek nr ${id}`,
  from: (day: string) => `od ${day}`,
  to: (day: string) => `do ${day}`,
} as const;

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  NEW: 'Złożone',
  IN_PROGRESS: 'W realizacji',
  SENT: 'Wysłane',
  DELIVERED: 'Dostarczone',
  CANCELLED: 'Anulowane',
};

/** The only status an admin may set next (one step forward). CANCELLED only by deleting the order. */
export const ORDER_NEXT_STATUS: Record<OrderStatus, OrderStatus | null> = {
  NEW: 'IN_PROGRESS',
  IN_PROGRESS: 'SENT',
  SENT: 'DELIVERED',
  DELIVERED: null,
  CANCELLED: null,
};

export const ORDER_MESSAGES = {
  /** POST /api/orders/{id}/partner-shop-order: the shop was e-mailed (`emailedTo`) or has no address. */
  forwardedToShop: (count: number, shop: string, emailedTo: string | null) =>
    emailedTo
      ? `Przekazano ${count} poz. do sklepu „${shop}” (e-mail: ${emailedTo})`
      : `Oznaczono ${count} poz. jako przekazane do sklepu „${shop}” (sklep nie ma adresu e-mail)`,
  onlyConfirmed: 'Zamawiać mogą tylko potwierdzeni członkowie klubu',
  basketEmpty: 'Koszyk jest pusty',
  cancelled: 'Zamówienie zostało anulowane, punkty wróciły na konto członka',
  elementDeleted: 'Pozycja została usunięta, punkty wróciły na konto członka',
  removedFromBasket: 'Usunięto z koszyka',
  prizeGone: (label: string) => `Nagroda „${label}” nie jest już dostępna — usuń ją z koszyka`,
  priceChanged: (label: string, was: number, now: number) =>
    `Cena nagrody „${label}” zmieniła się: było ${was} pkt, teraz ${now} pkt. Sprawdź koszyk i złóż zamówienie ponownie`,
  stockShortBy: (label: string, stock: number) => `Nagroda „${label}” jest niedostępna w tej ilości (dostępnych sztuk: ${stock})`,
  stockShort: (label: string) => `Nagroda „${label}” jest niedostępna w tej ilości`,
  totalChanged: (was: number, now: number) =>
    `Ceny w koszyku zmieniły się: suma wynosiła ${was} pkt, teraz ${now} pkt. Sprawdź koszyk i złóż zamówienie ponownie`,
  notEnoughPoints: (balance: number, total: number) =>
    `Za mało punktów: masz ${balance} pkt, zamówienie kosztuje ${total} pkt — brakuje ${total - balance} pkt. Usuń część nagród z koszyka`,
  cancelByDeleting: 'Aby anulować zamówienie, usuń je — punkty wrócą na konto członka',
  cancelledNoStatusChange: 'Zamówienie jest anulowane — nie można zmienić jego statusu',
  statusStep: (fromLabel: string, toLabel: string) => `Nie można zmienić statusu z „${fromLabel}” na „${toLabel}”`,
  elementsLocked: (statusLabel: string) => `Zamówienie ma status „${statusLabel}” — nie można zmieniać jego pozycji`,
  elementRemoved: 'Ta pozycja została usunięta z zamówienia',
  alreadyCancelled: 'Zamówienie jest już anulowane — punkty zostały zwrócone',
  cancelledPointsReturned: 'Zamówienie jest anulowane — punkty zostały już zwrócone',
  elementAlreadyDeleted: 'Ta pozycja została już usunięta — punkty zostały zwrócone',
  isCancelled: 'Zamówienie jest anulowane',
  noPartnerShop: (shopNumber: number) => `Nie ma sklepu partnerskiego nr ${shopNumber}`,
  noShopProducts: (shopNumber: number) => `W tym zamówieniu nie ma produktów sklepu partnerskiego nr ${shopNumber}`,
} as const;

export const MAX_BASKET_AMOUNT = 999;
export const MAX_BASKET_LINES = 100;

/** The basket's caps, refused when adding and again at checkout. */
export const BASKET_MESSAGES = {
  tooManyPieces: `Maksymalnie ${MAX_BASKET_AMOUNT} sztuk jednej nagrody`,
  tooManyLines: `W koszyku może być najwyżej ${MAX_BASKET_LINES} pozycji`,
  /** Checkout of a basket over the caps (filled before they were enforced): the member fixes it first. */
  lineOverCap: (label: string) => `Nagroda „${label}” ma w koszyku więcej niż ${MAX_BASKET_AMOUNT} sztuk — zmniejsz liczbę sztuk`,
  linesOverCap: `W koszyku jest więcej niż ${MAX_BASKET_LINES} pozycji — usuń nadmiarowe przed złożeniem zamówienia`,
  prizeUnavailable: (name: string) => `Nagroda „${name}” jest obecnie niedostępna`,
  outOfStock: (name: string) => `Nagroda „${name}” jest chwilowo niedostępna`,
  stockLeft: (name: string, stock: number) => `Dostępnych sztuk nagrody „${name}”: ${stock}`,
  chooseVariant: 'Wybierz wariant nagrody (np. rozmiar lub kolor)',
  wrongVariant: 'Ten wariant nie należy do wybranej nagrody',
} as const;

// ---- basket ----

const amount = z
  .number({ error: 'Podaj liczbę sztuk' })
  .int('Podaj liczbę całkowitą')
  .min(1, 'Minimalnie 1 sztuka')
  .max(MAX_BASKET_AMOUNT, `Maksymalnie ${MAX_BASKET_AMOUNT} sztuk`);
const positiveId = dbId;

export const BasketAddBody = z.strictObject({
  prizeId: positiveId,
  characteristicId: positiveId.nullish(),
  amount,
});
export type BasketAddBody = z.input<typeof BasketAddBody>;

export const BasketAmountBody = z.strictObject({ amount });
export type BasketAmountBody = z.input<typeof BasketAmountBody>;

export const BasketItem = z.object({
  id: z.number().int(),
  prizeId: z.number().int(),
  name: z.string(),
  /** File key of the prize's main picture. */
  image: z.string().nullable(),
  /** Current points price of one piece. */
  points: z.number().int(),
  characteristicId: z.number().int().nullable(),
  /** "Rozmiar: XL". */
  characteristic: z.string().nullable(),
  amount: z.number().int(),
  lineTotal: z.number().int(),
  stock: z.number().int(),
  /** false when the prize is inactive, its group is inactive, or the stock is below the amount. */
  isAvailable: z.boolean(),
});
export type BasketItem = z.infer<typeof BasketItem>;

export const BasketResponse = z.object({
  data: z.array(BasketItem),
  /** Sum of the lines in points. */
  sum: z.number().int(),
  /** Number of pieces (badge). */
  count: z.number().int(),
  balance: z.number().int(),
});
export type BasketResponse = z.infer<typeof BasketResponse>;

// ---- checkout ----

export const DeliveryAddress = z.strictObject({
  name: text(160),
  street: text(120),
  postCode,
  city: text(80),
  phone: z
    .union([phone, z.literal('').transform(() => null)])
    .nullish()
    .transform((v) => v ?? null),
});
export type DeliveryAddress = z.input<typeof DeliveryAddress>;

export const CheckoutBody = z.strictObject({
  delivery: DeliveryAddress,
  note: optionalText(1000),
  /** The total the member saw; when prices changed since, the order is refused with both figures. */
  expectedTotal: wholeNumber(0).optional(),
  /** Unit prices the member saw, per basket line; a changed price is named in the refusal. */
  expectedItems: z
    .array(z.strictObject({ id: positiveId, points: wholeNumber(0) }))
    .max(MAX_BASKET_LINES)
    .optional(),
});
export type CheckoutBody = z.input<typeof CheckoutBody>;

// ---- orders ----

export const OrderElement = z.object({
  id: z.number().int(),
  prizeId: z.number().int().nullable(),
  prizeName: z.string(),
  characteristicName: z.string().nullable(),
  amount: z.number().int(),
  unitPoints: z.number().int(),
  totalPoints: z.number().int(),
  shopNumber: z.number().int().nullable(),
  isSent: z.boolean(),
  sentAt: z.string().nullable(),
  partnerOrderedAt: z.string().nullable(),
  isDeleted: z.boolean(),
  deletedAt: z.string().nullable(),
});
export type OrderElement = z.infer<typeof OrderElement>;

export const OrderRow = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  memberName: z.string(),
  memberEmail: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** Points of the elements that were not deleted. */
  totalPoints: z.number().int(),
  /** Points paid at checkout. */
  paidPoints: z.number().int(),
  elementsCount: z.number().int(),
  sentCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  cancelledAt: z.string().nullable(),
});
export type OrderRow = z.infer<typeof OrderRow>;

export const Order = OrderRow.extend({
  delivery: z.object({ name: z.string(), street: z.string(), postCode: z.string(), city: z.string(), phone: z.string().nullable() }),
  note: z.string().nullable(),
  elements: z.array(OrderElement),
});
export type Order = z.infer<typeof Order>;

export const ORDER_SORTS = ['createdAt', 'id', 'status', 'totalPoints', 'member'] as const;

/** GET /api/orders (and /api/orders/pdf) — admin list with server-side paging. */
export const OrderListQuery = Paging(99_999, 20).extend({
  status: z.enum(ORDER_STATUSES).optional(),
  userId: idNumber.optional(),
  /** Member's name or e-mail, or the order number. */
  search: searchText(),
  dateFrom: isoDay.optional(),
  dateTo: isoDay.optional(),
  sort: z.enum(ORDER_SORTS).optional().default('createdAt'),
  order: z.enum(['asc', 'desc']).optional().default('desc'),
});
export type OrderListQuery = z.input<typeof OrderListQuery>;

export const OrderListResponse = z.object({ total: z.number().int(), data: z.array(OrderRow) });
export type OrderListResponse = z.infer<typeof OrderListResponse>;

/** A member's orders with their elements (GET /api/users/me/orders, /api/users/{id}/orders). */
export const MemberOrdersResponse = z.object({ data: z.array(Order) });
export type MemberOrdersResponse = z.infer<typeof MemberOrdersResponse>;

export const OrderStatusBody = z.strictObject({ status: z.enum(ORDER_STATUSES) });
export type OrderStatusBody = z.input<typeof OrderStatusBody>;

export const OrderElementBody = z.strictObject({ isSent: z.boolean() });
export type OrderElementBody = z.input<typeof OrderElementBody>;

/** DELETE /api/orders/{id}: the order cancelled, and the points given back (0 when they already were). */
export const OrderCancelled = MessageResponse.extend({ refunded: z.number().int() });
export type OrderCancelled = z.infer<typeof OrderCancelled>;

export const PartnerShopOrderBody = z.strictObject({ shopNumber: dbId });
export type PartnerShopOrderBody = z.input<typeof PartnerShopOrderBody>;

export const PartnerShopOrderResult = z.object({
  message: z.string(),
  elements: z.number().int(),
  /** The partner shop's e-mail address the order went to, or null when the shop has none. */
  emailedTo: z.string().nullable(),
});
export type PartnerShopOrderResult = z.infer<typeof PartnerShopOrderResult>;

export const OrderOrderIdParam = z.strictObject({ orderId: idNumber });
