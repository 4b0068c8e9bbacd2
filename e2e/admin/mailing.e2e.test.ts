import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { ROLES } from '@klub/contracts';
import { users } from '@klub/db';
import { startStack, type Stack } from '../support/stack';
import { expectToast, fill, signInAsAdmin } from '../support/browser';
import { DEMO_USERS } from '../../apps/server/src/seed';
import { makeMembers } from '../../apps/server/src/testing/fixtures';
import { bearer } from '../../apps/server/src/testing/test-app';

let s: Stack;
beforeAll(async () => {
  s = await startStack();
});
afterAll(() => s?.close());

describe('admin: a segmented mailing', () => {
  it('picks architects, sees how many it reaches and a preview, sends; the progress bar fills, the mailing is listed; members get it', async () => {
    const architects = await makeMembers(s.t, 5, { role: ROLES.ARCHITECT, prefix: 'mailing-arch' });
    await s.t.db.db
      .update(users)
      .set({ marketingConsent: true })
      .where(
        inArray(
          users.id,
          architects.slice(0, 3).map((m) => m.id),
        ),
      );

    const { page, context } = await s.newPage();
    await signInAsAdmin(page, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
    await page.goto('/admin/messages/send-mailing');
    await page.getByRole('heading', { level: 1, name: 'Wiadomości — mailing' }).waitFor();
    await fill(page, 'Temat', 'Nowa linia farb — zażółć gęślą jaźń');
    await page.getByRole('textbox', { name: 'Treść' }).click();
    await page.keyboard.type('Zapraszamy do sklepu partnerskiego.');
    await page.getByRole('checkbox', { name: 'Architekt lub projektant' }).check();
    await page.getByRole('status').filter({ hasText: 'Odbiorcy: 5 członków; e-mail dostanie 3' }).waitFor();
    const preview = page.getByLabel('Podgląd wiadomości');
    await preview.getByText('Zapraszamy do sklepu partnerskiego.').waitFor();
    expect(await preview.textContent()).toContain('Nowa linia farb — zażółć gęślą jaźń');

    await page.getByRole('button', { name: 'Wyślij mailing' }).press('Enter');
    await expectToast(page, 'Mailing został zlecony do wysyłki');
    const bar = page.getByRole('progressbar', { name: 'Postęp mailingu „Nowa linia farb — zażółć gęślą jaźń”' }).first();
    await bar.waitFor();
    await expect.poll(() => bar.getAttribute('aria-valuenow'), { timeout: 20_000 }).toBe('100');
    await page.getByText('Wysłano 3 z 3 e-maili').first().waitFor();
    const row = page.getByRole('table', { name: 'Mailingi' }).getByRole('row').filter({ hasText: 'Nowa linia farb' });
    await row.getByText('Wysłany').waitFor();
    await context.close();

    for (const m of architects) {
      const inbox = (await s.t.app.inject({ method: 'GET', url: '/api/messages', headers: bearer(m.token) })).json();
      expect(inbox.data.map((x: { topic: string }) => x.topic)).toContain('Nowa linia farb — zażółć gęślą jaźń');
    }
    await s.t.mailsSettled();
    expect(s.t.mailbox.mails.filter((m) => m.subject === 'Nowa linia farb — zażółć gęślą jaźń')).toHaveLength(3);
  });
});
