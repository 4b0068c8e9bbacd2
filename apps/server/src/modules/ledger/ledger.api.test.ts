import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { LEDGER_SOURCES } from '@klub/contracts';
import { pointsLedger, type Database } from '@klub/db';
import { bearer, type TestApp } from '../../testing/test-app';
import { ledgerSum, makeMembers, storedBalance } from '../../testing/fixtures';
import { credit, debit, expirePoints } from './ledger.service';
import { openAdminApp } from '../../testing/admin-app';

let t: TestApp;
let admin = '';
beforeAll(async () => ({ t, admin } = await openAdminApp()));
afterAll(() => t?.close());

const lot = (userId: number, amount: number, expiresAt: Date, groupName = 'Farby') =>
  t.db.db.transaction((tx) =>
    credit(tx as unknown as Database, {
      userId,
      amount,
      source: LEDGER_SOURCES.MANUALLY_ADDED_BY_ADMIN,
      reason: 'test',
      expiresAt,
      groupName,
      earns: true,
    }),
  );
const inDays = (d: number) => new Date(Date.now() + d * 86_400_000);

describe('points ledger', () => {
  it('add-points needs a reason and credits the member', async () => {
    const [m] = await makeMembers(t, 1);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/codes/add-points',
      headers: bearer(admin),
      payload: { userId: m!.id, points: 10 },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toEqual(['reason: To pole jest wymagane']);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/codes/add-points',
      headers: bearer(admin),
      payload: { userId: m!.id, points: 10, reason: 'Reklamacja' },
    });
    expect(ok.json()).toEqual({ message: 'Dodano 10 pkt', balance: 10 });
    const dth = await t.app.inject({
      method: 'POST',
      url: '/api/codes/add-points',
      headers: bearer(admin),
      payload: { userId: 3, points: 10, reason: 'x' },
    });
    expect(dth.statusCode).toBe(403);
  });

  it('spends the earliest-expiring points first and shows what was spent from each lot', async () => {
    const [m] = await makeMembers(t, 1);
    await lot(m!.id, 100, inDays(300), 'Później');
    await lot(m!.id, 50, inDays(30), 'Wcześniej');
    await t.db.db.transaction((tx) =>
      debit(tx as unknown as Database, { userId: m!.id, amount: 70, source: LEDGER_SOURCES.ORDER, reason: 'Zamówienie' }),
    );
    const res = await t.app.inject({ method: 'GET', url: `/api/users/${m!.id}/points`, headers: bearer(admin) });
    const body = res.json();
    expect(body.balance).toBe(80);
    expect(
      body.points.map((p: { groupName: string; points: number; orderPoints: number; isNotActual: boolean }) => [
        p.groupName,
        p.points,
        p.orderPoints,
        p.isNotActual,
      ]),
    ).toEqual([
      ['Wcześniej', 50, 50, true],
      ['Później', 100, 20, false],
    ]);
    expect(body.expiringSoonTotal).toBe(0);
    expect(await ledgerSum(t.db.db, m!.id)).toBe(80);
  });

  it('refuses to spend more than the balance', async () => {
    const [m] = await makeMembers(t, 1);
    await lot(m!.id, 10, inDays(100));
    await expect(
      t.db.db.transaction((tx) =>
        debit(tx as unknown as Database, { userId: m!.id, amount: 11, source: LEDGER_SOURCES.ORDER, reason: 'x' }),
      ),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_POINTS' });
    expect(await storedBalance(t.db.db, m!.id)).toBe(10);
  });

  it('lists points expiring within 60 days by date', async () => {
    const [m] = await makeMembers(t, 1);
    await lot(m!.id, 5, inDays(10));
    await lot(m!.id, 7, inDays(40));
    await lot(m!.id, 9, inDays(90));
    const token = m!.token;
    const res = (await t.app.inject({ method: 'GET', url: '/api/users/me/points', headers: bearer(token) })).json();
    expect(res.expiringSoonTotal).toBe(12);
    expect(res.expiringSoon.map((e: { points: number }) => e.points)).toEqual([5, 7]);
    expect(res.balance).toBe(21);
  });

  it('the expiry job writes one expiry row per member for lots past their date, and is idempotent', async () => {
    const [m] = await makeMembers(t, 1);
    const { id } = await lot(m!.id, 40, inDays(100));
    await lot(m!.id, 15, inDays(100));
    await t.db.db.transaction((tx) =>
      debit(tx as unknown as Database, { userId: m!.id, amount: 10, source: LEDGER_SOURCES.ORDER, reason: 'x' }),
    );
    await t.db.db.execute(sql`update points_ledger set expires_at = now() - interval '1 day' where id = ${id}`);
    const first = await expirePoints(t.db.db);
    expect(first.points).toBeGreaterThanOrEqual(30);
    const again = await expirePoints(t.db.db);
    expect(again).toEqual({ members: 0, points: 0 });
    const rows = await t.db.db.select().from(pointsLedger).where(eq(pointsLedger.userId, m!.id));
    expect(rows.filter((r) => r.source === LEDGER_SOURCES.EXPIRED).map((r) => r.amount)).toEqual([-30]);
    expect(await storedBalance(t.db.db, m!.id)).toBe(15);
    expect(await ledgerSum(t.db.db, m!.id)).toBe(15);
    const hist = (await t.app.inject({ method: 'GET', url: '/api/users/me/points/history', headers: bearer(m!.token) })).json();
    expect(hist.data[0]).toMatchObject({ amount: -30, sourceLabel: 'Wygaśnięcie punktów' });
  });

  it('moves points between members in one go, keeping their expiry dates', async () => {
    const [a, b] = await makeMembers(t, 2);
    const expires = inDays(200);
    await lot(a!.id, 25, expires);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/codes/move-points',
      headers: bearer(admin),
      payload: { fromUserId: a!.id, toUserId: b!.id, points: 20, reason: 'Połączenie kont' },
    });
    expect(ok.json().message).toBe('Przeniesiono 20 pkt');
    expect([await storedBalance(t.db.db, a!.id), await storedBalance(t.db.db, b!.id)]).toEqual([5, 20]);
    const [bLot] = await t.db.db.select().from(pointsLedger).where(eq(pointsLedger.userId, b!.id));
    expect(bLot!.expiresAt!.getTime()).toBe(new Date(expires).getTime());
    expect(bLot!.earns).toBe(false);
    const tooMuch = await t.app.inject({
      method: 'POST',
      url: '/api/codes/move-points',
      headers: bearer(admin),
      payload: { fromUserId: a!.id, toUserId: b!.id, points: 6, reason: 'x' },
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toBe('Za mało punktów: dostępne 5, potrzeba 6');
    expect([await storedBalance(t.db.db, a!.id), await storedBalance(t.db.db, b!.id)]).toEqual([5, 20]);
    const self = await t.app.inject({
      method: 'POST',
      url: '/api/codes/move-points',
      headers: bearer(admin),
      payload: { fromUserId: a!.id, toUserId: a!.id, points: 1, reason: 'x' },
    });
    expect(self.statusCode).toBe(400);
  });
});
