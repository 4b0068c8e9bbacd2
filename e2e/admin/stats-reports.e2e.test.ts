import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { startStack, type Stack } from '../support/stack';
import { signInAsAdmin, watchPageHealth, downloaded } from '../support/browser';
import { DEMO_USERS } from '../../apps/server/src/seed';
import { customerToken, makePackage, redeemCodesAt, userByEmail } from '../../apps/server/src/testing/fixtures';
import { createTokenService } from '../../apps/server/src/plugins/access';
import { memberGroupMembers, memberGroups } from '@klub/db';

/**
 * The back office's reports on everyone's codes and points. The demo contractor registers, in the
 * period 2026-03-02 – 2026-03-15, 2 × Farba (50 pkt) and 1 × Grunt (20 pkt); in the previous period
 * (from 2026-02-16) 1 × Grunt. Nobody else has points: the liability is those 140 pkt.
 */
let s: Stack;
const PERIOD = 'from=2026-03-02&to=2026-03-15';

const redeem = async (user: { id: number; role: number }, packageId: number, times: number, at: string) =>
  redeemCodesAt(s.t, await customerToken(s.t, user), packageId, times, at);

const idOf = (email: string) => userByEmail(s.t.db.db, email);

/** What the API says the liability is worth (the converter's rate is a setting). */
async function liabilityPln(): Promise<number> {
  const token = (await createTokenService(s.t.db.db, s.t.config).issue(await idOf(DEMO_USERS.admin.email), 'admin', {})).accessToken;
  const res = await s.t.app.inject({ method: 'GET', url: '/api/stats/executors/points', headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { liability: { pln: number } }).liability.pln;
}

beforeAll(async () => {
  s = await startStack();
  const contractor = await idOf(DEMO_USERS.contractor.email);
  const farba = await makePackage(s.t.db.db, { name: 'Farba 10 l', groupName: 'Farby', points: 50 });
  const grunt = await makePackage(s.t.db.db, { name: 'Grunt 5 l', groupName: 'Grunty', points: 20 });
  await redeem(contractor, farba.id, 2, '2026-03-03T09:00:00Z');
  await redeem(contractor, grunt.id, 1, '2026-03-10T09:00:00Z');
  await redeem(contractor, grunt.id, 1, '2026-02-20T09:00:00Z');
  const [group] = await s.t.db.db.insert(memberGroups).values({ name: 'Akcja wiosenna' }).returning();
  await s.t.db.db.insert(memberGroupMembers).values({ groupId: group!.id, userId: contractor.id });
});
afterAll(() => s?.close());

/** A figure card's number and its trend ("Zarejestrowane kody" → "3"). */
async function figure(page: Page, list: string, title: string): Promise<{ value: string; text: string }> {
  const card = page.getByRole('list', { name: list }).getByRole('listitem', { name: title });
  return {
    value: (await card.locator('p').first().innerText()).replace(/\s/g, ''),
    text: (await card.innerText()).replace(/\s+/g, ' '),
  };
}

/** The report's answer has arrived (no progress bar of a previous one). */
const settled = (page: Page) => page.waitForFunction(() => !document.querySelector('[aria-label="Wczytywanie raportu"]'));

async function download(page: Page, button: string): Promise<{ name: string; body: Buffer }> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = await downloading;
  return { name: file.suggestedFilename(), body: await downloaded(file) };
}

