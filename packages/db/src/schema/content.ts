import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * What every content item has (docs/domain.md "Treści: publikacja i odbiorcy"): a status, the time
 * it becomes visible (later than now: scheduled) and its audience — customer roles (none: all of
 * them), and whether only gold and/or premium members read it.
 */
export const publicationColumns = () => ({
  status: text('status').notNull().default('DRAFT'),
  publishAt: timestamp('publish_at', { withTimezone: true }).notNull().defaultNow(),
  ...audienceColumns(),
});

/**
 * The one audience model's columns (contracts' `Audience`): customer roles (none: all of them), gold
 * and/or premium only, regions and member groups (none: no narrowing). Content items and bonus-point
 * campaigns carry them.
 */
export const audienceColumns = () => ({
  audienceRoles: smallint('audience_roles')
    .array()
    .notNull()
    .default(sql`'{}'::smallint[]`),
  audienceGold: boolean('audience_gold').notNull().default(false),
  audiencePremium: boolean('audience_premium').notNull().default(false),
  /** Regions (`regions.id`) whose members may read it; empty: every region. */
  audienceRegions: integer('audience_regions')
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`),
  /** Member groups (`member_groups.id`) that may read it, beside gold and premium; empty: no such narrowing. */
  audienceGroups: integer('audience_groups')
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`),
});

/** FAQ groups, in `pos` order; a name is unique whatever its letter case. */
export const faqGroups = pgTable(
  'faq_groups',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    pos: integer('pos').notNull().default(0),
  },
  (t) => [uniqueIndex('faq_groups_name_key').on(sql`lower(${t.name})`)],
);

/** FAQ questions in their group's `pos` order; the answer is sanitised HTML. Deleting a group deletes its questions. */
export const faq = pgTable(
  'faq',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => faqGroups.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    pos: integer('pos').notNull().default(0),
    ...publicationColumns(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('faq_group_pos_idx').on(t.groupId, t.pos), check('faq_status_check', sql`${t.status} in ('DRAFT', 'PUBLISHED')`)],
);

/**
 * News (`NEWS`, /api/news) and articles for customers (`ARTICLE`, /api/articles): one shape — a
 * title, a lead, a sanitised HTML body and an optional picture (a file key) — so one table and one
 * module serve both (docs/domain.md "Aktualności i artykuły"); `TRAINING`: training news, the notice
 * board of /trainings ("Tablica ogłoszeń szkoleniowych").
 */
export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    lead: text('lead').notNull().default(''),
    body: text('body').notNull(),
    image: text('image'),
    ...publicationColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('posts_kind_publish_idx').on(t.kind, t.publishAt.desc(), t.id.desc()),
    check('posts_kind_check', sql`${t.kind} in ('NEWS', 'ARTICLE', 'TRAINING')`),
    check('posts_status_check', sql`${t.status} in ('DRAFT', 'PUBLISHED')`),
  ],
);

/** Which member has opened which post: what is left unread carries the "Nowe" mark. */
export const postReads = pgTable(
  'post_reads',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.postId] })],
);

/**
 * Named texts of the public pages (`about-program`, `contact`…): a key the page asks for, a title
 * and a sanitised HTML body. Public pages have no audience, so a text has only a status: a draft
 * is not shown (the page keeps its built-in text).
 */
export const texts = pgTable(
  'texts',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    status: text('status').notNull().default('DRAFT'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('texts_key_key').on(t.key), check('texts_status_check', sql`${t.status} in ('DRAFT', 'PUBLISHED')`)],
);

/**
 * Banners of the home page: a picture (a file key), an alternative text, an optional link, an
 * order (`pos`) and the publication columns — `publishAt` is when it starts to show, `endsAt` (if
 * any) when it stops.
 */
export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    image: text('image').notNull(),
    link: text('link'),
    pos: integer('pos').notNull().default(0),
    ...publicationColumns(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('banners_pos_idx').on(t.pos, t.id),
    check('banners_status_check', sql`${t.status} in ('DRAFT', 'PUBLISHED')`),
    check('banners_ends_check', sql`${t.endsAt} is null or ${t.endsAt} > ${t.publishAt}`),
  ],
);

/**
 * Versions of the programme's regulations: a PDF (file key) and a summary of what changed. A
 * version is a draft until published (`publishedAt`); the current one is the last published.
 * A published version never changes: members accepted exactly that text.
 */
export const regulations = pgTable(
  'regulations',
  {
    id: serial('id').primaryKey(),
    version: text('version').notNull(),
    summary: text('summary').notNull().default(''),
    fileKey: text('file_key').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('regulations_version_key').on(sql`lower(${t.version})`), index('regulations_published_idx').on(t.publishedAt)],
);

/** Who accepted which version, when (registration, or the prompt at sign-in after a new version). */
export const regulationAcceptances = pgTable(
  'regulation_acceptances',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    regulationId: integer('regulation_id')
      .notNull()
      .references(() => regulations.id, { onDelete: 'restrict' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.regulationId, t.userId] })],
);
