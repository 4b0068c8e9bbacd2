import type { Page } from 'playwright-core';
import { sql } from 'drizzle-orm';
import { queryRows } from '@klub/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../support/stack';
import { expectToast, fill, labelled, watchPageHealth, waitForPath, fillRegistration, signInAsAdmin } from '../support/browser';
import { linkIn } from '../../apps/server/src/testing/smtp';
import { DEMO_USERS } from '../../apps/server/src/seed';
import { addToBasket, givePoints, makePrize, placeOrder } from '../../apps/server/src/modules/orders/orders.test-helpers';

/** An iPhone-sized screen: narrower than 768 px, where the customer site shows the mobile promo. */
const PHONE = { width: 390, height: 844 };
const PROMO = 'Klub w Twoim telefonie';

let s: Stack;
beforeAll(async () => {
  // no APP_STORE_URL / GOOGLE_PLAY_URL: the store pages come from the admin settings
  s = await startStack();
});
afterAll(() => s?.close());

/** Nothing sticks out sideways: the page is usable at this width without horizontal scrolling. */
async function expectFitsWidth(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

describe('the customer site on a 390 px phone', () => {
  it("registers from the promo's button, activates by the e-mail's link and signs in, all on the phone", async () => {
    const { page, context } = await s.newPage(PHONE);
    const health = watchPageHealth(page);
    const email = 'ola.gips@example.pl';

    await page.goto('/');
    await page.getByText(PROMO).waitFor();
    await page.getByRole('link', { name: 'Załóż konto' }).click();
    await waitForPath(page, '/registration');
    await fillRegistration(page, {
      email: email,
      password: 'Gips12345',
      firstname: 'Ola',
      lastname: 'Gips',
      phone: '600700900',
      city: 'Kraków',
      postCode: '30-001',
      region: 'małopolskie',
    });
    await page.getByLabel('Akceptuję regulamin programu').check();
    await expectFitsWidth(page);
    await page.getByRole('button', { name: 'Załóż konto' }).last().click();
    await page.getByText('Sprawdź skrzynkę e-mail', { exact: false }).first().waitFor();

    // The activation link as the mail has it, opened on the phone: the account is activated.
    const link = linkIn(await s.t.mailbox.waitFor(email, 'aktywuj'));
    expect(link.pathname).toBe('/login');
    await page.goto(link.pathname + link.search);
    await expectToast(page, 'Konto zostało aktywowane');
    expect(await page.getByText(PROMO).count()).toBe(0);
    await waitForPath(page, '/login');
    await expectFitsWidth(page);
    // The outcome sits above the form: nothing covers the e-mail field (a toast did, for 6 s).
    const notice = await page.getByRole('alert').filter({ hasText: 'Konto zostało aktywowane' }).boundingBox();
    const emailField = await page.getByLabel(labelled('E-mail')).boundingBox();
    expect(notice!.y + notice!.height).toBeLessThanOrEqual(emailField!.y);
    await page.screenshot({ path: '/tmp/h14-activation-390.png', fullPage: true });

    // The sign-in form on the same page works at this width (a not-activated account could not sign in).
    await fill(page, 'E-mail', email);
    await fill(page, 'Hasło', 'Gips12345');
    await page.getByRole('button', { name: 'Zaloguj się' }).last().click();
    await expectToast(page, 'Zalogowano pomyślnie');
    await waitForPath(page, '/home');
    // The start page is the promo on a phone, with every page of the club one tap away.
    await page.getByText(PROMO).waitFor();
    const web = page.getByRole('navigation', { name: 'Klub w przeglądarce' });
    for (const label of ['Moje kody', 'Moje punkty', 'Katalog nagród', 'Ranking', 'Wiadomości'])
      await web.getByRole('link', { name: label }).waitFor();
    await web.getByRole('link', { name: 'Moje zamówienia' }).click();
    await waitForPath(page, '/my-orders');
    await page.getByText('Nie masz jeszcze zamówień').waitFor();
    await expectFitsWidth(page);
    health.expectClean();
    await context.close();
  });

  it("the promo's 'Zaloguj się' opens the sign-in form; the order e-mail's link opens the orders after signing in", async () => {
    const { page, context } = await s.newPage(PHONE);
    const u = DEMO_USERS.contractor;

    await page.goto('/');
    await page.getByText(PROMO).waitFor();
    await page.getByRole('link', { name: 'Zaloguj się' }).click();
    await waitForPath(page, '/login');
    await page.getByRole('button', { name: 'Zaloguj się' }).last().waitFor();
    await expectFitsWidth(page);

    // An order placed elsewhere (the API): its confirmation mail links to the member's orders.
    const signIn = await s.t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email: u.email, password: u.password } });
    const { accessToken } = signIn.json<{ accessToken: string }>();
    const [user] = await queryRows<{ id: number }>(s.t.db.db, sql`select id from users where email = ${u.email}`);
    const userId = user!.id;
    await givePoints(s.t.db.db, userId, 500);
    const prize = await makePrize(s.t.db.db, { name: 'Wałek malarski', pointsPrice: 120, stock: 5, images: [] });
    expect((await addToBasket(s.t, accessToken, { prizeId: prize.id, amount: 1 })).statusCode).toBe(200);
    expect((await placeOrder(s.t, accessToken)).statusCode).toBe(200);
    const link = linkIn(await s.t.mailbox.waitFor(u.email, 'potwierdzenie zamówienia'));
    expect(link.pathname).toBe('/my-orders');

    await page.goto(link.pathname + link.search);
    await waitForPath(page, '/login');
    await fill(page, 'E-mail', u.email);
    await fill(page, 'Hasło', u.password);
    await page.getByRole('button', { name: 'Zaloguj się' }).last().click();
    await waitForPath(page, '/my-orders');
    await page.getByText('Wałek malarski').first().waitFor();
    expect(await page.getByText(PROMO).count()).toBe(0);
    await page.screenshot({ path: '/tmp/h14-my-orders-390.png', fullPage: true });
    await expectFitsWidth(page);
    await context.close();
  });
});

