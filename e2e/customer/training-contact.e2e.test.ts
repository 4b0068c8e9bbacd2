import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../support/stack';
import { expectToast, fill, labelled, signInAsAdmin, waitForPath, watchPageHealth } from '../support/browser';
import { useCustomerToken } from '../support/session';
import { DEMO_USERS } from '../../apps/server/src/seed';
import { makeMembers } from '../../apps/server/src/testing/fixtures';

let s: Stack;
beforeAll(async () => {
  s = await startStack();
});
afterAll(() => s?.close());

describe('training contact', () => {
  it('admin sets the trainers’ data → a member sees it on /trainings/contact and writes → the trainers get the e-mail, the admin marks it done', async () => {
    const { page } = await s.newPage();
    const health = watchPageHealth(page);
    await signInAsAdmin(page, DEMO_USERS.admin.email, DEMO_USERS.admin.password);

    // The admin: from the menu's "Szkolenia → Kontakt", the trainers' data.
    await page.goto('/admin/trainings/contact');
    await page.getByRole('heading', { level: 1, name: 'Szkolenia — kontakt' }).waitFor();
    await page.getByText('Brak wiadomości').waitFor();
    await fill(page, 'Trenerzy lub zespół', 'Dział szkoleń — Anna Trenerska');
    await fill(page, 'Telefon', '600 100 200');
    await fill(page, 'E-mail', 'trenerzy@klub.test');
    await fill(page, 'Godziny kontaktu', 'pn.–pt. 8:00–16:00');
    await fill(page, 'Informacja dla członków', 'Szkolenia w firmach od 10 osób.');
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await expectToast(page, 'Zapisano');

    // The member: /trainings → "Kontakt z trenerami"; the data loads on entry; the request goes out.
    const [m] = await makeMembers(s.t, 1, { prefix: 'tc-e2e' });
    const member = await s.newPage({ width: 1024, height: 1000 });
    const healthM = watchPageHealth(member.page);
    await useCustomerToken(member.context, s.baseUrl, m!.token);
    const mp = member.page;
    await mp.goto('/trainings');
    await mp.getByRole('link', { name: 'Kontakt z trenerami' }).click();
    await waitForPath(mp, '/trainings/contact');
    const data = mp.getByRole('region', { name: 'Kontakt z trenerami' });
    await data.getByText('Dział szkoleń — Anna Trenerska').waitFor();
    await data.getByRole('link', { name: 'trenerzy@klub.test' }).waitFor();
    await data.getByText('Godziny: pn.–pt. 8:00–16:00').waitFor();
    await mp.getByLabel(labelled('Temat')).selectOption({ label: 'Szkolenie w mojej firmie' });
    await fill(mp, 'Wiadomość', 'Prosimy o szkolenie z tynków dla 12 osób w Tarnowie.');
    await fill(mp, 'Telefon do kontaktu', '511 222 333');
    await mp.getByRole('button', { name: 'Wyślij' }).click();
    await mp.getByText('Dziękujemy! Wiadomość trafiła do trenerów').waitFor();

    const mail = await s.t.mailbox.waitFor('trenerzy@klub.test', 'Szkolenie w mojej firmie', 15_000);
    expect(mail.text).toContain('Imię0 Nazwisko0');
    expect(mail.text).toContain('Prosimy o szkolenie z tynków dla 12 osób w Tarnowie.');
    expect(mail.text).toContain('Telefon: 511222333');

    // The admin sees it and marks it done.
    await page.reload();
    const table = page.getByRole('table', { name: 'Wiadomości od członków' });
    const row = table.getByRole('row', { name: /Imię0 Nazwisko0/ });
    await row.getByText('Prosimy o szkolenie z tynków dla 12 osób w Tarnowie.').waitFor();
    await row.getByText('Nowa', { exact: true }).waitFor();
    await row.getByRole('button', { name: 'Załatwione: wiadomość od Imię0 Nazwisko0' }).click();
    await expectToast(page, 'Oznaczono jako załatwioną');
    await row.getByText(/^Załatwiona/).waitFor();
    await row.getByRole('button', { name: 'Otwórz ponownie: wiadomość od Imię0 Nazwisko0' }).waitFor();

    health.expectClean();
    healthM.expectClean();
  });
});
