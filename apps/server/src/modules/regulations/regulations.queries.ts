import { and, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { CUSTOMER_ROLES } from '@klub/contracts';
import { files, regulationAcceptances, regulations, users, type Database } from '@klub/db';

/** The statements of the regulations (`regulations.service.ts` holds the rules, `current-regulation.ts` the cache). */

type Values = Pick<typeof regulations.$inferInsert, 'version' | 'summary' | 'fileKey'>;
const accepted = sql<number>`(select count(*) from ${regulationAcceptances} where ${regulationAcceptances.regulationId} = ${regulations.id})::int`;
const draft = (id: number) => and(eq(regulations.id, id), isNull(regulations.publishedAt));

/** Every version with how many accepted it, drafts first, then the newest published. */
export const allRegulations = (db: Database) =>
  db
    .select({
      id: regulations.id,
      version: regulations.version,
      summary: regulations.summary,
      fileKey: regulations.fileKey,
      publishedAt: regulations.publishedAt,
      accepted,
    })
    .from(regulations)
    .orderBy(sql`${regulations.publishedAt} desc nulls first`, desc(regulations.id));

/** The last published version. */
export const currentRegulation = (db: Database) =>
  db
    .select({ id: regulations.id, version: regulations.version, summary: regulations.summary, fileKey: regulations.fileKey })
    .from(regulations)
    .where(isNotNull(regulations.publishedAt))
    .orderBy(desc(regulations.publishedAt), desc(regulations.id))
    .limit(1);

/** Members who can accept (not deleted). */
export const memberCount = (db: Database) =>
  db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.isDeleted, false), inArray(users.role, [...CUSTOMER_ROLES])));

export const fileType = (db: Database, key: string) => db.select({ mime: files.mimeType }).from(files).where(eq(files.key, key));

export const regulationExists = (db: Database, id: number) =>
  db.select({ id: regulations.id }).from(regulations).where(eq(regulations.id, id));

export const insertRegulation = (db: Database, values: Values) => db.insert(regulations).values(values).returning({ id: regulations.id });

export const updateDraft = (db: Database, id: number, values: Values) =>
  db.update(regulations).set(values).where(draft(id)).returning({ id: regulations.id });

export const deleteDraft = (db: Database, id: number) => db.delete(regulations).where(draft(id)).returning({ id: regulations.id });

export const publishDraft = (db: Database, id: number) =>
  db.update(regulations).set({ publishedAt: new Date() }).where(draft(id)).returning({ id: regulations.id });

/** The acceptance row (once) and the member's last accepted version. */
export async function insertAcceptance(db: Database, userId: number, regulationId: number, at: Date): Promise<void> {
  await db.insert(regulationAcceptances).values({ userId, regulationId, acceptedAt: at }).onConflictDoNothing();
  await db.update(users).set({ acceptedRegulationId: regulationId, regulationsAcceptedAt: at }).where(eq(users.id, userId));
}
