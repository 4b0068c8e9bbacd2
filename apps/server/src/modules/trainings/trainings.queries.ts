import { asc, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TrainingBody, TrainingList, TrainingQuery } from '@klub/contracts';
import { queryRows, regions, trainings, trainingSignups, users, type Database } from '@klub/db';
import { alias } from 'drizzle-orm/pg-core';
import { unknownReference } from '../../errors';
import { adminContent } from '../admin-content/admin-content';
import { qualified } from '../../lib/qualified';
import { sanitizeRichText } from '../../lib/rich-text';
import { isoTime } from '../../lib/time';

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

const time = (v: Date | string | null) => (v === null ? null : isoTime(v));
/** A training's times as answered. */
export const facts = (r: { startsAt: Date; endsAt: Date | null; signupDeadline: Date | null }) => ({
  startsAt: isoTime(r.startsAt),
  endsAt: time(r.endsAt),
  signupDeadline: time(r.signupDeadline),
});

/**
 * Trainings as admin content: the admin's list the latest start first; a member's, the trainings
 * not ended yet (soonest first) or past (latest first), with their own place.
 */
export const content = adminContent({
  table: trainings,
  missing: 'training',
  searched: [trainings.title, trainings.place],
  admin: {
    fields: summaryFields,
    order: [desc(trainings.startsAt), desc(trainings.id)],
    answer: (row): TrainingList['data'][number] => ({ ...row, ...facts(row) }),
  },
  detail: { body: trainings.body },
  member: {
    fields: memberFields,
    when: (q: z.output<typeof TrainingQuery>, now) => {
      const ends = sql`coalesce(${trainings.endsAt}, ${trainings.startsAt})`;
      const nowSql = sql`${now.toISOString()}::timestamptz`;
      return q.when === 'upcoming' ? sql`${ends} >= ${nowSql}` : sql`${ends} < ${nowSql}`;
    },
    order: (q) => (q.when === 'upcoming' ? [asc(trainings.startsAt), asc(trainings.id)] : [desc(trainings.startsAt), desc(trainings.id)]),
    search: true,
  },
  values: async (db, body: z.output<typeof TrainingBody>) => {
    if (body.regionId !== null) {
      const [region] = await db.select({ id: regions.id }).from(regions).where(eq(regions.id, body.regionId));
      if (!region) throw unknownReference('region');
    }
    return {
      title: body.title,
      lead: body.lead,
      body: sanitizeRichText(body.body),
      image: body.image,
      startsAt: new Date(body.startsAt),
      endsAt: body.endsAt ? new Date(body.endsAt) : null,
      place: body.place,
      onlineUrl: body.onlineUrl,
      regionId: body.regionId,
      capacity: body.capacity,
      signupDeadline: body.signupDeadline ? new Date(body.signupDeadline) : null,
    };
  },
});

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
