import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * What every content item has (docs/domain.md "Treści: publikacja i odbiorcy"): a status, the time
 * it becomes visible (later than now: scheduled) and its audience — customer roles (none: all of
 * them), and whether only gold and/or premium members read it.
 */
export const publicationColumns = () => ({
  status: text('status').notNull().default('DRAFT'),
  publishAt: timestamp('publish_at', { withTimezone: true }).notNull().defaultNow(),
  audienceRoles: smallint('audience_roles')
    .array()
    .notNull()
    .default(sql`'{}'::smallint[]`),
  audienceGold: boolean('audience_gold').notNull().default(false),
  audiencePremium: boolean('audience_premium').notNull().default(false),
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
