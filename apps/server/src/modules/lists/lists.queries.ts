import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { ListOption, ListQuery } from '@klub/contracts';
import { listItems, lists, type Database } from '@klub/db';
import type { z } from 'zod';
import { paged, pageOf } from '../../lib/paging';
import { containsPattern } from '../../lib/search';

/** Lists (słowniki) and their items: reads and writes through the schema. */

/** Lists with their item counts (a join: drizzle qualifies the columns only in a joined select). */
function listsWithCounts(db: Database) {
  const counts = db
    .select({ listId: listItems.listId, n: count().as('n') })
    .from(listItems)
    .groupBy(listItems.listId)
    .as('counts');
  return db
    .select({
      id: lists.id,
      name: lists.name,
      description: lists.description,
      key: lists.key,
      itemCount: sql<number>`coalesce(${counts.n}, 0)::int`,
      createdAt: lists.createdAt,
    })
    .from(lists)
    .leftJoin(counts, eq(counts.listId, lists.id));
}

const itemFields = {
  id: listItems.id,
  listId: listItems.listId,
  listName: lists.name,
  name: listItems.name,
  pos: listItems.pos,
  isActive: listItems.isActive,
};

/** Items in their list's order: `pos`, then name. */
const itemOrder = [asc(listItems.pos), asc(sql`lower(${listItems.name})`), asc(listItems.id)];

function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const text = containsPattern(search);
  return sql`(lower(${lists.name}) like ${text} or lower(coalesce(${lists.description}, '')) like ${text})`;
}

export async function selectListPage(db: Database, q: z.output<typeof ListQuery>) {
  const where = searchCondition(q.search);
  return paged(
    pageOf(
      listsWithCounts(db)
        .where(where)
        .orderBy(asc(sql`lower(${lists.name})`), asc(lists.id)),
      q,
    ),
    db.select({ n: count() }).from(lists).where(where),
  );
}

export async function selectList(db: Database, id: number) {
  const [row] = await listsWithCounts(db).where(eq(lists.id, id));
  return row;
}

const itemsQuery = (db: Database) => db.select(itemFields).from(listItems).innerJoin(lists, eq(lists.id, listItems.listId));

export const selectItems = (db: Database, listId: number) =>
  itemsQuery(db)
    .where(eq(listItems.listId, listId))
    .orderBy(...itemOrder);

export async function selectItem(db: Database, itemId: number) {
  const [row] = await itemsQuery(db).where(eq(listItems.id, itemId));
  return row;
}

export const selectActiveOptions = (db: Database, listId: number): Promise<ListOption[]> =>
  db
    .select({ id: listItems.id, name: listItems.name })
    .from(listItems)
    .where(and(eq(listItems.listId, listId), eq(listItems.isActive, true)))
    .orderBy(...itemOrder);

/** A new item without `pos` goes after the last one of its list. */
export async function insertItem(db: Database, listId: number, item: { name: string; pos?: number; isActive?: boolean }) {
  const last = sql`(select coalesce(max(${listItems.pos}), 0) + 1 from ${listItems} where ${listItems.listId} = ${listId})`;
  const [row] = await db
    .insert(listItems)
    .values({ listId, name: item.name, pos: item.pos ?? last, isActive: item.isActive })
    .returning({ id: listItems.id });
  return row!.id;
}

/** The id of the list a form reads by its key. */
export async function selectListIdByKey(db: Database, key: string): Promise<number | undefined> {
  const [row] = await db.select({ id: lists.id }).from(lists).where(eq(lists.key, key));
  return row?.id;
}
