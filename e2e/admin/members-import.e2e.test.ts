import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@klub/db';
import { startStack, type Stack } from '../support/stack';
import { signInAsAdmin } from '../support/browser';
import { DEMO_USERS } from '../../apps/server/src/seed';

let s: Stack;
beforeAll(async () => {
  s = await startStack(); // with the CSV-import worker running
});
afterAll(() => s?.close());

const FILE = [
  'e-mail;imię;nazwisko;telefon;firma;NIP;miasto;kod pocztowy;ulica;rodzaj;województwo;zgoda marketingowa',
  'import.pierwszy@example.pl;Ilona;Importowana;600123456;Farby Ilona;5260250995;Poznań;60-001;Długa 1;Wykonawca;wielkopolskie;tak',
  'import.zly@example.pl;Zenon;Zły;600123457;;1234567890;Poznań;60-002;;Uczestnik;;nie',
  'import.drugi@example.pl;Igor;Importowany;600123458;;;Gniezno;62-200;;Architekt;;nie',
].join('\r\n');

describe('admin: members CSV import', () => {
  it('checks a file with one bad row (line error shown), then imports the valid rows and sees them in the list', async () => {
    const { page, context } = await s.newPage();
    await signInAsAdmin(page, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
    await page.goto('/admin/club-members/import-csv');
    await page.getByRole('heading', { level: 1, name: 'Członkowie klubu — import CSV' }).waitFor();
    await page
      .getByLabel('Plik CSV')
      .setInputFiles({ name: 'czlonkowie.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${FILE}\r\n`) });
    await page.getByText('Wybrany plik: czlonkowie.csv').waitFor();

    // 1. Dry run (the default mode): the error names line 3, the preview shows the good rows, nothing is written.
    await page.getByRole('button', { name: 'Sprawdź plik' }).click();
    await page.getByText(/Sprawdzenie zakończone — nic nie zostało zapisane/).waitFor({ timeout: 15_000 });
    const errors = page.getByRole('table', { name: 'Błędy importu' });
    const errorRow = errors.locator('tbody tr');
    await expect.poll(() => errorRow.count()).toBe(1);
    expect(await errorRow.locator('td').first().textContent()).toBe('3');
    expect(await errorRow.locator('td').nth(1).textContent()).toContain('niepoprawny NIP „1234567890”');
    const preview = page.getByRole('table', { name: 'Podgląd importu' });
    await preview.getByText('import.pierwszy@example.pl').waitFor();
    await preview.getByText('import.drugi@example.pl').waitFor();
    const imported = async () =>
      (await queryRows<{ n: number }>(s.t.db.db, sql`select count(*)::int as n from users where email like 'import.%@example.pl'`))[0]!.n;
    expect(await imported()).toBe(0);

    // 2. Import the valid rows: progress runs to the end, the summary counts them.
    await page.getByRole('radio', { name: /Importuj poprawne wiersze/ }).check();
    await page.getByRole('button', { name: 'Importuj' }).click();
    await page.getByText(/Zaimportowano członków: 2\./).waitFor({ timeout: 15_000 });
    await page.getByText('Sprawdzono 3 z 3 wierszy').waitFor();
    expect(await imported()).toBe(2);
    const bar = page.getByRole('progressbar', { name: 'Postęp importu' });
    expect(await bar.getAttribute('aria-valuenow')).toBe('100');
    await expect.poll(() => page.getByRole('table', { name: 'Błędy importu' }).locator('tbody tr').count()).toBe(1);

    // 3. The history lists both runs; the new member is in the members list.
    await page.getByRole('link', { name: 'Historia importów' }).click();
    const history = page.getByRole('table', { name: 'Ostatnie importy' });
    await expect.poll(() => history.locator('tbody tr').count()).toBe(2);
    await page.goto('/admin/club-members/list');
    await page.getByRole('searchbox', { name: 'Szukaj' }).fill('Importowana');
    await page.getByRole('button', { name: 'Szukaj' }).click();
    await page.getByRole('table', { name: 'Członkowie klubu' }).getByRole('link', { name: 'Ilona Importowana', exact: true }).waitFor();
    await context.close();
  });
});
