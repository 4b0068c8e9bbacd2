import { sql } from 'drizzle-orm';
import {
  PgBoss,
  fromDrizzle,
  fromPglite,
  type Db as IDatabase,
  type DrizzleTransactionLike,
  type Job,
  type Queue,
  type SendOptions,
} from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import { WEBHOOK_RETRY } from '@klub/contracts';
import type { Database, DbHandle } from '@klub/db';
import type { Mailer, MailMessage } from '../lib/mailer';

/**
 * The durable job queue: pg-boss 12 in the database's own `pgboss` schema (docs/operations.md, "Job
 * queue"). Chosen over Graphile Worker because it runs unchanged on the embedded database (its
 * `pglite` backend) and gives queues with retries and backoff, dead-letter queues, singleton cron
 * schedules across instances and redrive out of the box. Every instance works every queue; a job
 * is claimed by one of them (SKIP LOCKED), and one a dead instance held is retried when it expires.
 */

/** Every queue and what its jobs carry. */
export interface JobPayloads {
  /** One e-mail (activation, reset, orders, trainings…), delivered over SMTP. */
  mail: MailMessage;
  /** Mails that failed every attempt: kept for the admins to see and send again. */
  'mail-failed': MailMessage;
  /** Sends a mailing (modules/mailings): one job per mailing (its singleton key), retried until every e-mail is settled. */
  mailing: { mailingId: number };
  /** Runs the queued CSV imports (this one, `importId`, among them): modules/imports. */
  'csv-import': { importId: number };
  /** The hourly pass: points expiry, ranking snapshot, statistics compaction, training reminders. */
  'periodic-jobs': Record<string, never>;
  /** One event POSTed to one webhook endpoint (modules/webhooks): in order per endpoint and member. */
  webhook: { endpointId: number; eventId: string };
}
export type QueueName = keyof JobPayloads;

export const PERIODIC_CRON = '5 * * * *';

export interface QueueSettings {
  /** How often an idle worker looks for jobs when no notification woke it (seconds, ≥ 0.5). */
  pollSeconds: number;
  /**
   * How often jobs whose instance died (heartbeat lapsed, or expired) are looked for and retried
   * (seconds): each instance's supervisor tries this often, and one pass per period runs in the
   * whole cluster (pg-boss claims it on the queue's row). Its passes also refresh the queues' counts.
   */
  monitorSeconds: number;
  /** The first retry of a failed mail after this many seconds, then doubling (jittered) up to an hour. */
  mailRetryDelaySeconds: number;
  /** Attempts after the first before a mail goes to `mail-failed`. */
  mailRetryLimit: number;
}

