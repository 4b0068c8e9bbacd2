import { randomUUID } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import { MailingSegment } from '@klub/contracts';
import { isDatabaseUnavailable, mailingRecipients, mailings, queryRows, type Database } from '@klub/db';
import { SmsGatewayError } from '../../lib/sms-gateway';
import { channelOf, type Claimed, type SendingDeps, type Transport } from './channels';
import { segmentMembers } from './mailings.service';

/**
 * The sending of a mailing or SMS sending: the `mailing` job (docs/domain.md "Mailingi", "SMS"),
 * each message handed over exactly once or marked uncertain (mailing_recipients is its ledger),
 * through the sending's channel (channels.ts).
 */

const BATCH = 50;
const PARALLEL = 5;
const MAX_ATTEMPTS = 5;
/** A ledger write is tried this often when the connection was lost, WRITE_RETRY_MS × the attempt apart. */
const WRITE_TRIES = 3;
const WRITE_RETRY_MS = 100;
/**
 * A run the database failed starts again in this process, this many times in a row without a
 * message settled in between (pauses 0.1 s doubling to 5 s: about 26 s in all), then its job fails…
 */
const RESTARTS = 10;
const RESTART_PAUSE_MS = 100;
const RESTART_PAUSE_MAX_MS = 5_000;
/** …and a refused mailing waits at most this long for its next attempt. */
const REFUSED_WAIT_MAX_SECONDS = 1800;
/** A temporary SMTP refusal (4xx), a connection problem, or what the SMS gateway says is temporary: worth another attempt later. */
const isTemporary = (err: unknown) => {
  if (err instanceof SmsGatewayError) return err.temporary;
  const code = (err as { responseCode?: number }).responseCode;
  return code === undefined || (code >= 400 && code < 500);
};
/**
 * A failure the database raised inside the transport (its read of the sender's address, before the
 * SMTP conversation): a SQLSTATE, never one of the socket codes (ECONNRESET…) SMTP shares with it.
 */
const fromDatabase = (err: unknown) => {
  if (!isDatabaseUnavailable(err)) return false;
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if (typeof e.code === 'string' && /^\d[0-9A-Z]{4}$/.test(e.code)) return true;
    e = e.cause as typeof e;
  }
  return false;
};

/**
 * One run of a mailing's job: each message handed over at most once, and every recipient ends SENT,
 * FAILED or UNCERTAIN ("niepewne": maybe delivered, never sent again). docs/domain.md "Mailingi".
 *
 * The start (the recipients fixed, the inbox copies written, SENDING) is one transaction. A run that
 * finds the mailing already SENDING follows one that stopped: that run's CLAIMED rows were handed to
 * nobody (PENDING again); its SENDING rows may have been handed over (UNCERTAIN, never sent again).
 * Then batches are claimed and sent, each message marked SENDING before the transport has it and
 * SENT after. Runs of one mailing may overlap (a job taken over while its first instance still ran,
 * after a lost heartbeat): every write names the run's token (`claimed_by`), so a run only moves its
 * own rows, and a later run's start only makes the earlier one's rows PENDING or UNCERTAIN.
 *
 * What a connection lost (a terminated backend, a failover) at each statement does:
 *  - the start's transaction: rolled back (nothing changed), or committed with the answer lost
 *    (the next run finds SENDING and does the same again: both are harmless);
 *  - the cancel check or the claim: nothing held yet, or rows CLAIMED by this run that nobody sends
 *    (PENDING again at the next run's start, or put back below);
 *  - marking a row SENDING: not sent either way. It is put back to PENDING (from CLAIMED, or from
 *    SENDING with the attempt undone); if that fails too, the next run makes CLAIMED PENDING and
 *    SENDING UNCERTAIN (never sent, though: the safe mistake);
 *  - the hand-over itself: the transport's failures are the transport's (a refusal: below). A
 *    database failure inside it (the sender's address is read from the settings before the SMTP
 *    conversation) means nothing was handed over: PENDING again, the attempt not counted;
 *  - marking it SENT: the message was handed over, so it is NEVER put back to PENDING (that put-back
 *    was the duplicate: a terminated backend answered like a temporary SMTP refusal). The write is
 *    tried again a few times (it only moves this run's SENDING/UNCERTAIN row); if it cannot be
 *    written the row stays SENDING and the next run marks it UNCERTAIN;
 *  - marking it PENDING or FAILED after a refusal: the same retries; if it cannot be written the
 *    row stays SENDING, so UNCERTAIN (it was refused, but the ledger cannot tell);
 *  - putting the rest of a batch back (CLAIMED → PENDING), and the mailing's final SENT: if lost,
 *    the next run does it (its start, its end).
 * Every message of a batch settles (Promise.allSettled) before the run ends, so no hand-over is in
 * flight when the next run starts. A run the database failed starts again in this process after a
 * short pause (its start is the "next run" above), up to RESTARTS times in a row without a message
 * settled in between; then the job fails and the queue retries it.
 *
 * A temporary refusal (SMTP 4xx or a lost SMTP connection, the gateway's temporary errors) puts the
 * message back (MAX_ATTEMPTS per recipient, then FAILED) and the rest of the mailing waits: a fresh
 * job for it, due after MAIL_RETRY_DELAY_SECONDS doubling with the attempts (jittered, at most 30
 * minutes), and this one completes. Without a queue in `deps` (tests) the run throws instead.
 *
 * `signal` (the instance stops, lifecycle.ts): no new batch is claimed and no new message of the
 * batch handed over; what is in flight settles, the batch's remaining CLAIMED rows go back to
 * PENDING and a fresh job for the mailing is queued (another instance takes it at once: the queue
 * notifies), and the run returns 'stopped'. A run that starts stopped, or whose hand-over cannot be
 * queued, throws MailingStopped: the queue retries the job (1–2 s later) on whichever instance works.
 */
