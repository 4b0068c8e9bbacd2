import PDFDocument from 'pdfkit';
import { createRequire } from 'node:module';

/** The PDF kit of every document (orders, statistics reports): pdfkit with DejaVu Sans. */

/** DejaVu Sans from npm (dejavu-fonts-ttf): full Polish glyphs, independent of the OS fonts. */
const fromHere = createRequire(import.meta.url);
const FONT = fromHere.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = fromHere.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

/** An A4 document with the Polish-capable fonts registered as `regular` and `bold`. */
export function newDoc(title: string, author: string, options: { layout?: 'portrait' | 'landscape' } = {}): PDFKit.PDFDocument {
  const doc = new PDFDocument({ size: 'A4', margin: 40, layout: options.layout ?? 'portrait', info: { Title: title, Author: author } });
  doc.registerFont('regular', FONT);
  doc.registerFont('bold', FONT_BOLD);
  doc.font('regular');
  return doc;
}

/** The finished document's bytes. */
export function toBuffer(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

export interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right';
}

export const withHeaders = (headers: readonly string[], columns: Omit<Column, 'header'>[]): Column[] =>
  columns.map((c, i) => ({ ...c, header: headers[i]! }));

/** A simple table: header row in bold, rows wrapped within their column, page breaks repeat the header. */
export function table(doc: PDFKit.PDFDocument, columns: Column[], rows: string[][]): void {
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
