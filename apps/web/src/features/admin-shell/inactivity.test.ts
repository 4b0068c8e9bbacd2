import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INACTIVITY_CHECK_MS, INACTIVITY_TIMEOUT_MS } from '@klub/contracts/constants';
import { ACTIVITY_REPORT_MS, startInactivityWatch } from './inactivity';

describe('admin inactivity watch', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the spec constants: 10 minutes, checked every 5 seconds', () => {
    expect(INACTIVITY_TIMEOUT_MS).toBe(600_000);
    expect(INACTIVITY_CHECK_MS).toBe(5_000);
  });

  it('ends the session once after 10 minutes without activity', () => {
    const onTimeout = vi.fn();
    const stop = startInactivityWatch({ onTimeout });
    vi.advanceTimersByTime(INACTIVITY_TIMEOUT_MS - INACTIVITY_CHECK_MS);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(INACTIVITY_CHECK_MS);
    expect(onTimeout).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(INACTIVITY_TIMEOUT_MS * 2);
    expect(onTimeout).toHaveBeenCalledTimes(1);
    stop();
  });

  it('mouse and key activity restart the clock', () => {
    const onTimeout = vi.fn();
    const stop = startInactivityWatch({ onTimeout });
    vi.advanceTimersByTime(9 * 60_000);
    window.dispatchEvent(new MouseEvent('mousemove'));
    vi.advanceTimersByTime(9 * 60_000);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    vi.advanceTimersByTime(9 * 60_000);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60_000 + INACTIVITY_CHECK_MS);
    expect(onTimeout).toHaveBeenCalledTimes(1);
    stop();
  });

  it('stops watching when stopped', () => {
    const onTimeout = vi.fn();
    const stop = startInactivityWatch({ onTimeout });
    stop();
    vi.advanceTimersByTime(INACTIVITY_TIMEOUT_MS * 2);
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('reports activity at most every 30 s, and only when there was some', () => {
    const onActive = vi.fn();
    const stop = startInactivityWatch({ onTimeout: vi.fn(), onActive });
    vi.advanceTimersByTime(ACTIVITY_REPORT_MS * 3);
    expect(onActive).not.toHaveBeenCalled(); // no activity, no report
    for (let i = 0; i < 12; i++) {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
      vi.advanceTimersByTime(INACTIVITY_CHECK_MS);
    }
    // 60 s of typing: a report every 30 s, not one per key.
    expect(onActive).toHaveBeenCalledTimes(2);
    // The last keys are reported once more, then silence is not reported at all.
    vi.advanceTimersByTime(ACTIVITY_REPORT_MS);
    expect(onActive).toHaveBeenCalledTimes(3);
    vi.advanceTimersByTime(ACTIVITY_REPORT_MS * 4);
    expect(onActive).toHaveBeenCalledTimes(3);
    stop();
  });
});
