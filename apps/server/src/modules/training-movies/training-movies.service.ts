import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  videoEmbedUrl,
  type TrainingMovie,
  type TrainingMovieBody,
  type TrainingMovieList,
  type TrainingMoviePublicList,
  type TrainingMovieQuery,
} from '@klub/contracts';
import { trainingMovies, type Database } from '@klub/db';
import { notFound } from '../../errors';
import { publicationSelect, publicationValues, readableBy, withPublicationOf } from '../../lib/publication';
import { containsPattern } from '../../lib/search';
import { isoTime } from '../../lib/time';

/**
 * Training films (docs/domain.md "Filmy szkoleniowe"): a YouTube or Vimeo address kept as the admin
 * gave it; members get only the privacy-friendly player address (`videoEmbedUrl`), which their page
 * loads after a click.
 */

const missing = () => notFound('trainingMovie');
const newestFirst = [desc(trainingMovies.publishAt), desc(trainingMovies.id)];
const adminFields = {
  id: trainingMovies.id,
  title: trainingMovies.title,
  description: trainingMovies.description,
  videoUrl: trainingMovies.videoUrl,
  updatedAt: trainingMovies.updatedAt,
  ...publicationSelect(trainingMovies),
};
type AdminRow = { [K in keyof typeof adminFields]: (typeof adminFields)[K]['_']['data'] };

const toAdmin = ({ updatedAt, ...row }: AdminRow): TrainingMovie => ({
  ...withPublicationOf(row),
  embedUrl: videoEmbedUrl(row.videoUrl) ?? '',
  updatedAt: isoTime(updatedAt),
});

export async function listForAdmin(db: Database, q: z.output<typeof TrainingMovieQuery>): Promise<TrainingMovieList> {
  const where = and(
    q.search ? sql`lower(${trainingMovies.title}) like ${containsPattern(q.search)}` : undefined,
    q.status ? eq(trainingMovies.status, q.status) : undefined,
  );
  const [data, [total]] = await Promise.all([
    db
      .select(adminFields)
      .from(trainingMovies)
      .where(where)
      .orderBy(...newestFirst)
      .offset(q.skip)
      .limit(q.take),
    db.select({ n: count() }).from(trainingMovies).where(where),
  ]);
  return { total: total!.n, data: (data as AdminRow[]).map(toAdmin) };
}

export async function getForAdmin(db: Database, id: number): Promise<TrainingMovie> {
  const [row] = await db.select(adminFields).from(trainingMovies).where(eq(trainingMovies.id, id));
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
    publishAt: trainingMovies.publishAt,
  };
  const [data, [total]] = await Promise.all([
    db
      .select(fields)
      .from(trainingMovies)
      .where(where)
      .orderBy(...newestFirst)
      .offset(q.skip)
      .limit(q.take),
    db.select({ n: count() }).from(trainingMovies).where(where),
  ]);
  return {
    total: total!.n,
    data: data.map(({ videoUrl, publishAt, ...m }) => ({ ...m, embedUrl: videoEmbedUrl(videoUrl) ?? '', publishAt: isoTime(publishAt) })),
  };
}

const columns = (body: z.output<typeof TrainingMovieBody>) => ({
  title: body.title,
  description: body.description,
  videoUrl: body.videoUrl,
});

export async function create(db: Database, body: z.output<typeof TrainingMovieBody>): Promise<TrainingMovie> {
  const [row] = await db
    .insert(trainingMovies)
    .values({ ...columns(body), ...(await publicationValues(db, body, true)) })
    .returning({ id: trainingMovies.id });
  return getForAdmin(db, row!.id);
}

export async function update(db: Database, id: number, body: z.output<typeof TrainingMovieBody>): Promise<TrainingMovie> {
  const [row] = await db
    .update(trainingMovies)
    .set({ ...columns(body), ...(await publicationValues(db, body, false)), updatedAt: new Date() })
    .where(eq(trainingMovies.id, id))
    .returning({ id: trainingMovies.id });
  if (!row) throw missing();
  return getForAdmin(db, id);
}

export async function remove(db: Database, id: number): Promise<void> {
  const deleted = await db.delete(trainingMovies).where(eq(trainingMovies.id, id)).returning({ id: trainingMovies.id });
  if (deleted.length === 0) throw missing();
}
