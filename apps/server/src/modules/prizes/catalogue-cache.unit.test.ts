import { describe, expect, it } from 'vitest';
import { SessionCache } from '../../plugins/session-cache';
import { CatalogueCache } from './catalogue-cache';

const handle = { driver: 'pglite' } as never;
const log = { warn: () => {} } as never;

describe('catalogue cache', () => {
  it('serves a loaded value until a write, then loads again', async () => {
    const c = new CatalogueCache(new SessionCache(handle, log));
    let loads = 0;
    const load = async () => ++loads;
    expect(await c.get('k', load)).toBe(1);
    expect(await c.get('k', load)).toBe(1);
    await c.changed();
    expect(await c.get('k', load)).toBe(2);
  });

  it('does not store a value read before a write that happened meanwhile', async () => {
    const c = new CatalogueCache(new SessionCache(handle, log));
    let release!: () => void;
    const slow = c.get('k', () => new Promise<string>((r) => { release = () => r('stale'); }));
    await c.changed(); // a write commits while the slow read is still running
    release();
    expect(await slow).toBe('stale');
    expect(await c.get('k', async () => 'fresh')).toBe('fresh');
  });

  it('one load at a time per key', async () => {
    const c = new CatalogueCache(new SessionCache(handle, log));
    let loads = 0;
    const load = () => new Promise<number>((r) => setTimeout(() => r(++loads), 5));
    expect(await Promise.all([c.get('k', load), c.get('k', load), c.get('k', load)])).toEqual([1, 1, 1]);
  });

  it('a notification from another instance drops everything (shared LISTEN channel)', async () => {
    const bus = new SessionCache(handle, log);
    const c = new CatalogueCache(bus);
    let loads = 0;
    await c.get('k', async () => ++loads);
    (bus as unknown as { apply(p: string): void }).apply('c:');
    expect(await c.get('k', async () => ++loads)).toBe(2);
    const ids1 = await c.favouriteIds(7, async () => [1]);
    (bus as unknown as { apply(p: string): void }).apply('f:7');
    const ids2 = await c.favouriteIds(7, async () => [1, 2]);
    expect([...ids1]).toEqual([1]);
    expect([...ids2]).toEqual([1, 2]);
  });
});
