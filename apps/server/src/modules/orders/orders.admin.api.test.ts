import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { LEDGER_SOURCES, ORDER_MESSAGES } from '@klub/contracts';
import { partnerShops, queryRows } from '@klub/db';
import { bearer, type TestApp } from '../../testing/test-app';
import { ledgerSum, storedBalance } from '../../testing/fixtures';
import { ordersDrift } from '../stats/stats.test-helpers';
import * as helpers from './orders.test-helpers';
import { addToBasket, ledgerRows, makePrize, makeVariant, stockOf } from './orders.test-helpers';
import { openAdminApp } from '../../testing/admin-app';

/** The admin's handling of orders (statuses, deletions, partner shops), the PDFs and the statistics rollups they move. */

let t: TestApp;
let admin = '';
beforeAll(async () => ({ t, admin } = await openAdminApp()));
afterAll(() => t?.close());

const db = () => t.db.db;
const memberWithPoints = (points: number) => helpers.memberWithPoints(t, points);
const orderOf = (token: string, prizeId: number, amount = 1) => helpers.orderOf(t, token, prizeId, amount);

describe('order handling (admin)', () => {
  it('moves NEW → IN_PROGRESS, SENT automatically when every element is sent, then DELIVERED', async () => {
    const m = await memberWithPoints(1000);
    const a = await makePrize(db(), { name: 'Taśma', pointsPrice: 10 });
    const b = await makePrize(db(), { name: 'Folia', pointsPrice: 20 });
    await addToBasket(t, m.token, { prizeId: a.id, amount: 1 });
    const order = await orderOf(m.token, b.id);
    const patch = (status: string) =>
      t.app.inject({ method: 'PATCH', url: `/api/orders/${order.id}`, headers: bearer(admin), payload: { status } });
    const mark = (id: number, isSent: boolean) =>
      t.app.inject({ method: 'PATCH', url: `/api/order-elements/${id}`, headers: bearer(admin), payload: { isSent } });

    expect((await patch('DELIVERED')).statusCode).toBe(409);
    const cancel = await patch('CANCELLED');
    expect(cancel.statusCode).toBe(400);
    expect(cancel.json().message).toMatch(/usuń je/);
    expect((await patch('IN_PROGRESS')).json().status).toBe('IN_PROGRESS');

    const [e1, e2] = order.elements as { id: number }[];
    expect((await mark(e1!.id, true)).json()).toMatchObject({ status: 'IN_PROGRESS', sentCount: 1 });
    expect((await mark(e2!.id, true)).json()).toMatchObject({ status: 'SENT', sentCount: 2 });
    expect((await mark(e2!.id, false)).json()).toMatchObject({ status: 'IN_PROGRESS', sentCount: 1 });
    expect((await mark(e2!.id, true)).json().status).toBe('SENT');
    expect((await patch('DELIVERED')).json().status).toBe('DELIVERED');
    expect((await mark(e2!.id, false)).statusCode).toBe(409);

    // Manual SENT marks every element sent.
    const other = await orderOf(m.token, a.id);
    await t.app.inject({ method: 'PATCH', url: `/api/orders/${other.id}`, headers: bearer(admin), payload: { status: 'IN_PROGRESS' } });
    const sent = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${other.id}`,
      headers: bearer(admin),
      payload: { status: 'SENT' },
    });
    expect(sent.json()).toMatchObject({ status: 'SENT', sentCount: 1, elements: [{ isSent: true }] });
  });

  it('deleting an order cancels it and refunds its points exactly once (source 4), restoring the stock', async () => {
    const m = await memberWithPoints(500);
    const prize = await makePrize(db(), { name: 'Kask', pointsPrice: 100, stock: 4 });
    const order = await orderOf(m.token, prize.id, 3);
    expect(await storedBalance(db(), m.id)).toBe(200);
    expect(await stockOf(db(), prize.id)).toBe(1);

    const del = await t.app.inject({ method: 'DELETE', url: `/api/orders/${order.id}`, headers: bearer(admin) });
    expect(del.json()).toEqual({ message: ORDER_MESSAGES.cancelled, refunded: 300 });
    const again = await t.app.inject({ method: 'DELETE', url: `/api/orders/${order.id}`, headers: bearer(admin) });
    expect(again.statusCode).toBe(409);
    expect(await storedBalance(db(), m.id)).toBe(500);
    expect(await ledgerSum(db(), m.id)).toBe(500);
    expect(await stockOf(db(), prize.id)).toBe(4);
    const refunds = (await ledgerRows(db(), m.id)).filter((r) => r.source === LEDGER_SOURCES.DELETED_ORDER);
    expect(refunds).toEqual([{ amount: 300, source: 4, order_id: order.id, order_element_id: null }]);
    const details = await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: bearer(admin) });
    expect(details.json()).toMatchObject({ status: 'CANCELLED' });
    expect(details.json().cancelledAt).toBeTruthy();
    expect(
      (await t.app.inject({ method: 'PATCH', url: `/api/orders/${order.id}`, headers: bearer(admin), payload: { status: 'IN_PROGRESS' } }))
        .statusCode,
    ).toBe(409);
  });

  it('deleting an element refunds that element exactly once (source 5); the last one cancels the order', async () => {
    const m = await memberWithPoints(1000);
    const a = await makePrize(db(), { name: 'Szpachla', pointsPrice: 30, stock: 10 });
    const b = await makePrize(db(), { name: 'Kuweta', pointsPrice: 70, stock: 10 });
    await addToBasket(t, m.token, { prizeId: a.id, amount: 2 });
    const order = await orderOf(m.token, b.id);
    const [ea, eb] = order.elements as { id: number }[];
    expect(await storedBalance(db(), m.id)).toBe(870);

    const del = await t.app.inject({ method: 'DELETE', url: `/api/order-elements/${ea!.id}`, headers: bearer(admin) });
    expect(del.json()).toMatchObject({ status: 'NEW', totalPoints: 70, paidPoints: 130, elementsCount: 1 });
    expect(del.json().elements[0]).toMatchObject({ isDeleted: true });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/order-elements/${ea!.id}`, headers: bearer(admin) })).statusCode).toBe(409);
    expect(await storedBalance(db(), m.id)).toBe(930);
    expect(await stockOf(db(), a.id)).toBe(10);

    // The remaining element sent → the order is SENT; deleting a sent element does not restore its stock.
    expect(
      (
        await t.app.inject({ method: 'PATCH', url: `/api/order-elements/${eb!.id}`, headers: bearer(admin), payload: { isSent: true } })
      ).json().status,
    ).toBe('SENT');
    const last = await t.app.inject({ method: 'DELETE', url: `/api/order-elements/${eb!.id}`, headers: bearer(admin) });
    expect(last.json()).toMatchObject({ status: 'CANCELLED', totalPoints: 0 });
    expect(await stockOf(db(), b.id)).toBe(9);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/orders/${order.id}`, headers: bearer(admin) })).statusCode).toBe(409);

    expect(await storedBalance(db(), m.id)).toBe(1000);
    expect(await ledgerSum(db(), m.id)).toBe(1000);
    const refunds = (await ledgerRows(db(), m.id)).filter((r) => r.source === LEDGER_SOURCES.DELETED_ORDER_ELEMENT);
    expect(refunds).toEqual([
      { amount: 60, source: 5, order_id: null, order_element_id: ea!.id },
      { amount: 70, source: 5, order_id: null, order_element_id: eb!.id },
    ]);
  });

  it('lists orders with paging, filters and sorting; a member sees only their own', async () => {
    const m1 = await memberWithPoints(1000);
    const m2 = await memberWithPoints(1000);
    await db().execute(sql`update users set lastname = 'Źdźbło' where id = ${m2.id}`);
    const prize = await makePrize(db(), { pointsPrice: 10, stock: 100 });
    const o1 = await orderOf(m1.token, prize.id);
    const o2 = await orderOf(m2.token, prize.id, 2);
    const o3 = await orderOf(m2.token, prize.id, 3);
    await t.app.inject({ method: 'PATCH', url: `/api/orders/${o3.id}`, headers: bearer(admin), payload: { status: 'IN_PROGRESS' } });

    const list = (qs: string) => t.app.inject({ method: 'GET', url: `/api/orders?${qs}`, headers: bearer(admin) });
    const byMember = (await list(`userId=${m2.id}&sort=totalPoints&order=asc`)).json();
    expect(byMember.total).toBe(2);
    expect(byMember.data.map((o: { id: number }) => o.id)).toEqual([o2.id, o3.id]);
    expect((await list('search=źdźbło&status=IN_PROGRESS')).json().data.map((o: { id: number }) => o.id)).toEqual([o3.id]);
    const paged = (await list(`take=1&skip=1&userId=${m2.id}`)).json();
    expect(paged).toMatchObject({ total: 2, data: [{ id: o2.id }] });
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`dateFrom=2000-01-01&dateTo=2000-12-31`)).json().total).toBe(0);
    expect((await list(`dateFrom=${today}&userId=${m1.id}`)).json().data[0]).toMatchObject({
      id: o1.id,
      memberEmail: expect.any(String),
      elementsCount: 1,
    });
    expect((await list('status=LOST')).statusCode).toBe(400);
    expect((await list('dateFrom=jutro')).statusCode).toBe(400);

    const mine = (await t.app.inject({ method: 'GET', url: '/api/users/me/orders', headers: bearer(m2.token) })).json();
    expect(mine.data.map((o: { id: number }) => o.id)).toEqual([o3.id, o2.id]);
    const adminView = (await t.app.inject({ method: 'GET', url: `/api/users/${m1.id}/orders`, headers: bearer(admin) })).json();
    expect(adminView.data.map((o: { id: number }) => o.id)).toEqual([o1.id]);

    // Admin-only endpoints refuse members.
    for (const [method, url] of [
      ['GET', '/api/orders'],
      ['GET', `/api/orders/${o1.id}`],
      ['GET', `/api/orders/${o1.id}/pdf`],
      ['GET', `/api/users/${m1.id}/orders`],
      ['DELETE', `/api/orders/${o1.id}`],
    ] as const) {
      expect((await t.app.inject({ method, url, headers: bearer(m1.token) })).statusCode, url).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/orders/999999', headers: bearer(admin) })).statusCode).toBe(404);
  });

  it('forwards partner-shop elements: marks them and e-mails the shop', async () => {
    await db().insert(partnerShops).values({ shopNumber: 77, name: 'Sklep Partnerski Łódź', email: 'zamowienia@partner.pl' });
    await db().insert(partnerShops).values({ shopNumber: 78, name: 'Sklep bez poczty' });
    const m = await memberWithPoints(1000);
    const own = await makePrize(db(), { name: 'Własna nagroda', pointsPrice: 10 });
    const partner = await makePrize(db(), { name: 'Ekspres do kawy', pointsPrice: 200, shopNumber: 77 });
    await addToBasket(t, m.token, { prizeId: own.id, amount: 1 });
    const order = await orderOf(m.token, partner.id);
    const forward = (shopNumber: number) =>
      t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/partner-shop-order`, headers: bearer(admin), payload: { shopNumber } });

    const res = await forward(77);
    expect(res.json()).toMatchObject({ elements: 1, emailedTo: 'zamowienia@partner.pl' });
    const mail = await t.mailbox.waitFor('zamowienia@partner.pl', `nr ${order.id}`);
    expect(mail.text).toContain('Ekspres do kawy × 1');
    expect(mail.text).not.toContain('Własna nagroda');
    expect(mail.text).toContain('30-001 Kraków');
    const details = (await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: bearer(admin) })).json();
    expect(details.elements.find((e: { prizeName: string }) => e.prizeName === 'Ekspres do kawy').partnerOrderedAt).toBeTruthy();
    expect((await forward(78)).statusCode).toBe(404);
    expect((await forward(12345)).json().message).toBe('Nie ma sklepu partnerskiego nr 12345');
  });
});

