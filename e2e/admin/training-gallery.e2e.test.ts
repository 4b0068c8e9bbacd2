import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../support/stack';
import { PNG_2PX as PNG } from '../support/content';
import { expectToast, fill, signInAsAdmin, waitForPath, watchPageHealth } from '../support/browser';
import { useCustomerToken } from '../support/session';
import { DEMO_USERS } from '../../apps/server/src/seed';
import { makeMembers } from '../../apps/server/src/testing/fixtures';

let s: Stack;
beforeAll(async () => {
  s = await startStack();
});
afterAll(() => s?.close());

const GALLERY = 'Tynki dekoracyjne — Kraków';

describe('training photo galleries: the admin uploads many photos at once, a member browses them in a lightbox', () => {
  it('admin adds a gallery and uploads 5 photos at once (a document among them is refused by itself); a member opens them on /trainings', async () => {
    const { page, context } = await s.newPage();
    const health = watchPageHealth(page);
    await signInAsAdmin(page, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
    const main = page.getByRole('main');

    await page.goto('/admin/trainings/gallery');
    await page.getByText('Brak galerii — dodaj pierwszą').waitFor();
    await main.getByRole('link', { name: 'Dodaj galerię' }).click();
    await waitForPath(page, '/admin/trainings/gallery/add');
    await fill(page, 'Nazwa', GALLERY);
    await fill(page, 'Opis', 'Warsztat z tynków strukturalnych');
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await expectToast(page, 'Dodano galerię');
    // A new gallery opens on its (empty) photos screen.
    await page.getByText('Ta galeria nie ma jeszcze zdjęć — dodaj kilka naraz').waitFor();
    const groupPath = new URL(page.url()).pathname;
    expect(groupPath).toMatch(/^\/admin\/trainings\/gallery\/group\/photos\/\d+$/);

    await main.getByRole('link', { name: 'Dodaj kilka zdjęć' }).click();
    await waitForPath(page, '/admin/trainings/gallery/photo_multi/add');
    const select = page.getByRole('combobox', { name: /Galeria/ });
    await expect.poll(() => select.evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.textContent)).toBe(GALLERY);

    const photos = Array.from({ length: 5 }, (_, i) => ({ name: `tynk-${i + 1}.png`, mimeType: 'image/png', buffer: PNG }));
    await main
      .locator('input[type=file]')
      .setInputFiles([...photos, { name: 'umowa.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') }]);

    const uploads = main.getByRole('list', { name: 'Przesyłane zdjęcia' });
    // Each file has its own progress bar.
    await expect.poll(() => uploads.getByRole('progressbar').count()).toBe(6);
    await main.getByText('Dodano 5 zdjęć, nie udało się: 1', { exact: false }).waitFor({ timeout: 30_000 });
    for (const p of photos) {
      const row = uploads.getByRole('listitem', { name: `Plik ${p.name}` });
      await row.getByText('Dodano').waitFor();
      expect(await row.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    }
    const refused = uploads.getByRole('listitem', { name: 'Plik umowa.pdf' });
    await refused.getByRole('alert').filter({ hasText: 'To nie jest zdjęcie' }).waitFor();

    await main.getByRole('link', { name: `Zobacz zdjęcia galerii „${GALLERY}”` }).click();
    await waitForPath(page, groupPath);
    const grid = main.getByRole('list', { name: `Zdjęcia galerii ${GALLERY}` });
    await expect.poll(() => grid.getByRole('img').count()).toBe(5);
    await main.getByText(`${GALLERY} — zdjęć: 5`).waitFor();
    const thumbs = await grid.getByRole('img').evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).getAttribute('src')));
    for (const src of thumbs) expect(src).toMatch(/^\/api\/files\/download\/[\w-]+\.png\?w=320$/);

    // A caption for the first photo (its edit screen), then the last one deleted after the confirmation.
    await grid.getByRole('link', { name: 'Edytuj zdjęcie nr 1' }).click();
    await page.getByRole('heading', { level: 1, name: 'Szkolenia — edycja zdjęcia' }).waitFor();
    await fill(page, 'Podpis', 'Nakładanie tynku');
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await expectToast(page, 'Zapisano zmiany');
    await waitForPath(page, groupPath);
    await grid.getByText('Nakładanie tynku').waitFor();
    await grid.getByRole('button', { name: 'Usuń zdjęcie nr 5' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Usuń' }).click();
    await expectToast(page, 'Usunięto zdjęcie');
    await expect.poll(() => grid.getByRole('img').count()).toBe(4);
    health.expectClean();
    await context.close();

    // A member on a tablet-wide screen: /trainings lists the gallery; a thumbnail opens the lightbox.
    const [member] = await makeMembers(s.t, 1, { prefix: 'gal-e2e' });
    const m = await s.newPage({ width: 1024, height: 900 });
    const memberHealth = watchPageHealth(m.page);
    await useCustomerToken(m.context, s.baseUrl, member!.token);
    await m.page.goto('/trainings');
    const section = m.page.getByRole('region', { name: 'Galerie zdjęć ze szkoleń' });
    await section.getByRole('button', { name: `Otwórz galerię ${GALLERY}` }).click();
    const memberGrid = section.getByRole('list', { name: `Zdjęcia: ${GALLERY}` });
    await expect.poll(() => memberGrid.getByRole('listitem').count()).toBe(4);
    await memberGrid.getByRole('button', { name: 'Powiększ zdjęcie 1 z 4: Nakładanie tynku' }).click();

    const lightbox = m.page.getByRole('dialog', { name: 'Podgląd zdjęcia' });
    await lightbox.waitFor();
    const current = lightbox.locator('.yarl__slide_current');
    await expect.poll(() => current.getAttribute('aria-label')).toBe('1 z 4');
    expect(await current.locator('img').getAttribute('src')).toMatch(/\?w=1280$/);
    await lightbox.getByText('Nakładanie tynku').waitFor();
    await m.page.keyboard.press('ArrowRight');
    await expect.poll(() => current.getAttribute('aria-label')).toBe('2 z 4');
    await m.page.keyboard.press('Escape');
    await lightbox.waitFor({ state: 'detached' });
    memberHealth.expectClean();
    await m.context.close();
  });
});
