import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../support/stack';
import { PNG_2PX as PNG, isDecoded } from '../support/content';
import { expectToast, fill, signInAsAdmin, watchPageHealth } from '../support/browser';
import { DEMO_USERS } from '../../apps/server/src/seed';

let s: Stack;
beforeAll(async () => {
  s = await startStack();
});
afterAll(() => s?.close());

describe('the registration photo gallery: the admin chooses the photo, the registration screen shows it', () => {
  it('adds two photos, describes one, shows the second on /registration; removing it hands the screen back to the first', async () => {
    const visitor = await s.newPage({ width: 1366 });
    const registration = async () => {
      await visitor.page.goto('/registration');
      return visitor.page.getByRole('main');
    };
    // An empty gallery: the branded panel.
    await (await registration()).getByText('Dołącz do Klubu').waitFor();

    const { page, context } = await s.newPage();
    const health = watchPageHealth(page);
    await signInAsAdmin(page, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
    await page.goto('/admin/page/home/photos');
    await page.getByRole('heading', { level: 1, name: 'Strona — zdjęcia rejestracji' }).waitFor();
    const main = page.getByRole('main');
    await main.getByText(/Galeria jest pusta/).waitFor();

    for (const name of ['ekipa.png', 'malarz.png']) {
      const [chooser] = await Promise.all([page.waitForEvent('filechooser'), main.getByRole('button', { name: 'Dodaj zdjęcie' }).click()]);
      await chooser.setFiles({ name, mimeType: 'image/png', buffer: PNG });
      await expectToast(page, 'Dodano zdjęcie — dodaj mu opis');
    }
    const gallery = main.getByRole('region', { name: 'Galeria zdjęć rejestracji' });
    await expect.poll(() => gallery.getByRole('article').count()).toBe(2);

    // Describe both by the keyboard-reachable edit buttons.
    for (const [i, title] of [
      [0, 'Ekipa na budowie'],
      [1, 'Malarz przy pracy'],
    ] as const) {
      await gallery
        .getByRole('article')
        .nth(i)
        .getByRole('button', { name: /^Zmień opis/ })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Opis zdjęcia' });
      await fill(page, 'Opis (czytany przez czytniki ekranu)', title);
      await dialog.getByRole('button', { name: 'Zapisz' }).click();
      await expectToast(page, 'Zapisano opis zdjęcia');
      await dialog.waitFor({ state: 'detached' });
    }
    const first = gallery.getByRole('article', { name: 'Ekipa na budowie' });
    expect(await first.getByText('Na ekranie rejestracji').count()).toBe(1);
    await (await registration()).getByRole('img', { name: 'Ekipa na budowie' }).waitFor();

    // Choose the second by the keyboard: the registration screen shows it, by a WebP copy.
    await gallery.getByRole('button', { name: 'Pokazuj na ekranie rejestracji: Malarz przy pracy' }).focus();
    await page.keyboard.press('Enter');
    await expectToast(page, 'Zdjęcie jest teraz na ekranie rejestracji');
    await expect
      .poll(() => gallery.getByRole('heading', { level: 2 }).allTextContents())
      .toEqual(['Malarz przy pracy', 'Ekipa na budowie']);
    const shown = (await registration()).getByRole('img', { name: 'Malarz przy pracy' });
    await expect.poll(() => shown.evaluate(isDecoded)).toBe(true);
    expect(await shown.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\?w=(320|640|1280)$/);

    // Remove it: the first comes back.
    await gallery.getByRole('button', { name: 'Usuń zdjęcie: Malarz przy pracy' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Usuń' }).click();
    await expect.poll(() => gallery.getByRole('article').count()).toBe(1);
    expect(await first.getByText('Na ekranie rejestracji').count()).toBe(1);
    await (await registration()).getByRole('img', { name: 'Ekipa na budowie' }).waitFor();
    health.expectClean();
    await context.close();
    await visitor.context.close();
  });
});
