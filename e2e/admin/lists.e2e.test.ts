import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@klub/db';
import { startStack, type Stack } from '../support/stack';
import { expectToast, fill, labelled, signInAsAdmin, waitForPath, watchPageHealth } from '../support/browser';
import { DEMO_USERS } from '../../apps/server/src/seed';

let s: Stack;
beforeAll(async () => {
  s = await startStack();
});
afterAll(() => s?.close());

describe('admin: lists (słowniki)', () => {
  it("creates a list, adds items both ways, edits one into place, deletes an item and the list; a form offers its list's items", async () => {
    const { page, context } = await s.newPage();
    const health = watchPageHealth(page);
    await signInAsAdmin(page, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
    const main = page.getByRole('main');

    // 1. A new list: from the lists screen, then straight to its own page.
    await page.goto('/admin/list');
    await page.getByRole('heading', { level: 1, name: 'Listy' }).waitFor();
    await main.getByRole('link', { name: 'Dodaj listę' }).click();
    await waitForPath(page, '/admin/list/add');
    await fill(page, 'Nazwa listy', 'Branże');
    await fill(page, 'Opis (do czego służy)', 'Branża wykonawcy w formularzu zgłoszenia');
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await expectToast(page, 'Dodano listę');
    const [list] = await queryRows<{ id: number }>(s.t.db.db, sql`select id from lists where name = 'Branże'`);
    await waitForPath(page, `/admin/list/${list!.id}`);
    await page.getByText('Brak pozycji').waitFor();

    // 2. Items from the list's page (the list fixed): without an order each goes last.
    for (const name of ['Malarz', 'Tynkarz']) {
      await page.getByRole('region', { name: 'Pozycje' }).getByRole('link', { name: 'Dodaj pozycję' }).click();
      await waitForPath(page, '/admin/list/item-of-list/add');
      await page.getByText('Lista: Branże').waitFor();
      await fill(page, 'Nazwa pozycji', name);
      await page.getByRole('button', { name: 'Zapisz' }).click();
      await expectToast(page, 'Dodano pozycję');
      await waitForPath(page, `/admin/list/${list!.id}`);
      await page.getByRole('table', { name: 'Pozycje listy' }).getByRole('rowheader', { name }).waitFor();
    }

    // 3. An item from /admin/list/item/add: the list is picked in the form.
    await page.goto('/admin/list/item/add');
    await page.getByRole('heading', { level: 1, name: 'Listy — dodaj pozycję' }).waitFor();
    await page.getByLabel(labelled('Lista')).selectOption({ label: 'Branże' });
    await fill(page, 'Nazwa pozycji', 'Glazurnik');
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await expectToast(page, 'Dodano pozycję');
    await waitForPath(page, `/admin/list/${list!.id}`);
    const items = page.getByRole('table', { name: 'Pozycje listy' });
    const order = async () =>
      (await items.getByRole('rowheader').allTextContents()).map((name) => name.replace('nieaktywna', ' (nieaktywna)'));
    await expect.poll(order).toEqual(['Malarz', 'Tynkarz', 'Glazurnik']);

    // 4. Edit: Glazurnik goes first and is switched off; the table shows the new order.
    await items.getByRole('link', { name: 'Edytuj pozycję Glazurnik' }).click();
    await page.getByRole('heading', { level: 1, name: 'Listy — edycja pozycji' }).waitFor();
    await fill(page, 'Kolejność', '0');
    await page.getByLabel('Aktywna (formularze ją oferują)').uncheck();
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await expectToast(page, 'Zapisano zmiany');
    await waitForPath(page, `/admin/list/${list!.id}`);
    await expect.poll(order).toEqual(['Glazurnik (nieaktywna)', 'Malarz', 'Tynkarz']);

    // 5. Delete an item from its page, then the list from the lists screen (its items go with it).
    await items.getByRole('link', { name: 'Edytuj pozycję Tynkarz' }).click();
    await page.getByRole('button', { name: 'Usuń pozycję Tynkarz' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Usuń' }).click();
    await expectToast(page, 'Usunięto pozycję');
    await waitForPath(page, `/admin/list/${list!.id}`);
    await expect.poll(order).toEqual(['Glazurnik (nieaktywna)', 'Malarz']);

    await page.goto('/admin/list');
    const lists = page.getByRole('table', { name: 'Listy' });
    await lists.getByRole('row').filter({ hasText: 'Branże' }).filter({ hasText: '2' }).waitFor();
    await page.getByRole('button', { name: 'Usuń listę Branże' }).click();
    await page.getByRole('dialog').getByText('Czy na pewno usunąć listę „Branże”? Usunie to też jej pozycje (2).').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Usuń' }).click();
    await expectToast(page, 'Usunięto listę');
    // Left: the two lists the forms read, which say so and cannot be deleted.
    await expect
      .poll(() => lists.getByRole('rowheader').allTextContents())
      .toEqual([
        'Powody odrzucenia wizytówkiUżywa jej formularz: Wizytówki wykonawców (powód odrzucenia)',
        'Powody przyznania punktówUżywa jej formularz: Dodaj punkty, Przenieś punkty (powód)',
      ]);
    expect(await lists.getByRole('button', { name: /^Usuń listę/ }).count()).toBe(0);
    const [left] = await queryRows<{ n: number }>(s.t.db.db, sql`select count(*)::int as n from list_items`);
    expect(left!.n).toBe(7);

    // 6. A form uses its list: a new reason added here is one click away in "Dodaj punkty".
    await lists.getByRole('link', { name: 'Edytuj listę Powody przyznania punktów' }).click();
    await page.getByRole('region', { name: 'Pozycje' }).getByRole('link', { name: 'Dodaj pozycję' }).click();
    await waitForPath(page, '/admin/list/item-of-list/add');
    await fill(page, 'Nazwa pozycji', 'Urodziny firmy');
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await expectToast(page, 'Dodano pozycję');
    await page.goto('/admin/codes/add-points');
    const reasons = page.getByRole('group', { name: 'Częste powody' });
    await reasons.getByRole('button', { name: 'Urodziny firmy' }).click();
    await expect.poll(() => page.getByRole('textbox', { name: 'Powód' }).inputValue()).toBe('Urodziny firmy');
    health.expectClean();
    await context.close();
  });
});
