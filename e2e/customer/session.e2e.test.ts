import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../support/stack';
import { expectToast, fill, pathOf, signInAsCustomer, waitForPath } from '../support/browser';
import { linkIn } from '../../apps/server/src/testing/smtp';
import { DEMO_USERS } from '../../apps/server/src/seed';

let s: Stack;
beforeAll(async () => {
  // the app's store pages (no store buttons until they are set)
  s = await startStack({
    APP_STORE_URL: 'https://apps.apple.com/pl/app/klub/id1',
    GOOGLE_PLAY_URL: 'https://play.google.com/store/apps/details?id=pl.klub',
  });
});
afterAll(() => s?.close());

const { contractor } = DEMO_USERS;

describe('customer session rules', () => {
  it('a 401 from an expired token clears it and sends the member to /', async () => {
    const { page: signIn, context } = await s.newPage();
    await signInAsCustomer(signIn, contractor.email, contractor.password);
    // Closed first: a page left open answers its own background 401 (it goes to "/" and drops the
    // token, the web test's case), and a reload after that is a visit without a token, which goes
    // to /login — under load CI reloaded in between. Here the token is still in the cookie.
    await signIn.close();
    await s.expireAllSessions();
    const page = await context.newPage();
    await page.goto('/home');
    await waitForPath(page, '/');
    expect((await context.cookies()).find((c) => c.name === 'klub_token')).toBeUndefined();
    await page.getByRole('link', { name: 'Zaloguj się' }).first().waitFor();
    await page.goto('/my-account');
    await waitForPath(page, '/login');
    await context.close();
  });

  it('a logged-in member whose cookie-consent value disappeared is logged out on reload', async () => {
    const { page, context } = await s.newPage({ consent: false });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Akceptuję' }).click();
    await signInAsCustomer(page, contractor.email, contractor.password);
    await page.reload();
    expect(pathOf(page)).toBe('/home');
    await page.evaluate(() => window.localStorage.removeItem('klub.cookieConsent'));
    await page.reload();
    await page.getByRole('link', { name: 'Zaloguj się' }).first().waitFor();
    await page.goto('/my-account');
    await waitForPath(page, '/login');
    await context.close();
  });

  it('a 375 px phone sees the mobile-app promo page (not on e-mail links and sign-in: phone.e2e), and can reset the password', async () => {
    const desktop = await s.newPage();
    await desktop.page.goto('/forgot-password');
    await fill(desktop.page, 'E-mail', contractor.email);
    await desktop.page.getByRole('button', { name: 'Wyślij link' }).click();
    await desktop.page.getByText('Jeśli konto z tym adresem istnieje', { exact: false }).first().waitFor();
    await desktop.context.close();
    const link = linkIn(await s.t.mailbox.waitFor(contractor.email, 'nowe hasło'));

    const { page, context } = await s.newPage({ width: 375, height: 740 });
    for (const path of ['/', '/contact', '/my-account']) {
      await page.goto(path);
      await page.getByRole('link', { name: 'Pobierz z Google Play' }).waitFor();
      await expect(page.getByRole('link', { name: 'Pobierz z App Store' }).getAttribute('href')).resolves.toMatch(
        /^https:\/\/apps\.apple\.com/,
      );
      expect(await page.getByLabel('Hasło', { exact: true }).count()).toBe(0);
    }
    await page.goto(link.pathname + link.search);
    await fill(page, 'Nowe hasło', 'Telefon2024');
    await fill(page, 'Powtórz nowe hasło', 'Telefon2024');
    await page.getByRole('button', { name: 'Zapisz nowe hasło' }).click();
    await expectToast(page, 'Hasło zostało zmienione');
    await context.close();

    const res = await s.t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: contractor.email, password: 'Telefon2024' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('an unknown page shows the not-found page', async () => {
    const { page, context } = await s.newPage();
    await page.goto('/nie-ma-takiej-strony');
    await page.getByText('Nie znaleziono strony').first().waitFor();
    await context.close();
  });
});
