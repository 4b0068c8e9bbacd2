import { eq } from 'drizzle-orm';
import { settings, type Database } from '@klub/db';
import { Cache } from './cache';
import { TOPICS, type NotifyBus } from './notify-bus';

const TTL_MS = 60_000;

/**
 * The `settings` table (points validity, premium threshold, PLN converter), read at most once a
 * minute per instance and key: some of them are on hot paths (code redemption) and they change
 * perhaps once a year. A write through `write` drops the key at once on this instance and on every
 * other one (notify bus, lib/cache.ts); a change made behind the app's back (SQL) shows within 60 s.
 */
export class SettingsCache {
  private readonly cache: Cache<string, { value: unknown }>;

  constructor(
    private readonly db: Database,
    private readonly bus: NotifyBus,
  ) {
    this.cache = new Cache<string, { value: unknown }>({ bus, ttlMs: TTL_MS }).on(TOPICS.setting, (key, c) => c.delete(key));
  }

  /** The stored value of `key`; `undefined` when there is none. */
  async read(key: string): Promise<unknown> {
    const hit = await this.cache.get(key, async () => {
      const [row] = await this.db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).limit(1);
      return { value: row?.value };
    });
    return hit.value;
  }

  /** Stores `value` under `key` and drops the cached copy here and on every other instance. */
  async write(key: string, value: unknown): Promise<void> {
    await this.db
      .insert(settings)
      .values({ key, value })
      .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
    await this.bus.publish(TOPICS.setting, key);
  }

  close() {
    this.cache.close();
  }
}
