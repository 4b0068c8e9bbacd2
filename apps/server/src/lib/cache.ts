import type { NotifyBus, Topic } from './notify-bus';

export interface CacheOptions<K, V> {
  /** The cache's name in the metrics (`cache_hits_total{cache=…}`, default "unnamed"); caches of one name add up. */
  name?: string;
  /** Invalidations from other instances arrive here; while it does not listen nothing is cached. */
  bus: NotifyBus;
  /** How long an entry is served at most. */
  ttlMs: number;
  /** Beyond this many entries the oldest one goes. */
  maxEntries?: number;
  /** A further check on a hit (e.g. a session's own expiry): false drops the entry. */
  isFresh?: (value: V, key: K) => boolean;
}

/** A cache's lookups so far: read by the metrics at scrape time (plugins/metrics.ts). */
export interface CacheCounts {
  readonly name: string;
  hits: number;
  misses: number;
}

/** Every open cache's counts, per app: an app's caches all follow its one notify bus. */
const countsByBus = new WeakMap<NotifyBus, Set<CacheCounts>>();

/** The counts of the open caches on `bus` (one app's caches). */
export function cacheCounts(bus: NotifyBus): CacheCounts[] {
  return [...(countsByBus.get(bus) ?? [])];
}

/**
 * A keyed, TTL-bounded in-memory cache, invalidated in every instance through the notify bus.
 *
 * Its epoch moves with every invalidation (a key, a selection or everything; local, from another
 * instance, or a bus reconnect). A read notes the epoch before asking the database and may store
 * its answer only if the epoch has not moved meanwhile, so a read that started before an
 * invalidation can never put a stale value back afterwards. `get` does that by itself (and runs
 * one load at a time per key); `epoch` + `set` are for callers that load on their own.
 */
export class Cache<K, V> {
  private entries = new Map<K, { value: V; at: number }>();
  private loading = new Map<K, { epoch: number; promise: Promise<V> }>();
  private epochValue = 0;
  private readonly unsubscribe: (() => void)[] = [];
  private readonly counts: CacheCounts;

  constructor(private readonly opts: CacheOptions<K, V>) {
    this.unsubscribe.push(opts.bus.onReconnect(() => this.clear()));
    this.counts = { name: opts.name ?? 'unnamed', hits: 0, misses: 0 };
    let all = countsByBus.get(opts.bus);
    if (!all) countsByBus.set(opts.bus, (all = new Set()));
    all.add(this.counts);
  }

  /**
   * Invalidate on a topic: `apply` gets the payload (from this instance's `publish` or another
   * instance's) and this cache, and calls `delete`, `deleteWhere` or `clear`.
   */
  on<P>(topic: Topic<P>, apply: (payload: P, cache: this) => void): this {
    this.unsubscribe.push(this.opts.bus.subscribe(topic, (p) => apply(p, this)));
    return this;
  }

  get epoch(): number {
    return this.epochValue;
  }

  /**
   * The cached value, if there is a fresh one (no promise: a hot path can stay synchronous).
   * `getFollows`: the caller asks `get` for the key when this finds nothing, which counts the miss.
   */
  peek(key: K, getFollows = false): V | undefined {
    const value = this.fresh(key);
    if (value !== undefined) this.counts.hits++;
    else if (!getFollows) this.counts.misses++;
    return value;
  }

  private fresh(key: K): V | undefined {
    const e = this.entries.get(key);
    if (!e) return undefined;
    if (!this.opts.bus.isListening || Date.now() - e.at > this.opts.ttlMs || (this.opts.isFresh && !this.opts.isFresh(e.value, key))) {
      this.entries.delete(key);
      return undefined;
    }
    return e.value;
  }

  /** Stores `value` unless something was invalidated since `epochAtRead` (or the bus is not listening). */
  set(key: K, value: V, epochAtRead: number): void {
    if (!this.opts.bus.isListening || epochAtRead !== this.epochValue) return;
    const max = this.opts.maxEntries;
    if (max !== undefined && !this.entries.has(key) && this.entries.size >= max) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, at: Date.now() });
  }

  /** The cached value for `key`, or `load()`'s answer (one load at a time per key and epoch). */
  async get(key: K, load: () => Promise<V>): Promise<V> {
    const hit = this.fresh(key);
    if (hit !== undefined) {
      this.counts.hits++;
      return hit;
    }
    this.counts.misses++;
    const epoch = this.epochValue;
    const pending = this.loading.get(key);
    if (pending && pending.epoch === epoch) return pending.promise;
    const promise = load()
      .then((value) => {
        this.set(key, value, epoch);
        return value;
      })
      .finally(() => {
        if (this.loading.get(key)?.promise === promise) this.loading.delete(key);
      });
    this.loading.set(key, { epoch, promise });
    return promise;
  }

  delete(key: K): void {
    this.epochValue++;
    this.entries.delete(key);
  }

  deleteWhere(match: (value: V, key: K) => boolean): void {
    this.epochValue++;
    for (const [key, e] of this.entries) if (match(e.value, key)) this.entries.delete(key);
  }

  clear(): void {
    this.epochValue++;
    this.entries.clear();
  }

  /** Stops following the bus (the app closes). */
  close(): void {
    for (const u of this.unsubscribe.splice(0)) u();
    countsByBus.get(this.opts.bus)?.delete(this.counts);
    this.clear();
  }
}
