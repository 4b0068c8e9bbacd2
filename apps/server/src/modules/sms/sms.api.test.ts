import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import {
  NOT_FOUND_MESSAGES,
  ROLES,
  SETTINGS_MESSAGES,
  SMS_MESSAGES,
  type ProgramSettings,
  type SmsLogList,
  type SmsSending,
} from '@klub/contracts';
import { queryRows, users } from '@klub/db';
import { bearer, createTestApp, DEMO_USERS, type TestApp } from '../../testing/test-app';
import { makeMembers } from '../../testing/fixtures';
import { freePort } from '../../testing/server-process';
import { startSmsGateway, type SmsGatewayStandIn } from '../../testing/sms-gateway';

/**
 * SMS through a stand-in of SMSAPI.pl over real HTTP: what the gateway receives (Polish letters
 * intact), the delivery callback to our real listening server, one sending per request key,
 * retries of a gateway that is away, a refused number, the log-only provider, and who may do it.
 */
let t: TestApp;
let gw: SmsGatewayStandIn;
let admin: string;
let customer: string;
let group: { id: number; token: string }[];
const SEGMENT = { roles: [ROLES.ARCHITECT], regions: [], gold: false, premium: false, groups: [] };

beforeAll(async () => {
  gw = await startSmsGateway();
  const port = await freePort();
  t = await createTestApp({
    SMS_API_URL: gw.url,
    SMS_API_TOKEN: gw.token,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    JOB_POLL_SECONDS: '0.5', // the retried refusal is found by polling
  });
  // The gateway calls back over HTTP, as SMSAPI.pl does.
  await t.app.listen({ port, host: '127.0.0.1' });
  admin = await t.signIn(DEMO_USERS.admin.email, DEMO_USERS.admin.password, true);
  customer = await t.signIn(DEMO_USERS.contractor.email, DEMO_USERS.contractor.password);
  // Five architects (the demo data has none): 0–2 with a phone, 0–1 and 3 with marketing consent.
  group = await makeMembers(t, 5, { role: ROLES.ARCHITECT, prefix: 'smsarch' });
  for (const [i, phone] of ['600100200', '+48600100201', '600 100 202'].entries())
    await t.db.db.update(users).set({ phone }).where(eq(users.id, group[i]!.id));
  await t.db.db
    .update(users)
    .set({ marketingConsent: true })
    .where(inArray(users.id, [group[0]!.id, group[1]!.id, group[3]!.id]));
  await gatewaySettings('SMSAPI', 'KlubFarb');
});
afterAll(async () => {
  await t?.close();
  await gw?.close();
});

