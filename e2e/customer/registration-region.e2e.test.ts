import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regions, users } from '@klub/db';
import { startStack, type Stack } from '../support/stack';
import { expectToast, fill, fillRegistration, pathOf, watchPageHealth, waitForPath } from '../support/browser';
import { DEMO_USERS } from '../../apps/server/src/seed';

/** Issue 14, points 6 and 7: the registration asks for the województwo, links the rules and shows its result; the cookie rule is explained. */
let s: Stack;
beforeAll(async () => {
  s = await startStack();
});
afterAll(() => s?.close());

/** A 390 px phone with its on-screen keyboard up (the form was just typed in): about 500 px of page. */
const PHONE = { width: 390, height: 500 };
const { contractor } = DEMO_USERS;

describe('registration with the województwo', () => {
  it('registers at 390 px: the rules open in a new tab, the region is stored, the success message is in view below the sticky header', async () => {
    const { page, context } = await s.newPage(PHONE);
    const health = watchPageHealth(page);
    const email = 'lodzki.malarz@example.pl';

    await page.goto('/registration');
    await page.waitForFunction(() => document.title.startsWith('Rejestracja'));
    await fillRegistration(page, {
      email: email,
      password: 'Lodz12345',
      firstname: 'Łukasz',
      lastname: 'Wałek',
      phone: '600700901',
      city: 'Łódź',
      postCode: '90-001',
      region: 'łódzkie',
    });

    // "regulamin programu" opens the rules in a new tab (a page that works on a phone), by keyboard too; the box stays as it was.
    const consent = page.getByRole('checkbox', { name: 'Akceptuję regulamin programu' });
    const link = page.getByRole('link', { name: 'regulamin programu' });
    await link.focus();
    const [rules] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
    await rules.waitForLoadState();
    expect(pathOf(rules)).toBe('/about-program');
    await rules.getByRole('heading', { level: 1, name: 'O programie' }).waitFor();
    await rules.close();
    expect(await consent.isChecked()).toBe(false);
    // The label's own words still tick it.
    await page.getByText('Akceptuję regulamin programu').click({ position: { x: 8, y: 8 } });
    expect(await consent.isChecked()).toBe(true);

    await page.getByRole('button', { name: 'Załóż konto' }).last().click();
    const success = page.getByRole('alert').filter({ hasText: 'Sprawdź skrzynkę e-mail' });
    await success.waitFor();
    // In the viewport, below the sticky header, and focused (read out by screen readers).
    await page.waitForFunction(() => {
      const alert = [...document.querySelectorAll('[role="alert"]')].find((a) => a.textContent?.includes('Sprawdź skrzynkę e-mail'));
      const header = document.querySelector('header');
      if (!alert || !header) return false;
      const box = alert.getBoundingClientRect();
      return box.top >= header.getBoundingClientRect().bottom && box.bottom <= window.innerHeight && document.activeElement === alert;
    });

    const [lodzkie] = await s.t.db.db.select().from(regions).where(eq(regions.name, 'łódzkie'));
    const [stored] = await s.t.db.db.select().from(users).where(eq(users.email, email));
    expect(stored!.regionId).toBe(lodzkie!.id);
    health.expectClean();
    await context.close();
  });
});

describe('signing in without cookie consent', () => {
  it('a refresh logs out with an explanation; "Zapamiętaj mnie na tym urządzeniu" keeps the session', async () => {
    const { page, context } = await s.newPage({ consent: false });
    const signIn = async (remember: boolean) => {
      await page.goto('/login');
      await fill(page, 'E-mail', contractor.email);
      await fill(page, 'Hasło', contractor.password);
      if (remember) await page.getByRole('checkbox', { name: 'Zapamiętaj mnie na tym urządzeniu' }).check();
      await page.getByRole('button', { name: 'Zaloguj się' }).last().click();
      await waitForPath(page, '/home');
    };
    await page.goto('/login');
    await page.getByRole('region', { name: 'Zgoda na pliki cookie' }).waitFor();

    // On a members-only page the refresh leads to the sign-in page, which explains it and offers the choice.
    await signIn(false);
    await page.reload();
    await waitForPath(page, '/login');
    await page.getByRole('status').filter({ hasText: 'Wylogowaliśmy Cię, bo nie zaakceptowano plików cookie' }).waitFor();
    expect((await context.cookies()).find((c) => c.name === 'klub_token')).toBeUndefined();

    // On a public page a toast says it.
    await signIn(false);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Kontakt' }).click();
    await waitForPath(page, '/contact');
    await page.reload();
    await expectToast(page, 'Wylogowaliśmy Cię, bo nie zaakceptowano plików cookie.');
    await page.getByRole('link', { name: 'Zaloguj się' }).first().waitFor();

    // Ticked, the consent is recorded with the sign-in: a refresh keeps the member in, and the banner is gone.
    await signIn(true);
    await page.reload();
    await page.getByRole('button', { name: 'Wyloguj' }).first().waitFor();
    expect(pathOf(page)).toBe('/home');
    expect(await page.getByRole('region', { name: 'Zgoda na pliki cookie' }).count()).toBe(0);
    expect(await page.evaluate(() => window.localStorage.getItem('klub.cookieConsent'))).toBeTruthy();
    await context.close();
  });
});
