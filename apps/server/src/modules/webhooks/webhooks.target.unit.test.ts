import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { WEBHOOK_MESSAGES, WEBHOOK_RETRY } from '@klub/contracts';
import { startReceiver, type Receiver } from './webhooks.test-helpers';

/** Names the tests resolve as an attacker's DNS would: a public-looking name pointing inside. */
const FAKE_DNS: Record<string, { address: string; family: number }[]> = {
  'erp.internal.example': [{ address: '127.0.0.1', family: 4 }],
  'metadata.example': [{ address: '169.254.169.254', family: 4 }],
  'mixed.example': [
    { address: '93.184.215.14', family: 4 },
    { address: '10.0.0.7', family: 4 },
  ],
  'v6.example': [{ address: '::ffff:192.168.1.1', family: 6 }],
};
vi.mock('node:dns', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:dns')>();
  const lookup = (host: string, options: object, cb: (err: Error | null, addresses: unknown) => void) => {
    const found = FAKE_DNS[host];
    if (found) return cb(null, found);
    return real.lookup(host, options as { all: true }, cb);
  };
  return { ...real, default: { ...real, lookup }, lookup };
});

const { isPublicAddress, postWebhook, urlRefusal } = await import('./webhooks.target');
const { signedHeaders, newWebhookSecret } = await import('./webhooks.signing');
const { retrySchedule, retryWindow } = await import('./webhooks.schedule');

const strict = { allowPrivate: false, httpsOnly: false };
const open = { allowPrivate: true, httpsOnly: false };
let rx: Receiver;
beforeAll(async () => (rx = await startReceiver()));
afterAll(() => rx?.close());

describe('address classes', () => {
  it('takes only public unicast addresses', () => {
    for (const ip of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.0.10',
      '169.254.169.254',
      '100.100.100.200',
      '0.0.0.0',
      '::1',
      'fe80::1',
      'fd00:ec2::254',
      '::ffff:127.0.0.1',
      '224.0.0.1',
    ])
      expect(isPublicAddress(ip), ip).toBe(false);
    for (const ip of ['93.184.215.14', '8.8.8.8', '2a00:1450:4001:80b::200e']) expect(isPublicAddress(ip), ip).toBe(true);
  });

  it('refuses a URL naming a private address or localhost, and http in production', () => {
    expect(urlRefusal('http://127.0.0.1:8080/x', strict)).toBe(WEBHOOK_MESSAGES.privateAddress);
    expect(urlRefusal('http://[::1]/x', strict)).toBe(WEBHOOK_MESSAGES.privateAddress);
    expect(urlRefusal('http://0x7f.1/x', strict)).toBe(WEBHOOK_MESSAGES.privateAddress);
    expect(urlRefusal('http://localhost/x', strict)).toBe(WEBHOOK_MESSAGES.privateAddress);
    expect(urlRefusal('http://169.254.169.254/latest/meta-data', strict)).toBe(WEBHOOK_MESSAGES.privateAddress);
    expect(urlRefusal('http://erp.example/x', { allowPrivate: false, httpsOnly: true })).toBe(WEBHOOK_MESSAGES.httpsOnly);
    expect(urlRefusal('https://erp.example/x', { allowPrivate: false, httpsOnly: true })).toBeNull();
    expect(urlRefusal('http://127.0.0.1/x', open)).toBeNull();
  });
});

describe('postWebhook', () => {
  it('refuses, after DNS resolution, a name that resolves to loopback, metadata or a private address (none reached)', async () => {
    const before = rx.received.length;
    const port = new URL(rx.url()).port;
    for (const host of ['erp.internal.example', 'metadata.example', 'mixed.example', 'v6.example']) {
      const o = await postWebhook(`http://${host}:${port}/hook`, '{}', {}, strict);
      expect(o, host).toMatchObject({ ok: false, statusCode: null, error: WEBHOOK_MESSAGES.privateAddress });
    }
    expect(await postWebhook(`http://127.0.0.1:${port}/hook`, '{}', {}, strict)).toMatchObject({ error: WEBHOOK_MESSAGES.privateAddress });
    expect(rx.received.length).toBe(before);
    // Allowed by the setting, the same name reaches the receiver: the check is the connection's own lookup.
    const o = await postWebhook(`http://erp.internal.example:${port}/hook`, '{"a":1}', {}, open);
    expect(o).toMatchObject({ ok: true, statusCode: 200, excerpt: 'ok', error: null });
    expect(rx.received.at(-1)!.body).toBe('{"a":1}');
  });

  it('does not follow a redirect (to a private address or anywhere): a failed attempt', async () => {
    rx.answerWith((r) =>
      r.path === '/moved' ? { status: 302, headers: { location: 'http://10.0.0.1/admin' } } : { status: 200, body: 'ok' },
    );
    const o = await postWebhook(rx.url('/moved'), '{}', {}, open);
    expect(o).toMatchObject({ ok: false, statusCode: 302, error: WEBHOOK_MESSAGES.redirect });
    expect(rx.received.filter((r) => r.path === '/admin')).toEqual([]);
  });

  it('gives up after the timeout and names it', async () => {
    rx.answerWith(() => ({ status: 200 }));
    const { createServer } = await import('node:http');
    const silent = createServer(() => undefined);
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    const port = (silent.address() as { port: number }).port;
    const o = await postWebhook(`http://127.0.0.1:${port}/`, '{}', {}, open, 200);
    silent.closeAllConnections();
    silent.close();
    expect(o).toMatchObject({ ok: false, statusCode: null, error: WEBHOOK_MESSAGES.timeout });
    expect(o.durationMs).toBeGreaterThanOrEqual(150);
  });
});

describe('signing and schedule', () => {
  it('signs what standardwebhooks verifies, with either secret during a rotation', () => {
    const [a, b] = [newWebhookSecret(), newWebhookSecret()];
    const body = JSON.stringify({ type: 'order.created', data: {} });
    const headers = signedHeaders([a, b], 'msg_1', Math.floor(Date.now() / 1000), body);
    expect(new Webhook(a).verify(body, headers)).toMatchObject({ type: 'order.created' });
    expect(new Webhook(b).verify(body, headers)).toMatchObject({ type: 'order.created' });
    expect(() => new Webhook(newWebhookSecret()).verify(body, headers)).toThrow();
    expect(() => new Webhook(a).verify(body + ' ', headers)).toThrow();
  });

  it('retries with doubling delays up to 6 h, the last about 3 days after the first attempt', () => {
    expect(retryWindow(1)).toEqual({ min: 60, max: 120 });
    expect(retryWindow(2)).toEqual({ min: 120, max: 240 });
    expect(retryWindow(9)).toEqual({ min: 15360, max: 21600 });
    expect(retryWindow(19)).toEqual({ min: 21600, max: 21600 });
    const s = retrySchedule();
    expect(s.retries).toHaveLength(WEBHOOK_RETRY.limit);
    expect(s.earliestLast / 3600).toBeCloseTo(68.5, 1);
    expect(s.latestLast / 3600).toBeCloseTo(74.5, 1);
  });
});
