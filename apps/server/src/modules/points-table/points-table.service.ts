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
import type { Database, pointsPackages } from '@klub/db';
import {
  allGroups,
  allPackages,
  codesOf,
  codesPerPackage,
  deleteGroupRow,
  deletePackageRow,
  groupRow,
  insertGroup,
  insertPackage,
  lockGroup,
  packageGroupNames,
  packageRow,
  renamePackagesGroup,
  updateGroupRow,
  updatePackageRow,
} from './points-table.queries';
import { notFound, conflict } from '../../errors';

type PackageRow = typeof pointsPackages.$inferSelect;

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
  const rows = await allPackages(db);
  if (!forAdmin) return rows.filter((r) => !r.isNotActual).map((r) => toEntry(r));
  const counts = await codesPerPackage(db);
  const byId = new Map(counts.map((c) => [c.packageId, c.n]));
  return rows.map((r) => toEntry(r, byId.get(r.id) ?? 0));
}

/** One package: admins any, with its codes counted; members only a current offer (404 otherwise, as the list leaves it out). */
export async function getPackage(db: Database, id: number, forAdmin: boolean): Promise<PointsEntry> {
  const [row] = await packageRow(db, id);
  if (!row || (!forAdmin && row.isNotActual)) throw notFound('pointsPackage');
  return forAdmin ? toEntry(row, await codesOf(db, id)) : toEntry(row);
}

export async function createPackage(db: Database, body: z.output<typeof PointsEntryBody>): Promise<PointsEntry[]> {
  await insertPackage(db, body);
  return listPackages(db, true);
}

export async function updatePackage(db: Database, id: number, body: z.output<typeof PointsEntryBody>): Promise<PointsEntry> {
  const [row] = await updatePackageRow(db, id, body);
  if (!row) throw notFound('pointsPackage');
  return toEntry(row, await codesOf(db, id));
}

export async function deletePackage(db: Database, id: number) {
  if ((await codesOf(db, id)) > 0) throw conflict(POINTS_TABLE_MESSAGES.packageHasCodes);
  const deleted = await deletePackageRow(db, id);
  if (deleted.length === 0) throw notFound('pointsPackage');
  return { message: SERVER_MESSAGES.deleted };
}

export async function listGroups(db: Database, forAdmin: boolean): Promise<PointsGroup[]> {
  const rows = await allGroups(db);
  return forAdmin ? rows : rows.filter((g) => g.isActive);
}

/** One group: admins any; members only an active one (404 otherwise, as the list leaves it out). */
export async function getGroup(db: Database, id: number, forAdmin: boolean): Promise<PointsGroup> {
  const [row] = await groupRow(db, id);
  if (!row || (!forAdmin && !row.isActive)) throw notFound('pointsGroup');
  return row;
}

export async function createGroup(db: Database, body: z.output<typeof PointsGroupBody>): Promise<PointsGroup> {
  const [row] = await insertGroup(db, body);
  return row!;
}

/** Renaming a group renames it on its packages too (they refer to it by name), in one transaction. */
export async function updateGroup(db: Database, id: number, body: z.output<typeof PointsGroupBody>): Promise<PointsGroup> {
  return db.transaction(async (tx) => {
    const [before] = await lockGroup(tx, id);
    if (!before) throw notFound('pointsGroup');
    const [row] = await updateGroupRow(tx, id, body);
    if (normalizeGroupName(before.name) !== normalizeGroupName(body.name)) {
      const packages = await packageGroupNames(tx);
      const members = packages.filter((p) => normalizeGroupName(p.groupName) === normalizeGroupName(before.name)).map((p) => p.id);
      if (members.length > 0) await renamePackagesGroup(tx, members, body.name);
    }
    return row!;
  });
}

export async function deleteGroup(db: Database, id: number) {
  const deleted = await deleteGroupRow(db, id);
  if (deleted.length === 0) throw notFound('pointsGroup');
  return { message: SERVER_MESSAGES.deleted };
}
