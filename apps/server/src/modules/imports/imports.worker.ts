import type { Deps } from '../../deps';
import { queuedImports } from './imports.queries';
import { runPendingImports, type ImportKinds } from './imports.service';

/**
 * The CSV-import worker of this instance, on the job queue (`csv-import`): each upload queues a job
 * (jobs/queue.ts), and the instance that takes it runs the queued imports (SKIP LOCKED on the
 * import rows, so imports run once whatever the number of instances). An import the database
 * interrupted goes back to QUEUED and the job fails, to be retried with backoff; a job whose
 * instance died is retried once its heartbeat lapses and takes the import over. Started by buildApp
 * when `jobs` is on (main.ts); the API tests call runPendingImports themselves.
 */
export async function startImportWorker(deps: Pick<Deps, 'db' | 'log' | 'jobs'>, kinds: ImportKinds): Promise<void> {
  const queuedLeft = () => queuedImports(deps.db);
  await deps.jobs.work('csv-import', async () => {
    await runPendingImports(deps.db, kinds, deps.log);
    const left = await queuedLeft();
    if (left > 0) throw new Error(`${left} CSV import(s) queued again after an interruption: retried later`);
  });
  // Imports queued by a version without the job queue (or whose job was given up): one job runs them.
  if ((await queuedLeft()) > 0) await deps.jobs.send('csv-import', { importId: 0 });
}
