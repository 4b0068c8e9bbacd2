import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { postReads, users, type Database } from '@klub/db';
import { Cache } from './cache';
import { qualified } from './qualified';
import { TOPICS, type NotifyBus } from './notify-bus';
import { readerFields, type Reader } from './publication';

/**
 * Content values also expire on their own after this long. Scheduled publishing needs no expiry:
 * a cached list holds the items dated in the future too, and each read filters by the clock.
 */
const TTL_MS = 60_000;
/**
 * A member's role, region, groups and reads are kept this long at most. Opening a post, an admin's
 * change of the member, of their gold or premium membership or of a member group drop them at once
 * in every instance; only a change made behind the API's back waits for this.
 */
const MEMBER_TTL_MS = 30_000;
const MAX_MEMBERS = 20_000;

/** What the per-member part of a content read needs: who they are (null: no such member) and which posts they opened. */
export interface MemberView {
  reader: Reader | null;
  read: ReadonlySet<number>;
}

async function loadMemberView(db: Database, userId: number): Promise<MemberView> {
  const [row] = await db
    .select({
      ...readerFields(userId),
      read: sql<
        number[]
      >`coalesce((select array_agg(${qualified(postReads, postReads.postId)}) from ${postReads} where ${qualified(postReads, postReads.userId)} = ${userId}), '{}')`,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return { reader: null, read: new Set() };
  const { read, ...reader } = row;
  return { reader, read: new Set(read) };
}

/**
 * The published content members and visitors read (news and articles, banners, texts, the
 * registration photos), cached per instance on the cache kit (lib/cache.ts): every content write
 * drops everything here and, through the notify bus, in every other instance. Per-member parts
 * (audience, "new" marks) are applied to the cached values on each request, never cached.
 */
export class ContentCache {
  private readonly values: Cache<string, unknown>;
  private readonly members: Cache<number, MemberView>;

  constructor(
    private readonly db: Database,
    private readonly bus: NotifyBus,
  ) {
    this.values = new Cache<string, unknown>({ name: 'content', bus, ttlMs: TTL_MS }).on(TOPICS.content, (_, c) => c.clear());
    this.members = new Cache<number, MemberView>({ name: 'content-members', bus, ttlMs: MEMBER_TTL_MS, maxEntries: MAX_MEMBERS })
      .on(TOPICS.member, (userId, c) => c.delete(userId))
      .on(TOPICS.memberGroups, (_, c) => c.clear())
      .on(TOPICS.user, (userId, c) => c.delete(userId));
  }

  /** Member `userId`'s role, groups and opened posts (cached; see MEMBER_TTL_MS). */
  member(userId: number): Promise<MemberView> {
    return this.members.get(userId, () => loadMemberView(this.db, userId));
  }

  /**
   * Member `userId` opened a post for the first time, or an admin changed their gold or premium
   * membership: their view is read anew here and in every other instance.
   */
  memberChanged(userId: number): Promise<void> {
    return this.bus.publish(TOPICS.member, userId);
  }

  /** Someone joined or left a member group, or a group went: every member's view is read anew, here and everywhere. */
  memberGroupsChanged(): Promise<void> {
    return this.bus.publish(TOPICS.memberGroups, null);
  }

  /** The cached value for `key`, or `load()`'s answer (one load at a time per key). */
  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    return this.values.get(key, load) as Promise<T>;
  }

  /** A content write: forget everything here and in every other instance (at the request transaction's commit). */
  changed(): Promise<void> {
    return this.bus.publish(TOPICS.content, null);
  }

  close(): void {
    this.values.close();
    this.members.close();
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every write route of the plugin this is called in (first, before its routes) drops the content
 * cache once it succeeded: a content module cannot forget to, whatever it adds later.
 */
export function dropContentCacheOnWrites(app: FastifyInstance, cache: ContentCache): void {
  app.addHook('onRoute', (route) => {
    if (![route.method].flat().some((m) => WRITES.has(m))) return;
    const handler = route.handler as RouteHandlerMethod;
    route.handler = async function writeThenDropContent(req, reply) {
      const answer: unknown = await handler.call(this, req, reply);
      await cache.changed();
      return answer;
    };
  });
}
