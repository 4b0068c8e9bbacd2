import { sql } from 'drizzle-orm';
import type { JobKind } from '@klub/contracts';
import { auditLog, jobRuns, users, type Database } from '@klub/db';
import type { Mailer } from './mailer';

/**
 * The job and delivery log (settings/logs, "Zadania i wysyłki"): one row per run of background
 * work or per e-mail sent. Writing it never breaks the work it describes: a failed insert is
 * logged by the caller's logger at most.
 */
export async function recordJobRun(
  db: Database,
  run: { kind: JobKind; status: 'OK' | 'FAILED'; startedAt: Date; details?: Record<string, unknown> },
): Promise<void> {
  await db
    .insert(jobRuns)
    .values({ kind: run.kind, status: run.status, startedAt: run.startedAt, finishedAt: new Date(), details: run.details ?? null });
}

/**
 * Runs `work` and records its run: OK with `context` and what `describe` makes of the result, or
 * FAILED with `context` and the error's message (the error is rethrown).
 */
export async function loggedRun<T>(
  db: Database,
  kind: JobKind,
  work: () => Promise<T>,
  opts: { context?: Record<string, unknown>; describe?: (result: T) => Record<string, unknown> } = {},
): Promise<T> {
  const startedAt = new Date();
  try {
    const result = await work();
    await recordJobRun(db, { kind, status: 'OK', startedAt, details: { ...opts.context, ...opts.describe?.(result) } }).catch(
      () => undefined,
    );
    return result;
  } catch (err) {
    await recordJobRun(db, { kind, status: 'FAILED', startedAt, details: { ...opts.context, error: (err as Error).message } }).catch(
      () => undefined,
    );
    throw err;
  }
}

/**
 * What a background job did on an admin's behalf, as one audit row (`action` JOB): a CSV import
 * of 100 000 members is one recorded change by the admin who queued it, not 100 000 rows.
 */
export async function recordJobAudit(
  db: Database,
  entry: { actorId: number | null; entity: string; entityId: string; after: Record<string, unknown> },
): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    // The role of the admin who started the job, as it is when the job reports.
    actorRole: entry.actorId === null ? null : sql`(select ${users.staffRole} from ${users} where ${users.id} = ${entry.actorId})`,
    action: 'JOB',
    entity: entry.entity,
    entityId: entry.entityId,
    after: entry.after,
    route: null,
    ip: null,
    at: sql`now()`,
  });
}

/** Every e-mail the app sends leaves a delivery row: to whom, the subject, sent or failed. */
export function withDeliveryLog(mailer: Mailer, db: Database): Mailer {
  return {
    async send(message) {
      await loggedRun(db, 'mail', () => mailer.send(message), { context: { to: message.to, subject: message.subject } });
    },
    close: () => mailer.close(),
  };
}
