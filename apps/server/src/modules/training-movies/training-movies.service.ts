import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  TRAINING_MOVIE_MESSAGES,
  fileUrl,
  videoEmbedUrl,
  type TrainingMovie,
  type TrainingMovieBody,
  type TrainingMoviePublicList,
  type TrainingMovieQuery,
} from '@klub/contracts';
import { files, trainingMovies, type Database } from '@klub/db';
import { badRequest } from '../../errors';
import { adminContent } from '../admin-content/admin-content';
import { isoTime } from '../../lib/time';
import { deleteFilm, deleteUnusedFilm, filmVideo, uploadedFilm } from './training-movies.queries';

/**
 * Training films (docs/domain.md "Filmy szkoleniowe"): a YouTube or Vimeo address kept as the admin
 * gave it — members get only the privacy-friendly player address (`videoEmbedUrl`), which their page
 * loads after a click — or an MP4 the admin uploaded (`/api/files/upload-video`), played from our
 * server with byte ranges.
 */

const newestFirst = [desc(trainingMovies.publishAt), desc(trainingMovies.id)];
const embedOf = (videoUrl: string | null) => (videoUrl === null ? null : videoEmbedUrl(videoUrl));

/** The id of an uploaded film by its key; a key of no film (a photo, a document, nothing) is refused. */
async function videoFileId(db: Database, key: string | null): Promise<number | null> {
  if (key === null) return null;
  const [file] = await uploadedFilm(db, key);
  if (!file) throw badRequest(TRAINING_MOVIE_MESSAGES.notVideo);
  return file.id;
}

/** Training films as admin content, newest first; the uploaded film's file joined. */
export const content = adminContent({
  table: trainingMovies,
  missing: 'trainingMovie',
  from: (db, fields) => db.select(fields).from(trainingMovies).leftJoin(files, eq(files.id, trainingMovies.videoFileId)),
  searched: [trainingMovies.title],
  admin: {
    fields: {
      id: trainingMovies.id,
      title: trainingMovies.title,
      description: trainingMovies.description,
      videoUrl: trainingMovies.videoUrl,
      fileKey: files.key,
      fileName: files.originalName,
      fileSize: files.size,
    },
    order: newestFirst,
    answer: ({ fileKey, fileName, fileSize, ...row }): TrainingMovie => ({
      ...row,
      embedUrl: embedOf(row.videoUrl),
      videoFile:
        (fileKey as string | null) === null ? null : { key: fileKey, url: fileUrl(fileKey), originalName: fileName, size: fileSize },
    }),
  },
  detail: {},
  /** A member: the films they may watch now, newest first. */
  member: {
    fields: () => ({
      id: trainingMovies.id,
      title: trainingMovies.title,
      description: trainingMovies.description,
      videoUrl: trainingMovies.videoUrl,
      fileKey: files.key,
      publishAt: trainingMovies.publishAt,
    }),
    order: () => newestFirst,
  },
  values: async (db, body: z.output<typeof TrainingMovieBody>) => ({
    title: body.title,
    description: body.description,
    videoUrl: body.videoUrl,
    videoFileId: await videoFileId(db, body.videoFileKey),
  }),
});

export async function listForMember(
  db: Database,
  userId: number,
  q: z.output<typeof TrainingMovieQuery>,
  now = new Date(),
): Promise<TrainingMoviePublicList> {
  const { total, data } = await content.memberPage(db, userId, now, q);
  return {
    total,
    data: data.map(({ videoUrl, fileKey, publishAt, ...m }) => ({
      ...m,
      embedUrl: embedOf(videoUrl),
      fileUrl: (fileKey as string | null) === null ? null : fileUrl(fileKey),
      publishAt: isoTime(publishAt),
    })),
  };
}

/** An uploaded film no film uses any more (replaced or deleted) is deleted with its parts. */
async function dropUnusedVideo(db: Database, fileId: number | null): Promise<void> {
  if (fileId === null) return;
  await deleteUnusedFilm(db, fileId);
}

async function currentVideo(db: Database, id: number): Promise<number | null> {
  const [row] = await filmVideo(db, id);
  if (!row) throw content.missing();
  return row.fileId;
}

export async function update(db: Database, id: number, body: z.output<typeof TrainingMovieBody>): Promise<TrainingMovie> {
  const before = await currentVideo(db, id);
  const updated = await content.update(db, id, body);
  await dropUnusedVideo(db, before);
  return updated;
}

export async function remove(db: Database, id: number): Promise<void> {
  const deleted = await deleteFilm(db, id);
  if (deleted.length === 0) throw content.missing();
  await dropUnusedVideo(db, deleted[0]!.fileId);
}
