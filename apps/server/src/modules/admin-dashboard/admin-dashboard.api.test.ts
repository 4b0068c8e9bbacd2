import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { ROLES, type AdminDashboard } from '@klub/contracts';
import { contractorWebsites, csvImports, orders, pointsLedger, users } from '@klub/db';
import { bearer, DEMO_USERS, type TestApp } from '../../testing/test-app';
import { makeCodes, makeMembers, makePackage } from '../../testing/fixtures';
import { givePoints } from '../orders/orders.test-helpers';
import { warsawDay, warsawDayStartSql } from '../../lib/time';
import { mondayOf } from './admin-dashboard.service';
import { openAdminApp } from '../../testing/admin-app';

let t: TestApp;
let admin = '';
beforeAll(async () => ({ t, admin } = await openAdminApp()));
afterAll(() => t?.close());

const dashboard = async (): Promise<AdminDashboard> => {
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: bearer(admin) });
  expect(res.statusCode).toBe(200);
  return res.json();
};

let seq = 0;
/** A person straight in the database (sign-up and activation are tested on their own). */
async function person(over: Partial<typeof users.$inferInsert> = {}) {
  seq += 1;
  const [u] = await t.db.db
    .insert(users)
    .values({
      email: `osoba${seq}@example.pl`,
      passwordHash: 'x',
      role: ROLES.CONTRACTOR,
      status: 'ACTIVE',
      firstname: `Jan${seq}`,
      lastname: 'Malarz',
      ...over,
    })
    .returning({ id: users.id });
  return u!.id;
}

const order = (userId: number, status: (typeof orders.$inferInsert)['status'], createdAt: Date) =>
  t.db.db
    .insert(orders)
    .values({
      userId,
      status,
      totalPoints: 100,
      deliveryName: 'Jan Malarz',
      deliveryStreet: 'ul. Długa 5',
      deliveryPostCode: '30-001',
      deliveryCity: 'Kraków',
      createdAt,
    })
    .returning({ id: orders.id })
    .then((r) => r[0]!.id);

const importJob = (status: (typeof csvImports.$inferInsert)['status'], kind: (typeof csvImports.$inferInsert)['kind']) =>
  t.db.db
    .insert(csvImports)
    .values({
      kind,
      status,
      mode: 'DRY_RUN',
      fileName: `${kind}-${status}.csv`,
      content: Buffer.from('a;b\n'),
      totalRows: 10,
      processedRows: 4,
    })
    .returning({ id: csvImports.id })
    .then((r) => r[0]!.id);

