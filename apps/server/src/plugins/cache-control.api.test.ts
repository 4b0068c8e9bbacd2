import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, DEMO_USERS, type TestApp } from '../testing/test-app';
import { openAdminApp } from '../testing/admin-app';

/** Private answers must not be kept by a browser or a shared proxy: every API answer says no-store unless its route decided otherwise. */
let t: TestApp;
let admin = '';
let member = '';
beforeAll(async () => ({ t, admin, contractor: member } = await openAdminApp({ contractor: true })));
afterAll(() => t?.close());

describe('Cache-Control on API answers', () => {
  it('every GET route without path parameters answers no-store, signed in or not, whatever its status', async () => {
    const routes = t.app.routeAccess.filter((r) => r.method === 'GET' && !r.url.includes(':') && !r.url.includes('*'));
    expect(routes.length).toBeGreaterThan(20);
    const wrong: string[] = [];
    for (const r of routes) {
      const token = r.access === 'public' ? undefined : r.access.space === 'admin' ? admin : member;
      for (const headers of token ? [bearer(token), {}] : [{}]) {
        const res = await t.app.inject({ method: 'GET', url: r.url, headers });
        if (res.headers['cache-control'] !== 'no-store') wrong.push(`${r.url} ${res.statusCode}: ${String(res.headers['cache-control'])}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('the sign-in answer (a token) and error answers are not stored either', async () => {
    const signin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: DEMO_USERS.contractor.email, password: DEMO_USERS.contractor.password },
    });
    expect(signin.statusCode).toBe(200);
    expect(signin.headers['cache-control']).toBe('no-store');
    const unknown = await t.app.inject({ method: 'GET', url: '/api/nie-ma-takiej-sciezki' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['cache-control']).toBe('no-store');
  });
});
