import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { queryRows, users } from '@klub/db';
import { bearer, createTestApp, DEMO_USERS, type TestApp } from '../../testing/test-app';
import { makeMembers, storedBalance } from '../../testing/fixtures';
import { addToBasket, givePoints, makePrize, placeOrder, stockOf } from './orders.test-helpers';

/** The confirmation e-mail goes after commit: an SMTP server that is down must not undo the order. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
});
afterAll(() => t?.close());

describe('order confirmation e-mail', () => {
  it('a mail failure is only logged: the order, the debit and the stock change stay', async () => {
    const [m] = await makeMembers(t, 1, { prefix: 'nomail' });
    await givePoints(t.db.db, m!.id, 500);
    const prize = await makePrize(t.db.db, { pointsPrice: 120, stock: 3 });
    await addToBasket(t, m!.token, { prizeId: prize.id, amount: 1 });
    const res = await placeOrder(t, m!.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(await storedBalance(t.db.db, m!.id)).toBe(380);
    expect(await stockOf(t.db.db, prize.id)).toBe(2);
    const rows = await queryRows<{ status: string }>(t.db.db, sql`select status from orders where id = ${res.json().id}`);
    expect(rows).toEqual([{ status: 'NEW' }]);
  });
});

/** Issue 14: the status e-mails are sent in the admin's request; a mail failure is only logged, the change stays. */
describe('status e-mails with the SMTP server down', () => {
  it('an order moved on and an account confirmed: 200, and the new status is stored', async () => {
    const admin = await t.signIn(DEMO_USERS.admin.email, DEMO_USERS.admin.password, true);
    const [m] = await makeMembers(t, 1, { prefix: 'nomail-status' });
    await givePoints(t.db.db, m!.id, 500);
    const prize = await makePrize(t.db.db, { pointsPrice: 50, stock: 3 });
    await addToBasket(t, m!.token, { prizeId: prize.id, amount: 1 });
    const id = (await placeOrder(t, m!.token)).json().id as number;
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${id}`,
      headers: bearer(admin),
      payload: { status: 'IN_PROGRESS' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await queryRows<{ status: string }>(t.db.db, sql`select status from orders where id = ${id}`)).toEqual([
      { status: 'IN_PROGRESS' },
    ]);

    await t.db.db.update(users).set({ status: 'ACTIVE' }).where(eq(users.id, m!.id));
    const confirmed = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${m!.id}/status`,
      headers: bearer(admin),
      payload: { status: 'ACTIVE_CONFIRMED' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const [u] = await t.db.db.select({ status: users.status }).from(users).where(eq(users.id, m!.id));
    expect(u!.status).toBe('ACTIVE_CONFIRMED');
  });
});
