import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { distributors } from '@klub/db';
import { startStack, type Stack } from '../support/stack';
import { signInAsAdmin, watchPageHealth, downloaded } from '../support/browser';
import { DEMO_USERS } from '../../apps/server/src/seed';
import { customerToken, makePackage, redeemCodesAt, userByEmail } from '../../apps/server/src/testing/fixtures';
import { createTokenService } from '../../apps/server/src/plugins/access';
import { addToBasket, makePrize, placeOrder } from '../../apps/server/src/modules/orders/orders.test-helpers';

/**
 * The back office's reports on people and what they did. In the period 2026-03-02 – 2026-03-15 the
 * demo contractor registers 2 × Farba (50 pkt) on 03-03, gets 30 extra points "Promocja wiosenna" on
 * 03-06 and orders one Wałek (100 pkt, 10 zł at the converter) on 03-12; the admin connects them to
 * the distributors "Hurtownia Alfa" and "Hurtownia Beta" on the member's form. Nobody else does anything.
 */
let s: Stack;
let contractorId = 0;
const PERIOD = 'from=2026-03-02&to=2026-03-15';

beforeAll(async () => {
  s = await startStack();
  const db = s.t.db.db;
  const contractor = await userByEmail(db, DEMO_USERS.contractor.email);
  contractorId = contractor.id;
  const token = await customerToken(s.t, contractor);
  const farba = await makePackage(db, { name: 'Farba 10 l', groupName: 'Farby', points: 50 });
  await redeemCodesAt(s.t, token, farba.id, 2, '2026-03-03T09:00:00Z');

  const admin = await userByEmail(db, DEMO_USERS.admin.email);
  const adminToken = (await createTokenService(db, s.t.config).issue(admin, 'admin', {})).accessToken;
  const added = await s.t.app.inject({
    method: 'POST',
    url: '/api/codes/add-points',
    headers: { authorization: `Bearer ${adminToken}` },
    payload: { userId: contractor.id, points: 30, reason: 'Promocja wiosenna' },
  });
  expect(added.statusCode, added.body).toBe(200);
  await db.execute(sql`update points_ledger set created_at = '2026-03-06T09:00:00Z' where user_id = ${contractor.id} and source = 3`);

  const prize = await makePrize(db, { name: 'Wałek', pointsPrice: 100, stock: 5 });
  expect((await addToBasket(s.t, token, { prizeId: prize.id, amount: 1 })).statusCode).toBe(200);
  const order = await placeOrder(s.t, token);
  expect(order.statusCode, order.body).toBe(200);
  await db.execute(sql`update orders set created_at = '2026-03-12T09:00:00Z' where user_id = ${contractor.id}`);
  await db.execute(sql`update points_ledger set created_at = '2026-03-12T09:00:00Z' where user_id = ${contractor.id} and source = 103`);

  await db.insert(distributors).values([
    { name: 'Hurtownia Alfa', city: 'Kraków', isAuthorized: true },
    { name: 'Hurtownia Beta', city: 'Gdańsk', isAuthorized: true },
  ]);
});
afterAll(() => s?.close());

/** A figure card's number ("Aktywni wykonawcy" → "1"). */
async function figure(page: Page, list: string, title: string): Promise<string> {
  const card = page.getByRole('list', { name: list }).getByRole('listitem', { name: title });
  return (await card.locator('p').first().innerText()).replace(/\s/g, '');
}

async function download(page: Page, button: string, within?: string): Promise<{ name: string; body: Buffer }> {
  const downloading = page.waitForEvent('download');
  const scope = within ? page.getByRole('region', { name: within }) : page.getByRole('main');
  await scope.getByRole('button', { name: button }).first().click();
  const file = await downloading;
  return { name: file.suggestedFilename(), body: await downloaded(file) };
}

const pdfText = async (body: Buffer) => (await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true })).text;

