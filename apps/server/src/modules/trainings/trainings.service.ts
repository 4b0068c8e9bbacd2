import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  TRAINING_MAIL_TEXTS,
  TRAINING_MESSAGES,
  TRAINING_PARTICIPANT_CSV_COLUMNS,
  TRAINING_SIGNUP_LABELS,
  type Training,
  type TrainingBody,
  type TrainingParticipantList,
  type TrainingPublic,
  type TrainingPublicList,
  type TrainingQuery,
  type TrainingSignupResult,
  type TrainingSignupStatus,
} from '@klub/contracts';
import { trainings, trainingSignups, users, type Database } from '@klub/db';
import { badRequest, conflict } from '../../errors';
import { csvCell, csvDownload } from '../../lib/csv';
import { readableBy } from '../../lib/publication';
import { isoTime } from '../../lib/time';
import type { Deps } from '../../deps';
import { trainingCalendar } from './trainings.calendar';
import * as q from './trainings.queries';
import { emitEvent } from '../webhooks/webhooks.outbox';

/**
 * Training events (docs/domain.md "Szkolenia"). Every change of a training's places — a sign-up, a
 * cancellation, an admin's new capacity — runs in one transaction holding the training's row lock,
 * so two requests never count the same free place: `capacity` confirmed at most, the rest wait in
 * queue order and move up by themselves when a place frees.
 */

type Mailing = Pick<Deps, 'db' | 'mailer' | 'log' | 'config'>;
const { content } = q;
const missing = content.missing;
const time = (v: Date | string | null) => (v === null ? null : isoTime(v));

type MemberRow = Awaited<ReturnType<typeof content.memberPage>>['data'][number];
const toMember = <R extends MemberRow>(r: R) => ({
  ...r,
  ...q.facts(r),
  mySignup: r.mySignup as TrainingSignupStatus | null,
});

export async function listForMember(
  db: Database,
  userId: number,
  query: z.output<typeof TrainingQuery>,
  now = new Date(),
): Promise<TrainingPublicList> {
  const page = await content.memberPage(db, userId, now, query);
  return { total: page.total, data: page.data.map(toMember) };
}

export async function getForMember(db: Database, userId: number, id: number, now = new Date()): Promise<TrainingPublic> {
  return toMember(await content.memberItem(db, userId, now, id));
}

/**
 * The training as an .ics calendar file (GET /api/trainings/{id}/calendar) for a member who may read
 * it — the same event (UID) as the confirmation's attachment, so adding both keeps one entry. The
 * online meeting's address goes only to a member holding a place, as on the page.
 */
export async function calendarForMember(deps: Mailing, userId: number, id: number): Promise<{ filename: string; ics: string }> {
  const t = await getForMember(deps.db, userId, id);
  const shown = t.mySignup === 'CONFIRMED' ? t : { ...t, onlineUrl: null };
  return { filename: `szkolenie-${id}.ics`, ics: trainingCalendar(shown, linkOf(deps, id)) };
}

/**
 * An edit under the training's lock: fewer places than members already confirmed is refused (they
 * keep their places); more places move the waiting list up, and those moved up are told by e-mail.
 */
export async function update(deps: Mailing, id: number, body: z.output<typeof TrainingBody>): Promise<Training> {
  const values = await content.valuesOf(deps.db, body, false);
  const promoted = await deps.db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: trainings.id }).from(trainings).where(eq(trainings.id, id)).for('update');
    if (!locked) throw missing();
    const [taken] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(trainingSignups)
      .where(and(eq(trainingSignups.trainingId, id), eq(trainingSignups.status, 'CONFIRMED')));
    if (taken!.n > values.capacity) throw badRequest(TRAINING_MESSAGES.capacityBelowSignups(taken!.n));
    await tx
      .update(trainings)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(trainings.id, id));
    return q.promoteWaiting(tx, id, values.capacity);
  });
  await mailConfirmed(deps, id, promoted, true);
  return content.getForAdmin(deps.db, id);
}

