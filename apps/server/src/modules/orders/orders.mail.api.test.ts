import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@klub/db';
import { createTestApp, type TestApp } from '../../testing/test-app';
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
