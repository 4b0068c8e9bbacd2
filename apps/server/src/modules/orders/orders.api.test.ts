import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { BASKET_MESSAGES, ERROR_CODES, LEDGER_SOURCES, MAX_BASKET_AMOUNT, MAX_BASKET_LINES, ORDER_MESSAGES, ROLES } from '@klub/contracts';
import { queryRows } from '@klub/db';
import { bearer, createTestApp, DEMO_USERS, type TestApp } from '../../testing/test-app';
import { ledgerSum, makeMembers, storedBalance } from '../../testing/fixtures';
import { ordersDrift } from '../stats/stats.test-helpers';
import * as helpers from './orders.test-helpers';
import { addToBasket, delivery, givePoints, ledgerRows, makePrize, makeVariant, placeOrder, stockOf } from './orders.test-helpers';

/** The member's side: basket and checkout (the admin's handling of orders: orders.admin.api.test.ts). */

let t: TestApp;
let admin = '';
let dth = '';
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(DEMO_USERS.admin.email, DEMO_USERS.admin.password, true);
  dth = await t.signIn(DEMO_USERS.dth.email, DEMO_USERS.dth.password);
});
afterAll(() => t?.close());

const db = () => t.db.db;
const memberWithPoints = (points: number) => helpers.memberWithPoints(t, points);

describe('basket', () => {
  it('adds, increases, changes and removes lines; shows names, prices, sum and balance', async () => {
    const m = await memberWithPoints(1000);
    const prize = await makePrize(db(), { name: 'Kombinezon malarski', pointsPrice: 120, stock: 20 });
    const sized = await makePrize(db(), { name: 'Koszulka klubowa', pointsPrice: 50, stock: 20 });
    const xl = await makeVariant(db(), sized.id, 'XL');
    const other = await makePrize(db(), { name: 'Czapka' });
    const otherVariant = await makeVariant(db(), other.id, 'M');

    const first = await addToBasket(t, m.token, { prizeId: prize.id, amount: 1 });
    expect(first.statusCode).toBe(200);
    const again = await addToBasket(t, m.token, { prizeId: prize.id, amount: 2 });
    expect(again.json()).toMatchObject({ id: first.json().id, amount: 3, lineTotal: 360 });

    const noVariant = await addToBasket(t, m.token, { prizeId: sized.id, amount: 1 });
    expect(noVariant.statusCode).toBe(400);
    expect(noVariant.json().message).toMatch(/Wybierz wariant/);
    const wrongVariant = await addToBasket(t, m.token, { prizeId: sized.id, characteristicId: otherVariant.id, amount: 1 });
    expect(wrongVariant.statusCode).toBe(400);
    expect((await addToBasket(t, m.token, { prizeId: sized.id, characteristicId: xl.id, amount: 2 })).statusCode).toBe(200);

    const basket = await t.app.inject({ method: 'GET', url: '/api/orders/basket', headers: bearer(m.token) });
    expect(basket.json()).toMatchObject({
      sum: 460,
      count: 5,
      balance: 1000,
      data: [
        {
          prizeId: prize.id,
          name: 'Kombinezon malarski',
          image: 'walek.jpg',
          points: 120,
          amount: 3,
          lineTotal: 360,
          characteristic: null,
          isAvailable: true,
        },
        { prizeId: sized.id, name: 'Koszulka klubowa', characteristicId: xl.id, characteristic: 'Rozmiar: XL', amount: 2, lineTotal: 100 },
      ],
    });

    const line = first.json().id as number;
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/basket/${line}`,
      headers: bearer(m.token),
      payload: { amount: 5 },
    });
    expect(patched.json()).toMatchObject({ amount: 5, lineTotal: 600 });
    const tooMany = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/basket/${line}`,
      headers: bearer(m.token),
      payload: { amount: 21 },
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe('Dostępnych sztuk nagrody „Kombinezon malarski”: 20');

    // Someone else's line is not found; the owner removes it.
    const stranger = await memberWithPoints(0);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/orders/basket/${line}`, headers: bearer(stranger.token) })).statusCode).toBe(
      404,
    );
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/orders/basket/${line}`, headers: bearer(m.token) });
    expect(removed.json()).toEqual({ message: ORDER_MESSAGES.removedFromBasket });
    expect((await t.app.inject({ method: 'GET', url: '/api/orders/basket', headers: bearer(m.token) })).json().data).toHaveLength(1);
  });

  it('refuses inactive prizes, prizes of an inactive group, unknown prizes and more than the stock', async () => {
    const m = await memberWithPoints(0);
    const inactive = await makePrize(db(), { name: 'Stara drabina', isActive: false });
    const [group] = await queryRows<{ id: number }>(
      db(),
      sql`insert into prize_groups (name, is_active) values ('Wycofane', false) returning id`,
    );
    const hidden = await makePrize(db(), { name: 'Ukryta', groupId: group!.id });
    const few = await makePrize(db(), { name: 'Pędzel', stock: 2 });
    expect((await addToBasket(t, m.token, { prizeId: inactive.id, amount: 1 })).json().message).toBe(
      'Nagroda „Stara drabina” jest obecnie niedostępna',
    );
    expect((await addToBasket(t, m.token, { prizeId: hidden.id, amount: 1 })).statusCode).toBe(409);
    expect((await addToBasket(t, m.token, { prizeId: 999_999, amount: 1 })).statusCode).toBe(404);
    expect((await addToBasket(t, m.token, { prizeId: few.id, amount: 3 })).json().message).toBe('Dostępnych sztuk nagrody „Pędzel”: 2');
    expect((await addToBasket(t, m.token, { prizeId: few.id, amount: 0 })).statusCode).toBe(400);
  });

  it('is only for members with points: DTH, RDS and admins are refused', async () => {
    const prize = await makePrize(db());
    const rds = await t.signIn(DEMO_USERS.rds.email, DEMO_USERS.rds.password);
    for (const token of [dth, rds, admin]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/orders/basket', headers: bearer(token) })).statusCode).toBe(403);
      expect((await addToBasket(t, token, { prizeId: prize.id, amount: 1 })).statusCode).toBe(403);
      expect((await placeOrder(t, token)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: '/api/users/me/orders', headers: bearer(token) })).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/orders/basket' })).statusCode).toBe(401);
  });
});

