import { asc, count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  normalizeGroupName,
  SERVER_MESSAGES,
  type PointsEntry,
  type PointsEntryBody,
  type PointsGroup,
  type PointsGroupBody,
  POINTS_TABLE_MESSAGES,
} from '@klub/contracts';
import { codes, pointsGroups, pointsPackages, type Database } from '@klub/db';
import { notFound, conflict } from '../../errors';

type PackageRow = typeof pointsPackages.$inferSelect;

/** How many codes a package has. */
const codesOf = async (db: Database, packageId: number): Promise<number> =>
  (await db.select({ n: count() }).from(codes).where(eq(codes.packageId, packageId)))[0]!.n;

function toEntry(p: PackageRow, codesCount?: number): PointsEntry {
  return {
    id: p.id,
    name: p.name,
    groupName: p.groupName,
    points: p.points,
    orderPoints: p.orderPoints,
    expiresAt: p.expiresAt,
    isNotActual: p.isNotActual,
    pos: p.pos,
    ...(codesCount === undefined ? {} : { codesCount }),
  };
}

/** Packages sorted by pos. Admins see all, with how many codes each has; members only current offers. */
export async function listPackages(db: Database, forAdmin: boolean): Promise<PointsEntry[]> {
  const rows = await db.select().from(pointsPackages).orderBy(asc(pointsPackages.pos), asc(pointsPackages.id));
  if (!forAdmin) return rows.filter((r) => !r.isNotActual).map((r) => toEntry(r));
  const counts = await db.select({ packageId: codes.packageId, n: count() }).from(codes).groupBy(codes.packageId);
  const byId = new Map(counts.map((c) => [c.packageId, c.n]));
  return rows.map((r) => toEntry(r, byId.get(r.id) ?? 0));
}

export async function createPackage(db: Database, body: z.output<typeof PointsEntryBody>): Promise<PointsEntry[]> {
  await db.insert(pointsPackages).values(body);
  return listPackages(db, true);
}

export async function updatePackage(db: Database, id: number, body: z.output<typeof PointsEntryBody>): Promise<PointsEntry> {
  const [row] = await db
    .update(pointsPackages)
    .set({ ...body, updatedAt: new Date() })
    .where(eq(pointsPackages.id, id))
    .returning();
  if (!row) throw notFound('pointsPackage');
  return toEntry(row, await codesOf(db, id));
}

export async function deletePackage(db: Database, id: number) {
  if ((await codesOf(db, id)) > 0) throw conflict(POINTS_TABLE_MESSAGES.packageHasCodes);
  const deleted = await db.delete(pointsPackages).where(eq(pointsPackages.id, id)).returning({ id: pointsPackages.id });
  if (deleted.length === 0) throw notFound('pointsPackage');
  return { message: SERVER_MESSAGES.deleted };
}

export async function listGroups(db: Database, forAdmin: boolean): Promise<PointsGroup[]> {
  const rows = await db
    .select({ id: pointsGroups.id, name: pointsGroups.name, isActive: pointsGroups.isActive })
    .from(pointsGroups)
    .orderBy(asc(pointsGroups.id));
  return forAdmin ? rows : rows.filter((g) => g.isActive);
}

export async function createGroup(db: Database, body: z.output<typeof PointsGroupBody>): Promise<PointsGroup> {
  const [row] = await db
    .insert(pointsGroups)
    .values(body)
    .returning({ id: pointsGroups.id, name: pointsGroups.name, isActive: pointsGroups.isActive });
  return row!;
}

/** Renaming a group renames it on its packages too (they refer to it by name), in one transaction. */
export async function updateGroup(db: Database, id: number, body: z.output<typeof PointsGroupBody>): Promise<PointsGroup> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(pointsGroups).where(eq(pointsGroups.id, id)).for('update');
    if (!before) throw notFound('pointsGroup');
    const [row] = await tx
      .update(pointsGroups)
      .set(body)
      .where(eq(pointsGroups.id, id))
      .returning({ id: pointsGroups.id, name: pointsGroups.name, isActive: pointsGroups.isActive });
    if (normalizeGroupName(before.name) !== normalizeGroupName(body.name)) {
      const packages = await tx.select({ id: pointsPackages.id, groupName: pointsPackages.groupName }).from(pointsPackages);
      const members = packages.filter((p) => normalizeGroupName(p.groupName) === normalizeGroupName(before.name)).map((p) => p.id);
      if (members.length > 0)
        await tx.update(pointsPackages).set({ groupName: body.name, updatedAt: new Date() }).where(inArray(pointsPackages.id, members));
    }
    return row!;
  });
}

export async function deleteGroup(db: Database, id: number) {
  const deleted = await db.delete(pointsGroups).where(eq(pointsGroups.id, id)).returning({ id: pointsGroups.id });
  if (deleted.length === 0) throw notFound('pointsGroup');
  return { message: SERVER_MESSAGES.deleted };
}
