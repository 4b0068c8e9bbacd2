import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { BASKET_MESSAGES, LEDGER_SOURCES, MAX_BASKET_AMOUNT, MAX_BASKET_LINES, ORDER_MESSAGES } from '@klub/contracts';
import { queryRows } from '@klub/db';
import { bearer, type TestApp } from '../../testing/test-app';
import { openAdminApp } from '../../testing/admin-app';
import { ledgerSum, makeMembers, storedBalance } from '../../testing/fixtures';
import { addToBasket, givePoints, makePrize, placeOrder, stockOf } from './orders.test-helpers';
import { ordersDrift } from '../stats/stats.test-helpers';

/**
 * Checkout can never overdraw points or stock, and a refund happens once, under real concurrency.
 * PGlite runs one transaction at a time, so only a PostgreSQL server can prove this: on PGlite
 * these tests are skipped (and say so).
 */
const onServer = process.env.TEST_DB_DRIVER === 'postgres';
if (!onServer)
  console.warn('!!! order concurrency tests skipped: they need a PostgreSQL server (TEST_DATABASE_URL); PGlite serialises transactions');

let t: TestApp;
let admin = '';
beforeAll(async () => {
  if (onServer) ({ t, admin } = await openAdminApp());
});
afterAll(() => t?.close());

