import { INACTIVITY_CHECK_MS, INACTIVITY_TIMEOUT_MS } from '@klub/contracts/constants';

/** Mouse and keyboard events that count as activity. */
export const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'wheel', 'keydown', 'touchstart'] as const;

/** While the admin is active, the server hears about it at most this often (it has its own idle timeout). */
export const ACTIVITY_REPORT_MS = 30_000;

export interface InactivityWatchOptions {
  onTimeout: () => void;
  /**
   * Called (from the 5-second check) when there was activity since the last call and at least
   * `reportEveryMs` passed: the app pings the server, so an admin typing a long form without a
   * single request is not taken for idle by the server's timeout.
   */
  onActive?: () => void;
  reportEveryMs?: number;
  timeoutMs?: number;
  checkMs?: number;
  target?: EventTarget;
  now?: () => number;
}

/**
 * Calls `onTimeout` once after `timeoutMs` (10 min) without activity, checked every
 * `checkMs` (5 s) with setInterval (spec §4/§9); reports activity through `onActive`.
 * Returns a function that stops watching.
 */
export function startInactivityWatch({
  onTimeout,
  timeoutMs = INACTIVITY_TIMEOUT_MS,
  checkMs = INACTIVITY_CHECK_MS,
  onActive,
  reportEveryMs = ACTIVITY_REPORT_MS,
  target = window,
  now = () => Date.now(),
}: InactivityWatchOptions): () => void {
  let lastActivity = now();
  let lastReport = lastActivity;
  const markActivity = () => {
    lastActivity = now();
  };

  ACTIVITY_EVENTS.forEach((type) => target.addEventListener(type, markActivity, { passive: true }));

  const timer = setInterval(() => {
    const t = now();
    if (t - lastActivity >= timeoutMs) {
      stop();
      onTimeout();
      return;
    }
    if (onActive && lastActivity > lastReport && t - lastReport >= reportEveryMs) {
      lastReport = t;
      onActive();
    }
  }, checkMs);

  function stop() {
    clearInterval(timer);
    ACTIVITY_EVENTS.forEach((type) => target.removeEventListener(type, markActivity));
  }

  return stop;
}
