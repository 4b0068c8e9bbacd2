import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { startStack, type Stack } from '../support/stack';
import { axeViolations } from '../support/axe';
import { signInAsAdmin, watchPageHealth, downloaded } from '../support/browser';
import { DEMO_USERS } from '../../apps/server/src/seed';
import { userByEmail } from '../../apps/server/src/testing/fixtures';
import { createTokenService } from '../../apps/server/src/plugins/access';
import { seedCampaignReport } from '../../apps/server/src/modules/stats/campaign-report.test-helpers';

/**
 * The campaign report (Statystyki — akcje punktowe) on the API test's data set
 * (apps/server/src/modules/stats/campaign-report.test-helpers.ts): "Farba na wiosnę", 2026-03-02 – 03-08,
 * 4 codes with a bonus by 2 members, 35 of 35 budget points, Farba codes per day 0,43 before → 0,71 during.
 */
let s: Stack;
let id = 0;

beforeAll(async () => {
  s = await startStack();
  const admin = await userByEmail(s.t.db.db, DEMO_USERS.admin.email);
  const token = (await createTokenService(s.t.db.db, s.t.config).issue(admin, 'admin', {})).accessToken;
  ({ id } = await seedCampaignReport(s.t, token));
});
afterAll(() => s?.close());

/** A figure card's text, spaces made plain. */
const figure = async (page: Page, title: string) =>
  (await page.getByRole('list', { name: 'Podsumowanie akcji' }).getByRole('listitem', { name: title }).innerText()).replace(/\s+/g, ' ');

async function download(page: Page, button: string): Promise<{ name: string; body: Buffer }> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = await downloading;
  return { name: file.suggestedFilename(), body: await downloaded(file) };
}

describe('admin: campaign report', () => {
  it('from the statistics overview: figures, the chart, the days and the lift; another period; the PDF and the CSV', async () => {
    const { page, context } = await s.newPage();
    const health = watchPageHealth(page);
    await signInAsAdmin(page, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
    await page.goto('/admin/statistics');
    await page.getByRole('navigation', { name: 'Pozostałe raporty' }).getByRole('link', { name: 'Statystyki — akcje punktowe' }).click();
    await page.getByRole('heading', { name: 'Statystyki — akcje punktowe', level: 1 }).waitFor();
    await page.getByRole('list', { name: 'Podsumowanie akcji' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Akcja punktowa' }).inputValue()).toBe(String(id));
    expect(await figure(page, 'Kody z bonusem')).toBe('Kody z bonusem 4');
    expect(await figure(page, 'Punkty bonusowe')).toBe('Punkty bonusowe 35 pkt 3,50 zł (10 pkt = 1 zł)');
    expect(await figure(page, 'Budżet wykorzystany')).toBe('Budżet wykorzystany 100% 35 z 35 pkt');
    expect(await figure(page, 'Wzrost sprzedaży')).toContain('166,7%');
    await page
      .getByRole('img', { name: /^Wykres: kody z bonusem i kody produktów akcji dzień po dniu/ })
      .locator('svg')
      .first()
      .waitFor();
    const days = page.getByRole('table', { name: 'Akcja dzień po dniu' });
    expect(await days.locator('tbody tr').count()).toBe(7);
    expect((await days.locator('tbody tr').nth(1).innerText()).replace(/\s+/g, ' ')).toBe('03.03.2026 3 2 30 pkt 3,00 zł 30 pkt 3');
    const lift = page.getByRole('table', { name: 'Wzrost sprzedaży produktów akcji' });
    expect((await lift.locator('tbody tr').allInnerTexts()).map((r) => r.replace(/\s+/g, ' '))).toEqual([
      'Przed akcją 23.02.2026 – 01.03.2026 7 3 0,43',
      'W czasie akcji 02.03.2026 – 08.03.2026 7 5 0,71',
    ]);

    const violations = await axeViolations(page);
    expect(violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    // Two days of it through the form: the URL and the report follow.
    const filters = page.getByRole('search', { name: 'Filtry raportu' });
    await filters.getByRole('group', { name: 'Od dnia' }).getByRole('spinbutton', { name: 'Dzień' }).click();
    await page.keyboard.type('04.03.2026');
    await filters.getByRole('group', { name: 'Do dnia' }).getByRole('spinbutton', { name: 'Dzień' }).click();
    await page.keyboard.type('05.03.2026');
    await filters.getByRole('button', { name: 'Filtruj' }).click();
    await page.waitForFunction(() => new URLSearchParams(window.location.search).get('to') === '2026-03-05');
    await page.waitForFunction(() => document.querySelectorAll('table[aria-label="Akcja dzień po dniu"] tbody tr').length === 2);
    expect(await figure(page, 'Kody z bonusem')).toBe('Kody z bonusem 1');

    const pdf = await download(page, 'Pobierz PDF');
    expect(pdf.name).toBe(`akcja-punktowa-${id}-2026-03-04-2026-03-05.pdf`);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.body)), { mergePages: true });
    expect(text).toContain('Raport akcji punktowej „Farba na wiosnę”');
    expect(text).toContain('Okres: 04.03.2026 – 05.03.2026');
    expect(text).toContain('Budżet wykorzystany: 35 z 35 pkt (100%)');

    const csv = await download(page, 'Pobierz CSV');
    expect(csv.name).toBe(`akcja-punktowa-${id}-2026-03-04-2026-03-05.csv`);
    const lines = csv.body.toString('utf8').split(/\r?\n/);
    expect(lines[0]).toBe(
      '\uFEFFDzień;Kody z bonusem;Uczestnicy;Punkty bonusowe;Wartość [zł];Budżet narastająco [pkt];Kody produktów akcji',
    );
    expect(lines).toContain('05.03.2026;1;1;5;0,50;35;2');
    expect(lines).toContain('W czasie akcji;04.03.2026;05.03.2026;2;2;1,00');
    health.expectClean();
    await context.close();
  });
});