const signupResult = async (db: Database, userId: number, id: number, message: string): Promise<TrainingSignupResult> => {
  const t = await getForMember(db, userId, id);
  return { status: t.mySignup ?? 'CANCELLED', myQueuePosition: t.myQueuePosition, message };
};

/**
 * A member takes a place, or joins the end of the waiting list when every place is taken. Only
 * a training they may read, before its sign-up deadline (or start); once, until they cancel.
 */
export async function signUp(deps: Mailing, userId: number, id: number, now = new Date()): Promise<TrainingSignupResult> {
  const status = await deps.db.transaction(async (tx) => {
    const [t] = await tx
      .select({ capacity: trainings.capacity, closesAt: sql<string>`coalesce(${trainings.signupDeadline}, ${trainings.startsAt})` })
      .from(trainings)
      .where(and(eq(trainings.id, id), readableBy(trainings, userId, now)))
      .for('update');
    if (!t) throw missing();
    if (now >= new Date(t.closesAt)) throw conflict(TRAINING_MESSAGES.closed);
    const [mine] = await tx
      .select({ status: trainingSignups.status })
      .from(trainingSignups)
      .where(and(eq(trainingSignups.trainingId, id), eq(trainingSignups.userId, userId)));
    if (mine && mine.status !== 'CANCELLED') throw conflict(TRAINING_MESSAGES.alreadySignedUp);
    const [taken] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(trainingSignups)
      .where(and(eq(trainingSignups.trainingId, id), eq(trainingSignups.status, 'CONFIRMED')));
    const next: TrainingSignupStatus = taken!.n < t.capacity ? 'CONFIRMED' : 'WAITING';
    const row = {
      status: next,
      // The queue's order is the order places are taken under the training's lock: the database
      // clock read now, not the request's start (a request that started first but waited for the
      // lock would otherwise queue ahead of one already answered with its place — 2 members then
      // heard the same position).
      queuedAt: sql`clock_timestamp()`,
      confirmedAt: next === 'CONFIRMED' ? now : null,
      cancelledAt: null,
      remindedAt: null,
    };
    await tx
      .insert(trainingSignups)
      .values({ trainingId: id, userId, ...row })
      .onConflictDoUpdate({ target: [trainingSignups.trainingId, trainingSignups.userId], set: row });
    await emitEvent(tx as unknown as Database, 'training.signup_created', userId, {
      signup: { trainingId: id, memberId: userId, status: next },
    });
    return next;
  });
  if (status === 'CONFIRMED') await mailConfirmed(deps, id, [userId], false);
  return signupResult(deps.db, userId, id, status === 'CONFIRMED' ? TRAINING_MESSAGES.confirmed : TRAINING_MESSAGES.waiting);
}

/** A member gives up their place (or their place in the queue) before the training starts; the first waiting member takes the place. */
export async function cancel(deps: Mailing, userId: number, id: number, now = new Date()): Promise<TrainingSignupResult> {
  const promoted = await deps.db.transaction(async (tx) => {
    const [t] = await tx
      .select({ capacity: trainings.capacity, startsAt: trainings.startsAt })
      .from(trainings)
      .where(eq(trainings.id, id))
      .for('update');
    if (!t) throw missing();
    if (now >= t.startsAt) throw conflict(TRAINING_MESSAGES.started);
    const [was] = await tx
      .update(trainingSignups)
      .set({ status: 'CANCELLED', cancelledAt: now })
      .where(
        and(
          eq(trainingSignups.trainingId, id),
          eq(trainingSignups.userId, userId),
          inArray(trainingSignups.status, ['CONFIRMED', 'WAITING']),
        ),
      )
      .returning({ id: trainingSignups.id });
    if (!was) throw conflict(TRAINING_MESSAGES.notSignedUp);
    return q.promoteWaiting(tx, id, t.capacity);
  });
  await mailConfirmed(deps, id, promoted, true);
  return { status: 'CANCELLED', myQueuePosition: null, message: TRAINING_MESSAGES.cancelled };
}

