import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../support/stack';
import { expectToast, fill, pathOf, watchPageHealth, waitForPath } from '../support/browser';
import { DEMO_USERS } from '../../apps/server/src/seed';
import { INACTIVITY_TIMEOUT_MS } from '@klub/contracts';

let s: Stack;
beforeAll(async () => {
  s = await startStack();
});
afterAll(() => s?.close());

const { admin } = DEMO_USERS;

async function adminLogin(page: import('playwright-core').Page) {
  await page.goto('/admin/login');
  await fill(page, 'E-mail', admin.email);
  await fill(page, 'Hasło', admin.password);
  await page.getByRole('button', { name: 'Zaloguj się' }).last().click();
  await expectToast(page, 'Zalogowano pomyślnie');
  await page.getByTestId('admin-name').filter({ hasText: 'Anna Administratorka' }).waitFor();
}

describe('admin shell', () => {
  it('logs in, shows the admin name and every section; the Wiadomości section opens its screens', async () => {
    const { page, context } = await s.newPage();
    const health = watchPageHealth(page);
    await adminLogin(page);
    for (const section of ['Członkowie klubu', 'Kody', 'Nagrody', 'Zamówienia', 'Wiadomości', 'Statystyki', 'Ustawienia']) {
      expect(await page.getByText(section, { exact: true }).count(), section).toBeGreaterThan(0);
    }
    await page.getByText('Wiadomości', { exact: true }).first().click();
    await page.getByRole('navigation', { name: 'Menu panelu' }).getByRole('link', { name: 'Log SMS', exact: true }).waitFor();
    health.expectClean();
    await context.close();
  });

  it('menu links open real screens (Pracownicy, both "Grupy", /admin/codes/insert, Log SMS); no entry is marked "wkrótce"', async () => {
    const { page, context } = await s.newPage();
    const health = watchPageHealth(page);
    await adminLogin(page);
    const nav = page.getByRole('navigation', { name: 'Menu panelu' });

    await nav.getByRole('button', { name: 'Członkowie klubu' }).click();
    await nav.getByRole('link', { name: 'Pracownicy', exact: true }).click();
    await waitForPath(page, '/admin/club-members/employees');
    const employees = page.getByRole('table', { name: 'Pracownicy' });
    await employees.getByText(DEMO_USERS.dth.email).waitFor();
    await employees.getByText(DEMO_USERS.rds.email).waitFor();
    expect(await employees.getByText(DEMO_USERS.contractor.email).count()).toBe(0);

    // Two entries say "Grupy": the member groups under "Członkowie klubu", the prize groups under "Nagrody".
    await nav.getByRole('list', { name: 'Członkowie klubu' }).getByRole('link', { name: 'Grupy', exact: true }).click();
    await waitForPath(page, '/admin/club-members/groups');
    await page.getByRole('heading', { level: 1, name: 'Grupy członków' }).waitFor();

    await nav.getByRole('button', { name: 'Nagrody' }).click();
    await nav.getByRole('list', { name: 'Nagrody' }).getByRole('link', { name: 'Grupy', exact: true }).click();
    await waitForPath(page, '/admin/prizes/groups');
    await page.getByRole('heading', { level: 1, name: 'Nagrody — grupy' }).waitFor();
    await page.getByRole('table', { name: 'Grupy nagród' }).waitFor();

    await page.goto('/admin/codes/insert');
    await waitForPath(page, '/admin/codes/insert-code');
    await page.getByRole('heading', { level: 1, name: 'Kody — wpisz kod' }).waitFor();

    // Every screen of the spec is built: no entry carries the "wkrótce" mark.
    // Opened, not toggled: the section may already be open (a click would then close it while the
    // link is being clicked — CI once timed out here on a loaded machine).
    // Until the link shows: one read of aria-expanded then one click still lost the race once (a
    // clean-clone CI run stayed on /admin/codes/insert-code).
    const messagesSection = nav.getByRole('button', { name: 'Wiadomości', exact: true });
    const smsLog = nav.getByRole('link', { name: 'Log SMS', exact: true });
    await expect
      .poll(
        async () => {
          if (await smsLog.isVisible()) return true;
          if ((await messagesSection.getAttribute('aria-expanded')) !== 'true') await messagesSection.click();
          return smsLog.isVisible();
        },
        { timeout: 15_000, interval: 300 },
      )
      .toBe(true);
    // By keyboard: a pointer click while the section was still opening lost its mouseup once (the
    // focused link scrolled the drawer between mousedown and mouseup; the link had focus, no navigation).
    await smsLog.press('Enter');
    await waitForPath(page, '/admin/messages/sms-log', 30_000);
    await page.getByRole('heading', { level: 1, name: 'Wiadomości — log SMS' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Wpisz kod', exact: true }).count()).toBe(1);
    expect(await page.getByTestId('soon-mark').count()).toBe(0);
    health.expectClean();
    await context.close();
  });

  it('refuses a member at the admin door with the generic message', async () => {
    const { page, context } = await s.newPage();
    await page.goto('/admin/login');
    await fill(page, 'E-mail', DEMO_USERS.contractor.email);
    await fill(page, 'Hasło', DEMO_USERS.contractor.password);
    await page.getByRole('button', { name: 'Zaloguj się' }).last().click();
    await expectToast(page, 'Nieprawidłowy e-mail lub hasło');
    expect(pathOf(page)).toBe('/admin/login');
    await context.close();
  });

  it('logs the admin out after 10 minutes without activity (fake clock)', async () => {
    const { page, context } = await s.newPage();
    await page.clock.install();
    await adminLogin(page);
    await page.clock.runFor(INACTIVITY_TIMEOUT_MS - 60_000);
    expect(pathOf(page)).not.toBe('/admin/login');
    await page.clock.runFor(60_000 + 5_000);
    await expectToast(page, 'Użytkownik został wylogowany');
    await waitForPath(page, '/admin/login');
    expect(await page.evaluate(() => window.localStorage.getItem('klub.adminToken'))).toBeNull();
    await context.close();
  });

  it('an admin path without a valid token goes to /admin/login', async () => {
    const { page, context } = await s.newPage();
    await page.addInitScript(() => window.localStorage.setItem('klub.adminToken', 'zepsuty.token.admina'));
    await page.goto('/admin');
    await waitForPath(page, '/admin/login');
    await context.close();
  });
});
