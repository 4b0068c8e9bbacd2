import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { banners } from '@klub/db';
import type { PublicBannerList } from '@klub/contracts';
import { startStack, type Stack } from '../support/stack';
import { PNG_2PX as PNG, isDecoded } from '../support/content';
import { expectToast, fill, signInAsAdmin, waitForPath, watchPageHealth } from '../support/browser';
import { useCustomerToken } from '../support/session';
import { DEMO_USERS } from '../../apps/server/src/seed';
import { makeMembers } from '../../apps/server/src/testing/fixtures';

let s: Stack;
beforeAll(async () => {
  s = await startStack();
});
afterAll(() => s?.close());

describe('banners: the admin sets them up, a member sees them on the home page', () => {
  it('adds two banners with pictures, reorders them by the arrows; the member sees them in that order; one with an end disappears after it', async () => {
    await s.t.db.db.delete(banners); // a retry starts from none, as the first try did
    const { page, context } = await s.newPage();
    const health = watchPageHealth(page);
    await signInAsAdmin(page, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
    const main = page.getByRole('main');
    for (const [title, link] of [
      ['Promocja zimowa', '/exchange-points'],
      ['Targi budowlane', 'https://targi.example.pl'],
    ] as const) {
      await page.goto('/admin/banners/add');
      await page.getByRole('heading', { level: 1, name: 'Banery — dodaj' }).waitFor();
      const [chooser] = await Promise.all([page.waitForEvent('filechooser'), main.getByRole('button', { name: 'Dodaj obrazek' }).click()]);
      await chooser.setFiles({ name: 'baner.png', mimeType: 'image/png', buffer: PNG });
      await main.getByRole('img', { name: 'Obrazek banera' }).waitFor();
      await fill(page, 'Tytuł (tekst alternatywny obrazka)', title);
      await fill(page, 'Link', link);
      await page.getByRole('radio', { name: 'Opublikowany' }).check();
      await page.getByRole('button', { name: 'Zapisz' }).click();
      await expectToast(page, 'Dodano baner');
      await waitForPath(page, '/admin/banners/table');
    }
    const table = page.getByRole('table', { name: 'Banery' });
    const titles = () => table.getByRole('rowheader').allTextContents();
    await expect.poll(titles).toEqual(['Promocja zimowaWszyscy · /exchange-points', 'Targi budowlaneWszyscy · https://targi.example.pl']);
    // The second goes up, by the keyboard.
    await table.getByRole('button', { name: 'Przesuń wyżej: Targi budowlane' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(titles).toEqual(['Targi budowlaneWszyscy · https://targi.example.pl', 'Promocja zimowaWszyscy · /exchange-points']);
    health.expectClean();
    await context.close();

    const [m] = await makeMembers(s.t, 1, { prefix: 'banner-e2e' });
    const member = await s.newPage();
    const memberHealth = watchPageHealth(member.page);
    await useCustomerToken(member.context, s.baseUrl, m!.token);
    const mp = member.page;
    await mp.goto('/home');
    const region = mp.getByRole('region', { name: 'Banery' });
    await region.getByRole('img', { name: 'Targi budowlane' }).waitFor();
    expect(await region.getByText('1 z 2').count()).toBe(1);
    await expect.poll(() => region.getByRole('img').evaluate(isDecoded)).toBe(true);
    await region.getByRole('button', { name: 'Następny baner' }).click();
    await region.getByRole('img', { name: 'Promocja zimowa' }).click();
    await waitForPath(mp, '/exchange-points');

    // "Targi" ends in 3 seconds (set as an admin would, through the API): after that it is gone.
    const [targi] = await s.t.db.db.select().from(banners).orderBy(asc(banners.pos));
    const token = (await s.t.signIn(DEMO_USERS.admin.email, DEMO_USERS.admin.password, true)) as string;
    const endsAt = new Date(Date.now() + 3000).toISOString();
    const patch = await s.t.app.inject({
      method: 'PATCH',
      url: `/api/banners/${targi!.id}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { title: targi!.title, image: targi!.image, link: targi!.link, endsAt },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    // Still shown before its end: asked of the API at once (a page load on a loaded machine can take
    // longer than the 3 seconds; the page showed it above).
    const before = await s.t.app.inject({ method: 'GET', url: '/api/banners', headers: { authorization: `Bearer ${m!.token}` } });
    expect((before.json() as PublicBannerList).data.map((b) => b.title)).toEqual(['Targi budowlane', 'Promocja zimowa']);
    await mp.waitForTimeout(Math.max(0, Date.parse(endsAt) - Date.now()) + 500);
    await mp.goto('/home');
    await region.getByRole('img', { name: 'Promocja zimowa' }).waitFor();
    expect(await region.getByRole('img', { name: 'Targi budowlane' }).count()).toBe(0);
    expect(await region.getByText(/z 2/).count()).toBe(0); // one left: no buttons
    memberHealth.expectClean();
    await member.context.close();
    await s.t.db.db.delete(banners);
  });
});
