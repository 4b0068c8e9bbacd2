import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { prizeGroups, prizes } from '@klub/db';
import { startStack, type Stack } from './support/stack';
import { expectToast, fill, signInAsAdmin, waitForPath } from './support/browser';
import { useCustomerToken } from './support/session';
import { DEMO_USERS } from '../apps/server/src/seed';
import { makeMembers } from '../apps/server/src/testing/fixtures';

let s: Stack;
beforeAll(async () => {
  s = await startStack();
});
afterAll(() => s?.close());

describe('rich-text prize description', () => {
  it('an admin formats the description with the toolbar and the keyboard; the member sees it formatted', async () => {
    const db = s.t.db.db;
    const [group] = await db.insert(prizeGroups).values({ name: 'Odzież e2e' }).returning();
    const [prize] = await db
      .insert(prizes)
      .values({ groupId: group!.id, name: 'Kurtka e2e', description: '<p>Stary opis</p>', pointsPrice: 500, stock: 3 })
      .returning();

    const { page, context } = await s.newPage();
    await signInAsAdmin(page, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
    await page.goto(`/admin/prizes/edit/prize/${prize!.id}`);
    const editor = page.getByRole('textbox', { name: 'Opis' });
    await editor.getByText('Stary opis').waitFor();
    const toolbar = page.getByRole('toolbar', { name: 'Formatowanie: Opis' });

    await editor.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Lekka kurtka ');
    // Each step waits for its visible effect before the next key: on a loaded machine a key sent
    // while the editor still handled the click was lost ("wodoodpornarozmiar M").
    const boldButton = toolbar.getByRole('button', { name: 'Pogrubienie' });
    await boldButton.click();
    await expect.poll(() => boldButton.getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.type('wodoodporna');
    await boldButton.click();
    await expect.poll(() => boldButton.getAttribute('aria-pressed')).toBe('false');
    await page.keyboard.press('Enter');
    await expect.poll(() => editor.locator('p').count()).toBe(2);
    await toolbar.getByRole('button', { name: 'Lista punktowana' }).click();
    await expect.poll(() => toolbar.getByRole('button', { name: 'Lista punktowana' }).getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.type('rozmiar M');
    await page.keyboard.press('Enter');
    await page.keyboard.type('rozmiar L');
    // An empty item ends the list; the link comes from the keyboard alone (Ctrl+K, a dialog, Enter).
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Więcej: ');
    await page.keyboard.press('ControlOrMeta+K');
    const dialog = page.getByRole('dialog', { name: 'Wstaw odnośnik' });
    await fill(page, 'Adres', 'example.pl/kurtka');
    await fill(page, 'Tekst odnośnika', 'strona producenta');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await editor.getByRole('link', { name: 'strona producenta' }).waitFor();

    await page.getByRole('button', { name: 'Zapisz nagrodę' }).click();
    await expectToast(page, 'Zapisano zmiany');
    await waitForPath(page, '/admin/prizes');
    await context.close();

    // Stored as the sanitiser left it: every tag the editor made survived.
    const [saved] = await db.select({ description: prizes.description }).from(prizes).where(eq(prizes.id, prize!.id));
    expect(saved!.description).toBe(
      '<p>Lekka kurtka <strong>wodoodporna</strong></p><ul><li><p>rozmiar M</p></li><li><p>rozmiar L</p></li></ul>' +
        '<p>Więcej: <a target="_blank" rel="noopener noreferrer" href="https://example.pl/kurtka">strona producenta</a></p>',
    );

    const [m] = await makeMembers(s.t, 1, { prefix: 'opis' });
    const member = await s.newPage();
    await useCustomerToken(member.context, s.baseUrl, m!.token);
    const mp = member.page;
    await mp.goto(`/group/${group!.id}/prize/${prize!.id}`);
    await mp.getByRole('heading', { level: 1, name: 'Kurtka e2e' }).waitFor();
    const bold = mp.locator('strong', { hasText: 'wodoodporna' });
    await bold.waitFor();
    expect(await bold.evaluate((el) => Number(getComputedStyle(el).fontWeight))).toBeGreaterThanOrEqual(600);
    const sizes = mp.getByRole('list').filter({ hasText: 'rozmiar M' });
    expect(await sizes.getByRole('listitem').allTextContents()).toEqual(['rozmiar M', 'rozmiar L']);
    expect(await sizes.evaluate((el) => getComputedStyle(el.querySelector('li')!).listStyleType)).toBe('disc');
    const link = mp.getByRole('link', { name: 'strona producenta' });
    expect(await link.getAttribute('href')).toBe('https://example.pl/kurtka');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    await member.context.close();
  });
});
