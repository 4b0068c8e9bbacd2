import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INACTIVITY_CHECK_MS, INACTIVITY_TIMEOUT_MS } from '@klub/contracts';
import { startInactivityWatch } from './inactivity';

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
});
