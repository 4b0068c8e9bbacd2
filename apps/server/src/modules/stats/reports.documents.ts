import { stringify } from 'csv-stringify';
import type { Readable } from 'node:stream';
import {
  REGION_ASSIGNMENT_LABELS,
  STATS_REPORT_TEXTS as T,
  type CodesReport,
  type ConnectionsResponse,
  type ContractorsReport,
  type ExecutorsTable,
  type OrdersReport,
  type PointsReport,
  type PrizesReport,
  type PromotionsReport,
} from '@klub/contracts';
import { csvCell } from '../../lib/csv';
import { newDoc, table, toBuffer, withHeaders, type Column } from '../../lib/pdf';

/** The reports as PDF (DejaVu Sans: Polish letters) and CSV (`;`, BOM: Polish Excel), one layout each. */

const integer = new Intl.NumberFormat('pl-PL');
export const money = new Intl.NumberFormat('pl-PL', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const stamp = new Intl.DateTimeFormat('pl-PL', { timeZone: 'Europe/Warsaw', dateStyle: 'short', timeStyle: 'short' });
/** 2026-03-02 → 02.03.2026 */
export const day = (iso: string) => iso.split('-').reverse().join('.');
/** 2026-03-01 → 03.2026 */
const month = (iso: string) => iso.split('-').slice(0, 2).reverse().join('.');
export const n = (v: number) => integer.format(v);

/** One table of a report: its title (none for the first), headers, PDF widths and rows. */
export interface Block {
  title?: string;
  headers: readonly string[];
  widths: Omit<Column, 'header'>[];
  rows: (string | number)[][];
}

export interface Layout {
  title: string;
  /** Wide tables are laid out on landscape pages. */
  landscape?: boolean;
  fileName: string;
  lines: string[];
  blocks: Block[];
}

function pdfOf(layout: Layout): Promise<Buffer> {
  const doc = newDoc(layout.title, T.author, { layout: layout.landscape ? 'landscape' : 'portrait' });
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

/** Every block one after another, each with its header row, a blank row between them (after `first`, when given). */
function csvOf(layout: Layout, first?: string): Readable {
  const csv = stringify({ delimiter: ';', bom: true });
  if (first) {
    csv.write([csvCell(first)]);
    csv.write([]);
  }
  layout.blocks.forEach((block, i) => {
    if (i > 0) csv.write([]);
    if (block.title) csv.write([csvCell(block.title)]);
    csv.write([...block.headers]);
    for (const row of block.rows) csv.write(row.map((c) => (typeof c === 'number' ? c : csvCell(c))));
  });
  csv.end();
  return csv;
}

export const W = (width: number, align?: 'right') => ({ width, ...(align ? { align } : {}) });
const W3 = [W(260), W(120, 'right'), W(135, 'right')];
const pln = (v: number) => money.format(v);

const periodLine = (r: { from: string; to: string }) => T.period(day(r.from), day(r.to));
const previousLine = (r: { previous: { from: string; to: string } }) => T.previous(day(r.previous.from), day(r.previous.to));
const generatedLine = () => T.generated(stamp.format(new Date()));
/** A report over a period: its title, and its file named by the period. */
const titled = (texts: { title: string; fileName: (from: string, to: string) => string }, r: { from: string; to: string }) => ({
  title: texts.title,
  fileName: texts.fileName(r.from, r.to),
});

/** A report compared with the period before: the period, its `totals`, the period before, the `previous` lines (its totals…), when made. */
function comparedLines(r: { from: string; to: string; previous: { from: string; to: string } }, totals: string, ...previous: string[]) {
  return [periodLine(r), totals, previousLine(r), ...previous, generatedLine()];
}

function codesLayout(r: CodesReport): Layout {
  return {
    ...titled(T.codes, r),
    lines: [periodLine(r), previousLine(r), T.codes.totals(n(r.codes), n(r.points), n(r.previous.codes)), generatedLine()],
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
        widths: W3,
        rows: r.sources.map((s) => [s.label, s.codes, s.points]),
      },
    ],
  };
}

