import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { faq, queryRows } from '@klub/db';
import { startStack, type Stack } from '../support/stack';
import { XSS_CORPUS as XSS, watchXss } from '../support/content';
import { expectToast, fill, waitForPath } from '../support/browser';
import { adminPage, memberPage } from '../support/pages';

let s: Stack;
beforeAll(async () => {
  s = await startStack();
});
afterAll(() => s?.close());

describe('FAQ: the admin writes it, a member reads and searches it', () => {
  it('group → question with a formatted answer, published; a draft and a gold-only question stay hidden; the search; no script runs', async () => {
    const { page, context, health } = await adminPage(s);
    const main = page.getByRole('main');

    await page.goto('/admin/faq/list');
    await page.getByText('Brak grup FAQ — dodaj pierwszą').waitFor();
    await main.getByRole('link', { name: 'Dodaj grupę' }).click();
    await waitForPath(page, '/admin/faq/add-group');
    await fill(page, 'Nazwa grupy', 'Kody z puszek');
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await expectToast(page, 'Dodano grupę FAQ');
    await waitForPath(page, '/admin/faq/list');

    // A question from the group's section: the group is preselected; the answer is formatted with the toolbar.
    await page.getByRole('region', { name: 'Kody z puszek' }).getByRole('link', { name: 'Dodaj pytanie do grupy' }).click();
    await waitForPath(page, '/admin/faq/add');
    await fill(page, 'Pytanie', 'Gdzie znajdę kod?');
    const editor = page.getByRole('textbox', { name: 'Odpowiedź' });
    await editor.click();
    await page.keyboard.type('Pod ');
    const toolbar = page.getByRole('toolbar', { name: 'Formatowanie: Odpowiedź' });
    const boldButton = toolbar.getByRole('button', { name: 'Pogrubienie' });
    await boldButton.click();
    await expect.poll(() => boldButton.getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.type('wieczkiem');
    // Each step waits for the editor to show it: on a loaded machine a click could land before the typing was applied.
    await editor.locator('strong', { hasText: 'wieczkiem' }).waitFor();
    await boldButton.click();
    await expect.poll(() => boldButton.getAttribute('aria-pressed')).toBe('false');
    await page.keyboard.type(' każdej puszki.');
    await editor.getByText('każdej puszki.').waitFor();
    await page.getByRole('radio', { name: 'Opublikowany' }).check();
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await expectToast(page, 'Dodano pytanie');
    await waitForPath(page, '/admin/faq/list');
    const table = page.getByRole('table', { name: 'Pytania: Kody z puszek' });
    await table.getByRole('rowheader', { name: /Gdzie znajdę kod\?/ }).waitFor();
    await table.getByText('Opublikowany').waitFor();
    const [saved] = await queryRows<{ answer: string; group_id: number }>(
      s.t.db.db,
      sql`select answer, group_id from faq where question = 'Gdzie znajdę kod?'`,
    );
    expect(saved!.answer).toBe('<p>Pod <strong>wieczkiem</strong> każdej puszki.</p>');

    // A draft, a gold-only question and the XSS corpus (through the API, as an admin would send them).
    const token = await page.evaluate(() => localStorage.getItem('klub.adminToken') ?? '');
    const post = (body: object) =>
      s.t.app.inject({
        method: 'POST',
        url: '/api/faq',
        headers: { authorization: `Bearer ${token}` },
        payload: { groupId: saved!.group_id, answer: '<p>Tekst</p>', ...body },
      });
    const added = await Promise.all([
      post({ question: 'Szkic pytania', status: 'DRAFT' }),
      post({ question: 'Tylko dla złotych', status: 'PUBLISHED', audience: { roles: [], gold: true, premium: false } }),
      post({ question: 'Czy to bezpieczne?', status: 'PUBLISHED', answer: XSS }),
    ]);
    expect(added.map((r) => r.statusCode)).toEqual([201, 201, 201]);

    // The draft, edited: published for DTHs only, from a later day at 07:30 (the admin's time): scheduled.
    await page.reload();
    await table.getByRole('link', { name: 'Edytuj pytanie Szkic pytania' }).click();
    await page.getByRole('heading', { level: 1, name: 'FAQ — edycja pytania' }).waitFor();
    await page.getByRole('radio', { name: 'Opublikowany' }).check();
    await fill(page, 'Data i godzina publikacji', '2099-12-24T07:30');
    await page.getByRole('checkbox', { name: 'DTH' }).check();
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await expectToast(page, 'Zapisano zmiany');
    await waitForPath(page, '/admin/faq/list');
    await table.getByText('Zaplanowany na 24.12.2099 07:30').waitFor();
    const [draft] = await queryRows<{ status: string; publish_at: Date; audience_roles: number[] }>(
      s.t.db.db,
      sql`select status, publish_at, audience_roles from faq where question = 'Szkic pytania'`,
    );
    const local = await page.evaluate(() => new Date('2099-12-24T07:30:00').toISOString());
    expect([draft!.status, new Date(draft!.publish_at).toISOString(), draft!.audience_roles]).toEqual(['PUBLISHED', local, [41]]);
    health.expectClean();
    await context.close();

    const { page: mp, context: memberContext, health: memberHealth, member: m } = await memberPage(s, 'faq-e2e');
    const xss = watchXss(mp);
    await mp.goto('/faq');
    await mp.getByRole('heading', { level: 2, name: 'Kody z puszek' }).waitFor();
    expect(await mp.getByRole('status').filter({ hasText: 'pyta' }).textContent()).toBe('2 pytania');
    expect(await mp.getByText('Szkic pytania').count()).toBe(0);
    expect(await mp.getByText('Tylko dla złotych').count()).toBe(0);

    // The keyboard opens a question: Tab to it, Enter.
    const question = mp.getByRole('button', { name: 'Gdzie znajdę kod?' });
    await question.focus();
    await mp.keyboard.press('Enter');
    await expect.poll(() => question.getAttribute('aria-expanded')).toBe('true');
    const bold = mp.locator('strong', { hasText: 'wieczkiem' });
    await bold.waitFor();

    // The XSS answer opens inert: its text shows, no script ran, no dialog, nothing in the console.
    await mp.getByRole('button', { name: 'Czy to bezpieczne?' }).click();
    await xss.expectInert();

    // The search keeps the questions with every word, whatever the letters' case and accents.
    await mp.getByRole('searchbox', { name: 'Szukaj w pytaniach i odpowiedziach' }).fill('KAZDEJ puszki');
    await mp.getByText('Znaleziono 1 pytanie').waitFor();
    expect(await mp.getByRole('button', { name: 'Czy to bezpieczne?' }).count()).toBe(0);
    await mp.getByRole('searchbox').fill('rabat');
    await mp.getByText('Nic nie znaleziono dla „rabat”').waitFor();
    memberHealth.expectClean();

    // Made gold by an admin (members list, PATCH /api/users/gold/{id}), the member reads the gold-only question at once.
    const gold = await s.t.app.inject({
      method: 'PATCH',
      url: `/api/users/gold/${m.id}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { isGold: true },
    });
    expect(gold.statusCode, gold.body).toBe(200);
    await mp.reload();
    await mp.getByRole('button', { name: 'Tylko dla złotych' }).waitFor();
    await memberContext.close();
    await s.t.db.db.delete(faq);
  });
});
