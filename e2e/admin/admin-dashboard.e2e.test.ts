import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders, users } from '@klub/db';
import type { Page } from 'playwright-core';
import { startStack, type Stack } from '../support/stack';
import { signInAsAdmin, waitForPath, watchPageHealth } from '../support/browser';
import { DEMO_USERS } from '../../apps/server/src/seed';
import { makeMembers } from '../../apps/server/src/testing/fixtures';

let s: Stack;
beforeAll(async () => {
  s = await startStack();
});
afterAll(() => s?.close());

const adminLogin = (page: Page) => signInAsAdmin(page, DEMO_USERS.admin.email, DEMO_USERS.admin.password);

describe('admin: the dashboard shows what needs attention', () => {
  it('shows nothing waiting, then a member to confirm and a new order, and leads to the filtered members list', async () => {
    const { page, context } = await s.newPage();
    const health = watchPageHealth(page);
    await adminLogin(page);
    await page.goto('/admin');
    await page.getByText('Nic nie czeka na Twoją decyzję').waitFor();
    const codes = page.getByRole('region', { name: 'Kody wykorzystane w tym tygodniu' });
    await codes.getByText('Tyle samo co do tej pory w poprzednim tygodniu (0)').waitFor();

    // A member who activated the account and waits for the club's confirmation, and a new order.
    const [waiting] = await makeMembers(s.t, 1, { prefix: 'czeka' });
    await s.t.db.db.update(users).set({ status: 'ACTIVE', lastname: 'Oczekujący' }).where(eq(users.id, waiting!.id));
    const [buyer] = await s.t.db.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_USERS.contractor.email));
    const [order] = await s.t.db.db
      .insert(orders)
      .values({
        userId: buyer!.id,
        totalPoints: 1200,
        deliveryName: 'Jan Malarz',
        deliveryStreet: 'ul. Długa 5',
        deliveryPostCode: '30-001',
        deliveryCity: 'Kraków',
      })
      .returning({ id: orders.id });

    await page.reload();
    const members = page.getByRole('region', { name: 'Członkowie do potwierdzenia' });
    await members.getByText('osoba czeka na potwierdzenie konta').waitFor();
    await members.getByRole('link', { name: 'Imię0 Oczekujący' }).waitFor();
    const newOrders = page.getByRole('region', { name: 'Nowe zamówienia' });
    await newOrders.getByText('zamówienie czeka na realizację').waitFor();
    expect(await newOrders.getByRole('link', { name: `Nr\u00a0${order!.id} — Jan Malarz` }).getAttribute('href')).toBe(
      `/admin/orders/details/${order!.id}`,
    );
    expect(await page.getByRole('region', { name: 'Wizytówki do akceptacji' }).getByText('Nic nie czeka').count()).toBe(1);
    // The sections stay below.
    await page.getByRole('region', { name: 'Sekcje panelu' }).getByRole('link', { name: 'Członkowie klubu' }).waitFor();

    await members.getByRole('link', { name: 'Pokaż wszystkich do potwierdzenia' }).click();
    await waitForPath(page, '/admin/club-members/list');
    expect(new URL(page.url()).searchParams.get('status')).toBe('ACTIVE');
    const table = page.getByRole('table', { name: 'Członkowie klubu' });
    await table.getByRole('link', { name: 'Imię0 Oczekujący', exact: true }).waitFor();
    await expect.poll(() => table.locator('tbody tr').count()).toBe(1);
    health.expectClean();
    await context.close();
  });
});
