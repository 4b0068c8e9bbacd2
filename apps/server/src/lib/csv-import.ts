import type { FastifyInstance } from 'fastify';
import { parse as parseStream } from 'csv-parse';
import { parse } from 'csv-parse/sync';
import { Readable } from 'node:stream';
import type { z } from 'zod';
import { CSV_MESSAGES } from '@klub/contracts';
import { AppError, badRequest } from '../errors';

/**
 * The CSV import kit used by every import (members, distributors, codes): the bytes decoded,
 * the header mapped to fields, each row as cells by field with its line number, a formula guard,
 * zod row checks turned into "kolumna „x”: …" problems, and a capped list of line errors.
 * What is domain's own (a NIP repeated, a code's check character) stays in the domain's module.
 */

/** One column a file may have: its label (as in our exports and templates) and other accepted names. */
export interface CsvColumn {
  label: string;
  aliases?: readonly string[];
  required?: boolean;
}

export interface CsvSpec<F extends string> {
  columns: Record<F, CsvColumn>;
  /** Columns accepted and not used (ids and balances of an export read back). */
  ignored?: readonly string[];
  /** A file whose first line names no known column is read as this one column, from line 1 (codes: one per line). */
  headerless?: F;
  /** Columns the spec does not name: refused (default) or skipped (a printer's file carries its own). */
  otherColumns?: 'refuse' | 'skip';
}

export interface CsvHeader<F extends string> {
  delimiter: string;
  /** Column index of each field present in the file. */
  index: Partial<Record<F, number>>;
  width: number;
  /** The line of the first data row: 2, or 1 for a headerless file. */
  firstLine: number;
}

export interface CsvRow<F extends string> {
  line: number;
  cells: string[];
  /** The trimmed cell of a field ('' when the column is absent). */
  get(field: F): string;
}

const UTF8 = new TextDecoder('utf-8', { fatal: true });
/** Bytes that in Windows-1250 are Polish letters and that ISO-8859-2 does not use for them (ś ź ą Ś Ź Ą). */
const CP1250_MARKERS = new Set([0x9c, 0x9f, 0xb9, 0x8c, 0x8f, 0xa5]);
export const MAX_LINE_ERRORS = 500;

/**
 * The file as text. Only UTF-8 is accepted (decision: no guessing of Windows-1250 — a wrong guess
 * would silently store broken Polish letters); the message tells how to save the file from Excel.
 */
export function decodeCsv(content: Buffer): string {
  if (content.length === 0) throw badRequest(CSV_MESSAGES.empty);
  let text: string;
  try {
    text = UTF8.decode(content);
  } catch {
    throw badRequest(CSV_MESSAGES.notUtf8(content.some((b) => CP1250_MARKERS.has(b))));
  }
  text = text.replace(/^\uFEFF/, '');
  if (text.trim() === '') throw badRequest(CSV_MESSAGES.empty);
  if (text.includes('\u0000')) throw new AppError('VALIDATION', CSV_MESSAGES.nul);
  return text;
}

/** `;` (our exports, Polish Excel), otherwise `,` or a tab — whichever the header line uses. */
export function detectDelimiter(headerLine: string): string {
  for (const d of [';', ',', '\t']) if (headerLine.includes(d)) return d;
  return ';';
}

const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');
const quote = (s: string) => `„${s}”`;
/** How a row problem names its column: `kolumna „e-mail”`. */
export const columnName = <F extends string>(spec: CsvSpec<F>, field: F) => CSV_MESSAGES.column(quote(spec.columns[field].label));

/** Header checks (before anything is stored): missing, unknown and repeated columns; no data rows. */
export function readCsvHeader<F extends string>(text: string, spec: CsvSpec<F>): CsvHeader<F> {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = detectDelimiter(firstLine);
  let cells: string[];
  try {
    cells = (parse(firstLine, { delimiter, relax_quotes: true }) as string[][])[0] ?? [];
  } catch {
    throw badRequest(CSV_MESSAGES.headerUnreadable);
  }
  const byName = new Map<string, F>();
  for (const [field, column] of Object.entries(spec.columns) as [F, CsvColumn][])
    for (const name of [column.label, ...(column.aliases ?? [])]) byName.set(norm(name), field);
  const ignored = new Set((spec.ignored ?? []).map(norm));

  const index: CsvHeader<F>['index'] = {};
  const unknown: string[] = [];
  const repeated: string[] = [];
  cells.forEach((cell, i) => {
    const field = byName.get(norm(cell));
    if (field) {
      if (index[field] !== undefined) repeated.push(cell.trim());
      else index[field] = i;
    } else if (!ignored.has(norm(cell)) && norm(cell) !== '' && spec.otherColumns !== 'skip') unknown.push(cell.trim());
  });
  if (spec.headerless && Object.keys(index).length === 0) {
    return { delimiter, index: { [spec.headerless]: 0 } as CsvHeader<F>['index'], width: cells.length, firstLine: 1 };
  }
  const columns = Object.entries(spec.columns) as [F, CsvColumn][];
  const problems: string[] = [];
  const missing = columns.filter(([f, c]) => c.required && index[f] === undefined).map(([, c]) => quote(c.label));
  if (missing.length) problems.push(CSV_MESSAGES.missingColumns(missing.join(', ')));
  if (unknown.length) problems.push(CSV_MESSAGES.unknownColumns(unknown.map(quote).join(', ')));
  if (repeated.length) problems.push(CSV_MESSAGES.repeatedColumns(repeated.map(quote).join(', ')));
  if (problems.length) throw badRequest(CSV_MESSAGES.badHeader(problems.join('; '), columns.map(([, c]) => quote(c.label)).join(', ')));
  if (text.slice(firstLine.length).trim() === '') throw badRequest(CSV_MESSAGES.headerOnly);
  return { delimiter, index, width: cells.length, firstLine: 2 };
}

