import { describe, expect, it } from 'vitest';
import { NotifyBus } from '../../lib/notify-bus';
import { CatalogueCache } from './catalogue-cache';
import { deferred } from '../../testing/deferred';

const handle = { driver: 'pglite' } as never;
const log = { warn: () => {} } as never;
const newCache = () => new CatalogueCache(new NotifyBus(handle, log));

describe('catalogue cache', () => {
  it('serves a loaded value until a write, then loads again', async () => {
    const c = newCache();
    let loads = 0;
    const load = async () => ++loads;
    expect(await c.get('k', load)).toBe(1);
    expect(await c.get('k', load)).toBe(1);
    await c.changed();
    expect(await c.get('k', load)).toBe(2);
  });

  it('does not store a value read before a write that happened meanwhile', async () => {
    const c = newCache();
    const read = deferred<string>();
    const slow = c.get('k', () => read.promise);
    await c.changed(); // a write commits while the slow read is still running
    read.release('stale');
    expect(await slow).toBe('stale');
    expect(await c.get('k', async () => 'fresh')).toBe('fresh');
  });

  it('one load at a time per key', async () => {
    const c = newCache();
    let loads = 0;
    const load = () => new Promise<number>((r) => setTimeout(() => r(++loads), 5));
    expect(await Promise.all([c.get('k', load), c.get('k', load), c.get('k', load)])).toEqual([1, 1, 1]);
  });

  it('a message from another instance drops everything (notify bus, the previous wire format)', async () => {
    const bus = new NotifyBus(handle, log);
    const c = new CatalogueCache(bus);
    const receive = (raw: string) => (bus as unknown as { receive(raw: string): void }).receive(raw);
    let loads = 0;
    await c.get('k', async () => ++loads);
    receive('c:');
    expect(await c.get('k', async () => ++loads)).toBe(2);
    const ids1 = await c.favouriteIds(7, async () => [1]);
    receive('f:7');
    const ids2 = await c.favouriteIds(7, async () => [1, 2]);
    expect([...ids1]).toEqual([1]);
    expect([...ids2]).toEqual([1, 2]);
  });
});
