import type { z } from 'zod';
import { CONTENT_MESSAGES, type Banner, type BannerBody, type BannerList, type BannerMove } from '@klub/contracts';
import type { banners, Database } from '@klub/db';
import {
  allBanners,
  bannerById,
  deleteBanner,
  insertBanner,
  lockedOrder,
  publishedBanners,
  setBannerPos,
  updateBannerRow,
} from './banners.queries';
import { badRequest, notFound } from '../../errors';
import { isReadable, publicationOf, publicationValues } from '../../lib/publication';
import type { ContentCache } from '../../lib/content-cache';
import { isoTime } from '../../lib/time';

/**
 * Banners of the home page (docs/domain.md "Banery"): admins keep them in order; a member sees the
 * published ones of their audience from `publishAt` until `endsAt` (if any), in that order.
 */

const toBanner = (row: typeof banners.$inferSelect): Banner => ({
  id: row.id,
  title: row.title,
  image: row.image,
  link: row.link,
  pos: row.pos,
  endsAt: row.endsAt ? isoTime(row.endsAt) : null,
  updatedAt: isoTime(row.updatedAt),
  ...publicationOf(row),
});

export async function list(db: Database): Promise<BannerList> {
  const rows = await allBanners(db);
  return { total: rows.length, data: rows.map(toBanner) };
}

export async function byId(db: Database, id: number): Promise<Banner> {
  const [row] = await bannerById(db, id);
  if (!row) throw notFound('banner');
  return toBanner(row);
}

/**
 * What member `userId` sees at `now` as JSON text (PublicBannerList): published, started, not
 * ended, in their audience; in order. Every published banner is kept in the content cache with its
 * answer pre-serialised; the member's role and groups come from the content cache's member view.
 */
export async function showingJson(db: Database, cache: ContentCache, userId: number, now = new Date()): Promise<string> {
  const published = await cache.get('banners', async () =>
    (await publishedBanners(db)).map((row) => ({
      row,
      json: JSON.stringify({ id: row.id, title: row.title, image: row.image, link: row.link }),
    })),
  );
  const { reader } = await cache.member(userId);
  const data = reader
    ? published
        .filter(({ row }) => isReadable(row, reader, now) && (!row.endsAt || row.endsAt.getTime() > now.getTime()))
        .map((b) => b.json)
    : [];
  return `{"total":${data.length},"data":[${data.join(',')}]}`;
}

/** The end must come after the start, the stored one when the body leaves the start out. */
function checkPeriod(publishAt: Date | undefined, endsAt: string | null) {
  if (endsAt && publishAt && Date.parse(endsAt) <= publishAt.getTime()) throw badRequest(CONTENT_MESSAGES.bannerEnds);
}

export async function create(db: Database, body: z.output<typeof BannerBody>): Promise<Banner> {
  const publication = await publicationValues(db, body, true);
  checkPeriod(publication.publishAt, body.endsAt);
  const [row] = await insertBanner(db, {
    title: body.title,
    image: body.image,
    link: body.link,
    endsAt: body.endsAt ? new Date(body.endsAt) : null,
    ...publication,
  });
  return toBanner(row!);
}

/** The whole banner; without the publication fields it keeps its own (its place in the order stays). */
export async function update(db: Database, id: number, body: z.output<typeof BannerBody>): Promise<Banner> {
  const current = await byId(db, id);
  const publication = await publicationValues(db, body, false);
  checkPeriod(publication.publishAt ?? new Date(current.publishAt), body.endsAt);
  const [row] = await updateBannerRow(db, id, {
    title: body.title,
    image: body.image,
    link: body.link,
    endsAt: body.endsAt ? new Date(body.endsAt) : null,
    ...publication,
  });
  if (!row) throw notFound('banner');
  return toBanner(row);
}

export async function remove(db: Database, id: number): Promise<void> {
  const deleted = await deleteBanner(db, id);
  if (deleted.length === 0) throw notFound('banner');
}

/**
 * One place up or down: the order is renumbered 1…n with the two swapped, in one transaction that
 * locks every banner (two admins moving at once wait for each other). At either end: no change.
 */
export async function move(db: Database, id: number, { direction }: BannerMove): Promise<BannerList> {
  await db.transaction(async (tx) => {
    const rows = await lockedOrder(tx);
    const i = rows.findIndex((r) => r.id === id);
    if (i < 0) throw notFound('banner');
    const j = direction === 'up' ? i - 1 : i + 1;
    if (j < 0 || j >= rows.length) return;
    [rows[i], rows[j]] = [rows[j]!, rows[i]!];
    for (const [k, r] of rows.entries()) if (r.pos !== k + 1) await setBannerPos(tx, r.id, k + 1);
  });
  return list(db);
}
