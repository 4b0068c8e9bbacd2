import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import {
  CSV_MESSAGES,
  DISTRIBUTOR_CSV_COLUMNS,
  distributorFields,
  DISTRIBUTOR_MESSAGES,
  type DistributorImportResult,
  phone,
} from '@klub/contracts';
import { distributors, regions, type Database } from '@klub/db';
import { badRequest } from '../../errors';
import { columnName, formulaProblem, LineErrors, readCsv, widthProblem, zodProblems, type CsvSpec } from '../../lib/csv-import';
import { guardPg } from '../../lib/pg-errors';

type Field = keyof typeof distributorFields | 'region';

/** The distributors file: Polish or English column names, `;`, `,` or tab separated. */
export const DISTRIBUTOR_CSV: CsvSpec<Field> = { columns: DISTRIBUTOR_CSV_COLUMNS };
const ImportRow = z.strictObject(distributorFields);
const INSERT_CHUNK = 1000;
const col = (field: string) => columnName(DISTRIBUTOR_CSV, field as Field);
const isPhone = (value: string) => phone.safeParse(value).success;

/**
 * POST /api/distributors/csv-import: every row is checked (line numbers as in the file); any error
 * and nothing is written. Imported distributors wait for an admin's authorisation.
 */
export async function importDistributors(db: Database, content: Buffer): Promise<DistributorImportResult> {
  const { header, rows } = await readCsv(content, DISTRIBUTOR_CSV);
  if (rows.length === 0) throw badRequest(CSV_MESSAGES.headerOnly);
  const regionIds = new Map((await db.select().from(regions)).map((r) => [r.name.toLowerCase(), r.id]));
  const errors = new LineErrors();
  const valid: Array<typeof distributors.$inferInsert> = [];
  const nipLines = new Map<string, number>();

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
    else valid.push({ ...parsed.data!, regionId, isAuthorized: false });
  }

  const nips = [...nipLines.keys()];
  for (let i = 0; i < nips.length; i += INSERT_CHUNK) {
    const taken = await db
      .select({ nip: distributors.nip })
      .from(distributors)
      .where(inArray(distributors.nip, nips.slice(i, i + INSERT_CHUNK)));
    for (const { nip } of taken) errors.add({ line: nipLines.get(nip!)!, message: DISTRIBUTOR_MESSAGES.nipExists(col('nip'), nip!) });
  }
  if (!errors.isEmpty) {
    return { imported: 0, errors: errors.list((shown, line) => ({ line, message: CSV_MESSAGES.firstErrorsShown(shown) })) };
  }
  await guardPg(
    () =>
      db.transaction(async (tx) => {
        for (let i = 0; i < valid.length; i += INSERT_CHUNK) await tx.insert(distributors).values(valid.slice(i, i + INSERT_CHUNK));
      }),
    { unique: DISTRIBUTOR_MESSAGES.nipTaken },
  );
  return { imported: valid.length, errors: [] };
}
