import { and, asc, eq, like, sql } from 'drizzle-orm';
import { files, pagePhotos, type Database } from '@klub/db';

/** The statements of the registration screen's gallery (`page-photos.service.ts` holds the rules). */

export const allPhotos = (db: Database) =>
  db
    .select({ id: pagePhotos.id, url: pagePhotos.url, title: pagePhotos.title })
    .from(pagePhotos)
    .orderBy(asc(pagePhotos.pos), asc(pagePhotos.id));

export const photoExists = (db: Database, id: number) => db.select({ id: pagePhotos.id }).from(pagePhotos).where(eq(pagePhotos.id, id));

/** A public picture (not a document) of this key. */
export const publicPicture = (db: Database, key: string) =>
  db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.key, key), like(files.mimeType, 'image/%'), eq(files.visibility, 'PUBLIC')));

/** Adds a photo at the end of the gallery. */
export const insertPhoto = (db: Database, values: Pick<typeof pagePhotos.$inferInsert, 'url' | 'title'>) =>
  db.insert(pagePhotos).values({ ...values, pos: sql`(select coalesce(max(${pagePhotos.pos}), 0) + 1 from ${pagePhotos})` });

export const updatePhotoTitle = (db: Database, id: number, title: string | null) =>
  db.update(pagePhotos).set({ title }).where(eq(pagePhotos.id, id)).returning({ id: pagePhotos.id });

export const deletePhoto = (db: Database, id: number) =>
  db.delete(pagePhotos).where(eq(pagePhotos.id, id)).returning({ id: pagePhotos.id });
