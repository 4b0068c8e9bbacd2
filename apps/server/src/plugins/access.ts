import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { createSecretKey, randomUUID, type KeyObject } from 'node:crypto';
import {
  ADMIN_AREAS,
  INACTIVITY_TIMEOUT_MS,
  ROLES,
  API_KEY_HEADER,
  STAFF_MESSAGES,
  staffMay,
  type AdminArea,
  type ApiKeyScope,
  type RoleCode,
  type StaffRole,
} from '@klub/contracts';
import { sessions, users, type Database } from '@klub/db';
import { AppError } from '../errors';
import type { Config } from '../config';
import type { SessionCache } from './session-cache';

export type Space = 'customer' | 'admin';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An admin token unused this long is refused, whatever its 8-hour lifetime: the browser's
 * 10 minutes without mouse or key activity, plus 2 minutes for the bookkeeping below (the web
 * tells the server about activity at most every 30 s; the server writes `last_seen_at` at most
 * once a minute), so the browser always logs out first.
 */
export const ADMIN_IDLE_MS = INACTIVITY_TIMEOUT_MS + 2 * 60_000;
/** `sessions.last_seen_at` of an admin session is written at most this often (per instance and across them). */
export const LAST_SEEN_EVERY_MS = 60_000;

/**
 * The part of the back office an admin route belongs to: one of the areas of the staff roles
 * (ADMIN_AREAS, STAFF_PERMISSIONS in @klub/contracts), or `own` — the caller's own account (their
 * profile, their sessions, their second factor), which every staff member with a role may use
 * whatever the method.
 */
export type StaffArea = AdminArea | 'own';

/**
 * Every /api route declares who may call it in `config.access`; the check runs centrally
 * before anything else (onRequest), so a route cannot forget it. A route without it fails at start,
 * and so does an admin-space route without its `area`.
 *
 * `readIn`: a read (GET) of the route is also allowed to roles that may read one of these areas —
 * a list another area's screens need (the member groups an audience picks from, a member's points
 * on the member's page). Writes follow `area` alone.
 */
export type Access = 'public' | { space: Space | 'any'; roles?: readonly RoleCode[]; area?: StaffArea; readIn?: readonly AdminArea[] };

export const ACCESS = {
  public: 'public',
  /** The back office: admins (role 1) whose staff role may use `area` (GET only where the role reads it). */
  admin: (area: StaffArea, opts: { readIn?: readonly AdminArea[] } = {}) =>
    ({ space: 'admin', roles: [ROLES.ADMIN], area, ...(opts.readIn ? { readIn: opts.readIn } : {}) }) as const,
  customer: (roles?: readonly RoleCode[]) => ({ space: 'customer', roles }),
  /** Either space: logout, change password. */
  signedIn: { space: 'any' },
} as const satisfies Record<string, Access | ((...a: never[]) => Access)>;

const READS = new Set(['GET', 'HEAD']);

/**
 * May a staff member of `role` call a route of this access with `method`? No role (a role-1 account
 * without staff_role): nothing, fail closed.
 */
export function staffMayUse(
  role: StaffRole | null | undefined,
  access: { area?: StaffArea; readIn?: readonly AdminArea[] },
  method: string,
): boolean {
  if (!role || !access.area) return false;
  if (access.area === 'own') return true;
  if (staffMay(role, access.area, method)) return true;
  return READS.has(method) && (access.readIn ?? []).some((a) => staffMay(role, a, method));
}

/** The 403 of a staff member whose role does not cover the route's area. */
export function forbiddenArea(area: StaffArea): AppError {
  return new AppError('FORBIDDEN', area === 'own' ? undefined : STAFF_MESSAGES.forbiddenArea(ADMIN_AREAS[area]));
}

export interface RouteAccess {
  method: string;
  url: string;
  access: Access;
}

/** A live key of the mobile app or a partner, with the scope its route asked for (modules/api-keys). */
export interface ApiKeyContext {
  id: number;
  scopes: readonly string[];
}

/** Checks an `x-api-key` header against the route's scope: 401 for no live key, 403 for a missing scope. */
export type ApiKeyCheck = (header: unknown, scope: ApiKeyScope) => Promise<ApiKeyContext>;

export interface AuthContext {
  userId: number;
  role: RoleCode;
  /** A back-office account's staff role (null: none, or not staff). */
  staffRole: StaffRole | null;
  /** A staff member with a confirmed second factor (the two-factor gate reads it; modules/two-factor). */
  twoFactorEnabled: boolean;
  sessionId: string;
  space: Space;
  /** The regulations version the user accepted last (null: none). */
  acceptedRegulationId: number | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * The route also reads an `x-api-key` header (on top of `access`, never instead of it): when
     * the header is sent, it must be a live key with this scope, and `request.apiKey` is set.
     */
    apiKeyScope?: ApiKeyScope;
    /**
     * A member's write allowed before they accept the current regulations version: accepting it,
     * signing out, changing the password. Every other write of the customer space answers 403
     * REGULATIONS_NOT_ACCEPTED until they do (reads stay open: the site shows the prompt).
     */
    beforeRegulations?: true;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    apiKey: ApiKeyContext | null;
  }
  interface FastifyInstance {
    /** Every /api route and who may call it: the authorisation tests walk this list. */
    routeAccess: RouteAccess[];
  }
}