export async function runMailing(deps: SendingDeps, mailingId: number, signal?: AbortSignal): Promise<RunOutcome> {
  for (let restarts = 0; ;) {
    if (signal?.aborted) throw new MailingStopped(mailingId);
    try {
      return await runOnce(deps, mailingId, signal, () => (restarts = 0));
    } catch (err) {
      if (!isDatabaseUnavailable(err) || ++restarts > RESTARTS) throw err;
      deps.log.warn({ err, mailingId, restarts }, 'mailing: the database failed the run, starting it again');
      await pause(Math.min(RESTART_PAUSE_MS * 2 ** (restarts - 1), RESTART_PAUSE_MAX_MS), signal);
    }
  }
}

/** What a run ended with: every message settled, the mailing cancelled, handed to another instance (stopping), or waiting for a refusing server. */
export type RunOutcome = 'done' | 'cancelled' | 'stopped' | 'later';

/** The instance stops (lifecycle.ts) and the mailing could not be handed over with a fresh job: the queue retries this one. */
export class MailingStopped extends Error {
  constructor(mailingId: number) {
    super(`mailing ${mailingId}: this instance is stopping, another one continues`);
    this.name = 'MailingStopped';
  }
}

/** What became of one claimed message. */
type Outcome =
  /** SENT or FAILED written, or the row is no longer this run's. */
  | { kind: 'settled' }
  /** Refused for now: PENDING again (written). */
  | { kind: 'refused'; attempts: number; err: unknown }
  /** The database failed a write or the transport's own read (see runMailing's comment for what stays behind). */
  | { kind: 'interrupted'; err: unknown };

