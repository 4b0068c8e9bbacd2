import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

// Behind a load balancer (TRUST_PROXY=1) the client address is the one the balancer appended,
// the right-most X-Forwarded-For entry. Entries to its left are written by the client, so rotating
// them must not give an attacker a fresh per-IP rate-limit bucket on each request.
describe('client address behind a proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' }, { seed: false });
  });
  afterAll(() => t.close());

  it('forged X-Forwarded-For entries do not escape the sign-in limit per IP (30)', async () => {
    const signIn = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        remoteAddress: '10.0.0.2', // the load balancer
        headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.9` }, // forged, then the real client
        payload: { email: `xff${i}@example.pl`, password: 'cokolwiek1' },
      });
    for (let i = 0; i < 30; i++) expect((await signIn(i)).statusCode).toBe(401);
    const res = await signIn(99);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/\p{L}/u);
  });

  it('a different real client behind the same balancer has its own bucket', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': '203.0.113.10' },
      payload: { email: 'inny@example.pl', password: 'cokolwiek1' },
    });
    expect(res.statusCode).toBe(401);
  });
});
