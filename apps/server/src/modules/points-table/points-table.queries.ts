import { asc, count, eq, inArray } from 'drizzle-orm';
import { codes, pointsGroups, pointsPackages, type Database } from '@klub/db';

/** The statements of the points table (`points-table.service.ts` holds the rules). */

type PackageValues = Omit<typeof pointsPackages.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
type GroupValues = Pick<typeof pointsGroups.$inferInsert, 'name' | 'isActive'>;
const groupFields = { id: pointsGroups.id, name: pointsGroups.name, isActive: pointsGroups.isActive };

/** How many codes a package has. */
export const codesOf = async (db: Database, packageId: number): Promise<number> =>
  (await db.select({ n: count() }).from(codes).where(eq(codes.packageId, packageId)))[0]!.n;

export const allPackages = (db: Database) => db.select().from(pointsPackages).orderBy(asc(pointsPackages.pos), asc(pointsPackages.id));

export const packageRow = (db: Database, id: number) => db.select().from(pointsPackages).where(eq(pointsPackages.id, id));

export const groupRow = (db: Database, id: number) => db.select(groupFields).from(pointsGroups).where(eq(pointsGroups.id, id));

export const codesPerPackage = (db: Database) => db.select({ packageId: codes.packageId, n: count() }).from(codes).groupBy(codes.packageId);

export const insertPackage = (db: Database, values: PackageValues) => db.insert(pointsPackages).values(values);

export const updatePackageRow = (db: Database, id: number, values: PackageValues) =>
  db
    .update(pointsPackages)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(pointsPackages.id, id))
    .returning();

export const deletePackageRow = (db: Database, id: number) =>
  db.delete(pointsPackages).where(eq(pointsPackages.id, id)).returning({ id: pointsPackages.id });

export const allGroups = (db: Database) => db.select(groupFields).from(pointsGroups).orderBy(asc(pointsGroups.id));

export const insertGroup = (db: Database, values: GroupValues) => db.insert(pointsGroups).values(values).returning(groupFields);

export const lockGroup = (tx: Database, id: number) => tx.select().from(pointsGroups).where(eq(pointsGroups.id, id)).for('update');

export const updateGroupRow = (tx: Database, id: number, values: GroupValues) =>
  tx.update(pointsGroups).set(values).where(eq(pointsGroups.id, id)).returning(groupFields);

export const packageGroupNames = (tx: Database) =>
  tx.select({ id: pointsPackages.id, groupName: pointsPackages.groupName }).from(pointsPackages);

export const renamePackagesGroup = (tx: Database, ids: number[], groupName: string) =>
  tx.update(pointsPackages).set({ groupName, updatedAt: new Date() }).where(inArray(pointsPackages.id, ids));

export const deleteGroupRow = (db: Database, id: number) =>
  db.delete(pointsGroups).where(eq(pointsGroups.id, id)).returning({ id: pointsGroups.id });
