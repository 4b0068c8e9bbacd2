import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../support/stack';
import { expectToast, fill, signInAsAdmin, signInAsCustomer, watchPageHealth } from '../support/browser';
import { DEMO_USERS } from '../../apps/server/src/seed';

let s: Stack;
beforeAll(async () => {
  s = await startStack();
});
afterAll(() => s?.close());

/** The smallest valid PNG (1×1 pixel). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

describe('contractor website (business card)', () => {
  it('a contractor saves a card with a photo, an admin approves it, it shows in the approved list', async () => {
    // 1. The contractor fills "Moja wizytówka" on /profile.
    const { page, context } = await s.newPage();
    const health = watchPageHealth(page);
    await signInAsCustomer(page, DEMO_USERS.contractor.email, DEMO_USERS.contractor.password);
    await page.goto('/profile');
    const card = page.getByRole('form', { name: 'Moja wizytówka' });
    await card.getByText('Nie masz jeszcze wizytówki', { exact: false }).waitFor();
    await fill(page, 'Nazwa firmy lub wizytówki', 'Malarstwo Jan Malarz');
    await fill(page, 'Usługi', 'Malowanie wnętrz <b>i</b> elewacji');
    await fill(page, 'Obszar działania', 'Kraków i okolice');
    await fill(page, 'Telefon na wizytówce', '600 000 021');
    await page.getByLabel('Zdjęcia wizytówki').setInputFiles({ name: 'realizacja.png', mimeType: 'image/png', buffer: PNG });
    await card.getByRole('img', { name: 'Zdjęcie 1' }).waitFor();
    await card.getByRole('button', { name: 'Wyślij do akceptacji' }).click();
    await expectToast(page, 'Zapisano wizytówkę. Opublikujemy ją po akceptacji');
    await card.getByRole('status').filter({ hasText: 'Status: Oczekuje na akceptację' }).waitFor();
    expect(await page.getByLabel(/^Usługi/).inputValue()).toBe('Malowanie wnętrz i elewacji');
    health.expectClean();
    await context.close();

    // 2. The admin previews it among the unapproved ones and approves it.
    const admin = await s.newPage();
    const adminHealth = watchPageHealth(admin.page);
    await signInAsAdmin(admin.page, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
    await admin.page.goto('/admin/contractors/unapproved');
    await admin.page.getByRole('button', { name: 'Podgląd wizytówki Malarstwo Jan Malarz' }).click();
    const dialog = admin.page.getByRole('dialog');
    await dialog.getByText('Kraków i okolice').waitFor();
    const photo = dialog.getByRole('img', { name: 'Zdjęcie 1 z 1' });
    await photo.waitFor();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    await dialog.getByRole('button', { name: 'Akceptuj' }).click();
    await expectToast(admin.page, 'Zaakceptowano wizytówkę — jest opublikowana');
    await admin.page.getByText('Żadna wizytówka nie czeka na akceptację').waitFor();

    // 3. It is in the approved list and in the public listing.
    await admin.page.getByRole('link', { name: 'Zatwierdzone' }).click();
    const approved = admin.page.getByRole('table', { name: 'Wizytówki wykonawców' });
    await approved.getByRole('row').filter({ hasText: 'Malarstwo Jan Malarz' }).filter({ hasText: 'Opublikowana' }).waitFor();
    const pub = await fetch(`${s.baseUrl}/api/contractor-websites/public`).then(
      (r) => r.json() as Promise<{ data: Array<{ name: string }> }>,
    );
    expect(pub.data.map((w) => w.name)).toEqual(['Malarstwo Jan Malarz']);
    adminHealth.expectClean();
    await admin.context.close();
  });
});
