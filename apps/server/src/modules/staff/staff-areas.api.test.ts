import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_AREAS, ERROR_CODES, STAFF_MESSAGES, STAFF_ROLE_CODES, staffMay, type StaffRole } from '@klub/contracts';
import type { RouteAccess } from '../../plugins/access';
import { bearer, createTestApp, DEMO_USERS, type TestApp } from '../../testing/test-app';
import { userByEmail } from '../../testing/fixtures';
import { makeStaff } from './staff.test-helpers';

/**
 * The route × role walk: EVERY admin-space route the app registers, called with a token of each of
 * the six staff roles. Where the role table (STAFF_PERMISSIONS in @klub/contracts) lets the role use
 * the route's area — or read one of its `readIn` areas, for a GET — the call gets past the check
 * (anything but 403: the bodies here are empty or wrong, a 400 or 404 is fine); elsewhere it is
 * refused with exactly 403 and the Polish "Twoja rola nie ma dostępu do obszaru: …". A route added
 * later is walked without touching this file; one without an area does not even start (access.ts).
 */
let t: TestApp;
const tokens = {} as Record<StaffRole, string>;
let roleless = '';
/** Every `:param` is this id: a club member's (an admin's id would meet "this account collects no points", a 403 of its own). */
let memberId = 0;

beforeAll(async () => {
  t = await createTestApp();
  for (const role of STAFF_ROLE_CODES) tokens[role] = (await makeStaff(t, role)).token;
  roleless = (await makeStaff(t, null)).token;
  memberId = (await userByEmail(t.db.db, DEMO_USERS.contractor.email)).id;
});
afterAll(() => t?.close());

const concrete = (url: string) => url.replace(/:[a-zA-Z]+/g, String(memberId));
const call = (r: RouteAccess, token: string) => t.app.inject({ method: r.method as 'GET', url: concrete(r.url), headers: bearer(token) });
const adminRoutes = () => t.app.routeAccess.filter((r) => r.access !== 'public' && r.access.space === 'admin');

/** What the role table says, read from the contract (not from the server's check). */
function expected(r: RouteAccess, role: StaffRole): boolean {
  if (r.access === 'public' || !r.access.area) throw new Error(`${r.method} ${r.url} has no area`);
  const { area, readIn = [] } = r.access;
  if (area === 'own') return true;
  return staffMay(role, area, r.method) || (r.method === 'GET' && readIn.some((a) => staffMay(role, a, 'GET')));
}

/** Calls that would end the caller's own session or account: skipped for the allowed role (proven in staff.api.test.ts). */
const selfDestructive = (r: RouteAccess) => r.method === 'DELETE' && r.url.startsWith('/api/staff/me/sessions');

describe('every admin route × every staff role', () => {
  it('gets an allowed role past the check and refuses the others with 403 naming the area', async () => {
    const routes = adminRoutes();
    expect(routes.length).toBeGreaterThan(100);
    let pairs = 0;
    let allowed = 0;
    let refused = 0;
    const wrong: string[] = [];
    for (const r of routes) {
      for (const role of STAFF_ROLE_CODES) {
        const may = expected(r, role);
        if (may && selfDestructive(r)) continue;
        pairs++;
        const res = await call(r, tokens[role]);
        const label = `${r.method} ${r.url} as ${role}`;
        if (may) {
          allowed++;
          if (res.statusCode === 403 || res.statusCode === 401) wrong.push(`${label}: allowed, answered ${res.statusCode} ${res.body}`);
        } else {
          refused++;
          const area = (r.access as { area: keyof typeof ADMIN_AREAS }).area;
          const message = res.statusCode === 403 ? (res.json() as { message?: string }).message : undefined;
          if (message !== STAFF_MESSAGES.forbiddenArea(ADMIN_AREAS[area]))
            wrong.push(`${label}: refused, answered ${res.statusCode} ${res.body}`);
        }
      }
    }
    console.log(`staff area walk: ${routes.length} admin routes, ${pairs} role × route pairs, ${allowed} allowed, ${refused} refused`);
    expect(wrong).toEqual([]);
    // every role is refused somewhere but the Administrator, who is refused nowhere
    expect(refused).toBeGreaterThan(0);
  });

  it('gives an admin account without a staff role nothing (fail closed)', async () => {
    for (const r of adminRoutes()) {
      const res = await call(r, roleless);
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(403);
    }
  });

  it('every admin route declares an area of the role table', () => {
    for (const r of adminRoutes()) {
      const access = r.access as { area?: string; readIn?: string[] };
      expect(access.area === 'own' || Object.hasOwn(ADMIN_AREAS, access.area ?? ''), `${r.method} ${r.url}`).toBe(true);
      for (const a of access.readIn ?? []) expect(Object.hasOwn(ADMIN_AREAS, a), `${r.method} ${r.url} readIn ${a}`).toBe(true);
    }
  });

  it('refuses the existing token of a deactivated account (401)', async () => {
    const { token: admin } = await makeStaff(t, 'ADMINISTRATOR');
    const s = await makeStaff(t, 'CONTENT');
    expect((await t.app.inject({ method: 'GET', url: '/api/lists', headers: bearer(s.token) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: `/api/staff/${s.id}/deactivate`, headers: bearer(admin) })).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: '/api/lists', headers: bearer(s.token) });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(ERROR_CODES.TOKEN_INVALID.message);
  });
});
