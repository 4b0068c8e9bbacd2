import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import {
  DISTRIBUTOR_CSV_REQUIRED,
  distributorFields,
  type Distributor,
  DistributorBody,
  type DistributorImportResult,
  type DistributorListQuery,
  CSV_MESSAGES,
  DISTRIBUTOR_MESSAGES,
} from '@klub/contracts';
import { distributors, queryRows, regions, type Database } from '@klub/db';
import { notFound, unknownReference, badRequest } from '../../errors';
import { guardPg } from '../../lib/pg-errors';
import { isoTime } from '../../lib/time';

interface Row {
  id: number;
  name: string;
  nip: string | null;
  email: string | null;
  phone: string | null;
  city: string | null;
  post_code: string | null;
  street: string | null;
  region_id: number | null;
  region_name: string | null;
  is_authorized: boolean;
  authorized_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const d = alias(distributors, 'd');
const r = alias(regions, 'r');
const SELECT = sql`
  select ${d.id} as id, ${d.name} as name, ${d.nip} as nip, ${d.email} as email, ${d.phone} as phone, ${d.city} as city,
         ${d.postCode} as post_code, ${d.street} as street, ${d.regionId} as region_id, ${r.name} as region_name,
         ${d.isAuthorized} as is_authorized, ${d.authorizedAt} as authorized_at, ${d.createdAt} as created_at, ${d.updatedAt} as updated_at
  from ${distributors} d left join ${regions} r on ${r.id} = ${d.regionId}`;

function toDistributor(r: Row): Distributor {
  return {
    id: r.id,
    name: r.name,
    nip: r.nip,
    email: r.email,
    phone: r.phone,
    city: r.city,
    postCode: r.post_code,
    street: r.street,
    regionId: r.region_id,
    regionName: r.region_name,
    isAuthorized: r.is_authorized,
    authorizedAt: isoTime(r.authorized_at),
    createdAt: isoTime(r.created_at)!,
    updatedAt: isoTime(r.updated_at)!,
  };
}

/** Unique NIP clashes answer 409 in Polish; a row still referred to cannot be deleted (409). */
const guarded = <T>(work: () => Promise<T>): Promise<T> =>
  guardPg(work, { unique: DISTRIBUTOR_MESSAGES.nipTaken, foreignKey: DISTRIBUTOR_MESSAGES.inUse });

/** GET /api/distributors — filters and paging in SQL, ordered by name. */
export async function listDistributors(db: Database, q: z.output<typeof DistributorListQuery>) {
  const where: SQL[] = [sql`true`];
  if (q.search) {
    const text = `%${q.search.toLowerCase().replace(/[%_\\]/g, '')}%`;
    const digits = q.search.replace(/[\s-]/g, '');
    where.push(sql`(lower(${d.name}) like ${text} or lower(coalesce(${d.city}, '')) like ${text} or lower(coalesce(${d.email}, '')) like ${text}
      or coalesce(${d.nip}, '') like ${`%${digits.replace(/[%_\\]/g, '')}%`})`);
  }
  if (q.isAuthorized !== undefined) where.push(sql`${d.isAuthorized} = ${q.isAuthorized}`);
  if (q.regionId) where.push(sql`${d.regionId} = ${q.regionId}`);
  const cond = sql.join(where, sql` and `);
  const rows = await queryRows<Row>(db, sql`${SELECT} where ${cond} order by lower(${d.name}), ${d.id} offset ${q.skip} limit ${q.take}`);
  const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${distributors} d where ${cond}`);
  return { total: count!.n, data: rows.map(toDistributor) };
}

export async function distributorById(db: Database, id: number): Promise<Distributor> {
  const [row] = await queryRows<Row>(db, sql`${SELECT} where ${d.id} = ${id}`);
  if (!row) throw notFound('distributor');
  return toDistributor(row);
}

async function regionOr400(db: Database, id: number | null) {
  if (id === null) return;
  const [r] = await db.select({ id: regions.id }).from(regions).where(eq(regions.id, id));
  if (!r) throw unknownReference('region');
}

type Body = z.output<typeof DistributorBody>;

/** An admin adds a distributor by hand: authorised at once unless the form says otherwise. */
export async function createDistributor(db: Database, body: Body): Promise<Distributor> {
  await regionOr400(db, body.regionId);
  const isAuthorized = body.isAuthorized ?? true;
  const [row] = await guarded(() =>
    db
      .insert(distributors)
      .values({ ...body, isAuthorized, authorizedAt: isAuthorized ? new Date() : null })
      .returning({ id: distributors.id }),
  );
  return distributorById(db, row!.id);
}

export async function updateDistributor(db: Database, id: number, body: Body): Promise<Distributor> {
  await regionOr400(db, body.regionId);
  const { isAuthorized, ...fields } = body;
  const [row] = await guarded(() =>
    db
      .update(distributors)
      .set({
        ...fields,
        updatedAt: new Date(),
        ...(isAuthorized === undefined ? {} : authorisation(isAuthorized)),
      })
      .where(eq(distributors.id, id))
      .returning({ id: distributors.id }),
  );
  if (!row) throw notFound('distributor');
  return distributorById(db, id);
}

/** Authorising keeps the first authorisation date; withdrawing it clears the date. */
const authorisation = (isAuthorized: boolean) => ({
  isAuthorized,
  authorizedAt: isAuthorized ? sql`coalesce(${distributors.authorizedAt}, now())` : null,
});

export async function setAuthorized(db: Database, id: number, isAuthorized: boolean): Promise<Distributor> {
  const [row] = await db
    .update(distributors)
    .set({ ...authorisation(isAuthorized), updatedAt: new Date() })
    .where(eq(distributors.id, id))
    .returning({ id: distributors.id });
  if (!row) throw notFound('distributor');
  return distributorById(db, id);
}

/** Hard delete: nothing refers to distributors yet; once something does, the database refuses (409). */
export async function deleteDistributor(db: Database, id: number): Promise<void> {
  const deleted = await guarded(() => db.delete(distributors).where(eq(distributors.id, id)).returning({ id: distributors.id }));
  if (deleted.length === 0) throw notFound('distributor');
}

// ---- CSV import ----

/** Header names accepted for each field (lower case, Polish or English). */
const HEADERS: Record<string, keyof z.input<typeof DistributorBody> | 'region'> = {
  nazwa: 'name',
  name: 'name',
  nip: 'nip',
  email: 'email',
  'e-mail': 'email',
  mail: 'email',
  telefon: 'phone',
  phone: 'phone',
  tel: 'phone',
  miasto: 'city',
  city: 'city',
  miejscowość: 'city',
  'kod pocztowy': 'postCode',
  kod: 'postCode',
  postcode: 'postCode',
  'post code': 'postCode',
  ulica: 'street',
  street: 'street',
  adres: 'street',
  region: 'region',
  województwo: 'region',
  wojewodztwo: 'region',
};
const FIELD_PL: Record<string, string> = {
  name: 'nazwa',
  nip: 'NIP',
  email: 'e-mail',
  phone: 'telefon',
  city: 'miasto',
  postCode: 'kod pocztowy',
  street: 'ulica',
  region: 'region',
};
const ImportRow = z.strictObject(distributorFields);
const MAX_ERRORS = 500;
const INSERT_CHUNK = 1000;

/**
 * A spreadsheet formula (=, @, or + / - not followed by a phone number) is refused, not stored:
 * the admin sees which cell to fix. Exports neutralise such cells as well (lib/csv.ts).
 */
function isFormula(field: string, value: string): boolean {
  if (/^[=@\t\r]/.test(value)) return true;
  if (/^[+-]/.test(value)) return !(field === 'phone' && /^\+48[\d\s-]{9,}$/.test(value));
  return false;
}

/**
 * POST /api/distributors/csv-import: every row is checked (line numbers as in the file); any error
 * and nothing is written. Imported distributors wait for an admin's authorisation.
 */
export async function importDistributors(db: Database, csv: string): Promise<DistributorImportResult> {
  if (csv.includes('\uFFFD')) throw badRequest(DISTRIBUTOR_MESSAGES.notUtf8);
  const text = csv.replace(/^\uFEFF/, '');
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    records = parse(text, {
      delimiter: [';', ','],
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
    }) as unknown as typeof records;
  } catch (err) {
    const line = (err as { lines?: number }).lines;
    throw badRequest(DISTRIBUTOR_MESSAGES.csvUnreadable(line));
  }
  if (records.length === 0) throw badRequest(CSV_MESSAGES.empty);
  const header = records[0]!.record.map((h) => h.toLowerCase().replace(/\s+/g, ' '));
  const fields = header.map((h) => HEADERS[h] ?? null);
  const unknown = header.filter((_, i) => fields[i] === null);
  if (unknown.length > 0) throw badRequest(DISTRIBUTOR_MESSAGES.unknownColumns(unknown));
  for (const required of DISTRIBUTOR_CSV_REQUIRED) {
    if (!fields.includes(HEADERS[required]!)) throw badRequest(DISTRIBUTOR_MESSAGES.missingColumn(required));
  }
  const repeated = fields.find((f, i) => fields.indexOf(f) !== i);
  if (repeated) throw badRequest(DISTRIBUTOR_MESSAGES.repeatedColumn(FIELD_PL[repeated]!));
  if (records.length === 1) throw badRequest(DISTRIBUTOR_MESSAGES.headerOnly);

  const regionIds = new Map((await db.select().from(regions)).map((r) => [r.name.toLowerCase(), r.id]));
  const errors: DistributorImportResult['errors'] = [];
  const rows: Array<{ line: number; value: typeof distributors.$inferInsert }> = [];
  const nipLines = new Map<string, number>();

  for (const { record, info } of records.slice(1)) {
    const line = info.lines;
    const cells: Record<string, string> = {};
    const problems: string[] = [];
    if (record.length > fields.length && record.slice(fields.length).some((c) => c !== ''))
      problems.push(DISTRIBUTOR_MESSAGES.extraCells(record.length, fields.length));
    fields.forEach((field, i) => {
      const raw = record[i] ?? '';
      const value = raw === '-' ? '' : raw; // a lone dash is how spreadsheets often mark "none"
      if (isFormula(field!, value)) problems.push(DISTRIBUTOR_MESSAGES.formulaCell(FIELD_PL[field!]!));
      else cells[field!] = value;
    });
    const { region, ...own } = cells;
    let regionId: number | null = null;
    if (region) {
      regionId = regionIds.get(region.toLowerCase()) ?? null;
      if (regionId === null) problems.push(DISTRIBUTOR_MESSAGES.unknownRegion(region));
    }
    const parsed = ImportRow.safeParse(
      Object.fromEntries(Object.entries(own).filter(([f]) => !problems.some((p) => p.startsWith(`${FIELD_PL[f]}:`)))),
    );
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '');
        if (problems.some((p) => p.startsWith(`${FIELD_PL[field]}:`))) continue;
        problems.push(`${FIELD_PL[field] ?? field}: ${issue.message}`);
      }
    } else if (parsed.data.nip) {
      const first = nipLines.get(parsed.data.nip);
      if (first !== undefined) problems.push(DISTRIBUTOR_MESSAGES.nipRepeated(first));
      else nipLines.set(parsed.data.nip, line);
    }
    if (problems.length > 0) {
      if (errors.length < MAX_ERRORS) errors.push({ line, message: problems.join('; ') });
      continue;
    }
    rows.push({ line, value: { ...parsed.data!, regionId, isAuthorized: false } });
  }

  const nips = [...nipLines.keys()];
  for (let i = 0; i < nips.length; i += INSERT_CHUNK) {
    const taken = await db
      .select({ nip: distributors.nip })
      .from(distributors)
      .where(inArray(distributors.nip, nips.slice(i, i + INSERT_CHUNK)));
    for (const { nip } of taken) {
      if (errors.length < MAX_ERRORS) errors.push({ line: nipLines.get(nip!)!, message: DISTRIBUTOR_MESSAGES.nipExists(nip!) });
    }
  }
  if (errors.length > 0) {
    errors.sort((a, b) => a.line - b.line);
    if (errors.length >= MAX_ERRORS) {
      errors.push({ line: errors.at(-1)!.line, message: DISTRIBUTOR_MESSAGES.firstErrorsShown(MAX_ERRORS) });
    }
    return { imported: 0, errors };
  }
  await guarded(() =>
    db.transaction(async (tx) => {
      for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
        await tx.insert(distributors).values(rows.slice(i, i + INSERT_CHUNK).map((r) => r.value));
      }
    }),
  );
  return { imported: rows.length, errors: [] };
}
