import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { PRIZE_STATEMENT_TEXTS } from '@klub/contracts';
import { bearer, createTestApp, DEMO_USERS, type TestApp } from '../../testing/test-app';
import { makeMembers } from '../../testing/fixtures';
import { addToBasket, givePoints, makePrize, placeOrder } from '../orders/orders.test-helpers';

/**
 * A member's prizes of 2026, computed by hand: 2 × Kurtka (PLN price 149,99 zł) and 2 × Wałek (250
 * points, no PLN price: 25,00 zł at the default 10 points per zł) = 349,98 zł. Not counted: a
 * cancelled order, a deleted element (a Kurtka), and an order of 2025 (31 Dec 22:30 UTC is still
 * 2025 in Poland; 23:30 UTC is already 2026 — that one counts).
 */
let t: TestApp;
let admin = '';
let m = { id: 0, token: '' };
let other = { id: 0, token: '' };

async function order(member: { token: string }, prizeId: number, amount: number, at?: string) {
  expect((await addToBasket(t, member.token, { prizeId, amount })).statusCode).toBe(200);
  const res = await placeOrder(t, member.token);
  expect(res.statusCode, res.body).toBe(200);
  const o = res.json();
  if (at) await t.db.db.execute(sql`update orders set created_at = ${at}::timestamptz where id = ${o.id}`);
  return o;
}

const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(DEMO_USERS.admin.email, DEMO_USERS.admin.password, true);
  [m, other] = (await makeMembers(t, 2, { prefix: 'statement' })) as [typeof m, typeof m];
  await t.db.db.execute(sql`update users set firstname = 'Łucja', lastname = 'Żółkiewska', nip = '5260250274' where id = ${m.id}`);
  await givePoints(t.db.db, m.id, 10_000);
  await givePoints(t.db.db, other.id, 1_000);
  const jacket = await makePrize(t.db.db, { name: 'Kurtka robocza', pointsPrice: 1500, plnPrice: 149.99, stock: 50 });
  const roller = await makePrize(t.db.db, { name: 'Wałek malarski', pointsPrice: 250, stock: 50 });
  await order(m, jacket.id, 2, '2026-03-10T10:00:00Z');
  await order(m, roller.id, 1, '2025-12-31T23:30:00Z'); // 1 January 2026, 00:30 in Poland
  await order(m, roller.id, 1, '2025-12-31T22:30:00Z'); // 31 December 2025, 23:30 in Poland
  const cancelled = await order(m, roller.id, 3, '2026-05-05T10:00:00Z');
  expect((await t.app.inject({ method: 'DELETE', url: `/api/orders/${cancelled.id}`, headers: bearer(admin) })).statusCode).toBe(200);
  expect((await addToBasket(t, m.token, { prizeId: jacket.id, amount: 1 })).statusCode).toBe(200);
  const twoLines = await order(m, roller.id, 1, '2026-06-01T10:00:00Z');
  const jacketLine = twoLines.elements.find((e: { prizeName: string }) => e.prizeName === 'Kurtka robocza');
  expect((await t.app.inject({ method: 'DELETE', url: `/api/order-elements/${jacketLine.id}`, headers: bearer(admin) })).statusCode).toBe(
    200,
  );
  await order(other, roller.id, 2, '2026-07-01T10:00:00Z');
});
afterAll(() => t?.close());

describe('the yearly prize statement', () => {
  it('lists the member’s prizes of the year with their PLN value at the time of the order', async () => {
    const res = await get(m.token, '/api/users/me/prize-statement?year=2026');
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json();
    expect(s).toMatchObject({ year: 2026, count: 4, totalPln: 349.98, totalPoints: 3500 });
    expect(s.items.map((i: { prizeName: string; amount: number; totalPln: number }) => [i.prizeName, i.amount, i.totalPln])).toEqual([
      ['Wałek malarski', 1, 25],
      ['Kurtka robocza', 2, 299.98],
      ['Wałek malarski', 1, 25],
    ]);
    const last = (await get(m.token, '/api/users/me/prize-statement?year=2025')).json();
    expect(last).toMatchObject({ count: 1, totalPln: 25 });
    expect((await get(m.token, '/api/users/me/prize-statement?year=1999')).statusCode).toBe(400);
  });

  it('keeps the value of the day: a later price or converter change does not rewrite it', async () => {
    await t.db.db.execute(sql`update prizes set pln_price = 999, points_price = 9000 where name = 'Kurtka robocza'`);
    await t.db.db.execute(
      sql`insert into settings (key, value) values ('prizes.pointsPerPln', '50') on conflict (key) do update set value = '50'`,
    );
    expect((await get(m.token, '/api/users/me/prize-statement?year=2026')).json().totalPln).toBe(349.98);
  });

  it('as a PDF with Polish letters, the member’s name and NIP, and the total', async () => {
    const res = await get(m.token, '/api/users/me/prize-statement/pdf?year=2026');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('nagrody-2026.pdf');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(res.rawPayload)), { mergePages: true });
    expect(text).toContain(PRIZE_STATEMENT_TEXTS.title(2026));
    expect(text).toContain('Łucja Żółkiewska');
    expect(text).toContain('NIP: 5260250274');
    expect(text).toContain('Kurtka robocza');
    expect(text).toMatch(/Razem: 4 szt\., wartość 349,98 zł/);
  });

  it('for the accountant: every member’s sum as CSV (admins only)', async () => {
    const res = await get(admin, '/api/stats/prize-statements/csv?year=2026');
    expect(res.statusCode).toBe(200);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(PRIZE_STATEMENT_TEXTS.csvColumns.join(';'));
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(new RegExp(`^${m.id};Łucja;Żółkiewska;;5260250274;[^;]+;4;349,98;3500$`));
    expect(lines[2]).toMatch(new RegExp(`^${other.id};.*;2;50,00;500$`));
    expect((await get(m.token, '/api/stats/prize-statements/csv')).statusCode).toBe(403);
  });
});
