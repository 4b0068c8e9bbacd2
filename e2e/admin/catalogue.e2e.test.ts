import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@klub/db';
import type { Page } from 'playwright-core';
import { isDecoded } from '../support/content';
import { startStack, type Stack } from '../support/stack';
import { expectToast, fill, labelled, signInAsAdmin, waitForPath } from '../support/browser';
import { useCustomerToken } from '../support/session';
import { DEMO_USERS } from '../../apps/server/src/seed';
import { makeMembers, storedBalance } from '../../apps/server/src/testing/fixtures';
import { givePoints } from '../../apps/server/src/modules/orders/orders.test-helpers';
import { PNG_1PX } from '../../apps/server/src/testing/multipart';

let s: Stack;
beforeAll(async () => {
  s = await startStack();
});
afterAll(() => s?.close());

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: labelled(label) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('prize catalogue', () => {
  it('admin builds a group with a subgroup and two prizes (one with variants); a member browses, favourites, adds to the basket and checks out', async () => {
    const { page, context } = await s.newPage();
    await signInAsAdmin(page, DEMO_USERS.admin.email, DEMO_USERS.admin.password);

    await page.goto('/admin/prizes/add/group');
    await fill(page, 'Nazwa grupy', 'Sprzęt e2e');
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await expectToast(page, 'Dodano grupę');
    await waitForPath(page, '/admin/prizes/groups');

    await page.goto('/admin/prizes/add/group');
    await fill(page, 'Nazwa grupy', 'Akcesoria e2e');
    await pick(page, 'Grupa nadrzędna', 'Sprzęt e2e');
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await expectToast(page, 'Dodano grupę');
    await page.getByRole('table', { name: 'Grupy nagród' }).getByText('Akcesoria e2e').waitFor();

    await page.goto('/admin/prizes/add/prize');
    await fill(page, 'Nazwa nagrody', 'Latarka e2e');
    await pick(page, 'Grupa', '— Akcesoria e2e');
    await fill(page, 'Cena w punktach', '300');
    await fill(page, 'Stan magazynu', '10');
    // The picture goes through POST /api/files/upload; the prize keeps its key.
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Dodaj zdjęcie' }).click()]);
    await chooser.setFiles({ name: 'latarka.png', mimeType: 'image/png', buffer: PNG_1PX });
    await expectToast(page, 'Dodano zdjęcie');
    await page.getByRole('img', { name: 'Zdjęcie 1 (główne)' }).waitFor();
    await page.getByRole('button', { name: 'Zapisz nagrodę' }).click();
    await expectToast(page, 'Dodano nagrodę');
    await waitForPath(page, '/admin/prizes');

    await page.goto('/admin/prizes/add/prize');
    await fill(page, 'Nazwa nagrody', 'Bluza e2e');
    await pick(page, 'Grupa', 'Sprzęt e2e');
    // The description is a rich-text editor: what looks like a tag is typed as text, and stays text.
    await fill(page, 'Opis', 'Ciepła bluza <script>alert(1)</script>');
    await fill(page, 'Cena w punktach', '900');
    await fill(page, 'Stan magazynu', '5');
    for (const size of ['M', 'L']) {
      await fill(page, 'Wartość wariantu', size);
      await page.getByRole('button', { name: 'Dodaj wariant' }).click();
    }
    await page.getByRole('list', { name: 'Warianty' }).getByText('Rozmiar: L').waitFor();
    await page.getByRole('button', { name: 'Zapisz nagrodę' }).click();
    await expectToast(page, 'Dodano nagrodę');
    const prizes = page.getByRole('table', { name: 'Nagrody' });
    await prizes.getByText('Bluza e2e').waitFor();
    await prizes.getByText('Warianty: 2').waitFor();
    await context.close();

    // The member browses: the group shows its subgroup's prize too.
    const [m] = await makeMembers(s.t, 1, { prefix: 'katalog' });
    await givePoints(s.t.db.db, m!.id, 2000);
    const before = await storedBalance(s.t.db.db, m!.id);
    const member = await s.newPage();
    await useCustomerToken(member.context, s.baseUrl, m!.token);
    const mp = member.page;
    await mp.goto('/group');
    await mp
      .getByRole('list', { name: 'Grupy nagród' })
      .getByRole('link', { name: /Sprzęt e2e/ })
      .click();
    await mp.getByRole('heading', { level: 1, name: 'Sprzęt e2e' }).waitFor();
    const grid = mp.getByRole('list', { name: 'Nagrody w grupie Sprzęt e2e' });
    await grid.getByText('Latarka e2e').waitFor();
    const picture = grid.getByRole('img', { name: 'Latarka e2e' });
    await expect.poll(() => picture.evaluate(isDecoded)).toBe(true);
    await grid.getByRole('link', { name: /Bluza e2e/ }).click();
    await mp.getByRole('heading', { level: 1, name: 'Bluza e2e' }).waitFor();
    await mp.getByText('Ciepła bluza <script>alert(1)</script>').waitFor();
    expect(await mp.locator('script:has-text("alert(1)")').count()).toBe(0);

    await mp.getByRole('button', { name: 'Dodaj do ulubionych' }).click();
    await expectToast(mp, 'Dodano do ulubionych');
    await mp.getByRole('button', { name: 'Usuń z ulubionych' }).waitFor();

    await pick(mp, 'Wariant', 'Rozmiar: L');
    await fill(mp, 'Ilość', '2');
    await mp.getByRole('button', { name: 'Dodaj do koszyka' }).click();
    await expectToast(mp, 'Dodano do koszyka: Bluza e2e');
    const basket = await queryRows<{ amount: number; value: string }>(
      s.t.db.db,
      sql`
      select b.amount, c.value from basket_items b join prize_characteristics c on c.id = b.characteristic_id where b.user_id = ${m!.id}`,
    );
    expect(basket).toEqual([{ amount: 2, value: 'L' }]);

    await mp.goto('/exchange-points');
    await mp.getByRole('button', { name: 'Ulubione' }).click();
    await mp.getByRole('list', { name: 'Nagrody' }).getByText('Bluza e2e').waitFor();

    // …and checks out what they picked (2 × 900 pkt, paid from their points), then sees the order.
    await mp.getByRole('link', { name: 'Koszyk: 2 szt.' }).click();
    await waitForPath(mp, '/checkout');
    await mp.getByRole('table', { name: 'Pozycje w koszyku' }).getByText('Bluza e2e').waitFor();
    await mp.getByLabel(labelled('Ulica i numer')).fill('ul. Malarska 3');
    await mp.getByLabel(labelled('Kod pocztowy')).fill('30-001');
    await mp.getByRole('button', { name: /^Zamów za 1\s?800 pkt$/ }).click();
    await mp.getByRole('dialog').getByRole('button', { name: 'Zamawiam' }).click();
    await waitForPath(mp, '/my-orders');
    await expectToast(mp, 'zostało złożone');
    await mp.getByText('Bluza e2e').first().waitFor();
    expect(await storedBalance(s.t.db.db, m!.id)).toBe(before - 1800);
    await member.context.close();
  });
});
