import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { startStack, type Stack } from '../support/stack';
import { fill, signInAsAdmin, waitForPath } from '../support/browser';
import { DEMO_USERS } from '../../apps/server/src/seed';

let s: Stack;
beforeAll(async () => {
  s = await startStack();
});
afterAll(() => s?.close());

/** What the phone's app would show `steps` time steps from now. */
const codeOf = (secret: string, steps = 0) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + steps * 30_000 });

describe('admin: two-factor sign-in', () => {
  it('turns it on in the browser (key read off the screen, a computed code), then signs in with the password and a code, and once with a recovery code', async () => {
    const admin = DEMO_USERS.admin;
    // A retry starts from no second factor again.
    await s.t.db.db.execute(sql`delete from staff_recovery_codes`);
    await s.t.db.db.execute(sql`update users set totp_secret = null, totp_enabled_at = null, totp_last_step = null`);
    const { page, context } = await s.newPage();
    await signInAsAdmin(page, admin.email, admin.password);

    // From the menu under the admin's name, by keyboard.
    await page.getByTestId('admin-name').click();
    await page.getByRole('menuitem', { name: 'Logowanie dwuetapowe' }).press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Logowanie dwuetapowe' }).waitFor();
    await page.getByText('Wyłączone', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Włącz' }).click();

    await page.getByRole('img', { name: /Kod QR/ }).waitFor();
    const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await fill(page, 'Kod z aplikacji', codeOf(secret));
    await page.getByRole('textbox', { name: 'Kod z aplikacji' }).press('Enter');

    const list = page.getByRole('list', { name: 'Kody odzyskiwania' });
    await list.waitFor();
    const recovery = await list.locator('li code').allTextContents();
    expect(recovery).toHaveLength(10);
    for (const code of recovery) expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    const done = page.getByRole('button', { name: 'Gotowe' });
    expect(await done.isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: /Zapisałem\(-am\) kody/ }).check();
    await done.click();
    await page.getByText('Włączone', { exact: true }).waitFor();
    await page.getByText(/Nieużyte kody odzyskiwania: 10 z 10/).waitFor();

    // Sign out; the password alone no longer signs in.
    await page.getByRole('button', { name: 'Wyloguj' }).click();
    await waitForPath(page, '/admin/login');
    await fill(page, 'E-mail', admin.email);
    await fill(page, 'Hasło', admin.password);
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    const codeField = page.getByRole('textbox', { name: 'Kod z aplikacji' });
    await codeField.waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('klub.adminToken'))).toBeNull();
    // The confirming code's step is used up: the app's next code (the ±1 window takes it).
    await codeField.fill(codeOf(secret, 1));
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    await page.getByTestId('admin-name').waitFor();
    await waitForPath(page, '/admin');

    // Once more with a recovery code instead of the app.
    await page.getByRole('button', { name: 'Wyloguj' }).click();
    await waitForPath(page, '/admin/login');
    await fill(page, 'E-mail', admin.email);
    await fill(page, 'Hasło', admin.password);
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    await page.getByRole('button', { name: 'Użyj kodu odzyskiwania' }).click();
    await fill(page, 'Kod odzyskiwania', recovery[0]!.toLowerCase());
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    await page.getByTestId('admin-name').waitFor();
    await page.goto('/admin/account/security');
    await page.getByText(/Nieużyte kody odzyskiwania: 9 z 10/).waitFor();
    await context.close();
  });
});
