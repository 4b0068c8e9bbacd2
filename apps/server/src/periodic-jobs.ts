import type { JobDeps, PeriodicWork } from './jobs/scheduler';
import { loggedRun } from './lib/job-log';
import { pruneGuardRows } from './modules/code-guard/guard-prune';
import { expirePoints } from './modules/ledger/ledger.service';
import { snapshotRanking } from './modules/ranking/ranking.service';
import { sendPointsReminders } from './modules/points-reminders/points-reminders.service';
import { compactRollups, drainStats } from './modules/stats/stats.service';
import { sendTrainingReminders } from './modules/trainings/trainings.service';
import { pruneWebhooks } from './modules/webhooks/webhooks.prune';

/**
 * The periodic jobs, one pass. Idempotent: expiry writes rows only for lots still holding points; snapshots once a day;
 * the statistics' shards of past days are merged (nothing left to merge: nothing written); the fraud
 * guard's rows past their window are deleted, and so are the webhooks' events and attempts past their retention.
 */
export async function runPeriodicJobs(deps: JobDeps) {
  const expired = await loggedRun(deps.db, 'points-expiry', () => expirePoints(deps.db), { describe: (r) => ({ ...r }) });
  const snapshot = await loggedRun(deps.db, 'ranking-snapshot', () => snapshotRanking(deps.db), { describe: (rows) => ({ rows }) });
  const compacted = await loggedRun(deps.db, 'stats-compact', () => compactRollups(deps.db), { describe: (merged) => ({ merged }) });
  const reminded = await loggedRun(deps.db, 'training-reminders', () => sendTrainingReminders(deps), { describe: (mails) => ({ mails }) });
  const pointsReminded = await loggedRun(deps.db, 'points-reminders', () => sendPointsReminders(deps), { describe: (r) => ({ ...r }) });
  // The fraud guard's per-address and per-batch rows past their rule's window (addresses are personal data).
  const guardPruned = await loggedRun(deps.db, 'guard-prune', () => pruneGuardRows(deps.db), { describe: (r) => ({ ...r }) });
  // Webhook events and delivery attempts past their retention (member payloads are personal data).
  const webhooksPruned = await loggedRun(deps.db, 'webhooks-prune', () => pruneWebhooks(deps.db), { describe: (r) => ({ ...r }) });
  return { expired, snapshot, compacted, reminded, pointsReminded, guardPruned, webhooksPruned };
}

/** The modules' periodic work, for the scheduler (jobs/scheduler.ts): the hourly pass and the statistics drain. */
export const PERIODIC_WORK: PeriodicWork = { pass: runPeriodicJobs, drain: (deps) => drainStats(deps.db, false) };
