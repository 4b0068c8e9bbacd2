import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../support/stack';
import { expectToast, fill, signInAsAdmin, signInAsCustomer, watchPageHealth } from '../support/browser';
import { DEMO_USERS } from '../../apps/server/src/seed';
import { linkIn } from '../../apps/server/src/testing/smtp';
import { lodzkieId, signupBody } from '../../apps/server/src/modules/auth/auth.test-helpers';

let s: Stack;
beforeAll(async () => {
  s = await startStack();
});
afterAll(() => s?.close());

const activationMails = (email: string) => s.t.mailbox.mails.filter((m) => m.to.includes(email) && m.subject.includes('aktywuj'));
async function waitForMails(email: string, count: number) {
  const deadline = Date.now() + 10_000;
  while (activationMails(email).length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  return activationMails(email);
}

describe('a new activation link', () => {
  it('the back office sends one, then the member asks for one on /login and activates with the newest; the older links no longer work', async () => {
    const email = 'bez.linku@example.pl';
    const signup = await s.t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: signupBody(await lodzkieId(s.t.db.db), { email, password: 'Tynk12345' }),
    });
    expect(signup.statusCode).toBe(201);
    const [registration] = await waitForMails(email, 1);
    const userId = Number(linkIn(registration!).searchParams.get('userId'));

    // The admin: the member waits for activation; "Wyślij link aktywacyjny".
    const { page: admin } = await s.newPage();
    await signInAsAdmin(admin, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
    await admin.goto(`/admin/club-members/details/${userId}`);
    await admin.getByRole('button', { name: 'Wyślij link aktywacyjny' }).click();
    await expectToast(admin, `Wysłano nowy link aktywacyjny na adres ${email}`);
    expect(await waitForMails(email, 2)).toHaveLength(2);

    // The member: signing in says the account is not active and offers a new link.
    const { page } = await s.newPage();
    const health = watchPageHealth(page);
    await page.goto('/login');
    await fill(page, 'E-mail', email);
    await fill(page, 'Hasło', 'Tynk12345');
    await page.getByRole('button', { name: 'Zaloguj się' }).last().click();
    await expectToast(page, 'Konto nie jest aktywne');
    await page.getByText(`Wyślemy nowy na adres ${email}`, { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Wyślij link ponownie' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('wysłaliśmy na nie nowy link aktywacyjny', { exact: false }).waitFor();
    const mails = await waitForMails(email, 3);
    expect(mails).toHaveLength(3);

    // The admin's link died with the member's request; the newest one activates the account.
    const older = linkIn(mails[1]!);
    await page.goto(older.pathname + older.search);
    await expectToast(page, 'Link jest nieprawidłowy');
    const newest = linkIn(mails[2]!);
    await page.goto(newest.pathname + newest.search);
    await expectToast(page, 'Konto zostało aktywowane');
    await signInAsCustomer(page, email, 'Tynk12345');
    health.expectClean();
  });
});
