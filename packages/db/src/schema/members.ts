import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { regions } from './points';

/** Districts (powiaty) within regions. */
export const districts = pgTable(
  'districts',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    regionId: integer('region_id').notNull().references(() => regions.id),
  },
  (t) => [uniqueIndex('districts_region_name_key').on(t.regionId, t.name), index('districts_region_idx').on(t.regionId)],
);
