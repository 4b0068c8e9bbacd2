import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { PostBody, PostKind } from '@klub/contracts';
import { postReads, posts, type Database } from '@klub/db';
import { adminContent } from '../admin-content/admin-content';
import { publicationSelect } from '../../lib/publication';
import { qualified } from '../../lib/qualified';
import { sanitizeRichText } from '../../lib/rich-text';

/** News and articles: reads and writes through the schema. Newest first everywhere. */

const newestFirst = [desc(posts.publishAt), desc(posts.id)];

/** A post without its body. */
const postFields = { id: posts.id, title: posts.title, lead: posts.lead, image: posts.image };

const r = alias(postReads, 'r');
const MISSING = { NEWS: 'news', ARTICLE: 'article', TRAINING: 'trainingNews' } as const satisfies Record<PostKind, string>;

/** The posts of one kind as admin content: newest first everywhere, each marked new to a member until they open it. */
const contentOfKind = (kind: PostKind) =>
  adminContent({
    table: posts,
    missing: MISSING[kind],
    scope: { where: eq(posts.kind, kind), values: { kind } },
    searched: [posts.title, posts.lead],
    admin: {
      fields: {
        ...postFields,
        reads: sql<number>`(select count(*) from ${postReads} ${r} where ${qualified(r, r.postId)} = ${qualified(posts, posts.id)})::int`,
      },
      order: newestFirst,
    },
    detail: { body: posts.body },
    member: {
      fields: (userId) => ({
        ...postFields,
        publishAt: posts.publishAt,
        isNew: sql<boolean>`not exists (select 1 from ${postReads} r where r.post_id = ${posts.id} and r.user_id = ${userId})`,
      }),
      order: () => newestFirst,
      search: true,
    },
    values: (_db, body: z.output<typeof PostBody>) => ({
      title: body.title,
      lead: body.lead,
      body: sanitizeRichText(body.body),
      image: body.image,
    }),
  });
export const content = {
  NEWS: contentOfKind('NEWS'),
  ARTICLE: contentOfKind('ARTICLE'),
  TRAINING: contentOfKind('TRAINING'),
} satisfies Record<PostKind, unknown>;

/** Marks the post read by the member (once: the first opening's time stays). */
export const markRead = (db: Database, userId: number, postId: number) =>
  db.insert(postReads).values({ userId, postId }).onConflictDoNothing();

/**
 * Every published post of `kind`, newest first, with its audience and without its body: what the
 * content cache keeps (those dated in the future too; each read filters them by the clock).
 */
export const selectPublished = (db: Database, kind: PostKind) =>
  db
    .select({ ...postFields, ...publicationSelect(posts) })
    .from(posts)
    .where(and(eq(posts.kind, kind), eq(posts.status, 'PUBLISHED')))
    .orderBy(...newestFirst);
export type PublishedRow = Awaited<ReturnType<typeof selectPublished>>[number];
