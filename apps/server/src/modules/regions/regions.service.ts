import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { REGION_MESSAGES, type District, type DistrictBody, type RegionBody } from '@klub/contracts';
import { districts, regions, type Database } from '@klub/db';
import { conflict, notFound, unknownReference } from '../../errors';
import { guardPg } from '../../lib/pg-errors';
import { districtPeople, regionUse } from './regions.queries';
import { countAudienceUses } from '../../lib/publication';

/**
 * Regions (województwa) and districts (powiaty). Deleting a region removes only that region, and
 * only when no person, district, distributor or content audience refers to it (409 otherwise); a district only when no person does — the spec's original kept
 * only the deleted item in the list, which we treat as the bug it looks like (docs/domain.md).
 */

/**
 * Polish alphabetical order (Ł after L, Ś after S, Ż after Z): `COLLATE "pl-PL-x-icu"` is missing
 * on the embedded PGlite (no ICU), so lists are sorted here, not in SQL.
 */
const polish = new Intl.Collator('pl', { sensitivity: 'base', numeric: true });

export async function listRegions(db: Database) {
  const rows = await db.select().from(regions);
  return rows.sort((a, b) => polish.compare(a.name, b.name) || a.id - b.id);
}

export async function getRegion(db: Database, id: number) {
  const [row] = await db.select().from(regions).where(eq(regions.id, id));
  if (!row) throw notFound('region');
  return row;
}

export async function createRegion(db: Database, body: z.output<typeof RegionBody>) {
  const [row] = await guardPg(() => db.insert(regions).values(body).returning(), { unique: REGION_MESSAGES.regionTaken });
  return row!;
}

export async function updateRegion(db: Database, id: number, body: z.output<typeof RegionBody>) {
  const [row] = await guardPg(() => db.update(regions).set(body).where(eq(regions.id, id)).returning(), {
    unique: REGION_MESSAGES.regionTaken,
  });
  if (!row) throw notFound('region');
  return row;
}

export async function deleteRegion(db: Database, id: number): Promise<void> {
  const use = await regionUse(db, id);
  if (use.people > 0 || use.districts > 0 || use.distributors > 0) {
    throw conflict(REGION_MESSAGES.regionInUse(use.people, use.districts, use.distributors));
  }
  const audience = await countAudienceUses(db, 'regions', id);
  if (audience.content + audience.campaigns > 0) throw conflict(REGION_MESSAGES.regionInAudience(audience.content, audience.campaigns));
  const deleted = await db.delete(regions).where(eq(regions.id, id)).returning({ id: regions.id });
  if (deleted.length === 0) throw notFound('region');
}

export async function listDistricts(db: Database, regionId?: number): Promise<District[]> {
  const rows = await db
    .select({ id: districts.id, name: districts.name, regionId: districts.regionId, regionName: regions.name })
    .from(districts)
    .innerJoin(regions, eq(regions.id, districts.regionId))
    .where(regionId ? eq(districts.regionId, regionId) : undefined);
  return rows.sort((a, b) => polish.compare(a.regionName, b.regionName) || polish.compare(a.name, b.name) || a.id - b.id);
}

export async function getDistrict(db: Database, id: number): Promise<District> {
  const [row] = await db
    .select({ id: districts.id, name: districts.name, regionId: districts.regionId, regionName: regions.name })
    .from(districts)
    .innerJoin(regions, eq(regions.id, districts.regionId))
    .where(eq(districts.id, id));
  if (!row) throw notFound('district');
  return row;
}

async function districtById(db: Database, regionId: number, id: number): Promise<District> {
  return (await listDistricts(db, regionId)).find((d) => d.id === id)!;
}

export async function createDistrict(db: Database, body: z.output<typeof DistrictBody>): Promise<District> {
  await regionOr400(db, body.regionId);
  const [row] = await guardPg(() => db.insert(districts).values(body).returning(), { unique: REGION_MESSAGES.districtTaken });
  return districtById(db, row!.regionId, row!.id);
}

export async function updateDistrict(db: Database, id: number, body: z.output<typeof DistrictBody>): Promise<District> {
  await regionOr400(db, body.regionId);
  const [row] = await guardPg(() => db.update(districts).set(body).where(eq(districts.id, id)).returning(), {
    unique: REGION_MESSAGES.districtTaken,
  });
  if (!row) throw notFound('district');
  return districtById(db, row.regionId, row.id);
}

export async function deleteDistrict(db: Database, id: number): Promise<void> {
  const people = await districtPeople(db, id);
  if (people > 0) throw conflict(REGION_MESSAGES.districtInUse(people));
  const deleted = await db.delete(districts).where(eq(districts.id, id)).returning({ id: districts.id });
  if (deleted.length === 0) throw notFound('district');
}

async function regionOr400(db: Database, id: number) {
  const [r] = await db.select({ id: regions.id }).from(regions).where(eq(regions.id, id));
  if (!r) throw unknownReference('region');
}
