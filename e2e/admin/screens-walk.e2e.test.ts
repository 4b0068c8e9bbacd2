import { afterAll, beforeAll, describe, it } from 'vitest';
import { startStack, type Stack } from '../support/stack';
import { signInAsAdmin, watchPageHealth } from '../support/browser';
import { DEMO_USERS } from '../../apps/server/src/seed';

/**
 * The admin screens that the flow tests do not pass through: each opens under its Polish title,
 * loads its data (the demo catalogue, or its empty state) and is not a "W przygotowaniu" stub.
 */
let s: Stack;
beforeAll(async () => {
  s = await startStack();
});
afterAll(() => s?.close());

const screens: Array<{ path: string; title: string; shows: string }> = [
  { path: '/admin/prizes/converter', title: 'Nagrody — przelicznik', shows: 'Przelicz nagrody' },
  { path: '/admin/prizes/assign-category', title: 'Nagrody — przypisz kategorię', shows: 'Zestaw grillowy' },
  { path: '/admin/prizes/thresholds', title: 'Nagrody — progi', shows: 'Powyżej 5000 pkt' },
  { path: '/admin/prizes/third-party-products', title: 'Nagrody — produkty partnerów', shows: 'Sklep Partnerski Malarz' },
  { path: '/admin/prizes/offer-view/101', title: 'Nagrody — oferta sklepu partnera', shows: 'Drabina aluminiowa' },
  { path: '/admin/gold-group/members', title: 'Grupa Gold — członkowie', shows: 'Grupa Gold' },
  { path: '/admin/gold-group/subgroups', title: 'Grupa Gold — podgrupy', shows: 'Grupa Gold' },
  { path: '/admin/premium-group/members', title: 'Grupa Premium — członkowie', shows: 'Grupa Premium' },
  { path: '/admin/premium-group/candidates-for-removal', title: 'Grupa Premium — kandydaci do usunięcia', shows: 'Grupa Premium' },
  { path: '/admin/contractors/approved', title: 'Wykonawcy — zatwierdzeni', shows: 'Wykonawcy' },
  { path: '/admin/orders', title: 'Zamówienia', shows: 'Zamówienia' },
];

describe('admin screens without a flow of their own', () => {
  it('each opens with its title and content, without page errors', async () => {
    const { page, context } = await s.newPage();
    const health = watchPageHealth(page);
    await signInAsAdmin(page, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
    for (const screen of screens) {
      await page.goto(screen.path);
      await page.getByRole('heading', { level: 1 }).filter({ hasText: screen.title }).waitFor();
      await page.getByText(screen.shows).first().waitFor();
      if (await page.getByText('W przygotowaniu').count()) throw new Error(`${screen.path} is still a stub`);
    }
    health.expectClean();
    await context.close();
  });
});
