import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { posts, queryRows } from '@klub/db';
import { startStack, type Stack } from '../support/stack';
import { PNG_2PX as PNG, XSS_CORPUS as XSS, isDecoded, watchXss } from '../support/content';
import { expectToast, fill, waitForPath } from '../support/browser';
import { adminPage, memberPage } from '../support/pages';
import { axeViolations } from '../support/axe';

let s: Stack;
beforeAll(async () => {
  s = await startStack();
});
afterAll(() => s?.close());

describe('news: the admin writes it, a member reads it on the home page and on /news', () => {
  it('a news item with a heading, a link and an uploaded picture → home and /news, "Nowe" until opened; 30 news → two pages; no script runs', async () => {
    const { page, context, health } = await adminPage(s);
    const main = page.getByRole('main');

    await page.goto('/admin/news');
    await page.getByText('Brak aktualności — dodaj pierwszą').waitFor();
    await main.getByRole('link', { name: 'Dodaj' }).click();
    await waitForPath(page, '/admin/news/form');
    await fill(page, 'Tytuł', 'Nowy katalog nagród');
    await fill(page, 'Wstęp (na liście)', 'Ponad 40 nowych nagród.');
    // The list picture: the file field's button, a real upload.
    const [listPhoto] = await Promise.all([page.waitForEvent('filechooser'), main.getByRole('button', { name: 'Dodaj zdjęcie' }).click()]);
    await listPhoto.setFiles({ name: 'katalog.png', mimeType: 'image/png', buffer: PNG });
    await main.getByRole('img', { name: 'Zdjęcie na liście' }).waitFor();

    // The body: a heading from the toolbar, text, a link by the keyboard, a picture uploaded from the toolbar.
    const editor = page.getByRole('textbox', { name: 'Treść' });
    const toolbar = page.getByRole('toolbar', { name: 'Formatowanie: Treść' });
    await editor.click();
    // Every toolbar button is named with what it shows ("H2", not only its tooltip's "Nagłówek").
    expect((await axeViolations(page, ['label-content-name-mismatch'])).map((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
    await toolbar.getByRole('button', { name: 'H2 — nagłówek' }).click();
    await page.keyboard.type('Co nowego');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Zobacz ');
    await page.keyboard.press('ControlOrMeta+K');
    await fill(page, 'Adres', 'klub.example.pl/katalog');
    await fill(page, 'Tekst odnośnika', 'cały katalog');
    await page.keyboard.press('Enter');
    await editor.getByRole('link', { name: 'cały katalog' }).waitFor();
    await page.keyboard.press('Enter');
    const [bodyPhoto] = await Promise.all([
      page.waitForEvent('filechooser'),
      toolbar.getByRole('button', { name: 'Wstaw zdjęcie' }).click(),
    ]);
    await bodyPhoto.setFiles({ name: 'nagrody.png', mimeType: 'image/png', buffer: PNG });
    await editor.locator('img').waitFor();
    await page.getByRole('radio', { name: 'Opublikowany' }).check();
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await expectToast(page, 'Dodano aktualność');
    await waitForPath(page, '/admin/news');
    const table = page.getByRole('table', { name: 'Aktualności' });
    await table.getByRole('rowheader', { name: /Nowy katalog nagród/ }).waitFor();
    await table.getByText('Opublikowany').waitFor();
    const [saved] = await queryRows<{ body: string; image: string }>(
      s.t.db.db,
      sql`select body, image from posts where title = 'Nowy katalog nagród'`,
    );
    expect(saved!.image).toMatch(/^[\w-]+\.png$/);
    expect(saved!.body).toMatch(
      /^<h2>Co nowego<\/h2><p>Zobacz <a target="_blank" rel="noopener noreferrer" href="https:\/\/klub\.example\.pl\/katalog">cały katalog<\/a><\/p><img src="\/api\/files\/download\/[\w-]+\.png" alt="" \/>/,
    );

    // 29 more through the API (older ones, dated a day apart), the XSS corpus among them.
    const token = await page.evaluate(() => localStorage.getItem('klub.adminToken') ?? '');
    for (let i = 1; i <= 29; i++) {
      const res = await s.t.app.inject({
        method: 'POST',
        url: '/api/news',
        headers: { authorization: `Bearer ${token}` },
        payload: {
          title: i === 1 ? 'Czy to bezpieczne?' : `Starsza aktualność ${i}`,
          body: i === 1 ? XSS : '<p>Tekst</p>',
          status: 'PUBLISHED',
          publishAt: new Date(Date.now() - i * 86_400_000).toISOString(),
        },
      });
      expect(res.statusCode).toBe(201);
    }
    health.expectClean();
    await context.close();

    const { page: mp, context: memberContext, health: memberHealth } = await memberPage(s, 'news-e2e');
    const xss = watchXss(mp);

    // Home: the 10 newest, the new item first with its picture and the "Nowe" mark.
    await mp.goto('/home');
    const home = mp.getByRole('region', { name: 'Aktualności' });
    const first = home.getByRole('article').first();
    await first.getByRole('heading', { level: 3, name: 'Nowy katalog nagród' }).waitFor();
    expect(await home.getByRole('article').count()).toBe(10);
    expect(await first.getByText('Nowe').count()).toBe(1);
    await expect.poll(() => first.locator('img').evaluate(isDecoded)).toBe(true);
    // The card loads a WebP copy by its srcset, never the uploaded original.
    expect(await first.locator('img').evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
      /\/api\/files\/download\/[\w-]+\.png\?w=(320|640|1280)$/,
    );

    // /news: 24 on page 1, the other 6 on page 2 (by the page link, then by the keyboard back to 1).
    await home.getByRole('link', { name: 'Wszystkie aktualności' }).click();
    await waitForPath(mp, '/news');
    await mp.getByRole('heading', { level: 2, name: 'Nowy katalog nagród' }).waitFor();
    expect(await mp.getByRole('main').getByRole('article').count()).toBe(24);
    const pages = mp.getByRole('navigation', { name: 'Strony' });
    await pages.getByRole('link', { name: 'Przejdź do strony 2' }).click();
    await mp.getByRole('heading', { level: 2, name: 'Starsza aktualność 29' }).waitFor();
    expect(new URL(mp.url()).search).toBe('?page=2');
    expect(await mp.getByRole('main').getByRole('article').count()).toBe(6);
    await pages.getByRole('link', { name: 'Przejdź do strony 1' }).focus();
    await mp.keyboard.press('Enter');
    await mp.getByRole('heading', { level: 2, name: 'Nowy katalog nagród' }).waitFor();

    // Opening it: the heading, the link and the picture of the body; back on the list it is no longer new.
    await mp.getByRole('link', { name: /Nowy katalog nagród/ }).click();
    await mp.getByRole('heading', { level: 1, name: 'Nowy katalog nagród' }).waitFor();
    await mp.getByRole('heading', { level: 2, name: 'Co nowego' }).waitFor();
    expect(await mp.getByRole('link', { name: 'cały katalog' }).getAttribute('href')).toBe('https://klub.example.pl/katalog');
    await expect
      .poll(() =>
        mp
          .locator('article img')
          .last()
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBe(2);
    await mp.getByRole('link', { name: 'Aktualności' }).first().click();
    const card = mp.getByRole('article').filter({ hasText: 'Nowy katalog nagród' });
    await card.waitFor();
    await expect.poll(() => card.getByText('Nowe').count()).toBe(0);

    // The XSS item opens inert.
    await mp.goto('/news');
    await mp.getByRole('link', { name: /Czy to bezpieczne\?/ }).click();
    await xss.expectInert();
    memberHealth.expectClean();
    await memberContext.close();
    await s.t.db.db.delete(posts);
  });
});
