import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CONTENT_MESSAGES,
  type FaqBody,
  type FaqGroup,
  type FaqGroupBody,
  type FaqGroupList,
  type FaqGroupQuery,
  type FaqPublicList,
  type FaqQuestion,
} from '@klub/contracts';
import { faq, faqGroups, type Database } from '@klub/db';
import type { ContentCache } from '../../lib/content-cache';
import { notFound, unknownReference } from '../../errors';
import { slicePage } from '../../lib/paging';
import { guardPg } from '../../lib/pg-errors';
import { isReadable, publicationOf, publicationValues } from '../../lib/publication';
import { sanitizeRichText } from '../../lib/rich-text';
import * as q from './faq.queries';

/**
 * FAQ: groups of questions (docs/domain.md "FAQ"). Admins see and edit everything; a member reads
 * the published, due questions of their audience, grouped, and only the groups that have one.
 */

const toQuestion = (row: q.QuestionRow): FaqQuestion => ({
  id: row.id,
  groupId: row.groupId,
  groupName: row.groupName,
  question: row.question,
  answer: row.answer,
  pos: row.pos,
  ...publicationOf(row),
});

/** Admin: the groups (matching `search`) with every question of theirs. */
export async function listGroups(db: Database, query: z.output<typeof FaqGroupQuery>): Promise<FaqGroupList> {
  // A club has tens of groups: all of them are read, the page is cut here.
  const { total, data: groups } = slicePage(await q.selectGroups(db, q.searchCondition(query.search)), query);
  const ids = groups.map((g) => g.id);
  const questions = ids.length ? await q.selectQuestions(db, inArray(faq.groupId, ids)) : [];
  const data: FaqGroup[] = groups.map((g) => ({ ...g, questions: questions.filter((x) => x.groupId === g.id).map(toQuestion) }));
  return { total, data };
}

export async function groupById(db: Database, id: number): Promise<FaqGroup> {
  const [group] = await q.selectGroups(db, eq(faqGroups.id, id));
  if (!group) throw notFound('faqGroup');
  return { ...group, questions: (await q.selectQuestions(db, eq(faq.groupId, id))).map(toQuestion) };
}

const guardGroup = <T>(work: () => Promise<T>) => guardPg(work, { unique: CONTENT_MESSAGES.faqGroupTaken });

export async function createGroup(db: Database, body: z.output<typeof FaqGroupBody>): Promise<FaqGroup> {
  const [row] = await guardGroup(() =>
    db
      .insert(faqGroups)
      .values({ name: body.name, pos: body.pos ?? q.nextPos() })
      .returning({ id: faqGroups.id }),
  );
  return groupById(db, row!.id);
}

/** Without `pos` the group keeps its place. */
export async function updateGroup(db: Database, id: number, body: z.output<typeof FaqGroupBody>): Promise<FaqGroup> {
  const [row] = await guardGroup(() => db.update(faqGroups).set(body).where(eq(faqGroups.id, id)).returning({ id: faqGroups.id }));
  if (!row) throw notFound('faqGroup');
  return groupById(db, id);
}

/** The group and its questions (ON DELETE CASCADE). */
export async function deleteGroup(db: Database, id: number): Promise<void> {
  const deleted = await db.delete(faqGroups).where(eq(faqGroups.id, id)).returning({ id: faqGroups.id });
  if (deleted.length === 0) throw notFound('faqGroup');
}

export async function questionById(db: Database, id: number): Promise<FaqQuestion> {
  const [row] = await q.selectQuestions(db, eq(faq.id, id));
  if (!row) throw notFound('faq');
  return toQuestion(row);
}

async function groupExists(db: Database, groupId: number) {
  const [group] = await q.selectGroups(db, eq(faqGroups.id, groupId));
  if (!group) throw unknownReference('faqGroup');
}

export async function createQuestion(db: Database, body: z.output<typeof FaqBody>): Promise<FaqQuestion> {
  await groupExists(db, body.groupId);
  const [row] = await db
    .insert(faq)
    .values({
      groupId: body.groupId,
      question: body.question,
      answer: sanitizeRichText(body.answer),
      pos: body.pos ?? q.nextPos(body.groupId),
      ...(await publicationValues(db, body, true)),
    })
    .returning({ id: faq.id });
  return questionById(db, row!.id);
}

/** A question moved to another group without `pos` goes to that group's end; without `pos` otherwise it stays. */
export async function updateQuestion(db: Database, id: number, body: z.output<typeof FaqBody>): Promise<FaqQuestion> {
  const current = await questionById(db, id);
  if (body.groupId !== current.groupId) await groupExists(db, body.groupId);
  const pos = body.pos ?? (body.groupId !== current.groupId ? q.nextPos(body.groupId) : undefined);
  await db
    .update(faq)
    .set({
      groupId: body.groupId,
      question: body.question,
      answer: sanitizeRichText(body.answer),
      ...(pos !== undefined ? { pos } : {}),
      ...(await publicationValues(db, body, false)),
      updatedAt: new Date(),
    })
    .where(eq(faq.id, id));
  return questionById(db, id);
}

export async function deleteQuestion(db: Database, id: number): Promise<void> {
  const deleted = await db.delete(faq).where(eq(faq.id, id)).returning({ id: faq.id });
  if (deleted.length === 0) throw notFound('faq');
}

/** A member's FAQ: the groups with at least one question they may read now, each with those questions. */
export async function readableFaq(db: Database, cache: ContentCache, userId: number, now = new Date()): Promise<FaqPublicList> {
  const published = await cache.get('faq', () => q.selectPublished(db));
  const { reader } = await cache.member(userId);
  const data: FaqPublicList['data'] = [];
  for (const r of published) {
    if (!reader || !isReadable(r, reader, now)) continue;
    let group = data.at(-1);
    if (group?.id !== r.groupId) data.push((group = { id: r.groupId, name: r.groupName, questions: [] }));
    group.questions.push({ id: r.id, question: r.question, answer: r.answer });
  }
  return { total: data.length, data };
}
