import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startStack, type Stack } from '../support/stack';
import { signInAsAdmin } from '../support/browser';
import { useCustomerToken } from '../support/session';
import { axeViolations } from '../support/axe';
import { DEMO_USERS } from '../../apps/server/src/seed';
import { makeMembers } from '../../apps/server/src/testing/fixtures';
import { addToBasket, givePoints, makePrize, placeOrder } from '../../apps/server/src/modules/orders/orders.test-helpers';

let s: Stack;
let memberToken = '';
beforeAll(async () => {
  s = await startStack();
  const db = s.t.db.db;
  const [m] = await makeMembers(s.t, 1, { prefix: 'axe' });
  memberToken = m!.token;
  await givePoints(db, m!.id, 5000);
  const prize = await makePrize(db, { name: 'Wałek malarski', pointsPrice: 100, stock: 20, images: [] });
  // One order in each status, so every status chip colour is on the page.
  for (const status of ['NEW', 'IN_PROGRESS', 'SENT', 'DELIVERED', 'CANCELLED']) {
    expect((await addToBasket(s.t, m!.token, { prizeId: prize.id, amount: 1 })).statusCode).toBe(200);
    const order = (await placeOrder(s.t, m!.token)).json();
    await db.execute(sql`update orders set status = ${status} where id = ${order.id}`);
  }
});
afterAll(() => s?.close());

const summary = (violations: Awaited<ReturnType<typeof axeViolations>>) =>
  violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

describe('accessibility (axe-core, WCAG 2 A/AA)', () => {
  it('order status chips in all five colours meet 4.5:1 (info and warning were 3.9:1 and 3.1:1), admin list and the member’s orders', async () => {
    const admin = await s.newPage();
    await signInAsAdmin(admin.page, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
    await admin.page.goto('/admin/orders');
    for (const label of ['Złożone', 'W realizacji', 'Wysłane', 'Dostarczone', 'Anulowane']) {
      await admin.page.getByRole('table', { name: 'Zamówienia' }).getByText(label, { exact: true }).first().waitFor();
    }
    expect(summary(await axeViolations(admin.page, ['color-contrast']))).toEqual([]);
    await admin.context.close();

    const member = await s.newPage();
    await useCustomerToken(member.context, s.baseUrl, memberToken);
    await member.page.goto('/my-orders');
    await member.page.getByText('W realizacji', { exact: true }).first().waitFor();
    expect(summary(await axeViolations(member.page, ['color-contrast']))).toEqual([]);
    await member.context.close();
  });

  it('the dashboard, the catalogue and the admin members list pass every WCAG 2 A/AA rule axe checks', async () => {
    const member = await s.newPage();
    await useCustomerToken(member.context, s.baseUrl, memberToken);
    await member.page.goto('/home');
    await member.page.getByRole('region', { name: 'Wpisz kod' }).waitFor();
    await member.page.getByRole('link', { name: /^Saldo: / }).waitFor();
    expect(summary(await axeViolations(member.page))).toEqual([]);
    await member.page.goto('/group');
    await member.page.getByRole('heading', { level: 1 }).waitFor();
    await member.page.waitForLoadState('networkidle');
    expect(summary(await axeViolations(member.page))).toEqual([]);
    await member.context.close();

    const admin = await s.newPage();
    await signInAsAdmin(admin.page, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
    await admin.page.goto('/admin/club-members/list');
    await admin.page.getByRole('table').first().waitFor();
    await admin.page.waitForLoadState('networkidle');
    expect(summary(await axeViolations(admin.page))).toEqual([]);
    await admin.context.close();
  });
});
