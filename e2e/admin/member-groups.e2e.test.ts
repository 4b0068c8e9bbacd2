import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { queryRows, users } from '@klub/db';
import { startStack, type Stack } from '../support/stack';
import { expectToast, fill, signInAsAdmin, waitForPath, watchPageHealth } from '../support/browser';
import { useCustomerToken } from '../support/session';
import { DEMO_USERS } from '../../apps/server/src/seed';
import { makeMembers } from '../../apps/server/src/testing/fixtures';

let s: Stack;
beforeAll(async () => {
  s = await startStack();
});
afterAll(() => s?.close());

describe('admin: member groups, and news for one group', () => {
  it('makes a group, adds one member by search and one by a pasted e-mail, removes one; news for the group reaches its member only', async () => {
    const [inside, removed] = await makeMembers(s.t, 2, { prefix: 'e2egrp' });
    const emailOf = async (id: number) => (await s.t.db.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]!.email;
    const [insideEmail, removedEmail] = [await emailOf(inside!.id), await emailOf(removed!.id)];

    const { page, context } = await s.newPage();
    const health = watchPageHealth(page);
    await signInAsAdmin(page, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
    const main = page.getByRole('main');

    // 1. The group, from the members' menu.
    await page.goto('/admin/club-members/groups');
    await page.getByText('Brak grup — dodaj pierwszą').waitFor();
    await main.getByRole('link', { name: 'Dodaj grupę' }).click();
    await waitForPath(page, '/admin/club-members/groups/add');
    await fill(page, 'Nazwa grupy', 'Malarze — akcja zimowa');
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await expectToast(page, 'Dodano grupę — dodaj do niej członków');
    const [group] = await queryRows<{ id: number }>(s.t.db.db, sql`select id from member_groups where name = 'Malarze — akcja zimowa'`);
    await waitForPath(page, `/admin/club-members/groups/${group!.id}`);
    await page.getByText('Nikogo nie ma jeszcze w tej grupie').waitFor();

    // 2. One member by search, picked with the keyboard.
    const picker = page.getByRole('combobox', { name: 'Znajdź członka klubu' });
    await picker.fill(insideEmail);
    await page.getByRole('option', { name: new RegExp(insideEmail.replace(/[.]/g, '\\.')) }).waitFor();
    await picker.press('ArrowDown');
    await picker.press('Enter');
    await page.getByRole('button', { name: 'Dodaj', exact: true }).click();
    await expectToast(page, 'Dodano do grupy: Imię0 Nazwisko0');

    // 3. One by a pasted column of e-mails, with an address nobody in the club has.
    await fill(page, 'Adresy e-mail do dodania', `${removedEmail}\nnikt.taki@example.pl`);
    await page.getByRole('button', { name: 'Dodaj z listy' }).click();
    await page
      .getByText('Dodano: 1. Nie dodano (nie ma takiego członka klubu albo to nie jest adres e-mail): nikt.taki@example.pl')
      .waitFor();
    const table = page.getByRole('table', { name: 'Członkowie grupy' });
    await expect.poll(() => table.getByRole('rowheader').allTextContents()).toEqual(['Imię1 Nazwisko1', 'Imię0 Nazwisko0']);

    // 4. One leaves again.
    await table.getByRole('button', { name: 'Usuń Imię1 Nazwisko1 z grupy' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Usuń' }).click();
    await expectToast(page, 'Usunięto z grupy');
    await expect.poll(() => table.getByRole('rowheader').allTextContents()).toEqual(['Imię0 Nazwisko0']);

    // 5. News for this group only: its audience picked in the form, shown by name in the table.
    await page.goto('/admin/news/form');
    await fill(page, 'Tytuł', 'Zimowa akcja dla malarzy');
    await page.getByRole('textbox', { name: 'Treść' }).click();
    await page.keyboard.type('Podwójne punkty do końca lutego.');
    await page.getByRole('radio', { name: 'Opublikowany' }).check();
    const groups = page.getByRole('combobox', { name: 'Odbiorcy: grupy członków' });
    await groups.fill('akcja zim');
    await page.getByRole('option', { name: 'Malarze — akcja zimowa' }).click();
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await expectToast(page, 'Dodano aktualność');
    await waitForPath(page, '/admin/news');
    await page
      .getByRole('table', { name: 'Aktualności' })
      .getByRole('rowheader', { name: 'Zimowa akcja dla malarzy Malarze — akcja zimowa' })
      .waitFor();
    health.expectClean();
    await context.close();

    // 6. The member in the group reads it; the one who left does not.
    for (const [who, sees] of [
      [inside!, true],
      [removed!, false],
    ] as const) {
      const member = await s.newPage();
      await useCustomerToken(member.context, s.baseUrl, who.token);
      await member.page.goto('/news');
      await member.page.getByRole('heading', { level: 1, name: 'Aktualności' }).waitFor();
      if (sees) await member.page.getByText('Zimowa akcja dla malarzy').first().waitFor();
      else {
        await member.page.getByText('Brak aktualności').waitFor();
        expect(await member.page.getByText('Zimowa akcja dla malarzy').count()).toBe(0);
      }
      await member.context.close();
    }
  });
});
