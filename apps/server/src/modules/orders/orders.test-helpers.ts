import { sql } from 'drizzle-orm';
import { LEDGER_SOURCES } from '@klub/contracts';
import { prizeCharacteristics, prizes, queryRows, type Database } from '@klub/db';
import { credit } from '../ledger/ledger.service';
import { expect } from 'vitest';
import { bearer, type TestApp } from '../../testing/test-app';
import { makeMembers } from '../../testing/fixtures';

/** A prize inserted straight into the catalogue (the catalogue API is tested on its own). */
export async function makePrize(db: Database, over: Partial<typeof prizes.$inferInsert> = {}) {
  const [p] = await db
    .insert(prizes)
    .values({ name: 'Wałek malarski 25 cm', pointsPrice: 100, stock: 10, images: ['walek.jpg'], ...over })
    .returning();
  return p!;
}

export async function makeVariant(db: Database, prizeId: number, value: string, name = 'Rozmiar') {
  const [c] = await db.insert(prizeCharacteristics).values({ prizeId, name, value }).returning();
  return c!;
}

export function givePoints(db: Database, userId: number, amount: number) {
  return db.transaction((tx) =>
    credit(tx as unknown as Database, {
      userId,
      amount,
      source: LEDGER_SOURCES.MANUALLY_ADDED_BY_ADMIN,
      reason: 'start',
      expiresAt: null,
      earns: true,
    }),
  );
}

export const delivery = { name: 'Jan Malarz', street: 'ul. Długa 5', postCode: '30-001', city: 'Kraków', phone: '600000021' };

export function addToBasket(t: TestApp, token: string, payload: { prizeId: number; characteristicId?: number | null; amount: number }) {
  return t.app.inject({ method: 'POST', url: '/api/orders/basket', headers: bearer(token), payload });
}

export function placeOrder(t: TestApp, token: string, payload: Record<string, unknown> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/orders', headers: bearer(token), payload: { delivery, ...payload } });
}

export async function stockOf(db: Database, prizeId: number): Promise<number> {
  const [r] = await queryRows<{ stock: number }>(db, sql`select stock from prizes where id = ${prizeId}`);
  return r!.stock;
}

export async function ledgerRows(db: Database, userId: number) {
  return queryRows<{ amount: number; source: number; order_id: number | null; order_element_id: number | null }>(
    db,
    sql`
    select amount, source, order_id, order_element_id from points_ledger where user_id = ${userId} order by id`,
  );
}

/** A member (made through the API) holding `points` points. */
export async function memberWithPoints(t: TestApp, points: number) {
  const [m] = await makeMembers(t, 1, { prefix: 'order' });
  if (points > 0) await givePoints(t.db.db, m!.id, points);
  return m!;
}

/** `amount` of the prize into the member's basket, then checked out: the order as answered. */
export async function orderOf(t: TestApp, token: string, prizeId: number, amount = 1) {
  expect((await addToBasket(t, token, { prizeId, amount })).statusCode).toBe(200);
  const res = await placeOrder(t, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
