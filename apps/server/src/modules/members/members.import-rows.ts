import {
  email as emailSchema,
  isValidNip,
  MEMBER_IMPORT_COLUMNS,
  MEMBER_IMPORT_IGNORED_COLUMNS,
  MEMBER_IMPORT_REQUIRED,
  phone as phoneSchema,
  postCode as postCodeSchema,
  ROLES,
  type MemberImportField,
  type MemberImportPreviewRow,
  MEMBER_IMPORT_MESSAGES,
  MEMBER_IMPORT_ROLE_NAMES,
  ROLE_LABELS,
  roleShortLabel,
} from '@klub/contracts';
import { columnName, formulaProblem, widthProblem, type CsvHeader, type CsvRow, type CsvSpec } from '../../lib/csv-import';

/** Members CSV import: the file's columns and the per-row checks (the file itself is read by lib/csv-import.ts). */

/** The members file: the columns of the members export, so an exported file re-imports. */
export const MEMBER_CSV: CsvSpec<MemberImportField> = {
  columns: Object.fromEntries(
    (Object.entries(MEMBER_IMPORT_COLUMNS) as [MemberImportField, string][]).map(([field, label]) => [
      field,
      { label, required: MEMBER_IMPORT_REQUIRED.includes(field) },
    ]),
  ) as CsvSpec<MemberImportField>['columns'],
  ignored: MEMBER_IMPORT_IGNORED_COLUMNS,
};
export type Header = CsvHeader<MemberImportField>;
export type ParsedRow = CsvRow<MemberImportField>;
const norm = (s: string) => s.trim().toLowerCase();

/** The "rodzaj" column: the screens' role names, the export's short ones and the codes (MEMBER_IMPORT_ROLE_NAMES). */
const ROLE_BY_NAME = new Map<string, number>(
  Object.entries(MEMBER_IMPORT_ROLE_NAMES).flatMap(([role, names]) => names.map((name) => [norm(name), Number(role)] as const)),
);
/** Employees and admins, by their screens' names (long and short) and codes: refused with a pointer to their forms. */
const NOT_MEMBER_ROLES = new Set(
  [ROLES.DTH, ROLES.RDS, ROLES.ADMIN].flatMap((r) => [ROLE_LABELS[r], roleShortLabel(r), String(r)].map(norm)).concat('admin'),
);
const YES = new Set(['tak', 't', '1', 'true', 'x', 'yes']);
const NO = new Set(['nie', 'n', '0', 'false', '', 'no']);
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
  const cell = row.get;
  const col = (f: MemberImportField) => columnName(MEMBER_CSV, f);
  const width = widthProblem(row, header);
  if (width) problems.push(width);

  for (const f of Object.keys(header.index) as MemberImportField[]) {
    const formula = formulaProblem(col(f), cell(f), f === 'phone' ? (v) => phoneSchema.safeParse(v).success : undefined);
    if (formula) problems.push(formula);
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
