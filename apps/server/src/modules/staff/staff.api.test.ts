import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { ADMIN_AREAS, STAFF_INVITE_TTL_HOURS, STAFF_MESSAGES, type StaffMember, type StaffSession } from '@klub/contracts';
import { auditLog, queryRows, userTokens, users } from '@klub/db';
import { bearer, createTestApp, DEMO_USERS, type TestApp } from '../../testing/test-app';
import { linkIn } from '../../testing/smtp';
import { makeMembers, userByEmail } from '../../testing/fixtures';
import { anotherAdminToken, makeStaff, sessionIdOf } from './staff.test-helpers';

let t: TestApp;
let admin: string;
let adminId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(DEMO_USERS.admin.email, DEMO_USERS.admin.password, true);
  adminId = (await userByEmail(t.db.db, DEMO_USERS.admin.email)).id;
});
afterAll(() => t?.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, token: string | null, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const staffList = async () => (await call('GET', '/api/staff', admin)).json<{ items: StaffMember[] }>().items;
const invite = (email: string, staffRole = 'CONTENT') =>
  call('POST', '/api/staff', admin, { email, firstname: 'Irena', lastname: 'Zaproszona', staffRole });
const tokenOfMail = async (email: string) => {
  const link = linkIn(await t.mailbox.waitFor(email, 'zaproszenie'));
  expect(link.origin + link.pathname).toBe('http://klub.test/admin/invitation');
  return link.searchParams.get('token')!;
};
/** Drops the mails received so far for this address (waitFor finds the first one). */
const forgetMailsTo = (email: string) => {
  for (let i = t.mailbox.mails.length - 1; i >= 0; i--) if (t.mailbox.mails[i]!.to.includes(email)) t.mailbox.mails.splice(i, 1);
};
const accept = (token: string, password = 'Nowe!Haslo123') => call('POST', '/api/staff/invitations/accept', null, { token, password });
const signIn = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password, isAdmin: true } });

