import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../support/stack';
import { PNG_2PX as PNG } from '../support/content';
import { expectToast, fill, signInAsAdmin, waitForPath, watchPageHealth } from '../support/browser';
import { useCustomerToken } from '../support/session';
import { DEMO_USERS } from '../../apps/server/src/seed';
import { makeMembers, storedBalance } from '../../apps/server/src/testing/fixtures';

let s: Stack;
beforeAll(async () => {
  s = await startStack();
});
afterAll(() => s?.close());

/** `yyyy-MM-ddTHH:mm` `days` from now (negative: before), as the browser's date-and-time field takes it. */
const localDay = (days: number) => `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T10:00`;

describe('contests: an entry with a photo, reviewed and paid once', () => {
  it('admin adds a contest → a member enters with a photo → admin accepts and crowns it → the balance grows by exactly the prize', async () => {
    const { page } = await s.newPage();
    const health = watchPageHealth(page);
    await signInAsAdmin(page, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
    const main = page.getByRole('main');

    await page.goto('/admin/contests');
    await page.getByText('Brak konkursów — dodaj pierwszy').waitFor();
    await main.getByRole('link', { name: 'Dodaj konkurs' }).click();
    await waitForPath(page, '/admin/contests/form');
    await fill(page, 'Tytuł', 'Elewacja roku');
    await page.getByRole('textbox', { name: 'Zasady' }).click();
    await page.keyboard.type('Pokaż elewację pomalowaną naszą farbą.');
    await page.getByRole('radio', { name: 'Opublikowany' }).check();
    await fill(page, 'Zgłoszenia od', localDay(-1));
    await fill(page, 'Zgłoszenia do', localDay(14));
    await fill(page, 'Zdjęcia w zgłoszeniu (najwyżej)', '2');
    await fill(page, 'Punkty za przyjęte zgłoszenie', '40');
    await fill(page, 'Punkty za wygraną', '300');
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await expectToast(page, 'Dodano konkurs');
    await waitForPath(page, '/admin/contests');
    await page
      .getByRole('table', { name: 'Konkursy' })
      .getByRole('rowheader', { name: /Elewacja roku/ })
      .waitFor();

    // The member: the contest under "Dodatkowe punkty", an entry with a text and a photo.
    const [m] = await makeMembers(s.t, 1, { prefix: 'contest-e2e' });
    const member = await s.newPage();
    const memberHealth = watchPageHealth(member.page);
    await useCustomerToken(member.context, s.baseUrl, m!.token);
    const mp = member.page;
    await mp.goto('/additional-points');
    await mp.getByRole('heading', { level: 1, name: 'Dodatkowe punkty' }).waitFor();
    await mp.getByText('+300 pkt za wygraną').waitFor();
    await mp.getByRole('link', { name: /Elewacja roku/ }).click();
    await mp.getByRole('heading', { level: 1, name: 'Elewacja roku' }).waitFor();
    await fill(mp, 'Opis zgłoszenia', 'Kamienica w Tarnowie, farba fasadowa.');
    const [chooser] = await Promise.all([mp.waitForEvent('filechooser'), mp.getByText('Dodaj zdjęcia').click()]);
    await chooser.setFiles({ name: 'elewacja.png', mimeType: 'image/png', buffer: PNG });
    await mp.getByRole('img', { name: 'Zdjęcie 1' }).waitFor();
    await mp.getByRole('button', { name: 'Wyślij zgłoszenie' }).click();
    await expectToast(mp, 'zgłoszenie wysłane');
    await mp.getByText('Czeka na ocenę').waitFor();
    const before = await storedBalance(s.t.db.db, m!.id);

    // The admin: the report, the contest's entries, the photo, accept and crown.
    await page.goto('/admin/contests/raport');
    await page.getByRole('table', { name: 'Raport konkursów' }).getByRole('link', { name: 'Zgłoszenia' }).click();
    const entries = page.getByRole('table', { name: 'Zgłoszenia' });
    const row = entries.getByRole('row', { name: /Imię0 Nazwisko0/ });
    await row.getByText('Kamienica w Tarnowie').waitFor();
    await row.getByRole('button', { name: /Zdjęcie 1 zgłoszenia/ }).click();
    await page.getByRole('dialog').getByRole('img').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Zamknij' }).click();
    await row.getByRole('button', { name: 'Przyjmij' }).click();
    await expectToast(page, 'Przyjęto zgłoszenie');
    await row.getByText('40 pkt').waitFor();
    await row.getByRole('button', { name: 'Zwycięzca' }).click();
    await expectToast(page, 'Zgłoszenie wygrywa');
    await row.getByText('340 pkt').waitFor();
    expect(await storedBalance(s.t.db.db, m!.id)).toBe(before + 340);
    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Pobierz PDF' }).click()]);
    expect(pdf.suggestedFilename()).toMatch(/^konkurs-\d+-wyniki\.pdf$/);

    // The member sees the review and the points; the history names the contest.
    await mp.reload();
    await mp.getByText('Przyjęte — wygrana! (+340 pkt)').waitFor();
    await mp.goto('/my-points');
    await mp.getByText('Konkurs: Elewacja roku — wygrana').first().waitFor();

    health.expectClean();
    memberHealth.expectClean();
  });
});