describe('checkout', () => {
  it('places the order in one go: points debited (source 103), stock down, basket empty, snapshot, e-mail', async () => {
    const m = await memberWithPoints(1000);
    const prize = await makePrize(db(), { name: 'Zestaw pędzli', pointsPrice: 150, stock: 5 });
    const shirt = await makePrize(db(), { name: 'Koszulka', pointsPrice: 40, stock: 3 });
    const l = await makeVariant(db(), shirt.id, 'L');
    await addToBasket(t, m.token, { prizeId: prize.id, amount: 2 });
    await addToBasket(t, m.token, { prizeId: shirt.id, characteristicId: l.id, amount: 1 });
    const [u] = await queryRows<{ email: string }>(db(), sql`select email from users where id = ${m.id}`);

    const res = await placeOrder(t, m.token, { note: 'Proszę dzwonić przed dostawą', expectedTotal: 340 });
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json();
    expect(order).toMatchObject({
      userId: m.id,
      status: 'NEW',
      totalPoints: 340,
      paidPoints: 340,
      elementsCount: 2,
      sentCount: 0,
      delivery,
      note: 'Proszę dzwonić przed dostawą',
      elements: [
        { prizeId: prize.id, prizeName: 'Zestaw pędzli', amount: 2, unitPoints: 150, totalPoints: 300, isSent: false },
        { prizeId: shirt.id, prizeName: 'Koszulka', characteristicName: 'Rozmiar: L', amount: 1, unitPoints: 40 },
      ],
    });
    expect(await storedBalance(db(), m.id)).toBe(660);
    expect(await ledgerSum(db(), m.id)).toBe(660);
    expect(await stockOf(db(), prize.id)).toBe(3);
    expect(await stockOf(db(), shirt.id)).toBe(2);
    expect((await ledgerRows(db(), m.id)).at(-1)).toEqual({
      amount: -340,
      source: LEDGER_SOURCES.ORDER,
      order_id: order.id,
      order_element_id: null,
    });
    const basket = await t.app.inject({ method: 'GET', url: '/api/orders/basket', headers: bearer(m.token) });
    expect(basket.json()).toMatchObject({ data: [], sum: 0, count: 0, balance: 660 });

    const mail = await t.mailbox.waitFor(u!.email, `zamówienia nr ${order.id}`);
    expect(mail.text).toContain('Zestaw pędzli × 2 — 300 pkt');
    expect(mail.text).toContain('Razem: 340 pkt');
    expect(mail.text).toContain('ul. Długa 5');

    // A later price change does not touch the order: names and prices are a snapshot.
    await db().execute(sql`update prizes set name = 'Nowa nazwa', points_price = 999 where id = ${prize.id}`);
    const mine = await t.app.inject({ method: 'GET', url: '/api/users/me/orders', headers: bearer(m.token) });
    expect(mine.json().data[0].elements[0]).toMatchObject({ prizeName: 'Zestaw pędzli', unitPoints: 150 });
  });

  it('refuses members who are not confirmed, with a clear message, and leaves everything as it was', async () => {
    const m = await memberWithPoints(1000);
    const prize = await makePrize(db(), { stock: 5 });
    await addToBasket(t, m.token, { prizeId: prize.id, amount: 1 });
    await db().execute(sql`update users set status = 'ACTIVE' where id = ${m.id}`);
    const res = await placeOrder(t, m.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Zamawiać mogą tylko potwierdzeni członkowie klubu');
    expect(await storedBalance(db(), m.id)).toBe(1000);
    expect(await stockOf(db(), prize.id)).toBe(5);
  });

  it('refuses too few points, out of stock, inactive prizes, changed prices and an empty basket — nothing is written', async () => {
    const m = await memberWithPoints(250);
    const expensive = await makePrize(db(), { name: 'Drabina', pointsPrice: 300, stock: 5 });
    await addToBasket(t, m.token, { prizeId: expensive.id, amount: 1 });
    const poor = await placeOrder(t, m.token);
    expect(poor.statusCode).toBe(409);
    expect(poor.json().message).toBe(
      'Za mało punktów: masz 250 pkt, zamówienie kosztuje 300 pkt — brakuje 50 pkt. Usuń część nagród z koszyka',
    );
    await t.app.inject({
      method: 'DELETE',
      url: `/api/orders/basket/${(await t.app.inject({ method: 'GET', url: '/api/orders/basket', headers: bearer(m.token) })).json().data[0].id}`,
      headers: bearer(m.token),
    });

    const scarce = await makePrize(db(), { name: 'Poziomica', pointsPrice: 50, stock: 3 });
    await addToBasket(t, m.token, { prizeId: scarce.id, amount: 3 });
    await db().execute(sql`update prizes set stock = 2 where id = ${scarce.id}`);
    const gone = await placeOrder(t, m.token);
    expect(gone.statusCode).toBe(409);
    expect(gone.json().message).toBe('Nagroda „Poziomica” jest niedostępna w tej ilości (dostępnych sztuk: 2)');

    await db().execute(sql`update prizes set stock = 3, is_active = false where id = ${scarce.id}`);
    const inactive = await placeOrder(t, m.token);
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json().message).toBe('Nagroda „Poziomica” nie jest już dostępna — usuń ją z koszyka');

    await db().execute(sql`update prizes set is_active = true where id = ${scarce.id}`);
    const basket = (await t.app.inject({ method: 'GET', url: '/api/orders/basket', headers: bearer(m.token) })).json();
    await db().execute(sql`update prizes set points_price = 60 where id = ${scarce.id}`);
    const changed = await placeOrder(t, m.token, { expectedItems: [{ id: basket.data[0].id, points: 50 }], expectedTotal: 150 });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toBe(
      'Cena nagrody „Poziomica” zmieniła się: było 50 pkt, teraz 60 pkt. Sprawdź koszyk i złóż zamówienie ponownie',
    );
    const changedTotal = await placeOrder(t, m.token, { expectedTotal: 150 });
    expect(changedTotal.json().message).toBe(
      'Ceny w koszyku zmieniły się: suma wynosiła 150 pkt, teraz 180 pkt. Sprawdź koszyk i złóż zamówienie ponownie',
    );

    expect(await storedBalance(db(), m.id)).toBe(250);
    expect(await stockOf(db(), scarce.id)).toBe(3);
    expect(await queryRows(db(), sql`select id from orders where user_id = ${m.id}`)).toEqual([]);

    // With the new price accepted it goes through; then the basket is empty.
    expect((await placeOrder(t, m.token, { expectedTotal: 180 })).statusCode).toBe(200);
    const empty = await placeOrder(t, m.token);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(ORDER_MESSAGES.basketEmpty);
  });

  it('re-checks the basket caps at checkout: a line over 999 pieces or over 100 lines (stored before the caps held) is refused', async () => {
    const m = await memberWithPoints(10_000_000);
    const many = await makePrize(db(), { name: 'Pędzel 50 mm', pointsPrice: 1, stock: 5000 });
    // Written straight to the table, as the racing adds used to leave it.
    await db().execute(sql`insert into basket_items (user_id, prize_id, amount) values (${m.id}, ${many.id}, ${2 * MAX_BASKET_AMOUNT})`);
    const tooMany = await placeOrder(t, m.token);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe(BASKET_MESSAGES.lineOverCap('Pędzel 50 mm'));
    await db().execute(sql`update basket_items set amount = ${MAX_BASKET_AMOUNT} where user_id = ${m.id}`);
    const extra = await Promise.all(
      Array.from({ length: MAX_BASKET_LINES }, (_, i) => makePrize(db(), { name: `Drobiazg ${i}`, pointsPrice: 1, stock: 10 })),
    );
    await db().execute(
      sql`insert into basket_items (user_id, prize_id, amount) select ${m.id}, id, 1 from prizes where name like 'Drobiazg %'`,
    );
    expect(extra).toHaveLength(MAX_BASKET_LINES);
    const tooLong = await placeOrder(t, m.token);
    expect(tooLong.statusCode).toBe(409);
    expect(tooLong.json().message).toBe(BASKET_MESSAGES.linesOverCap);
    expect(await queryRows(db(), sql`select id from orders where user_id = ${m.id}`)).toEqual([]);
    expect(await stockOf(db(), many.id)).toBe(5000);
    // Adding answers the caps itself: no 101st line, no piece past 999.
    expect((await addToBasket(t, m.token, { prizeId: many.id, amount: 1 })).json().message).toBe(BASKET_MESSAGES.tooManyPieces);
    const another = await makePrize(db(), { name: 'Taśma', pointsPrice: 1, stock: 10 });
    const refused = await addToBasket(t, m.token, { prizeId: another.id, amount: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(BASKET_MESSAGES.tooManyLines);
  });

  it('validates the delivery address in Polish', async () => {
    const m = await memberWithPoints(0);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(m.token),
      payload: { delivery: { ...delivery, postCode: '30001', city: '' } },
    });
    expect(res.statusCode).toBe(400);
    expect(String(res.json().message)).toMatch(/00-000/);
    expect(String(res.json().message)).toMatch(/To pole jest wymagane/);
  });
});

describe('roles', () => {
  it('customer roles with points may order; the employee roles get 403', async () => {
    for (const role of [ROLES.USER, ROLES.ARCHITECT]) {
      const [m] = await makeMembers(t, 1, { role, prefix: `r${role}` });
      await givePoints(db(), m!.id, 100);
      const prize = await makePrize(db(), { pointsPrice: 10 });
      await addToBasket(t, m!.token, { prizeId: prize.id, amount: 1 });
      expect((await placeOrder(t, m!.token)).statusCode).toBe(200);
    }
    expect(ERROR_CODES.FORBIDDEN.status).toBe(403);
  });
});

describe('statistics rollups (migration 0018)', () => {
  it('after every basket and checkout in this file, refused ones included, both rollups equal the orders', async () => {
    expect(await ordersDrift(db())).toEqual([]);
  });
});