describe.skipIf(!onServer)('order concurrency on PostgreSQL (needs a server: PGlite serialises transactions)', () => {
  it('50 parallel checkouts of one basket: exactly one is paid, the rest find the basket empty', async () => {
    const [m] = await makeMembers(t, 1, { prefix: 'race-same' });
    await givePoints(t.db.db, m!.id, 1000);
    const prize = await makePrize(t.db.db, { pointsPrice: 300, stock: 100 });
    await addToBasket(t, m!.token, { prizeId: prize.id, amount: 1 });
    const answers = await Promise.all(Array.from({ length: 50 }, () => placeOrder(t, m!.token)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 400).every((a) => a.json().message === ORDER_MESSAGES.basketEmpty)).toBe(true);
    expect(await storedBalance(t.db.db, m!.id)).toBe(700);
    expect(await stockOf(t.db.db, prize.id)).toBe(99);
  });

  it('50 parallel "add to basket + check out" by one member whose balance covers half: the rest refused, balance ≥ 0 and equals the ledger', async () => {
    const [m] = await makeMembers(t, 1, { prefix: 'race-one' });
    await givePoints(t.db.db, m!.id, 2500);
    const prize = await makePrize(t.db.db, { name: 'Rękawice', pointsPrice: 100, stock: 1000 });
    // 50 pieces cost 5000 points, the balance covers 25. Started 15 ms apart, so adds and checkouts
    // interleave (fired all at once, the 50 adds would land first and one 5000-point basket would be
    // refused 50 times). Checkouts of one member run one after another (member lock); a refused one
    // leaves its pieces in the basket for the next.
    const answers = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        await new Promise((r) => setTimeout(r, i * 15));
        await addToBasket(t, m!.token, { prizeId: prize.id, amount: 1 });
        return placeOrder(t, m!.token);
      }),
    );
    expect(
      answers.every((a) => [200, 400, 409].includes(a.statusCode)),
      answers.map((a) => a.body).join('\n'),
    ).toBe(true);
    const ok = answers.filter((a) => a.statusCode === 200);
    // The first checkout sees a small basket; the last sees every unpaid piece, which the balance cannot cover.
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(answers.some((a) => a.statusCode === 409 && /Za mało punktów/.test(a.json().message))).toBe(true);
    const paid = ok.reduce((s, a) => s + (a.json().totalPoints as number), 0);
    expect(paid).toBeLessThanOrEqual(2500);
    const balance = await storedBalance(t.db.db, m!.id);
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(balance).toBe(await ledgerSum(t.db.db, m!.id));
    expect(balance).toBe(2500 - paid);
    const [rows] = await queryRows<{ n: number; s: number }>(
      t.db.db,
      sql`
      select count(*)::int as n, coalesce(-sum(amount), 0)::int as s from points_ledger where user_id = ${m!.id} and source = ${LEDGER_SOURCES.ORDER}`,
    );
    expect(rows).toEqual({ n: ok.length, s: paid });
    const [pieces] = await queryRows<{ n: number }>(
      t.db.db,
      sql`select coalesce(sum(e.amount), 0)::int as n from order_elements e join orders o on o.id = e.order_id where o.user_id = ${m!.id}`,
    );
    expect(pieces!.n * 100).toBe(paid);
    expect(await stockOf(t.db.db, prize.id)).toBe(1000 - pieces!.n);
    // Nothing was lost: every piece is either ordered or still in the basket.
    const [left] = await queryRows<{ n: number }>(
      t.db.db,
      sql`select coalesce(sum(amount), 0)::int as n from basket_items where user_id = ${m!.id}`,
    );
    expect(pieces!.n + left!.n).toBe(50);
  });

  it('40 members checking out a prize with stock 5: exactly 5 succeed, stock ends at 0', async () => {
    const members = await makeMembers(t, 40, { prefix: 'race-stock' });
    const prize = await makePrize(t.db.db, { name: 'Limitowany kubek', pointsPrice: 10, stock: 5 });
    for (const m of members) {
      await givePoints(t.db.db, m.id, 50);
      expect((await addToBasket(t, m.token, { prizeId: prize.id, amount: 1 })).statusCode).toBe(200);
    }
    const answers = await Promise.all(members.map((m) => placeOrder(t, m.token)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(5);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(
      refused.every((a) => a.statusCode === 409 && /Limitowany kubek/.test(a.json().message)),
      refused.map((a) => a.body).join('\n'),
    ).toBe(true);
    expect(await stockOf(t.db.db, prize.id)).toBe(0);
    for (const m of members) expect(await storedBalance(t.db.db, m.id)).toBe(await ledgerSum(t.db.db, m.id));
  });

  it(`8 parallel adds of ${MAX_BASKET_AMOUNT} pieces: one line of ${MAX_BASKET_AMOUNT}, the other seven refused, checkout takes ${MAX_BASKET_AMOUNT}`, async () => {
    const [m] = await makeMembers(t, 1, { prefix: 'race-cap' });
    await givePoints(t.db.db, m!.id, 10 * MAX_BASKET_AMOUNT);
    const prize = await makePrize(t.db.db, { name: 'Kubek', pointsPrice: 1, stock: 100_000 });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => addToBasket(t, m!.token, { prizeId: prize.id, amount: MAX_BASKET_AMOUNT })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(
      refused.every((a) => a.statusCode === 400 && a.json().message === BASKET_MESSAGES.tooManyPieces),
      refused.map((a) => a.body).join('\n'),
    ).toBe(true);
    const [line] = await queryRows<{ amount: number }>(t.db.db, sql`select amount from basket_items where user_id = ${m!.id}`);
    expect(line!.amount).toBe(MAX_BASKET_AMOUNT);
    // Smaller parallel adds fill the line up to the cap and not one piece more.
    const [n] = await makeMembers(t, 1, { prefix: 'race-cap-small' });
    const small = await Promise.all(Array.from({ length: 12 }, () => addToBasket(t, n!.token, { prizeId: prize.id, amount: 100 })));
    expect(small.filter((a) => a.statusCode === 200)).toHaveLength(9);
    const [filled] = await queryRows<{ amount: number }>(t.db.db, sql`select amount from basket_items where user_id = ${n!.id}`);
    expect(filled!.amount).toBe(900);
    const order = await placeOrder(t, m!.token);
    expect(order.statusCode, order.body).toBe(200);
    expect(order.json().totalPoints).toBe(MAX_BASKET_AMOUNT);
  });

  it(`parallel adds of 8 different prizes to a basket of ${MAX_BASKET_LINES - 1} lines: exactly one becomes line ${MAX_BASKET_LINES}`, async () => {
    const [m] = await makeMembers(t, 1, { prefix: 'race-lines' });
    const filler = await Promise.all(
      Array.from({ length: MAX_BASKET_LINES - 1 }, (_, i) => makePrize(t.db.db, { name: `Wypełniacz ${i}`, stock: 10 })),
    );
    await t.db.db.execute(
      sql`insert into basket_items (user_id, prize_id, amount) select ${m!.id}, id, 1 from prizes where id in ${sql.raw(`(${filler.map((p) => p.id).join(',')})`)}`,
    );
    const racing = await Promise.all(Array.from({ length: 8 }, (_, i) => makePrize(t.db.db, { name: `Wyścig ${i}`, stock: 10 })));
    const answers = await Promise.all(racing.map((p) => addToBasket(t, m!.token, { prizeId: p.id, amount: 1 })));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409).every((a) => a.json().message === BASKET_MESSAGES.tooManyLines)).toBe(true);
    const [count] = await queryRows<{ n: number }>(t.db.db, sql`select count(*)::int as n from basket_items where user_id = ${m!.id}`);
    expect(count!.n).toBe(MAX_BASKET_LINES);
  });

  it('deleting one order twice at once refunds it once', async () => {
    const [m] = await makeMembers(t, 1, { prefix: 'race-del' });
    await givePoints(t.db.db, m!.id, 500);
    const prize = await makePrize(t.db.db, { pointsPrice: 120, stock: 10 });
    await addToBasket(t, m!.token, { prizeId: prize.id, amount: 2 });
    const order = (await placeOrder(t, m!.token)).json();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => t.app.inject({ method: 'DELETE', url: `/api/orders/${order.id}`, headers: bearer(admin) })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(9);
    expect(await storedBalance(t.db.db, m!.id)).toBe(500);
    expect(await ledgerSum(t.db.db, m!.id)).toBe(500);
    expect(await stockOf(t.db.db, prize.id)).toBe(10);
  });

  it('deleting an element and its order at once: points come back once in total', async () => {
    const [m] = await makeMembers(t, 1, { prefix: 'race-el' });
    await givePoints(t.db.db, m!.id, 500);
    const a = await makePrize(t.db.db, { pointsPrice: 50, stock: 10 });
    const b = await makePrize(t.db.db, { pointsPrice: 70, stock: 10 });
    await addToBasket(t, m!.token, { prizeId: a.id, amount: 1 });
    await addToBasket(t, m!.token, { prizeId: b.id, amount: 1 });
    const order = (await placeOrder(t, m!.token)).json();
    const el = order.elements[0].id as number;
    await Promise.all([
      ...Array.from({ length: 5 }, () => t.app.inject({ method: 'DELETE', url: `/api/order-elements/${el}`, headers: bearer(admin) })),
      ...Array.from({ length: 5 }, () => t.app.inject({ method: 'DELETE', url: `/api/orders/${order.id}`, headers: bearer(admin) })),
    ]);
    expect(await storedBalance(t.db.db, m!.id)).toBe(500);
    expect(await ledgerSum(t.db.db, m!.id)).toBe(500);
  });

  it('after all the races above the orders and prizes statistics equal the orders and their elements', async () => {
    expect(await ordersDrift(t.db.db)).toEqual([]);
  });
});