export async function participants(db: Database, id: number): Promise<TrainingParticipantList> {
  await content.getForAdmin(db, id);
  const rows = await q.selectParticipants(db, id);
  return {
    total: rows.length,
    data: rows.map((r) => ({
      ...r,
      status: r.status as TrainingSignupStatus,
      queuedAt: isoTime(r.queuedAt),
      confirmedAt: time(r.confirmedAt),
      cancelledAt: time(r.cancelledAt),
    })),
  };
}

/** The participants as a CSV download (Polish Excel), in the list's order. */
export async function participantsCsv(db: Database, id: number) {
  const list = await participants(db, id);
  async function* rows() {
    for (const p of list.data)
      yield [p.lastname, p.firstname, p.email, p.phone, p.company, TRAINING_SIGNUP_LABELS[p.status], p.queuedAt].map(csvCell);
  }
  return { filename: `szkolenie-${id}-uczestnicy.csv`, stream: csvDownload(rows(), TRAINING_PARTICIPANT_CSV_COLUMNS) };
}

/** The training's link on the customer site. */
const linkOf = (deps: Mailing, id: number) => `${deps.config.publicUrl}/trainings/more/${id}`;

/**
 * Tells members they hold a place (after the write: a failed mail is logged and never undoes the
 * place), with the training as an .ics calendar file.
 */
async function mailConfirmed(deps: Mailing, id: number, userIds: number[], fromWaitingList: boolean): Promise<void> {
  if (userIds.length === 0) return;
  try {
    const t = await content.getForAdmin(deps.db, id);
    const people = await deps.db
      .select({ email: users.email, firstname: users.firstname })
      .from(users)
      .where(and(inArray(users.id, userIds), eq(users.isDeleted, false)));
    const link = linkOf(deps, id);
    const ics = trainingCalendar(t, link);
    for (const p of people)
      await deps.mailer.send({
        to: p.email,
        ...TRAINING_MAIL_TEXTS.confirmed(p.firstname, t, link, fromWaitingList),
        attachments: [{ filename: 'szkolenie.ics', content: ics, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }],
      });
  } catch (err) {
    deps.log.error({ err, trainingId: id }, 'training confirmation mail failed');
  }
}

/**
 * The day-before reminders (a periodic job): each confirmed place of a training starting within 24
 * hours is claimed (`reminded_at`) and then mailed, so a pass run twice or on two instances
 * reminds once; a crash between the claim and the send loses that reminder rather than doubling it.
 */
export async function sendTrainingReminders(deps: Mailing, now = new Date()): Promise<number> {
  const claimed = await deps.db
    .update(trainingSignups)
    .set({ remindedAt: now })
    .where(
      and(
        eq(trainingSignups.status, 'CONFIRMED'),
        sql`${trainingSignups.remindedAt} is null`,
        sql`${trainingSignups.trainingId} in (select id from ${trainings} where status = 'PUBLISHED'
          and starts_at > ${now.toISOString()}::timestamptz and starts_at <= ${now.toISOString()}::timestamptz + interval '24 hours')`,
      ),
    )
    .returning({ trainingId: trainingSignups.trainingId, userId: trainingSignups.userId });
  for (const c of claimed) {
    try {
      const t = await content.getForAdmin(deps.db, c.trainingId);
      const [p] = await deps.db
        .select({ email: users.email, firstname: users.firstname, isDeleted: users.isDeleted })
        .from(users)
        .where(eq(users.id, c.userId));
      if (p && !p.isDeleted)
        await deps.mailer.send({ to: p.email, ...TRAINING_MAIL_TEXTS.reminder(p.firstname, t, linkOf(deps, c.trainingId)) });
    } catch (err) {
      deps.log.error({ err, trainingId: c.trainingId, userId: c.userId }, 'training reminder mail failed');
    }
  }
  return claimed.length;
}
