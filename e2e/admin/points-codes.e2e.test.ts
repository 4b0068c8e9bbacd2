import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { codes, pointsPackages } from '@klub/db';
import { startStack, type Stack } from '../support/stack';
import { expectToast, fill, labelled, signInAsAdmin, waitForPath, downloaded } from '../support/browser';
import { DEMO_USERS } from '../../apps/server/src/seed';

let s: Stack;
beforeAll(async () => {
  s = await startStack();
});
afterAll(() => s?.close());

describe('admin: points table and code batches', () => {
  it('creates a group and a package, generates a batch of codes and exports it as CSV', async () => {
    const { page, context } = await s.newPage();
    await signInAsAdmin(page, DEMO_USERS.admin.email, DEMO_USERS.admin.password);

    await page.goto('/admin/points/group/list');
    await page.getByRole('link', { name: 'Dodaj grupę' }).click();
    await fill(page, 'Nazwa grupy', 'Farby fasadowe');
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await page.getByRole('table', { name: 'Grupy' }).getByText('Farby fasadowe').waitFor();

    await page.goto('/admin/points/list');
    await page.getByRole('link', { name: 'Dodaj pakiet' }).click();
    await fill(page, 'Nazwa pakietu', 'Farba fasadowa 10 l');
    await page.getByLabel(labelled('Grupa')).selectOption({ label: 'Farby fasadowe' });
    await fill(page, 'Punkty za kod', '25');
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await waitForPath(page, '/admin/points/list');
    await page.getByRole('table', { name: 'Pakiety' }).getByText('Farba fasadowa 10 l').waitFor();

    await page.goto('/admin/codes/batches');
    const pkgSelect = page.getByLabel(labelled('Pakiet'));
    const option = await pkgSelect.locator('option', { hasText: 'Farba fasadowa 10 l' }).getAttribute('value');
    await pkgSelect.selectOption(option!);
    await fill(page, 'Liczba kodów', '30');
    await page.getByRole('button', { name: 'Wygeneruj' }).click();
    const table = page.getByRole('table', { name: 'Partie kodów' });
    await table.getByText('Farba fasadowa 10 l').first().waitFor();

    const [pkg] = await s.t.db.db.select().from(pointsPackages).where(eq(pointsPackages.name, 'Farba fasadowa 10 l'));
    const made = await s.t.db.db.select().from(codes).where(eq(codes.packageId, pkg!.id));
    expect(made).toHaveLength(30);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: `Eksportuj CSV partii nr ${made[0]!.batchId}` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const text = (await downloaded(download)).toString('utf8');
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('kod;pakiet;status');
    expect(lines).toHaveLength(31);
    expect(lines[1]).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{3};Farba fasadowa 10 l;nowy$/);

    // Printed codes from a file, in the background: the valid line lands in a new batch, the exported one is refused.
    const printed = 'DRUKARNIA000123';
    const form = page.getByRole('form', { name: 'Importuj kody z pliku CSV' });
    await form.getByLabel(labelled('Pakiet importowanych kodów')).selectOption(option!);
    await form
      .getByLabel('Plik CSV')
      .setInputFiles({ name: 'kody.csv', mimeType: 'text/csv', buffer: Buffer.from(`kod\n${printed}\n${lines[1]!.split(';')[0]}\n`) });
    await form.getByRole('radio', { name: /Importuj poprawne wiersze/ }).check();
    await form.getByRole('button', { name: 'Importuj' }).click();
    await page.getByText(/Zaimportowano 1\skod \(partia nr \d+\)\./).waitFor({ timeout: 15_000 });
    const refused = page.getByRole('table', { name: 'Błędy importu' }).locator('tbody tr');
    expect(await refused.count()).toBe(1);
    expect(await refused.first().textContent()).toMatch(/^3Kod „.+” już istnieje w bazie$/);
    expect(await s.t.db.db.select().from(codes).where(eq(codes.code, printed))).toHaveLength(1);
    await context.close();
  });

  it('filters codes by date with the Polish picker: dd.MM.yyyy typed, Polish months, the week from Monday', async () => {
    const { page, context } = await s.newPage();
    await signInAsAdmin(page, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
    await page.goto('/admin/codes/search');
    const from = page.getByRole('group', { name: 'Wykorzystany od' });

    await from.getByRole('button', { name: /^Wybierz datę/ }).click();
    const calendar = page.getByRole('dialog');
    await calendar.waitFor();
    expect(await calendar.getByRole('columnheader').allTextContents()).toEqual(['pn', 'wt', 'śr', 'cz', 'pt', 'so', 'nd']);
    expect(await calendar.getByRole('columnheader').first().getAttribute('aria-label')).toBe('poniedziałek');
    const month = await calendar.locator('.MuiPickersCalendarHeader-label').textContent();
    expect(month).toMatch(/^(styczeń|luty|marzec|kwiecień|maj|czerwiec|lipiec|sierpień|wrzesień|październik|listopad|grudzień) \d{4}$/);
    await page.keyboard.press('Escape');
    await calendar.waitFor({ state: 'hidden' });

    // Typed with the keyboard as shown (dd.MM.yyyy); the API gets yyyy-MM-dd.
    await from.getByRole('spinbutton', { name: 'Dzień' }).click();
    await page.keyboard.type('01.03.2026');
    expect(await from.locator('input').inputValue()).toBe('01.03.2026');
    await page.getByRole('button', { name: 'Szukaj' }).click();
    await page.waitForFunction(() => new URLSearchParams(window.location.search).get('from') === '2026-03-01');

    // A half-typed date is not sent.
    const to = page.getByRole('group', { name: 'Wykorzystany do' });
    await to.getByRole('spinbutton', { name: 'Dzień' }).click();
    await page.keyboard.type('15');
    await page.getByRole('button', { name: 'Szukaj' }).click();
    await expectToast(page, 'Podaj pełną, istniejącą datę w formacie dd.mm.rrrr');
    expect(new URL(page.url()).searchParams.get('to')).toBeNull();

    // The field's clear button empties it.
    await from.hover();
    await from.getByRole('button', { name: 'Wyczyść datę „Wykorzystany od”' }).click();
    expect(await from.locator('input').inputValue()).toBe('');
    await context.close();
  });

  it('adds points by hand with a reason and shows them in the member points', async () => {
    const { page, context } = await s.newPage();
    await signInAsAdmin(page, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
    await page.goto('/admin/codes/add-points');
    await page.getByRole('combobox').first().fill('Malarz');
    await page
      .getByRole('option', { name: /Jan Malarz/ })
      .first()
      .click();
    await fill(page, 'Liczba punktów', '40');
    await fill(page, 'Powód', 'Premia za szkolenie');
    await page.getByRole('button', { name: 'Dodaj punkty' }).click();
    // A confirmation names the member before any point moves.
    const dialog = page.getByRole('dialog', { name: 'Czy na pewno dodać punkty?' });
    await dialog.filter({ hasText: 'Jan Malarz' }).waitFor({ state: 'visible', timeout: 10_000 });
    await dialog.getByRole('button', { name: 'Dodaj', exact: true }).click();
    await expectToast(page, 'Dodano 40 pkt: Jan Malarz');
    await context.close();
  });
});
