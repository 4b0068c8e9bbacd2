import type { z } from 'zod';
import { CONTENT_MESSAGES, type ContentText, type ContentTextList, type PublicText, type TextBody } from '@klub/contracts';
import type { Database } from '@klub/db';
import { notFound } from '../../errors';
import { guardPg } from '../../lib/pg-errors';
import { sanitizeRichText } from '../../lib/rich-text';
import { isoTime } from '../../lib/time';
import type { ContentCache } from '../../lib/content-cache';
import { allTexts, deleteText, insertText, publishedText, textById, updateText } from './texts.queries';

/**
 * Texts of the public pages (docs/domain.md "Teksty"): admins keep them by key; anyone reads a
 * published one by its key (the pages are public, so a text has no audience).
 */

const toText = <R extends { status: string; updatedAt: Date }>(row: R) => ({
  ...row,
  status: row.status as ContentText['status'],
  updatedAt: isoTime(row.updatedAt),
});

export async function list(db: Database): Promise<ContentTextList> {
  const [rows, [total]] = await allTexts(db);
  return { total: total!.n, data: rows.map(toText) };
}

export async function byId(db: Database, id: number): Promise<ContentText> {
  const [row] = await textById(db, id);
  if (!row) throw notFound('text');
  return toText(row);
}

const guard = <T>(work: () => Promise<T>) => guardPg(work, { unique: CONTENT_MESSAGES.textKeyTaken });
const columns = (body: z.output<typeof TextBody>) => ({ key: body.key, title: body.title, body: sanitizeRichText(body.body) });

export async function create(db: Database, body: z.output<typeof TextBody>): Promise<ContentText> {
  const [row] = await guard(() => insertText(db, { ...columns(body), status: body.status ?? 'DRAFT' }));
  return byId(db, row!.id);
}

/** Without `status` the text keeps its own. */
export async function update(db: Database, id: number, body: z.output<typeof TextBody>): Promise<ContentText> {
  const [row] = await guard(() => updateText(db, id, { ...columns(body), ...(body.status ? { status: body.status } : {}) }));
  if (!row) throw notFound('text');
  return byId(db, id);
}

export async function remove(db: Database, id: number): Promise<void> {
  const deleted = await deleteText(db, id);
  if (deleted.length === 0) throw notFound('text');
}

/** A published text by its key (from the content cache); a draft or a missing one is 404 (the page keeps its built-in text). */
export async function publishedByKey(db: Database, cache: ContentCache, key: string): Promise<PublicText> {
  const hit = await cache.get(`text:${key}`, async () => {
    const [row] = await publishedText(db, key);
    return { row };
  });
  if (!hit.row) throw notFound('text');
  return hit.row;
}
