import { z } from 'zod';
import { safeString } from './common';
import { ROLE_LABELS, ROLES, type RoleCode } from './constants';

/** POST /api/users/csv-import — the members CSV import (admin). The body is the file itself, `text/csv`. */
export const MEMBER_IMPORT_MODES = ['DRY_RUN', 'ALL_OR_NOTHING', 'VALID_ROWS'] as const;
export type MemberImportMode = (typeof MEMBER_IMPORT_MODES)[number];
export const MEMBER_IMPORT_STATUSES = ['QUEUED', 'RUNNING', 'DONE', 'FAILED'] as const;
export type MemberImportStatus = (typeof MEMBER_IMPORT_STATUSES)[number];

export const MEMBER_IMPORT_MODE_LABELS: Record<MemberImportMode, string> = {
  DRY_RUN: 'Tylko sprawdź (podgląd)',
  ALL_OR_NOTHING: 'Importuj tylko jeśli wszystkie wiersze są poprawne',
  VALID_ROWS: 'Importuj poprawne wiersze',
};

/** Largest accepted file (bytes); a bigger upload is answered 413. */
export const MEMBER_IMPORT_MAX_BYTES = 20 * 1024 * 1024;

/**
 * Column names — the same as the members CSV export, so an exported file re-imports.
 * Required ones must be in the header; the export-only ones are recognised and ignored.
 */
export const MEMBER_IMPORT_COLUMNS = {
  email: 'e-mail',
  firstname: 'imię',
  lastname: 'nazwisko',
  phone: 'telefon',
  companyName: 'firma',
  nip: 'NIP',
  city: 'miasto',
  postCode: 'kod pocztowy',
  street: 'ulica',
  type: 'rodzaj',
  region: 'województwo',
  marketingConsent: 'zgoda marketingowa',
} as const;
export type MemberImportField = keyof typeof MEMBER_IMPORT_COLUMNS;
export const MEMBER_IMPORT_REQUIRED: readonly MemberImportField[] = ['email', 'firstname', 'lastname', 'phone', 'city', 'postCode', 'type'];
/** Columns of the export that the import accepts but does not use (ids, balances and flags are not imported). */
export const MEMBER_IMPORT_IGNORED_COLUMNS = ['id', 'status', 'DTH', 'Gold', 'Premium', 'saldo punktów', 'data rejestracji'] as const;
/** The members CSV export, column by column: the import's columns plus the export-only ones, so an exported file re-imports. */
const C = MEMBER_IMPORT_COLUMNS;
export const MEMBER_EXPORT_COLUMNS = [
  'id',
  C.email,
  C.firstname,
  C.lastname,
  C.phone,
  C.companyName,
  C.nip,
  C.city,
  C.postCode,
  C.street,
  C.type,
  'status',
  C.region,
  'DTH',
  'Gold',
  'Premium',
  'saldo punktów',
  C.marketingConsent,
  'data rejestracji',
] as const;
/** The mailing export: members who gave marketing consent, only what a mailing needs. */
export const MEMBER_MAILING_COLUMNS = [C.email, C.firstname, C.lastname, C.companyName, C.city] as const;
/** Roles the import creates (members who collect points; employees and admins have their own forms). */
export const MEMBER_IMPORT_ROLES = [ROLES.USER, ROLES.CONTRACTOR, ROLES.ARCHITECT] as const satisfies readonly RoleCode[];
/**
 * What the "rodzaj" column accepts for each role, compared without case and outer spaces: the
 * role's name as the screens show it (ROLE_LABELS, the first one: what the template and the
 * messages name), the members export's short name, and the role's code.
 */
