import { describe, expect, it } from 'vitest';
import { NotifyBus, TOPICS } from '../lib/notify-bus';
import { SessionCache } from './session-cache';
import { cachedSession } from '../testing/session-fixtures';

const handle = { driver: 'pglite' } as never;
const log = { warn: () => {} } as never;
const newCache = () => new SessionCache(new NotifyBus(handle, log));

describe('session cache', () => {
  it('serves a cached session until it is forgotten', () => {
    const c = newCache();
    c.set('customer:a', cachedSession(), c.epoch);
    expect(c.get('customer:a')?.userId).toBe(1);
    void c.forgetUser(1);
    expect(c.get('customer:a')).toBeUndefined();
  });

  it('does not cache an answer read before an invalidation that happened meanwhile', () => {
    const c = newCache();
    const epochAtLookup = c.epoch; // request A starts its database lookup
    void c.forgetSession('customer:a'); // request B logs the session out
    c.set('customer:a', cachedSession(), epochAtLookup); // A finishes
    expect(c.get('customer:a')).toBeUndefined();
  });

  it('never serves a session past its own expiry', () => {
    const c = newCache();
    c.set('customer:b', cachedSession({ userId: 2, expiresAt: Date.now() - 1 }), c.epoch);
    expect(c.get('customer:b')).toBeUndefined();
  });

  it('applies revocations from other instances (bus messages)', () => {
    const bus = new NotifyBus(handle, log);
    const c = new SessionCache(bus);
    const s = cachedSession({ userId: 3 });
    c.set('customer:c', s, c.epoch);
    c.set('admin:d', { ...s, userId: 4 }, c.epoch);
    (bus as unknown as { receive(raw: string): void }).receive('s:customer:c'); // the wire format of the previous version too
    expect(c.get('customer:c')).toBeUndefined();
    expect(c.get('admin:d')?.userId).toBe(4);
    (bus as unknown as { receive(raw: string): void }).receive(`${TOPICS.user.name}:4`);
    expect(c.get('admin:d')).toBeUndefined();
  });
});
