import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { ROLES } from '@klub/contracts';
import { rateLimits, users } from '@klub/db';
import { createTestApp, DEMO_USERS, type TestApp } from '../../testing/test-app';
import { hashPassword } from '../../lib/passwords';
import { AUTH_LIMITS, SIGNIN_SLOWDOWN, signinDelayMs, signinKeys } from './auth.service';

// The sign-in limits of docs/security.md "Sign-in limits", over real sockets: the app listens on
// 127.0.0.1 and each request leaves from its own loopback address (127.0.0.0/8 is all loopback on
// Linux), which is the address the server counts. Only failures count; the account is only slowed.

const PASSWORD = 'Szkolenie123';
const ACCOUNT_ADDRESS = new RegExp(
  `^Zbyt wiele nieudanych prób logowania na to konto z tego adresu sieciowego\\. Spróbuj ponownie za \\d+ min\\.$`,
);
const ADDRESS = /^Zbyt wiele nieudanych prób logowania z tego adresu sieciowego\. Spróbuj ponownie za \d+ min\.$/;

interface Answer {
  status: number;
  body: { message?: string; accessToken?: string };
  retryAfter?: string;
  ms: number;
}

/** POST /api/auth/signin from the local address `from` on a connection of its own. */
function signIn(port: number, from: string, payload: object, headers: Record<string, string> = {}): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        agent: false,
        method: 'POST',
        path: '/api/auth/signin',
        headers: { 'content-type': 'application/json', ...headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode!,
            body: JSON.parse(text) as Answer['body'],
            retryAfter: res.headers['retry-after'],
            ms: performance.now() - started,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(payload));
  });
}

const listen = async (t: TestApp) => {
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  return (t.app.server.address() as AddressInfo).port;
};

/** `n` active contractors who can sign in with PASSWORD (one argon2 hash for all of them). */
async function members(t: TestApp, n: number, prefix: string): Promise<string[]> {
  const passwordHash = await hashPassword(PASSWORD);
  const rows = await t.db.db
    .insert(users)
    .values(
      Array.from({ length: n }, (_, i) => ({
        email: `${prefix}${i}@example.pl`,
        passwordHash,
        role: ROLES.CONTRACTOR,
        status: 'ACTIVE_CONFIRMED' as const,
        firstname: `Imię${i}`,
        lastname: `Nazwisko${i}`,
        city: 'Kraków',
      })),
    )
    .returning({ email: users.email });
  return rows.map((r) => r.email);
}

const hitsOf = async (t: TestApp, key: string) =>
  (await t.db.db.select({ hits: rateLimits.hits }).from(rateLimits).where(eq(rateLimits.key, key)))[0]?.hits ?? 0;

const statuses = (answers: Answer[]) =>
  answers.reduce<Record<number, number>>((acc, a) => ({ ...acc, [a.status]: (acc[a.status] ?? 0) + 1 }), {});

const admin = DEMO_USERS.admin;

