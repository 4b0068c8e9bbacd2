import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '@klub/db';
import { bearer, createTestApp, DEMO_USERS, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const profile = {
  firstname: 'Janusz',
  lastname: 'Malarz-Nowak',
  phone: '601 202 303',
  companyName: 'Malowanie Jan',
  nip: '',
  city: 'Kraków',
  postCode: '30-001',
  street: 'Floriańska 5',
  marketingConsent: true,
};

describe('GET /api/users/me (spec §7)', () => {
  it('answers the member with a customer token and the administrator with an admin token', async () => {
    const member = await t.signIn(DEMO_USERS.contractor.email, DEMO_USERS.contractor.password);
    const asMember = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(member) });
    expect(asMember.statusCode).toBe(200);
    expect(asMember.json()).toMatchObject({ email: DEMO_USERS.contractor.email, firstname: expect.any(String) });
    expect(asMember.json()).not.toHaveProperty('fullName');

    const admin = await t.signIn(DEMO_USERS.admin.email, DEMO_USERS.admin.password, true);
    const asAdmin = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(admin) });
    expect(asAdmin.statusCode).toBe(200);
    const adminMe = (await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: bearer(admin) })).json();
    expect(asAdmin.json()).toEqual(adminMe);
    expect(adminMe).toEqual({
      id: expect.any(Number),
      email: DEMO_USERS.admin.email,
      firstName: expect.any(String),
      lastName: expect.any(String),
      fullName: `${adminMe.firstName} ${adminMe.lastName}`,
      // The back office shows only the areas of this role (issue 36).
      staffRole: 'ADMINISTRATOR',
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me' })).statusCode).toBe(401);
  });
});

describe('own profile', () => {
  it('edits own data and records the consent date', async () => {
    const token = await t.signIn(DEMO_USERS.contractor.email, DEMO_USERS.contractor.password);
    const res = await t.app.inject({ method: 'PATCH', url: '/api/users/me', headers: bearer(token), payload: profile });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstname: 'Janusz', phone: '601202303', nip: null, marketingConsent: true });
    const [row] = await t.db.db.select().from(users).where(eq(users.email, DEMO_USERS.contractor.email));
    expect(row!.marketingConsentAt).toBeInstanceOf(Date);
  });

  it('refuses an invalid post code with a Polish message and changes nothing', async () => {
    const token = await t.signIn(DEMO_USERS.contractor.email, DEMO_USERS.contractor.password);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: bearer(token),
      payload: { ...profile, postCode: '30001', firstname: 'Zmieniony' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(['postCode: Podaj kod pocztowy w formacie 00-000']);
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });
    expect(me.json().firstname).toBe('Janusz');
  });

  it('me-client tells whether the member may order', async () => {
    const token = await t.signIn(DEMO_USERS.contractor.email, DEMO_USERS.contractor.password);
    const res = await t.app.inject({ method: 'GET', url: '/api/users/me-client', headers: bearer(token) });
    expect(res.json()).toMatchObject({ type: 21, status: 'ACTIVE_CONFIRMED', canOrder: true, isEmployee: false });
  });
});

describe('account deletion', () => {
  it('anonymises the member, ends every session and frees the address', async () => {
    const token = await t.signIn(DEMO_USERS.contractor.email, DEMO_USERS.contractor.password);
    const other = await t.signIn(DEMO_USERS.contractor.email, DEMO_USERS.contractor.password);
    const [before] = await t.db.db.select().from(users).where(eq(users.email, DEMO_USERS.contractor.email));
    const res = await t.app.inject({ method: 'DELETE', url: '/api/users/me', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const [after] = await t.db.db.select().from(users).where(eq(users.id, before!.id));
    expect(after).toMatchObject({ isDeleted: true, firstname: 'Konto', phone: null, city: null, street: null, nip: null });
    expect(after!.email).not.toContain('wykonawca');
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(other) })).statusCode).toBe(401);
    const signin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: DEMO_USERS.contractor.email, password: DEMO_USERS.contractor.password },
    });
    expect(signin.statusCode).toBe(401);
  });

  it('does not let a DTH delete their own account (employees are removed by an admin)', async () => {
    const token = await t.signIn(DEMO_USERS.dth.email, DEMO_USERS.dth.password);
    const res = await t.app.inject({ method: 'DELETE', url: '/api/users/me', headers: bearer(token) });
    expect(res.statusCode).toBe(403);
  });
});