export interface TokenService {
  issue(
    user: { id: number; role: number },
    space: Space,
    meta: { ip?: string; userAgent?: string },
  ): Promise<{ accessToken: string; expiresIn: number }>;
  authenticate(request: FastifyRequest, access: Exclude<Access, 'public'>): Promise<AuthContext>;
  revoke(sessionId: string): Promise<void>;
  revokeAllOf(userId: number, exceptSessionId?: string): Promise<void>;
  /** The user's role or status changed: cached sessions are re-read from the database. */
  forgetCached(userId: number): void;
}

export function createTokenService(db: Database, config: Config, cache?: SessionCache): TokenService {
  // KeyObjects made once: jose would otherwise convert the secret on every verification.
  const keys: Record<Space, KeyObject> = {
    customer: createSecretKey(Buffer.from(config.tokens.customer.secret)),
    admin: createSecretKey(Buffer.from(config.tokens.admin.secret)),
  };
  // The hot path of every signed-in request: one prepared statement, planned once per connection.
  const sessionLookup = db
    .select({
      userId: users.id,
      role: users.role,
      staffRole: users.staffRole,
      status: users.status,
      isDeleted: users.isDeleted,
      deactivatedAt: users.deactivatedAt,
      totpEnabledAt: users.totpEnabledAt,
      revokedAt: sessions.revokedAt,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      acceptedRegulationId: users.acceptedRegulationId,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder('sid')), eq(sessions.space, sql.placeholder('space'))))
    .limit(1)
    .prepare('auth_session_lookup');
  const issuer = 'klub';

  /**
   * Notes an admin session's activity: one conditional UPDATE a minute at most (the condition
   * also keeps several instances from writing it more often). Bookkeeping only: if the database
   * is away for a moment the request goes on and the next one tries again.
   */
  async function touch(sid: string, session: { lastSeenAt: number }) {
    const now = Date.now();
    if (now - session.lastSeenAt < LAST_SEEN_EVERY_MS) return;
    try {
      await db
        .update(sessions)
        .set({ lastSeenAt: new Date(now) })
        .where(and(eq(sessions.id, sid), lt(sessions.lastSeenAt, new Date(now - LAST_SEEN_EVERY_MS))));
      session.lastSeenAt = now;
    } catch {
      // next request
    }
  }

  // Tokens whose signature and claims already passed: the same bytes under the same key verify the
  // same way, so only `exp` needs checking again. WebCrypto HMAC was about a third of a cached
  // signed-in read (catalogue bench). Revocation is untouched: the session check below still runs.
  const verified = new Map<string, { payload: JWTPayload; expMs: number }>();
  async function verifyIn(token: string, space: Space) {
    const memoKey = `${space}:${token}`;
    const hit = verified.get(memoKey);
    if (hit && hit.expMs > Date.now()) return hit.payload;
    if (hit) verified.delete(memoKey); // expired: let jose say so
    const { payload } = await jwtVerify(token, keys[space], { issuer, audience: space, algorithms: ['HS256'] });
    if (typeof payload.exp === 'number') {
      if (verified.size >= 10_000) verified.delete(verified.keys().next().value!);
      verified.set(memoKey, { payload, expMs: payload.exp * 1000 });
    }
    return payload;
  }

  return {
    async issue(user, space, meta) {
      const ttl = config.tokens[space].ttl;
      const sessionId = randomUUID();
      const expiresAt = new Date(Date.now() + ttl * 1000);
      await db.insert(sessions).values({
        id: sessionId,
        userId: user.id,
        space,
        expiresAt,
        lastSeenAt: new Date(),
        ip: meta.ip?.slice(0, 64),
        userAgent: meta.userAgent?.slice(0, 300),
      });
      const accessToken = await new SignJWT({ sid: sessionId, role: user.role })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(user.id))
        .setIssuer(issuer)
        .setAudience(space)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(keys[space]);
      return { accessToken, expiresIn: ttl };
    },

    async authenticate(request, access) {
      const header = request.headers.authorization;
      const match = header?.match(/^Bearer\s+(\S+)$/i);
      if (!match) throw new AppError('UNAUTHORIZED');
      const token = match[1]!;
      const spaces: Space[] = access.space === 'any' ? ['customer', 'admin'] : [access.space];
      let space: Space | undefined;
      let sid: unknown;
      for (const s of spaces) {
        try {
          sid = (await verifyIn(token, s)).sid;
          space = s;
          break;
        } catch (err) {
          if (err instanceof joseErrors.JWTExpired) throw new AppError('TOKEN_INVALID');
        }
      }
      if (!space) {
        // A valid token of the other space: say so (403) rather than "log in again".
        const other: Space = spaces[0] === 'admin' ? 'customer' : 'admin';
        const isOther = await verifyIn(token, other).then(
          () => true,
          () => false,
        );
        throw new AppError(isOther ? 'WRONG_TOKEN_SPACE' : 'TOKEN_INVALID');
      }
      if (typeof sid !== 'string') throw new AppError('TOKEN_INVALID');
      if (!UUID.test(sid)) throw new AppError('TOKEN_INVALID');
      const key = `${space}:${sid}`;
      let session = cache?.get(key);
      // An admin session that looks idle here may have been used on another instance: ask the database.
      if (session && space === 'admin' && Date.now() - session.lastSeenAt > ADMIN_IDLE_MS) session = undefined;
      if (!session) {
        const epoch = cache?.epoch ?? 0;
        const [row] = await sessionLookup.execute({ sid, space });
        // A deactivated staff account (modules/staff): its sessions are revoked too, this is the belt to those braces.
        if (
          !row ||
          row.revokedAt ||
          row.expiresAt.getTime() <= Date.now() ||
          row.isDeleted ||
          row.status === 'NOT_ACTIVE' ||
          row.deactivatedAt
        ) {
          throw new AppError('TOKEN_INVALID');
        }
        if (space === 'admin' && Date.now() - row.lastSeenAt.getTime() > ADMIN_IDLE_MS) throw new AppError('SESSION_IDLE');
        session = {
          userId: row.userId,
          role: row.role,
          staffRole: row.staffRole ?? null,
          twoFactorEnabled: row.totpEnabledAt !== null,
          expiresAt: row.expiresAt.getTime(),
          lastSeenAt: row.lastSeenAt.getTime(),
          acceptedRegulationId: row.acceptedRegulationId,
        };
        if (space === 'admin') await touch(sid, session);
        cache?.set(key, session, epoch);
      } else if (space === 'admin') {
        await touch(sid, session); // the cached entry itself moves on
      }
      const row = session;
      const role = row.role as RoleCode;
      if (access.roles && !access.roles.includes(role)) throw new AppError('FORBIDDEN');
      // Admin space belongs to admins only, whatever a route says.
      if (space === 'admin' && role !== ROLES.ADMIN) throw new AppError('FORBIDDEN');
      const staffRole = space === 'admin' ? row.staffRole : null;
      // An admin route's area against the staff role (a route of either space, like logout, has none).
      if (access.space === 'admin' && !staffMayUse(staffRole, access, request.method)) throw forbiddenArea(access.area ?? 'own');
      return {
        userId: row.userId,
        role,
        staffRole,
        twoFactorEnabled: row.twoFactorEnabled,
        sessionId: sid,
        space,
        acceptedRegulationId: row.acceptedRegulationId,
      };
    },

    forgetCached(userId) {
      void cache?.forgetUser(userId).catch(() => undefined);
    },

    async revoke(sessionId) {
      await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
      // Both local drops happen at once (before either NOTIFY is sent).
      await Promise.all([cache?.forgetSession(`customer:${sessionId}`), cache?.forgetSession(`admin:${sessionId}`)]);
    },

    async revokeAllOf(userId, exceptSessionId) {
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(
          and(eq(sessions.userId, userId), isNull(sessions.revokedAt), exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined),
        );
      // The kept session (password change) simply re-enters the cache on its next request.
      await cache?.forgetUser(userId);
    },
  };
}

