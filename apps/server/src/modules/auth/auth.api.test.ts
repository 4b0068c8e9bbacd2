import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ERROR_CODES, FIELD_MESSAGES, LEDGER_SOURCES, NOT_FOUND_MESSAGES, SERVER_MESSAGES } from '@klub/contracts';
import { regions, sessions, users, type Database } from '@klub/db';
import { bearer, createTestApp, DEMO_USERS, type TestApp } from '../../testing/test-app';
import { linkIn } from '../../testing/smtp';
import { AUTH_LIMITS } from './auth.service';
import { makeMembers } from '../../testing/fixtures';
import { credit } from '../ledger/ledger.service';

let t: TestApp;
/** łódzkie, one of the 16 województwa the migrations create. */
let lodzkie: number;
beforeAll(async () => {
  t = await createTestApp();
  lodzkie = (await t.db.db.select().from(regions).where(eq(regions.name, 'łódzkie')))[0]!.id;
});
afterAll(() => t?.close());

const signup = (over: Record<string, unknown> = {}) => ({
  email: 'nowy.malarz@example.pl',
  password: 'Farba1234',
  firstname: 'Zenon',
  lastname: 'Pędzel',
  phone: '+48 600 100 200',
  companyName: 'Pędzel Sp. z o.o.',
  nip: '5260250995',
  city: 'Gdańsk',
  postCode: '80-001',
  street: 'Długa 1',
  regionId: lodzkie,
  type: 21,
  acceptRegulations: true,
  marketingConsent: true,
  ...over,
});

describe('registration and activation', () => {
  it('creates a NOT_ACTIVE account, mails a single-use activation link, then lets the member in', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: signup() });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(SERVER_MESSAGES.signedUp);

    const before = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: 'nowy.malarz@example.pl', password: 'Farba1234' },
    });
    expect(before.statusCode).toBe(403);
    expect(before.json().message).toBe(ERROR_CODES.ACCOUNT_NOT_ACTIVE.message);

    const mail = await t.mailbox.waitFor('nowy.malarz@example.pl', 'aktywuj');
    const link = linkIn(mail);
    expect(link.origin + link.pathname).toBe('http://klub.test/login');
    const activation = { token: link.searchParams.get('activate'), userId: Number(link.searchParams.get('userId')) };

    const ok = await t.app.inject({ method: 'POST', url: '/api/auth/activate', payload: activation });
    expect(ok.statusCode).toBe(200);
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/activate', payload: activation });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(ERROR_CODES.LINK_INVALID.message);

    const token = await t.signIn('nowy.malarz@example.pl', 'Farba1234');
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      email: 'nowy.malarz@example.pl',
      status: 'ACTIVE',
      type: 21,
      phone: '+48600100200',
      nip: '5260250995',
      marketingConsent: true,
    });
    const stored = await t.db.db.select().from(users).where(eq(users.email, 'nowy.malarz@example.pl'));
    expect(stored[0]!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(stored[0]!.regionId).toBe(lodzkie);
  });

  it('asks for the województwo: a missing one and an unknown one are refused in Polish, and nothing is created', async () => {
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      remoteAddress: '192.0.2.50',
      payload: signup({ email: 'bez.regionu@example.pl', regionId: undefined }),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain(`regionId: ${FIELD_MESSAGES.region}`);

    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      remoteAddress: '192.0.2.50',
      payload: signup({ email: 'bez.regionu@example.pl', regionId: 999_999 }),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(NOT_FOUND_MESSAGES.region);
    expect(await t.db.db.select().from(users).where(eq(users.email, 'bez.regionu@example.pl'))).toHaveLength(0);
  });

  it("puts a newly registered painter from Łódź into the 'łódzkie' ranking once they have points", async () => {
    const email = 'malarz.z.lodzi@example.pl';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      remoteAddress: '192.0.2.51',
      payload: signup({ email, city: 'Łódź', postCode: '90-001', nip: null, companyName: null }),
    });
    expect(res.statusCode).toBe(201);
    const link = linkIn(await t.mailbox.waitFor(email, 'aktywuj'));
    const activation = { token: link.searchParams.get('activate'), userId: Number(link.searchParams.get('userId')) };
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/activate', payload: activation })).statusCode).toBe(200);
    const token = await t.signIn(email, 'Farba1234');

    const ranking = async (regionId: number) =>
      (await t.app.inject({ method: 'GET', url: `/api/ranking/${regionId}`, headers: bearer(token) })).json() as {
        data: { userId: number; city: string | null }[];
      };
    expect((await ranking(lodzkie)).data.map((r) => r.userId)).not.toContain(activation.userId);

    await t.db.db.transaction((tx) =>
      credit(tx as unknown as Database, {
        userId: activation.userId,
        amount: 120,
        source: LEDGER_SOURCES.MANUALLY_ADDED_BY_ADMIN,
        reason: 'Pierwsze punkty',
        expiresAt: null,
        earns: true,
      }),
    );
    expect((await ranking(lodzkie)).data).toContainEqual(expect.objectContaining({ userId: activation.userId, city: 'Łódź' }));
    const other = (await t.db.db.select().from(regions).where(eq(regions.name, 'pomorskie')))[0]!.id;
    expect((await ranking(other)).data.map((r) => r.userId)).not.toContain(activation.userId);
  });

  it('refuses a second account for the same address, whatever its letter case', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: signup({ email: 'Nowy.Malarz@Example.pl' }) });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ERROR_CODES.EMAIL_TAKEN.message);
  });

  it('rejects a wrong NIP checksum and a missing regulations consent with Polish field messages', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: signup({ email: 'a@b.pl', nip: '5260250994', acceptRegulations: false }),
    });
    expect(res.statusCode).toBe(400);
    const messages = res.json().message as string[];
    expect(messages).toContain('nip: Podaj poprawny NIP (10 cyfr z prawidłową sumą kontrolną)');
    expect(messages).toContain('acceptRegulations: Zaakceptuj regulamin programu');
  });
});

