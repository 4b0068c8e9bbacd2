import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prizeGroups } from '@klub/db';
import { startStack, type Stack } from '../support/stack';
import { axeViolations } from '../support/axe';
import { expectToast, watchPageHealth } from '../support/browser';
import { useCustomerToken } from '../support/session';
import { makeMembers, storedBalance } from '../../apps/server/src/testing/fixtures';
import { givePoints, makePrize, placeOrder, stockOf } from '../../apps/server/src/modules/orders/orders.test-helpers';

let s: Stack;
beforeAll(async () => {
  s = await startStack();
});
afterAll(() => s?.close());

const summary = (violations: Awaited<ReturnType<typeof axeViolations>>) => violations.map((v) => `${v.id}: ${v.nodes.length}`);

/**
 * A prize worth more than the member's points (issue 39): it may go into the basket, but the member
 * is told on the card, on the prize, after adding and in the basket; the order itself is refused.
 */
describe('a prize over the balance', () => {
  const WIDTHS = [390, 1366];
  const lamps = new Map<number, number>();
  // Before any page reads the catalogue (the server keeps the published list in memory), in the
  // demo's first group (members see the prizes of the catalogue's groups).
  beforeAll(async () => {
    const db = s.t.db.db;
    const [group] = await db.select({ id: prizeGroups.id }).from(prizeGroups).orderBy(prizeGroups.id).limit(1);
    for (const width of WIDTHS) {
      const lamp = await makePrize(db, { name: `Lampa warsztatowa ${width}`, pointsPrice: 800, stock: 5, images: [], groupId: group!.id });
      lamps.set(width, lamp.id);
      await makePrize(db, { name: `Kubek ${width}`, pointsPrice: 200, stock: 5, images: [], groupId: group!.id });
    }
  });

  for (const width of WIDTHS) {
    it(`is marked, warned about and refused at checkout, at ${width} px`, async () => {
      const db = s.t.db.db;
      const [m] = await makeMembers(s.t, 1, { prefix: `e2e-over-${width}` });
      await givePoints(db, m!.id, 500);

      const { page, context } = await s.newPage({ width, height: 900 });
      const health = watchPageHealth(page);
      await useCustomerToken(context, s.baseUrl, m!.token);
      await page.goto('/exchange-points');
      const grid = page.getByRole('list', { name: 'Nagrody' });
      await grid.getByRole('link', { name: new RegExp(`Lampa warsztatowa ${width}.*Brakuje 300\\spkt`) }).waitFor();
      expect(await grid.getByRole('link', { name: new RegExp(`Kubek ${width}`) }).textContent()).not.toContain('Brakuje');

      await grid.getByRole('link', { name: new RegExp(`Lampa warsztatowa ${width}`) }).click();
      await page.getByRole('heading', { level: 1, name: `Lampa warsztatowa ${width}` }).waitFor();
      await page
        .getByRole('status', { name: 'Saldo punktów' })
        .getByText(/przekroczy Twoje saldo \(500\spkt\) o 300\spkt/)
        .waitFor();
      expect(summary(await axeViolations(page))).toEqual([]);
      await page.getByRole('button', { name: 'Dodaj do koszyka' }).click();
      await expectToast(page, 'Koszyk przekracza Twoje saldo');

      await page.goto('/checkout');
      await page.getByRole('table', { name: 'Pozycje w koszyku' }).getByText(`Lampa warsztatowa ${width}`).waitFor();
      await page.getByText(/Koszyk przekracza Twoje saldo o 300\spkt/).waitFor();
      expect(await page.getByRole('button', { name: /^Zamów za 800\spkt$/ }).isDisabled()).toBe(true);
      await page.waitForLoadState('networkidle');
      expect(summary(await axeViolations(page))).toEqual([]);

      // A client that orders anyway (the API as the spec calls it) is refused in Polish; nothing is taken.
      const refused = await placeOrder(s.t, m!.token);
      expect([refused.statusCode, refused.json().message]).toEqual([
        409,
        'Za mało punktów: masz 500 pkt, zamówienie kosztuje 800 pkt — brakuje 300 pkt. Usuń część nagród z koszyka',
      ]);
      expect(await storedBalance(db, m!.id)).toBe(500);
      expect(await stockOf(db, lamps.get(width)!)).toBe(5);
      health.expectClean();
      await context.close();
    });
  }
});
