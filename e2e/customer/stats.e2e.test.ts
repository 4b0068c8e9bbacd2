import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ROLES, type RoleCode } from '@klub/contracts';
import { users } from '@klub/db';
import { startStack, type Stack } from '../support/stack';
import { signInAsCustomer, downloaded } from '../support/browser';
import { DEMO_USERS } from '../../apps/server/src/seed';
import { customerToken, makePackage, redeemCodesAt, userByEmail } from '../../apps/server/src/testing/fixtures';

/**
 * The demo RDS (Robert Dyrektor) has two DTHs: the demo DTH (Damian Doradca) with the demo contractor
 * and Ewa Malarska, and Tomasz Handlowy with Piotr Tynkarz. Outside the team, Jan Obcy (another RDS's
 * DTH's contractor). Codes in the period 2026-03-02 – 2026-03-15: the demo contractor 2 × Farba (50),
 * Ewa 1 × Grunt (20), Piotr 3 × Farba, Jan 5 × Farba.
 */
let s: Stack;
const PERIOD = 'from=2026-03-02&to=2026-03-15';

async function person(email: string, role: RoleCode, over: Partial<typeof users.$inferInsert>) {
  const [row] = await s.t.db.db
    .insert(users)
    .values({ email, passwordHash: 'x', role, status: 'ACTIVE_CONFIRMED', firstname: 'X', lastname: 'Y', city: 'Kraków', ...over })
    .returning({ id: users.id, role: users.role });
  return row!;
}

const redeem = async (user: { id: number; role: number }, packageId: number, times: number, at: string) =>
  redeemCodesAt(s.t, await customerToken(s.t, user), packageId, times, at);

const idOf = (email: string) => userByEmail(s.t.db.db, email);

beforeAll(async () => {
  s = await startStack();
  const rds = await idOf(DEMO_USERS.rds.email);
  const dth = await idOf(DEMO_USERS.dth.email);
  const contractor = await idOf(DEMO_USERS.contractor.email);
  const dth2 = await person('dth2@stats.test', ROLES.DTH, { firstname: 'Tomasz', lastname: 'Handlowy', rdsId: rds.id });
  const ewa = await person('ewa@stats.test', ROLES.CONTRACTOR, { firstname: 'Ewa', lastname: 'Malarska', city: 'Tarnów', dthId: dth.id });
  const piotr = await person('piotr@stats.test', ROLES.CONTRACTOR, { firstname: 'Piotr', lastname: 'Tynkarz', dthId: dth2.id });
  const otherRds = await person('rds2@stats.test', ROLES.RDS, {});
  const otherDth = await person('dth3@stats.test', ROLES.DTH, { rdsId: otherRds.id });
  const jan = await person('jan@stats.test', ROLES.CONTRACTOR, { firstname: 'Jan', lastname: 'Obcy', dthId: otherDth.id });
  const farba = await makePackage(s.t.db.db, { name: 'Farba 10 l', groupName: 'Farby', points: 50 });
  const grunt = await makePackage(s.t.db.db, { name: 'Grunt 5 l', groupName: 'Grunty', points: 20 });
  await redeem(contractor, farba.id, 2, '2026-03-03T09:00:00Z');
  await redeem(ewa, grunt.id, 1, '2026-03-10T09:00:00Z');
  await redeem(piotr, farba.id, 3, '2026-03-05T09:00:00Z');
  await redeem(jan, farba.id, 5, '2026-03-04T09:00:00Z');
});
afterAll(() => s?.close());

/** The number on a figure card ("Zarejestrowane produkty" → "3"). */
async function figure(page: Page, title: string): Promise<string> {
  const card = page.getByRole('list', { name: 'Podsumowanie okresu' }).getByRole('listitem', { name: title });
  return (await card.locator('p').first().innerText()).replace(/\s/g, '');
}

