import { parse as parseStream } from 'csv-parse';
import { parse } from 'csv-parse/sync';
import { Readable } from 'node:stream';
import {
  email as emailSchema,
  isValidNip,
  MEMBER_IMPORT_COLUMNS,
  MEMBER_IMPORT_NUL_MESSAGE,
  MEMBER_IMPORT_IGNORED_COLUMNS,
  MEMBER_IMPORT_REQUIRED,
  phone as phoneSchema,
  postCode as postCodeSchema,
  ROLES,
  type MemberImportField,
  type MemberImportPreviewRow,
  MEMBER_IMPORT_MESSAGES,
  FILE_MESSAGES,
} from '@klub/contracts';
import { AppError, badRequest } from '../../errors';

/** Members CSV import: decoding, header and per-row checks. Pure functions; the worker (import.worker.ts) drives them. */

const UTF8 = new TextDecoder('utf-8', { fatal: true });
/** Bytes that in Windows-1250 are Polish letters and that ISO-8859-2 does not use for them (ś ź ą Ś Ź Ą). */
const CP1250_MARKERS = new Set([0x9c, 0x9f, 0xb9, 0x8c, 0x8f, 0xa5]);

/**
 * The file as text. Only UTF-8 is accepted (decision: no guessing of Windows-1250 — a wrong guess
 * would silently store broken Polish letters); the message tells how to save the file from Excel.
 */
export function decodeCsv(content: Buffer): string {
  if (content.length === 0) throw badRequest(FILE_MESSAGES.empty);
  let text: string;
  try {
    text = UTF8.decode(content);
  } catch {
    const cp1250 = content.some((b) => CP1250_MARKERS.has(b));
    throw badRequest(MEMBER_IMPORT_MESSAGES.notUtf8(cp1250));
  }
  text = text.replace(/^\uFEFF/, '');
  if (text.trim() === '') throw badRequest(FILE_MESSAGES.empty);
  if (text.includes('\u0000')) throw new AppError('VALIDATION', MEMBER_IMPORT_NUL_MESSAGE);
  return text;
}

/** `;` (our export, Polish Excel), otherwise `,` or a tab — whichever the header line uses. */
export function detectDelimiter(headerLine: string): string {
  for (const d of [';', ',', '\t']) if (headerLine.includes(d)) return d;
  return ';';
}

const norm = (s: string) => s.trim().toLowerCase();
const FIELD_BY_NAME = new Map<string, MemberImportField>(
  (Object.entries(MEMBER_IMPORT_COLUMNS) as [MemberImportField, string][]).map(([field, name]) => [norm(name), field]),
);
const IGNORED = new Set(MEMBER_IMPORT_IGNORED_COLUMNS.map(norm));
const quote = (s: string) => `„${s}”`;

export interface Header {
  delimiter: string;
  /** Column index of each field present in the file. */
  index: Partial<Record<MemberImportField, number>>;
  width: number;
}

/** Header checks (run at upload, before the job is stored): missing, unknown and repeated columns; no data rows. */
export function readHeader(text: string): Header {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = detectDelimiter(firstLine);
  let cells: string[];
  try {
    cells = (parse(firstLine, { delimiter, relax_quotes: true }) as string[][])[0] ?? [];
  } catch {
    throw badRequest(MEMBER_IMPORT_MESSAGES.headerUnreadable);
  }
  const index: Header['index'] = {};
  const unknown: string[] = [];
  const repeated: string[] = [];
  cells.forEach((cell, i) => {
    const key = norm(cell);
    const field = FIELD_BY_NAME.get(key);
    if (field) {
      if (index[field] !== undefined) repeated.push(cell.trim());
      else index[field] = i;
    } else if (!IGNORED.has(key) && key !== '') unknown.push(cell.trim());
  });
  const problems: string[] = [];
  const missing = MEMBER_IMPORT_REQUIRED.filter((f) => index[f] === undefined).map((f) => quote(MEMBER_IMPORT_COLUMNS[f]));
  if (missing.length) problems.push(MEMBER_IMPORT_MESSAGES.missingColumns(missing.join(', ')));
  if (unknown.length) problems.push(MEMBER_IMPORT_MESSAGES.unknownColumns(unknown.map(quote).join(', ')));
  if (repeated.length) problems.push(MEMBER_IMPORT_MESSAGES.repeatedColumns(repeated.map(quote).join(', ')));
  if (problems.length) {
    throw badRequest(MEMBER_IMPORT_MESSAGES.badHeader(problems.join('; '), Object.values(MEMBER_IMPORT_COLUMNS).map(quote).join(', ')));
  }
  const rest = text.slice(firstLine.length);
  if (rest.trim() === '') throw badRequest(MEMBER_IMPORT_MESSAGES.headerOnly);
  return { delimiter, index, width: cells.length };
}

export interface ParsedRow {
  line: number;
  cells: string[];
}

/**
 * Every data row with its line number (line 1 = header). A syntax error (e.g. an unclosed quote)
 * names its line. Streamed in 64 kB pieces so a 20 MB file does not hold the event loop.
 */
export async function parseRows(text: string, header: Header): Promise<ParsedRow[]> {
  const parser = parseStream({
    delimiter: header.delimiter,
    info: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    skip_records_with_empty_values: true,
    trim: true,
    from_line: 2,
  });
  const rows: ParsedRow[] = [];
  try {
    const pieces = function* () {
      for (let i = 0; i < text.length; i += 65_536) yield text.slice(i, i + 65_536);
    };
    Readable.from(pieces()).pipe(parser);
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>)
      rows.push({ line: info.lines, cells: record });
  } catch (err) {
    const line = (err as { lines?: number }).lines;
    throw badRequest(MEMBER_IMPORT_MESSAGES.csvSyntax(line));
  }
  return rows;
}

