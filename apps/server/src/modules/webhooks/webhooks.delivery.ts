import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { fromDrizzle, type DrizzleTransactionLike, type JobInsert, type JobWithMetadata } from 'pg-boss';
import { ROLES, WEBHOOK_MAIL_TEXTS, WEBHOOK_MESSAGES } from '@klub/contracts';
import { queryRows, users, webhookDeliveries, webhookEndpoints, webhookEvents, type Database } from '@klub/db';
import type { Deps } from '../../deps';
import { TOPICS } from '../../lib/notify-bus';
import { outboxWritten } from './webhooks.outbox';
import { signedHeaders } from './webhooks.signing';
import { postWebhook, type Outcome, type TargetPolicy } from './webhooks.target';

/**
 * Delivery (issue 40). The dispatcher turns outbox rows into one `webhook` job per subscribed
 * endpoint, in the outbox's order, in ONE transaction with marking them dispatched (so an event is
 * queued once, and never lost between the two); one dispatcher at a time in the cluster (a
 * transaction-level advisory lock), so two instances cannot queue a member's events out of order.
 * The `webhook` queue is FIFO per singleton key — endpoint and member — so a member's later event
 * waits while an earlier one to the same endpoint is retried (jobs/queue.ts: backoff for about
 * 3 days). After the last retry the endpoint is paused and the Administrators are e-mailed.
 */
export interface WebhookJob {
  endpointId: number;
  eventId: string;
}

const QUEUE = 'webhook';
/** The dispatcher's advisory lock (any constant no other module uses). */
const DISPATCH_LOCK = 40_040_040;
const BATCH = 500;
/** How often an instance looks for undispatched events no wake-up announced (a crash between commit and dispatch). */
const SWEEP_MS = 10_000;

/** Events of one member reach an endpoint in order; an event about no member has a key of its own. */
export const jobKey = (endpointId: number, event: { id: string; memberId: number | null }) =>
  event.memberId === null ? `${endpointId}:e:${event.id}` : `${endpointId}:m:${event.memberId}`;

export function targetPolicy(deps: Pick<Deps, 'config'>): TargetPolicy {
  return { allowPrivate: deps.config.webhooks.allowPrivate, httpsOnly: deps.config.env === 'production' };
}

/**
 * Job ids that sort in the order given. The queue's FIFO per key orders by `created_on`, which is
 * the same for every job of one insert (the transaction's time), and then by id: pg-boss's own are
 * random, so a member's events queued together could go out in any order. These start with the
 * time and the position (then random bytes), and PostgreSQL compares uuids byte by byte.
 */
export function orderedJobIds(n: number): string[] {
  const time = Date.now().toString(16).padStart(12, '0');
  return Array.from({ length: n }, (_, i) => {
    const h = time + i.toString(16).padStart(8, '0') + randomBytes(6).toString('hex');
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
  });
}

/** Queues `jobs` through `tx` (they exist only if it commits), FIFO per key in the order given. */
export async function queueDeliveries(deps: Pick<Deps, 'jobs'>, tx: Database, jobs: WebhookJob[], keys: string[]) {
  if (!jobs.length) return;
  const ids = orderedJobIds(jobs.length);
  const rows: JobInsert[] = jobs.map((data, i) => ({ id: ids[i], data, singletonKey: keys[i] }));
  await deps.jobs.boss.insert(QUEUE, rows, { db: fromDrizzle(tx as unknown as DrizzleTransactionLike, sql) });
}

