import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Distributor, DistributorBody, type DistributorListQuery, DISTRIBUTOR_MESSAGES } from '@klub/contracts';
import { distributors, regions, type Database } from '@klub/db';
import { notFound, unknownReference } from '../../errors';
import { guardPg } from '../../lib/pg-errors';
import { isoTime } from '../../lib/time';
import { distributorPage, distributorRow, type DistributorRow } from './distributors.queries';

function toDistributor(r: DistributorRow): Distributor {
  return { ...r, authorizedAt: isoTime(r.authorizedAt), createdAt: isoTime(r.createdAt)!, updatedAt: isoTime(r.updatedAt)! };
}

/** Unique NIP clashes answer 409 in Polish; a row still referred to cannot be deleted (409). */
const guarded = <T>(work: () => Promise<T>): Promise<T> =>
  guardPg(work, { unique: DISTRIBUTOR_MESSAGES.nipTaken, foreignKey: DISTRIBUTOR_MESSAGES.inUse });

/** GET /api/distributors — filters and paging in SQL, ordered by name. */
export async function listDistributors(db: Database, q: z.output<typeof DistributorListQuery>) {
  const { total, data } = await distributorPage(db, q);
  return { total, data: data.map(toDistributor) };
}

export async function distributorById(db: Database, id: number): Promise<Distributor> {
  const row = await distributorRow(db, id);
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
