import { describe, expect, it } from 'vitest';
import { Cache } from './cache';
import { NotifyBus, TOPICS } from './notify-bus';
import { deferred } from '../testing/deferred';

const log = { warn: () => {} } as never;
const pgliteBus = () => new NotifyBus({ driver: 'pglite' } as never, log);
const internals = (bus: NotifyBus) => bus as unknown as { receive(raw: string): void; reset(): void; listening: boolean };

describe('cache kit', () => {
  it('serves a value until its TTL, then loads again', async () => {
    const c = new Cache<string, number>({ bus: pgliteBus(), ttlMs: 20 });
    let loads = 0;
    expect(await c.get('a', async () => ++loads)).toBe(1);
    expect(await c.get('a', async () => ++loads)).toBe(1);
    await new Promise((r) => setTimeout(r, 30));
    expect(await c.get('a', async () => ++loads)).toBe(2);
  });

  it('a read that started before an invalidation never stores its answer', async () => {
    const bus = pgliteBus();
    const c = new Cache<string, string>({ bus, ttlMs: 60_000 }).on(TOPICS.setting, (key, cache) => cache.delete(key));
    const read = deferred<string>();
    const slow = c.get('k', () => read.promise);
    await bus.publish(TOPICS.setting, 'k');
    read.release('stale');
    expect(await slow).toBe('stale');
    expect(c.peek('k')).toBeUndefined();
    expect(await c.get('k', async () => 'fresh')).toBe('fresh');
  });

  it('per-key and whole-cache messages, from this instance or another', async () => {
    const bus = pgliteBus();
    const c = new Cache<number, string>({ bus, ttlMs: 60_000 })
      .on(TOPICS.favourites, (id, cache) => cache.delete(id))
      .on(TOPICS.catalogue, (_, cache) => cache.clear());
    c.set(1, 'one', c.epoch);
    c.set(2, 'two', c.epoch);
    internals(bus).receive('f:1');
    expect(c.peek(1)).toBeUndefined();
    expect(c.peek(2)).toBe('two');
    internals(bus).receive('f:not-a-number'); // malformed: ignored
    expect(c.peek(2)).toBe('two');
    internals(bus).receive('c:');
    expect(c.peek(2)).toBeUndefined();
  });

  it('drops everything and moves the epoch on reconnect; caches nothing while not listening', () => {
    const bus = pgliteBus();
    const c = new Cache<string, number>({ bus, ttlMs: 60_000 });
    c.set('a', 1, c.epoch);
    const before = c.epoch;
    internals(bus).listening = false;
    internals(bus).reset(); // connection lost
    expect(c.peek('a')).toBeUndefined();
    c.set('b', 2, c.epoch);
    expect(c.peek('b')).toBeUndefined();
    internals(bus).listening = true;
    internals(bus).reset(); // back
    c.set('c', 3, before);
    expect(c.peek('c')).toBeUndefined();
    c.set('c', 3, c.epoch);
    expect(c.peek('c')).toBe(3);
  });

  it('keeps at most maxEntries, dropping the oldest', () => {
    const c = new Cache<number, number>({ bus: pgliteBus(), ttlMs: 60_000, maxEntries: 2 });
    for (const k of [1, 2, 3]) c.set(k, k, c.epoch);
    expect([c.peek(1), c.peek(2), c.peek(3)]).toEqual([undefined, 2, 3]);
  });
});
