import { WEBHOOK_RETRY } from '@klub/contracts';

/**
 * The retry schedule of a webhook delivery, as the job queue computes it (pg-boss with
 * `retryBackoff`, jobs/queue.ts): the k-th retry starts `delay · 2^k / 2 · (1 + random)` seconds after
 * the failure before it, at most `maxDelay`. Used by the tests (a failed job's next start must lie in
 * its window) and by the docs (the whole schedule, about 3 days).
 */
export function retryWindow(retry: number, r: { delaySeconds: number; maxDelaySeconds: number } = WEBHOOK_RETRY) {
  const base = (Math.max(r.delaySeconds, 1) * 2 ** Math.min(16, retry)) / 2;
  return { min: Math.min(r.maxDelaySeconds, base), max: Math.min(r.maxDelaySeconds, 2 * base) };
}

/** Every retry's window and the time from the first attempt to the last (seconds). */
export function retrySchedule(r: { limit: number; delaySeconds: number; maxDelaySeconds: number } = WEBHOOK_RETRY) {
  const retries = Array.from({ length: r.limit }, (_, i) => retryWindow(i + 1, r));
  return {
    retries,
    earliestLast: retries.reduce((s, w) => s + w.min, 0),
    latestLast: retries.reduce((s, w) => s + w.max, 0),
  };
}