describe('invitations', () => {
  it('invites: the account exists at once, the e-mail brings a link that sets the password once', async () => {
    const res = await invite('Nowa.Redaktorka@Example.pl');
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<StaffMember>();
    expect(created).toMatchObject({
      email: 'nowa.redaktorka@example.pl',
      staffRole: 'CONTENT',
      active: true,
      invitationPending: true,
      twoFactorEnabled: false,
      lastLoginAt: null,
    });
    const mail = await t.mailbox.waitFor('nowa.redaktorka@example.pl', 'zaproszenie');
    expect(mail.text).toContain('Irena');
    expect(mail.text).toContain('Treści');
    expect(mail.text).toContain(`${STAFF_INVITE_TTL_HOURS} godzin`);
    const token = linkIn(mail).searchParams.get('token')!;

    // only the hash is stored, valid 48 h
    const [stored] = await t.db.db
      .select()
      .from(userTokens)
      .where(and(eq(userTokens.userId, created.id), eq(userTokens.kind, 'STAFF_INVITE')));
    expect(stored!.tokenHash).not.toContain(token);
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBeGreaterThan(STAFF_INVITE_TTL_HOURS * 3600_000 - 60_000);
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBeLessThan(STAFF_INVITE_TTL_HOURS * 3600_000 + 60_000);

    // before: no password works
    expect((await signIn('nowa.redaktorka@example.pl', 'Nowe!Haslo123')).statusCode).toBe(401);
    const ok = await accept(token);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ message: STAFF_MESSAGES.inviteAccepted });
    const again = await accept(token, 'Inne!Haslo456');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(STAFF_MESSAGES.inviteInvalid);

    const signedIn = await signIn('nowa.redaktorka@example.pl', 'Nowe!Haslo123');
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toMatchObject({ staffRole: 'CONTENT', firstname: 'Irena' });
    expect((await staffList()).find((s) => s.id === created.id)).toMatchObject({ invitationPending: false });
  });

  it('refuses an expired link (past 48 h), an unknown one, and an address that has an account', async () => {
    expect((await invite('spozniona@example.pl')).statusCode).toBe(201);
    const token = await tokenOfMail('spozniona@example.pl');
    const { id } = await userByEmail(t.db.db, 'spozniona@example.pl');
    await t.db.db
      .update(userTokens)
      .set({ createdAt: sql`now() - interval '48 hours 1 minute'`, expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(userTokens.userId, id));
    const late = await accept(token);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(STAFF_MESSAGES.inviteInvalid);
    expect((await accept('zupelnie-nieznany-token')).json().message).toBe(STAFF_MESSAGES.inviteInvalid);

    const taken = await invite(DEMO_USERS.contractor.email);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(STAFF_MESSAGES.emailTaken);
    const bad = await call('POST', '/api/staff', admin, { email: 'x@example.pl', firstname: 'A', lastname: 'B', staffRole: 'KRÓL' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(STAFF_MESSAGES.unknownRole);

    // a new link for the pending invitation: the old one is dead, the new one works
    forgetMailsTo('spozniona@example.pl');
    const resent = await call('POST', `/api/staff/${id}/invitation`, admin);
    expect(resent.statusCode, resent.body).toBe(200);
    const fresh = await tokenOfMail('spozniona@example.pl');
    expect(fresh).not.toBe(token);
    await t.db.db
      .update(userTokens)
      .set({ expiresAt: sql`now() + interval '1 hour'` })
      .where(eq(userTokens.userId, id)); // the old one, revived in time
    expect((await accept(token)).statusCode).toBe(400);
    expect((await accept(fresh)).statusCode).toBe(200);
    const notPending = await call('POST', `/api/staff/${id}/invitation`, admin);
    expect(notPending.statusCode).toBe(409);
    expect(notPending.json().message).toBe(STAFF_MESSAGES.invitationNotPending);
  });

  it("a deactivated account's invitation is refused and stays unused", async () => {
    const made = (await invite('wycofana@example.pl')).json<StaffMember>();
    const token = await tokenOfMail('wycofana@example.pl');
    expect((await call('POST', `/api/staff/${made.id}/deactivate`, admin)).statusCode).toBe(200);
    expect((await accept(token)).statusCode).toBe(400);
    expect((await call('POST', `/api/staff/${made.id}/activate`, admin)).statusCode).toBe(200);
    expect((await accept(token)).statusCode).toBe(200);
  });
});

describe('staff accounts', () => {
  it('lists, reads and changes a staff member; 404 for anyone who is not staff', async () => {
    const s = await makeStaff(t, 'PROGRAM');
    const list = await staffList();
    expect(list.find((x) => x.id === adminId)).toMatchObject({ staffRole: 'ADMINISTRATOR', active: true });
    expect(list.find((x) => x.id === s.id)).toMatchObject({ staffRole: 'PROGRAM' });
    const [member] = await makeMembers(t, 1);
    expect(list.some((x) => x.id === member!.id)).toBe(false);
    expect((await call('GET', `/api/staff/${member!.id}`, admin)).statusCode).toBe(404);
    expect((await call('PATCH', `/api/staff/${member!.id}`, admin, { staffRole: 'CONTENT' })).json().message).toBe(STAFF_MESSAGES.notFound);

    const patched = await call('PATCH', `/api/staff/${s.id}`, admin, { firstname: 'Zuzanna', staffRole: 'ANALYST' });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ firstname: 'Zuzanna', staffRole: 'ANALYST' });
    expect((await call('GET', `/api/staff/${s.id}`, admin)).json()).toMatchObject({ firstname: 'Zuzanna', staffRole: 'ANALYST' });
  });

  it('a role change applies to sessions already open, at once (the session cache forgets them)', async () => {
    const s = await makeStaff(t, 'CONTENT');
    expect((await call('GET', '/api/lists', s.token)).statusCode).toBe(200);
    expect((await call('PATCH', `/api/staff/${s.id}`, admin, { staffRole: 'ORDERS' })).statusCode).toBe(200);
    const refused = await call('GET', '/api/lists', s.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(STAFF_MESSAGES.forbiddenArea(ADMIN_AREAS.content));
    expect((await call('GET', '/api/orders', s.token)).statusCode).toBe(200);
  });

  it('deactivates (its sessions end, it cannot sign in) and activates again; not oneself', async () => {
    const s = await makeStaff(t, 'MESSAGES');
    await t.db.db
      .update(users)
      .set({ passwordHash: await (await import('../../lib/passwords')).hashPassword('Wiad!2345') })
      .where(eq(users.id, s.id));
    const second = await anotherAdminToken(t, s.id);
    expect((await call('GET', '/api/messages/received', s.token)).statusCode).toBe(200);

    const own = await call('POST', `/api/staff/${adminId}/deactivate`, admin);
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe(STAFF_MESSAGES.notYourself);

    const off = await call('POST', `/api/staff/${s.id}/deactivate`, admin);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ active: false, deactivatedAt: expect.any(String) });
    for (const token of [s.token, second]) expect((await call('GET', '/api/messages/received', token)).statusCode).toBe(401);
    const refused = await signIn(s.email, 'Wiad!2345');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(STAFF_MESSAGES.deactivated);
    // the database says so too, whatever any cache held
    const open = await queryRows<{ n: number }>(
      t.db.db,
      sql`select count(*)::int as n from sessions where user_id = ${s.id} and revoked_at is null`,
    );
    expect(open[0]!.n).toBe(0);
    expect((await call('POST', `/api/staff/${s.id}/deactivate`, admin)).json().message).toBe(STAFF_MESSAGES.alreadyDeactivated);

    const on = await call('POST', `/api/staff/${s.id}/activate`, admin);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ active: true, deactivatedAt: null });
    expect((await call('POST', `/api/staff/${s.id}/activate`, admin)).json().message).toBe(STAFF_MESSAGES.alreadyActive);
    expect((await call('GET', '/api/messages/received', s.token)).statusCode).toBe(401); // ended sessions stay ended
    expect((await signIn(s.email, 'Wiad!2345')).statusCode).toBe(200);
  });

  it('names the staff member and the role they acted in, in the audit trail', async () => {
    const s = await makeStaff(t, 'CONTENT');
    const made = await call('POST', '/api/lists', s.token, { name: 'Lista audytu ról' });
    expect(made.statusCode, made.body).toBe(201);
    const [row] = await t.db.db
      .select({ actorId: auditLog.actorId, actorRole: auditLog.actorRole })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'lists'), eq(auditLog.entityId, String(made.json().id))));
    expect(row).toEqual({ actorId: s.id, actorRole: 'CONTENT' });

    expect((await call('PATCH', `/api/staff/${s.id}`, admin, { lastname: 'Audytowa' })).statusCode).toBe(200);
    const page = await call('GET', `/api/settings/logs?entity=users&entityId=${s.id}`, admin);
    const entry = page.json().data[0];
    expect(entry).toMatchObject({ route: 'PATCH /api/staff/:id', actorId: adminId, actorRole: 'ADMINISTRATOR' });
    expect(entry.actorName).toBe(`${DEMO_USERS.admin.firstname} ${DEMO_USERS.admin.lastname} (Administrator)`);
  });

  it('answers 403 in Polish to every role but the Administrator', async () => {
    const target = await makeStaff(t, 'ORDERS');
    for (const role of ['PROGRAM', 'ORDERS', 'CONTENT', 'MESSAGES', 'ANALYST', null] as const) {
      const s = await makeStaff(t, role);
      for (const [method, url] of [
        ['GET', '/api/staff'],
        ['POST', `/api/staff/${target.id}/deactivate`],
        ['PATCH', `/api/staff/${target.id}`],
        ['GET', `/api/staff/${target.id}/sessions`],
      ] as const) {
        const res = await call(method, url, s.token, method === 'PATCH' ? { staffRole: 'ADMINISTRATOR' } : undefined);
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
        if (role) expect(res.json().message).toBe(STAFF_MESSAGES.forbiddenArea(ADMIN_AREAS.staff));
      }
    }
    expect((await call('GET', `/api/staff/${target.id}`, admin)).json()).toMatchObject({ staffRole: 'ORDERS', active: true });
  });
});

