import type { SessionCache } from '../../plugins/session-cache';

const FAVOURITES_TTL_MS = 30_000;
/**
 * Catalogue values also expire on their own: stock changes with every order (orders module), which
 * does not go through this cache; lists may show a stock up to this old (details read it fresh,
 * checkout re-validates it).
 */
const VALUES_TTL_MS = 10_000;
const MAX_FAVOURITE_SETS = 20_000;
/** Payload prefixes on the shared LISTEN channel (plugins/session-cache.ts). */
const CATALOGUE = 'c:';
const FAVOURITES = 'f:';

/**
 * In-process cache of the public catalogue data (group tree, prize index, thresholds).
 *
 * - Every catalogue write calls `changed()` after its commit: the local copy is dropped at once
 *   and a NOTIFY tells the other instances, which drop theirs. The notifications ride on the
 *   session cache's LISTEN connection (`SessionCache.subscribe`), not on a second one.
 * - While that connection is down nothing is cached (and everything is dropped when it is lost),
 *   so an instance that might miss an invalidation always reads the database.
 * - A value read before an invalidation that happened meanwhile is not stored (a version check),
 *   so a slow read cannot put stale data back after a write.
 * - Members' favourite ids are cached per member for 30 s, dropped on their own add/remove
 *   (locally and through NOTIFY), and merged onto the shared lists per request.
 */
export class CatalogueCache {
  private version = 0;
  private values = new Map<string, { value: unknown; at: number }>();
  private loading = new Map<string, { version: number; promise: Promise<unknown> }>();
  private favouritesEpoch = 0;
  private favourites = new Map<number, { ids: ReadonlySet<number>; at: number }>();

  constructor(private readonly bus: SessionCache) {
    bus.subscribe(CATALOGUE, { apply: () => this.dropAll(), reset: () => this.dropAll() });
    bus.subscribe(FAVOURITES, { apply: (rest) => this.dropFavourites(Number(rest)), reset: () => this.dropFavourites() });
  }

  /** The cached value, if there is a fresh one (no promise: the hot path stays synchronous). */
  peek<T>(key: string): T | undefined {
    const hit = this.values.get(key);
    return hit && this.bus.isListening && Date.now() - hit.at < VALUES_TTL_MS ? (hit.value as T) : undefined;
  }

  peekFavourites(userId: number): ReadonlySet<number> | undefined {
    const hit = this.favourites.get(userId);
    return hit && this.bus.isListening && Date.now() - hit.at < FAVOURITES_TTL_MS ? hit.ids : undefined;
  }

  /** The cached value for `key`, or `load()`'s answer (one load at a time per key and version). */
  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.values.get(key);
    if (hit && this.bus.isListening && Date.now() - hit.at < VALUES_TTL_MS) return hit.value as T;
    const version = this.version;
    const pending = this.loading.get(key);
    if (pending && pending.version === version) return pending.promise as Promise<T>;
    const promise = load().then((value) => {
      if (this.bus.isListening && version === this.version) this.values.set(key, { value, at: Date.now() });
      return value;
    }).finally(() => {
      if (this.loading.get(key)?.promise === promise) this.loading.delete(key);
    });
    this.loading.set(key, { version, promise });
    return promise;
  }

  /** A catalogue write committed: forget everything here and on every other instance. */
  async changed(): Promise<void> {
    this.dropAll();
    await this.bus.notify(CATALOGUE);
  }

  async favouriteIds(userId: number, load: () => Promise<number[]>): Promise<ReadonlySet<number>> {
    const hit = this.favourites.get(userId);
    if (hit && this.bus.isListening && Date.now() - hit.at < FAVOURITES_TTL_MS) return hit.ids;
    const epoch = this.favouritesEpoch;
    const ids = new Set(await load());
    if (this.bus.isListening && epoch === this.favouritesEpoch) {
      if (this.favourites.size >= MAX_FAVOURITE_SETS) this.favourites.delete(this.favourites.keys().next().value!);
      this.favourites.set(userId, { ids, at: Date.now() });
    }
    return ids;
  }

  async favouritesChanged(userId: number): Promise<void> {
    this.dropFavourites(userId);
    await this.bus.notify(`${FAVOURITES}${userId}`);
  }

  private dropAll() {
    this.version++;
    this.values.clear();
    // Favourite sets may name prizes that were just deleted; harmless, but keep them honest.
    this.dropFavourites();
  }

  private dropFavourites(userId?: number) {
    this.favouritesEpoch++;
    if (userId === undefined || !Number.isFinite(userId)) this.favourites.clear();
    else this.favourites.delete(userId);
  }
}
