import type { PoolClient } from 'pg';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DbHandle } from '@klub/db';

/**
 * The one PostgreSQL channel every instance LISTENs on. The name and the payload format
 * (`<topic>:<payload>`) are the ones the session cache used before the bus, so instances of the
 * previous version and this one understand each other during a rolling deploy.
 */
export const CHANNEL = 'klub_auth';
const RECONNECT_FIRST_MS = 1_000;
const RECONNECT_MAX_MS = 30_000;

/** A topic on the bus: a name (no `:`) and how its payload travels as text. */
export interface Topic<T> {
  readonly name: string;
  encode(payload: T): string;
  /** `undefined`: a malformed payload, ignored. */
  decode(raw: string): T | undefined;
}

const stringTopic = (name: string): Topic<string> => ({ name, encode: (s) => s, decode: (s) => s });
const idTopic = (name: string): Topic<number> => ({
  name,
  encode: (n) => String(n),
  decode: (s) => (/^\d+$/.test(s) ? Number(s) : undefined),
});

/** Every topic, in one place so that no two modules share a name by accident. */
export const TOPICS = {
  /** One session dropped (logout): `<space>:<session id>`. */
  session: stringTopic('s'),
  /** Every session of a user dropped (password change, role or status change, deletion). */
  user: idTopic('u'),
  /** A catalogue write committed: every cached catalogue value dropped. */
  catalogue: { name: 'c', encode: () => '', decode: () => null } satisfies Topic<null>,
  /** A member's favourites changed. */
  favourites: idTopic('f'),
  /** A row of the `settings` table changed: its key. */
  setting: stringTopic('k'),
  /** A regulations version was published: the current one is read anew. */
  regulations: { name: 'r', encode: () => '', decode: () => null } satisfies Topic<null>,
  /** A content write committed (news, articles, texts, banners, FAQ, registration photos): every cached content value dropped. */
  content: { name: 'n', encode: () => '', decode: () => null } satisfies Topic<null>,
  /** What a per-member cache keeps of a member changed (they opened a post; gold, premium): it is read anew. */
  member: idTopic('m'),
  /** Member groups changed (who is in which, a group deleted): every per-member view is read anew. */
  memberGroups: { name: 'g', encode: () => '', decode: () => null } satisfies Topic<null>,
  /** A webhook event was written to the outbox (sent with its transaction): the dispatchers look (modules/webhooks). */
  webhooks: { name: 'w', encode: () => '', decode: () => null } satisfies Topic<null>,
} as const;

type Handler = (payload: never) => void;

/**
 * Cross-instance invalidation messages: one LISTEN connection per instance (PostgreSQL), topics
 * with typed payloads.
 *
 * - `publish` delivers to this instance's subscribers at once and sends a NOTIFY to the others
 *   (this instance hears its own NOTIFY as well; invalidations are idempotent). Passed a
 *   transaction (`via`), the NOTIFY goes out with that transaction, at its commit.
 * - `onReconnect` handlers run when the connection is lost and again once it listens anew: a cache
 *   must then drop everything (it may have missed messages meanwhile). While `isListening` is
 *   false, caches do not cache. The connection comes back with a growing delay (1 s … 30 s).
 * - On the embedded database (PGlite) there is one process only: messages are delivered in
 *   process and the bus always counts as listening.
 */
export class NotifyBus {
  private handlers = new Map<string, { topic: Topic<unknown>; set: Set<Handler> }>();
  private resets = new Set<() => void>();
  private listening: boolean;
  private client: PoolClient | undefined;
  private retry: NodeJS.Timeout | undefined;
  private retryMs = RECONNECT_FIRST_MS;
  private closed = false;

  /**
   * `scoped`: the request-scoped database (lib/request-transaction.ts). A publish without `via`
   * inside an admin's request transaction then sends its NOTIFY with that transaction, at its
   * commit — never before the change is visible to the other instances.
   */
  constructor(
    private readonly handle: DbHandle,
    private readonly log: FastifyBaseLogger,
    private readonly scoped?: Pick<Database, 'execute'>,
  ) {
    this.listening = handle.driver === 'pglite';
    if (handle.driver === 'postgres') void this.listen();
  }

