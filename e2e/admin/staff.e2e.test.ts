import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_MESSAGES } from '@klub/contracts';
import { startStack, type Stack } from '../support/stack';
import { expectToast, fill, signInAsAdmin, waitForPath } from '../support/browser';
import { DEMO_USERS } from '../../apps/server/src/seed';
import { linkIn } from '../../apps/server/src/testing/smtp';
import { axeViolations, type AxeViolation } from '../support/axe';

const summary = (violations: AxeViolation[]) => violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

let s: Stack;
beforeAll(async () => {
  s = await startStack();
});
afterAll(() => s?.close());

// A new address for each attempt (a retry runs on the same stack).
const INVITED = { email: `ola.tresc.${Date.now()}@klub.test`, firstname: 'Ola', lastname: 'Treść', password: 'Tresci!2345' };

describe('admin: staff accounts and roles', () => {
  it('invites a Content staff member, who sets a password from the e-mail, sees only the content areas, and is signed out when deactivated', async () => {
    // The administrator invites her with the role Treści.
    const admin = await s.newPage();
    await signInAsAdmin(admin.page, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
    await admin.page
      .getByRole('navigation', { name: 'Menu panelu' })
      .getByRole('button', { name: /^Ustawienia/ })
      .click();
    await admin.page.getByRole('link', { name: 'Administratorzy' }).click();
    await admin.page.getByRole('heading', { level: 1, name: 'Administratorzy' }).waitFor();
    const table = admin.page.getByRole('table', { name: 'Administratorzy' });
    await table.getByText(DEMO_USERS.admin.email).waitFor();
    expect(summary(await axeViolations(admin.page))).toEqual([]);
    await admin.page.getByRole('button', { name: 'Zaproś administratora' }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Zaproś administratora' });
    await dialog.getByRole('radiogroup', { name: 'Rola' }).waitFor();
    expect(summary(await axeViolations(admin.page))).toEqual([]);
    await fill(admin.page, 'E-mail', INVITED.email);
    await fill(admin.page, 'Imię', INVITED.firstname);
    await fill(admin.page, 'Nazwisko', INVITED.lastname);
    await dialog.getByRole('radio', { name: /^Treści/ }).check();
    await dialog.getByRole('button', { name: 'Wyślij zaproszenie' }).click();
    await expectToast(admin.page, STAFF_MESSAGES.invited);
    const row = table.getByRole('row').filter({ hasText: INVITED.email });
    await row.getByText('zaproszony').waitFor();
    expect(await row.textContent()).toContain('Treści');

    // The invitation e-mail's link sets her password, then the sign-in.
    const mail = await s.t.mailbox.waitFor(INVITED.email, 'zaproszenie', 15_000);
    const link = linkIn(mail);
    expect(link.pathname).toBe('/admin/invitation');
    const staff = await s.newPage();
    await staff.page.goto(`${link.pathname}${link.search}`);
    await staff.page.getByRole('heading', { level: 1, name: 'Zaproszenie do panelu' }).waitFor();
    expect(summary(await axeViolations(staff.page))).toEqual([]);
    await fill(staff.page, 'Hasło', INVITED.password);
    await fill(staff.page, 'Powtórz hasło', INVITED.password);
    await staff.page.getByRole('button', { name: 'Ustaw hasło' }).click();
    await waitForPath(staff.page, '/admin/login');
    await expectToast(staff.page, 'Hasło zostało ustawione');

    // Signed in, she sees the content areas only.
    await signInAsAdmin(staff.page, INVITED.email, INVITED.password);
    const nav = staff.page.getByRole('navigation', { name: 'Menu panelu' });
    for (const section of ['Artykuły', 'FAQ', 'Teksty', 'Szkolenia', 'Banery', 'Konkursy', 'Aktualności', 'Regulaminy']) {
      await nav.getByRole('button', { name: new RegExp(`^${section}`) }).waitFor();
    }
    const sectionNames = await nav.locator(':scope > ul > li > .MuiListItemButton-root .MuiListItemText-primary').allTextContents();
    expect(sectionNames).toEqual([
      'Panel',
      'Artykuły',
      'FAQ',
      'Teksty',
      'Szkolenia',
      'Listy',
      'Banery',
      'Konkursy',
      'Aktualności',
      'Strona',
      'Regulaminy',
    ]);
    // An address of another area, typed: "Brak dostępu", not a broken screen.
    await staff.page.goto('/admin/orders');
    await staff.page.getByRole('heading', { level: 1, name: 'Brak dostępu' }).waitFor();
    await staff.page.getByText(STAFF_MESSAGES.forbiddenArea('Zamówienia i nagrody')).waitFor();
    // Her own sessions: the one she is using, marked.
    await staff.page.getByTestId('admin-name').click();
    await staff.page.getByRole('menuitem', { name: 'Moje sesje' }).click();
    const mine = staff.page.getByRole('table', { name: 'Moje sesje' });
    await mine.getByText('Ta sesja').waitFor();
    expect(await mine.getByRole('row').count()).toBe(2); // the header and this session
    expect(summary(await axeViolations(staff.page))).toEqual([]);

    // The administrator sees her session, then deactivates her.
    await admin.page.reload();
    await table.getByRole('button', { name: `Szczegóły i sesje: ${INVITED.firstname} ${INVITED.lastname}` }).click();
    const drawer = admin.page.getByRole('dialog', { name: `${INVITED.firstname} ${INVITED.lastname}` });
    const sessions = drawer.getByRole('table', { name: `Sesje: ${INVITED.firstname} ${INVITED.lastname}` });
    await sessions.getByRole('button', { name: /^Zakończ sesję/ }).waitFor();
    expect(await sessions.textContent()).toContain('Chrome');
    expect(summary(await axeViolations(admin.page))).toEqual([]);
    await drawer.getByRole('button', { name: `Dezaktywuj konto ${INVITED.firstname} ${INVITED.lastname}` }).click();
    await admin.page
      .getByRole('dialog', { name: `Dezaktywować konto „${INVITED.firstname} ${INVITED.lastname}”?` })
      .getByRole('button', { name: 'Dezaktywuj' })
      .click();
    // The drawer is modal: the toast is said in it (the page behind is hidden from assistive technology).
    await drawer
      .getByRole('status')
      .filter({ hasText: `Dezaktywowano konto: ${INVITED.firstname} ${INVITED.lastname}` })
      .waitFor();
    await drawer.getByText('nieaktywny').waitFor();
    await drawer.getByText('Brak aktywnych sesji').waitFor();
    await admin.page.keyboard.press('Escape');
    await row.getByText('nieaktywny').waitFor();

    // Her session has ended: her next request leads to the sign-in, and the password no longer lets her in.
    await staff.page.reload();
    await waitForPath(staff.page, '/admin/login');
    await fill(staff.page, 'E-mail', INVITED.email);
    await fill(staff.page, 'Hasło', INVITED.password);
    await staff.page.getByRole('button', { name: 'Zaloguj się' }).last().click();
    await expectToast(staff.page, STAFF_MESSAGES.deactivated);
    await staff.context.close();
    await admin.context.close();
  });

  it('says so when an invitation link is not valid', async () => {
    const { page, context } = await s.newPage({ width: 390, height: 844 });
    await page.goto('/admin/invitation?token=nie-ma-takiego');
    await fill(page, 'Hasło', 'Tresci!2345');
    await fill(page, 'Powtórz hasło', 'Tresci!2345');
    await page.getByRole('button', { name: 'Ustaw hasło' }).click();
    await page.getByText(STAFF_MESSAGES.inviteInvalid).waitFor();
    expect(await page.getByRole('button', { name: 'Ustaw hasło' }).count()).toBe(0);
    await context.close();
  });
});