function queueOptions(s: QueueSettings): Record<QueueName, Omit<Queue, 'name'>> {
  return {
    'mail-failed': { retentionSeconds: 30 * 24 * 3600, deleteAfterSeconds: 7 * 24 * 3600 },
    mail: {
      retryLimit: s.mailRetryLimit,
      retryDelay: s.mailRetryDelaySeconds,
      retryBackoff: true,
      retryDelayMax: 3600,
      // An SMTP conversation that hangs this long is given up and the mail retried.
      expireInSeconds: 120,
      deadLetter: 'mail-failed',
      notify: true,
    },
    // One job per mailing, so one run at a time as a rule (modules/mailings/mailing-sending.ts: runs
    // that overlap after a lost heartbeat are fenced by their tokens). A run whose instance died is
    // taken over within 20 s: the heartbeat (pg-boss's minimum, 10 s: a beat every 5 s) lapses, the
    // next monitor pass of any instance (JOB_MONITOR_SECONDS, 5) fails the job, and it is retried
    // after 1–2 s (first retry; then doubling, at most 5 minutes) and found by the next poll
    // (JOB_POLL_SECONDS, 2): at most 10 + 5 + 2 + 2 s. A refused batch does not fail the job: the
    // run queues a fresh job for later (MAIL_RETRY_DELAY_SECONDS, doubling) and this one completes,
    // so the short retry here only serves dead or stopping instances and a database that stayed away.
    // Not the 'singleton' policy: its active keys are cached per instance (a minute), which kept a
    // new instance from taking over.
    mailing: {
      retryLimit: 30,
      retryDelay: 1,
      retryBackoff: true,
      retryDelayMax: 300,
      heartbeatSeconds: 10,
      expireInSeconds: 12 * 3600,
      notify: true,
    },
    // The worker beats every 2 s while an import runs (HEARTBEAT_REFRESH); a job whose instance died
    // is retried 15 s after its last beat (plus up to the monitor's period, then 8–16 s) and takes
    // the import over. Its row's own heartbeat (every 5 s) must be older than 20 s by then, or the
    // retried job would find the import still RUNNING, leave it and complete: at the earliest the
    // retry comes 15 − 2 + 8 = 21 s after the row's last beat, whatever the monitor's period.
    'csv-import': {
      retryLimit: 10,
      retryDelay: 8,
      retryBackoff: true,
      retryDelayMax: 600,
      heartbeatSeconds: 15,
      expireInSeconds: 6 * 3600,
    },
    // One pass at a time across every instance; a pass that overruns an hour is retried once.
    'periodic-jobs': { policy: 'singleton', retryLimit: 1, retryDelay: 60, expireInSeconds: 3600 },
    // Webhook deliveries (modules/webhooks/webhooks.delivery.ts): FIFO per singleton key (endpoint and
    // member), so a member's later event waits while an earlier one to the same endpoint is retried;
    // backoff for about 3 days (WEBHOOK_RETRY). A delivery lasts 10 s at most (its timeout): one
    // whose instance died is retried 30 s after it started, with the same event id (receivers
    // deduplicate by it); the member's later events wait for it meanwhile.
    webhook: {
      policy: 'key_strict_fifo',
      retryLimit: WEBHOOK_RETRY.limit,
      retryDelay: WEBHOOK_RETRY.delaySeconds,
      retryBackoff: true,
      retryDelayMax: WEBHOOK_RETRY.maxDelaySeconds,
      expireInSeconds: 30,
      notify: true,
    },
  };
}

/** Queues whose workers beat more often than pg-boss's default (half the heartbeat), in seconds. */
const HEARTBEAT_REFRESH: Partial<Record<QueueName, number>> = { 'csv-import': 2 };

export interface JobQueue {
  /**
   * Queues a job. Through `db` (the request-scoped database), so a job queued inside a request's
   * transaction is written by that transaction: it exists only if the change it belongs to commits.
   */
  send<N extends QueueName>(name: N, data: JobPayloads[N], options?: SendOptions): Promise<string | null>;
  /**
   * Runs `handler` for each job of the queue in this instance, up to `batchSize` at once; a throw
   * fails that job, which is retried by its queue's policy (and then dead-lettered).
   */
  work<N extends QueueName>(name: N, handler: (job: Job<JobPayloads[N]>) => Promise<void>, batchSize?: number): Promise<void>;
  /**
   * The request-scoped database as pg-boss's `db` option. Pass it to every pg-boss call a request
   * makes: in an admin write it runs in the request's transaction. On the embedded database it must:
   * a call through pg-boss's own connection would wait for the transaction that waits for it.
   */
  db: IDatabase;
  boss: PgBoss;
  stop(): Promise<void>;
}

function createBoss(handle: DbHandle, opts: { schedule: boolean; log: FastifyBaseLogger; settings: QueueSettings }): PgBoss {
  const common = {
    schema: 'pgboss',
    schedule: opts.schedule,
    persistWarnings: false,
    superviseIntervalSeconds: opts.settings.monitorSeconds,
    monitorIntervalSeconds: opts.settings.monitorSeconds,
  } as const;
  const boss =
    handle.driver === 'postgres'
      ? new PgBoss({ ...common, connectionString: handle.url!, max: 5, application_name: 'klub-jobs', useListenNotify: true })
      : new PgBoss({ ...common, db: fromPglite(handle.pglite!), backend: 'pglite', useListenNotify: true });
  boss.on('error', (err) => opts.log.error({ err }, 'job queue error'));
  boss.on('warning', (warning) => opts.log.warn({ warning }, 'job queue warning'));
  return boss;
}

