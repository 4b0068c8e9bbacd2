import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ROLES } from '@klub/contracts';
import { users } from '@klub/db';
import { bearer, type TestApp } from '../../testing/test-app';
import { makeMembers } from '../../testing/fixtures';
import { openAdminApp } from '../../testing/admin-app';

/** Issue 14: the member is e-mailed when the club confirms the account (ACTIVE → ACTIVE_CONFIRMED). */
let t: TestApp;
let admin = '';
beforeAll(async () => ({ t, admin } = await openAdminApp()));
afterAll(() => t?.close());

const SUBJECT = 'Klub — Twoje konto zostało potwierdzone';

async function awaiting(prefix: string, role: number = ROLES.CONTRACTOR) {
  const [m] = await makeMembers(t, 1, { prefix, role: role as never });
  const [u] = await t.db.db.update(users).set({ status: 'ACTIVE' }).where(eq(users.id, m!.id)).returning();
  return u!;
}
const setStatus = (id: number, status: string) =>
  t.app.inject({ method: 'PATCH', url: `/api/users/${id}/status`, headers: bearer(admin), payload: { status } });
const confirmations = (email: string) => t.mailbox.mails.filter((m) => m.to.includes(email) && m.subject === SUBJECT);

describe('account confirmation e-mail', () => {
  it('confirming the account mails the member once, with the catalogue link; confirming again mails nothing', async () => {
    const u = await awaiting('potw');
    const res = await setStatus(u.id, 'ACTIVE_CONFIRMED');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('ACTIVE_CONFIRMED');
    const mail = await t.mailbox.waitFor(u.email, SUBJECT);
    expect(mail.text).toContain(`Cześć ${u.firstname}`);
    expect(mail.text).toContain('http://klub.test/group');

    const again = await setStatus(u.id, 'ACTIVE_CONFIRMED');
    expect(again.statusCode, again.body).toBe(200);
    // Every queued mail delivered: a second one would be here now.
    await t.mailsSettled();
    expect(confirmations(u.email)).toHaveLength(1);
  });

  it('other status changes mail nothing; confirming through the member form mails as well', async () => {
    const u = await awaiting('form');
    expect((await setStatus(u.id, 'NOT_ACTIVE')).statusCode).toBe(200);
    expect((await setStatus(u.id, 'ACTIVE')).statusCode).toBe(200);
    await t.mailsSettled();
    expect(confirmations(u.email)).toEqual([]);

    const details = (await t.app.inject({ method: 'GET', url: `/api/users/${u.id}`, headers: bearer(admin) })).json();
    const body = {
      email: details.email,
      type: details.type,
      status: 'ACTIVE_CONFIRMED',
      firstname: details.firstname,
      lastname: details.lastname,
      phone: '600 111 222',
      city: 'Wrocław',
      postCode: '50-001',
      street: 'Rynek 1',
      regionId: 1,
    };
    const res = await t.app.inject({ method: 'PATCH', url: `/api/users/${u.id}`, headers: bearer(admin), payload: body });
    expect(res.statusCode, res.body).toBe(200);
    await t.mailbox.waitFor(u.email, SUBJECT);
    const same = await t.app.inject({ method: 'PATCH', url: `/api/users/${u.id}`, headers: bearer(admin), payload: body });
    expect(same.statusCode, same.body).toBe(200);
    await t.mailsSettled();
    expect(confirmations(u.email)).toHaveLength(1);
  });

  it('an employee (no ordering) gets no such mail', async () => {
    const u = await awaiting('dth', ROLES.DTH);
    expect((await setStatus(u.id, 'ACTIVE_CONFIRMED')).statusCode).toBe(200);
    await t.mailsSettled();
    expect(confirmations(u.email)).toEqual([]);
  });
});
