import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Lists (słowniki): admin-defined dictionaries used in forms. A name is unique whatever its letter
 * case ("Branże" and "branże" are one list); so is an item's name within its list.
 */
export const lists = pgTable(
  'lists',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    /** Set on the lists a form reads (FORM_LISTS in @klub/contracts, made by migration 0026); such a list cannot be deleted. */
    key: text('key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('lists_name_key').on(sql`lower(${t.name})`), uniqueIndex('lists_key_key').on(t.key)],
);

/** A list's items, in `pos` order; an inactive item stays in the list but forms no longer offer it. */
export const listItems = pgTable(
  'list_items',
  {
    id: serial('id').primaryKey(),
    listId: integer('list_id')
      .notNull()
      .references(() => lists.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    pos: integer('pos').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('list_items_list_name_key').on(t.listId, sql`lower(${t.name})`),
    index('list_items_list_pos_idx').on(t.listId, t.pos),
  ],
);