describe('GET /api/admin/dashboard', () => {
  it('is for admins only: no token 401, a member token 403', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/dashboard' })).statusCode).toBe(401);
    const member = await t.signIn(DEMO_USERS.contractor.email, DEMO_USERS.contractor.password);
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: bearer(member) });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it('says nothing waits on a fresh database', async () => {
    const d = await dashboard();
    expect(d.membersToConfirm).toEqual({ count: 0, newest: [] });
    expect(d.websitesToApprove).toEqual({ count: 0, newest: [] });
    expect(d.ordersWaiting).toEqual({ count: 0, newest: [] });
    expect(d.importsRunning).toEqual({ count: 0, newest: [] });
    expect(d.codesRedeemed).toEqual({ weekStart: mondayOf(warsawDay()), thisWeek: 0, lastWeek: 0, lastWeekSoFar: 0 });
  });

  it('counts what waits and lists the newest first', async () => {
    const hour = (h: number) => new Date(Date.now() - h * 3_600_000);
    // Members: three activated members of points roles wait; the rest do not.
    const older = await person({ createdAt: hour(30), companyName: 'Farby Sp. z o.o.' });
    const newest = await person({ createdAt: hour(1), role: ROLES.ARCHITECT });
    await person({ createdAt: hour(5), role: ROLES.USER });
    await person({ status: 'ACTIVE_CONFIRMED' });
    await person({ status: 'NOT_ACTIVE' });
    await person({ isDeleted: true });
    await person({ role: ROLES.DTH });

    // Business cards: two pending, one approved, one rejected.
    const cardOwners = [await person({ status: 'ACTIVE_CONFIRMED' }), await person({ status: 'ACTIVE_CONFIRMED' })];
    const card = (userId: number, status: 'PENDING' | 'APPROVED' | 'REJECTED', updatedAt = new Date()) =>
      t.db.db
        .insert(contractorWebsites)
        .values({ userId, name: `Wizytówka ${userId}`, services: 'Malowanie', area: 'Kraków', status, updatedAt })
        .returning({ id: contractorWebsites.id })
        .then((r) => r[0]!.id);
    const oldCard = await card(cardOwners[0]!, 'PENDING', hour(48));
    const newCard = await card(cardOwners[1]!, 'PENDING', hour(2));
    await card(await person({ status: 'ACTIVE_CONFIRMED' }), 'APPROVED');
    await card(await person({ status: 'ACTIVE_CONFIRMED' }), 'REJECTED');

    // Orders: two NEW wait; in realisation, sent and cancelled ones do not.
    const buyer = await person({ status: 'ACTIVE_CONFIRMED', firstname: 'Ewa', lastname: 'Kowalska' });
    const firstOrder = await order(buyer, 'NEW', hour(20));
    const lastOrder = await order(buyer, 'NEW', hour(3));
    await order(buyer, 'IN_PROGRESS', hour(2));
    await order(buyer, 'SENT', hour(2));
    await order(buyer, 'CANCELLED', hour(2));

    // Imports: queued and running count, finished and failed do not.
    const queued = await importJob('QUEUED', 'codes');
    const running = await importJob('RUNNING', 'members');
    await importJob('DONE', 'members');
    await importJob('FAILED', 'distributors');

    const d = await dashboard();
    expect(d.membersToConfirm.count).toBe(3);
    expect(d.membersToConfirm.newest.map((m) => m.id)).toEqual([newest, expect.any(Number), older]);
    expect(d.membersToConfirm.newest[2]).toMatchObject({ fullName: expect.stringMatching(/ Malarz$/), companyName: 'Farby Sp. z o.o.' });
    expect(d.websitesToApprove.count).toBe(2);
    expect(d.websitesToApprove.newest.map((w) => w.id)).toEqual([newCard, oldCard]);
    expect(d.websitesToApprove.newest[0]!.ownerName).toMatch(/ Malarz$/);
    expect(d.ordersWaiting.count).toBe(2);
    expect(d.ordersWaiting.newest).toEqual([
      { id: lastOrder, memberName: 'Ewa Kowalska', totalPoints: 100, createdAt: expect.any(String) },
      { id: firstOrder, memberName: 'Ewa Kowalska', totalPoints: 100, createdAt: expect.any(String) },
    ]);
    expect(d.importsRunning.count).toBe(2);
    expect(d.importsRunning.newest.map((i) => [i.id, i.kind, i.status])).toEqual([
      [running, 'members', 'RUNNING'],
      [queued, 'codes', 'QUEUED'],
    ]);
    expect(d.importsRunning.newest[0]).toMatchObject({ totalRows: 10, processedRows: 4, fileName: 'members-RUNNING.csv' });
  });

  it('counts codes redeemed since Monday 00:00 in Poland against the week before', async () => {
    const pkg = await makePackage(t.db.db);
    const codes = await makeCodes(t.db.db, pkg.id, 4);
    const [member] = await makeMembers(t, 1);
    for (const code of codes) {
      const res = await t.app.inject({ method: 'POST', url: '/api/users/me/codes', headers: bearer(member!.token), payload: { code } });
      expect(res.statusCode).toBe(200);
    }
    // Points that came without a code are not redeemed codes.
    await givePoints(t.db.db, member!.id, 500);

    const credits = await t.db.db
      .select({ id: pointsLedger.id })
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, member!.id), isNotNull(pointsLedger.codeId)))
      .orderBy(pointsLedger.id);
    expect(credits).toHaveLength(4);
    const weekStart = mondayOf(warsawDay());
    const move = (id: number, at: ReturnType<typeof sql>) =>
      t.db.db.update(pointsLedger).set({ createdAt: at }).where(eq(pointsLedger.id, id));
    // 1: now (this week). 2: this moment a week ago, Polish time (last week, and "so far").
    // 3: last Sunday 23:59:59 (last week, after this moment of it). 4: two weeks ago (neither).
    await move(
      credits[1]!.id,
      sql`((${pointsLedger.createdAt} at time zone 'Europe/Warsaw') - interval '7 days') at time zone 'Europe/Warsaw'`,
    );
    await move(credits[2]!.id, sql`${warsawDayStartSql(weekStart)} - interval '1 second'`);
    await move(
      credits[3]!.id,
      sql`((${pointsLedger.createdAt} at time zone 'Europe/Warsaw') - interval '14 days') at time zone 'Europe/Warsaw'`,
    );

    expect((await dashboard()).codesRedeemed).toEqual({ weekStart, thisWeek: 1, lastWeek: 2, lastWeekSoFar: 1 });
  });

  it('finds the Monday of a Polish week', () => {
    expect(mondayOf('2026-03-02')).toBe('2026-03-02'); // a Monday
    expect(mondayOf('2026-03-08')).toBe('2026-03-02'); // its Sunday
    expect(mondayOf('2026-03-31')).toBe('2026-03-30'); // a Tuesday after the clocks moved
    expect(mondayOf('2027-01-01')).toBe('2026-12-28'); // a week across the new year
  });
});