/** Installs (or migrates) the queue's schema and its queues; idempotent, safe from several instances at once. */
async function ensureQueues(boss: PgBoss, settings: QueueSettings) {
  const options = queueOptions(settings);
  const existing = new Set((await boss.getQueues()).map((q) => q.name));
  // Dead-letter queues first: a queue may only name an existing one.
  const order: QueueName[] = ['mail-failed', 'mail', 'mailing', 'csv-import', 'periodic-jobs', 'webhook'];
  for (const name of order) {
    if (!existing.has(name)) {
      await boss.createQueue(name, options[name]).catch(async (err: Error) => {
        // Another instance created it at the same moment.
        if (!(await boss.getQueue(name))) throw err;
      });
    } else {
      // pg-boss fixes only a queue's policy when it is created; the rest (the heartbeat and the
      // retries too) follows the code. Jobs already queued keep the values they were sent with.
      const { policy: _policy, deadLetter, ...changeable } = options[name];
      await boss.updateQueue(name, { ...changeable, ...(deadLetter ? { deadLetter } : {}) });
    }
  }
}

/** Starts this instance's connection to the queue (its schema installed on first start). */
export async function startJobQueue(
  handle: DbHandle,
  db: Database,
  opts: { settings: QueueSettings; log: FastifyBaseLogger; schedule?: boolean },
): Promise<JobQueue> {
  const boss = createBoss(handle, { schedule: opts.schedule ?? false, log: opts.log, settings: opts.settings });
  await boss.start();
  await ensureQueues(boss, opts.settings);
  // pg-boss looks a queue up in its own cache, and on a miss through its own connection. Inside a
  // request's transaction on the embedded database that would wait for the transaction that waits
  // for it, so every queue is looked up once now (creating or changing a queue dropped it from the
  // cache; the periodic refresh reloads them all).
  for (const name of Object.keys(queueOptions(opts.settings))) await boss.findJobs(name, { id: '00000000-0000-0000-0000-000000000000' });
  const poll = { pollingIntervalSeconds: opts.settings.pollSeconds, notifyPollingIntervalSeconds: opts.settings.pollSeconds };
  let stopped = false;
  const scoped = fromDrizzle(db as unknown as DrizzleTransactionLike, sql);
  return {
    boss,
    db: scoped,
    send: (name, data, options) => boss.send(name, data as object, { ...options, db: options?.db ?? scoped }),
    async work(name, handler, batchSize = 1) {
      // Each job of a batch settles on its own: one refused mail is retried, the others complete.
      // A full batch fetches the next at once (a backlog drains without waiting for the poll).
      await boss.work<JobPayloads[typeof name]>(
        name,
        { ...poll, batchSize, perJobResults: true, burstWhenBatchFull: true, heartbeatRefreshSeconds: HEARTBEAT_REFRESH[name] },
        async (batch) =>
          Promise.all(
            batch.map(async (job) => {
              try {
                await handler(job);
                return { id: job.id, status: 'completed' as const };
              } catch (err) {
                return { id: job.id, status: 'failed' as const, output: { message: (err as Error).message } };
              }
            }),
          ),
      );
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      // Work in hand finishes (up to 10 s); the queue's connections close; the database stays open.
      await boss.stop({ graceful: true, timeout: 10_000, close: true });
    },
  };
}

/** Installs the queue's schema and queues without starting workers (the tests' template databases). */
export async function installJobQueue(handle: DbHandle, settings: QueueSettings): Promise<void> {
  const boss = new PgBoss(
    handle.driver === 'postgres'
      ? { connectionString: handle.url!, schema: 'pgboss', max: 1, supervise: false, schedule: false }
      : { db: fromPglite(handle.pglite!), backend: 'pglite', schema: 'pgboss', supervise: false, schedule: false },
  );
  await boss.start();
  await ensureQueues(boss, settings);
  await boss.stop({ graceful: false, close: true });
}

/**
 * The mailer the app's services use: `send` queues the message as a `mail` job (in the request's
 * transaction when one is open) and returns; a worker delivers it, retrying with backoff.
 */
export function queuedMailer(jobs: JobQueue): Mailer {
  return {
    async send(message) {
      await jobs.send('mail', message);
    },
    close: () => undefined,
  };
}