/** One pass: up to BATCH events queued; -1 when another dispatcher holds the lock. */
export async function dispatchOnce(deps: Pick<Deps, 'jobs'>, db: Database): Promise<number> {
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Database;
    const [lock] = await queryRows<{ ok: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${DISPATCH_LOCK}) as ok`);
    if (!lock?.ok) return -1;
    const events = await tx
      .select({ id: webhookEvents.id, type: webhookEvents.type, memberId: webhookEvents.memberId })
      .from(webhookEvents)
      .where(isNull(webhookEvents.dispatchedAt))
      .orderBy(asc(webhookEvents.seq))
      .limit(BATCH);
    if (!events.length) return 0;
    const endpoints = await tx
      .select({ id: webhookEndpoints.id, eventTypes: webhookEndpoints.eventTypes, status: webhookEndpoints.status })
      .from(webhookEndpoints)
      .orderBy(asc(webhookEndpoints.id));
    const jobs: WebhookJob[] = [];
    const keys: string[] = [];
    const skipped: (typeof webhookDeliveries.$inferInsert)[] = [];
    for (const e of events)
      for (const ep of endpoints) {
        if (!ep.eventTypes.includes(e.type)) continue;
        if (ep.status === 'PAUSED') skipped.push(notSent(ep.id, e.id, 1));
        else {
          jobs.push({ endpointId: ep.id, eventId: e.id });
          keys.push(jobKey(ep.id, e));
        }
      }
    await queueDeliveries(deps, tx, jobs, keys);
    if (skipped.length) await tx.insert(webhookDeliveries).values(skipped);
    await tx
      .update(webhookEvents)
      .set({ dispatchedAt: sql`now()` })
      .where(
        inArray(
          webhookEvents.id,
          events.map((e) => e.id),
        ),
      );
    return events.length;
  });
}

const notSent = (endpointId: number, eventId: string, attempt: number): typeof webhookDeliveries.$inferInsert => ({
  endpointId,
  eventId,
  attempt,
  ok: false,
  durationMs: 0,
  error: WEBHOOK_MESSAGES.paused,
});

/** Sends one job's event to its endpoint and logs the attempt; throws to have the queue retry it. */
export async function deliverJob(deps: Pick<Deps, 'config' | 'mailer' | 'log'>, db: Database, job: JobWithMetadata<WebhookJob>) {
  const { endpointId, eventId } = job.data;
  const [ep] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId));
  const [ev] = await db.select().from(webhookEvents).where(eq(webhookEvents.id, eventId));
  if (!ep || !ev) return; // the endpoint was deleted meanwhile (its log with it)
  const attempt = job.retryCount + 1;
  if (ep.status === 'PAUSED') {
    await db.insert(webhookDeliveries).values(notSent(endpointId, eventId, attempt));
    return;
  }
  const body = JSON.stringify({ id: ev.id, type: ev.type, timestamp: ev.createdAt.toISOString(), data: ev.payload });
  const secrets = [ep.secret];
  if (ep.previousSecret && ep.previousSecretUntil && ep.previousSecretUntil > new Date()) secrets.push(ep.previousSecret);
  const outcome = await postWebhook(ep.url, body, signedHeaders(secrets, ev.id, Math.floor(Date.now() / 1000), body), targetPolicy(deps));
  await logAttempt(db, endpointId, eventId, attempt, outcome);
  if (outcome.ok) return;
  if (job.retryCount >= job.retryLimit) {
    await pauseAfterFailures(deps, db, ep, ev.type, outcome.error ?? '');
    return;
  }
  throw new Error(outcome.error ?? 'webhook delivery failed');
}

const logAttempt = (db: Database, endpointId: number, eventId: string, attempt: number, o: Outcome) =>
  db.insert(webhookDeliveries).values({
    endpointId,
    eventId,
    attempt,
    ok: o.ok,
    statusCode: o.statusCode,
    durationMs: o.durationMs,
    responseExcerpt: o.excerpt,
    error: o.error,
  });

/** The last retry failed: the endpoint is paused (its later events are logged as not sent) and every Administrator is told. */
async function pauseAfterFailures(
  deps: Pick<Deps, 'config' | 'mailer' | 'log'>,
  db: Database,
  ep: { id: number; url: string },
  type: string,
  error: string,
) {
  const reason = WEBHOOK_MESSAGES.pausedAfterFailures(type, error);
  const [paused] = await db
    .update(webhookEndpoints)
    .set({ status: 'PAUSED', pausedReason: reason, updatedAt: new Date() })
    .where(and(eq(webhookEndpoints.id, ep.id), eq(webhookEndpoints.status, 'ACTIVE')))
    .returning({ id: webhookEndpoints.id });
  if (!paused) return;
  deps.log.warn({ endpointId: ep.id, type, error }, 'webhook endpoint paused after its last retry');
  const admins = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role, ROLES.ADMIN), eq(users.staffRole, 'ADMINISTRATOR'), isNull(users.deactivatedAt), eq(users.isDeleted, false)));
  const link = `${deps.config.publicUrl}/admin/settings/webhooks`;
  for (const a of admins) {
    try {
      await deps.mailer.send({ to: a.email, ...WEBHOOK_MAIL_TEXTS.paused(ep.url, reason, link) });
    } catch (err) {
      deps.log.error({ err, endpointId: ep.id }, 'webhook pause notice could not be queued');
    }
  }
}

/**
 * Starts this instance's dispatcher and delivery workers. `db`: the raw database, never the
 * request-scoped one — a wake-up comes from inside the writing request, whose transaction this must
 * not join. Returns what stops them.
 */
export async function startWebhookDelivery(deps: Deps, db: Database): Promise<() => void> {
  let running = false;
  let again = false;
  let stopped = false;
  const wake = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    void (async () => {
      try {
        do {
          again = false;
          let n: number;
          do n = await dispatchOnce(deps, db);
          while (n === BATCH && !stopped);
          // Another instance holds the lock: look again shortly (it may have read before our commit).
          if (n === -1) setTimeout(wake, 250).unref();
        } while (again && !stopped);
      } catch (err) {
        if (!stopped) deps.log.error({ err }, 'webhook dispatch failed; the next wake-up or sweep tries again');
      } finally {
        running = false;
      }
    })();
  };
  outboxWritten.on('written', wake);
  const unsubscribe = deps.bus.subscribe(TOPICS.webhooks, wake);
  const sweep = setInterval(wake, SWEEP_MS);
  sweep.unref();
  // A delivered job lets the next one of its key (the member's next event) be fetched: the worker
  // is nudged to fetch again at once instead of after its poll interval (it fetches right after
  // completing this batch), so a member's backlog drains at the receiver's pace.
  let workerId = '';
  workerId = await deps.jobs.boss.work(
    QUEUE,
    {
      pollingIntervalSeconds: deps.config.jobs.pollSeconds,
      notifyPollingIntervalSeconds: deps.config.jobs.pollSeconds,
      batchSize: 5,
      perJobResults: true,
      includeMetadata: true,
      burstWhenBatchFull: true,
    },
    async (batch: JobWithMetadata<WebhookJob>[]) => {
      const results = await Promise.all(
        batch.map(async (job) => {
          try {
            await deliverJob(deps, db, job);
            return { id: job.id, status: 'completed' as const };
          } catch (err) {
            return { id: job.id, status: 'failed' as const, output: { message: (err as Error).message } };
          }
        }),
      );
      if (workerId && results.some((r) => r.status === 'completed')) deps.jobs.boss.notifyWorker(workerId);
      return results;
    },
  );
  wake();
  return () => {
    stopped = true;
    outboxWritten.off('written', wake);
    unsubscribe();
    clearInterval(sweep);
  };
}