describe('sign-in limits: only failures count, the account is only slowed', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    port = await listen(t);
  });
  afterAll(() => t?.close());

  it("the slow-down grows with the account's failures beyond 10, 100 ms each, capped at 3 s", () => {
    expect([0, 10, 11, 20, 30, 40, 50, 1000].map(signinDelayMs)).toEqual([0, 0, 100, 1000, 2000, 3000, 3000, 3000]);
  });

  it('fifteen good admin sign-ins in a row from one address: all 200, no 429', async () => {
    const answers: Answer[] = [];
    for (let i = 0; i < 15; i++)
      answers.push(await signIn(port, '127.0.0.2', { email: admin.email, password: admin.password, isAdmin: true }));
    expect(statuses(answers)).toEqual({ 200: 15 });
    expect(await hitsOf(t, signinKeys(admin.email, '127.0.0.2').address)).toBe(0);
  });

  it("fifty wrong passwords for the admin from fifty other addresses, then the right password from the admin's address: 200 within the cap", async () => {
    // Five waves of ten at once, each wave from ten new addresses: every wave waits for the
    // failures before it (0, 10, 20, 30, 40 → 0, 0, 1, 2, 3 s), none is refused.
    const waves: Answer[][] = [];
    for (let w = 0; w < 5; w++) {
      waves.push(
        await Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            signIn(port, `127.0.1.${w * 10 + i + 1}`, { email: admin.email, password: `Zgaduje-${w}-${i}`, isAdmin: true }),
          ),
        ),
      );
    }
    expect(statuses(waves.flat())).toEqual({ 401: 50 });
    const expectedWait = [0, 10, 20, 30, 40].map(signinDelayMs);
    waves.forEach((wave, w) => expect(Math.min(...wave.map((a) => a.ms))).toBeGreaterThanOrEqual(expectedWait[w]! - 5));
    expect(await hitsOf(t, signinKeys(admin.email, '').account)).toBe(50);

    const right = await signIn(port, '127.0.0.2', { email: admin.email, password: admin.password, isAdmin: true });
    expect(right.status, JSON.stringify(right.body)).toBe(200);
    expect(right.body.accessToken).toBeTruthy();
    // It waited the cap (50 failures would be 4 s uncapped), and not more: the rest is one argon2
    // check and a session (about 0.1 s; 1.5 s allowed for a busy CI machine).
    expect(right.ms).toBeGreaterThanOrEqual(SIGNIN_SLOWDOWN.capMs - 5);
    expect(right.ms).toBeLessThan(SIGNIN_SLOWDOWN.capMs + 1500);
    // From an address no one used: 200 too, and the stranger's failures are still counted (slowed, not locked).
    const fresh = await signIn(port, '127.0.0.99', { email: admin.email, password: admin.password, isAdmin: true });
    expect(fresh.status).toBe(200);
    expect(fresh.ms).toBeLessThan(SIGNIN_SLOWDOWN.capMs + 1500);
    console.log(
      `sign-in limits: 50 wrong admin passwords from 50 addresses (waves of 10, slowest request per wave ${waves
        .map((w) => Math.round(Math.max(...w.map((a) => a.ms))))
        .join(
          '/',
        )} ms): ${JSON.stringify(statuses(waves.flat()))}; then the right one from 127.0.0.2: ${right.status} in ${Math.round(right.ms)} ms, from 127.0.0.99: ${fresh.status} in ${Math.round(fresh.ms)} ms`,
    );
  }, 60_000);

  it(`a guesser at one address: ${AUTH_LIMITS.signinAccountAddress.limit} failures counted exactly even in parallel, then a Polish 429 with Retry-After for that account from that address only`, async () => {
    const [victim, neighbour] = (await members(t, 2, 'guess')) as [string, string];
    const limit = AUTH_LIMITS.signinAccountAddress.limit;
    const answers = await Promise.all(
      Array.from({ length: 2.5 * limit }, (_, i) => signIn(port, '127.0.0.3', { email: victim, password: `Zgaduje${i}` })),
    );
    expect(statuses(answers)).toEqual({ 401: limit, 429: 1.5 * limit });
    const refused = answers.find((a) => a.status === 429)!;
    expect(refused.body.message).toMatch(ACCOUNT_ADDRESS);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(AUTH_LIMITS.signinAccountAddress.windowSeconds);
    // Refused attempts tried nothing and are not counted.
    expect(await hitsOf(t, signinKeys(victim, '127.0.0.3').accountAddress)).toBe(limit);
    expect(await hitsOf(t, signinKeys(victim, '127.0.0.3').address)).toBe(limit);
    // That address has failed on that account: even the right password waits for the window.
    const blocked = await signIn(port, '127.0.0.3', { email: victim, password: PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(ACCOUNT_ADDRESS);
    // The owner elsewhere, and another account from the guesser's address, are not stopped.
    expect((await signIn(port, '127.0.0.4', { email: victim, password: PASSWORD })).status).toBe(200);
    expect((await signIn(port, '127.0.0.3', { email: neighbour, password: PASSWORD })).status).toBe(200);
  });

  it("a success clears its account's failures from that address and gives its own hit back", async () => {
    const [member] = (await members(t, 1, 'clears')) as [string];
    const from = '127.0.0.5';
    const limit = AUTH_LIMITS.signinAccountAddress.limit;
    for (let i = 0; i < limit - 1; i++) expect((await signIn(port, from, { email: member, password: `Pomylka${i}` })).status).toBe(401);
    expect((await signIn(port, from, { email: member, password: PASSWORD })).status).toBe(200);
    expect(await hitsOf(t, signinKeys(member, from).accountAddress)).toBe(0);
    // A full allowance again…
    for (let i = 0; i < limit; i++) expect((await signIn(port, from, { email: member, password: `Znowu${i}` })).status).toBe(401);
    expect((await signIn(port, from, { email: member, password: 'Znowu-x1' })).status).toBe(429);
    // …while the address keeps its failures (19), and neither the success nor the 429 counted there.
    expect(await hitsOf(t, signinKeys(member, from).address)).toBe(2 * limit - 1);
  });

  it(`the per-address limit stops a spray across many accounts from one address after ${AUTH_LIMITS.signinAddress.limit} failures`, async () => {
    const [member] = (await members(t, 1, 'spray')) as [string];
    const from = '127.0.0.6';
    const answers: Answer[] = [];
    for (let i = 0; i < AUTH_LIMITS.signinAddress.limit; i++)
      answers.push(await signIn(port, from, { email: `ktos${i}@example.pl`, password: 'Zgaduje123' }));
    expect(statuses(answers)).toEqual({ 401: AUTH_LIMITS.signinAddress.limit });
    const refused = await signIn(port, from, { email: member, password: PASSWORD });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(ADDRESS);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    // Another address of the same machine is not affected.
    expect((await signIn(port, '127.0.0.7', { email: member, password: PASSWORD })).status).toBe(200);
  });

  it('a training room: 40 members sign in from one address, 10 of them after one typo: 40 × 200, 10 × 401, no 429', async () => {
    const room = await members(t, 40, 'sala');
    const from = '127.0.0.8';
    const answers: Answer[] = [];
    // In groups of eight at once, as people do when the trainer says "zalogujcie się".
    for (let g = 0; g < room.length; g += 8) {
      answers.push(
        ...(
          await Promise.all(
            room.slice(g, g + 8).map(async (email, i) => {
              const typo = (g + i) % 4 === 0 ? [await signIn(port, from, { email, password: 'Szkolenie12' })] : [];
              return [...typo, await signIn(port, from, { email, password: PASSWORD })];
            }),
          )
        ).flat(),
      );
    }
    expect(statuses(answers)).toEqual({ 200: 40, 401: 10 });
    expect(await hitsOf(t, signinKeys('', from).address)).toBe(10);
  });
});

