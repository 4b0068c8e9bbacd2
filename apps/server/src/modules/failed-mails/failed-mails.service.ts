import type { FailedMail, FailedMailPage } from '@klub/contracts';
import { FAILED_MAIL_MESSAGES } from '@klub/contracts';
import type { JobWithMetadata } from 'pg-boss';
import { AppError } from '../../errors';
import type { JobQueue } from '../../jobs/queue';
import type { MailMessage } from '../../lib/mailer';
import { slicePage, type PageQuery } from '../../lib/paging';

const FAILED = 'mail-failed';

/** Times come as Date through pg-boss's own connection and as text through the request's (drizzle). */
const iso = (d: Date | string) => new Date(d).toISOString();
const time = (d: Date | string) => new Date(d).getTime();

function view(job: JobWithMetadata<MailMessage>): FailedMail {
  const output = (job.sourceOutput ?? {}) as { message?: unknown };
  return {
    id: job.id,
    to: job.data.to,
    subject: job.data.subject,
    queuedAt: iso(job.sourceCreatedOn ?? job.createdOn),
    failedAt: iso(job.createdOn),
    attempts: (job.sourceRetryCount ?? 0) + 1,
    error: typeof output.message === 'string' ? output.message : '',
  };
}

/** The mails that failed every attempt, newest first (they are few: kept 30 days). */
export async function listFailedMails(jobs: JobQueue, q: PageQuery): Promise<FailedMailPage> {
  const all = (await jobs.boss.findJobs<MailMessage>(FAILED, { queued: true, db: jobs.db })).sort(
    (a, b) => time(b.createdOn) - time(a.createdOn) || a.id.localeCompare(b.id),
  );
  const { total, data } = slicePage(all, q);
  return { total, data: data.map(view) };
}

/** Back to the `mail` queue (these, or every one): the workers send them again, with fresh attempts. */
export async function retryFailedMails(jobs: JobQueue, ids?: string[]) {
  let moved = 0;
  // redrive moves at most `limit` a call, oldest first.
  for (;;) {
    const n = await jobs.boss.redrive(FAILED, { ids, limit: 1000, db: jobs.db });
    moved += n;
    if (n < 1000 || ids) break;
  }
  return { count: moved, message: FAILED_MAIL_MESSAGES.retried(moved) };
}

export async function deleteFailedMail(jobs: JobQueue, id: string) {
  const [job] = await jobs.boss.findJobs(FAILED, { id, queued: true, db: jobs.db });
  if (!job) throw new AppError('NOT_FOUND', FAILED_MAIL_MESSAGES.notFound);
  await jobs.boss.deleteJob(FAILED, id, { db: jobs.db });
  return { message: FAILED_MAIL_MESSAGES.deleted };
}
