import type { Deps } from '../../deps';
import { runPendingImports, type ImportKinds } from './imports.service';

const POLL_MS = 2000;

/**
 * The CSV-import worker of this instance: every 2 s it takes queued imports (SKIP LOCKED, so
 * several instances share the queue; a job abandoned by a crashed instance is retaken after
 * STALE_AFTER_MS). Started by buildApp when `jobs` is on (main.ts); tests call runPendingImports.
 */
export function startImportWorker(deps: Pick<Deps, 'db' | 'log'>, kinds: ImportKinds): () => Promise<void> {
  let running: Promise<unknown> | undefined;
  const tick = () => {
    if (running) return;
    running = runPendingImports(deps.db, kinds, deps.log)
      .catch((err: unknown) => deps.log.error({ err }, 'CSV import worker failed'))
      .finally(() => (running = undefined));
  };
  const every = setInterval(tick, POLL_MS);
  every.unref();
  return async () => {
    clearInterval(every);
    await running;
  };
}
