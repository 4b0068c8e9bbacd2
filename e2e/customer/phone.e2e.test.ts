import type { Page } from 'playwright-core';
import { sql } from 'drizzle-orm';
import { queryRows } from '@klub/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../support/stack';
import { expectToast, fill, watchPageHealth, waitForPath, fillRegistration } from '../support/browser';
import { linkIn } from '../../apps/server/src/testing/smtp';
import { DEMO_USERS } from '../../apps/server/src/seed';
import { addToBasket, givePoints, makePrize, placeOrder } from '../../apps/server/src/modules/orders/orders.test-helpers';

/** An iPhone-sized screen: narrower than 768 px, where the customer site shows the mobile promo. */
const PHONE = { width: 390, height: 844 };
const PROMO = 'Klub w Twoim telefonie';

let s: Stack;
beforeAll(async () => {
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
    await page.screenshot({ path: '/tmp/h14-activation-390.png', fullPage: true });

    // The sign-in form on the same page works at this width (a not-activated account could not sign in).
    await fill(page, 'E-mail', email);
    await fill(page, 'Hasło', 'Gips12345');
    await page.getByRole('button', { name: 'Zaloguj się' }).last().click();
    await expectToast(page, 'Zalogowano pomyślnie');
    await waitForPath(page, '/home');
    // The rest of the site stays the promo on a phone; the member's orders are one tap away.
    await page.getByText(PROMO).waitFor();
    await page.getByRole('link', { name: 'Moje zamówienia' }).click();
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
