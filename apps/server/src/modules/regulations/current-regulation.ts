import { fileUrl, type CurrentRegulation } from '@klub/contracts';
import type { Database } from '@klub/db';
import { Cache } from '../../lib/cache';
import { TOPICS, type NotifyBus } from '../../lib/notify-bus';
import { currentRegulation } from './regulations.queries';

const TTL_MS = 60_000;

/**
 * The current regulations version (the last published one), read at most once a minute per
 * instance: every member's `me-client` asks for it. Publishing a version drops it here and in
 * every other instance (notify bus).
 */
export class CurrentRegulationCache {
  private readonly cache: Cache<'current', { value: CurrentRegulation | null }>;

  constructor(
    private readonly db: Database,
    private readonly bus: NotifyBus,
  ) {
    this.cache = new Cache<'current', { value: CurrentRegulation | null }>({ name: 'regulations', bus, ttlMs: TTL_MS }).on(
      TOPICS.regulations,
      (_p, c) => c.clear(),
    );
  }

  async get(): Promise<CurrentRegulation | null> {
    const hit = await this.cache.get('current', async () => {
      const [row] = await currentRegulation(this.db);
      return { value: row ? { id: row.id, version: row.version, summary: row.summary, fileUrl: fileUrl(row.fileKey) } : null };
    });
    return hit.value;
  }

  /** After a publication: every instance reads the current version anew. */
  changed(): Promise<void> {
    return this.bus.publish(TOPICS.regulations, null);
  }

  close(): void {
    this.cache.close();
  }
}