describe('sign-in', () => {
  it('gives one message for a wrong e-mail and a wrong password', async () => {
    const wrongPass = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: DEMO_USERS.contractor.email, password: 'nie-to-haslo1' },
    });
    const wrongMail = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: 'nikt@example.pl', password: 'nie-to-haslo1' },
    });
    expect(wrongPass.statusCode).toBe(401);
    expect(wrongMail.statusCode).toBe(401);
    expect(wrongPass.json()).toEqual(wrongMail.json());
    expect(wrongPass.json().message).toBe(ERROR_CODES.INVALID_CREDENTIALS.message);
  });

  it('gives the admin an admin-space token with first and last name', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: DEMO_USERS.admin.email, password: DEMO_USERS.admin.password, isAdmin: true },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ firstname: 'Anna', lastname: 'Administratorka', expiresIn: t.config.tokens.admin.ttl });
    const me = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: bearer(body.accessToken) });
    expect(me.json()).toMatchObject({ firstName: 'Anna', lastName: 'Administratorka', fullName: 'Anna Administratorka' });
  });

  it('does not let a member through the admin door, nor an admin through the member door', async () => {
    const member = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: DEMO_USERS.contractor.email, password: DEMO_USERS.contractor.password, isAdmin: true },
    });
    expect(member.statusCode).toBe(401);
    const admin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: DEMO_USERS.admin.email, password: DEMO_USERS.admin.password },
    });
    expect(admin.statusCode).toBe(403);
    expect(admin.json().message).toBe(ERROR_CODES.ADMIN_USE_ADMIN_PANEL.message);
  });

  it('every demo account can sign in', async () => {
    for (const u of [DEMO_USERS.contractor, DEMO_USERS.dth, DEMO_USERS.rds])
      expect(await t.signIn(u.email, u.password)).toBeTypeOf('string');
    const meClient = await t.app.inject({
      method: 'GET',
      url: '/api/users/me-client',
      headers: bearer(await t.signIn(DEMO_USERS.dth.email, DEMO_USERS.dth.password)),
    });
    expect(meClient.json()).toMatchObject({ type: 41, isEmployee: true, canOrder: false, fullName: 'Damian Doradca' });
  });
});

describe('tokens', () => {
  it('logout revokes the token on the server', async () => {
    const token = await t.signIn(DEMO_USERS.contractor.email, DEMO_USERS.contractor.password);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/logout', headers: bearer(token) })).json().message).toBe(
      'Wylogowano pomyślnie',
    );
    const after = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(ERROR_CODES.TOKEN_INVALID.message);
  });

  it('an expired session answers 401', async () => {
    const token = await t.signIn(DEMO_USERS.contractor.email, DEMO_USERS.contractor.password);
    await t.db.db.update(sessions).set({ expiresAt: sql`now() - interval '1 second'` });
    t.app.sessionCache.clear();
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('a tampered token answers 401', async () => {
    const token = await t.signIn(DEMO_USERS.contractor.email, DEMO_USERS.contractor.password);
    const tampered = token.slice(0, -3) + (token.endsWith('AAA') ? 'BBB' : 'AAA');
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(tampered) })).statusCode).toBe(401);
  });
});