// The client address is the proxy's X-Forwarded-For entry only when the connection comes from the
// proxy TRUST_PROXY names; any other peer is counted at its own address, whatever header it sends.
describe('sign-in limits behind a proxy (TRUST_PROXY=127.0.0.1)', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '127.0.0.1' }, { seed: false });
    port = await listen(t);
  });
  afterAll(() => t?.close());

  it('X-Forwarded-For from a peer that is not the proxy is ignored; from the proxy it names the client', async () => {
    const limit = AUTH_LIMITS.signinAddress.limit;
    const direct: Answer[] = [];
    for (let i = 0; i < limit; i++)
      direct.push(
        await signIn(
          port,
          '127.0.0.9',
          { email: `bezposrednio${i}@example.pl`, password: 'Zgaduje123' },
          { 'x-forwarded-for': `198.51.100.${i}` },
        ),
      );
    expect(statuses(direct)).toEqual({ 401: limit });
    const refused = await signIn(
      port,
      '127.0.0.9',
      { email: 'jeszcze@example.pl', password: 'Zgaduje123' },
      { 'x-forwarded-for': '198.51.100.200' },
    );
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(ADDRESS);
    // Through the proxy, the client it names has a counter of its own.
    const proxied = await signIn(
      port,
      '127.0.0.1',
      { email: 'klient@example.pl', password: 'Zgaduje123' },
      { 'x-forwarded-for': '203.0.113.5' },
    );
    expect(proxied.status).toBe(401);
    const keys = (
      await t.db.db.select({ key: rateLimits.key, hits: rateLimits.hits }).from(rateLimits).where(like(rateLimits.key, 'signin:fail:ip:%'))
    )
      .map((r) => `${r.key}=${r.hits}`)
      .sort();
    expect(keys).toEqual([`${signinKeys('', '127.0.0.9').address}=${limit}`, `${signinKeys('', '203.0.113.5').address}=1`]);
  });
});