export const MEMBER_IMPORT_ROLE_NAMES: Record<(typeof MEMBER_IMPORT_ROLES)[number], readonly string[]> = {
  [ROLES.USER]: [ROLE_LABELS[ROLES.USER], 'Uczestnik', String(ROLES.USER)],
  [ROLES.CONTRACTOR]: [ROLE_LABELS[ROLES.CONTRACTOR], String(ROLES.CONTRACTOR)],
  [ROLES.ARCHITECT]: [ROLE_LABELS[ROLES.ARCHITECT], 'Architekt', 'Projektant', String(ROLES.ARCHITECT)],
};
/** The allowed roles in words, for the page and the messages: „Inna działalność”, „Wykonawca” albo „Architekt lub projektant”. */
export const MEMBER_IMPORT_ROLE_HINT = MEMBER_IMPORT_ROLES.map((r) => `„${ROLE_LABELS[r]}”`)
  .join(', ')
  .replace(/, (?=[^,]*$)/, ' albo ');

/**
 * The template a user downloads: the header, then one example row for each allowed role (its
 * name as the screens show it), with consent "tak" and "nie" and a row without the optional
 * columns — so the file itself names the values the import accepts, and imports as it is.
 */
export const MEMBER_IMPORT_TEMPLATE =
  `\uFEFF${Object.values(MEMBER_IMPORT_COLUMNS).join(';')}\r\n` +
  `jan.kowalski@example.pl;Jan;Kowalski;600100200;Malarz Sp. z o.o.;5260250995;Wrocław;50-001;Rynek 1;${ROLE_LABELS[ROLES.CONTRACTOR]};dolnośląskie;tak\r\n` +
  `anna.nowak@example.pl;Anna;Nowak;600100201;Pracownia Nowak;;Kraków;30-001;Floriańska 2;${ROLE_LABELS[ROLES.ARCHITECT]};małopolskie;nie\r\n` +
  `piotr.zielinski@example.pl;Piotr;Zieliński;600100202;;;Gdańsk;80-001;;${ROLE_LABELS[ROLES.USER]};;nie\r\n`;

export const MemberImportQuery = z.strictObject({
  mode: z.enum(MEMBER_IMPORT_MODES, { error: 'Nieprawidłowy tryb importu — wybierz DRY_RUN, ALL_OR_NOTHING lub VALID_ROWS' }),
  fileName: safeString().trim().max(200, 'Nazwa pliku jest za długa').optional(),
});
export type MemberImportQuery = z.input<typeof MemberImportQuery>;

export const MemberImportAccepted = z.object({ id: z.number().int(), status: z.enum(MEMBER_IMPORT_STATUSES) });
export type MemberImportAccepted = z.infer<typeof MemberImportAccepted>;

export const MemberImportError = z.object({ line: z.number().int(), message: z.string() });
export type MemberImportError = z.infer<typeof MemberImportError>;

/** A valid row as it will be (or was) imported: the dry-run preview. */
export const MemberImportPreviewRow = z.object({
  line: z.number().int(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  phone: z.string(),
  companyName: z.string().nullable(),
  nip: z.string().nullable(),
  city: z.string(),
  postCode: z.string(),
  street: z.string().nullable(),
  type: z.number().int(),
  regionName: z.string().nullable(),
  marketingConsent: z.boolean(),
});
export type MemberImportPreviewRow = z.infer<typeof MemberImportPreviewRow>;

export const MemberImportSummary = z.object({
  id: z.number().int(),
  fileName: z.string(),
  mode: z.enum(MEMBER_IMPORT_MODES),
  status: z.enum(MEMBER_IMPORT_STATUSES),
  /** Data rows in the file (header excluded); 0 until the worker has read the file. */
  totalRows: z.number().int(),
  /** Rows validated so far: the progress bar is processedRows / totalRows. */
  processedRows: z.number().int(),
  insertedRows: z.number().int(),
  errorRows: z.number().int(),
  /** Why the job failed (bad CSV syntax, or ALL_OR_NOTHING with bad rows): Polish, for the admin. */
  failure: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type MemberImportSummary = z.infer<typeof MemberImportSummary>;

export const MemberImportJob = MemberImportSummary.extend({
  /** The first 1000 bad rows (errorRows counts all of them). Line 1 is the header. */
  errors: z.array(MemberImportError),
  /** The first 20 valid rows. */
  preview: z.array(MemberImportPreviewRow),
});
export type MemberImportJob = z.infer<typeof MemberImportJob>;
