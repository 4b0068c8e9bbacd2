import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../support/stack';
import { expectToast, signInAsAdmin } from '../support/browser';
import { DEMO_USERS } from '../../apps/server/src/seed';

let s: Stack;
beforeAll(async () => {
  // No retries: a mail the SMTP server refuses once is given up at once (in production: 8 retries over about 2 h).
  s = await startStack({ MAIL_RETRY_LIMIT: '0' });
});
afterAll(() => s?.close());

describe('admin: e-mails that could not be sent', () => {
  it('a reset mail the SMTP server refused shows under "Nieudane e-maile" with the answer; "Wyślij ponownie" delivers it and empties the list', async () => {
    s.t.mailbox.refuse(1);
    const reset = await s.t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password/init',
      payload: { email: DEMO_USERS.contractor.email, isAdmin: false },
    });
    expect(reset.statusCode).toBe(200);
    await s.t.mailsSettled();
    expect(s.t.mailbox.mails).toEqual([]);

    const { page, context } = await s.newPage();
    await signInAsAdmin(page, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
    await page.goto('/admin/settings/logs');
    await page.getByRole('tab', { name: 'Nieudane e-maile' }).click();
    const table = page.getByRole('table', { name: 'Nieudane e-maile' });
    const row = table.getByRole('row').filter({ hasText: DEMO_USERS.contractor.email });
    await row.waitFor();
    expect(await row.textContent()).toContain('451 Serwer chwilowo niedostępny');
    expect(page.url()).toContain('tab=nieudane');

    await row.getByRole('button', { name: `Wyślij ponownie e-mail do ${DEMO_USERS.contractor.email}` }).press('Enter');
    await expectToast(page, 'Ponownie w kolejce do wysyłki: 1');
    await page.getByText('Wszystkie e-maile zostały wysłane').waitFor();
    const mail = await s.t.mailbox.waitFor(DEMO_USERS.contractor.email);
    expect(mail.text).toContain('/reset-password?token=');
    await context.close();
  });
});
