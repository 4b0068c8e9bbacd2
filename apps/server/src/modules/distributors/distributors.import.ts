import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import { DISTRIBUTOR_CSV_COLUMNS, distributorFields, DISTRIBUTOR_MESSAGES, phone } from '@klub/contracts';
import { distributors, regions, type Database } from '@klub/db';
import { columnName, formulaProblem, widthProblem, zodProblems, type CsvSpec } from '../../lib/csv-import';
import type { ImportKindHandler, LineError } from '../imports/imports.service';

type Field = keyof typeof distributorFields | 'region';
type Row = typeof distributors.$inferInsert & { line: number };

/** The distributors file: Polish or English column names, `;`, `,` or tab separated. */
export const DISTRIBUTOR_CSV: CsvSpec<Field> = { columns: DISTRIBUTOR_CSV_COLUMNS };
const ImportRow = z.strictObject(distributorFields);
const INSERT_CHUNK = 1000;
const col = (field: string) => columnName(DISTRIBUTOR_CSV, field as Field);
const isPhone = (value: string) => phone.safeParse(value).success;

/**
 * Distributors from CSV (POST /api/distributors/csv-import): each row checked against the same
 * fields as the form, a NIP unique in the file and in the database; imported distributors wait
 * for an admin's authorisation.
 */
export const distributorsImport: ImportKindHandler<Field, Row> = {
  spec: DISTRIBUTOR_CSV,

  async checker(db, _job, header) {
    const regionIds = new Map((await db.select().from(regions)).map((r) => [r.name.toLowerCase(), r.id]));
    const nipLines = new Map<string, number>();
    return {
      async check(rows, errors) {
        const valid: Row[] = [];
        for (const row of rows) {
          const problems: string[] = [];
          const width = widthProblem(row, header);
          if (width) problems.push(width);
          const values: Partial<Record<Field, string>> = {};
          const refused = new Set<string>();
          for (const field of Object.keys(header.index) as Field[]) {
            const value = row.get(field) === '-' ? '' : row.get(field); // a lone dash is how spreadsheets often mark "none"
            const formula = formulaProblem(col(field), value, field === 'phone' ? isPhone : undefined);
            if (!formula) values[field] = value;
            else {
              problems.push(formula);
              refused.add(field);
            }
          }
          const { region, ...own } = values;
          const regionId = region ? (regionIds.get(region.toLowerCase()) ?? null) : null;
          if (region && regionId === null) problems.push(DISTRIBUTOR_MESSAGES.unknownRegion(col('region'), region));
          const parsed = ImportRow.safeParse(own);
          if (!parsed.success) {
            problems.push(
              ...zodProblems(
                parsed.error.issues.filter((issue) => !refused.has(String(issue.path[0]))),
                col,
              ),
            );
          } else if (parsed.data.nip) {
            const first = nipLines.get(parsed.data.nip);
            if (first !== undefined) problems.push(DISTRIBUTOR_MESSAGES.nipRepeated(col('nip'), first));
            else nipLines.set(parsed.data.nip, row.line);
          }
          if (problems.length > 0) errors.add({ line: row.line, message: problems.join('; ') });
          else valid.push({ ...parsed.data!, regionId, isAuthorized: false, line: row.line });
        }
        const nips = valid.flatMap((r) => (r.nip ? [r.nip] : []));
        if (nips.length === 0) return valid;
        const taken = new Set(
          (await db.select({ nip: distributors.nip }).from(distributors).where(inArray(distributors.nip, nips))).map((r) => r.nip),
        );
        return valid.filter((r) => {
          if (r.nip && taken.has(r.nip)) errors.add({ line: r.line, message: DISTRIBUTOR_MESSAGES.nipExists(col('nip'), r.nip) });
          return !(r.nip && taken.has(r.nip));
        });
      },
    };
  },

  preview: ({ line, name, nip, email, phone, city, postCode, street }) => ({ line, name, nip, email, phone, city, postCode, street }),

  /** A NIP stored meanwhile (unique index) is skipped by ON CONFLICT and reported. */
  async insert(tx: Database, rows) {
    const refused: LineError[] = [];
    let inserted = 0;
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      const part = rows.slice(i, i + INSERT_CHUNK);
      const got = await tx
        .insert(distributors)
        .values(part.map(({ line: _line, ...value }) => value))
        .onConflictDoNothing()
        .returning({ nip: distributors.nip });
      inserted += got.length;
      if (got.length < part.length) {
        const stored = new Set(got.map((g) => g.nip));
        for (const r of part)
          if (r.nip && !stored.has(r.nip)) refused.push({ line: r.line, message: DISTRIBUTOR_MESSAGES.nipExists(col('nip'), r.nip) });
      }
    }
    return { inserted, refused };
  },
};