async function gatewaySettings(provider: 'SMSAPI' | 'NONE', sender: string | null) {
  const current = (await t.app.inject({ method: 'GET', url: '/api/settings', headers: bearer(admin) })).json<ProgramSettings>();
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/settings',
    headers: bearer(admin),
    payload: { ...current, sms: { provider, sender, pricePerPart: 0.2 } },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const post = (url: string, payload: object, token = admin) => t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
const order = (text: string, target: object, over: object = {}) =>
  post('/api/messages/sms', { text, target, requestKey: randomUUID(), ...over });
const sending = async (id: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/messages/sms/${id}`, headers: bearer(admin) })).json<SmsSending>();
const log = async (query: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/settings/sms-logs?${query}`, headers: bearer(admin) })).json<SmsLogList>();
async function until(id: number, ok: (s: SmsSending) => boolean, ms = 20_000): Promise<SmsSending> {
  const deadline = Date.now() + ms;
  for (;;) {
    const s = await sending(id);
    if (ok(s)) return s;
    if (Date.now() > deadline) throw new Error(`SMS ${id}: ${JSON.stringify(s)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('SMS to one member', () => {
  it('counts parts and cost, hands the text to the gateway as written, and shows "delivered" after its callback', async () => {
    const text = 'Zażółć gęślą jaźń — Twoje punkty czekają w Klubie!';
    const count = await post('/api/messages/sms/count', { target: { kind: 'MEMBER', userId: group[2]!.id }, text });
    expect(count.json()).toEqual({ members: 1, phones: 1, encoding: 'UCS-2', parts: 1, pricePerPart: 0.2, cost: 0.2 });

    const before = gw.messages.length;
    const res = await order(text, { kind: 'MEMBER', userId: group[2]!.id });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(SMS_MESSAGES.created);
    const id = res.json().id as number;
    const [sms] = (await gw.waitFor(before + 1)).slice(before);
    // Member 2 has no marketing consent: a direct SMS needs none. The number is SMSAPI's 48XXXXXXXXX.
    expect(sms).toMatchObject({ to: '48600100202', text, from: 'KlubFarb', idx: `${id}-${group[2]!.id}`, encoding: 'utf-8' });
    const sent = await until(id, (s) => s.status === 'SENT');
    expect(sent).toMatchObject({
      member: { id: group[2]!.id },
      recipients: 1,
      encoding: 'UCS-2',
      parts: 1,
      messages: { total: 1, sent: 1, delivered: 0 },
    });
    expect((await log(`sendingId=${id}`)).data).toEqual([
      expect.objectContaining({ userId: group[2]!.id, phone: '600 100 202', text, status: 'SENT', delivery: null, gatewayId: sms!.id }),
    ]);

    const report = await gw.report(sms!, 404, 'DELIVERED');
    expect(report).toEqual({ status: 200, body: 'OK' });
    expect((await log(`sendingId=${id}`)).data[0]).toMatchObject({
      status: 'SENT',
      delivery: 'DELIVERED',
      deliveredAt: expect.any(String),
    });
    expect((await sending(id)).messages.delivered).toBe(1);
    // A late intermediate report never overwrites the final one.
    await gw.report(sms!, 403, 'SENT');
    expect((await log(`sendingId=${id}`)).data[0]!.delivery).toBe('DELIVERED');
    expect((await log('state=DELIVERED')).data.map((r) => r.sendingId)).toContain(id);
  });

  it('sends once for one request key, and refuses what cannot be sent, in Polish', async () => {
    const requestKey = randomUUID();
    const before = gw.messages.length;
    const [a, b] = await Promise.all([
      order('Dwa kliknięcia', { kind: 'MEMBER', userId: group[0]!.id }, { requestKey }),
      order('Dwa kliknięcia', { kind: 'MEMBER', userId: group[0]!.id }, { requestKey }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().id).toBe(b.json().id);
    await until(a.json().id, (s) => s.status === 'SENT');
    expect(gw.messages.length).toBe(before + 1);

    const noPhone = await order('Bez numeru', { kind: 'MEMBER', userId: group[3]!.id });
    expect([noPhone.statusCode, noPhone.json().message]).toEqual([400, SMS_MESSAGES.noPhone]);
    const nobody = await order('Nikt', { kind: 'MEMBER', userId: 999_999 });
    expect([nobody.statusCode, nobody.json().message]).toEqual([404, NOT_FOUND_MESSAGES.recipient]);
    const empty = await order('  ', { kind: 'MEMBER', userId: group[0]!.id });
    expect([empty.statusCode, empty.json().message]).toEqual([400, ['text: Wpisz treść SMS']]);
    const long = await order('ż'.repeat(403), { kind: 'MEMBER', userId: group[0]!.id });
    expect(long.statusCode).toBe(400);
    expect(JSON.stringify(long.json().message)).toContain('SMS jest za długi');
    const noTarget = await post('/api/messages/sms', { text: 'x', target: { kind: 'ALL' }, requestKey: randomUUID() });
    expect(noTarget.statusCode).toBe(400);
    expect(gw.messages.length).toBe(before + 1);
  });

  it('tries again when the gateway is away, and marks a number the gateway refuses as failed without retrying', async () => {
    gw.refuse(2, 'unavailable');
    const before = gw.messages.length;
    const away = (await order('Bramka wróci', { kind: 'MEMBER', userId: group[1]!.id })).json().id as number;
    await until(away, (s) => s.status === 'SENT', 30_000);
    expect(gw.messages.slice(before).map((m) => m.text)).toEqual(['Bramka wróci']);

    gw.refuse(1, 'badNumber');
    const bad = (await order('Zły numer', { kind: 'MEMBER', userId: group[1]!.id })).json().id as number;
    const failed = await until(bad, (s) => s.status === 'SENT');
    expect(failed.messages).toMatchObject({ total: 1, sent: 0, failed: 1 });
    expect((await log(`sendingId=${bad}`)).data[0]).toMatchObject({ status: 'FAILED', error: expect.stringContaining('(13)') });
  });
});

describe('SMS to a segment', () => {
  it('goes only to members with a phone and marketing consent; each report lands on its own member', async () => {
    const count = await post('/api/messages/sms/count', { target: { kind: 'SEGMENT', segment: SEGMENT }, text: 'a'.repeat(200) });
    expect(count.json()).toEqual({ members: 5, phones: 2, encoding: 'GSM-7', parts: 2, pricePerPart: 0.2, cost: 0.8 });
    const before = gw.messages.length;
    const id = (await order('Promocja w Klubie: 2x punkty do piątku', { kind: 'SEGMENT', segment: SEGMENT })).json().id as number;
    const got = (await gw.waitFor(before + 2)).slice(before);
    expect(got.map((m) => m.to).sort()).toEqual(['48600100200', '48600100201']);
    const done = await until(id, (s) => s.status === 'SENT');
    expect(done).toMatchObject({ member: null, recipients: 5, messages: { total: 2, sent: 2 } });

    const [first, second] = got.sort((x, y) => x.to.localeCompare(y.to));
    await gw.report(first!, 404, 'DELIVERED');
    await gw.report(second!, 405, 'UNDELIVERED');
    expect((await sending(id)).messages).toMatchObject({ delivered: 1, undelivered: 1 });
    const rows = (await log(`sendingId=${id}`)).data;
    expect(rows.map((r) => [r.userId, r.delivery])).toEqual(
      expect.arrayContaining([
        [group[0]!.id, 'DELIVERED'],
        [group[1]!.id, 'UNDELIVERED'],
      ]),
    );
    // Those without a phone or consent are in the log only when asked for.
    expect(rows).toHaveLength(2);
    expect((await log(`sendingId=${id}&state=NO_PHONE`)).total).toBe(3);
  });

  it('a scheduled sending can be cancelled once, and nothing goes out', async () => {
    const before = gw.messages.length;
    const res = await order(
      'Później',
      { kind: 'SEGMENT', segment: SEGMENT },
      { scheduledAt: new Date(Date.now() + 3_600_000).toISOString() },
    );
    expect(res.json().message).toBe(SMS_MESSAGES.scheduled);
    const id = res.json().id as number;
    expect((await post(`/api/messages/sms/${id}/cancel`, {})).statusCode).toBe(200);
    const again = await post(`/api/messages/sms/${id}/cancel`, {});
    expect([again.statusCode, again.json().message]).toEqual([409, SMS_MESSAGES.notCancellable]);
    expect((await sending(id)).status).toBe('CANCELLED');
    expect(gw.messages.length).toBe(before);
    // The SMS list and the mailings' list keep apart.
    const list = (await t.app.inject({ method: 'GET', url: '/api/messages/sms', headers: bearer(admin) })).json<{ data: SmsSending[] }>();
    expect(list.data[0]!.id).toBe(id);
    const mailingsList = (await t.app.inject({ method: 'GET', url: '/api/messages/multiple-mailing', headers: bearer(admin) })).json();
    expect(mailingsList.data.map((m: { id: number }) => m.id)).not.toContain(id);
    expect((await t.app.inject({ method: 'GET', url: `/api/messages/multiple-mailing/${id}`, headers: bearer(admin) })).statusCode).toBe(
      404,
    );
  });
});

describe('the gateway setting and the callback', () => {
  it('with no gateway set, an SMS is written to the log only', async () => {
    await gatewaySettings('NONE', null);
    try {
      const before = gw.messages.length;
      const id = (await order('Tylko w logu', { kind: 'MEMBER', userId: group[0]!.id })).json().id as number;
      await until(id, (s) => s.status === 'SENT');
      expect((await log(`sendingId=${id}`)).data[0]).toMatchObject({ status: 'SENT', gatewayId: null, delivery: null });
      expect(gw.messages.length).toBe(before);
    } finally {
      await gatewaySettings('SMSAPI', 'KlubFarb');
    }
  });

  it("uses the token an admin sets in the settings (never shown again, masked in the audit trail), else the deployment's", async () => {
    const state = async () => (await t.app.inject({ method: 'GET', url: '/api/settings/sms-token', headers: bearer(admin) })).json();
    expect(await state()).toEqual({ source: 'ENV', hint: null, updatedAt: null });
    const token = 'panel-token-0002-abcd';
    gw.accept(token);
    const put = await t.app.inject({ method: 'PUT', url: '/api/settings/sms-token', headers: bearer(admin), payload: { token } });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ message: SETTINGS_MESSAGES.smsTokenSaved, state: { source: 'SETTINGS', hint: '…abcd' } });
    expect(JSON.stringify(await state())).not.toContain(token);
    const [audit] = await queryRows<{ after: Record<string, unknown> }>(
      t.db.db,
      sql`select after from audit_log where entity = 'secret_settings' order by id desc limit 1`,
    );
    expect(audit!.after.value).toBe('***');
    expect(JSON.stringify(audit)).not.toContain(token);

    const before = gw.messages.length;
    const id = (await order('Kluczem z ustawień', { kind: 'MEMBER', userId: group[0]!.id })).json().id as number;
    await until(id, (s) => s.status === 'SENT');
    expect(gw.messages.slice(before).map((m) => m.token)).toEqual([token]);

    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/sms-token',
      headers: bearer(admin),
      payload: { token: 'z spacją' },
    });
    expect(bad.statusCode).toBe(400);
    const removed = await t.app.inject({ method: 'PUT', url: '/api/settings/sms-token', headers: bearer(admin), payload: { token: null } });
    expect(removed.json()).toMatchObject({ message: SETTINGS_MESSAGES.smsTokenRemoved, state: { source: 'ENV' } });
    const asMember = await t.app.inject({ method: 'GET', url: '/api/settings/sms-token', headers: bearer(customer) });
    expect(asMember.statusCode).toBe(403);
  });

  it('refuses a report without our signature, and answers OK to one of a message it does not know', async () => {
    const forged = await fetch(`${t.config.publicUrl}/api/messages/sms/callback?t=${'x'.repeat(32)}&MsgId=1&status=404`);
    expect(forged.status).toBe(403);
    expect(((await forged.json()) as { message: string }).message).toBe(SMS_MESSAGES.callbackForged);
    const unknown = await gw.report({ ...gw.messages[0]!, id: '999999', idx: null });
    expect(unknown).toEqual({ status: 200, body: 'OK' });
  });

  it('is for admins only', async () => {
    const routes: [string, string][] = [
      ['POST', '/api/messages/sms'],
      ['POST', '/api/messages/sms/count'],
      ['GET', '/api/messages/sms'],
      ['GET', '/api/messages/sms/1'],
      ['POST', '/api/messages/sms/1/cancel'],
      ['GET', '/api/settings/sms-logs'],
    ];
    for (const [method, url] of routes) {
      const asMember = await t.app.inject({
        method: method as 'GET',
        url,
        headers: bearer(customer),
        payload: method === 'POST' ? {} : undefined,
      });
      expect([url, asMember.statusCode]).toEqual([url, 403]);
      const anonymous = await t.app.inject({ method: method as 'GET', url, payload: method === 'POST' ? {} : undefined });
      expect([url, anonymous.statusCode]).toEqual([url, 401]);
    }
  });
});