describe('the last active Administrator', () => {
  it('cannot be demoted, and two Administrators demoting or deactivating each other at once leave one', async () => {
    // Only the two of this test are active Administrators meanwhile (the demo one is put aside in the database).
    const others = await t.db.db
      .update(users)
      .set({ staffRole: 'PROGRAM' })
      .where(and(eq(users.staffRole, 'ADMINISTRATOR'), sql`${users.deactivatedAt} is null`))
      .returning({ id: users.id });
    t.app.sessionCache.clear();
    try {
      for (let round = 0; round < 4; round++) {
        const a = await makeStaff(t, 'ADMINISTRATOR');
        const b = await makeStaff(t, 'ADMINISTRATOR');
        const [ab, ba] =
          round % 2 === 0
            ? await Promise.all([
                call('PATCH', `/api/staff/${b.id}`, a.token, { staffRole: 'CONTENT' }),
                call('PATCH', `/api/staff/${a.id}`, b.token, { staffRole: 'CONTENT' }),
              ])
            : await Promise.all([
                call('POST', `/api/staff/${b.id}/deactivate`, a.token),
                call('POST', `/api/staff/${a.id}/deactivate`, b.token),
              ]);
        const statuses = [ab!.statusCode, ba!.statusCode].sort();
        // One wins; the other is refused as the last Administrator (409), or — when it comes after
        // the deactivation or demotion of its own account committed — by the access check (401/403).
        expect(statuses[0], `${ab!.body} ${ba!.body}`).toBe(200);
        expect([401, 403, 409]).toContain(statuses[1]);
        const loser = ab!.statusCode === 200 ? ba! : ab!;
        if (loser.statusCode === 409) expect(loser.json().message).toBe(STAFF_MESSAGES.lastAdministrator);
        const left = await queryRows<{ n: number }>(
          t.db.db,
          sql`select count(*)::int as n from users where id in (${a.id}, ${b.id}) and staff_role = 'ADMINISTRATOR' and deactivated_at is null`,
        );
        expect(left[0]!.n, `round ${round}`).toBe(1);

        // and the one left cannot demote itself
        const [survivor] = ab!.statusCode === 200 ? [a] : [b];
        const self = await call('PATCH', `/api/staff/${survivor!.id}`, survivor!.token, { staffRole: 'ANALYST' });
        expect(self.statusCode).toBe(409);
        expect(self.json().message).toBe(STAFF_MESSAGES.lastAdministrator);
        // put aside for the next round
        await t.db.db.update(users).set({ staffRole: 'PROGRAM' }).where(eq(users.id, survivor!.id));
        t.app.sessionCache.clear();
      }
    } finally {
      for (const { id } of others) await t.db.db.update(users).set({ staffRole: 'ADMINISTRATOR' }).where(eq(users.id, id));
      t.app.sessionCache.clear();
    }
  });
});