/** Wires the central check: public routes pass, the rest must present a valid token of the right space and role. */
/** The current regulations version (cached; modules/regulations/current-regulation.ts), null before the first. */
export type CurrentRegulationId = () => Promise<number | null>;

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function registerAccessControl(
  app: FastifyInstance,
  tokens: TokenService,
  checkApiKey: ApiKeyCheck,
  currentRegulation: CurrentRegulationId,
) {
  app.decorateRequest('auth', null);
  app.decorateRequest('apiKey', null);
  const table: RouteAccess[] = [];
  app.decorate('routeAccess', table);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${String(route.method)} ${route.url} declares no config.access`);
    if (typeof access === 'function')
      throw new Error(`Route ${String(route.method)} ${route.url}: ACCESS.admin needs its area, ACCESS.admin('content')`);
    if (access !== 'public' && access.space === 'admin' && !access.area) {
      throw new Error(`Route ${String(route.method)} ${route.url} is in the admin space but declares no area (ACCESS.admin('content'))`);
    }
    for (const method of [route.method].flat()) if (method !== 'HEAD') table.push({ method, url: route.url, access });
  });
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access || access === 'public') return;
    request.auth = await tokens.authenticate(request, access);
    const { auth } = request;
    if (auth.space === 'customer' && WRITES.has(request.method) && !request.routeOptions.config.beforeRegulations) {
      const current = await currentRegulation();
      if (current !== null && auth.acceptedRegulationId !== current) throw new AppError('REGULATIONS_NOT_ACCEPTED');
    }
    const scope = request.routeOptions.config.apiKeyScope;
    const header = request.headers[API_KEY_HEADER];
    if (scope && header !== undefined) request.apiKey = await checkApiKey(header, scope);
  });
}

/** The authenticated caller; only for routes whose access is not public. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('UNAUTHORIZED');
  return request.auth;
}
