import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ERROR_CODES, FIELD_MESSAGES, LEDGER_SOURCES, NOT_FOUND_MESSAGES, SERVER_MESSAGES } from '@klub/contracts';
import { regions, sessions, users, type Database } from '@klub/db';
import { bearer, DEMO_USERS, type TestApp } from '../../testing/test-app';
import { linkIn } from '../../testing/smtp';
import { makeMembers } from '../../testing/fixtures';
import { credit } from '../ledger/ledger.service';
import { openSignupApp, signupBody } from './auth.test-helpers';

let t: TestApp;
let lodzkie: number;
beforeAll(async () => ({ t, lodzkie } = await openSignupApp()));
afterAll(() => t?.close());

const signup = (over: Record<string, unknown> = {}) => signupBody(lodzkie, over);

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
    await t.mailsSettled();
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
