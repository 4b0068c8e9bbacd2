import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '@klub/db';
import { startStack, type Stack } from '../support/stack';
import { fill, labelled, signInAsAdmin, waitForPath, watchPageHealth } from '../support/browser';
import { useCustomerToken } from '../support/session';
import { DEMO_USERS } from '../../apps/server/src/seed';
import { makeMembers } from '../../apps/server/src/testing/fixtures';

let s: Stack;
beforeAll(async () => {
  s = await startStack();
});
afterAll(() => s?.close());

describe('messages between a member and the club', () => {
  it('a member writes on /contact → the admin reads it and replies → the member sees the unread badge, opens the answer and the badge clears', async () => {
    const [m] = await makeMembers(s.t, 1, { prefix: 'msg-e2e' });
    const [who] = await s.t.db.db.select({ email: users.email }).from(users).where(eq(users.id, m!.id));
    const member = await s.newPage({ width: 1024, height: 1000 });
    const healthM = watchPageHealth(member.page);
    await useCustomerToken(member.context, s.baseUrl, m!.token);
    const mp = member.page;

    // The member: an empty inbox, then /contact.
    await mp.goto('/messages');
    await mp.getByText('Brak wiadomości').waitFor();
    await mp.getByRole('link', { name: 'Wiadomości: brak nieprzeczytanych' }).waitFor();
    await mp.goto('/contact');
    const form = mp.getByRole('form', { name: 'Wiadomość do Klubu' });
    await form.getByLabel(labelled('Temat')).selectOption({ label: 'Zamówienie lub nagroda' });
    await fill(mp, 'Wiadomość', 'Zamówiłem wiertarkę 3 tygodnie temu — kiedy przyjdzie?');
    await form.getByRole('button', { name: 'Wyślij' }).click();
    await mp.getByText('Wiadomość została wysłana').waitFor();

    // The admin: received (new), read, reply.
    const { page } = await s.newPage();
    const health = watchPageHealth(page);
    await signInAsAdmin(page, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
    await page.goto('/admin/messages/list');
    const received = page.getByRole('table', { name: 'Odebrane wiadomości' });
    const row = received.getByRole('row', { name: /Imię0 Nazwisko0/ });
    await row.getByText('Nowa', { exact: true }).waitFor();
    await row.getByRole('button', { name: /^Czytaj/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Zamówienie lub nagroda' });
    await dialog.getByText('Zamówiłem wiertarkę 3 tygodnie temu — kiedy przyjdzie?').waitFor();
    await dialog.getByRole('link', { name: 'Odpowiedz' }).click();
    await page.waitForURL(/\/admin\/messages\/send-message\/\d+\?/);
    expect(await page.getByRole('combobox', { name: labelled('Adresat') }).inputValue()).toContain(who!.email);
    expect(await page.getByRole('textbox', { name: labelled('Temat') }).inputValue()).toBe('Re: Zamówienie lub nagroda');
    await page.getByRole('textbox', { name: 'Treść' }).click();
    await page.keyboard.type('Wysłaliśmy ją wczoraj kurierem.');
    await page.getByRole('textbox', { name: 'Treść' }).getByText('Wysłaliśmy ją wczoraj kurierem.').waitFor();
    await page.getByRole('button', { name: 'Wyślij' }).click();
    await page.getByText(/Wiadomość została wysłana: Imię0 Nazwisko0/).waitFor();
    await page.getByRole('status').getByRole('link', { name: 'wysłane' }).click();
    await waitForPath(page, '/admin/messages/sent');
    const sentRow = page.getByRole('table', { name: 'Wysłane wiadomości' }).getByRole('row', { name: /Imię0 Nazwisko0/ });
    await sentRow.getByText('Nieprzeczytana').waitFor();
    await page.goto('/admin/messages/list');
    await received
      .getByRole('row', { name: /Imię0 Nazwisko0/ })
      .getByText(/^Odpowiedziano/)
      .waitFor();

    // The member: the badge counts the answer; opening it marks it read.
    await mp.goto('/messages');
    await mp.getByRole('link', { name: 'Wiadomości: 1 nieprzeczytana' }).waitFor();
    const item = mp.getByRole('listitem').filter({ hasText: 'Re: Zamówienie lub nagroda' });
    await item.getByText('Nowa', { exact: true }).waitFor();
    await item.getByRole('button', { name: /Re: Zamówienie lub nagroda/ }).click();
    await item.getByText('Wysłaliśmy ją wczoraj kurierem.').waitFor();
    await mp.getByRole('link', { name: 'Wiadomości: brak nieprzeczytanych' }).waitFor();
    expect(await item.getByText('Nowa', { exact: true }).count()).toBe(0);

    // The admin's sent list shows it read.
    await page.goto('/admin/messages/sent');
    await sentRow.getByText('Przeczytana', { exact: true }).waitFor();
    healthM.expectClean();
    health.expectClean();
  });
});
