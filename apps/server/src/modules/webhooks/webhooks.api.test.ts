import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { STAFF_MESSAGES, ADMIN_AREAS, WEBHOOK_MAIL_TEXTS, WEBHOOK_MESSAGES, WEBHOOK_RETRY } from '@klub/contracts';
import { queryRows, webhookDeliveries, webhookEndpoints, webhookEvents, type Database } from '@klub/db';
import { runPeriodicJobs } from '../../periodic-jobs';
import { testJobDeps } from '../../testing/job-deps';
import { pruneWebhooks } from './webhooks.prune';
import { bearer, createTestApp, DEMO_USERS, type TestApp } from '../../testing/test-app';
import { makeStaff } from '../staff/staff.test-helpers';
import { emitEvent } from './webhooks.outbox';
import { retryWindow } from './webhooks.schedule';
import { retryNow, startReceiver, webhookJobs, webhooksSettled, type Receiver } from './webhooks.test-helpers';

/**
 * Outbound webhooks over real HTTP (issue 40): a local receiver on 127.0.0.1 (this app allows
 * private addresses) checks the Standard Webhooks signatures with the `standardwebhooks` package;
 * the outbox's rollback, the order per member, the backoff's schedule (read from the job), the
 * pause after the last retry, redelivery and the Administrator-only routes.
 */
let t: TestApp;
let admin = '';
let rx: Receiver;
beforeAll(async () => {
  t = await createTestApp({ WEBHOOKS_ALLOW_PRIVATE: 'true' });
  admin = await t.signIn(DEMO_USERS.admin.email, DEMO_USERS.admin.password, true);
  rx = await startReceiver();
});
afterAll(async () => {
  await t?.close();
  await rx?.close();
});

const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload }) });
const db = () => t.db.db;
/** An event committed on its own (as a service's transaction would write it). */
const emitDeleted = (memberId: number) =>
  db().transaction((tx) => emitEvent(tx as unknown as Database, 'member.deleted', memberId, { member: { id: memberId } }));

async function createEndpoint(url: string, eventTypes: string[] = ['member.deleted']) {
  const res = await send('POST', '/api/webhooks', { url, description: 'ERP', eventTypes });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number; secret: string; status: string };
}

