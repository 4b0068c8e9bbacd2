import type { StaffRole } from '@klub/contracts';
import { Cache } from '../lib/cache';
import { TOPICS, type NotifyBus } from '../lib/notify-bus';

declare module 'fastify' {
  interface FastifyInstance {
    sessionCache: SessionCache;
  }
}

export interface CachedSession {
  userId: number;
  role: number;
  /** The staff role of a back-office account (null: none); a change is forgotten on every instance (forgetUser). */
  staffRole: StaffRole | null;
  /** A confirmed second factor; turning it on or off is forgotten on every instance too. */
  twoFactorEnabled: boolean;
  expiresAt: number;
  /** When the session was last seen in use (admin idle timeout), as far as this instance knows. */
  lastSeenAt: number;
  /** The regulations version the user accepted last (customer writes need the current one). */
  acceptedRegulationId: number | null;
}

const TTL_MS = 30_000;
const MAX_ENTRIES = 50_000;

/**
 * Valid sessions remembered for up to 30 s, so a signed-in request does not ask the database
 * who it is every time (lib/cache.ts on lib/notify-bus.ts). Revocation stays immediate on every
 * instance:
 *  - revoking (logout, password change, deletion) drops the entry here and publishes it on the
 *    notify bus, which every other instance hears and applies;
 *  - while an instance's bus connection is down, it does not cache at all, and when it is back
 *    (every connect and reconnect) it starts from an empty cache and a new epoch: a revocation
 *    it missed meanwhile cannot survive in an answer read before.
 * On the embedded database there is only one process, so local invalidation is the whole story.
 */
export class SessionCache {
  /**
   * Its epoch is bumped by every invalidation. A lookup notes it before asking the database and
   * may cache its answer only if nothing was invalidated meanwhile — otherwise a request that read
   * a session just before its revocation could put it back just after.
   */
  private readonly cache: Cache<string, CachedSession>;

  constructor(private readonly bus: NotifyBus) {
    this.cache = new Cache<string, CachedSession>({
      name: 'sessions',
      bus,
      ttlMs: TTL_MS,
      maxEntries: MAX_ENTRIES,
      isFresh: (s) => s.expiresAt > Date.now(),
    })
      .on(TOPICS.session, (sid, c) => c.delete(sid))
      .on(TOPICS.user, (userId, c) => c.deleteWhere((s) => s.userId === userId));
  }

  /** The cached entry itself: the admin idle check moves its `lastSeenAt` on. */
  get(sid: string): CachedSession | undefined {
    return this.cache.peek(sid);
  }

  get epoch(): number {
    return this.cache.epoch;
  }

  set(sid: string, session: CachedSession, epochAtLookup: number) {
    this.cache.set(sid, { ...session }, epochAtLookup);
  }

  /** True while invalidations from other instances are being received (always on the embedded database). */
  get isListening(): boolean {
    return this.bus.isListening;
  }

  /** A session was revoked: dropped here at once and on every other instance. */
  forgetSession(sid: string): Promise<void> {
    return this.bus.publish(TOPICS.session, sid);
  }

  /** A user's sessions changed (role, status, password, deletion): dropped here at once and everywhere. */
  forgetUser(userId: number): Promise<void> {
    return this.bus.publish(TOPICS.user, userId);
  }

  /** Forget everything (tests that change sessions behind the app's back). */
  clear() {
    this.cache.clear();
  }

  close() {
    this.cache.close();
  }
}