const ROLE_BY_NAME = new Map<string, number>([
  ['uczestnik', ROLES.USER],
  [String(ROLES.USER), ROLES.USER],
  ['wykonawca', ROLES.CONTRACTOR],
  [String(ROLES.CONTRACTOR), ROLES.CONTRACTOR],
  ['architekt', ROLES.ARCHITECT],
  [String(ROLES.ARCHITECT), ROLES.ARCHITECT],
]);
const NOT_MEMBER_ROLES = new Set(['dth', 'rds', 'administrator', 'admin', String(ROLES.DTH), String(ROLES.RDS), String(ROLES.ADMIN)]);
const YES = new Set(['tak', 't', '1', 'true', 'x', 'yes']);
const NO = new Set(['nie', 'n', '0', 'false', '', 'no']);
const FORMULA = /^[=+\-@]/;
const LIMITS: Partial<Record<MemberImportField, number>> = { firstname: 60, lastname: 80, companyName: 200, city: 80, street: 120 };

export interface ValidRow extends MemberImportPreviewRow {
  regionId: number | null;
}

export type RowResult = { ok: true; row: ValidRow } | { ok: false; message: string };

/**
 * One data row: every problem of the row in one Polish message, each naming its column.
 * Formula-leading cells (= + - @) are refused, not neutralised: the admin should see and fix
 * them (a phone written as +48… is a phone number, not a formula, and is accepted).
 */
export function validateRow(row: ParsedRow, header: Header, regions: Map<string, { id: number; name: string }>): RowResult {
  const problems: string[] = [];
  const cell = (f: MemberImportField) => {
    const i = header.index[f];
    return i === undefined ? '' : (row.cells[i] ?? '').trim();
  };
  const col = (f: MemberImportField) => MEMBER_IMPORT_MESSAGES.column(quote(MEMBER_IMPORT_COLUMNS[f]));
  if (row.cells.length !== header.width) problems.push(MEMBER_IMPORT_MESSAGES.columnCount(row.cells.length, header.width));

  for (const f of Object.keys(header.index) as MemberImportField[]) {
    const v = cell(f);
    if (FORMULA.test(v) && !(f === 'phone' && phoneSchema.safeParse(v).success)) {
      problems.push(MEMBER_IMPORT_MESSAGES.formula(col(f), v[0]!));
    }
  }
  const required = (f: MemberImportField) => {
    const v = cell(f);
    if (v === '') problems.push(MEMBER_IMPORT_MESSAGES.required(col(f)));
    const max = LIMITS[f];
    if (max && v.length > max) problems.push(MEMBER_IMPORT_MESSAGES.tooLong(col(f), max));
    return v;
  };
  const optional = (f: MemberImportField) => {
    const v = cell(f);
    const max = LIMITS[f];
    if (max && v.length > max) problems.push(MEMBER_IMPORT_MESSAGES.tooLong(col(f), max));
    return v === '' ? null : v;
  };

  const rawEmail = required('email');
  const email = emailSchema.safeParse(rawEmail);
  if (rawEmail && !email.success) problems.push(MEMBER_IMPORT_MESSAGES.badEmail(col('email'), rawEmail.slice(0, 80)));
  const firstname = required('firstname');
  const lastname = required('lastname');
  const rawPhone = required('phone');
  const phone = phoneSchema.safeParse(rawPhone);
  if (rawPhone && !phone.success) problems.push(MEMBER_IMPORT_MESSAGES.badPhone(col('phone')));
  const companyName = optional('companyName');
  const rawNip = cell('nip');
  if (rawNip && !isValidNip(rawNip)) problems.push(MEMBER_IMPORT_MESSAGES.badNip(col('nip'), rawNip.slice(0, 20)));
  const city = required('city');
  const rawPost = required('postCode');
  const post = postCodeSchema.safeParse(rawPost);
  if (rawPost && !post.success) problems.push(MEMBER_IMPORT_MESSAGES.badPostCode(col('postCode')));
  const street = optional('street');

  const rawType = required('type');
  const type = ROLE_BY_NAME.get(norm(rawType));
  if (rawType && type === undefined) {
    problems.push(
      NOT_MEMBER_ROLES.has(norm(rawType))
        ? MEMBER_IMPORT_MESSAGES.notMemberType(col('type'))
        : MEMBER_IMPORT_MESSAGES.unknownType(col('type'), rawType.slice(0, 40)),
    );
  }
  const rawRegion = cell('region');
  const region = rawRegion ? regions.get(norm(rawRegion)) : undefined;
  if (rawRegion && !region) problems.push(MEMBER_IMPORT_MESSAGES.unknownRegion(col('region'), rawRegion.slice(0, 40)));
  const rawConsent = norm(cell('marketingConsent'));
  if (!YES.has(rawConsent) && !NO.has(rawConsent)) problems.push(MEMBER_IMPORT_MESSAGES.consent(col('marketingConsent')));

  if (problems.length) return { ok: false, message: problems.join('; ') };
  return {
    ok: true,
    row: {
      line: row.line,
      email: email.data!,
      firstname,
      lastname,
      phone: phone.data!,
      companyName,
      nip: rawNip ? rawNip.replace(/[\s-]/g, '') : null,
      city,
      postCode: post.data!,
      street,
      type: type!,
      regionId: region?.id ?? null,
      regionName: region?.name ?? null,
      marketingConsent: YES.has(rawConsent),
    },
  };
}
