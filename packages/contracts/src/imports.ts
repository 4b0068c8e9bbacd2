import { z } from 'zod';
import { idNumber, safeString } from './common';
import { MEMBER_IMPORT_MODES, MEMBER_IMPORT_STATUSES, MemberImportError, MemberImportSummary } from './member-import';

/**
 * CSV imports run as background jobs (members, distributors, codes): the upload answers 202 with
 * the job, the admin's screen follows GET /api/imports/{id} (progress, line errors, preview).
 */
export const IMPORT_KINDS = ['members', 'distributors', 'codes'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
export const IMPORT_MODES = MEMBER_IMPORT_MODES;
export type ImportMode = (typeof IMPORT_MODES)[number];
export const IMPORT_STATUSES = MEMBER_IMPORT_STATUSES;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];
/** Largest accepted file (bytes) of every import; a bigger upload is answered 413. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;

export const IMPORT_MODE_LABELS: Record<ImportMode, string> = {
  DRY_RUN: 'Tylko sprawdź (podgląd)',
  ALL_OR_NOTHING: 'Importuj tylko jeśli wszystkie wiersze są poprawne',
  VALID_ROWS: 'Importuj poprawne wiersze',
};

/** The query of an upload: the mode (all or nothing unless told) and the file's name, shown in the job list. */
export const ImportQuery = z.strictObject({
  mode: z
    .enum(IMPORT_MODES, { error: 'Nieprawidłowy tryb importu — wybierz DRY_RUN, ALL_OR_NOTHING lub VALID_ROWS' })
    .default('ALL_OR_NOTHING'),
  fileName: safeString().trim().max(200, 'Nazwa pliku jest za długa').optional(),
});
export type ImportQuery = z.input<typeof ImportQuery>;
/** Codes go into a package chosen with the upload. */
export const CodesImportQuery = ImportQuery.extend({ packageId: idNumber });
export type CodesImportQuery = z.input<typeof CodesImportQuery>;

export const ImportAccepted = z.object({ id: z.number().int(), status: z.enum(IMPORT_STATUSES) });
export type ImportAccepted = z.infer<typeof ImportAccepted>;

export const ImportSummary = MemberImportSummary.extend({
  kind: z.enum(IMPORT_KINDS),
  /** What the finished import made (codes: `{ batchId }`). */
  result: z.record(z.string(), z.unknown()).nullable(),
});
export type ImportSummary = z.infer<typeof ImportSummary>;

export const ImportJob = ImportSummary.extend({
  /** The first 1000 bad rows (errorRows counts all of them), by line as in the file. */
  errors: z.array(MemberImportError),
  /** The first 20 valid rows as they will be (or were) imported; keys depend on the kind. */
  preview: z.array(z.record(z.string(), z.unknown())),
});
export type ImportJob = z.infer<typeof ImportJob>;

export const ImportListQuery = z.strictObject({ kind: z.enum(IMPORT_KINDS) });
export type ImportListQuery = z.input<typeof ImportListQuery>;