describe('password change and reset', () => {
  it('change-password needs the current password, keeps this token and revokes the others', async () => {
    const email = DEMO_USERS.rds.email;
    const a = await t.signIn(email, DEMO_USERS.rds.password);
    const b = await t.signIn(email, DEMO_USERS.rds.password);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(a),
      payload: { currentPassword: 'zle-haslo-1', newPassword: 'NoweHaslo123' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(ERROR_CODES.WRONG_CURRENT_PASSWORD.message);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(a),
      payload: { currentPassword: DEMO_USERS.rds.password, newPassword: 'NoweHaslo123' },
    });
    expect(ok.json().message).toBe('Zmieniono hasło pomyślnie');
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(a) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(b) })).statusCode).toBe(401);
    expect(await t.signIn(email, 'NoweHaslo123')).toBeTypeOf('string');
  });

  it('reset answers the same for unknown addresses and sends nothing to them', async () => {
    const sent = t.mailbox.mails.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password/init',
      payload: { email: 'nieznany@example.pl', isAdmin: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(SERVER_MESSAGES.resetSent);
    await new Promise((r) => setTimeout(r, 200));
    expect(t.mailbox.mails.length).toBe(sent);
  });

  it('reset link sets a new password once, revokes sessions, and points admins to the admin page', async () => {
    const { email, password } = DEMO_USERS.dth;
    const old = await t.signIn(email, password);
    await t.app.inject({ method: 'POST', url: '/api/auth/reset-password/init', payload: { email, isAdmin: false } });
    const link = linkIn(await t.mailbox.waitFor(email, 'nowe hasło'));
    expect(link.pathname).toBe('/reset-password');
    const url = `/api/auth/reset-password/confirm?token=${link.searchParams.get('token')}&userId=${link.searchParams.get('userId')}`;
    const ok = await t.app.inject({ method: 'POST', url, payload: { password: 'Zresetowane123' } });
    expect(ok.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url, payload: { password: 'Zresetowane456' } })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(old) })).statusCode).toBe(401);
    expect(await t.signIn(email, 'Zresetowane123')).toBeTypeOf('string');

    await t.app.inject({ method: 'POST', url: '/api/auth/reset-password/init', payload: { email: DEMO_USERS.admin.email, isAdmin: true } });
    expect(linkIn(await t.mailbox.waitFor(DEMO_USERS.admin.email, 'nowe hasło')).pathname).toBe('/admin/reset-password');
  });
});

describe('rate limits', () => {
  it('blocks sign-in for an account after 10 attempts in 15 minutes, with a Polish message', async () => {
    const payload = { email: 'limit@example.pl', password: 'cokolwiek1' };
    for (let i = 0; i < 10; i++) expect((await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload })).statusCode).toBe(401);
    const blocked = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Zbyt wiele prób\. Spróbuj ponownie za \d+ min\.$/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('blocks password reset for an account after 3 requests an hour', async () => {
    const payload = { email: 'reset-limit@example.pl', isAdmin: false };
    for (let i = 0; i < 3; i++)
      expect((await t.app.inject({ method: 'POST', url: '/api/auth/reset-password/init', payload })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/reset-password/init', payload })).statusCode).toBe(429);
  });

  it('blocks sign-in from one IP after 30 attempts, whatever the account', async () => {
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
      expect(
        (await other.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email: 'k99@example.pl', password: 'x' } }))
          .statusCode,
      ).toBe(429);
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
    await new Promise((r) => setTimeout(r, 200));
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

describe('session cache', () => {
  it('a revoked session is refused at once even after it was cached by earlier requests', async () => {
    const [m] = await makeMembers(t, 1);
    const token = m!.token;
    for (let i = 0; i < 3; i++)
      expect((await t.app.inject({ method: 'GET', url: '/api/users/me-client', headers: bearer(token) })).statusCode).toBe(200);
    await t.app.inject({ method: 'GET', url: '/api/auth/logout', headers: bearer(token) });
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me-client', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('on PostgreSQL, a logout on one instance is refused on another instance at once (LISTEN/NOTIFY)', async (ctx) => {
    if (t.driver !== 'postgres') ctx.skip(); // one process on the embedded database: nothing to propagate
    const { buildApp } = await import('../../app');
    const second = await buildApp({ config: t.config, db: t.db });
    try {
      await new Promise((r) => setTimeout(r, 300)); // its LISTEN connection is up
      const [m] = await makeMembers(t, 1);
      const token = m!.token;
      expect((await second.inject({ method: 'GET', url: '/api/users/me-client', headers: bearer(token) })).statusCode).toBe(200);
      await t.app.inject({ method: 'GET', url: '/api/auth/logout', headers: bearer(token) });
      await new Promise((r) => setTimeout(r, 200));
      expect((await second.inject({ method: 'GET', url: '/api/users/me-client', headers: bearer(token) })).statusCode).toBe(401);
    } finally {
      await second.close();
    }
  });
});
