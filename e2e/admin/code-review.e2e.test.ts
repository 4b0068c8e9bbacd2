import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRAUD_GUARD_DEFAULTS } from '@klub/contracts';
import { startStack, type Stack } from '../support/stack';
import { expectToast, signInAsAdmin, watchPageHealth } from '../support/browser';
import { useCustomerToken } from '../support/session';
import { DEMO_USERS } from '../../apps/server/src/seed';
import { makeCodes, makeMembers, makePackage } from '../../apps/server/src/testing/fixtures';

let s: Stack;
beforeAll(async () => {
  s = await startStack();
});
afterAll(() => s?.close());

describe('admin: the fraud guard’s review queue ("Kody do weryfikacji")', () => {
  it('a member over the hourly limit gets two codes held; the admin approves one and rejects the other; the member sees the balance and the message', async () => {
    const admin = await s.t.signIn(DEMO_USERS.admin.email, DEMO_USERS.admin.password, true);
    const current = (await s.t.app.inject({ method: 'GET', url: '/api/settings', headers: { authorization: `Bearer ${admin}` } })).json();
    const saved = await s.t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: { authorization: `Bearer ${admin}` },
      payload: { ...current, fraudGuard: { ...FRAUD_GUARD_DEFAULTS, memberHour: { on: true, codes: 1 } } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const pkg = await makePackage(s.t.db.db, { name: 'Farba Weryfikowana 10 l', groupName: 'Farby', points: 35 });
    const [member] = await makeMembers(s.t, 1, { prefix: 'e2ereview' });
    const codes = await makeCodes(s.t.db.db, pkg.id, 3);
    const answers = [];
    for (const code of codes)
      answers.push(
        (
          await s.t.app.inject({
            method: 'POST',
            url: '/api/users/me/codes',
            headers: { authorization: `Bearer ${member!.token}` },
            payload: { code },
          })
        ).json(),
      );
    expect(answers.map((a) => a.held?.points ?? 0)).toEqual([0, 35, 35]);
    expect(answers[1].message).toContain('Punkty czekają na weryfikację');

    const { page, context } = await s.newPage();
    const health = watchPageHealth(page);
    await signInAsAdmin(page, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
    await page.goto('/admin/codes/review');
    await page.getByRole('heading', { level: 1, name: 'Kody do weryfikacji' }).waitFor();
    const table = page.getByRole('table', { name: 'Kody do weryfikacji' });
    const rows = table.getByRole('row', { name: /e2ereview/ });
    await rows.first().waitFor();
    expect(await rows.count()).toBe(2);
    await rows.first().getByText('Za dużo kodów w godzinę').waitFor();

    // Approve the first one (its own button), reject the second (checked, then the bulk button, then confirmed).
    const [first, second] = [await rows.nth(0).getByRole('rowheader').innerText(), await rows.nth(1).getByRole('rowheader').innerText()];
    await table.getByRole('button', { name: `Zatwierdź kod ${first}` }).click();
    await expectToast(page, 'Zatwierdzono kody: 1');
    await table.getByRole('rowheader', { name: first }).waitFor({ state: 'detached' });
    await page.getByRole('checkbox', { name: `Zaznacz kod ${second}` }).check();
    await page.getByRole('button', { name: 'Odrzuć zaznaczone' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Odrzuć' }).click();
    await expectToast(page, 'Odrzucono kody: 1');
    await page.getByRole('button', { name: 'Odrzucony' }).click();
    await table.getByRole('rowheader', { name: second }).waitFor();
    health.expectClean();
    await context.close();

    // The member: 70 points (the free code and the approved one), the rejection in the inbox.
    const m = await s.newPage();
    await useCustomerToken(m.context, s.baseUrl, member!.token);
    await m.page.goto('/my-points');
    await m.page
      .getByText(/70\s*pkt|70\s*punktów/)
      .first()
      .waitFor();
    await m.page.goto('/messages');
    await m.page.getByText('Kod odrzucony po weryfikacji').first().waitFor();
    await m.context.close();
  });
});