describe('a signed-in member on a 390 px phone', () => {
  it('the menu has every main page, the account and "Wyloguj"; its pages and /reset-password work with the same header', async () => {
    const { page, context } = await s.newPage(PHONE);
    const u = DEMO_USERS.contractor;
    await page.goto('/login');
    await fill(page, 'E-mail', u.email);
    await fill(page, 'Hasło', u.password);
    await page.getByRole('button', { name: 'Zaloguj się' }).last().click();
    await waitForPath(page, '/home');
    await page.getByText(PROMO).waitFor();
    await page.screenshot({ path: '/tmp/phone-home-390.png', fullPage: true });

    const openMenu = async () => {
      await page.getByRole('button', { name: 'Menu' }).click();
      return page.getByRole('dialog', { name: 'Menu' });
    };
    let drawer = await openMenu();
    for (const label of [
      'Pulpit',
      'Moje kody',
      'Moje punkty',
      'Katalog nagród',
      'Moje zamówienia',
      'Ranking',
      'Wiadomości',
      'Aktualności',
      'Szkolenia',
      'FAQ',
    ])
      await drawer.getByRole('link', { name: label }).waitFor();
    await drawer.getByRole('link', { name: 'Moje konto' }).waitFor();
    await drawer.getByRole('button', { name: 'Wyloguj' }).waitFor();
    // slid in whole: its close button within the screen
    await expect
      .poll(async () => (await drawer.getByRole('button', { name: 'Zamknij menu' }).boundingBox())!.x + 40)
      .toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: '/tmp/phone-menu-390.png' });

    // a page of the menu opens as itself, and fits the phone
    await drawer.getByRole('link', { name: 'Moje kody' }).click();
    await waitForPath(page, '/my-codes');
    await page.getByRole('heading', { level: 1, name: 'Moje kody' }).waitFor();
    expect(await page.getByText(PROMO).count()).toBe(0);
    await expectFitsWidth(page);

    // the reset-password link opened while signed in: the same phone header, nothing cut off
    await page.goto('/reset-password?token=t&userId=1');
    await page.getByRole('heading', { level: 1, name: 'Ustaw nowe hasło' }).waitFor();
    await page.getByRole('button', { name: 'Menu' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Główne menu' }).count()).toBe(0);
    await expectFitsWidth(page);
    await page.screenshot({ path: '/tmp/phone-reset-password-390.png', fullPage: true });

    drawer = await openMenu();
    await drawer.getByRole('button', { name: 'Wyloguj' }).click();
    await expectToast(page, 'Wylogowano pomyślnie');
    await waitForPath(page, '/');
    await page.getByRole('link', { name: 'Zaloguj się' }).waitFor();
    await context.close();
  });

  it('the store buttons: none until an admin sets the app pages in /admin/settings, then they open those pages', async () => {
    const { page, context } = await s.newPage(PHONE);
    await page.goto('/');
    await page.getByText(PROMO).waitFor();
    await page.getByText('Aplikacja „Klub” wkrótce w App Store i Google Play.').waitFor();
    expect(await page.getByRole('link', { name: /^Pobierz z/ }).count()).toBe(0);

    const admin = await s.newPage();
    await signInAsAdmin(admin.page, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
    await admin.page.goto('/admin/settings');
    await admin.page.getByRole('tab', { name: 'Kontakt i aplikacje' }).click();
    await fill(admin.page, 'Aplikacja w App Store (adres)', 'http://apps.apple.com/pl/app/klub/id1');
    await admin.page.getByRole('button', { name: 'Zapisz ustawienia' }).click();
    await admin.page.getByText('Podaj adres strony aplikacji zaczynający się od https://').waitFor();
    const appStore = 'https://apps.apple.com/pl/app/klub/id1234567890';
    const googlePlay = 'https://play.google.com/store/apps/details?id=pl.klub';
    await fill(admin.page, 'Aplikacja w App Store (adres)', appStore);
    await fill(admin.page, 'Aplikacja w Google Play (adres)', googlePlay);
    await admin.page.getByRole('button', { name: 'Zapisz ustawienia' }).click();
    await expectToast(admin.page, 'Zapisano zmiany');
    await admin.context.close();

    await page.reload();
    await expect(page.getByRole('link', { name: 'Pobierz z App Store' }).getAttribute('href')).resolves.toBe(appStore);
    await expect(page.getByRole('link', { name: 'Pobierz z Google Play' }).getAttribute('href')).resolves.toBe(googlePlay);
    await context.close();
  });
});

describe('the cookie banner on a 390 px phone covers nothing', () => {
  /** The banner's top edge, in the viewport. */
  const bannerTop = async (page: Page) => (await page.getByRole('region', { name: 'Zgoda na pliki cookie' }).boundingBox())!.y;

  it('"Nie pamiętasz hasła?" scrolls above it; tabbing through the registration keeps each field above it, none turns red', async () => {
    const { page, context } = await s.newPage({ ...PHONE, consent: false });
    await page.goto('/login');
    const forgot = page.getByRole('link', { name: 'Nie pamiętasz hasła?' });
    await forgot.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const box = (await forgot.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(await bannerTop(page));
    await forgot.click();
    await waitForPath(page, '/forgot-password');

    await page.goto('/registration');
    await page.getByLabel(labelled('E-mail')).focus();
    for (let i = 0; i < 14; i++) {
      const focused = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const r = el.getBoundingClientRect();
        return {
          bottom: r.bottom,
          label: el.getAttribute('aria-label') ?? el.id,
          inBanner: Boolean(el.closest('[aria-label="Zgoda na pliki cookie"]')),
        };
      });
      if (focused.inBanner) break;
      expect(focused.bottom, `${focused.label} is under the banner`).toBeLessThanOrEqual(await bannerTop(page));
      await page.keyboard.press('Tab');
    }
    await page.screenshot({ path: '/tmp/phone-registration-390.png' });
    // nothing typed yet: no field is marked invalid before the first submit
    expect(await page.locator('[aria-invalid="true"]').count()).toBe(0);
    await context.close();
  });
});
