import { newDoc, table, toBuffer, withHeaders } from '../../lib/pdf';
import { deliveryAddressLines, ORDER_PDF_TEXTS as T, ORDER_STATUS_LABELS, type Order, type OrderRow } from '@klub/contracts';

const dateTime = new Intl.DateTimeFormat('pl-PL', { timeZone: 'Europe/Warsaw', dateStyle: 'short', timeStyle: 'short' });
const formatDate = (iso: string) => dateTime.format(new Date(iso));

/** One order: confirmation / packing slip. */
export function orderPdf(order: Order): Promise<Buffer> {
  const doc = newDoc(T.orderTitle(order.id), T.author);
  doc.font('bold').fontSize(18).text(T.orderTitle(order.id));
  doc.font('regular').fontSize(10).moveDown(0.5);
  doc.text(T.placedAt(formatDate(order.createdAt)));
  doc.text(T.status(ORDER_STATUS_LABELS[order.status]));
  doc.text(T.member(order.memberName, order.memberEmail));
  doc.moveDown(0.5).font('bold').text(T.deliveryAddress);
  doc.font('regular').text(deliveryAddressLines(order).join('\n'));
  if (order.note) doc.moveDown(0.5).text(T.note(order.note));
  doc.moveDown();
  table(
    doc,
    withHeaders(T.elementColumns, [
      { width: 215 },
      { width: 90 },
      { width: 40, align: 'right' },
      { width: 60, align: 'right' },
      { width: 60, align: 'right' },
      { width: 50 },
    ]),
    order.elements.map((e) => [
      e.isDeleted ? T.deletedElement(e.prizeName) : e.prizeName,
      e.characteristicName ?? T.none,
      String(e.amount),
      String(e.unitPoints),
      String(e.totalPoints),
      e.isDeleted ? T.none : e.isSent ? T.yes : T.no,
    ]),
  );
  doc.moveDown().font('bold').fontSize(11).text(T.total(order.totalPoints), { align: 'right' });
  return toBuffer(doc);
}

/** The filtered order list. */
export function ordersListPdf(rows: OrderRow[], filters: string): Promise<Buffer> {
  const doc = newDoc(T.listTitle, T.author);
  doc.font('bold').fontSize(16).text(T.listTitle);
  doc
    .font('regular')
    .fontSize(9)
    .text(T.generated(formatDate(new Date().toISOString()), filters, rows.length));
  doc.moveDown();
  table(
    doc,
    withHeaders(T.listColumns, [
      { width: 40 },
      { width: 85 },
      { width: 170 },
      { width: 75 },
      { width: 50, align: 'right' },
      { width: 95, align: 'right' },
    ]),
    rows.map((r) => [
      String(r.id),
      formatDate(r.createdAt),
      `${r.memberName}\n${r.memberEmail}`,
      ORDER_STATUS_LABELS[r.status],
      `${r.sentCount}/${r.elementsCount}`,
      String(r.totalPoints),
    ]),
  );
  return toBuffer(doc);
}
