import { and, eq, inArray, ne } from 'drizzle-orm';
import { CODE_MESSAGES } from '@klub/contracts';
import { codeBatches, codes, type Database } from '@klub/db';
import type { CsvSpec } from '../../lib/csv-import';
import type { ImportKindHandler } from '../imports/imports.service';
import { classifyCode, normalizeCode } from './code-format';
import { insertCodes } from './batches.service';

type Row = { line: number; code: string };

/** A codes file: one code per line, or a column named "kod"/"code" among others (`;`, `,` or tab). */
export const CODES_CSV: CsvSpec<'code'> = {
  columns: { code: { label: 'kod', aliases: ['code'], required: true } },
  headerless: 'code',
  otherColumns: 'skip',
};

/**
 * Printed codes from CSV into one IMPORTED batch of the package chosen with the upload
 * (`params.packageId`): each code's shape and check character, unique in the file and in the database.
 */
export const codesImport: ImportKindHandler<'code', Row> = {
  spec: CODES_CSV,

  async checker(db) {
    const seen = new Map<string, number>();
    return {
      async check(rows, errors) {
        const valid: Row[] = [];
        for (const { line, get } of rows) {
          const raw = get('code');
          const code = normalizeCode(raw);
          const shape = classifyCode(code);
          if (shape === 'invalid') errors.add({ line, message: CODE_MESSAGES.badShape(raw) });
          else if (shape === 'typo') errors.add({ line, message: CODE_MESSAGES.badCheckCharacter(raw) });
          else if (seen.has(code)) errors.add({ line, message: CODE_MESSAGES.repeated(raw, seen.get(code)!) });
          else {
            seen.set(code, line);
            valid.push({ line, code });
          }
        }
        if (valid.length === 0) return valid;
        const stored = await db
          .select({ code: codes.code })
          .from(codes)
          .where(
            inArray(
              codes.code,
              valid.map((r) => r.code),
            ),
          );
        const taken = new Set(stored.map((r) => r.code));
        return valid.filter((r) => {
          if (taken.has(r.code)) errors.add({ line: r.line, message: CODE_MESSAGES.exists(r.code) });
          return !taken.has(r.code);
        });
      },
    };
  },

  preview: ({ line, code }) => ({ line, code }),

  /** One batch holding the codes; a code stored meanwhile is skipped (ON CONFLICT) and reported, and the batch counts what it got. */
  async insert(tx: Database, rows, job) {
    const packageId = Number(job.params.packageId);
    const [batch] = await tx
      .insert(codeBatches)
      .values({ packageId, count: rows.length, origin: 'IMPORTED', createdBy: job.createdBy })
      .returning({ id: codeBatches.id });
    const inserted = await insertCodes(
      tx,
      packageId,
      batch!.id,
      rows.map((r) => r.code),
    );
    if (inserted === rows.length) return { inserted, refused: [], result: { batchId: batch!.id } };
    const elsewhere = await tx
      .select({ code: codes.code })
      .from(codes)
      .where(
        and(
          inArray(
            codes.code,
            rows.map((r) => r.code),
          ),
          ne(codes.batchId, batch!.id),
        ),
      );
    const lost = new Set(elsewhere.map((r) => r.code));
    await tx.update(codeBatches).set({ count: inserted }).where(eq(codeBatches.id, batch!.id));
    const refused = rows.filter((r) => lost.has(r.code)).map((r) => ({ line: r.line, message: CODE_MESSAGES.exists(r.code) }));
    return { inserted, refused, result: { batchId: batch!.id } };
  },
};
