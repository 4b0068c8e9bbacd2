import { and, asc, count, eq } from 'drizzle-orm';
import { texts, type Database } from '@klub/db';

/** The statements of the page texts (`texts.service.ts` holds the rules). */

const fields = { id: texts.id, key: texts.key, title: texts.title, status: texts.status, updatedAt: texts.updatedAt };
type Columns = Pick<typeof texts.$inferInsert, 'key' | 'title' | 'body'>;

export const allTexts = (db: Database) =>
  Promise.all([db.select(fields).from(texts).orderBy(asc(texts.key)), db.select({ n: count() }).from(texts)]);

export const textById = (db: Database, id: number) =>
  db
    .select({ ...fields, body: texts.body })
    .from(texts)
    .where(eq(texts.id, id));

export const insertText = (db: Database, values: Columns & Pick<typeof texts.$inferInsert, 'status'>) =>
  db.insert(texts).values(values).returning({ id: texts.id });

export const updateText = (db: Database, id: number, values: Columns & Partial<Pick<typeof texts.$inferInsert, 'status'>>) =>
  db
    .update(texts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(texts.id, id))
    .returning({ id: texts.id });

export const deleteText = (db: Database, id: number) => db.delete(texts).where(eq(texts.id, id)).returning({ id: texts.id });

export const publishedText = (db: Database, key: string) =>
  db
    .select({ key: texts.key, title: texts.title, body: texts.body })
    .from(texts)
    .where(and(eq(texts.key, key), eq(texts.status, 'PUBLISHED')));
