import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, texts } from '@klub/db';
import { startStack, type Stack } from '../support/stack';
import { expectToast, fill, signInAsAdmin, waitForPath, watchPageHealth } from '../support/browser';
import { DEMO_USERS } from '../../apps/server/src/seed';

let s: Stack;
beforeAll(async () => {
  s = await startStack();
});
afterAll(() => s?.close());

describe('texts of the public pages', () => {
  it('the admin writes /about-program with a heading and a table and publishes it; a visitor reads it; a draft brings back the built-in text', async () => {
    const { page, context } = await s.newPage();
    const health = watchPageHealth(page);
    await signInAsAdmin(page, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
    await page.goto('/admin/texts');
    await page.getByText('Brak tekstów — strony pokazują treść wbudowaną').waitFor();
    await page.getByRole('link', { name: 'Napisz: Strona „O programie” (/about-program)' }).click();
    await waitForPath(page, '/admin/texts/add');
    expect(await page.getByRole('textbox', { name: 'Klucz' }).inputValue()).toBe('about-program');
    await fill(page, 'Tytuł', 'O programie');
    const editor = page.getByRole('textbox', { name: 'Treść' });
    const toolbar = page.getByRole('toolbar', { name: 'Formatowanie: Treść' });
    await editor.click();
    await toolbar.getByRole('button', { name: 'H2 — nagłówek' }).click();
    await page.keyboard.type('Zasady na 2027');
    // Each step waits for the editor to show it: on a loaded machine a keystroke could land before the last one was applied.
    await editor.locator('h2', { hasText: 'Zasady na 2027' }).waitFor();
    await page.keyboard.press('Enter');
    await page.keyboard.type('Punkty za każdy kod.');
    await editor.locator('p', { hasText: 'Punkty za każdy kod.' }).waitFor();
    await page.keyboard.press('Enter');
    await toolbar.getByRole('button', { name: 'Wstaw tabelę' }).click();
    // The table is in and the caret is in its first header cell before anything is typed into it.
    const firstHeader = editor.locator('table th').first();
    await firstHeader.waitFor();
    await firstHeader.click();
    await expect.poll(() => firstHeader.evaluate((th) => th.contains(document.getSelection()?.anchorNode ?? null))).toBe(true);
    await page.keyboard.type('Produkt');
    await firstHeader.getByText('Produkt').waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.type('Punkty');
    await editor.locator('table th').nth(1).getByText('Punkty').waitFor();
    await page.getByRole('radio', { name: 'Opublikowany' }).check();
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await expectToast(page, 'Dodano tekst');
    await waitForPath(page, '/admin/texts');
    await page.getByRole('table', { name: 'Teksty' }).getByText('Opublikowany').waitFor();
    const [saved] = await queryRows<{ body: string }>(s.t.db.db, sql`select body from texts where key = 'about-program'`);
    expect(saved!.body).toMatch(
      /^<h2>Zasady na 2027<\/h2><p>Punkty za każdy kod\.<\/p><table[^>]*>.*<th[^>]*><p>Produkt<\/p><\/th><th[^>]*><p>Punkty<\/p><\/th>/,
    );
    health.expectClean();

    // A visitor without an account.
    const visitor = await s.newPage();
    const vp = visitor.page;
    await vp.goto('/about-program');
    await vp.getByRole('heading', { level: 2, name: 'Zasady na 2027' }).waitFor();
    await vp.getByRole('columnheader', { name: 'Produkt' }).waitFor();
    expect(await vp.getByText('Dla kogo jest Klub?').count()).toBe(0);

    // Back to a draft: the page shows its built-in text again.
    await page.getByRole('link', { name: /^Edytuj/ }).click();
    await page.getByRole('radio', { name: 'Szkic' }).check();
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await expectToast(page, 'Zapisano zmiany');
    const fresh = await s.newPage();
    await fresh.page.goto('/about-program');
    await fresh.page.getByRole('heading', { name: 'Dla kogo jest Klub?' }).waitFor();
    await Promise.all([context.close(), visitor.context.close(), fresh.context.close()]);
    await s.t.db.db.delete(texts);
  });
});
