import type { z } from 'zod';
import type { PostKind, PostPublic, PostQuery, PostSummaryList } from '@klub/contracts';
import type { Database } from '@klub/db';
import { isReadable } from '../../lib/publication';
import type { ContentCache } from '../../lib/content-cache';
import { slicePage } from '../../lib/paging';
import { isoTime } from '../../lib/time';
import * as q from './posts.queries';

/**
 * News and articles for customers (docs/domain.md "Aktualności i artykuły"): one module for both
 * kinds. Admins see and edit every post; a member reads the published, due posts of their audience
 * and each one is "new" to them until they open it.
 */

/** A published post in the content cache: its row (audience, time) and its answer as JSON text, not new and new. */
interface CachedPost {
  row: q.PublishedRow;
  json: [string, string];
}

const cachedPosts = (db: Database, cache: ContentCache, kind: PostKind) =>
  cache.get(`posts:${kind}`, async (): Promise<CachedPost[]> =>
    (await q.selectPublished(db, kind)).map((row) => {
      const item = { id: row.id, title: row.title, lead: row.lead, image: row.image, publishAt: isoTime(row.publishAt) };
      return { row, json: [JSON.stringify({ ...item, isNew: false }), JSON.stringify({ ...item, isNew: true })] };
    }),
  );

/**
 * A member's list as JSON text (PostSummaryList), from the content cache (every published post of
 * the kind, pre-serialised, kept per instance): their audience, the clock and their "new" marks
 * are applied here, from their role, groups and reads (cached per member too). A search goes to
 * the database (`listForMember`).
 */
export async function memberListJson(
  db: Database,
  cache: ContentCache,
  kind: PostKind,
  userId: number,
  query: z.output<typeof PostQuery>,
  now = new Date(),
): Promise<string> {
  if (query.search) return JSON.stringify(await listForMember(db, kind, userId, query, now));
  const posts = await cachedPosts(db, cache, kind);
  const { reader, read } = await cache.member(userId);
  const readable = reader ? posts.filter((p) => isReadable(p.row, reader, now)) : [];
  const page = slicePage(readable, query);
  return `{"total":${page.total},"data":[${page.data.map((p) => p.json[read.has(p.row.id) ? 0 : 1]).join(',')}]}`;
}

/** A member's list straight from the database (a search; and the rule the cached list must match). */
export async function listForMember(
  db: Database,
  kind: PostKind,
  userId: number,
  query: z.output<typeof PostQuery>,
  now = new Date(),
): Promise<PostSummaryList> {
  const page = await q.content[kind].memberPage(db, userId, now, query);
  return { total: page.total, data: page.data.map((r) => ({ ...r, publishAt: isoTime(r.publishAt) })) };
}

/** A member opens a post: it answers as it was (`isNew` true the first time) and is read from then on. */
export async function openForMember(
  db: Database,
  cache: ContentCache,
  kind: PostKind,
  userId: number,
  id: number,
  now = new Date(),
): Promise<PostPublic> {
  const row = await q.content[kind].memberItem(db, userId, now, id);
  if (row.isNew) {
    await q.markRead(db, userId, id);
    await cache.memberChanged(userId);
  }
  return { ...row, publishAt: isoTime(row.publishAt) };
}
