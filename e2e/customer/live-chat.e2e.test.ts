import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startStack, type Stack } from '../support/stack';
import { startChatStandIn, type ChatStandIn } from '../support/chat-stand-in';
import { signInAsAdmin, signInAsCustomer, waitForPath } from '../support/browser';
import { DEMO_USERS } from '../../apps/server/src/seed';
import { bearer } from '../../apps/server/src/testing/test-app';

let s: Stack;
let chat: ChatStandIn;
beforeAll(async () => {
  chat = await startChatStandIn();
  s = await startStack({ LIVECHAT_SCRIPT_URL: chat.scriptUrl, LIVECHAT_ORIGINS: chat.origin });
});
afterAll(async () => {
  await s?.close();
  await chat?.close();
});

async function setLicence(licence: string | null) {
  const admin = await s.t.signIn(DEMO_USERS.admin.email, DEMO_USERS.admin.password, true);
  const current = (await s.t.app.inject({ method: 'GET', url: '/api/settings', headers: bearer(admin) })).json();
  const saved = await s.t.app.inject({
    method: 'PUT',
    url: '/api/settings',
    headers: bearer(admin),
    payload: { ...current, chatLicence: licence },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}
type StandIn = { calls: unknown[][]; license: unknown; state: () => string };
const standIn = (page: Page) =>
  page.evaluate(() => {
    const w = (window as unknown as { __chatStandIn?: StandIn }).__chatStandIn;
    return w ? { calls: w.calls, license: w.license, state: w.state() } : null;
  });

describe('live chat (customer area)', () => {
  it('is not loaded while no licence is set', async () => {
    const { page, context } = await s.newPage();
    await page.goto('/');
    await page.getByRole('main').waitFor();
    await page.waitForTimeout(500);
    expect(chat.hits()).toBe(0);
    expect(await standIn(page)).toBeNull();
    await context.close();
  });

  it('loads after cookie consent, gets the member’s name and e-mail, and keeps its state across pages and a reload', async () => {
    await setLicence('12345678');
    const { page, context } = await s.newPage({ consent: false });
    await page.goto('/');
    await page.getByRole('button', { name: 'Akceptuję' }).waitFor();
    await page.waitForTimeout(500);
    expect(chat.hits()).toBe(0); // no consent yet: nothing from the vendor
    await page.getByRole('button', { name: 'Akceptuję' }).click();
    await page.waitForFunction(() => 'LiveChatWidget' in window);
    expect((await standIn(page))!.license).toBe(12345678);

    await signInAsCustomer(page, DEMO_USERS.contractor.email, DEMO_USERS.contractor.password);
    await page.waitForFunction(() =>
      (window as unknown as { __chatStandIn: StandIn }).__chatStandIn.calls.some((c) => c[0] === 'set_customer_email'),
    );
    const { calls } = (await standIn(page))!;
    expect(calls).toContainEqual(['set_customer_name', `${DEMO_USERS.contractor.firstname} ${DEMO_USERS.contractor.lastname}`]);
    expect(calls).toContainEqual(['set_customer_email', DEMO_USERS.contractor.email]);

    // the visitor opens the chat, goes to another page: it stays open; after a reload it is opened again
    await page.evaluate(() => (window as unknown as { __chatStandIn: { userSets(v: string): void } }).__chatStandIn.userSets('maximized'));
    await page.getByRole('link', { name: 'Moje punkty' }).first().click();
    await waitForPath(page, '/my-points');
    expect((await standIn(page))!.state).toBe('maximized');
    await page.reload();
    await page.waitForFunction(() => (window as unknown as { __chatStandIn?: StandIn }).__chatStandIn?.state() === 'maximized');
    expect((await standIn(page))!.calls[0]).toEqual(['maximize']);
    await context.close();
  });

  it('is never loaded in the back office, whose CSP does not allow the vendor; the customer pages allow exactly its origin', async () => {
    const before = chat.hits();
    const { page, context } = await s.newPage();
    await signInAsAdmin(page, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
    await page.goto('/admin/settings');
    await page.getByRole('heading', { level: 1, name: 'Ustawienia' }).waitFor();
    expect(chat.hits()).toBe(before);
    expect(await standIn(page)).toBeNull();
    await context.close();

    const admin = await fetch(`${s.baseUrl}/admin/settings`);
    const customer = await fetch(`${s.baseUrl}/home`);
    const api = await fetch(`${s.baseUrl}/api/health`);
    const scriptSrc = (csp: string | null) =>
      csp
        ?.split(';')
        .find((d) => d.trim().startsWith('script-src'))
        ?.trim();
    expect(scriptSrc(customer.headers.get('content-security-policy'))).toBe(`script-src 'self' ${chat.origin}`);
    expect(scriptSrc(admin.headers.get('content-security-policy'))).toBe("script-src 'self'");
    expect(api.headers.get('content-security-policy')).not.toContain(chat.origin);
  });
});
