import { eq, sql } from 'drizzle-orm';
import { settings, type Database } from '@klub/db';
import { Cache } from './cache';
import { TOPICS, type NotifyBus } from './notify-bus';

const TTL_MS = 60_000;
/** The row counting writes of settings (optimistic concurrency of the settings form). */
const VERSION_KEY = 'settings.version';

/**
 * A key left as it was is not written again: the settings form saves every key, and the audit
 * trail should show a save as the settings it changed, not a row per key.
 */
async function upsert(db: Database, key: string, value: unknown) {
  // A cleared setting (null) is stored as JSON null: the driver would send SQL NULL, which the column refuses.
  const stored = value === null ? sql`'null'::jsonb` : value;
  await db
    .insert(settings)
    .values({ key, value: stored })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value: stored, updatedAt: new Date() },
      setWhere: sql`${settings.value} is distinct from excluded.value`,
    });
}

async function bumpVersion(db: Database): Promise<number> {
  const [row] = await db
    .insert(settings)
    .values({ key: VERSION_KEY, value: 1 })
    .onConflictDoUpdate({ target: settings.key, set: { value: sql`to_jsonb((${settings.value})::text::int + 1)`, updatedAt: new Date() } })
    .returning({ value: settings.value });
  return Number(row!.value);
}

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
    this.cache = new Cache<string, { value: unknown }>({ name: 'settings', bus, ttlMs: TTL_MS }).on(TOPICS.setting, (key, c) =>
      c.delete(key),
    );
  }

  /** The stored value of `key`; `undefined` when there is none. */
  async read(key: string): Promise<unknown> {
    const hit = await this.cache.get(key, async () => {
      const [row] = await this.db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).limit(1);
      return { value: row?.value };
    });
    return hit.value;
  }

  /** Stores `value` under `key` (a new settings version) and drops the cached copy here and on every other instance. */
  async write(key: string, value: unknown): Promise<void> {
    await this.db.transaction(async (tx) => {
      await upsert(tx as unknown as Database, key, value);
      await bumpVersion(tx as unknown as Database);
    });
    await this.bus.publish(TOPICS.setting, key);
  }

  /**
   * Stores several keys as one new version, only if the stored version is still `expected` (the
   * one the admin's form read): otherwise nothing is written and the answer is false — two admins
   * saving at once cannot silently overwrite each other. The version row is locked meanwhile.
   */
  async writeAll(values: Record<string, unknown>, expected: number): Promise<number | false> {
    const version = await this.db.transaction(async (tx) => {
      const t = tx as unknown as Database;
      const [row] = await t.select({ value: settings.value }).from(settings).where(eq(settings.key, VERSION_KEY)).for('update');
      if (Number(row?.value ?? 0) !== expected) return false;
      for (const [key, value] of Object.entries(values)) await upsert(t, key, value);
      return bumpVersion(t);
    });
    if (version !== false) for (const key of Object.keys(values)) await this.bus.publish(TOPICS.setting, key);
    return version;
  }

  /** The settings' version: it moves with every write. */
  async version(): Promise<number> {
    const [row] = await this.db.select({ value: settings.value }).from(settings).where(eq(settings.key, VERSION_KEY));
    return Number(row?.value ?? 0);
  }

  close() {
    this.cache.close();
  }
}