describe('admin: statistics reports', () => {
  it('codes: figures with the trend and the chart, another range and grouping, the PDF and the CSV', async () => {
    const { page, context } = await s.newPage();
    const health = watchPageHealth(page);
    await signInAsAdmin(page, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
    await page.goto(`/admin/stats/codes?${PERIOD}`);
    await page.getByRole('heading', { name: 'Statystyki — kody', level: 1 }).waitFor();
    await page.getByRole('list', { name: 'Podsumowanie okresu' }).waitFor();
    const codes = await figure(page, 'Podsumowanie okresu', 'Zarejestrowane kody');
    expect(codes.value).toBe('3');
    expect(codes.text).toContain('+200% wobec poprzedniego okresu');
    expect((await figure(page, 'Podsumowanie okresu', 'Punkty za kody')).value).toBe('120pkt');
    const chart = page.getByRole('img', { name: /^Wykres: zarejestrowane kody i punkty za nie w dniach/ });
    await chart.locator('svg').first().waitFor();
    await page.getByRole('table', { name: 'Według produktów' }).getByText('Farba 10 l').waitFor();
    expect(await page.getByRole('table', { name: 'Kody w dniach' }).locator('tbody tr').count()).toBe(14);

    // Another range through the URL: February and March by week.
    await page.goto('/admin/stats/codes?from=2026-02-01&to=2026-03-31&interval=week');
    await page.getByRole('table', { name: 'Kody w tygodniach' }).waitFor();
    await settled(page);
    expect((await figure(page, 'Podsumowanie okresu', 'Zarejestrowane kody')).value).toBe('4');

    // The grouping through the form: the URL and the report follow.
    await page.getByRole('combobox', { name: 'Grupowanie' }).selectOption('month');
    await page.getByRole('button', { name: 'Filtruj' }).click();
    await page.waitForFunction(() => new URLSearchParams(window.location.search).get('interval') === 'month');
    const months = page.getByRole('table', { name: 'Kody w miesiącach' });
    await months.waitFor();
    expect(await months.locator('tbody tr').allInnerTexts()).toEqual([
      expect.stringMatching(/^luty 2026\s+1\s+20\s+pkt$/),
      expect.stringMatching(/^marzec 2026\s+3\s+120\s+pkt$/),
    ]);

    await page.goto(`/admin/stats/codes?${PERIOD}`);
    await page.getByRole('table', { name: 'Kody w dniach' }).waitFor();
    const pdf = await download(page, 'Pobierz PDF');
    expect(pdf.name).toBe('kody-2026-03-02-2026-03-15.pdf');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.body)), { mergePages: true });
    expect(text).toContain('Statystyki — kody');
    expect(text).toContain('Okres: 02.03.2026 – 15.03.2026');
    expect(text).toContain('Zarejestrowane kody: 3 (120 pkt); w poprzednim okresie: 1');
    expect(text).toContain('Według produktów');
    expect(text).toContain('Farba 10 l');

    const csv = await download(page, 'Pobierz CSV');
    expect(csv.name).toBe('kody-2026-03-02-2026-03-15.csv');
    const lines = csv.body.toString('utf8').split(/\r?\n/);
    expect(lines[0]).toBe('\uFEFFOkres;Kody;Punkty');
    expect(lines).toContain('03.03.2026;2;100');
    expect(lines).toContain('Farba 10 l;Farby;2;100');
    health.expectClean();
    await context.close();
  });

  it('codes of an audience: a group chosen with the keyboard, a role with nobody in it, the PDF says whom it counts', async () => {
    const { page, context } = await s.newPage();
    const health = watchPageHealth(page);
    await signInAsAdmin(page, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
    await page.goto(`/admin/stats/codes?${PERIOD}`);
    await page.getByRole('list', { name: 'Podsumowanie okresu' }).waitFor();
    const filters = page.getByRole('search', { name: 'Filtry raportu' });
    await filters.getByRole('combobox', { name: 'Uczestnicy: grupy' }).fill('wiosenna');
    await page.getByRole('option', { name: 'Akcja wiosenna' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    // The URL changes before React renders the new filters (a transition): the report's answer for the
    // group is what shows the screen, and its download buttons, now hold them.
    const grouped = page.waitForResponse((r) => r.url().includes('/api/stats/') && new URL(r.url()).searchParams.has('group'));
    await filters.getByRole('button', { name: 'Filtruj' }).click();
    await grouped;
    await settled(page);
    expect((await figure(page, 'Podsumowanie okresu', 'Zarejestrowane kody')).value).toBe('3');

    const pdf = await download(page, 'Pobierz PDF');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.body)), { mergePages: true });
    expect(text).toContain('Uczestnicy: Akcja wiosenna');
    expect(text).toContain('Zarejestrowane kody: 3 (120 pkt)');

    // The demo contractor is a Wykonawca: architects registered nothing.
    await page.getByRole('search', { name: 'Filtry raportu' }).getByRole('combobox', { name: 'Uczestnicy: role' }).click();
    await page.getByRole('option', { name: 'Architekt' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('search', { name: 'Filtry raportu' }).getByRole('button', { name: 'Filtruj' }).click();
    await page.waitForFunction(() => new URLSearchParams(window.location.search).get('role') === '31');
    await settled(page);
    await page.getByText('Brak danych w wybranym okresie').first().waitFor();
    health.expectClean();
    await context.close();
  });

  it('contractors’ points: the period’s figures and the points liability in PLN', async () => {
    const pln = await liabilityPln();
    const { page, context } = await s.newPage();
    const health = watchPageHealth(page);
    await signInAsAdmin(page, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
    await page.goto(`/admin/stats/contractors-points?${PERIOD}`);
    await page.getByRole('heading', { name: 'Statystyki — punkty wykonawców', level: 1 }).waitFor();
    await page.getByRole('list', { name: 'Podsumowanie okresu' }).waitFor();
    const earned = await figure(page, 'Podsumowanie okresu', 'Punkty zdobyte');
    expect(earned.value).toBe('120pkt');
    expect(earned.text).toContain('+500% wobec poprzedniego okresu');
    await page
      .getByRole('img', { name: /^Wykres: punkty zdobyte, wydane i wygasłe w dniach/ })
      .locator('svg')
      .first()
      .waitFor();

    const liability = page.getByRole('region', { name: 'Zobowiązanie punktowe' });
    await liability.waitFor();
    expect((await figure(page, 'Zobowiązanie punktowe — stan na dziś', 'Punkty do wykorzystania')).value).toBe('140pkt');
    const money = new Intl.NumberFormat('pl-PL', { style: 'currency', currency: 'PLN', useGrouping: 'always' }).format(pln);
    expect((await figure(page, 'Zobowiązanie punktowe — stan na dziś', 'Wartość w złotych')).value).toBe(money.replace(/\s/g, ''));
    const rows = await liability.getByRole('table', { name: 'Zobowiązanie punktowe' }).locator('tbody tr').allInnerTexts();
    expect(rows).toHaveLength(14);
    expect(rows.at(-2)).toMatch(/^Później/);
    expect(rows.at(-1)).toMatch(/^Bez terminu ważności/);
    const balances = await page.getByRole('table', { name: 'Salda kont punktowych' }).locator('tbody tr').allInnerTexts();
    expect(balances[2]).toMatch(/^100–499 pkt\s+1\s+140\s+pkt$/);
    health.expectClean();
    await context.close();
  });
});
