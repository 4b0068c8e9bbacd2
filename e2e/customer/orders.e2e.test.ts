import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { sql } from 'drizzle-orm';
import { queryRows } from '@klub/db';
import { startStack, type Stack } from '../support/stack';
import { expectToast, labelled, signInAsAdmin, waitForPath, watchPageHealth, downloaded } from '../support/browser';
import { useCustomerToken } from '../support/session';
import { DEMO_USERS } from '../../apps/server/src/seed';
import { makeMembers, storedBalance } from '../../apps/server/src/testing/fixtures';
import { bearer } from '../../apps/server/src/testing/test-app';
import { addToBasket, givePoints, makePrize, placeOrder } from '../../apps/server/src/modules/orders/orders.test-helpers';

let s: Stack;
beforeAll(async () => {
  s = await startStack();
});
afterAll(() => s?.close());

describe('member: basket, checkout and orders; admin: sending and cancelling', () => {
  it('checks out in the browser, admin marks it sent, a deleted order gives the points back', async () => {
    const db = s.t.db.db;
    const [m] = await makeMembers(s.t, 1, { prefix: 'e2e-order' });
    await db.execute(
      sql`update users set firstname = 'Łukasz', lastname = 'Żak', street = 'ul. Ogrodowa 7', post_code = '31-101', phone = '600100200' where id = ${m!.id}`,
    );
    await givePoints(db, m!.id, 1000);
    const brushes = await makePrize(db, { name: 'Zestaw pędzli', pointsPrice: 150, stock: 10, images: [] });
    const mug = await makePrize(db, { name: 'Kubek termiczny', pointsPrice: 80, stock: 10, images: [] });

    // Another order placed earlier (through the API): the admin will delete it.
    expect((await addToBasket(s.t, m!.token, { prizeId: mug.id, amount: 1 })).statusCode).toBe(200);
    const earlier = (await placeOrder(s.t, m!.token)).json();
    expect(await storedBalance(db, m!.id)).toBe(920);
    expect((await addToBasket(s.t, m!.token, { prizeId: brushes.id, amount: 2 })).statusCode).toBe(200);

    // Member: the badge shows 2 pieces; /checkout has the line, totals and the address from the profile.
    const member = await s.newPage();
    const health = watchPageHealth(member.page);
    await useCustomerToken(member.context, s.baseUrl, m!.token);
    await member.page.goto('/home');
    await member.page.getByRole('link', { name: 'Koszyk: 2 szt.' }).click();
    await waitForPath(member.page, '/checkout');
    await member.page.getByRole('table', { name: 'Pozycje w koszyku' }).getByText('Zestaw pędzli').waitFor();
    await member.page.getByRole('status', { name: 'Podsumowanie koszyka' }).getByText('920 pkt').waitFor();
    expect(await member.page.getByLabel(labelled('Ulica i numer')).inputValue()).toBe('ul. Ogrodowa 7');
    expect(await member.page.getByLabel(labelled('Imię i nazwisko (odbiorca)')).inputValue()).toBe('Łukasz Żak');
    await member.page.getByLabel(labelled('Miejscowość')).fill('Kraków');
    await member.page.getByRole('button', { name: 'Zamów za 300 pkt' }).click();
    await member.page.getByRole('dialog').getByRole('button', { name: 'Zamawiam' }).click();
    await waitForPath(member.page, '/my-orders');
    await expectToast(member.page, 'zostało złożone');
    const [placed] = await queryRows<{ id: number }>(db, sql`select max(id)::int as id from orders where user_id = ${m!.id}`);
    const orderId = placed!.id;
    await member.page.getByRole('heading', { name: `Zamówienie nr ${orderId}` }).waitFor();
    await member.page
      .getByRole('status', { name: `Status zamówienia nr ${orderId}` })
      .getByText('Złożone')
      .waitFor();
    await member.page.getByRole('link', { name: 'Koszyk jest pusty' }).waitFor();
    expect(await storedBalance(db, m!.id)).toBe(620);

    // Admin: marks the only element sent → the order is SENT.
    const admin = await s.newPage();
    await signInAsAdmin(admin.page, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
    await admin.page.goto(`/admin/orders/details/${orderId}`);
    await admin.page.getByRole('heading', { level: 1, name: `Zamówienie nr ${orderId}` }).waitFor();
    await admin.page.getByRole('switch', { name: 'Wysłane: Zestaw pędzli' }).click();
    await admin.page.getByRole('status', { name: 'Status zamówienia' }).getByText('Wysłane', { exact: true }).waitFor();
    // The toast says what the switch did, the status move included.
    await expectToast(admin.page, 'Oznaczono jako wysłane: „Zestaw pędzli”. Status zamówienia: Złożone → Wysłane.');
    // The order's history shows the change at once (no reload), in the screens' words.
    await admin.page
      .getByRole('table', { name: 'Dziennik zmian' })
      .getByRole('row')
      .filter({ hasText: 'Status: Złożone → Wysłane' })
      .waitFor();

    await member.page.reload();
    await member.page
      .getByRole('status', { name: `Status zamówienia nr ${orderId}` })
      .getByText('Wysłane')
      .waitFor();

    // Admin: finds the earlier order in the list and deletes it → the member's points come back.
    await admin.page.goto('/admin/orders');
    await admin.page.getByRole('link', { name: `Zamówienie nr ${earlier.id}` }).click();
    await admin.page.getByRole('heading', { level: 1, name: `Zamówienie nr ${earlier.id}` }).waitFor();
    await admin.page.getByRole('button', { name: 'Usuń zamówienie' }).click();
    await admin.page.getByRole('dialog').getByRole('button', { name: 'Usuń zamówienie' }).click();
    await expectToast(admin.page, 'Zamówienie zostało anulowane');
    await waitForPath(admin.page, '/admin/orders');
    expect(await storedBalance(db, m!.id)).toBe(700);

    await member.page.reload();
    await member.page
      .getByRole('status', { name: `Status zamówienia nr ${earlier.id}` })
      .getByText('Anulowane')
      .waitFor();
    const points = await s.t.app.inject({ method: 'GET', url: '/api/users/me/points', headers: bearer(m!.token) });
    expect(points.json().balance).toBe(700);
    health.expectClean();
    await member.context.close();
    await admin.context.close();
  });

  it('the member sees the year’s prizes in PLN on /my-account and downloads the statement PDF', async () => {
    const db = s.t.db.db;
    const [m] = await makeMembers(s.t, 1, { prefix: 'e2e-statement' });
    await db.execute(sql`update users set firstname = 'Ewa', lastname = 'Ślusarczyk' where id = ${m!.id}`);
    await givePoints(db, m!.id, 5000);
    const jacket = await makePrize(db, { name: 'Kurtka robocza', pointsPrice: 1500, plnPrice: 149.99, stock: 10, images: [] });
    const roller = await makePrize(db, { name: 'Wałek malarski', pointsPrice: 250, stock: 10, images: [] });
    expect((await addToBasket(s.t, m!.token, { prizeId: jacket.id, amount: 2 })).statusCode).toBe(200);
    expect((await addToBasket(s.t, m!.token, { prizeId: roller.id, amount: 1 })).statusCode).toBe(200);
    expect((await placeOrder(s.t, m!.token)).statusCode).toBe(200);

    const { page, context } = await s.newPage();
    await useCustomerToken(context, s.baseUrl, m!.token);
    await page.goto('/my-account');
    const section = page.getByRole('region', { name: 'Zestawienie nagród' });
    await section.getByText(/Razem:\s*3 szt\., wartość\s*324,98\s*zł/).waitFor();
    await section
      .getByRole('table', { name: `Nagrody ${new Date().getFullYear()}` })
      .getByText('Kurtka robocza')
      .waitFor();
    const downloading = page.waitForEvent('download');
    await section.getByRole('button', { name: 'Pobierz PDF' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`nagrody-${new Date().getFullYear()}.pdf`);
    const bytes = await downloaded(download);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
    expect(text).toContain('Ewa Ślusarczyk');
    expect(text).toMatch(/Razem: 3 szt\., wartość 324,98 zł/);
  });
});
