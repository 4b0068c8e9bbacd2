import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regulationAcceptances, regulations } from '@klub/db';
import { startStack, type Stack } from '../support/stack';
import { expectToast, fill, signInAsAdmin, waitForPath, watchPageHealth } from '../support/browser';
import { useCustomerToken } from '../support/session';
import { DEMO_USERS } from '../../apps/server/src/seed';
import { makeMembers } from '../../apps/server/src/testing/fixtures';
import { PDF_DOC } from '../../apps/server/src/testing/multipart';

let s: Stack;
beforeAll(async () => {
  s = await startStack();
});
afterAll(() => s?.close());

describe('regulations: a new version must be accepted at the next visit', () => {
  it('the admin uploads and publishes a version; one member accepts it, another refuses and is signed out; the list counts 1; registration links the PDF', async () => {
    const [accepting, refusing] = await makeMembers(s.t, 2, { prefix: 'reg-e2e' });
    const { page, context } = await s.newPage();
    const health = watchPageHealth(page);
    await signInAsAdmin(page, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
    await page.goto('/admin/regulations-files');
    await page.getByText('Brak regulaminów — dodaj pierwszą wersję').waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Dodaj wersję' }).click();
    await waitForPath(page, '/admin/regulations-files/form');
    await fill(page, 'Wersja', '2027/1');
    await fill(page, 'Co się zmieniło', 'Punkty są ważne 24 miesiące.');
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Wybierz plik' }).click()]);
    await chooser.setFiles({ name: 'regulamin-2027.pdf', mimeType: 'application/pdf', buffer: PDF_DOC });
    await page.getByRole('link', { name: 'Otwórz przesłany plik' }).waitFor();
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await expectToast(page, 'Dodano wersję regulaminu (szkic)');
    await waitForPath(page, '/admin/regulations-files');
    const table = page.getByRole('table', { name: 'Regulaminy' });
    await table.getByText('Szkic').waitFor();
    await table.getByRole('button', { name: 'Opublikuj' }).click();
    await page.getByRole('dialog', { name: 'Opublikować regulamin?' }).getByRole('button', { name: 'Opublikuj' }).click();
    await expectToast(page, 'Opublikowano regulamin 2027/1');
    await table.getByText('Aktualny').waitFor();

    // The member who accepts: the prompt at the next visit, the PDF opens, "Akceptuję" and it is gone for good.
    const m1 = await s.newPage();
    const m1Health = watchPageHealth(m1.page);
    await useCustomerToken(m1.context, s.baseUrl, accepting!.token);
    await m1.page.goto('/home');
    const prompt = m1.page.getByRole('dialog', { name: 'Nowy regulamin programu' });
    await prompt.getByText('Punkty są ważne 24 miesiące.').waitFor();
    const pdfHref = await prompt.getByRole('link', { name: /Przeczytaj regulamin/ }).getAttribute('href');
    const pdf = await m1.page.request.get(pdfHref!);
    expect([pdf.status(), pdf.headers()['content-type']]).toEqual([200, 'application/pdf']);
    await m1.page.keyboard.press('Escape');
    expect(await prompt.isVisible()).toBe(true);
    await prompt.getByRole('button', { name: 'Akceptuję regulamin' }).click();
    await prompt.waitFor({ state: 'detached' });
    await m1.page.reload();
    await m1.page.getByRole('heading', { level: 1, name: 'Pulpit' }).waitFor();
    expect(await m1.page.getByRole('dialog').count()).toBe(0);
    m1Health.expectClean();

    // The member who refuses is signed out.
    const m2 = await s.newPage();
    await useCustomerToken(m2.context, s.baseUrl, refusing!.token);
    await m2.page.goto('/my-points');
    await m2.page.getByRole('dialog', { name: 'Nowy regulamin programu' }).getByRole('button', { name: 'Nie akceptuję — wyloguj' }).click();
    await waitForPath(m2.page, '/');
    await m2.page.goto('/my-points');
    await waitForPath(m2.page, '/login');

    // The admin sees one acceptance.
    await page.reload();
    await table.getByText(/^1 z \d+ \(\d+%\)$/).waitFor();
    health.expectClean();

    // The registration's "regulamin programu" opens the PDF.
    const visitor = await s.newPage();
    await visitor.page.goto('/registration');
    const regLink = visitor.page.getByRole('link', { name: 'regulamin programu' });
    await regLink.waitFor();
    await expect.poll(() => regLink.getAttribute('href'), { timeout: 15_000 }).toBe(pdfHref);
    await Promise.all([context.close(), m1.context.close(), m2.context.close(), visitor.context.close()]);
    await s.t.db.db.delete(regulationAcceptances);
    await s.t.db.db.delete(regulations);
  });
});
