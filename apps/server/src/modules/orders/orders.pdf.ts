import PDFDocument from 'pdfkit';
import { createRequire } from 'node:module';
import { deliveryAddressLines, ORDER_PDF_TEXTS as T, ORDER_STATUS_LABELS, type Order, type OrderRow } from '@klub/contracts';

/** DejaVu Sans from npm (dejavu-fonts-ttf): full Polish glyphs, independent of the OS fonts. */
const fromHere = createRequire(import.meta.url);
const FONT = fromHere.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = fromHere.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

const dateTime = new Intl.DateTimeFormat('pl-PL', { timeZone: 'Europe/Warsaw', dateStyle: 'short', timeStyle: 'short' });
const formatDate = (iso: string) => dateTime.format(new Date(iso));

function newDoc(title: string): PDFKit.PDFDocument {
  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: title, Author: T.author } });
  doc.registerFont('regular', FONT);
  doc.registerFont('bold', FONT_BOLD);
  doc.font('regular');
  return doc;
}

function toBuffer(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right';
}

const withHeaders = (headers: readonly string[], columns: Omit<Column, 'header'>[]): Column[] =>
  columns.map((c, i) => ({ ...c, header: headers[i]! }));

/** A simple table: header row in bold, rows wrapped within their column, page breaks repeat the header. */
function table(doc: PDFKit.PDFDocument, columns: Column[], rows: string[][]): void {
  const left = doc.page.margins.left;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const drawRow = (cells: string[], bold: boolean) => {
    doc.font(bold ? 'bold' : 'regular').fontSize(9);
    const height = Math.max(...cells.map((c, i) => doc.heightOfString(c, { width: columns[i]!.width - 6 }))) + 6;
    if (doc.y + height > bottom()) {
      doc.addPage();
      if (!bold)
        drawRow(
          columns.map((c) => c.header),
          true,
        );
      doc.font(bold ? 'bold' : 'regular').fontSize(9);
    }
    const y = doc.y;
    let x = left;
    cells.forEach((c, i) => {
      doc.text(c, x + 3, y + 3, { width: columns[i]!.width - 6, align: columns[i]!.align ?? 'left' });
      x += columns[i]!.width;
    });
    doc
      .moveTo(left, y + height)
      .lineTo(x, y + height)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
    doc.x = left;
    doc.y = y + height;
  };
  drawRow(
    columns.map((c) => c.header),
    true,
  );
  for (const r of rows) drawRow(r, false);
  doc.font('regular');
}

/** One order: confirmation / packing slip. */
export function orderPdf(order: Order): Promise<Buffer> {
  const doc = newDoc(T.orderTitle(order.id));
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
  const doc = newDoc(T.listTitle);
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
