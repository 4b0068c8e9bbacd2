import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../support/stack';
import { labelled, signInAsCustomer } from '../support/browser';
import { useCustomerToken } from '../support/session';
import { DEMO_USERS } from '../../apps/server/src/seed';
import { makeCodes, makeMembers, makePackage } from '../../apps/server/src/testing/fixtures';
import { formatCode, generateCodes } from '../../apps/server/src/modules/codes/code-format';

let s: Stack;
let list: string[] = [];
beforeAll(async () => {
  s = await startStack();
  const pkg = await makePackage(s.t.db.db, { name: 'Grunt głęboko penetrujący 5 l', groupName: 'Grunty', points: 25 });
  list = await makeCodes(s.t.db.db, pkg.id, 10);
});
afterAll(() => s?.close());

describe('member: codes, points and ranking', () => {
  it('enters one code and a pasted list, then sees balance, history and ranking', async () => {
    const { page, context } = await s.newPage();
    await signInAsCustomer(page, DEMO_USERS.contractor.email, DEMO_USERS.contractor.password);

    await page.goto('/my-codes');
    await page.getByLabel(labelled('Kod produktu')).fill(formatCode(list[0]!).toLowerCase());
    await page.getByRole('button', { name: 'Dodaj kod' }).click();
    await page
      .getByText(`Dodano 25 pkt za kod ${formatCode(list[0]!)}`)
      .first()
      .waitFor();

    await page.getByLabel(labelled('Kody (jeden w wierszu)')).fill(`${list[1]}\n\n${formatCode(list[2]!)}\nZLYKOD1234\n`);
    await page.getByRole('button', { name: 'Dodaj kilka kodów' }).click();
    const results = page.getByRole('list', { name: 'Wyniki dodawania kodów' });
    await results.getByText(new RegExp(`${formatCode(list[2]!)} — dodano`)).waitFor();
    await results.getByText('Nieprawidłowy kod lub kod został już wykorzystany').waitFor();
    await page.getByRole('table', { name: 'Wpisane kody' }).getByText(formatCode(list[1]!)).waitFor();

    await page.goto('/my-points');
    const summary = page.getByRole('group', { name: 'Podsumowanie punktów' });
    await summary.getByText('75', { exact: true }).first().waitFor();
    await page.getByText('Kod wpisany na stronie').first().waitFor();

    await page.goto('/ranking');
    await page.getByText('Twoje miejsce: 1.').waitFor();
    await context.close();
  });

  it('shows the same message for wrong codes and blocks entry after 10 of them', async () => {
    const [m] = await makeMembers(s.t, 1);
    const { page, context } = await s.newPage();
    await useCustomerToken(context, s.baseUrl, m!.token);
    await page.goto('/my-codes');
    const wrong = generateCodes(10); // well-formed, but not in the database
    for (const code of wrong) {
      await page.getByLabel(labelled('Kod produktu')).fill(code);
      await page.getByRole('button', { name: 'Dodaj kod' }).click();
      await page.getByText('Nieprawidłowy kod lub kod został już wykorzystany').first().waitFor();
      await page.getByRole('button', { name: 'Dodaj kod' }).waitFor({ state: 'visible' });
    }
    await page.getByLabel(labelled('Kod produktu')).fill(list[5]!);
    await page.getByRole('button', { name: 'Dodaj kod' }).click();
    await page
      .getByText(/Wpisywanie kodów jest chwilowo zablokowane/)
      .first()
      .waitFor();
    const res = await s.t.app.inject({ method: 'GET', url: '/api/users/me/points', headers: { authorization: `Bearer ${m!.token}` } });
    expect(res.json().balance).toBe(0);
    await context.close();
  });
});
