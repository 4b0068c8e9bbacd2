import { stringify } from 'csv-stringify';
import type { Readable } from 'node:stream';
import { STATS_REPORT_TEXTS as T, type CodesReport, type PointsReport } from '@klub/contracts';
import { csvCell } from '../../lib/csv';
import { newDoc, table, toBuffer, withHeaders, type Column } from '../../lib/pdf';

/** The reports as PDF (DejaVu Sans: Polish letters) and CSV (`;`, BOM: Polish Excel), one layout each. */

const integer = new Intl.NumberFormat('pl-PL');
const money = new Intl.NumberFormat('pl-PL', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const stamp = new Intl.DateTimeFormat('pl-PL', { timeZone: 'Europe/Warsaw', dateStyle: 'short', timeStyle: 'short' });
/** 2026-03-02 → 02.03.2026 */
const day = (iso: string) => iso.split('-').reverse().join('.');
/** 2026-03-01 → 03.2026 */
const month = (iso: string) => iso.split('-').slice(0, 2).reverse().join('.');
const n = (v: number) => integer.format(v);

/** One table of a report: its title (none for the first), headers, PDF widths and rows. */
interface Block {
  title?: string;
  headers: readonly string[];
  widths: Omit<Column, 'header'>[];
  rows: (string | number)[][];
}

interface Layout {
  title: string;
  fileName: string;
  lines: string[];
  blocks: Block[];
}

function pdfOf(layout: Layout): Promise<Buffer> {
  const doc = newDoc(layout.title, T.author);
  doc.font('bold').fontSize(16).text(layout.title);
  doc.font('regular').fontSize(9).moveDown(0.3);
  for (const line of layout.lines) doc.text(line);
  for (const block of layout.blocks) {
    doc.moveDown();
    if (block.title) doc.font('bold').fontSize(11).text(block.title).moveDown(0.3);
    table(
      doc,
      withHeaders(block.headers, block.widths),
      block.rows.map((r) => r.map((c) => (typeof c === 'number' ? n(c) : c))),
    );
  }
  return toBuffer(doc);
}

/** Every block one after another, each with its header row, a blank row between them. */
function csvOf(layout: Layout): Readable {
  const csv = stringify({ delimiter: ';', bom: true });
  layout.blocks.forEach((block, i) => {
    if (i > 0) csv.write([]);
    if (block.title) csv.write([csvCell(block.title)]);
    csv.write([...block.headers]);
    for (const row of block.rows) csv.write(row.map((c) => (typeof c === 'number' ? c : csvCell(c))));
  });
  csv.end();
  return csv;
}

const W = (width: number, align?: 'right') => ({ width, ...(align ? { align } : {}) });

function codesLayout(r: CodesReport): Layout {
  return {
    title: T.codes.title,
    fileName: T.codes.fileName(r.from, r.to),
    lines: [
      T.period(day(r.from), day(r.to)),
      T.previous(day(r.previous.from), day(r.previous.to)),
      T.codes.totals(n(r.codes), n(r.points), n(r.previous.codes)),
      T.generated(stamp.format(new Date())),
    ],
    blocks: [
      {
        headers: T.codes.seriesColumns,
        widths: [W(200), W(150, 'right'), W(165, 'right')],
        rows: r.series.map((s) => [day(s.period), s.codes, s.points]),
      },
      {
        title: T.codes.packagesTitle,
        headers: T.codes.packageColumns,
        widths: [W(200), W(140), W(80, 'right'), W(95, 'right')],
        rows: r.packages.map((p) => [p.name, p.groupName, p.codes, p.points]),
      },
      {
        title: T.codes.sourcesTitle,
        headers: T.codes.sourceColumns,
        widths: [W(260), W(120, 'right'), W(135, 'right')],
        rows: r.sources.map((s) => [s.label, s.codes, s.points]),
      },
    ],
  };
}

function pointsLayout(r: PointsReport): Layout {
  const L = r.liability;
  const pln = (v: number) => money.format(v);
  return {
    title: T.points.title,
    fileName: T.points.fileName(r.from, r.to),
    lines: [
      T.period(day(r.from), day(r.to)),
      T.points.totals(n(r.earned), n(r.spent), n(r.expired)),
      T.points.liability(n(L.points), pln(L.pln), String(L.pointsPerPln)),
      T.generated(stamp.format(new Date())),
    ],
    blocks: [
      {
        title: T.points.liabilityTitle,
        headers: T.points.liabilityColumns,
        widths: [W(260), W(120, 'right'), W(135, 'right')],
        rows: [
          ...(L.overdue ? [[T.points.overdue, L.overdue, pln(L.overdue / L.pointsPerPln)]] : []),
          ...L.months.map((m) => [month(m.month), m.points, pln(m.pln)]),
          [T.points.later, L.later, pln(L.later / L.pointsPerPln)],
          [T.points.noExpiry, L.noExpiry, pln(L.noExpiry / L.pointsPerPln)],
        ],
      },
      {
        title: T.points.balancesTitle,
        headers: T.points.balanceColumns,
        widths: [W(260), W(120, 'right'), W(135, 'right')],
        rows: r.balances.map((b) => [b.label, b.members, b.points]),
      },
      {
        headers: T.points.seriesColumns,
        widths: [W(150), W(120, 'right'), W(120, 'right'), W(125, 'right')],
        rows: r.series.map((s) => [day(s.period), s.earned, s.spent, s.expired]),
      },
    ],
  };
}

export interface ReportDocument {
  fileName: string;
  pdf(): Promise<Buffer>;
  csv(): Readable;
}

function documentOf(layout: Layout): ReportDocument {
  return { fileName: layout.fileName, pdf: () => pdfOf(layout), csv: () => csvOf(layout) };
}

export const codesDocument = (r: CodesReport) => documentOf(codesLayout(r));
export const pointsDocument = (r: PointsReport) => documentOf(pointsLayout(r));
