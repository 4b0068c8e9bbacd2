import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PublicationStatus } from '@klub/contracts';
import { queryRows, regions, trainings, trainingSignups, users, type Database } from '@klub/db';
import { alias } from 'drizzle-orm/pg-core';
import { publicationSelect, readableBy } from '../../lib/publication';
import { paged, pageOf } from '../../lib/paging';
import { qualified } from '../../lib/qualified';
import { containsPattern } from '../../lib/search';

/** Trainings and their sign-ups: reads and writes through the schema. */

/** The outer training's id inside a subquery, and its sign-ups and region named apart from it (lib/qualified.ts). */
const outerTrainingId = qualified(trainings, trainings.id);
const s = alias(trainingSignups, 's');
const r = alias(regions, 'r');
/** Another sign-up of the same training: those ahead in the queue. */
const o = alias(trainingSignups, 'o');

const placesOf = (status: 'CONFIRMED' | 'WAITING') =>
  sql<number>`(select count(*) from ${trainingSignups} ${s} where ${qualified(s, s.trainingId)} = ${outerTrainingId} and ${qualified(s, s.status)} = ${status})::int`;

/** A training without its description, with its region's name and how many took a place or wait for one. */
const summaryFields = {
  id: trainings.id,
  title: trainings.title,
  lead: trainings.lead,
  image: trainings.image,
  startsAt: trainings.startsAt,
  endsAt: trainings.endsAt,
  place: trainings.place,
  onlineUrl: trainings.onlineUrl,
  regionId: trainings.regionId,
  regionName: sql<
    string | null
  >`(select ${qualified(r, r.name)} from ${regions} ${r} where ${qualified(r, r.id)} = ${qualified(trainings, trainings.regionId)})`,
  capacity: trainings.capacity,
  signupDeadline: trainings.signupDeadline,
  confirmed: placesOf('CONFIRMED'),
  waiting: placesOf('WAITING'),
};

const adminFields = { ...summaryFields, ...publicationSelect(trainings), updatedAt: trainings.updatedAt };
export type AdminRow = Awaited<ReturnType<typeof selectAdminPage>>['data'][number];

function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const text = containsPattern(search);
  return sql`(lower(${trainings.title}) like ${text} or lower(${trainings.place}) like ${text})`;
}

/** Admin: every training (optionally of one status), the latest start first. */
export async function selectAdminPage(db: Database, q: { skip: number; take: number; search?: string; status?: PublicationStatus }) {
  const where = and(searchCondition(q.search), q.status ? eq(trainings.status, q.status) : undefined);
  return paged(
    pageOf(db.select(adminFields).from(trainings).where(where).orderBy(desc(trainings.startsAt), desc(trainings.id)), q),
    db.select({ n: count() }).from(trainings).where(where),
  );
}

export async function selectAdminTraining(db: Database, id: number) {
  const [row] = await db
    .select({ ...adminFields, body: trainings.body })
    .from(trainings)
    .where(eq(trainings.id, id));
  return row;
}

/** A member's own sign-up and, on the waiting list, their place in it. */
const memberFields = (userId: number, now: Date) => ({
  ...summaryFields,
  signupOpen: sql<boolean>`(${now.toISOString()}::timestamptz < coalesce(${trainings.signupDeadline}, ${trainings.startsAt}))`,
  mySignup: sql<string | null>`(select ${qualified(s, s.status)} from ${trainingSignups} ${s}
    where ${qualified(s, s.trainingId)} = ${outerTrainingId} and ${qualified(s, s.userId)} = ${userId})`,
  myQueuePosition: sql<number | null>`(select (select count(*) from ${trainingSignups} ${o}
      where ${qualified(o, o.trainingId)} = ${qualified(s, s.trainingId)} and ${qualified(o, o.status)} = 'WAITING'
        and (${qualified(o, o.queuedAt)}, ${qualified(o, o.id)}) < (${qualified(s, s.queuedAt)}, ${qualified(s, s.id)}))::int + 1
    from ${trainingSignups} ${s}
    where ${qualified(s, s.trainingId)} = ${outerTrainingId} and ${qualified(s, s.userId)} = ${userId} and ${qualified(s, s.status)} = 'WAITING')`,
});

/** A member: the trainings they may read, upcoming (not ended yet, soonest first) or past (latest first). */
export async function selectMemberPage(
  db: Database,
  userId: number,
  now: Date,
  q: { skip: number; take: number; search?: string; when: 'upcoming' | 'past' },
) {
  const ends = sql`coalesce(${trainings.endsAt}, ${trainings.startsAt})`;
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const when = q.when === 'upcoming' ? sql`${ends} >= ${nowSql}` : sql`${ends} < ${nowSql}`;
  const where = and(readableBy(trainings, userId, now), when, searchCondition(q.search));
  const order = q.when === 'upcoming' ? [asc(trainings.startsAt), asc(trainings.id)] : [desc(trainings.startsAt), desc(trainings.id)];
  return paged(
    pageOf(
      db
        .select(memberFields(userId, now))
        .from(trainings)
        .where(where)
        .orderBy(...order),
      q,
    ),
    db.select({ n: count() }).from(trainings).where(where),
  );
}

export async function selectMemberTraining(db: Database, userId: number, now: Date, id: number) {
  const [row] = await db
    .select({ ...memberFields(userId, now), body: trainings.body })
    .from(trainings)
    .where(and(eq(trainings.id, id), readableBy(trainings, userId, now)));
  return row;
}

/** The participants: confirmed first, then the waiting list in its order, then those who cancelled. */
export function selectParticipants(db: Database, trainingId: number) {
  return db
    .select({
      userId: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
      phone: users.phone,
      company: users.companyName,
      status: trainingSignups.status,
      queuedAt: trainingSignups.queuedAt,
      confirmedAt: trainingSignups.confirmedAt,
      cancelledAt: trainingSignups.cancelledAt,
    })
    .from(trainingSignups)
    .innerJoin(users, eq(users.id, trainingSignups.userId))
    .where(eq(trainingSignups.trainingId, trainingId))
    .orderBy(
      sql`case ${trainingSignups.status} when 'CONFIRMED' then 0 when 'WAITING' then 1 else 2 end`,
      asc(trainingSignups.queuedAt),
      asc(trainingSignups.id),
    );
}

/**
 * Fills the training's free places from its waiting list, in queue order (the caller holds the
 * training's row lock): the members moved up, to be told by e-mail.
 */
export async function promoteWaiting(tx: Database, trainingId: number, capacity: number): Promise<number[]> {
  const rows = await queryRows<{ user_id: number }>(
    tx,
    sql`
    update ${trainingSignups} set status = 'CONFIRMED', confirmed_at = now()
    where id in (
      select id from ${trainingSignups} where training_id = ${trainingId} and status = 'WAITING'
      order by queued_at, id
      limit greatest(0, ${capacity} - (select count(*) from ${trainingSignups} where training_id = ${trainingId} and status = 'CONFIRMED')))
    returning user_id`,
  );
  return rows.map((r) => r.user_id);
}
