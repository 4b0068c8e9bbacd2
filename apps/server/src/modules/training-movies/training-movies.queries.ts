import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { files, trainingMovies, type Database } from '@klub/db';

/** The statements of the training films (`training-movies.service.ts` holds the rules and the films as admin content). */

/** An uploaded film (chunked, a video) of this key. */
export const uploadedFilm = (db: Database, key: string) =>
  db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.key, key), isNotNull(files.chunkSize), sql`${files.mimeType} like 'video/%'`));

/** Deletes an uploaded film no training film uses, with its parts. */
export const deleteUnusedFilm = (db: Database, fileId: number) =>
  db
    .delete(files)
    .where(
      and(
        eq(files.id, fileId),
        isNotNull(files.chunkSize),
        sql`not exists (select 1 from ${trainingMovies} where ${trainingMovies.videoFileId} = ${fileId})`,
      ),
    );

export const filmVideo = (db: Database, id: number) =>
  db.select({ fileId: trainingMovies.videoFileId }).from(trainingMovies).where(eq(trainingMovies.id, id));

export const deleteFilm = (db: Database, id: number) =>
  db.delete(trainingMovies).where(eq(trainingMovies.id, id)).returning({ fileId: trainingMovies.videoFileId });
