import { and, asc, between, eq, sql } from 'drizzle-orm';
import type { ImageWidth } from '@klub/contracts';
import { fileChunks, fileVariants, files, goldDocs, queryRows, users, type Database } from '@klub/db';

/** The statements of the stored files (`files.service.ts`, `file-chunks.ts` and `image-variants.ts` hold the rules). */

type NewFile = Omit<typeof files.$inferInsert, 'id' | 'createdAt'>;

export const insertFile = (db: Database, values: NewFile) => db.insert(files).values(values).returning({ id: files.id });

/** May this member read a GOLD file: a gold member, and the file no gold document's or one of a document of their subgroup (or of none)? */
export async function goldMayRead(db: Database, fileId: number, userId: number): Promise<boolean> {
  const [row] = await queryRows<{ ok: boolean }>(
    db,
    sql`
    select (${users.isGold} and not ${users.isDeleted}) and (
      not exists (select 1 from ${goldDocs} where ${goldDocs.fileId} = ${fileId})
      or exists (select 1 from ${goldDocs} where ${goldDocs.fileId} = ${fileId} and (${goldDocs.subgroupId} is null or ${goldDocs.subgroupId} = ${users.goldSubgroupId}))
    ) as ok
    from ${users} where ${users.id} = ${userId}`,
  );
  return Boolean(row?.ok);
}

/** A stored file by key; with a width, its WebP copy of that width in `variant` when one is stored (and then no `content`). */
export const fileRowByKey = (db: Database, key: string, width?: ImageWidth) =>
  db
    .select({
      id: files.id,
      originalName: files.originalName,
      mimeType: files.mimeType,
      size: files.size,
      content: width === undefined ? files.content : sql<Buffer | null>`case when ${fileVariants.fileId} is null then ${files.content} end`,
      visibility: files.visibility,
      uploadedBy: files.uploadedBy,
      chunkSize: files.chunkSize,
      variant: width === undefined ? sql<null>`null` : fileVariants.content,
    })
    .from(files)
    .leftJoin(fileVariants, and(eq(fileVariants.fileId, files.id), eq(fileVariants.width, width ?? 0)))
    .where(eq(files.key, key))
    .limit(1);

export const insertChunk = (db: Database, fileId: number, n: number, content: Buffer) =>
  db.insert(fileChunks).values({ fileId, n, content });

/** A chunked file's size, once its last part is written. */
export const setFileSize = (db: Database, id: number, size: number) =>
  db.update(files).set({ size }).where(eq(files.id, id)).returning({ key: files.key, originalName: files.originalName });

/** Parts `first`…`last` of a chunked file, in order. */
export const chunks = (db: Database, fileId: number, first: number, last: number) =>
  db
    .select({ n: fileChunks.n, content: fileChunks.content })
    .from(fileChunks)
    .where(and(eq(fileChunks.fileId, fileId), between(fileChunks.n, first, last)))
    .orderBy(asc(fileChunks.n));

/** WebP copies of a picture (one already stored stays). */
export const insertVariants = (db: Database, fileId: number, variants: { width: number; content: Buffer }[]) =>
  db
    .insert(fileVariants)
    .values(variants.map((v) => ({ fileId, width: v.width, mimeType: 'image/webp', content: v.content })))
    .onConflictDoNothing();