/**
 * Every data row with its line number as in the file. A syntax error (an unclosed quote) names its
 * line. Streamed in 64 kB pieces, so a 20 MB file does not hold the event loop.
 */
export async function parseCsvRows<F extends string>(text: string, header: CsvHeader<F>): Promise<CsvRow<F>[]> {
  const parser = parseStream({
    delimiter: header.delimiter,
    info: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    skip_records_with_empty_values: true,
    trim: true,
    from_line: header.firstLine,
  });
  const rows: CsvRow<F>[] = [];
  try {
    const pieces = function* () {
      for (let i = 0; i < text.length; i += 65_536) yield text.slice(i, i + 65_536);
    };
    Readable.from(pieces()).pipe(parser);
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      rows.push({
        line: info.lines,
        cells: record,
        get: (field) => {
          const i = header.index[field];
          return i === undefined ? '' : (record[i] ?? '').trim();
        },
      });
    }
  } catch (err) {
    throw badRequest(CSV_MESSAGES.syntax((err as { lines?: number }).lines));
  }
  return rows;
}

/** Decode, read the header, parse the rows: what every import does first. */
export async function readCsv<F extends string>(content: Buffer, spec: CsvSpec<F>) {
  const text = decodeCsv(content);
  const header = readCsvHeader(text, spec);
  return { header, rows: await parseCsvRows(text, header) };
}

/**
 * A spreadsheet formula (= + - @ or a tab/CR first) is refused, not stored: the admin sees which
 * cell to fix (exports neutralise such cells as well, `lib/csv.ts`). `allowed` lets a field keep a
 * value that merely looks like one (a phone number written +48…).
 */
export function formulaProblem(column: string, value: string, allowed?: (value: string) => boolean): string | null {
  if (!/^[=+\-@\t\r]/.test(value) || allowed?.(value)) return null;
  return CSV_MESSAGES.formula(column, value[0]!);
}

/** A zod row check as problems naming their column; `columnOf` maps the schema's keys to column names. */
export function zodProblems(issues: readonly z.core.$ZodIssue[], columnOf: (key: string) => string): string[] {
  return issues.map((issue) => `${columnOf(String(issue.path[0] ?? ''))}: ${issue.message}`);
}

/** A row whose cell count differs from the header's (trailing empty cells aside), as a problem. */
export function widthProblem(row: { cells: string[] }, header: { width: number }): string | null {
  const cells = row.cells.length > header.width && row.cells.slice(header.width).every((c) => c === '') ? header.width : row.cells.length;
  return cells === header.width ? null : CSV_MESSAGES.columnCount(row.cells.length, header.width);
}

/**
 * The line errors an import reports: sorted by line, at most `max` of them, and a last entry
 * saying the list was cut (so a 100 000-line file of mistakes does not become a 10 MB answer).
 */
export class LineErrors<E extends { line: number; message: string } = { line: number; message: string }> {
  private readonly items: E[] = [];
  private total = 0;
  constructor(private readonly max = MAX_LINE_ERRORS) {}

  add(error: E): void {
    this.total++;
    if (this.items.length < this.max) this.items.push(error);
  }
  get count(): number {
    return this.total;
  }
  get isEmpty(): boolean {
    return this.total === 0;
  }
  /** Sorted by line; when cut and `cut` is given, a last entry says so (else the caller shows `count`). */
  list(cut?: (shown: number, lastLine: number) => E): E[] {
    const sorted = [...this.items].sort((a, b) => a.line - b.line);
    return cut && this.total > this.max ? [...sorted, cut(this.max, sorted.at(-1)!.line)] : sorted;
  }
}

/** `text/csv` bodies arrive as bytes (the encoding is checked by `decodeCsv`); one parser per plugin. */
export function acceptCsvBodies(app: FastifyInstance, bodyLimit: number) {
  app.addContentTypeParser('text/csv', { parseAs: 'buffer', bodyLimit }, (_req, body, done) => done(null, body));
}

/** The file a `text/csv` route received (an empty body is an empty file), or 415 in Polish for any other type. */
export function csvBody(request: { body: unknown; headers: { 'content-type'?: string } }): Buffer {
  if (Buffer.isBuffer(request.body)) return request.body;
  if (request.body == null && request.headers['content-type']?.startsWith('text/csv')) return Buffer.alloc(0);
  throw new AppError('UNSUPPORTED_MEDIA_TYPE', CSV_MESSAGES.notCsv);
}
