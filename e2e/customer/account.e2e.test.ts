import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../support/stack';
import { expectToast, fill, pathOf, signInAsCustomer, watchPageHealth, waitForPath, fillRegistration } from '../support/browser';
import { linkIn } from '../../apps/server/src/testing/smtp';
import { DEMO_USERS } from '../../apps/server/src/seed';

let s: Stack;
beforeAll(async () => {
  s = await startStack();
});
afterAll(() => s?.close());

describe('a new member, from registration to a changed password', () => {
  it('registers, activates by e-mail, logs in, edits the profile, changes the password and is logged out', async () => {
    const { page, context } = await s.newPage();
    const health = watchPageHealth(page);
    const email = 'pawel.tynk@example.pl';

    await page.goto('/registration');
    await page.waitForFunction(() => document.title.startsWith('Rejestracja'));
    await fillRegistration(page, {
      email: email,
      password: 'Tynk12345',
      firstname: 'Paweł',
      lastname: 'Tynk',
      phone: '600700800',
      city: 'Poznań',
      postCode: '60-001',
      region: 'wielkopolskie',
    });
    await page.getByLabel('Akceptuję regulamin programu').check();
    await page.getByRole('button', { name: 'Załóż konto' }).last().click();
    await page.getByText('Sprawdź skrzynkę e-mail', { exact: false }).first().waitFor();

    const link = linkIn(await s.t.mailbox.waitFor(email, 'aktywuj'));
    await page.goto(link.pathname + link.search);
    await expectToast(page, 'Konto zostało aktywowane');

    await signInAsCustomer(page, email, 'Tynk12345');
    await page.goto('/profile');
    await fill(page, 'Miasto', 'Gniezno');
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await waitForPath(page, '/my-account');
    await page.getByText('Gniezno').first().waitFor();

    await fill(page, 'Obecne hasło', 'Tynk12345');
    await fill(page, 'Nowe hasło', 'Gladz98765');
    await fill(page, 'Powtórz nowe hasło', 'Gladz98765');
    await page.getByRole('button', { name: 'Zmień hasło' }).click();
    // straight to the sign-in form, the message above it (it landed on the marketing page)
    await waitForPath(page, '/login');
    await expectToast(page, 'Zmieniono hasło pomyślnie');
    await page.getByRole('button', { name: 'Zaloguj się' }).last().waitFor();
    expect((await context.cookies()).filter((c) => c.value.length > 20)).toEqual([]);

    await signInAsCustomer(page, email, 'Gladz98765');
    health.expectClean();
    await context.close();
  });

  it('shows the server message for a wrong password', async () => {
    const { page, context } = await s.newPage();
    await page.goto('/login');
    await fill(page, 'E-mail', DEMO_USERS.contractor.email);
    await fill(page, 'Hasło', 'zle-haslo-123');
    await page.getByRole('button', { name: 'Zaloguj się' }).last().click();
    await expectToast(page, 'Nieprawidłowy e-mail lub hasło');
    expect(pathOf(page)).toBe('/login');
    await context.close();
  });

  it('every demo customer account can log in through the browser, and logout clears the session', async () => {
    for (const u of [DEMO_USERS.contractor, DEMO_USERS.dth, DEMO_USERS.rds]) {
      const { page, context } = await s.newPage();
      await signInAsCustomer(page, u.email, u.password);
      await page.getByText(`${u.firstname} ${u.lastname}`).first().waitFor();
      await page.getByRole('button', { name: 'Wyloguj' }).click();
      await expectToast(page, 'Wylogowano pomyślnie');
      await waitForPath(page, '/');
      expect(await context.cookies()).toEqual([]);
      await page.goto('/my-account');
      await waitForPath(page, '/login');
      await context.close();
    }
  });
});
