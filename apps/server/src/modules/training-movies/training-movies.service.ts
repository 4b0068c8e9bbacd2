import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  TRAINING_MOVIE_MESSAGES,
  fileUrl,
  videoEmbedUrl,
  type TrainingMovie,
  type TrainingMovieBody,
  type TrainingMovieList,
  type TrainingMoviePublicList,
  type TrainingMovieQuery,
} from '@klub/contracts';
import { files, trainingMovies, type Database } from '@klub/db';
import { badRequest, notFound } from '../../errors';
import { paged, pageOf } from '../../lib/paging';
import { publicationSelect, publicationValues, readableBy, withPublicationOf } from '../../lib/publication';
import { containsPattern } from '../../lib/search';
import { isoTime } from '../../lib/time';

/**
 * Training films (docs/domain.md "Filmy szkoleniowe"): a YouTube or Vimeo address kept as the admin
 * gave it — members get only the privacy-friendly player address (`videoEmbedUrl`), which their page
 * loads after a click — or an MP4 the admin uploaded (`/api/files/upload-video`), played from our
 * server with byte ranges.
 */

const missing = () => notFound('trainingMovie');
const newestFirst = [desc(trainingMovies.publishAt), desc(trainingMovies.id)];
const adminFields = {
  id: trainingMovies.id,
  title: trainingMovies.title,
  description: trainingMovies.description,
  videoUrl: trainingMovies.videoUrl,
  fileKey: files.key,
  fileName: files.originalName,
  fileSize: files.size,
  updatedAt: trainingMovies.updatedAt,
  ...publicationSelect(trainingMovies),
};
type AdminRow = { [K in keyof typeof adminFields]: (typeof adminFields)[K]['_']['data'] };

const embedOf = (videoUrl: string | null) => (videoUrl === null ? null : videoEmbedUrl(videoUrl));

const toAdmin = ({ updatedAt, fileKey, fileName, fileSize, ...row }: AdminRow): TrainingMovie => ({
  ...withPublicationOf(row),
  embedUrl: embedOf(row.videoUrl),
  videoFile: fileKey === null ? null : { key: fileKey, url: fileUrl(fileKey), originalName: fileName!, size: fileSize! },
  updatedAt: isoTime(updatedAt),
});

export async function listForAdmin(db: Database, q: z.output<typeof TrainingMovieQuery>): Promise<TrainingMovieList> {
  const where = and(
    q.search ? sql`lower(${trainingMovies.title}) like ${containsPattern(q.search)}` : undefined,
    q.status ? eq(trainingMovies.status, q.status) : undefined,
  );
  const { total, data } = await paged(
    pageOf(
      db
        .select(adminFields)
        .from(trainingMovies)
        .leftJoin(files, eq(files.id, trainingMovies.videoFileId))
        .where(where)
        .orderBy(...newestFirst),
      q,
    ),
    db.select({ n: count() }).from(trainingMovies).where(where),
  );
  return { total, data: (data as AdminRow[]).map(toAdmin) };
}

export async function getForAdmin(db: Database, id: number): Promise<TrainingMovie> {
  const [row] = await db
    .select(adminFields)
    .from(trainingMovies)
    .leftJoin(files, eq(files.id, trainingMovies.videoFileId))
    .where(eq(trainingMovies.id, id));
  if (!row) throw missing();
  return toAdmin(row as AdminRow);
}

/** A member: the films they may watch now, newest first. */
export async function listForMember(
  db: Database,
  userId: number,
  q: z.output<typeof TrainingMovieQuery>,
  now = new Date(),
): Promise<TrainingMoviePublicList> {
  const where = readableBy(trainingMovies, userId, now);
  const fields = {
    id: trainingMovies.id,
    title: trainingMovies.title,
    description: trainingMovies.description,
    videoUrl: trainingMovies.videoUrl,
    fileKey: files.key,
    publishAt: trainingMovies.publishAt,
  };
  const { total, data } = await paged(
    pageOf(
      db
        .select(fields)
        .from(trainingMovies)
        .leftJoin(files, eq(files.id, trainingMovies.videoFileId))
        .where(where)
        .orderBy(...newestFirst),
      q,
    ),
    db.select({ n: count() }).from(trainingMovies).where(where),
  );
  return {
    total,
    data: data.map(({ videoUrl, fileKey, publishAt, ...m }) => ({
      ...m,
      embedUrl: embedOf(videoUrl),
      fileUrl: fileKey === null ? null : fileUrl(fileKey),
      publishAt: isoTime(publishAt),
    })),
  };
}

/** The id of an uploaded film by its key; a key of no film (a photo, a document, nothing) is refused. */
async function videoFileId(db: Database, key: string | null): Promise<number | null> {
  if (key === null) return null;
  const [file] = await db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.key, key), isNotNull(files.chunkSize), sql`${files.mimeType} like 'video/%'`));
  if (!file) throw badRequest(TRAINING_MOVIE_MESSAGES.notVideo);
  return file.id;
}

const columns = async (db: Database, body: z.output<typeof TrainingMovieBody>) => ({
  title: body.title,
  description: body.description,
  videoUrl: body.videoUrl,
  videoFileId: await videoFileId(db, body.videoFileKey),
});

export async function create(db: Database, body: z.output<typeof TrainingMovieBody>): Promise<TrainingMovie> {
  const [row] = await db
    .insert(trainingMovies)
    .values({ ...(await columns(db, body)), ...(await publicationValues(db, body, true)) })
    .returning({ id: trainingMovies.id });
  return getForAdmin(db, row!.id);
}

/** An uploaded film no film uses any more (replaced or deleted) is deleted with its parts. */
async function dropUnusedVideo(db: Database, fileId: number | null): Promise<void> {
  if (fileId === null) return;
  await db
    .delete(files)
    .where(
      and(
        eq(files.id, fileId),
        isNotNull(files.chunkSize),
        sql`not exists (select 1 from ${trainingMovies} where ${trainingMovies.videoFileId} = ${fileId})`,
      ),
    );
}

async function currentVideo(db: Database, id: number): Promise<number | null> {
  const [row] = await db.select({ fileId: trainingMovies.videoFileId }).from(trainingMovies).where(eq(trainingMovies.id, id));
  if (!row) throw missing();
  return row.fileId;
}

export async function update(db: Database, id: number, body: z.output<typeof TrainingMovieBody>): Promise<TrainingMovie> {
  const before = await currentVideo(db, id);
  const [row] = await db
    .update(trainingMovies)
    .set({ ...(await columns(db, body)), ...(await publicationValues(db, body, false)), updatedAt: new Date() })
    .where(eq(trainingMovies.id, id))
    .returning({ id: trainingMovies.id });
  if (!row) throw missing();
  await dropUnusedVideo(db, before);
  return getForAdmin(db, id);
}

export async function remove(db: Database, id: number): Promise<void> {
  const deleted = await db.delete(trainingMovies).where(eq(trainingMovies.id, id)).returning({ fileId: trainingMovies.videoFileId });
  if (deleted.length === 0) throw missing();
  await dropUnusedVideo(db, deleted[0]!.fileId);
}
