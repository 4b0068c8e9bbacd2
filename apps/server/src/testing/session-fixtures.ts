import type { CachedSession } from '../plugins/session-cache';

/** A valid cached member session for cache tests (expires in a minute); `over` changes what a test is about. */
export function cachedSession(over: Partial<CachedSession> = {}): CachedSession {
  return {
    userId: 1,
    role: 21,
    staffRole: null,
    twoFactorEnabled: false,
    expiresAt: Date.now() + 60_000,
    lastSeenAt: Date.now(),
    acceptedRegulationId: null,
    ...over,
  };
}
