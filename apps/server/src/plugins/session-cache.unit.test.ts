import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache';

const handle = { driver: 'pglite' } as never;
const log = { warn: () => {} } as never;

describe('session cache', () => {
  it('serves a cached session until it is forgotten', () => {
    const c = new SessionCache(handle, log);
    c.set('customer:a', { userId: 1, role: 21, expiresAt: Date.now() + 60_000, lastSeenAt: Date.now() }, c.epoch);
    expect(c.get('customer:a')?.userId).toBe(1);
    c.forgetUser(1);
    expect(c.get('customer:a')).toBeUndefined();
  });

  it('does not cache an answer read before an invalidation that happened meanwhile', () => {
    const c = new SessionCache(handle, log);
    const epochAtLookup = c.epoch; // request A starts its database lookup
    c.forgetSession('customer:a'); // request B logs the session out
    c.set('customer:a', { userId: 1, role: 21, expiresAt: Date.now() + 60_000, lastSeenAt: Date.now() }, epochAtLookup); // A finishes
    expect(c.get('customer:a')).toBeUndefined();
  });

  it('never serves a session past its own expiry', () => {
    const c = new SessionCache(handle, log);
    c.set('customer:b', { userId: 2, role: 21, expiresAt: Date.now() - 1, lastSeenAt: Date.now() }, c.epoch);
    expect(c.get('customer:b')).toBeUndefined();
  });
});
