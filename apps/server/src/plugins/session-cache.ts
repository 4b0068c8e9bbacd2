import type { PoolClient } from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { DbHandle } from '@klub/db';

declare module 'fastify' {
  interface FastifyInstance {
    sessionCache: SessionCache;
  }
}

export interface CachedSession {
  userId: number;
  role: number;
  expiresAt: number;
  /** When the session was last seen in use (admin idle timeout), as far as this instance knows. */
  lastSeenAt: number;
}

const CHANNEL = 'klub_auth';
const TTL_MS = 30_000;
const MAX_ENTRIES = 50_000;
const RECONNECT_MS = 5_000;

/**
 * Valid sessions remembered for up to 30 s, so a signed-in request does not ask the database
 * who it is every time. Revocation stays immediate on every instance:
 *  - revoking (logout, password change, deletion) drops the entry here and sends a PostgreSQL
 *    NOTIFY that every other instance LISTENs to and applies;
 *  - while an instance's LISTEN connection is down, it does not cache at all, and when it is back
 *    (every connect and reconnect) it starts from an empty cache and a new epoch: a revocation
 *    whose NOTIFY it missed meanwhile cannot survive in an answer read before.
 * On the embedded database there is only one process, so local invalidation is the whole story.
 */
export class SessionCache {
  private entries = new Map<string, CachedSession & { at: number }>();
  /**
   * Bumped by every invalidation. A lookup notes it before asking the database and may cache
   * its answer only if nothing was invalidated meanwhile — otherwise a request that read a
   * session just before its revocation could put it back just after.
   */
  private epochValue = 0;
  private listening: boolean;
  private client: PoolClient | undefined;
  private retry: NodeJS.Timeout | undefined;
  private closed = false;
  /** Other in-process caches riding on the same LISTEN connection (e.g. the prize catalogue). */
  private channels = new Map<string, { apply: (rest: string) => void; reset: () => void }>();

  constructor(
    private readonly handle: DbHandle,
    private readonly log: FastifyBaseLogger,
  ) {
    this.listening = handle.driver === 'pglite';
    if (handle.driver === 'postgres') void this.listen();
  }

  get(sid: string): CachedSession | undefined {
    const e = this.entries.get(sid);
    if (!e) return undefined;
    if (!this.listening || Date.now() - e.at > TTL_MS || e.expiresAt <= Date.now()) {
      this.entries.delete(sid);
      return undefined;
    }
    return e;
  }

  get epoch(): number {
    return this.epochValue;
  }

  set(sid: string, session: CachedSession, epochAtLookup: number) {
    if (!this.listening || epochAtLookup !== this.epochValue) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(sid, { ...session, at: Date.now() });
  }

  /** Local part of a revocation; `notify` tells the other instances. */
  forgetSession(sid: string) {
    this.epochValue++;
    this.entries.delete(sid);
  }

  forgetUser(userId: number) {
    this.epochValue++;
    for (const [sid, e] of this.entries) if (e.userId === userId) this.entries.delete(sid);
  }

  /**
   * Lets another cache share this LISTEN connection instead of opening its own: payloads that
   * start with `prefix` (not `s:` or `u:`) go to `apply`; `reset` runs when the connection is
   * lost (the cache must drop everything — it may have missed notifications). Send with `notify`.
   */
  subscribe(prefix: string, handlers: { apply: (rest: string) => void; reset: () => void }) {
    if (prefix === 's:' || prefix === 'u:') throw new Error(`prefix ${prefix} belongs to sessions`);
    this.channels.set(prefix, handlers);
  }

  /** True while invalidations from other instances are being received (always on the embedded database). */
  get isListening(): boolean {
    return this.listening;
  }

  /** The payload the other instances apply: `s:<session id>` or `u:<user id>`, or a subscriber's prefix. */
  async notify(payload: string) {
    if (this.handle.driver !== 'postgres') return;
    await this.handle.pool!.query('select pg_notify($1, $2)', [CHANNEL, payload]);
  }

  private apply(payload: string | undefined) {
    if (!payload) return;
    if (payload.startsWith('s:')) this.forgetSession(payload.slice(2));
    else if (payload.startsWith('u:')) this.forgetUser(Number(payload.slice(2)));
    else for (const [prefix, ch] of this.channels) if (payload.startsWith(prefix)) ch.apply(payload.slice(prefix.length));
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
      client.on('notification', (msg) => this.apply(msg.payload));
      // A dying connection reports more than once (FATAL 57P01, then "terminated"): only the
      // first report of the current connection counts, or two reconnects would race.
      client.on('error', (err) => {
        if (this.client === mine) this.lost(err);
      });
      await client.query(`listen ${CHANNEL}`);
      if (this.client !== mine) return;
      // Whatever was revoked while no connection listened was never heard of here: a lookup that
      // started before this point must not cache its answer (epoch), and nothing cached survives.
      this.epochValue++;
      this.entries.clear();
      for (const ch of this.channels.values()) ch.reset();
      this.listening = true;
    } catch (err) {
      if (!client || this.client === client) this.lost(err as Error);
    }
  }

  private lost(err: Error) {
    if (this.closed) return;
    this.log.warn({ err }, 'session cache: LISTEN connection lost; caching off until it is back');
    this.listening = false;
    this.epochValue++;
    this.entries.clear();
    for (const ch of this.channels.values()) ch.reset();
    this.client?.release(true);
    this.client = undefined;
    if (!this.retry) {
      this.retry = setTimeout(() => void this.listen(), RECONNECT_MS);
      this.retry.unref();
    }
  }

  /** Forget everything (tests that change sessions behind the app's back). */
  clear() {
    this.epochValue++;
    this.entries.clear();
  }

  close() {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    this.entries.clear();
    this.client?.release(true);
    this.client = undefined;
  }
}
