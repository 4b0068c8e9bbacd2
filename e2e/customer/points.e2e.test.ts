import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../support/stack';
import { labelled, signInAsCustomer, waitForPath } from '../support/browser';
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

    // The main action is on the dashboard, and the header's balance follows it.
    await page.goto('/home');
    await page.getByRole('link', { name: 'Saldo: 0 pkt' }).waitFor();
    const entry = page.getByRole('region', { name: 'Wpisz kod' });
    await entry.getByLabel(labelled('Kod produktu')).fill(formatCode(list[0]!).toLowerCase());
    await entry.getByRole('button', { name: 'Dodaj kod' }).click();
    await entry
      .getByText(`Dodano 25 pkt za kod ${formatCode(list[0]!)}`)
      .first()
      .waitFor();
    await page.getByRole('link', { name: 'Saldo: 25 pkt' }).waitFor();
    await page.getByRole('region', { name: 'Saldo punktów' }).getByText('25', { exact: true }).waitFor();

    await page.goto('/my-codes');

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

    // The menu is one row; the points table is behind "Więcej", opened with the keyboard.
    const nav = page.getByRole('navigation', { name: 'Główne menu' });
    const more = nav.getByRole('button', { name: 'Więcej' });
    await more.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Punktacja produktów' }).click();
    await waitForPath(page, '/points');
    const navBox = await nav.boundingBox();
    expect(navBox!.height).toBeLessThan(60);
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

  it('says "Ten kod jest już na Twoim koncie" for a code entered again, and a pasted list\'s totals count only new codes', async () => {
    const pkg = await makePackage(s.t.db.db, { name: 'Farba lateksowa 10 l', groupName: 'Farby', points: 150 });
    const [own, ...fresh] = await makeCodes(s.t.db.db, pkg.id, 10);
    const [m] = await makeMembers(s.t, 1);
    const balance = async () =>
      (await s.t.app.inject({ method: 'GET', url: '/api/users/me/points', headers: { authorization: `Bearer ${m!.token}` } })).json()
        .balance as number;
    const { page, context } = await s.newPage();
    await useCustomerToken(context, s.baseUrl, m!.token);
    await page.goto('/my-codes');

    const form = page.getByRole('form', { name: 'Wpisz kod', exact: true });
    await form.getByLabel(labelled('Kod produktu')).fill(own!);
    await form.getByRole('button', { name: 'Dodaj kod' }).click();
    await form.getByText(`Dodano 150 pkt za kod ${formatCode(own!)}`).waitFor();
    expect(await balance()).toBe(150);

    // The same code again: an info that it is already there, not a green "Dodano"; the balance stays.
    await form.getByLabel(labelled('Kod produktu')).fill(formatCode(own!).toLowerCase());
    await form.getByRole('button', { name: 'Dodaj kod' }).click();
    const info = form.getByRole('status').filter({ hasText: 'Ten kod jest już na Twoim koncie' });
    await info.waitFor();
    expect(await info.getAttribute('class')).toContain('MuiAlert-colorInfo');
    const infoText = (await info.textContent())!.replace(/\u00a0/g, ' ');
    expect(infoText).toContain('Saldo: 150 punktów.');
    expect(infoText).not.toContain('Dodano');
    expect(await balance()).toBe(150);

    // A pasted list with the own code among 9 new ones: 9 × 150 = 1 350 added, not 1 500.
    await page.getByLabel(labelled('Kody (jeden w wierszu)')).fill([...fresh.slice(0, 4), own, ...fresh.slice(4)].join('\n'));
    await page.getByRole('button', { name: 'Dodaj kilka kodów' }).click();
    const results = page.getByRole('list', { name: 'Wyniki dodawania kodów' });
    await results.waitFor();
    const ownLine = results.getByRole('listitem').filter({ hasText: own! });
    expect((await ownLine.textContent())!).toBe(`${own} — bez zmianTen kod jest już na Twoim koncie`);
    await expect.poll(() => results.getByRole('listitem').filter({ hasText: '— dodano, +150' }).count()).toBe(9);
    const summary = page.getByRole('form', { name: 'Wpisz kilka kodów' }).getByRole('status').filter({ hasText: 'Saldo' });
    expect((await summary.textContent())!.replace(/\u00a0/g, ' ')).toBe(
      'Dodano 1 350 pkt za 9 kodów. 1 kod był już na Twoim koncie. Saldo: 1 500 punktów.',
    );
    expect(await balance()).toBe(1500);
    await context.close();
  });
});
