import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../support/stack';
import { axeViolations } from '../support/axe';
import { expectToast, fill, signInAsAdmin, waitForPath, watchPageHealth } from '../support/browser';
import { DEMO_USERS } from '../../apps/server/src/seed';
import { makeCodes, makeMembers, makePackage } from '../../apps/server/src/testing/fixtures';

/** What axe-core finds against WCAG 2 A/AA on the page as it is: rule and elements. */
const wcagProblems = async (page: Parameters<typeof axeViolations>[0]) =>
  (await axeViolations(page)).map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

let s: Stack;
beforeAll(async () => {
  s = await startStack();
});
afterAll(() => s?.close());

describe('admin: bonus-point campaigns ("Akcje punktowe")', () => {
  it('adds a campaign, starts it, a member’s matching code earns its bonus, the list shows it spent; a change to the active one is version 2', async () => {
    // Its own package and campaign on each attempt (a retry runs on the same database).
    const attempt = Math.random().toString(36).slice(2, 6);
    const name = `Grunt głęboko penetrujący 5 l (${attempt})`;
    const title = `Podwójne punkty na grunty (${attempt})`;
    const pkg = await makePackage(s.t.db.db, { name, groupName: 'Grunty', points: 20 });
    const [member] = await makeMembers(s.t, 1, { prefix: 'e2ecamp' });

    const { page, context } = await s.newPage();
    const health = watchPageHealth(page);
    await signInAsAdmin(page, DEMO_USERS.admin.email, DEMO_USERS.admin.password);

    // 1. From the menu's section to a new draft: double points and 5 more on the package, a budget of 1 000.
    await page.goto('/admin/campaigns');
    await page.getByRole('heading', { level: 1, name: 'Akcje punktowe' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Dodaj akcję' }).click();
    await waitForPath(page, '/admin/campaigns/form');
    await fill(page, 'Nazwa akcji', title);
    const packages = page.getByRole('combobox', { name: 'Pakiety punktów' });
    await packages.fill('Grunt głęboko');
    await page.getByRole('option', { name }).click();
    await fill(page, 'Mnożnik punktów kodu', '2');
    await fill(page, 'Stały bonus (pkt za kod)', '5');
    await fill(page, 'Budżet akcji (pkt)', '1000');
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await expectToast(page, 'Akcja została dodana');
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const detailsPath = new URL(page.url()).pathname;
    expect(detailsPath).toMatch(/^\/admin\/campaigns\/form\/\d+$/);

    // 2. Started.
    const actions = page.getByRole('group', { name: 'Zmiana statusu akcji' });
    await actions.getByRole('button', { name: 'Uruchom' }).click();
    await expectToast(page, 'Status akcji: Aktywna');
    await actions.getByRole('button', { name: 'Wstrzymaj' }).waitFor();

    // 3. The member enters a code of the package: 20 points, and 20 + 5 from the campaign.
    const [code] = await makeCodes(s.t.db.db, pkg.id, 1);
    const res = await s.t.app.inject({
      method: 'POST',
      url: '/api/users/me/codes',
      headers: { authorization: `Bearer ${member!.token}` },
      payload: { code },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ points: 20, bonuses: [{ campaign: title, points: 25 }] });

    // 4. The list shows what it gave against its budget.
    await page.goto('/admin/campaigns');
    const row = page
      .getByRole('table', { name: 'Akcje punktowe' })
      .getByRole('row', { name: new RegExp(`^${title.replace(/[()]/g, '\\$&')}`) });
    await row.getByText('25 / 1 000 pkt').waitFor();
    expect(await row.getByText('Aktywna').count()).toBe(1);
    expect(await row.getByText('×2 i +5 pkt').count()).toBe(1);
    expect(await wcagProblems(page)).toEqual([]);

    // 5. A change to the active campaign is the next version of its terms.
    await row.getByRole('link', { name: title, exact: true }).click();
    await waitForPath(page, detailsPath);
    await page.getByText(/Zapisanie zmian utworzy nową wersję warunków \(wersję 2\)/).waitFor();
    await fill(page, 'Mnożnik punktów kodu', '3');
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await expectToast(page, 'Zmiany zapisane jako wersja 2 warunków akcji');
    const versions = page.getByRole('table', { name: 'Wersje warunków' });
    await expect.poll(() => versions.getByRole('rowheader').allTextContents()).toEqual(['2', '1']);
    await versions.getByRole('row', { name: /^2 .*×3 i \+5 pkt.*obecna wersja$/ }).waitFor();
    // The toast closed first: axe would measure its text half faded in.
    await page.getByTestId('toast').getByRole('button').click();
    await page.getByTestId('toast').waitFor({ state: 'detached' });
    expect(await wcagProblems(page)).toEqual([]);
    health.expectClean();
    await context.close();
  });
});
