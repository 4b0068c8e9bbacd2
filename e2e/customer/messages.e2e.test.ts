import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '@klub/db';
import { startStack, type Stack } from '../support/stack';
import { expectToast, fill, labelled, signInAsAdmin, waitForPath, watchPageHealth, downloaded } from '../support/browser';
import { useCustomerToken } from '../support/session';
import { axeViolations } from '../support/axe';
import { DEMO_USERS } from '../../apps/server/src/seed';
import { makeMembers } from '../../apps/server/src/testing/fixtures';
import { PDF_DOC } from '../../apps/server/src/testing/multipart';

let s: Stack;
const axeSummary = (violations: Awaited<ReturnType<typeof axeViolations>>) =>
  violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
beforeAll(async () => {
  s = await startStack();
});
afterAll(() => s?.close());

describe('messages between a member and the club', () => {
  it('a member writes on /contact with an attachment → the admin downloads it, reads it and replies, by e-mail too → the member sees the unread badge and opens the answer; another message is e-mailed from the sent list', async () => {
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
    // With the order's confirmation attached (a PDF; uploaded at once, private to the member and the admins).
    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: 'Potwierdzenie zamówienia.pdf', mimeType: 'application/pdf', buffer: PDF_DOC });
    await form.getByTestId('contact-attachment').filter({ hasText: 'Potwierdzenie zamówienia.pdf' }).waitFor();
    expect(axeSummary(await axeViolations(mp))).toEqual([]);
    await form.getByRole('button', { name: 'Wyślij' }).click();
    await mp.getByText('Wiadomość została wysłana').waitFor();
    expect(await form.getByTestId('contact-attachment').count()).toBe(0);

    // The admin: received (new), read, reply.
    const { page } = await s.newPage();
    const health = watchPageHealth(page);
    await signInAsAdmin(page, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
    await page.goto('/admin/messages/list');
    const received = page.getByRole('table', { name: 'Odebrane wiadomości' });
    const row = received.getByRole('row', { name: /Imię0 Nazwisko0/ });
    await row.getByText('Nowa', { exact: true }).waitFor();
    // The attachment downloads with the admin's token, byte for byte.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: 'Pobierz załącznik Potwierdzenie zamówienia.pdf' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Potwierdzenie zamówienia.pdf');
    expect((await downloaded(download)).equals(PDF_DOC)).toBe(true);
    expect(axeSummary(await axeViolations(page))).toEqual([]);
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
    // The answer goes by e-mail as well.
    await page.getByRole('checkbox', { name: 'Wyślij także e-mailem' }).check();
    await page.getByRole('button', { name: 'Wyślij' }).click();
    await page.getByText(/Wiadomość została wysłana: Imię0 Nazwisko0\. E-mail z wiadomością został zlecony do wysyłki/).waitFor();
    const mail = await s.t.mailbox.waitFor(who!.email, 'Re: Zamówienie lub nagroda', 20_000);
    expect(mail.text).toContain('Wysłaliśmy ją wczoraj kurierem.');
    await page.getByRole('status').getByRole('link', { name: 'wysłane' }).click();
    await waitForPath(page, '/admin/messages/sent');
    const sentTable = page.getByRole('table', { name: 'Wysłane wiadomości' });
    const sentRow = sentTable.getByRole('row').filter({ hasText: 'Re: Zamówienie lub nagroda' });
    await sentRow.getByText('Nieprzeczytana').waitFor();
    await sentRow.getByText('Wysłano e-mailem').waitFor();

    // A second message, its recipient found by the look-up, only to the inbox; e-mailed later from the sent list.
    await page.getByRole('main').getByRole('link', { name: 'Nowa wiadomość' }).click();
    await page.getByRole('combobox', { name: labelled('Adresat') }).fill(who!.email.slice(0, 12));
    await page.getByRole('option', { name: new RegExp(`^Imię0 Nazwisko0 \\(${who!.email}\\)`) }).click();
    await fill(page, 'Temat', 'Nowy katalog — zażółć gęślą jaźń');
    await page.getByRole('textbox', { name: 'Treść' }).click();
    await page.keyboard.type('Katalog czeka w Klubie.');
    await page.getByRole('textbox', { name: 'Treść' }).getByText('Katalog czeka w Klubie.').waitFor();
    await page.getByRole('button', { name: 'Wyślij' }).click();
    // Only to the inbox: the note names no e-mail.
    await page
      .getByRole('status')
      .filter({ hasText: /^Wiadomość została wysłana: Imię0 Nazwisko0\. Zobacz wysłane\.$/ })
      .waitFor();
    await page.goto('/admin/messages/sent');
    const second = sentTable.getByRole('row').filter({ hasText: 'Nowy katalog' });
    await second.getByRole('button', { name: /^Wyślij e-mailem/ }).click();
    await expectToast(page, 'E-mail z wiadomością został zlecony do wysyłki');
    await second.getByText('Wysłano e-mailem').waitFor();
    const catalogue = await s.t.mailbox.waitFor(who!.email, 'Nowy katalog — zażółć gęślą jaźń', 20_000);
    expect(catalogue.text).toContain('Katalog czeka w Klubie.');
    await page.goto('/admin/messages/list');
    await received
      .getByRole('row', { name: /Imię0 Nazwisko0/ })
      .getByText(/^Odpowiedziano/)
      .waitFor();

    // The member: the badge counts the answer; opening it marks it read.
    await mp.goto('/messages');
    await mp.getByRole('link', { name: 'Wiadomości: 2 nieprzeczytane' }).waitFor();
    const item = mp.getByRole('listitem').filter({ hasText: 'Re: Zamówienie lub nagroda' });
    await item.getByText('Nowa', { exact: true }).waitFor();
    await item.getByRole('button', { name: /Re: Zamówienie lub nagroda/ }).click();
    await item.getByText('Wysłaliśmy ją wczoraj kurierem.').waitFor();
    await mp.getByRole('link', { name: 'Wiadomości: 1 nieprzeczytana' }).waitFor();
    // The list is read again after the badge: its "Nowa" goes when that answer comes.
    await expect.poll(() => item.getByText('Nowa', { exact: true }).count()).toBe(0);

    // The admin's sent list shows it read.
    await page.goto('/admin/messages/sent');
    await sentRow.getByText('Przeczytana', { exact: true }).waitFor();
    healthM.expectClean();
    health.expectClean();
  });
});