async function pdfText(body: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

describe('PDF', () => {
  it('one order and the filtered list, with Polish diacritics', async () => {
    const m = await memberWithPoints(1000);
    await db().execute(sql`update users set firstname = 'Łucja', lastname = 'Żółkiewska' where id = ${m.id}`);
    const prize = await makePrize(db(), { name: 'Zażółć gęślą jaźń', pointsPrice: 25 });
    const order = await orderOf(m.token, prize.id, 2);

    const one = await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}/pdf`, headers: bearer(admin) });
    expect(one.statusCode).toBe(200);
    expect(one.headers['content-type']).toBe('application/pdf');
    expect(one.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(one.rawPayload);
    expect(text).toContain(`Zamówienie nr ${order.id}`);
    expect(text).toContain('Zażółć gęślą jaźń');
    expect(text).toContain('Łucja Żółkiewska');
    expect(text).toContain('Razem: 50 pkt');
    expect(text).toContain('Złożone');

    const list = await t.app.inject({ method: 'GET', url: `/api/orders/pdf?userId=${m.id}`, headers: bearer(admin) });
    expect(list.statusCode).toBe(200);
    const listText = await pdfText(list.rawPayload);
    expect(listText).toContain('Zamówienia');
    expect(listText).toContain('Łucja Żółkiewska');
    expect(listText).toContain(`członek nr ${m.id}`);
  });
});

describe('statistics rollups (migration 0018)', () => {
  const prizeRows = (names: string[]) =>
    queryRows<{ prize_id: number; name: string; units: number; orders: number; points: number; pln: string }>(
      db(),
      sql`select prize_id, name, units, orders, points::int, pln::text from stats_prize_days
          where name = any(${sql.param(names)}::text[]) and (units <> 0 or orders <> 0) order by name, prize_id`,
    );

  it('an order of two variants of one prize counts once for it; deleting an element, the prize and the order keep the rollups exact', async () => {
    const m = await memberWithPoints(1000);
    const shirt = await makePrize(db(), { name: 'Koszulka statystyk', pointsPrice: 40, plnPrice: 12.5, stock: 10 });
    const [size, big] = [await makeVariant(db(), shirt.id, 'M'), await makeVariant(db(), shirt.id, 'XL')];
    const cap = await makePrize(db(), { name: 'Czapka statystyk', pointsPrice: 30, plnPrice: 9, stock: 10 });
    await addToBasket(t, m.token, { prizeId: shirt.id, characteristicId: size.id, amount: 2 });
    await addToBasket(t, m.token, { prizeId: shirt.id, characteristicId: big.id, amount: 1 });
    const order = await orderOf(m.token, cap.id);
    const names = ['Czapka statystyk', 'Koszulka statystyk'];
    expect(await prizeRows(names)).toEqual([
      { prize_id: cap.id, name: 'Czapka statystyk', units: 1, orders: 1, points: 30, pln: '9.00' },
      { prize_id: shirt.id, name: 'Koszulka statystyk', units: 3, orders: 1, points: 120, pln: '37.50' },
    ]);

    // One of the two variants deleted: the order still holds the shirt once.
    const medium = (order.elements as { id: number; prizeName: string; amount: number }[]).find(
      (e) => e.prizeName === shirt.name && e.amount === 2,
    )!;
    expect((await t.app.inject({ method: 'DELETE', url: `/api/order-elements/${medium.id}`, headers: bearer(admin) })).statusCode).toBe(
      200,
    );
    expect((await prizeRows(names))[1]).toEqual({
      prize_id: shirt.id,
      name: 'Koszulka statystyk',
      units: 1,
      orders: 1,
      points: 40,
      pln: '12.50',
    });

    // The cap deleted from the catalogue: what was ordered stays, under its name, as a deleted prize (0).
    expect((await t.app.inject({ method: 'DELETE', url: `/api/prizes/${cap.id}`, headers: bearer(admin) })).statusCode).toBe(200);
    expect((await prizeRows(names))[0]).toMatchObject({ prize_id: 0, name: 'Czapka statystyk', units: 1, orders: 1 });

    const [before] = await queryRows<{ orders: number }>(
      db(),
      sql`select sum(orders)::int as orders from stats_order_days where status = 'CANCELLED'`,
    );
    expect((await t.app.inject({ method: 'DELETE', url: `/api/orders/${order.id}`, headers: bearer(admin) })).statusCode).toBe(200);
    expect(await prizeRows(names)).toEqual([]);
    const [after] = await queryRows<{ orders: number }>(
      db(),
      sql`select sum(orders)::int as orders from stats_order_days where status = 'CANCELLED'`,
    );
    expect((after?.orders ?? 0) - (before?.orders ?? 0)).toBe(1);
  });

  it('after every checkout, status change, element deletion and cancellation in this file both rollups equal the orders', async () => {
    expect(await ordersDrift(db())).toEqual([]);
  });
});
