import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { campaignCredits, campaigns, campaignVersions, pointsPackages, type Database } from '@klub/db';

/** Bonus-point campaigns: every statement of the module (docs/architecture.md, data access). */

export type CampaignRow = typeof campaigns.$inferSelect;
export type CampaignVersionRow = typeof campaignVersions.$inferSelect;
export type CampaignVersionValues = Omit<typeof campaignVersions.$inferInsert, 'id' | 'createdAt' | 'supersededAt'>;

/** Bonus points credited under campaign `id` (a column expression, per campaign row). */
const creditedOf = (id: typeof campaigns.id | number) =>
  sql<number>`(select coalesce(sum(${campaignCredits.points}), 0)::int from ${campaignCredits} where ${campaignCredits.campaignId} = ${id})`;

/** Campaigns with their current version and the points credited: active first, then paused, drafts, ended; newest first. */
export function listWithCurrent(db: Database) {
  return db
    .select({ campaign: campaigns, version: campaignVersions, credited: creditedOf(campaigns.id) })
    .from(campaigns)
    .innerJoin(campaignVersions, and(eq(campaignVersions.campaignId, campaigns.id), isNull(campaignVersions.supersededAt)))
    .orderBy(
      sql`array_position(array['ACTIVE', 'PAUSED', 'DRAFT', 'ENDED'], ${campaigns.status})`,
      desc(campaigns.createdAt),
      desc(campaigns.id),
    );
}

/** One campaign, locked for the change about to be made (`forUpdate`) or not. */
export async function campaignById(db: Database, id: number, forUpdate = false): Promise<CampaignRow | undefined> {
  const q = db.select().from(campaigns).where(eq(campaigns.id, id));
  const [row] = forUpdate ? await q.for('update') : await q;
  return row;
}

/** Every version of a campaign, the newest first. */
export function versionsOf(db: Database, campaignId: number): Promise<CampaignVersionRow[]> {
  return db.select().from(campaignVersions).where(eq(campaignVersions.campaignId, campaignId)).orderBy(desc(campaignVersions.version));
}

/** Bonus points credited under campaign `id`, every version together. */
export async function creditedPoints(db: Database, id: number): Promise<number> {
  const [row] = await db.select({ credited: creditedOf(id) }).from(sql`(select 1) one`);
  return row!.credited;
}

export async function insertCampaign(db: Database, name: string, createdBy: number): Promise<CampaignRow> {
  const [row] = await db.insert(campaigns).values({ name, createdBy }).returning();
  return row!;
}

export async function insertVersion(db: Database, values: CampaignVersionValues): Promise<void> {
  await db.insert(campaignVersions).values(values);
}

/** A draft's terms change in place (nothing has been credited under them). */
export async function replaceCurrentVersion(
  db: Database,
  campaignId: number,
  values: Omit<CampaignVersionValues, 'campaignId' | 'version'>,
) {
  await db
    .update(campaignVersions)
    .set(values)
    .where(and(eq(campaignVersions.campaignId, campaignId), isNull(campaignVersions.supersededAt)));
}

/** The current version stops applying now; returns its number. */
export async function supersedeCurrentVersion(db: Database, campaignId: number): Promise<number> {
  const [row] = await db
    .update(campaignVersions)
    .set({ supersededAt: sql`now()` })
    .where(and(eq(campaignVersions.campaignId, campaignId), isNull(campaignVersions.supersededAt)))
    .returning({ version: campaignVersions.version });
  return row!.version;
}

export async function updateCampaignRow(db: Database, id: number, values: Partial<Pick<CampaignRow, 'name' | 'status' | 'spent'>>) {
  await db
    .update(campaigns)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(campaigns.id, id));
}

export async function deleteCampaignRow(db: Database, id: number) {
  await db.delete(campaigns).where(eq(campaigns.id, id));
}

/** How many of `ids` are points packages. */
export async function countPackages(db: Database, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await db.select({ n: count() }).from(pointsPackages).where(inArray(pointsPackages.id, ids));
  return row!.n;
}

/** Which of `names` are package groups. */
export async function knownGroupNames(db: Database, names: string[]): Promise<string[]> {
  if (names.length === 0) return [];
  const rows = await db
    .selectDistinct({ name: pointsPackages.groupName })
    .from(pointsPackages)
    .where(inArray(pointsPackages.groupName, names))
    .orderBy(asc(pointsPackages.groupName));
  return rows.map((r) => r.name);
}
