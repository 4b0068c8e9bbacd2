import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type TestApp } from '../../testing/test-app';
import { makeMembers } from '../../testing/fixtures';
import { addToBasket, givePoints, makePrize, placeOrder } from './orders.test-helpers';
import { openAdminApp } from '../../testing/admin-app';

/** Issue 14: the member is e-mailed when an order moves to W realizacji / Wysłane / Dostarczone. */
let t: TestApp;
let admin = '';
beforeAll(async () => ({ t, admin } = await openAdminApp()));
afterAll(() => t?.close());

async function memberOrder(prefix: string, prizes = 1) {
  const [m] = await makeMembers(t, 1, { prefix });
  await givePoints(t.db.db, m!.id, 1000);
  for (let i = 0; i < prizes; i++) {
    const prize = await makePrize(t.db.db, { name: `Nagroda ${i}`, pointsPrice: 10 });
    expect((await addToBasket(t, m!.token, { prizeId: prize.id, amount: 1 })).statusCode).toBe(200);
  }
  const res = await placeOrder(t, m!.token);
  expect(res.statusCode, res.body).toBe(200);
  const me = await t.app.inject({ method: 'GET', url: '/api/users/me-client', headers: bearer(m!.token) });
  return { order: res.json() as { id: number; elements: { id: number }[] }, email: me.json().email as string };
}

const setStatus = (id: number, status: string) =>
  t.app.inject({ method: 'PATCH', url: `/api/orders/${id}`, headers: bearer(admin), payload: { status } });
const setSent = (elementId: number, isSent: boolean) =>
  t.app.inject({ method: 'PATCH', url: `/api/order-elements/${elementId}`, headers: bearer(admin), payload: { isSent } });
const mailsTo = (email: string) =>
  t.mailbox.mails.filter((m) => m.to.includes(email) && m.subject.includes('zamówienie nr ') && !m.subject.includes('potwierdzenie'));

describe('order status e-mails', () => {
  it('W realizacji, Wysłane, Dostarczone: one mail each with the order number and the link to the member’s orders; none when the status is set again', async () => {
    const { order, email } = await memberOrder('status');
    for (const [status, label] of [
      ['IN_PROGRESS', 'W realizacji'],
      ['SENT', 'Wysłane'],
      ['DELIVERED', 'Dostarczone'],
    ] as const) {
      const res = await setStatus(order.id, status);
      expect(res.statusCode, res.body).toBe(200);
      const mail = await t.mailbox.waitFor(email, `Klub — zamówienie nr ${order.id}: ${label}`);
      expect(mail.text).toContain(`nr ${order.id}`);
      expect(mail.text).toContain('http://klub.test/my-orders');

      const again = await setStatus(order.id, status);
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json().status).toBe(status);
    }
    // Every queued mail delivered: had the repeats queued any, they would be here now.
    await t.mailsSettled();
    expect(mailsTo(email).map((m) => m.subject)).toEqual([
      `Klub — zamówienie nr ${order.id}: W realizacji`,
      `Klub — zamówienie nr ${order.id}: Wysłane`,
      `Klub — zamówienie nr ${order.id}: Dostarczone`,
    ]);
  });

  it('marking the last element sent moves the order to Wysłane and mails it once; unmarking (back to W realizacji) mails nothing', async () => {
    const { order, email } = await memberOrder('element', 2);
    expect((await setStatus(order.id, 'IN_PROGRESS')).statusCode).toBe(200);
    await t.mailbox.waitFor(email, 'W realizacji');
    const [a, b] = order.elements;
    expect((await setSent(a!.id, true)).json().status).toBe('IN_PROGRESS');
    expect((await setSent(b!.id, true)).json().status).toBe('SENT');
    await t.mailbox.waitFor(email, `Klub — zamówienie nr ${order.id}: Wysłane`);
    expect((await setSent(b!.id, false)).json().status).toBe('IN_PROGRESS');
    await t.mailsSettled();
    expect(mailsTo(email).map((m) => m.subject)).toEqual([
      `Klub — zamówienie nr ${order.id}: W realizacji`,
      `Klub — zamówienie nr ${order.id}: Wysłane`,
    ]);
  });

  it('a refused step mails nothing', async () => {
    const { order, email } = await memberOrder('refused');
    expect((await setStatus(order.id, 'DELIVERED')).statusCode).toBe(409);
    await t.mailsSettled();
    expect(mailsTo(email)).toEqual([]);
  });
});
