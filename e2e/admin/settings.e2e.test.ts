import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { pointsLedger } from '@klub/db';
import { startStack, type Stack } from '../support/stack';
import { expectToast, fill, signInAsAdmin } from '../support/browser';
import { DEMO_USERS } from '../../apps/server/src/seed';
import { makeCodes, makeMembers, makePackage } from '../../apps/server/src/testing/fixtures';
import { bearer } from '../../apps/server/src/testing/test-app';

let s: Stack;
beforeAll(async () => {
  s = await startStack();
});
afterAll(() => s?.close());

describe('admin: programme settings', () => {
  it('changes the points validity, contact and a notice: the next code expires accordingly, members see the notice and contact', async () => {
    const { page, context } = await s.newPage();
    await signInAsAdmin(page, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
    await page.goto('/admin/settings');
    await page.getByRole('heading', { level: 1, name: 'Ustawienia' }).waitFor();
    await fill(page, 'Ważność punktów (lata)', '3');
    expect(await page.getByLabel('E-mail kontaktowy').isVisible()).toBe(false); // one tab at a time
    await page.getByRole('tab', { name: 'Kontakt i aplikacje' }).click();
    expect(await page.getByLabel(/Ważność punktów/).isVisible()).toBe(false);
    await fill(page, 'E-mail kontaktowy', 'kontakt@klub.test');
    await fill(page, 'Telefon kontaktowy', '600 100 200');
    await page.getByRole('tab', { name: 'Komunikat' }).click();
    await fill(page, 'Komunikat dla uczestników', 'W sobotę 10:00–12:00 przerwa techniczna');
    await page.getByRole('button', { name: 'Zapisz ustawienia' }).click();
    await expectToast(page, 'Zapisano zmiany');
    await context.close();

    // The next code a member redeems expires by the new validity: 31.12 of this year + 3.
    const pkg = await makePackage(s.t.db.db, { points: 10 });
    const [code] = await makeCodes(s.t.db.db, pkg.id, 1);
    const [member] = await makeMembers(s.t, 1);
    const redeemed = await s.t.app.inject({
      method: 'POST',
      url: '/api/users/me/codes',
      headers: bearer(member!.token),
      payload: { code },
    });
    expect(redeemed.statusCode).toBe(200);
    const [lot] = await s.t.db.db.select().from(pointsLedger).where(eq(pointsLedger.userId, member!.id));
    const year = Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Warsaw', year: 'numeric' }).format(new Date()));
    expect(new Intl.DateTimeFormat('sv', { timeZone: 'Europe/Warsaw' }).format(lot!.expiresAt!)).toBe(`${year + 3}-12-31`);

    // Any visitor of the club's pages sees the notice and the contact data.
    const visitor = await s.newPage();
    await visitor.page.goto('/');
    await visitor.page.getByRole('status').filter({ hasText: 'W sobotę 10:00–12:00 przerwa techniczna' }).waitFor();
    const contact = visitor.page.getByRole('group', { name: 'Kontakt z klubem' }).or(visitor.page.getByLabel('Kontakt z klubem'));
    await contact.getByRole('link', { name: 'kontakt@klub.test' }).waitFor();
    await contact.getByRole('link', { name: '600100200' }).waitFor();
    await visitor.context.close();
  });

  it('shows the change in settings/logs: who, what, before and after; the filter and the details dialog work by keyboard', async () => {
    const { page, context } = await s.newPage();
    await signInAsAdmin(page, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
    await page.goto('/admin/settings/logs');
    await page.getByRole('heading', { level: 1, name: 'Ustawienia — logi' }).waitFor();
    // filter: the settings only
    await page.getByRole('combobox', { name: 'Obiekt' }).click();
    await page.getByRole('option', { name: 'Ustawienia' }).click();
    await page.getByRole('button', { name: 'Filtruj' }).click();
    await page.waitForURL(/entity=settings/);
    const table = page.getByRole('table', { name: 'Dziennik zmian' });
    // One save is one entry: the settings it changed, named as the settings screen names them.
    const row = table.getByRole('row').filter({ hasText: `${DEMO_USERS.admin.firstname} ${DEMO_USERS.admin.lastname}` });
    await row.first().waitFor();
    expect(await row.count()).toBe(1); // the one save of the test above
    expect(await row.first().textContent()).toContain('Zmiana');
    expect(await row.first().textContent()).toContain('Ustawienia');
    expect(await table.textContent()).not.toMatch(/points\.validityYears|settings\.version|\{"/);
    // the details: every field before and after
    await row
      .first()
      .getByRole('button', { name: /Szczegóły zmiany/ })
      .focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: /Zmiana: Ustawienia/ });
    await dialog.waitFor();
    // the first save stores the value (the default was not stored)
    const valueRow = dialog.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Ważność punktów (lata)', exact: true }) });
    expect((await valueRow.getByRole('cell').allTextContents()).map((t) => t.trim())).toEqual(['—', '3']);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    // the jobs tab lists deliveries (the e-mail sent when a member was made for this test file's stack, if any) or says it has none
    await page.getByRole('tab', { name: 'Zadania i wysyłki' }).click();
    await page.getByRole('table', { name: 'Zadania i wysyłki' }).or(page.getByText('Brak zapisanych zadań')).first().waitFor();
    await context.close();
  });

  it('refuses a save on a stale form: the second admin is told, nothing is overwritten', async () => {
    const first = await s.newPage();
    const second = await s.newPage();
    for (const p of [first.page, second.page]) {
      await signInAsAdmin(p, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
      await p.goto('/admin/settings');
      await p.getByRole('textbox', { name: /Ważność punktów/ }).waitFor();
    }
    await fill(first.page, 'Ważność punktów (lata)', '4');
    await first.page.getByRole('button', { name: 'Zapisz ustawienia' }).click();
    await expectToast(first.page, 'Zapisano zmiany');
    await fill(second.page, 'Ważność punktów (lata)', '5');
    await second.page.getByRole('button', { name: 'Zapisz ustawienia' }).click();
    await expectToast(second.page, 'Ustawienia zmienił w międzyczasie ktoś inny. Odśwież stronę i wprowadź swoje zmiany ponownie.');
    const admin = await s.t.signIn(DEMO_USERS.admin.email, DEMO_USERS.admin.password, true);
    expect((await s.t.app.inject({ method: 'GET', url: '/api/settings', headers: bearer(admin) })).json().pointsValidityYears).toBe(4);
    await first.context.close();
    await second.context.close();
  });
});