/** A run: returns when the mailing is done, cancelled, handed over or waiting; throws when the database fails it. */
async function runOnce(deps: SendingDeps, mailingId: number, signal: AbortSignal | undefined, progressed: () => void): Promise<RunOutcome> {
  const token = randomUUID();
  const mailing = await deps.db.transaction(async (tx) => {
    const [m] = await tx.select().from(mailings).where(eq(mailings.id, mailingId)).for('update');
    if (!m || m.status === 'CANCELLED' || m.status === 'SENT') return undefined;
    const channel = channelOf(m.channels);
    if (m.status === 'SCHEDULED') {
      // Parsed: a mailing stored before a criterion existed gets its default.
      const segment = MailingSegment.parse(m.segment);
      await tx.execute(channel.recipients(m, segment, segmentMembers(segment)));
      if (channel.inbox(m.channels))
        await tx.execute(sql`
          insert into messages (direction, user_id, admin_id, topic, body, mailing_id)
          select 'TO_MEMBER', r.user_id, ${m.createdBy}, ${m.subject}, ${m.body}, ${m.id}
          from ${mailingRecipients} r where r.mailing_id = ${m.id}`);
      await tx
        .update(mailings)
        .set({
          status: 'SENDING',
          startedAt: sql`now()`,
          recipients: sql`(select count(*) from ${mailingRecipients} r where r.mailing_id = ${m.id})::int`,
        })
        .where(eq(mailings.id, m.id));
    } else {
      await tx.execute(
        sql`update ${mailingRecipients} set status = 'PENDING', claimed_by = null where mailing_id = ${m.id} and status = 'CLAIMED'`,
      );
      await tx.execute(
        sql`update ${mailingRecipients} set status = 'UNCERTAIN', error = ${channel.uncertain}
            where mailing_id = ${m.id} and status = 'SENDING'`,
      );
    }
    return m;
  });
  if (!mailing) return 'cancelled';

  const send = await channelOf(mailing.channels).transport(deps, mailing);
  const mine = (userId: number) => sql`mailing_id = ${mailingId} and user_id = ${userId} and claimed_by = ${token}`;
  const putBackClaimed = () =>
    write(
      deps.db,
      sql`update ${mailingRecipients} set status = 'PENDING', claimed_by = null where mailing_id = ${mailingId} and claimed_by = ${token} and status = 'CLAIMED'`,
    );

  const sendOne = async (r: Claimed): Promise<Outcome> => {
    let attempts: number;
    try {
      const [sending] = await queryRows<{ attempts: number }>(
        deps.db,
        sql`update ${mailingRecipients} set status = 'SENDING', attempts = attempts + 1
            where ${mine(r.user_id)} and status = 'CLAIMED' returning attempts`,
      );
      // Taken back by a run that started after this one (a job taken over): that run sends it.
      if (!sending) return { kind: 'settled' };
      attempts = sending.attempts;
    } catch (err) {
      // Not handed over (and it will not be): PENDING again, whether or not SENDING was written.
      await write(
        deps.db,
        sql`update ${mailingRecipients} set status = 'PENDING', claimed_by = null,
              attempts = attempts - case when status = 'SENDING' then 1 else 0 end
            where ${mine(r.user_id)} and status in ('CLAIMED', 'SENDING')`,
      ).catch(() => undefined);
      return { kind: 'interrupted', err };
    }
    let handed: Awaited<ReturnType<Transport>>;
    try {
      handed = await send(r);
    } catch (err) {
      const beforeHandOver = fromDatabase(err);
      const retry = beforeHandOver || (isTemporary(err) && attempts < MAX_ATTEMPTS);
      try {
        await write(
          deps.db,
          sql`update ${mailingRecipients} set status = ${retry ? 'PENDING' : 'FAILED'}, claimed_by = null,
                attempts = attempts - ${beforeHandOver ? 1 : 0}, error = ${(err as Error).message.slice(0, 500)}
              where ${mine(r.user_id)} and status = 'SENDING'`,
        );
      } catch (writeErr) {
        return { kind: 'interrupted', err: writeErr };
      }
      if (beforeHandOver) return { kind: 'interrupted', err };
      return retry ? { kind: 'refused', attempts, err } : { kind: 'settled' };
    }
    try {
      // A delivery report may have come first and named the message already: coalesce. UNCERTAIN
      // too: a run that started meanwhile marked it so, but it was handed over.
      await write(
        deps.db,
        sql`update ${mailingRecipients} set status = 'SENT', sent_at = now(), error = null,
              gateway_id = coalesce(gateway_id, ${handed.gatewayId}), parts = ${handed.parts}
            where ${mine(r.user_id)} and status in ('SENDING', 'UNCERTAIN')`,
      );
    } catch (err) {
      // Handed over, not recorded: it stays SENDING (UNCERTAIN at the next run's start), never PENDING.
      return { kind: 'interrupted', err };
    }
    return { kind: 'settled' };
  };

  for (;;) {
    if (signal?.aborted) return handOver(deps, mailingId);
    const [state] = await deps.db.select({ status: mailings.status }).from(mailings).where(eq(mailings.id, mailingId));
    if (state?.status === 'CANCELLED') return 'cancelled';
    const claimed = await queryRows<Claimed>(
      deps.db,
      sql`update ${mailingRecipients} set status = 'CLAIMED', claimed_by = ${token}
          where mailing_id = ${mailingId} and user_id in (
            select user_id from ${mailingRecipients} where mailing_id = ${mailingId} and status = 'PENDING'
            order by user_id limit ${BATCH} for update skip locked)
          returning user_id, email, phone`,
    );
    if (claimed.length === 0) break;
    const outcomes: Outcome[] = [];
    for (let i = 0; i < claimed.length && !signal?.aborted; i += PARALLEL) {
      const settled = (await Promise.allSettled(claimed.slice(i, i + PARALLEL).map(sendOne))).map((s): Outcome =>
        s.status === 'fulfilled' ? s.value : { kind: 'interrupted', err: s.reason },
      );
      outcomes.push(...settled);
      // Messages settle: the database answers, so a later failure starts a fresh count of restarts.
      if (settled.some((o) => o.kind === 'settled')) progressed();
      // The database is failing: no more hand-overs whose outcome may not be recorded.
      if (outcomes.some((o) => o.kind === 'interrupted')) break;
    }
    const interrupted = outcomes.find((o) => o.kind === 'interrupted');
    const refused = outcomes.filter((o) => o.kind === 'refused');
    if (!interrupted && refused.length === 0 && !signal?.aborted) continue;
    // The rest of the batch was handed to nobody.
    await putBackClaimed();
    if (interrupted) throw new Error(`mailing ${mailingId}: the ledger could not be written`, { cause: interrupted.err });
    if (refused.length === 0) return handOver(deps, mailingId);
    // The server refused for now: the rest waits (a fresh job, backoff; stopping or not), not a tight loop.
    const attempts = Math.max(...refused.map((o) => o.attempts));
    const waitSeconds = Math.round(
      Math.min(deps.config.jobs.mailRetryDelaySeconds * 2 ** (attempts - 1) * (1 + Math.random()), REFUSED_WAIT_MAX_SECONDS),
    );
    // Not the transport's own error: its socket codes (ECONNRESET…) would read as the database's.
    if (!deps.jobs) throw new Error(`mailing ${mailingId}: refused for now (${(refused[0]!.err as Error).message})`);
    await deps.jobs.send('mailing', { mailingId }, { singletonKey: String(mailingId), startAfter: waitSeconds });
    deps.log.warn({ mailingId, attempts, waitSeconds, err: refused[0]!.err }, 'mailing: refused for now, the rest is sent later');
    return 'later';
  }
  await deps.db.execute(
    sql`update ${mailings} set status = 'SENT', finished_at = now()
        where id = ${mailingId} and status = 'SENDING'
          and not exists (select 1 from ${mailingRecipients} r where r.mailing_id = ${mailingId} and r.status in ('PENDING', 'CLAIMED', 'SENDING'))`,
  );
  return 'done';
}

/**
 * The instance stops: a fresh job for the mailing (the same singleton key as the first one: on the
 * standard policy it is a label, not a unique index, so it may sit beside this still active job),
 * which another instance takes at once; this job then completes.
 */
async function handOver(deps: SendingDeps, mailingId: number): Promise<RunOutcome> {
  if (!deps.jobs) throw new MailingStopped(mailingId);
  try {
    await deps.jobs.send('mailing', { mailingId }, { singletonKey: String(mailingId) });
  } catch (err) {
    deps.log.warn({ err, mailingId }, 'mailing: could not hand the mailing over; its job is retried');
    throw new MailingStopped(mailingId);
  }
  deps.log.info({ mailingId }, 'mailing: this instance stops, handed over to another');
  return 'stopped';
}

/** A ledger write, tried again when the connection was lost (each write only moves this run's rows, so a repeat is harmless). */
async function write(db: Database, query: SQL): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await db.execute(query);
      return;
    } catch (err) {
      if (attempt >= WRITE_TRIES || !isDatabaseUnavailable(err)) throw err;
      await new Promise((resolve) => setTimeout(resolve, WRITE_RETRY_MS * attempt));
    }
  }
}

/** Waits `ms`, or less when `signal` aborts. */
const pause = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