describe('sessions', () => {
  it('lists one’s own sessions and ends one of them; not someone else’s', async () => {
    const s = await makeStaff(t, 'ANALYST', { userAgent: 'Firefox na laptopie' });
    const phone = await anotherAdminToken(t, s.id, 'Safari na telefonie');
    const mine = await call('GET', '/api/staff/me/sessions', s.token);
    expect(mine.statusCode, mine.body).toBe(200);
    const items = mine.json<{ items: StaffSession[] }>().items;
    expect(items).toHaveLength(2);
    expect(items.find((x) => x.current)).toMatchObject({ id: sessionIdOf(s.token), userAgent: 'Firefox na laptopie' });
    expect(items.find((x) => !x.current)).toMatchObject({ id: sessionIdOf(phone), userAgent: 'Safari na telefonie', ip: '203.0.113.7' });

    // the Analyst reads everything else, but ends their own sessions
    const end = await call('DELETE', `/api/staff/me/sessions/${sessionIdOf(phone)}`, s.token);
    expect(end.statusCode, end.body).toBe(200);
    expect(end.json().message).toBe(STAFF_MESSAGES.sessionEnded);
    expect((await call('GET', '/api/staff/me/sessions', phone)).statusCode).toBe(401);
    expect((await call('GET', '/api/staff/me/sessions', s.token)).json().items).toHaveLength(1);
    const twice = await call('DELETE', `/api/staff/me/sessions/${sessionIdOf(phone)}`, s.token);
    expect(twice.statusCode).toBe(404);
    expect(twice.json().message).toBe(STAFF_MESSAGES.sessionNotFound);

    // someone else's session is not "mine": 404, and it goes on working
    const other = await makeStaff(t, 'CONTENT');
    expect((await call('DELETE', `/api/staff/me/sessions/${sessionIdOf(other.token)}`, s.token)).statusCode).toBe(404);
    expect((await call('GET', '/api/staff/me/sessions', other.token)).statusCode).toBe(200);
    expect((await call('DELETE', '/api/staff/me/sessions/nie-uuid', s.token)).statusCode).toBe(400);
  });

  it('lets the Administrator see and end another staff member’s session', async () => {
    const s = await makeStaff(t, 'ORDERS', { userAgent: 'Chrome' });
    const list = await call('GET', `/api/staff/${s.id}/sessions`, admin);
    expect(list.statusCode).toBe(200);
    expect(list.json().items).toEqual([expect.objectContaining({ id: sessionIdOf(s.token), userAgent: 'Chrome', current: false })]);
    const end = await call('DELETE', `/api/staff/${s.id}/sessions/${sessionIdOf(s.token)}`, admin);
    expect(end.statusCode, end.body).toBe(200);
    expect((await call('GET', '/api/orders', s.token)).statusCode).toBe(401);
    expect((await call('GET', `/api/staff/${s.id}/sessions`, admin)).json().items).toEqual([]);
    // the trail records who ended it
    const [row] = await t.db.db
      .select({ actorId: auditLog.actorId, actorRole: auditLog.actorRole, route: auditLog.route })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'sessions'), eq(auditLog.entityId, sessionIdOf(s.token))));
    expect(row).toEqual({ actorId: adminId, actorRole: 'ADMINISTRATOR', route: 'DELETE /api/staff/:id/sessions/:sessionId' });
    // a session of someone else under this member's id: 404
    const other = await makeStaff(t, 'CONTENT');
    expect((await call('DELETE', `/api/staff/${s.id}/sessions/${sessionIdOf(other.token)}`, admin)).statusCode).toBe(404);
  });
});