describe('admin: reports on contractors, orders, prizes, promotions and distributors', () => {
  it('the member’s form connects them to a distributor; the connections report lists it, filters it and exports it', async () => {
    const { page, context } = await s.newPage();
    const health = watchPageHealth(page);
    await signInAsAdmin(page, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
    await page.goto(`/admin/club-members/edit/${contractorId}`);
    const field = page.getByRole('combobox', { name: 'Dystrybutorzy' });
    await field.click();
    await field.fill('Alfa');
    await page.getByRole('option', { name: 'Hurtownia Alfa' }).click();
    await field.fill('Beta');
    await page.getByRole('option', { name: 'Hurtownia Beta' }).click();
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await page.getByText('Hurtownia Alfa').first().waitFor();
    await page.goto(`/admin/club-members/details/${contractorId}`);
    await page.getByText('Hurtownia Alfa').first().waitFor();

    await page.goto('/admin/stats/contractor-distributor');
    await page.getByRole('heading', { name: 'Statystyki — wykonawcy i dystrybutorzy', level: 1 }).waitFor();
    const table = page.getByRole('table', { name: 'Powiązania wykonawców z dystrybutorami' });
    await table.waitFor();
    const rows = await table.locator('tbody tr').allInnerTexts();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain('Jan Malarz');
    expect(rows[0]).toContain('Hurtownia Alfa');
    expect(rows[1]).toContain('Hurtownia Beta');
    await page
      .getByRole('img', { name: /^Wykres: 2 dystrybutorów/ })
      .locator('svg')
      .first()
      .waitFor();

    // Another region assignment: nothing matches, and the URL says so.
    const filters = page.getByRole('search', { name: 'Filtry raportu' });
    await filters.getByLabel('Regiony', { exact: true }).selectOption('other');
    await filters.getByRole('button', { name: 'Filtruj' }).click();
    await page.waitForFunction(() => new URLSearchParams(window.location.search).get('regionAssignment') === 'other');
    await page.getByText('Żadne powiązanie nie pasuje do filtrów').waitFor();
    await page.goBack();
    await table.waitFor();

    const csv = await download(page, 'Pobierz CSV');
    expect(csv.name).toBe('wykonawcy-dystrybutorzy.csv');
    const lines = csv.body.toString('utf8').split(/\r?\n/);
    expect(lines[0]).toBe(
      '\uFEFFWykonawca;Firma;Miejscowość;Region wykonawcy;Dystrybutor;Miejscowość dystrybutora;Region dystrybutora;Regiony;Od',
    );
    expect(lines[1]).toMatch(/^Jan Malarz;.*;Hurtownia Alfa;Kraków;;Region nieznany;/);
    expect(lines[2]).toMatch(/^Jan Malarz;.*;Hurtownia Beta;Gdańsk;;Region nieznany;/);
    health.expectClean();
    await context.close();
  });

  it('contractors, orders, prizes and promotions: each report’s figures, chart and table; PDF and CSV', async () => {
    const { page, context } = await s.newPage();
    const health = watchPageHealth(page);
    await signInAsAdmin(page, DEMO_USERS.admin.email, DEMO_USERS.admin.password);

    await page.goto(`/admin/stats/contractors?${PERIOD}`);
    await page.getByRole('heading', { name: 'Statystyki — wykonawcy', level: 1 }).waitFor();
    await page.getByRole('list', { name: 'Podsumowanie okresu' }).waitFor();
    expect(await figure(page, 'Podsumowanie okresu', 'Aktywni wykonawcy')).toBe('1');
    await page
      .getByRole('img', { name: /^Wykres: nowi i aktywni wykonawcy w dniach/ })
      .locator('svg')
      .first()
      .waitFor();
    // Per month the contractor active on three days counts once.
    await page.goto('/admin/stats/contractors?from=2026-03-01&to=2026-03-31&interval=month');
    const months = page.getByRole('table', { name: 'Wykonawcy w miesiącach' });
    await months.waitFor();
    expect(await months.locator('tbody tr').allInnerTexts()).toEqual([expect.stringMatching(/^marzec 2026\s+0\s+1$/)]);

    await page.goto(`/admin/stats/contractors-orders?${PERIOD}`);
    await page.getByRole('heading', { name: 'Statystyki — zamówienia wykonawców', level: 1 }).waitFor();
    await page.getByRole('list', { name: 'Podsumowanie okresu' }).waitFor();
    expect(await figure(page, 'Podsumowanie okresu', 'Złożone zamówienia')).toBe('1');
    expect(await figure(page, 'Podsumowanie okresu', 'Punkty za zamówienia')).toBe('100pkt');
    await page.getByRole('table', { name: 'Najwięcej zamawiający' }).getByRole('link', { name: 'Jan Malarz' }).waitFor();
    const ordersCsv = await download(page, 'Pobierz CSV');
    expect(ordersCsv.name).toBe('zamowienia-2026-03-02-2026-03-15.csv');
    expect(ordersCsv.body.toString('utf8').split(/\r?\n/)).toContain('12.03.2026;1;100');

    await page.goto(`/admin/stats/prizes?${PERIOD}`);
    await page.getByRole('heading', { name: 'Statystyki — nagrody', level: 1 }).waitFor();
    await page.getByRole('list', { name: 'Podsumowanie okresu' }).waitFor();
    expect(await figure(page, 'Podsumowanie okresu', 'Zamówione sztuki')).toBe('1szt.');
    await page.getByRole('table', { name: 'Najczęściej zamawiane nagrody' }).getByText('Wałek').waitFor();
    const prizesPdf = await download(page, 'Pobierz PDF');
    expect(prizesPdf.name).toBe('nagrody-2026-03-02-2026-03-15.pdf');
    const text = await pdfText(prizesPdf.body);
    expect(text).toContain('Statystyki — nagrody');
    expect(text).toContain('Najczęściej zamawiane nagrody');
    expect(text).toMatch(/Zamówione nagrody: 1 szt\. · 100 pkt · \d+,\d\d zł/);

    await page.goto(`/admin/stats/promotions?${PERIOD}`);
    await page.getByRole('heading', { name: 'Statystyki — promocje', level: 1 }).waitFor();
    await page.getByRole('list', { name: 'Podsumowanie okresu' }).waitFor();
    expect(await figure(page, 'Podsumowanie okresu', 'Punkty dodatkowe')).toBe('30pkt');
    await page.getByRole('table', { name: 'Według tytułu (promocja, konkurs)' }).getByText('Promocja wiosenna').waitFor();
    health.expectClean();
    await context.close();
  });

  it('the executors table on the points report, and the overview of everything with links to each report', async () => {
    const { page, context } = await s.newPage();
    const health = watchPageHealth(page);
    await signInAsAdmin(page, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
    await page.goto(`/admin/stats/contractors-points?${PERIOD}`);
    const section = page.getByRole('region', { name: 'Statystyki — tabela wykonawców' });
    await section.waitFor();
    const row = section.getByRole('row', { name: /Jan Malarz/ });
    await row.waitFor();
    // 100 + 30 earned in the period, 100 spent: 30 left.
    expect((await row.innerText()).replace(/\s+/g, ' ')).toMatch(/Jan Malarz.* 30 .* 2 130 100 0 1$/);

    await page.goto(`/admin/statistics?${PERIOD}`);
    await page.getByRole('heading', { name: 'Statystyki ogólne', level: 1 }).waitFor();
    await page.getByRole('list', { name: 'Wykonawcy' }).waitFor();
    expect(await figure(page, 'Wykonawcy', 'Aktywni wykonawcy')).toBe('1');
    await page.getByRole('list', { name: 'Zamówienia' }).waitFor();
    expect(await figure(page, 'Zamówienia', 'Zamówienia')).toBe('1');
    await page.getByRole('link', { name: 'Zobacz raport: Statystyki — nagrody' }).click();
    await page.getByRole('heading', { name: 'Statystyki — nagrody', level: 1 }).waitFor();
    expect(new URL(page.url()).search).toContain('from=2026-03-02');
    health.expectClean();
    await context.close();
  });
});