describe('sales reps: statistics of their own contractors', () => {
  it('a DTH sees exactly their contractors’ figures and chart, lists them and exports the CSV', async () => {
    const { page } = await s.newPage();
    await signInAsCustomer(page, DEMO_USERS.dth.email, DEMO_USERS.dth.password);
    await page.goto(`/stats?${PERIOD}`);
    await page.getByRole('heading', { name: 'Statystyki', level: 1 }).waitFor();
    await page.getByRole('list', { name: 'Podsumowanie okresu' }).waitFor();
    expect(await figure(page, 'Wykonawcy')).toBe('2');
    expect(await figure(page, 'Zarejestrowane produkty')).toBe('3');
    expect(await figure(page, 'Punkty zdobyte')).toBe('120pkt');
    await page.getByRole('img', { name: /^Wykres: zarejestrowane produkty i punkty zdobyte/ }).waitFor();
    // Where the points came from: all from codes in this period.
    const sources = page.getByRole('table', { name: 'Punkty zdobyte według źródła' });
    expect((await sources.getByRole('row', { name: /Z kodów/ }).innerText()).replace(/\s/g, '')).toBe('Zkodów120pkt100%');
    expect((await sources.getByRole('row', { name: /Od administratorów/ }).innerText()).replace(/\s/g, '')).toBe('Odadministratorów0pkt0%');
    // A DTH has no DTH filter.
    expect(await page.getByLabel('DTH', { exact: true }).count()).toBe(0);

    await page.goto(`/stats/contractors?${PERIOD}`);
    const table = page.getByRole('table', { name: 'Wykonawcy i ich aktywność' });
    await table.getByText('Ewa Malarska').waitFor();
    const names = await table.locator('tbody tr').allInnerTexts();
    expect(names).toHaveLength(2);
    expect(names.join('\n')).toContain(`${DEMO_USERS.contractor.firstname} ${DEMO_USERS.contractor.lastname}`);
    expect(names.join('\n')).not.toMatch(/Tynkarz|Obcy/);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Pobierz CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('wykonawcy-2026-03-02-2026-03-15.csv');
    const csv = (await downloaded(download)).toString('utf8');
    expect(csv.startsWith('\uFEFFID;Imię;Nazwisko;')).toBe(true);
    const lines = csv.trim().split('\n');
    expect(lines).toHaveLength(3);
    expect(csv).toContain('Malarska');
    expect(csv).not.toMatch(/Tynkarz|Obcy/);

    // The same list as PDF, beside the CSV (issue 39).
    const downloadingPdf = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Pobierz PDF' }).click();
    const pdf = await downloadingPdf;
    expect(pdf.suggestedFilename()).toBe('wykonawcy-2026-03-02-2026-03-15.pdf');
    expect((await downloaded(pdf)).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // One contractor: their codes, and a colleague's contractor is not found.
    await table.getByRole('link', { name: /Ewa Malarska/ }).click();
    await page.getByRole('heading', { name: /Ewa Malarska/, level: 1 }).waitFor();
    await page.getByText('Grunt 5 l').first().waitFor();
  });

  it('an RDS sees both DTHs and narrows the figures to one of them', async () => {
    const { page } = await s.newPage();
    await signInAsCustomer(page, DEMO_USERS.rds.email, DEMO_USERS.rds.password);
    await page.goto(`/stats?${PERIOD}`);
    await page.getByRole('list', { name: 'Podsumowanie okresu' }).waitFor();
    expect(await figure(page, 'Wykonawcy')).toBe('3');
    expect(await figure(page, 'Zarejestrowane produkty')).toBe('6');
    const perDth = page.getByRole('table', { name: 'Wyniki według DTH' });
    await perDth.getByText('Tomasz Handlowy').waitFor();
    expect(await perDth.locator('tbody tr').count()).toBe(2);

    await page.getByLabel('DTH', { exact: true }).click();
    await page.getByRole('option', { name: 'Tomasz Handlowy' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Filtruj' }).click();
    await page.waitForFunction(() => new URLSearchParams(window.location.search).has('dth'));
    await page.waitForFunction(
      () =>
        document.querySelector('[aria-label="Podsumowanie okresu"] li p')?.textContent?.trim() === '1' &&
        !document.querySelector('[aria-label="Wczytywanie statystyk"]'),
    );
    expect(await figure(page, 'Zarejestrowane produkty')).toBe('3');
    expect(await figure(page, 'Punkty zdobyte')).toBe('150pkt');
  });
});
