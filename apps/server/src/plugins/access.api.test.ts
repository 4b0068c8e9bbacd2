import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ERROR_CODES, ROLES, ROLE_CODES, type RoleCode } from '@klub/contracts';
import { users } from '@klub/db';
import { bearer, createTestApp, DEMO_USERS, type TestApp } from '../testing/test-app';
import { createTokenService, type RouteAccess } from './access';

/**
 * The authorisation matrix, walked over EVERY /api route the app registers: a route added later
 * is covered without touching this file. For each protected route: no token → 401, a garbage
 * token → 401, a token of the other space → 403, a role outside the route's list → 403,
 * and an allowed role gets past the guard (anything but 401/403).
 */
let t: TestApp;
const tokens: Partial<Record<RoleCode, string>> = {};
let adminToken = '';
let adminSpaceTokenForContractor = '';

beforeAll(async () => {
  t = await createTestApp();
  tokens[ROLES.CONTRACTOR] = await t.signIn(DEMO_USERS.contractor.email, DEMO_USERS.contractor.password);
  tokens[ROLES.DTH] = await t.signIn(DEMO_USERS.dth.email, DEMO_USERS.dth.password);
  tokens[ROLES.RDS] = await t.signIn(DEMO_USERS.rds.email, DEMO_USERS.rds.password);
  // USER and ARCHITECT: make the contractor's siblings directly (activation is tested elsewhere).
  for (const role of [ROLES.USER, ROLES.ARCHITECT]) {
    const [u] = await t.db.db
      .insert(users)
      .values({ email: `rola${role}@example.pl`, passwordHash: 'x', role, status: 'ACTIVE', firstname: 'R', lastname: String(role) })
      .returning();
    tokens[role] = (await createTokenService(t.db.db, t.config).issue(u!, 'customer', {})).accessToken;
  }
  adminToken = await t.signIn(DEMO_USERS.admin.email, DEMO_USERS.admin.password, true);
  // A forged-in-DB case: an admin-space token held by a non-admin must still be refused.
  const [c] = await t.db.db.select().from(users).where(eq(users.email, DEMO_USERS.contractor.email));
  adminSpaceTokenForContractor = (await createTokenService(t.db.db, t.config).issue(c!, 'admin', {})).accessToken;
});
afterAll(() => t?.close());

const concrete = (url: string) => url.replace(/:[a-zA-Z]+/g, '1');
const GUARD_MESSAGES: string[] = [
  ERROR_CODES.UNAUTHORIZED.message,
  ERROR_CODES.TOKEN_INVALID.message,
  ERROR_CODES.WRONG_TOKEN_SPACE.message,
  ERROR_CODES.FORBIDDEN.message,
];
/** Refused by the guard itself (not by a business rule further on). */
function expectGuard403(res: { statusCode: number; body: string }, label: string) {
  expect(res.statusCode, label).toBe(403);
  expect([ERROR_CODES.WRONG_TOKEN_SPACE.message, ERROR_CODES.FORBIDDEN.message], label).toContain(JSON.parse(res.body).message);
}
/** Got past the guard: whatever the route then answers, it is not the guard's refusal. */
function expectPastGuard(res: { statusCode: number; body: string }, label: string) {
  const message = res.body.startsWith('{') ? (JSON.parse(res.body) as { message?: unknown }).message : undefined;
  expect(
    res.statusCode === 401 || (res.statusCode === 403 && GUARD_MESSAGES.includes(String(message))),
    `${label}: ${res.statusCode} ${res.body}`,
  ).toBe(false);
}
const call = (r: RouteAccess, token?: string) =>
  t.app.inject({ method: r.method as 'GET', url: concrete(r.url), headers: token ? bearer(token) : {} });

describe('authorisation matrix', () => {
  it('covers a non-empty route table with an explicit access rule on every route', () => {
    expect(t.app.routeAccess.length).toBeGreaterThan(10);
    const protectedRoutes = t.app.routeAccess.filter((r) => r.access !== 'public');
    expect(protectedRoutes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining(['GET /api/users/me', 'GET /api/admin/me', 'GET /api/auth/logout']),
    );
  });

  it('refuses every protected route without a token or with a garbage token (401)', async () => {
    for (const r of t.app.routeAccess.filter((x) => x.access !== 'public')) {
      const none = await call(r);
      expect(none.statusCode, `${r.method} ${r.url} without token`).toBe(401);
      expect(typeof none.json().message).toBe('string');
      expect((await call(r, 'abc.def.ghi')).statusCode, `${r.method} ${r.url} garbage`).toBe(401);
    }
  });

  it('refuses a token of the wrong space (403) and a role outside the list (403)', async () => {
    for (const r of t.app.routeAccess) {
      if (r.access === 'public') continue;
      const { space, roles } = r.access;
      const label = `${r.method} ${r.url}`;
      if (space === 'admin') {
        for (const role of ROLE_CODES.filter((x) => x !== ROLES.ADMIN)) expectGuard403(await call(r, tokens[role]), `${label} as ${role}`);
        expectGuard403(await call(r, adminSpaceTokenForContractor), `${label} admin-space non-admin`);
      }
      if (space === 'customer') {
        expectGuard403(await call(r, adminToken), `${label} with admin token`);
        for (const role of ROLE_CODES.filter((x) => x !== ROLES.ADMIN)) {
          const allowed = !roles || roles.includes(role);
          // Destructive calls by allowed roles are proven in their own module tests.
          if (allowed && (r.method === 'DELETE' || r.url.endsWith('/logout'))) continue;
          const res = await call(r, tokens[role]);
          if (allowed) expectPastGuard(res, `${label} as allowed role ${role}`);
          else expectGuard403(res, `${label} as ${role}`);
        }
      }
    }
  });

  it('lets the allowed space through the guard', async () => {
    for (const r of t.app.routeAccess) {
      if (r.access === 'public' || r.method === 'DELETE' || r.url.endsWith('/logout')) continue;
      // A customer route open to some roles only (the reps' statistics) is tried with one of them.
      const customerRole = r.access.space === 'customer' && r.access.roles ? r.access.roles[0]! : ROLES.CONTRACTOR;
      const token = r.access.space === 'customer' ? tokens[customerRole] : adminToken;
      expectPastGuard(await call(r, token), `${r.method} ${r.url}`);
    }
  });
});
