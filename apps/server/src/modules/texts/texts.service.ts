import { asc, eq, and, count } from 'drizzle-orm';
import type { z } from 'zod';
import { CONTENT_MESSAGES, type ContentText, type ContentTextList, type PublicText, type TextBody } from '@klub/contracts';
import { texts, type Database } from '@klub/db';
import { notFound } from '../../errors';
import { guardPg } from '../../lib/pg-errors';
import { sanitizeRichText } from '../../lib/rich-text';
import { isoTime } from '../../lib/time';
import type { ContentCache } from '../../lib/content-cache';

/**
 * Texts of the public pages (docs/domain.md "Teksty"): admins keep them by key; anyone reads a
 * published one by its key (the pages are public, so a text has no audience).
 */

const fields = { id: texts.id, key: texts.key, title: texts.title, status: texts.status, updatedAt: texts.updatedAt };
const toText = <R extends { status: string; updatedAt: Date }>(row: R) => ({
  ...row,
  status: row.status as ContentText['status'],
  updatedAt: isoTime(row.updatedAt),
});

export async function list(db: Database): Promise<ContentTextList> {
  const [rows, [total]] = await Promise.all([db.select(fields).from(texts).orderBy(asc(texts.key)), db.select({ n: count() }).from(texts)]);
  return { total: total!.n, data: rows.map(toText) };
}

export async function byId(db: Database, id: number): Promise<ContentText> {
  const [row] = await db
    .select({ ...fields, body: texts.body })
    .from(texts)
    .where(eq(texts.id, id));
  if (!row) throw notFound('text');
  return toText(row);
}

const guard = <T>(work: () => Promise<T>) => guardPg(work, { unique: CONTENT_MESSAGES.textKeyTaken });
const columns = (body: z.output<typeof TextBody>) => ({ key: body.key, title: body.title, body: sanitizeRichText(body.body) });

export async function create(db: Database, body: z.output<typeof TextBody>): Promise<ContentText> {
  const [row] = await guard(() =>
    db
      .insert(texts)
      .values({ ...columns(body), status: body.status ?? 'DRAFT' })
      .returning({ id: texts.id }),
  );
  return byId(db, row!.id);
}

/** Without `status` the text keeps its own. */
export async function update(db: Database, id: number, body: z.output<typeof TextBody>): Promise<ContentText> {
  const [row] = await guard(() =>
    db
      .update(texts)
      .set({ ...columns(body), ...(body.status ? { status: body.status } : {}), updatedAt: new Date() })
      .where(eq(texts.id, id))
      .returning({ id: texts.id }),
  );
  if (!row) throw notFound('text');
  return byId(db, id);
}

export async function remove(db: Database, id: number): Promise<void> {
  const deleted = await db.delete(texts).where(eq(texts.id, id)).returning({ id: texts.id });
  if (deleted.length === 0) throw notFound('text');
}

/** A published text by its key (from the content cache); a draft or a missing one is 404 (the page keeps its built-in text). */
export async function publishedByKey(db: Database, cache: ContentCache, key: string): Promise<PublicText> {
  const hit = await cache.get(`text:${key}`, async () => {
    const [row] = await db
      .select({ key: texts.key, title: texts.title, body: texts.body })
      .from(texts)
      .where(and(eq(texts.key, key), eq(texts.status, 'PUBLISHED')));
    return { row };
  });
  if (!hit.row) throw notFound('text');
  return hit.row;
}
