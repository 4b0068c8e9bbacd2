import { and, count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TrainingContactRequestStatus } from '@klub/contracts';
import { trainingContactRequests as r, trainings, users, type Database } from '@klub/db';
import { paged, pageOf } from '../../lib/paging';
import { readableBy } from '../../lib/publication';

/** Training contact requests: reads and writes through the schema. */

const sender = alias(users, 'sender');
const handler = alias(users, 'handler');

const requestFields = {
  id: r.id,
  userId: r.userId,
  firstname: sender.firstname,
  lastname: sender.lastname,
  email: sender.email,
  company: sender.companyName,
  topic: r.topic,
  trainingId: r.trainingId,
  trainingTitle: trainings.title,
  message: r.message,
  phone: r.phone,
  status: r.status,
  handlerFirstname: handler.firstname,
  handlerLastname: handler.lastname,
  handledAt: r.handledAt,
  createdAt: r.createdAt,
};
export type RequestRow = Awaited<ReturnType<typeof selectRequests>>[number];

function selectRequests(db: Database) {
  return db
    .select(requestFields)
    .from(r)
    .innerJoin(sender, eq(sender.id, r.userId))
    .leftJoin(trainings, eq(trainings.id, r.trainingId))
    .leftJoin(handler, eq(handler.id, r.handledBy));
}

/** A page of requests, newest first, optionally of one status. */
export async function selectRequestPage(
  db: Database,
  q: { status?: TrainingContactRequestStatus; skip: number; take: number },
): Promise<{ total: number; data: RequestRow[] }> {
  const where = q.status ? eq(r.status, q.status) : undefined;
  return paged(
    pageOf(selectRequests(db).where(where).orderBy(desc(r.createdAt), desc(r.id)), q),
    db.select({ n: count() }).from(r).where(where),
  );
}

export async function selectRequest(db: Database, id: number): Promise<RequestRow | undefined> {
  const [row] = await selectRequests(db).where(eq(r.id, id));
  return row;
}

export async function insertRequest(
  db: Database,
  values: { userId: number; topic: string; trainingId: number | null; message: string; phone: string | null },
): Promise<number> {
  const [row] = await db.insert(r).values(values).returning({ id: r.id });
  return row!.id;
}

/** NEW → DONE records who and when; DONE → NEW clears them. False: no such request. */
export async function updateRequestStatus(
  db: Database,
  id: number,
  status: TrainingContactRequestStatus,
  adminId: number,
): Promise<boolean> {
  const done = status === 'DONE';
  const rows = await db
    .update(r)
    .set({ status, handledBy: done ? adminId : null, handledAt: done ? new Date() : null })
    .where(eq(r.id, id))
    .returning({ id: r.id });
  return rows.length > 0;
}

/** The member's name, e-mail and company for the e-mail; the training's title when one was chosen. */
export async function selectSender(db: Database, userId: number) {
  const [row] = await db
    .select({ firstname: users.firstname, lastname: users.lastname, email: users.email, company: users.companyName })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** The title of a training the member may see (published for their audience), or undefined. */
export async function selectReadableTrainingTitle(db: Database, userId: number, id: number): Promise<string | undefined> {
  const [row] = await db
    .select({ title: trainings.title })
    .from(trainings)
    .where(and(eq(trainings.id, id), readableBy(trainings, userId, new Date())));
  return row?.title;
}