function pointsLayout(r: PointsReport): Layout {
  const L = r.liability;
  return {
    ...titled(T.points, r),
    lines: [
      periodLine(r),
      T.points.totals(n(r.earned), n(r.spent), n(r.expired)),
      T.points.liability(n(L.points), pln(L.pln), String(L.pointsPerPln)),
      generatedLine(),
    ],
    blocks: [
      {
        title: T.points.liabilityTitle,
        headers: T.points.liabilityColumns,
        widths: W3,
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
        widths: W3,
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

function contractorsLayout(r: ContractorsReport): Layout {
  const C = T.contractors;
  return {
    ...titled(C, r),
    lines: comparedLines(
      r,
      C.totals(n(r.newMembers), n(r.newConfirmed), n(r.active)),
      C.previous(n(r.previous.newMembers), r.previous.active === null ? null : n(r.previous.active)),
      C.now(n(r.members), n(r.confirmed)),
    ),
    blocks: [
      { headers: C.seriesColumns, widths: W3, rows: r.series.map((s) => [day(s.period), s.newMembers, s.active]) },
      {
        title: C.statusesTitle,
        headers: C.statusColumns,
        widths: [W(260), W(255, 'right')],
        rows: r.statuses.map((s) => [s.label, s.members]),
      },
      { title: C.regionsTitle, headers: C.regionColumns, widths: W3, rows: r.regions.map((g) => [g.name, g.members, g.newMembers]) },
    ],
  };
}

function ordersLayout(r: OrdersReport): Layout {
  const O = T.orders;
  return {
    ...titled(O, r),
    lines: comparedLines(r, O.totals(n(r.orders), n(r.points), n(r.buyers)), O.previous(n(r.previous.orders), n(r.previous.points))),
    blocks: [
      { headers: O.seriesColumns, widths: W3, rows: r.series.map((s) => [day(s.period), s.orders, s.points]) },
      { title: O.statusesTitle, headers: O.statusColumns, widths: W3, rows: r.statuses.map((s) => [s.label, s.orders, s.points]) },
      {
        title: O.buyersTitle,
        headers: O.buyerColumns,
        widths: [W(130), W(135), W(90), W(70, 'right'), W(90, 'right')],
        rows: r.buyersTop.map((b) => [b.fullName, b.companyName ?? '', b.city ?? '', b.orders, b.points]),
      },
    ],
  };
}

function executorsLayout(r: ExecutorsTable): Layout {
  const E = T.executors;
  return {
    ...titled(E, r),
    landscape: true,
    lines: [periodLine(r), E.rows(n(r.data.length), n(r.total)), generatedLine()],
    blocks: [
      {
        headers: E.columns,
        widths: [
          W(105),
          W(95),
          W(70),
          W(70),
          W(55, 'right'),
          W(60, 'right'),
          W(50, 'right'),
          W(60, 'right'),
          W(60, 'right'),
          W(60, 'right'),
          W(65, 'right'),
        ],
        rows: r.data.map((x) => [
          x.isDeleted ? `${x.fullName} ${E.deleted}` : x.fullName,
          x.companyName ?? '',
          x.city ?? '',
          x.regionName ?? '',
          x.balance,
          x.earnedYear,
          x.codes,
          x.earned,
          x.spent,
          x.expired,
          x.orders,
        ]),
      },
    ],
  };
}

function prizesLayout(r: PrizesReport): Layout {
  const P = T.prizes;
  return {
    ...titled(P, r),
    lines: comparedLines(r, P.totals(n(r.quantity), n(r.points), pln(r.pln)), P.previous(n(r.previous.quantity), pln(r.previous.pln))),
    blocks: [
      {
        headers: P.seriesColumns,
        widths: [W(160), W(110, 'right'), W(120, 'right'), W(125, 'right')],
        rows: r.series.map((s) => [day(s.period), s.quantity, s.points, pln(s.pln)]),
      },
      {
        title: P.prizesTitle,
        headers: P.prizeColumns,
        widths: [W(160), W(105), W(55, 'right'), W(60, 'right'), W(65, 'right'), W(70, 'right')],
        rows: r.prizes.map((x) => [x.name, x.groupName ?? P.noGroup, x.quantity, x.orders, x.points, pln(x.pln)]),
      },
      {
        title: P.groupsTitle,
        headers: P.groupColumns,
        widths: [W(200), W(90, 'right'), W(110, 'right'), W(115, 'right')],
        rows: r.groups.map((g) => [g.name, g.quantity, g.points, pln(g.pln)]),
      },
    ],
  };
}

function connectionsLayout(r: ConnectionsResponse): Layout {
  const C = T.connections;
  return {
    title: C.title,
    fileName: C.fileName,
    landscape: true,
    lines: [C.rows(n(r.data.length), n(r.total)), generatedLine()],
    blocks: [
      {
        headers: C.columns,
        widths: [W(100), W(95), W(70), W(75), W(110), W(75), W(75), W(80), W(70)],
        rows: r.data.map((c) => [
          c.fullName,
          c.companyName ?? '',
          c.city ?? '',
          c.regionName ?? '',
          c.distributorName,
          c.distributorCity ?? '',
          c.distributorRegionName ?? '',
          REGION_ASSIGNMENT_LABELS[c.regionAssignment],
          day(c.since.slice(0, 10)),
        ]),
      },
      {
        title: C.assignmentsTitle,
        headers: C.assignmentColumns,
        widths: [W(260), W(120, 'right')],
        rows: r.assignments.map((a) => [a.label, a.connections]),
      },
      {
        title: C.distributorsTitle,
        headers: C.distributorColumns,
        widths: [W(260), W(120, 'right')],
        rows: r.distributors.map((d) => [d.name, d.contractors]),
      },
    ],
  };
}

function promotionsLayout(r: PromotionsReport): Layout {
  const P = T.promotions;
  const label = (source: number) => r.sources.find((s) => s.source === source)?.label ?? String(source);
  return {
    ...titled(P, r),
    lines: comparedLines(r, P.totals(n(r.points), n(r.awards), n(r.members)), P.previous(n(r.previous.points), n(r.previous.awards))),
    blocks: [
      { headers: P.seriesColumns, widths: W3, rows: r.series.map((s) => [day(s.period), s.admin, s.contest]) },
      {
        title: P.sourcesTitle,
        headers: P.sourceColumns,
        widths: [W(215), W(100, 'right'), W(100, 'right'), W(100, 'right')],
        rows: r.sources.map((s) => [s.label, s.points, s.awards, s.members]),
      },
      {
        title: P.reasonsTitle,
        headers: P.reasonColumns,
        widths: [W(165), W(140), W(70, 'right'), W(70, 'right'), W(70, 'right')],
        rows: r.reasons.map((x) => [x.reason, label(x.source), x.points, x.awards, x.members]),
      },
    ],
  };
}

export interface ReportDocument {
  fileName: string;
  pdf(): Promise<Buffer>;
  csv(): Readable;
}

/**
 * The files of a layout. A report of an audience says whom it counts under its first line, in the
 * PDF and as the CSV's first row (`audience`: its words, null for everyone).
 */
export function documentOf(layout: Layout, audience: string | null): ReportDocument {
  if (audience === null) return { fileName: layout.fileName, pdf: () => pdfOf(layout), csv: () => csvOf(layout) };
  const line = T.audience(audience);
  const pdf: Layout = { ...layout, lines: [...layout.lines.slice(0, 1), line, ...layout.lines.slice(1)] };
  return { fileName: layout.fileName, pdf: () => pdfOf(pdf), csv: () => csvOf(layout, line) };
}

type Files<R> = (r: R, audience?: string | null) => ReportDocument;
export const codesDocument: Files<CodesReport> = (r, a = null) => documentOf(codesLayout(r), a);
export const pointsDocument: Files<PointsReport> = (r, a = null) => documentOf(pointsLayout(r), a);
export const contractorsDocument: Files<ContractorsReport> = (r, a = null) => documentOf(contractorsLayout(r), a);
export const ordersDocument: Files<OrdersReport> = (r, a = null) => documentOf(ordersLayout(r), a);
export const executorsDocument: Files<ExecutorsTable> = (r, a = null) => documentOf(executorsLayout(r), a);
export const prizesDocument: Files<PrizesReport> = (r, a = null) => documentOf(prizesLayout(r), a);
export const connectionsDocument: Files<ConnectionsResponse> = (r, a = null) => documentOf(connectionsLayout(r), a);
export const promotionsDocument: Files<PromotionsReport> = (r, a = null) => documentOf(promotionsLayout(r), a);