describe('endpoints', () => {
  it('shows the secret once, at creation; lists without it; audits the change with the secret masked', async () => {
    const ep = await createEndpoint(rx.url('/created'), ['member.registered', 'order.created']);
    expect(ep.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const list = await send('GET', '/api/webhooks');
    expect(list.statusCode).toBe(200);
    const item = list.json().items.find((i: { id: number }) => i.id === ep.id);
    expect(item).toMatchObject({
      url: rx.url('/created'),
      description: 'ERP',
      eventTypes: ['member.registered', 'order.created'],
      status: 'ACTIVE',
    });
    expect(JSON.stringify(list.json())).not.toContain(ep.secret);
    const [audit] = await queryRows<{ after: Record<string, unknown>; route: string }>(
      db(),
      sql`select after, route from audit_log where entity = 'webhook_endpoints' and entity_id = ${String(ep.id)} order by id desc limit 1`,
    );
    expect(audit!.route).toBe('POST /api/webhooks');
    expect(audit!.after.secret).toBe('***');
    expect(JSON.stringify(audit)).not.toContain(ep.secret);
    expect((await send('DELETE', `/api/webhooks/${ep.id}`)).statusCode).toBe(200);
    expect((await send('DELETE', `/api/webhooks/${ep.id}`)).json().message).toBe(WEBHOOK_MESSAGES.notFound);
  });

  it('refuses a wrong body with Polish messages (400)', async () => {
    const noEvents = await send('POST', '/api/webhooks', { url: rx.url(), eventTypes: [] });
    expect(noEvents.statusCode).toBe(400);
    expect(noEvents.body).toContain(WEBHOOK_MESSAGES.noEvents);
    const unknown = await send('POST', '/api/webhooks', { url: rx.url(), eventTypes: ['points.stolen'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain(WEBHOOK_MESSAGES.unknownEvent);
    const ftp = await send('POST', '/api/webhooks', { url: 'ftp://erp.example/hook', eventTypes: ['order.created'] });
    expect(ftp.statusCode).toBe(400);
    expect(ftp.body).toContain(WEBHOOK_MESSAGES.badUrl);
    const creds = await send('POST', '/api/webhooks', { url: 'https://user:pw@erp.example/hook', eventTypes: ['order.created'] });
    expect(creds.body).toContain(WEBHOOK_MESSAGES.urlCredentials);
  });

  it('lets only the Administrator staff role manage them (403 naming the area for the others)', async () => {
    for (const role of ['PROGRAM', 'ORDERS', 'CONTENT', 'MESSAGES', 'ANALYST'] as const) {
      const { token } = await makeStaff(t, role);
      for (const [method, url] of [
        ['GET', '/api/webhooks'],
        ['POST', '/api/webhooks'],
      ] as const) {
        const res = await send(method, url, method === 'POST' ? { url: rx.url(), eventTypes: ['order.created'] } : undefined, token);
        expect(res.statusCode, `${method} ${url} as ${role}`).toBe(403);
        expect(res.json().message).toBe(STAFF_MESSAGES.forbiddenArea(ADMIN_AREAS.settings));
      }
    }
    const { token } = await makeStaff(t, 'ADMINISTRATOR');
    expect((await send('GET', '/api/webhooks', undefined, token)).statusCode).toBe(200);
  });
});

describe('delivery', () => {
  it('signs a test delivery as Standard Webhooks says; after a rotation both secrets sign', async () => {
    const ep = await createEndpoint(rx.url('/signed'));
    const before = rx.received.length;
    const test = await send('POST', `/api/webhooks/${ep.id}/test`);
    expect(test.statusCode, test.body).toBe(200);
    const [r] = (await rx.waitFor(before + 1)).slice(before);
    expect(r!.path).toBe('/signed');
    expect(r!.headers['content-type']).toBe('application/json');
    expect(r!.headers['webhook-id']).toBe(test.json().eventId);
    expect(Math.abs(Number(r!.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(60);
    const verified = new Webhook(ep.secret).verify(r!.body, r!.headers as Record<string, string>) as { type: string; id: string };
    expect(verified).toMatchObject({ type: 'webhook.test', id: test.json().eventId });
    expect(() =>
      new Webhook(`whsec_${Buffer.alloc(32, 1).toString('base64')}`).verify(r!.body, r!.headers as Record<string, string>),
    ).toThrow();

    const rotated = await send('POST', `/api/webhooks/${ep.id}/rotate-secret`);
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().secret).not.toBe(ep.secret);
    expect(rotated.json().previousSecretUntil).not.toBeNull();
    await send('POST', `/api/webhooks/${ep.id}/test`);
    const [r2] = (await rx.waitFor(before + 2)).slice(before + 1);
    expect(String(r2!.headers['webhook-signature']).split(' ')).toHaveLength(2);
    for (const secret of [ep.secret, rotated.json().secret as string])
      expect(new Webhook(secret).verify(r2!.body, r2!.headers as Record<string, string>)).toMatchObject({ type: 'webhook.test' });
    await send('DELETE', `/api/webhooks/${ep.id}`);
  });

  it('sends nothing for a change that rolled back; delivers the committed one with its id', async () => {
    const ep = await createEndpoint(rx.url('/rollback'));
    let rolledBack = '';
    await expect(
      db().transaction(async (tx) => {
        rolledBack = await emitEvent(tx as unknown as Database, 'member.deleted', 999_001, { member: { id: 999_001 } });
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    const committed = await emitDeleted(999_002);
    await webhooksSettled(db());
    const mine = rx.received.filter((r) => r.path === '/rollback');
    expect(mine.map((r) => r.json.id)).toEqual([committed]);
    expect(mine[0]!.json).toMatchObject({ type: 'member.deleted', data: { member: { id: 999_002 } } });
    expect(await queryRows(db(), sql`select id from webhook_events where id = ${rolledBack}`)).toEqual([]);
    await send('DELETE', `/api/webhooks/${ep.id}`);
  });

  it("keeps a member's order through a retry, backs off as scheduled, and does not hold other members back", async () => {
    const ep = await createEndpoint(rx.url('/order'));
    let failFirst = true;
    rx.answerWith((r) => {
      if (r.path === '/order' && failFirst) {
        failFirst = false;
        return { status: 503, body: 'x'.repeat(5000) };
      }
      return { status: 200, body: 'ok' };
    });
    const failedAt = Date.now();
    const e1 = await emitDeleted(501);
    const e2 = await emitDeleted(501);
    const other = await emitDeleted(502);
    const e3 = await emitDeleted(501);
    // The other member's event arrives while the first one of member 501 waits for its retry.
    const deadline = Date.now() + 15_000;
    while (!rx.received.some((r) => r.json.id === other)) {
      if (Date.now() > deadline) throw new Error('the other member was held back');
      await new Promise((r) => setTimeout(r, 25));
    }
    const jobs = await webhookJobs(db());
    const retry = jobs.find((j) => j.data.eventId === e1)!;
    expect(retry.state).toBe('retry');
    expect(retry.singleton_key).toBe(`${ep.id}:m:501`);
    const { min, max } = retryWindow(1);
    expect(min).toBe(WEBHOOK_RETRY.delaySeconds);
    const due = (new Date(retry.start_after).getTime() - failedAt) / 1000;
    expect(due).toBeGreaterThanOrEqual(min - 1);
    expect(due).toBeLessThanOrEqual(max + 15);
    expect(rx.received.filter((r) => r.path === '/order').map((r) => r.json.id)).toEqual([e1, other]);

    await retryNow(db());
    await webhooksSettled(db());
    expect(rx.received.filter((r) => r.path === '/order').map((r) => r.json.id)).toEqual([e1, other, e1, e2, e3]);
    const log = await send('GET', `/api/webhooks/${ep.id}/deliveries?status=FAILED`);
    expect(log.json().total).toBe(1);
    expect(log.json().data[0]).toMatchObject({ eventId: e1, attempt: 1, ok: false, statusCode: 503, error: 'HTTP 503' });
    expect(Buffer.byteLength(log.json().data[0].responseExcerpt)).toBe(2048);
    const ok = await send('GET', `/api/webhooks/${ep.id}/deliveries?status=OK&event=member.deleted`);
    expect(ok.json().data.map((d: { eventId: string; attempt: number }) => [d.eventId, d.attempt])).toEqual([
      [e3, 1],
      [e2, 1],
      [e1, 2],
      [other, 1],
    ]);
    await send('DELETE', `/api/webhooks/${ep.id}`);
  });

  it("keeps a member's order among events queued together (one transaction, one dispatch)", async () => {
    const ep = await createEndpoint(rx.url('/together'));
    rx.answerWith(() => ({ status: 200 }));
    const ids = await db().transaction(async (tx) => {
      const out: string[] = [];
      for (let i = 0; i < 12; i++) out.push(await emitEvent(tx as unknown as Database, 'member.deleted', 701, { member: { id: 701 } }));
      return out;
    });
    await webhooksSettled(db());
    expect(rx.received.filter((r) => r.path === '/together').map((r) => r.json.id)).toEqual(ids);
    await send('DELETE', `/api/webhooks/${ep.id}`);
  });

  it('pauses the endpoint after the last retry, tells the Administrators, then redelivers what failed once resumed', async () => {
    const ep = await createEndpoint(rx.url('/down'));
    rx.answerWith((r) => (r.path === '/down' ? { status: 500, body: 'down' } : { status: 200 }));
    const failed = await emitDeleted(601);
    const deadline = Date.now() + 15_000;
    while (!(await webhookJobs(db())).some((j) => j.data.eventId === failed && j.state === 'retry')) {
      if (Date.now() > deadline) throw new Error('no retry');
      await new Promise((r) => setTimeout(r, 25));
    }
    // The last retry, now (instead of about 3 days later).
    await db().execute(
      sql`update pgboss.job set retry_count = retry_limit, start_after = now() where name = 'webhook' and state = 'retry' and data->>'eventId' = ${failed}`,
    );
    const mail = await t.mailbox.waitFor(DEMO_USERS.admin.email, WEBHOOK_MAIL_TEXTS.paused('', '', '').subject);
    expect(mail.text).toContain(rx.url('/down'));
    const list = (await send('GET', '/api/webhooks')).json().items.find((i: { id: number }) => i.id === ep.id);
    expect(list.status).toBe('PAUSED');
    expect(list.pausedReason).toBe(WEBHOOK_MESSAGES.pausedAfterFailures('member.deleted', 'HTTP 500'));
    await webhooksSettled(db());
    expect((await webhookJobs(db())).find((j) => j.data.eventId === failed)!.state).toBe('completed');

    // While paused an event is logged as not sent; a redelivery is refused until resumed.
    const whilePaused = await emitDeleted(602);
    await webhooksSettled(db());
    const notSent = await send('GET', `/api/webhooks/${ep.id}/deliveries?status=FAILED`);
    expect(notSent.json().data[0]).toMatchObject({ eventId: whilePaused, error: WEBHOOK_MESSAGES.paused, statusCode: null });
    expect((await send('POST', `/api/webhooks/${ep.id}/redeliver`, { since: '2020-01-01' })).statusCode).toBe(409);

    rx.answerWith(() => ({ status: 204 }));
    expect((await send('POST', `/api/webhooks/${ep.id}/resume`)).json().status).toBe('ACTIVE');
    const before = rx.received.length;
    const again = await send('POST', `/api/webhooks/${ep.id}/redeliver`, { since: '2020-01-01' });
    expect(again.json()).toEqual({ count: 2, message: WEBHOOK_MESSAGES.redelivered(2) });
    await webhooksSettled(db());
    // Two members: two keys, so in either order.
    expect(
      rx.received
        .slice(before)
        .map((r) => r.json.id)
        .sort(),
    ).toEqual([failed, whilePaused].sort());
    expect((await send('POST', `/api/webhooks/${ep.id}/redeliver`, { since: '2020-01-01' })).json().count).toBe(0);
    const one = await send('POST', `/api/webhooks/${ep.id}/redeliver`, { eventId: failed });
    expect(one.json().count).toBe(1);
    await rx.waitFor(before + 3);
    const unknown = await send('POST', `/api/webhooks/${ep.id}/redeliver`, { eventId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect((await send('POST', `/api/webhooks/${ep.id}/redeliver`, {})).statusCode).toBe(400);
    await send('DELETE', `/api/webhooks/${ep.id}`);
  });
});

describe('retention', () => {
  it('the hourly pass deletes attempts and dispatched events older than 30 days; newer ones stay', async () => {
    const [ep] = await db()
      .insert(webhookEndpoints)
      .values({ url: rx.url('/old'), eventTypes: ['member.deleted'], secret: 'whsec_x' })
      .returning();
    const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000);
    const event = (id: string, createdAt: Date) => ({
      id,
      type: 'member.deleted',
      memberId: 1,
      payload: {},
      createdAt,
      dispatchedAt: createdAt,
    });
    const [gone, kept, recent] = [
      '00000000-0000-4000-8000-00000000a001',
      '00000000-0000-4000-8000-00000000a002',
      '00000000-0000-4000-8000-00000000a003',
    ];
    await db()
      .insert(webhookEvents)
      .values([event(gone, daysAgo(40)), event(kept, daysAgo(40)), event(recent, daysAgo(2))]);
    const attempt = (eventId: string, at: Date) => ({ endpointId: ep!.id, eventId, attempt: 1, ok: false, durationMs: 1, at });
    await db()
      .insert(webhookDeliveries)
      .values([attempt(gone, daysAgo(40)), attempt(kept, daysAgo(40)), attempt(kept, daysAgo(1)), attempt(recent, daysAgo(2))]);

    const result = await runPeriodicJobs(testJobDeps(t));
    expect(result.webhooksPruned).toEqual({ deliveries: 2, events: 1 });
    const left = await queryRows<{ id: string }>(
      db(),
      sql`select id from webhook_events where id in (${gone}, ${kept}, ${recent}) order by id`,
    );
    expect(left.map((r) => r.id)).toEqual([kept, recent]);
    expect(await pruneWebhooks(db())).toEqual({ deliveries: 0, events: 0 });
  });
});