  /** True while messages from other instances are being received (always on the embedded database). */
  get isListening(): boolean {
    return this.listening;
  }

  subscribe<T>(topic: Topic<T>, handler: (payload: T) => void): () => void {
    if (topic.name.includes(':')) throw new Error(`topic name ${topic.name} contains ':'`);
    let entry = this.handlers.get(topic.name);
    if (!entry) this.handlers.set(topic.name, (entry = { topic: topic as Topic<unknown>, set: new Set() }));
    if (entry.topic !== topic) throw new Error(`topic ${topic.name} is defined twice`);
    const set = entry.set;
    const h = handler as Handler;
    set.add(h);
    return () => void set.delete(h);
  }

  /** Runs when the connection is lost and when it listens again (see the class comment). */
  onReconnect(handler: () => void): () => void {
    this.resets.add(handler);
    return () => void this.resets.delete(handler);
  }

  /**
   * Tells this instance (now) and the others (NOTIFY). Without `via` the NOTIFY goes with the
   * request's transaction when one is open (at its commit), or on its own (call it after the write
   * committed); with a transaction it is delivered at that commit.
   */
  async publish<T>(topic: Topic<T>, payload: T, via: Pick<Database, 'execute'> | undefined = this.scoped): Promise<void> {
    const encoded = topic.encode(payload);
    this.deliver(topic.name, encoded);
    if (this.handle.driver !== 'postgres') return;
    const raw = `${topic.name}:${encoded}`;
    if (via) await via.execute(sql`select pg_notify(${CHANNEL}, ${raw})`);
    else await this.handle.pool!.query('select pg_notify($1, $2)', [CHANNEL, raw]);
  }

  private deliver(name: string, encoded: string) {
    const entry = this.handlers.get(name);
    if (!entry?.set.size) return;
    const payload = entry.topic.decode(encoded);
    if (payload === undefined) return;
    for (const h of entry.set) (h as (p: unknown) => void)(payload);
  }

  private receive(raw: string | undefined) {
    if (!raw) return;
    const i = raw.indexOf(':');
    if (i < 0) return;
    this.deliver(raw.slice(0, i), raw.slice(i + 1));
  }

  private reset() {
    for (const r of this.resets) r();
  }

  private async listen() {
    this.retry = undefined;
    let client: PoolClient | undefined;
    try {
      client = await this.handle.pool!.connect();
      if (this.closed) {
        client.release(true);
        return;
      }
      this.client = client;
      const mine = client;
      client.on('notification', (msg) => this.receive(msg.payload));
      // A dying connection reports more than once (FATAL 57P01, then "terminated"): only the
      // first report of the current connection counts, or two reconnects would race.
      client.on('error', (err) => {
        if (this.client === mine) this.lost(err);
      });
      await client.query(`listen ${CHANNEL}`);
      if (this.client !== mine) return;
      // Whatever was sent while no connection listened was never heard of here: every cache starts
      // again (its epoch moves, so a read that began before this point cannot store its answer).
      this.reset();
      this.listening = true;
      this.retryMs = RECONNECT_FIRST_MS;
    } catch (err) {
      if (!client || this.client === client) this.lost(err as Error);
    }
  }

  private lost(err: Error) {
    if (this.closed) return;
    this.log.warn({ err }, 'notify bus: LISTEN connection lost; caching off until it is back');
    this.listening = false;
    this.reset();
    this.client?.release(true);
    this.client = undefined;
    if (!this.retry) {
      this.retry = setTimeout(() => void this.listen(), this.retryMs);
      this.retry.unref();
      this.retryMs = Math.min(this.retryMs * 2, RECONNECT_MAX_MS);
    }
  }

  close() {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    this.client?.release(true);
    this.client = undefined;
  }
}
