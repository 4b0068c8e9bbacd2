import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ERROR_CODES } from '@klub/contracts';
import { users } from '@klub/db';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app';
import { makeMembers } from '../../testing/fixtures';
import { AUTH_LIMITS } from './auth.service';
import { openSignupApp, signupBody } from './auth.test-helpers';

// The rate limits of sign-in, password reset, sign-up and password change (split from auth.api.test.ts).
let t: TestApp;
let lodzkie: number;
beforeAll(async () => ({ t, lodzkie } = await openSignupApp()));
afterAll(() => t?.close());

const signup = (over: Record<string, unknown> = {}) => signupBody(lodzkie, over);

describe('rate limits', () => {
  // Only failures count, and the account is never locked as a whole: signin-limits.api.test.ts.
  it('blocks sign-in for an account from one address after 10 failures in 15 minutes, with a Polish message', async () => {
    const payload = { email: 'limit@example.pl', password: 'cokolwiek1' };
    for (let i = 0; i < 10; i++) expect((await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload })).statusCode).toBe(401);
    const blocked = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(
      /^Zbyt wiele nieudanych prób logowania na to konto z tego adresu sieciowego\. Spróbuj ponownie za \d+ min\.$/,
    );
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The same account from another address is not stopped.
    const elsewhere = await t.app.inject({ method: 'POST', url: '/api/auth/signin', remoteAddress: '192.0.2.44', payload });
    expect(elsewhere.statusCode).toBe(401);
  });

  it('blocks password reset for an account after 3 requests an hour', async () => {
    const payload = { email: 'reset-limit@example.pl', isAdmin: false };
    for (let i = 0; i < 3; i++)
      expect((await t.app.inject({ method: 'POST', url: '/api/auth/reset-password/init', payload })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/reset-password/init', payload })).statusCode).toBe(429);
  });

  it('blocks sign-in from one IP after 30 failures, whatever the account', async () => {
    const other = await createTestApp({}, { seed: false });
    try {
      for (let i = 0; i < 30; i++) {
        const res = await other.app.inject({
          method: 'POST',
          url: '/api/auth/signin',
          payload: { email: `k${i}@example.pl`, password: 'cokolwiek1' },
        });
        expect(res.statusCode).toBe(401);
      }
      const blocked = await other.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { email: 'k99@example.pl', password: 'x' },
      });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toMatch(
        /^Zbyt wiele nieudanych prób logowania z tego adresu sieciowego\. Spróbuj ponownie za \d+ min\.$/,
      );
    } finally {
      await other.close();
    }
  });
});

describe('rate limits of sign-up and password change', () => {
  const signUpFrom = (app: TestApp['app'], ip: string, email: string) =>
    app.inject({ method: 'POST', url: '/api/auth/signup', remoteAddress: ip, payload: signup({ email }) });

  it(`sign-up: ${AUTH_LIMITS.signupIp.limit} per IP an hour, counted in PostgreSQL so that two instances share it`, async () => {
    const { buildApp } = await import('../../app');
    const second = await buildApp({ config: t.config, db: t.db });
    try {
      const ip = '198.51.100.7';
      for (let i = 0; i < AUTH_LIMITS.signupIp.limit; i++) {
        const res = await signUpFrom(i % 2 ? second : t.app, ip, `limit-ip-${i}@example.pl`);
        expect(res.statusCode, res.body).toBe(201);
      }
      const blocked = await signUpFrom(second, ip, 'limit-ip-x@example.pl');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toMatch(/^Zbyt wiele rejestracji z tego adresu sieciowego\. Spróbuj ponownie za \d+ min\.$/);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      // Nothing was created or mailed for the refused one; another address of the network is not affected.
      expect(await t.db.db.select().from(users).where(eq(users.email, 'limit-ip-x@example.pl'))).toHaveLength(0);
      expect((await signUpFrom(t.app, '198.51.100.8', 'limit-ip-y@example.pl')).statusCode).toBe(201);
    } finally {
      await second.close();
    }
  });

  it(`sign-up: ${AUTH_LIMITS.signupEmail.limit} attempts per e-mail address an hour, whatever the IP`, async () => {
    const email = 'jeden-adres@example.pl';
    expect((await signUpFrom(t.app, '203.0.113.1', email)).statusCode).toBe(201);
    for (let i = 2; i <= AUTH_LIMITS.signupEmail.limit; i++)
      expect((await signUpFrom(t.app, `203.0.113.${i}`, email)).statusCode).toBe(409);
    const blocked = await signUpFrom(t.app, '203.0.113.99', 'Jeden-Adres@Example.pl');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Zbyt wiele prób rejestracji na ten adres e-mail\. Spróbuj ponownie za \d+ min\.$/);
    await t.mailbox.waitFor(email, 'aktywuj');
    await t.mailsSettled();
    expect(t.mailbox.mails.filter((m) => m.to.includes(email))).toHaveLength(1);
  });

  it(`change-password: ${AUTH_LIMITS.changePassword.limit} tries per account in 15 minutes, parallel ones counted exactly`, async () => {
    const [m] = await makeMembers(t, 1, { prefix: 'chpw' });
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: bearer(m!.token),
        payload: { currentPassword: 'zgadywane-1', newPassword: 'NoweHaslo123' },
      });
    const answers = await Promise.all(Array.from({ length: 3 * AUTH_LIMITS.changePassword.limit }, attempt));
    expect(answers.filter((a) => a.statusCode === 400).every((a) => a.json().message === ERROR_CODES.WRONG_CURRENT_PASSWORD.message)).toBe(
      true,
    );
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(AUTH_LIMITS.changePassword.limit);
    const blocked = answers.filter((a) => a.statusCode === 429);
    expect(blocked).toHaveLength(2 * AUTH_LIMITS.changePassword.limit);
    expect(blocked[0]!.json().message).toMatch(/^Zbyt wiele prób zmiany hasła\. Spróbuj ponownie za \d+ min\.$/);
    // Another account is not affected.
    const [other] = await makeMembers(t, 1, { prefix: 'chpw-inny' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(other!.token),
      payload: { currentPassword: 'zgadywane-1', newPassword: 'NoweHaslo123' },
    });
    expect(res.statusCode).toBe(400);
  });
});
