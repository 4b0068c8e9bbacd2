import { eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { type Distributor, DistributorBody, type DistributorListQuery, DISTRIBUTOR_MESSAGES } from '@klub/contracts';
import { distributors, queryRows, regions, type Database } from '@klub/db';
import { notFound, unknownReference } from '../../errors';
import { paged, pageSql } from '../../lib/paging';
import { guardPg } from '../../lib/pg-errors';
import { isoTime } from '../../lib/time';
import { containsPattern } from '../../lib/search';

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
    const text = containsPattern(q.search);
    const digits = q.search.replace(/[\s-]/g, '');
    where.push(sql`(lower(${d.name}) like ${text} or lower(coalesce(${d.city}, '')) like ${text} or lower(coalesce(${d.email}, '')) like ${text}
      or coalesce(${d.nip}, '') like ${`%${digits.replace(/[%_\\]/g, '')}%`})`);
  }
  if (q.isAuthorized !== undefined) where.push(sql`${d.isAuthorized} = ${q.isAuthorized}`);
  if (q.regionId) where.push(sql`${d.regionId} = ${q.regionId}`);
  const cond = sql.join(where, sql` and `);
  const { total, data } = await paged(
    queryRows<Row>(db, sql`${SELECT} where ${cond} order by lower(${d.name}), ${d.id} ${pageSql(q)}`),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${distributors} d where ${cond}`),
  );
  return { total, data: data.map(toDistributor) };
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

/** Hard delete; a distributor contractors buy from (member_distributors) cannot be: the database refuses (409). */
export async function deleteDistributor(db: Database, id: number): Promise<void> {
  const deleted = await guarded(() => db.delete(distributors).where(eq(distributors.id, id)).returning({ id: distributors.id }));
  if (deleted.length === 0) throw notFound('distributor');
}
