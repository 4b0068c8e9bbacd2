import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('the trainings notice board', () => {
  it('admin publishes a training news item → a member sees it on the notice board of /trainings and opens it; /news stays without it', async () => {
    const { page } = await s.newPage();
    const health = watchPageHealth(page);
    await signInAsAdmin(page, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
    const main = page.getByRole('main');

    await page.goto('/admin/trainings/news');
    await page.getByText('Brak aktualności szkoleniowych — dodaj pierwszą').waitFor();
    await main.getByRole('link', { name: 'Dodaj' }).click();
    await waitForPath(page, '/admin/trainings/news/form');
    await fill(page, 'Tytuł', 'Nowe terminy warsztatów tynkarskich');
    await fill(page, 'Wstęp (na liście)', 'Grudzień i styczeń w Krakowie.');
    const editor = page.getByRole('textbox', { name: 'Treść' });
    await editor.click();
    await page.keyboard.type('Zapisy ruszają w poniedziałek.');
    await editor.getByText('Zapisy ruszają w poniedziałek.').waitFor();
    await page.getByRole('radio', { name: 'Opublikowany' }).check();
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await expectToast(page, 'Dodano aktualność szkoleniową');
    await waitForPath(page, '/admin/trainings/news');
    await page
      .getByRole('table', { name: 'Szkolenia — aktualności' })
      .getByRole('rowheader', { name: /Nowe terminy warsztatów tynkarskich/ })
      .waitFor();

    // The menu's "Tablica ogłoszeń" lists the same training news.
    await page.goto('/admin/trainings/notice-board');
    await page.getByRole('heading', { level: 1, name: 'Szkolenia — tablica ogłoszeń' }).waitFor();
    await page
      .getByRole('table', { name: 'Szkolenia — aktualności' })
      .getByRole('rowheader', { name: /Nowe terminy warsztatów tynkarskich/ })
      .waitFor();

    const [m] = await makeMembers(s.t, 1, { prefix: 'board-e2e' });
    const member = await s.newPage({ width: 1024, height: 1000 });
    const healthM = watchPageHealth(member.page);
    await useCustomerToken(member.context, s.baseUrl, m!.token);
    const mp = member.page;
    await mp.goto('/trainings');
    const board = mp.getByRole('region', { name: 'Tablica ogłoszeń' });
    const item = board.getByRole('heading', { level: 3, name: 'Nowe terminy warsztatów tynkarskich' });
    await item.waitFor();
    await board.getByText('Nowe', { exact: true }).waitFor();
    await board.getByRole('link', { name: /Nowe terminy warsztatów tynkarskich/ }).click();
    await mp.getByRole('heading', { level: 1, name: 'Nowe terminy warsztatów tynkarskich' }).waitFor();
    expect(new URL(mp.url()).pathname).toMatch(/^\/trainings\/news\/\d+$/);
    await mp.getByText('Zapisy ruszają w poniedziałek.').waitFor();

    // Training news are not news: /news has none.
    await mp.goto('/news');
    await mp.getByText('Brak aktualności — zajrzyj tu później').waitFor();

    health.expectClean();
    healthM.expectClean();
  });
});
