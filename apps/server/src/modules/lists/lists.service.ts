import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  LISTS_MESSAGES,
  type List,
  type ListBody,
  type ListDetails,
  type ListItem,
  type ListItemBody,
  type ListQuery,
  type FormListKey,
} from '@klub/contracts';
import { listItems, lists, type Database } from '@klub/db';
import { conflict, notFound } from '../../errors';
import { guardPg } from '../../lib/pg-errors';
import { isoTime } from '../../lib/time';
import * as q from './lists.queries';

/**
 * Lists (słowniki) an admin defines for forms (docs/domain.md "Listy (słowniki)"). Names are unique
 * whatever the letter case (409); deleting a list deletes its items.
 */

type Row = NonNullable<Awaited<ReturnType<typeof q.selectList>>>;
const toList = (row: Row): List => ({ ...row, createdAt: isoTime(row.createdAt) });

export async function listLists(db: Database, query: z.output<typeof ListQuery>) {
  const page = await q.selectListPage(db, query);
  return { total: page.total, data: page.data.map(toList) };
}

async function listOr404(db: Database, id: number): Promise<List> {
  const row = await q.selectList(db, id);
  if (!row) throw notFound('list');
  return toList(row);
}

export async function listDetails(db: Database, id: number): Promise<ListDetails> {
  const list = await listOr404(db, id);
  return { ...list, items: await q.selectItems(db, id) };
}

export async function createList(db: Database, body: z.output<typeof ListBody>): Promise<List> {
  const [row] = await guardPg(() => db.insert(lists).values(body).returning({ id: lists.id }), { unique: LISTS_MESSAGES.nameTaken });
  return listOr404(db, row!.id);
}

export async function updateList(db: Database, id: number, body: z.output<typeof ListBody>): Promise<List> {
  const [row] = await guardPg(() => db.update(lists).set(body).where(eq(lists.id, id)).returning({ id: lists.id }), {
    unique: LISTS_MESSAGES.nameTaken,
  });
  if (!row) throw notFound('list');
  return listOr404(db, id);
}

/** The list and its items (ON DELETE CASCADE). */
/** A list a form reads (with a key) stays: 409; its items can still be changed. */
export async function deleteList(db: Database, id: number): Promise<void> {
  const [list] = await db.select({ key: lists.key }).from(lists).where(eq(lists.id, id));
  if (!list) throw notFound('list');
  if (list.key) throw conflict(LISTS_MESSAGES.usedByForm);
  await db.delete(lists).where(eq(lists.id, id));
}

/** What a form offers from its list (FORM_LISTS): the active items in order. */
export async function activeItemsByKey(db: Database, key: FormListKey) {
  const id = await q.selectListIdByKey(db, key);
  if (id === undefined) throw notFound('list');
  return q.selectActiveOptions(db, id);
}

/** The active items a form offers. */
export async function activeItems(db: Database, listId: number) {
  await listOr404(db, listId);
  return q.selectActiveOptions(db, listId);
}

export async function itemById(db: Database, itemId: number): Promise<ListItem> {
  const item = await q.selectItem(db, itemId);
  if (!item) throw notFound('listItem');
  return item;
}

const guardItem = <T>(work: () => Promise<T>) => guardPg(work, { unique: LISTS_MESSAGES.itemTaken });

export async function createItem(db: Database, listId: number, body: z.output<typeof ListItemBody>): Promise<ListItem> {
  await listOr404(db, listId);
  return itemById(db, await guardItem(() => q.insertItem(db, listId, body)));
}

/** `pos` and `isActive` left out stay as they are. */
export async function updateItem(db: Database, itemId: number, body: z.output<typeof ListItemBody>): Promise<ListItem> {
  const [row] = await guardItem(() => db.update(listItems).set(body).where(eq(listItems.id, itemId)).returning({ id: listItems.id }));
  if (!row) throw notFound('listItem');
  return itemById(db, itemId);
}

export async function deleteItem(db: Database, itemId: number): Promise<void> {
  const deleted = await db.delete(listItems).where(eq(listItems.id, itemId)).returning({ id: listItems.id });
  if (deleted.length === 0) throw notFound('listItem');
}
