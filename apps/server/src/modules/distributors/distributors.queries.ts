import { and, count, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { distributors, regions, type Database } from '@klub/db';
import { paged, pageOf, type PageQuery } from '../../lib/paging';
import { containsPattern } from '../../lib/search';

/** Distributors: reads. */

const d = alias(distributors, 'd');
const r = alias(regions, 'r');

/** A distributor `d` with its region's name, as answered (Distributor, times as read). */
const distributorRows = (db: Database) =>
  db
    .select({
      id: d.id,
      name: d.name,
      nip: d.nip,
      email: d.email,
      phone: d.phone,
      city: d.city,
      postCode: d.postCode,
      street: d.street,
      regionId: d.regionId,
      regionName: r.name,
      isAuthorized: d.isAuthorized,
      authorizedAt: d.authorizedAt,
      createdAt: d.createdAt,
      updatedAt: d.updatedAt,
    })
    .from(d)
    .leftJoin(r, eq(r.id, d.regionId));
export type DistributorRow = Awaited<ReturnType<typeof distributorRows>>[number];

/** A page of distributors by name (search in name, city, e-mail, NIP digits; authorised; region), and their count. */
export function distributorPage(db: Database, q: PageQuery & { search?: string; isAuthorized?: boolean; regionId?: number }) {
  const digits = q.search?.replace(/[\s-]/g, '') ?? '';
  const text = q.search ? containsPattern(q.search) : '';
  const cond = and(
    q.search
      ? sql`(lower(${d.name}) like ${text} or lower(coalesce(${d.city}, '')) like ${text} or lower(coalesce(${d.email}, '')) like ${text}
      or coalesce(${d.nip}, '') like ${`%${digits.replace(/[%_\\]/g, '')}%`})`
      : undefined,
    q.isAuthorized !== undefined ? eq(d.isAuthorized, q.isAuthorized) : undefined,
    q.regionId ? eq(d.regionId, q.regionId) : undefined,
  );
  return paged(
    pageOf(
      distributorRows(db)
        .where(cond)
        .orderBy(sql`lower(${d.name})`, d.id),
      q,
    ),
    db.select({ n: count() }).from(d).where(cond),
  );
}

export async function distributorRow(db: Database, id: number) {
  const [row] = await distributorRows(db).where(eq(d.id, id));
  return row;
}
