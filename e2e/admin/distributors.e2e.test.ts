import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@klub/db';
import { startStack, type Stack } from '../support/stack';
import { expectToast, fill, signInAsAdmin, waitForPath, watchPageHealth } from '../support/browser';
import { DEMO_USERS } from '../../apps/server/src/seed';

let s: Stack;
beforeAll(async () => {
  s = await startStack();
});
afterAll(() => s?.close());

const csvFile = (lines: string[]) => ({
  name: 'dystrybutorzy.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`),
});
const HEADER = 'nazwa;nip;email;telefon;miasto;kod pocztowy;ulica;region';

describe('admin: distributors', () => {
  it('adds a distributor, imports a CSV (line error first), authorises an imported one', async () => {
    const { page, context } = await s.newPage();
    const health = watchPageHealth(page);
    await signInAsAdmin(page, DEMO_USERS.admin.email, DEMO_USERS.admin.password);

    // 1. Add by hand: authorised at once, listed.
    await page.goto('/admin/distributors/add');
    await page.getByRole('heading', { level: 1, name: 'Dystrybutorzy — dodaj' }).waitFor();
    await fill(page, 'Nazwa', 'Hurtownia Ręczna');
    await fill(page, 'NIP', '526-025-09-95');
    await fill(page, 'Miejscowość', 'Wrocław');
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await expectToast(page, 'Dodano dystrybutora');
    await waitForPath(page, '/admin/distributors/list');
    const list = page.getByRole('table', { name: 'Dystrybutorzy' });
    await list.getByRole('row').filter({ hasText: 'Hurtownia Ręczna' }).filter({ hasText: 'Autoryzowany' }).waitFor();

    // 2. Import (all or nothing, run in the background): a file with a bad NIP on line 3 writes nothing and names the line.
    await page.getByRole('link', { name: 'Import z CSV' }).click();
    await waitForPath(page, '/admin/distributors/add-from-csv');
    await page
      .getByLabel('Plik CSV')
      .setInputFiles(
        csvFile([
          HEADER,
          'Hurtownia Północ;498-259-79-11;polnoc@example.pl;600200300;Gdańsk;80-001;Portowa 1;pomorskie',
          'Hurtownia Zła;1234567890;;;;;;',
        ]),
      );
    await page.getByText('Wybrany plik: dystrybutorzy.csv').waitFor();
    await page.getByRole('button', { name: 'Importuj' }).click();
    const errors = page.getByRole('table', { name: 'Błędy importu' });
    await errors.waitFor();
    const errorRow = errors.locator('tbody tr');
    await expect.poll(() => errorRow.count()).toBe(1);
    expect(await errorRow.locator('td').first().textContent()).toBe('3');
    expect(await errorRow.locator('td').nth(1).textContent()).toContain('kolumna „NIP”: Podaj poprawny NIP');
    await page.getByText(/Nie zaimportowano nic: 1 wiersz z błędami/).waitFor();
    const count = async () => (await queryRows<{ n: number }>(s.t.db.db, sql`select count(*)::int as n from distributors`))[0]!.n;
    expect(await count()).toBe(1);

    // Fixed file: both rows land as waiting for authorisation.
    await page
      .getByLabel('Plik CSV')
      .setInputFiles(
        csvFile([
          HEADER,
          'Hurtownia Północ;498-259-79-11;polnoc@example.pl;600200300;Gdańsk;80-001;Portowa 1;pomorskie',
          'Hurtownia Południe;1748337883;;;Kraków;;;małopolskie',
        ]),
      );
    await page.getByRole('button', { name: 'Importuj' }).click();
    await page.getByText(/Zaimportowano dystrybutorów: 2\. Czekają na autoryzację\./).waitFor({ timeout: 15_000 });
    expect(await count()).toBe(3);

    // 3. Authorise one on the unauthorized list: it leaves the list.
    await page.getByRole('link', { name: 'Przejdź do autoryzacji' }).click();
    await waitForPath(page, '/admin/distributors/unauthorized');
    const waiting = page.getByRole('table', { name: 'Dystrybutorzy' });
    await waiting.getByText('Hurtownia Południe').waitFor();
    await waiting.getByText('Hurtownia Północ').waitFor();
    expect(await waiting.getByText('Hurtownia Ręczna').count()).toBe(0);
    await page.getByRole('button', { name: 'Autoryzuj dystrybutora Hurtownia Północ' }).click();
    await expectToast(page, 'Autoryzowano dystrybutora Hurtownia Północ');
    await expect.poll(() => waiting.getByText('Hurtownia Północ').count()).toBe(0);
    await waiting.getByText('Hurtownia Południe').waitFor();
    const [north] = await queryRows<{ is_authorized: boolean }>(
      s.t.db.db,
      sql`select is_authorized from distributors where nip = '4982597911'`,
    );
    expect(north!.is_authorized).toBe(true);

    // After a reload the list still agrees with the server.
    await page.reload();
    await waiting.getByText('Hurtownia Południe').waitFor();
    expect(await waiting.getByText('Hurtownia Północ').count()).toBe(0);
    health.expectClean();
    await context.close();
  });
});
