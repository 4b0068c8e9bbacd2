import { Cache } from '../../lib/cache';
import { TOPICS, type NotifyBus } from '../../lib/notify-bus';

const FAVOURITES_TTL_MS = 30_000;
/**
 * Catalogue values also expire on their own: stock changes with every order (orders module), which
 * does not go through this cache; lists may show a stock up to this old (details read it fresh,
 * checkout re-validates it).
 */
const VALUES_TTL_MS = 10_000;
const MAX_FAVOURITE_SETS = 20_000;

/**
 * In-process cache of the public catalogue data (group tree, prize index, thresholds), on the
 * cache kit (lib/cache.ts) and the notify bus (lib/notify-bus.ts).
 *
 * - Every catalogue write calls `changed()` after its commit: the local copy is dropped at once
 *   and the bus tells the other instances, which drop theirs.
 * - While the bus connection is down nothing is cached (and everything is dropped when it is lost
 *   and again when it is back), so an instance that might miss an invalidation always reads the
 *   database.
 * - A value read before an invalidation that happened meanwhile is not stored (the kit's epoch),
 *   so a slow read cannot put stale data back after a write.
 * - Members' favourite ids are cached per member for 30 s, dropped on their own add/remove
 *   (locally and through the bus), and merged onto the shared lists per request.
 */
export class CatalogueCache {
  private readonly values: Cache<string, unknown>;
  private readonly favourites: Cache<number, ReadonlySet<number>>;

  constructor(private readonly bus: NotifyBus) {
    this.favourites = new Cache<number, ReadonlySet<number>>({
      name: 'catalogue-favourites',
      bus,
      ttlMs: FAVOURITES_TTL_MS,
      maxEntries: MAX_FAVOURITE_SETS,
    })
      .on(TOPICS.favourites, (userId, c) => c.delete(userId))
      // Favourite sets may name prizes that were just deleted; harmless, but keep them honest.
      .on(TOPICS.catalogue, (_, c) => c.clear());
    this.values = new Cache<string, unknown>({ name: 'catalogue', bus, ttlMs: VALUES_TTL_MS }).on(TOPICS.catalogue, (_, c) => c.clear());
  }

  /** The cached value, if there is a fresh one (no promise: the hot path stays synchronous); on none the caller asks `get`. */
  peek<T>(key: string): T | undefined {
    return this.values.peek(key, true) as T | undefined;
  }

  /** On none the caller asks `favouriteIds`. */
  peekFavourites(userId: number): ReadonlySet<number> | undefined {
    return this.favourites.peek(userId, true);
  }

  /** The cached value for `key`, or `load()`'s answer (one load at a time per key and version). */
  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    return this.values.get(key, load) as Promise<T>;
  }

  /** A catalogue write committed: forget everything here and on every other instance. */
  async changed(): Promise<void> {
    await this.bus.publish(TOPICS.catalogue, null);
  }

  async favouriteIds(userId: number, load: () => Promise<number[]>): Promise<ReadonlySet<number>> {
    return this.favourites.get(userId, async () => new Set(await load()));
  }

  async favouritesChanged(userId: number): Promise<void> {
    await this.bus.publish(TOPICS.favourites, userId);
  }
}
