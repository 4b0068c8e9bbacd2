import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { AUDIT_MASK, AUDIT_MASK_CHANGED, type AuditPage, type JobLogPage } from '@klub/contracts';
import { auditLog, regions, users } from '@klub/db';
import { bearer, createTestApp, DEMO_USERS, type TestApp } from '../../testing/test-app';
import { makeCodes, makePackage } from '../../testing/fixtures';
import { inAuditedTransaction, requestScopedDb } from '../../lib/request-transaction';

let t: TestApp;
let admin = '';
let adminId = 0;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(DEMO_USERS.admin.email, DEMO_USERS.admin.password, true);
  adminId = (await t.db.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_USERS.admin.email)))[0]!.id;
});
afterAll(() => t?.close());

const logs = async (query: Record<string, string | number> = {}) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/settings/logs',
    query: query as Record<string, string>,
    headers: bearer(admin),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AuditPage;
};
const rowsFor = (entity: string, entityId: string | number) =>
  t.db.db
    .select()
    .from(auditLog)
    .where(sql`${auditLog.entity} = ${entity} and ${auditLog.entityId} = ${String(entityId)}`)
    .orderBy(auditLog.id);

describe('audit trail of admin changes', () => {
  it('records who, when, from where, which route and before/after of an admin change, in the same transaction', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/regions',
      headers: { ...bearer(admin), 'x-forwarded-for': '203.0.113.9' },
      payload: { name: 'Audytowe' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id as number;
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/regions/${id}`,
      headers: bearer(admin),
      payload: { name: 'Audytowe 2' },
    });
    expect(renamed.statusCode).toBe(200);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/regions/${id}`, headers: bearer(admin) });
    expect(deleted.statusCode).toBe(200);

    const rows = await rowsFor('regions', id);
    expect(rows.map((r) => [r.action, r.route, r.actorId])).toEqual([
      ['INSERT', 'POST /api/regions', adminId],
      ['UPDATE', 'PATCH /api/regions/:id', adminId],
      ['DELETE', 'DELETE /api/regions/:id', adminId],
    ]);
    expect(rows[0]!.before).toBeNull();
    expect(rows[0]!.after).toMatchObject({ id, name: 'Audytowe' });
    expect(rows[1]!.before).toMatchObject({ name: 'Audytowe' });
    expect(rows[1]!.after).toMatchObject({ name: 'Audytowe 2' });
    expect(rows[2]!.after).toBeNull();
    expect(rows[0]!.ip).toBe('127.0.0.1'); // the socket's address: X-Forwarded-For is not trusted without TRUST_PROXY

    // the API answers the same, newest first, with the admin's name and the role they acted in
    const page = await logs({ entity: 'regions', entityId: String(id) });
    expect(page.total).toBe(3);
    expect(page.data.map((e) => e.action)).toEqual(['DELETE', 'UPDATE', 'INSERT']);
    expect(page.data[0]!.actorName).toBe(`${DEMO_USERS.admin.firstname} ${DEMO_USERS.admin.lastname} (Administrator)`);
    expect(page.data[0]!.actorRole).toBe('ADMINISTRATOR');
  });

  it('leaves no record of a change that rolled back, and records nothing a member does', async () => {
    const before = (await t.db.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]!.n;
    await expect(
      inAuditedTransaction(t.db.db, { actorId: adminId, ip: '127.0.0.1', route: 'TEST' }, async () => {
        await requestScopedDb(t.db.db).insert(regions).values({ name: 'Nigdy' }); // written and audited…
        throw new Error('boom'); // …then the request fails
      }),
    ).rejects.toThrow('boom');
    expect(await t.db.db.select().from(regions).where(eq(regions.name, 'Nigdy'))).toEqual([]);
    // the rolled-back name is free again; a refused duplicate then records nothing
    const made = await t.app.inject({ method: 'POST', url: '/api/regions', headers: bearer(admin), payload: { name: 'Nigdy' } });
    expect(made.statusCode).toBe(200);
    const dup = await t.app.inject({ method: 'POST', url: '/api/regions', headers: bearer(admin), payload: { name: 'Nigdy' } });
    expect(dup.statusCode).toBe(409);
    // a member redeeming a code changes points, but is not an admin change
    const member = await t.signIn(DEMO_USERS.contractor.email, DEMO_USERS.contractor.password);
    const pkg = await makePackage(t.db.db);
    const [code] = await makeCodes(t.db.db, pkg.id, 1);
    const redeemed = await t.app.inject({ method: 'POST', url: '/api/users/me/codes', headers: bearer(member), payload: { code } });
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    const after = (await t.db.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]!.n;
    expect(after).toBe(before + 1); // the one region made
  });

  it('masks secrets: a password change shows that it changed, never the hash', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(admin),
      payload: { currentPassword: DEMO_USERS.admin.password, newPassword: DEMO_USERS.admin.password + 'X1!' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await rowsFor('users', adminId);
    const change = rows.findLast((r) => r.action === 'UPDATE')!;
    expect((change.before as Record<string, unknown>).password_hash).toBe(AUDIT_MASK);
    expect((change.after as Record<string, unknown>).password_hash).toBe(AUDIT_MASK_CHANGED);
    expect(JSON.stringify(rows)).not.toContain('$argon2');
    admin = await t.signIn(DEMO_USERS.admin.email, DEMO_USERS.admin.password + 'X1!', true);
  });

  it('is append-only: the database refuses to change or delete a record', async () => {
    const [row] = await t.db.db.select({ id: auditLog.id }).from(auditLog).limit(1);
    await expect(t.db.db.update(auditLog).set({ entity: 'x' }).where(eq(auditLog.id, row!.id))).rejects.toThrow();
    await expect(t.db.db.delete(auditLog).where(eq(auditLog.id, row!.id))).rejects.toThrow();
    await expect(t.db.db.execute(sql`truncate ${auditLog}`)).rejects.toThrow();
  });

  it('filters by admin, entity and dates, pages, exports CSV, and refuses bad filters in Polish', async () => {
    const all = await logs();
    expect(all.total).toBeGreaterThanOrEqual(4);
    const paged = await logs({ take: 2, skip: 1 });
    expect(paged.data.map((e) => e.id)).toEqual(all.data.slice(1, 3).map((e) => e.id));
    expect((await logs({ actorId: adminId })).total).toBe(all.total);
    expect((await logs({ actorId: 999_999 })).total).toBe(0);
    expect((await logs({ dateFrom: '2000-01-01', dateTo: '2000-12-31' })).total).toBe(0);
    expect((await logs({ dateFrom: '2000-01-01', dateTo: '2100-01-01' })).total).toBe(all.total);

    const actors = await t.app.inject({ method: 'GET', url: '/api/settings/logs/actors', headers: bearer(admin) });
    expect(actors.json()).toEqual([{ id: adminId, name: `${DEMO_USERS.admin.firstname} ${DEMO_USERS.admin.lastname}` }]);

    const csv = await t.app.inject({ method: 'GET', url: '/api/settings/logs/csv-export?entity=regions', headers: bearer(admin) });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('Nr;Data;Administrator;Adres IP;Operacja;Rodzaj;Obiekt;Id obiektu;Przed;Po');
    expect(lines.length - 1).toBe((await logs({ entity: 'regions' })).total);
    expect(lines[1]).toContain('Region');

    const bad = await t.app.inject({ method: 'GET', url: '/api/settings/logs?entity=nope&dateFrom=2024-02-30', headers: bearer(admin) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual(['entity: Nieznany rodzaj obiektu', 'dateFrom: Taka data nie istnieje — sprawdź dzień i miesiąc']);
  });

  it('is for admins only', async () => {
    const member = await t.signIn(DEMO_USERS.contractor.email, DEMO_USERS.contractor.password);
    for (const url of ['/api/settings/logs', '/api/settings/logs/actors', '/api/settings/logs/csv-export', '/api/settings/job-logs']) {
      expect((await t.app.inject({ method: 'GET', url, headers: bearer(member) })).statusCode, url).toBe(403);
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });
});

describe('job and delivery log', () => {
  it('records every e-mail sent and each periodic job run, with date and status', async () => {
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password/init',
      payload: { email: DEMO_USERS.contractor.email },
    });
    expect(reset.statusCode, reset.body).toBeLessThan(300);
    await t.mailbox.waitFor(DEMO_USERS.contractor.email);
    await t.mailsSettled(); // the mail's job ends after its delivery row is written
    const res = await t.app.inject({ method: 'GET', url: '/api/settings/job-logs?kind=mail', headers: bearer(admin) });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as JobLogPage;
    expect(page.data[0]).toMatchObject({ kind: 'mail', status: 'OK', details: { to: DEMO_USERS.contractor.email } });
    expect(Date.parse(page.data[0]!.date)).toBeGreaterThan(Date.now() - 60_000);
  });
});
