import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { faq, faqGroups, type Database } from '@klub/db';
import { publicationSelect } from '../../lib/publication';
import { qualified } from '../../lib/qualified';
import { containsPattern } from '../../lib/search';

/** FAQ groups and questions: reads and writes through the schema. */

const questionFields = {
  id: faq.id,
  groupId: faq.groupId,
  groupName: faqGroups.name,
  question: faq.question,
  answer: faq.answer,
  pos: faq.pos,
  ...publicationSelect(faq),
};
export type QuestionRow = Awaited<ReturnType<typeof selectQuestions>>[number];

const groupOrder = [asc(faqGroups.pos), asc(sql`lower(${faqGroups.name})`), asc(faqGroups.id)];
const questionOrder = [...groupOrder, asc(faq.pos), asc(faq.id)];

/** Every question (any status) of the groups matching `where`, in order. */
export const selectQuestions = (db: Database, where?: SQL) =>
  db
    .select(questionFields)
    .from(faq)
    .innerJoin(faqGroups, eq(faqGroups.id, faq.groupId))
    .where(where)
    .orderBy(...questionOrder);

export const selectGroups = (db: Database, where?: SQL) =>
  db
    .select({ id: faqGroups.id, name: faqGroups.name, pos: faqGroups.pos })
    .from(faqGroups)
    .where(where)
    .orderBy(...groupOrder);

/** A group's name, or a question's text or answer, holds `search` (letter case ignored). */
export function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const text = containsPattern(search);
  const f = alias(faq, 'f');
  return sql`(lower(${qualified(faqGroups, faqGroups.name)}) like ${text} or exists (
    select 1 from ${faq} ${f} where ${qualified(f, f.groupId)} = ${qualified(faqGroups, faqGroups.id)}
      and (lower(${qualified(f, f.question)}) like ${text} or lower(${qualified(f, f.answer)}) like ${text})))`;
}

/** Every published question with its group and audience, in order: what the content cache keeps (each read filters it). */
export const selectPublished = (db: Database) =>
  db
    .select({
      id: faq.id,
      groupId: faq.groupId,
      groupName: faqGroups.name,
      question: faq.question,
      answer: faq.answer,
      ...publicationSelect(faq),
    })
    .from(faq)
    .innerJoin(faqGroups, eq(faqGroups.id, faq.groupId))
    .where(eq(faq.status, 'PUBLISHED'))
    .orderBy(...questionOrder);

/** The `pos` after the last group's, or (with `groupId`) after the last question's of that group. */
export const nextPos = (groupId?: number) =>
  groupId === undefined
    ? sql`(select coalesce(max(${faqGroups.pos}), 0) + 1 from ${faqGroups})`
    : sql`(select coalesce(max(${faq.pos}), 0) + 1 from ${faq} where ${faq.groupId} = ${groupId})`;
