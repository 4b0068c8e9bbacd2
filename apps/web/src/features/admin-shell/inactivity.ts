import { INACTIVITY_CHECK_MS, INACTIVITY_TIMEOUT_MS } from '@klub/contracts';

/** Mouse and keyboard events that count as activity. */
export const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'wheel', 'keydown', 'touchstart'] as const;

export interface InactivityWatchOptions {
  onTimeout: () => void;
  timeoutMs?: number;
  checkMs?: number;
  target?: EventTarget;
  now?: () => number;
}

/**
 * Calls `onTimeout` once after `timeoutMs` (10 min) without activity, checked every
 * `checkMs` (5 s) with setInterval (spec §4/§9). Returns a function that stops watching.
 */
export function startInactivityWatch({
  onTimeout,
  timeoutMs = INACTIVITY_TIMEOUT_MS,
  checkMs = INACTIVITY_CHECK_MS,
  target = window,
  now = () => Date.now(),
}: InactivityWatchOptions): () => void {
  let lastActivity = now();
  const markActivity = () => {
    lastActivity = now();
  };

  ACTIVITY_EVENTS.forEach((type) => target.addEventListener(type, markActivity, { passive: true }));

  const timer = setInterval(() => {
    if (now() - lastActivity >= timeoutMs) {
      stop();
      onTimeout();
    }
  }, checkMs);

  function stop() {
    clearInterval(timer);
    ACTIVITY_EVENTS.forEach((type) => target.removeEventListener(type, markActivity));
  }

  return stop;
}
