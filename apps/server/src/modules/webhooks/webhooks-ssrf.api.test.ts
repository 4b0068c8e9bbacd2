import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_MESSAGES } from '@klub/contracts';
import { bearer, createTestApp, DEMO_USERS, type TestApp } from '../../testing/test-app';
import { startReceiver, webhooksSettled, type Receiver } from './webhooks.test-helpers';

/**
 * Safe targets with the default setting (WEBHOOKS_ALLOW_PRIVATE off): an endpoint naming a
 * loopback, private, link-local or metadata address is refused when saved (400), and a receiver on
 * 127.0.0.1 is never reached. A name's addresses are checked at each delivery, on the connection's
 * own lookup (webhooks.target.unit.test.ts: names resolving inside, redirects).
 */
let t: TestApp;
let admin = '';
let rx: Receiver;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(DEMO_USERS.admin.email, DEMO_USERS.admin.password, true);
  rx = await startReceiver();
});
afterAll(async () => {
  await t?.close();
  await rx?.close();
});

const send = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(admin), ...(payload === undefined ? {} : { payload }) });

describe('safe targets', () => {
  it('refuses loopback, private, link-local and metadata addresses when saving (Polish 400)', async () => {
    for (const url of [
      rx.url(),
      'http://10.0.0.5/hook',
      'http://192.168.1.10/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]:8080/',
      'http://localhost:3000/hook',
    ]) {
      const res = await send('POST', '/api/webhooks', { url, eventTypes: ['order.created'] });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toBe(WEBHOOK_MESSAGES.privateAddress);
    }
    const ok = await send('POST', '/api/webhooks', { url: 'https://erp.partner.example/hook', eventTypes: ['order.created'] });
    expect(ok.statusCode).toBe(200);
    const moved = await send('PATCH', `/api/webhooks/${ok.json().id}`, { url: 'http://127.0.0.1/hook' });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toBe(WEBHOOK_MESSAGES.privateAddress);
    expect(rx.received).toEqual([]);
  });

  it('logs a delivery to a name that does not resolve as failed, with the reason', async () => {
    const ep = await send('POST', '/api/webhooks', { url: 'https://hooks.example.invalid/in', eventTypes: ['order.created'] });
    expect((await send('POST', `/api/webhooks/${ep.json().id}/test`)).statusCode).toBe(200);
    const deadline = Date.now() + 15_000;
    let log = await send('GET', `/api/webhooks/${ep.json().id}/deliveries`);
    while (log.json().total === 0 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
      log = await send('GET', `/api/webhooks/${ep.json().id}/deliveries`);
    }
    expect(log.json().data[0]).toMatchObject({
      eventType: 'webhook.test',
      ok: false,
      statusCode: null,
      error: WEBHOOK_MESSAGES.unresolved,
    });
    await webhooksSettled(t.db.db);
  });
});
