import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PostKind, PublicationStatus } from '@klub/contracts';
import { postReads, posts, type Database } from '@klub/db';
import { publicationSelect, readableBy } from '../../lib/publication';
import { paged, pageOf } from '../../lib/paging';
import { qualified } from '../../lib/qualified';
import { containsPattern } from '../../lib/search';

/** News and articles: reads and writes through the schema. Newest first everywhere. */

const newestFirst = [desc(posts.publishAt), desc(posts.id)];

/** The title or the lead holds `search` (letter case ignored). */
function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const text = containsPattern(search);
  return sql`(lower(${posts.title}) like ${text} or lower(${posts.lead}) like ${text})`;
}

/** A post without its body, with its publication: what the content cache keeps and the admin list shows. */
const summaryFields = {
  id: posts.id,
  title: posts.title,
  lead: posts.lead,
  image: posts.image,
  ...publicationSelect(posts),
};

const r = alias(postReads, 'r');
const adminFields = {
  ...summaryFields,
  updatedAt: posts.updatedAt,
  reads: sql<number>`(select count(*) from ${postReads} ${r} where ${qualified(r, r.postId)} = ${qualified(posts, posts.id)})::int`,
};
export type AdminRow = Awaited<ReturnType<typeof selectAdminPage>>['data'][number];

/** Admin: a page of every post of `kind` (optionally of one status), newest first. */
export async function selectAdminPage(
  db: Database,
  kind: PostKind,
  q: { skip: number; take: number; search?: string; status?: PublicationStatus },
) {
  const where = and(eq(posts.kind, kind), searchCondition(q.search), q.status ? eq(posts.status, q.status) : undefined);
  return paged(
    pageOf(
      db
        .select(adminFields)
        .from(posts)
        .where(where)
        .orderBy(...newestFirst),
      q,
    ),
    db.select({ n: count() }).from(posts).where(where),
  );
}

/** Admin: one post with its body. */
export async function selectAdminPost(db: Database, kind: PostKind, id: number) {
  const [row] = await db
    .select({ ...adminFields, body: posts.body })
    .from(posts)
    .where(and(eq(posts.kind, kind), eq(posts.id, id)));
  return row;
}

const memberFields = (userId: number) => ({
  id: posts.id,
  title: posts.title,
  lead: posts.lead,
  image: posts.image,
  publishAt: posts.publishAt,
  isNew: sql<boolean>`not exists (select 1 from ${postReads} r where r.post_id = ${posts.id} and r.user_id = ${userId})`,
});

/** A member: a page of the posts of `kind` they may read at `now`, newest first, each marked new until opened. */
export async function selectMemberPage(
  db: Database,
  kind: PostKind,
  userId: number,
  now: Date,
  q: { skip: number; take: number; search?: string },
) {
  const where = and(eq(posts.kind, kind), readableBy(posts, userId, now), searchCondition(q.search));
  return paged(
    pageOf(
      db
        .select(memberFields(userId))
        .from(posts)
        .where(where)
        .orderBy(...newestFirst),
      q,
    ),
    db.select({ n: count() }).from(posts).where(where),
  );
}

/** A member opens a post they may read: it comes with its body (and whether it was new), or not at all. */
export async function selectMemberPost(db: Database, kind: PostKind, userId: number, now: Date, id: number) {
  const [row] = await db
    .select({ ...memberFields(userId), body: posts.body })
    .from(posts)
    .where(and(eq(posts.kind, kind), eq(posts.id, id), readableBy(posts, userId, now)));
  return row;
}

/** Marks the post read by the member (once: the first opening's time stays). */
export const markRead = (db: Database, userId: number, postId: number) =>
  db.insert(postReads).values({ userId, postId }).onConflictDoNothing();

/**
 * Every published post of `kind`, newest first, with its audience and without its body: what the
 * content cache keeps (those dated in the future too; each read filters them by the clock).
 */
export const selectPublished = (db: Database, kind: PostKind) =>
  db
    .select(summaryFields)
    .from(posts)
    .where(and(eq(posts.kind, kind), eq(posts.status, 'PUBLISHED')))
    .orderBy(...newestFirst);
export type PublishedRow = Awaited<ReturnType<typeof selectPublished>>[number];
