import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import { MAILING_MESSAGES, ROLES, UNSUBSCRIBE_TEXTS, type Mailing, type MailingSegmentInput } from '@klub/contracts';
import { mailingRecipients, mailings, queryRows, users } from '@klub/db';
import { bearer, createTestApp, DEMO_USERS, type TestApp } from '../../testing/test-app';
import { makeMembers } from '../../testing/fixtures';
import { createSmsGateway } from '../../lib/sms-gateway';
import { createMailer } from '../../lib/mailer';
import { runMailing } from './mailing-sending';

/**
 * Mailings: the segment's count before sending, inbox copies and e-mails (only with marketing
 * consent), one mailing per request key, scheduling and cancelling, and the exactly-once ledger
 * after a run that died half-way.
 */
let t: TestApp;
let admin: string;
let group: { id: number; token: string }[];
const SEGMENT = { roles: [ROLES.ARCHITECT], regions: [], gold: false, premium: false, groups: [] } satisfies MailingSegmentInput;

beforeAll(async () => {
  t = await createTestApp({ JOB_POLL_SECONDS: '0.5' }); // the retried refusal is found by polling
  admin = await t.signIn(DEMO_USERS.admin.email, DEMO_USERS.admin.password, true);
  // Six architects (the demo data has none), four of them agreed to marketing e-mails.
  group = await makeMembers(t, 6, { role: ROLES.ARCHITECT, prefix: 'arch' });
  await t.db.db
    .update(users)
    .set({ marketingConsent: true })
    .where(
      inArray(
        users.id,
        group.slice(0, 4).map((m) => m.id),
      ),
    );
});
afterAll(() => t?.close());

const post = (url: string, payload: object, token = admin) => t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
const body = (over: Record<string, unknown> = {}) => ({
  subject: 'Wiosenna promocja — żółta farba',
  body: '<p>Zażółć gęślą jaźń: <strong>dwa razy</strong> więcej punktów.</p>',
  channels: 'BOTH',
  segment: SEGMENT,
  requestKey: randomUUID(),
  ...over,
});
const mailing = async (id: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/messages/multiple-mailing/${id}`, headers: bearer(admin) })).json() as Mailing;
async function until(id: number, ok: (m: Mailing) => boolean, ms = 20_000): Promise<Mailing> {
  const deadline = Date.now() + ms;
  for (;;) {
    const m = await mailing(id);
    if (ok(m)) return m;
    if (Date.now() > deadline) throw new Error(`mailing ${id}: ${JSON.stringify(m)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
const countNow = async () =>
  (await post('/api/messages/multiple-mailing/count', { segment: SEGMENT })).json() as { members: number; emails: number };
const emailsOf = (subject: string) => t.mailbox.mails.filter((m) => m.subject === subject);
const emailOf = async (id: number) =>
  (await queryRows<{ email: string }>(t.db.db, sql`select email from users where id = ${id}`))[0]!.email;

describe('mailings', () => {
  it('counts the segment before sending: members, and those who get the e-mail', async () => {
    const res = await post('/api/messages/multiple-mailing/count', { segment: SEGMENT });
    expect(res.json()).toEqual({ members: 6, emails: 4 });
    const consenting = await post('/api/messages/multiple-mailing/count', { segment: { ...SEGMENT, consentOnly: true } });
    expect(consenting.json()).toEqual({ members: 4, emails: 4 });
  });

  it('inbox and e-mail: every member gets the inbox copy, those with consent the e-mail, each once; a second click is the same mailing', async () => {
    const payload = body();
    const first = await post('/api/messages/multiple-mailing', payload);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().message).toBe(MAILING_MESSAGES.created);
    const again = await post('/api/messages/multiple-mailing', payload);
    expect([again.statusCode, again.json().id]).toEqual([200, first.json().id]);

    const done = await until(first.json().id, (m) => m.status === 'SENT');
    expect(done).toMatchObject({ recipients: 6, emails: { total: 4, pending: 0, sent: 4, failed: 0, uncertain: 0 } });
    await t.mailsSettled();
    const mails = emailsOf(payload.subject);
    const first4 = (await Promise.all(group.slice(0, 4).map((m) => emailOf(m.id)))).map((e) => e.toLowerCase()).sort();
    expect(mails.map((m) => m.to[0]).sort()).toEqual(first4);
    expect(mails[0]!.text).toContain('Zażółć gęślą jaźń: dwa razy więcej punktów.');
    // The way out: a footer link and List-Unsubscribe (one-click), signed for this member only.
    const mine = mails.find((m) => m.to[0] === first4[0])!;
    const link = mine.headers['list-unsubscribe']!.replace(/^<|>$/g, '');
    expect(link).toMatch(/^http:\/\/klub\.test\/unsubscribe\?u=\d+&t=[\w-]{32}$/);
    expect(mine.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mine.text).toContain(link);
    const path = link.replace('http://klub.test', '');
    const shown = await t.app.inject({ method: 'GET', url: path });
    expect([shown.statusCode, shown.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
    expect(shown.body).toContain(UNSUBSCRIBE_TEXTS.confirm);
    expect((await countNow()).emails).toBe(4); // opening the page changes nothing
    const forged = await t.app.inject({
      method: 'POST',
      url: path.replace(/u=\d+/, `u=${group[5]!.id}`),
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain(UNSUBSCRIBE_TEXTS.invalid.slice(0, 30));
    const out = await t.app.inject({
      method: 'POST',
      url: path,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(out.statusCode).toBe(200);
    expect(out.body).toContain(UNSUBSCRIBE_TEXTS.done(first4[0]!));
    expect((await countNow()).emails).toBe(3);
    await t.db.db
      .update(users)
      .set({ marketingConsent: true })
      .where(sql`lower(${users.email}) = ${first4[0]!}`);

    for (const m of group) {
      const inbox = (await t.app.inject({ method: 'GET', url: '/api/messages', headers: bearer(m.token) })).json();
      expect(inbox.data.filter((x: { topic: string }) => x.topic === payload.subject)).toHaveLength(1);
      expect(inbox.totalUnread).toBeGreaterThanOrEqual(1);
    }
    // Listed once, as the mailing; not as 6 messages in the sent list.
    const sent = (await t.app.inject({ method: 'GET', url: '/api/messages/sent', headers: bearer(admin) })).json();
    expect(sent.data.filter((x: { topic: string }) => x.topic === payload.subject)).toEqual([]);
    const list = (await t.app.inject({ method: 'GET', url: '/api/messages/multiple-mailing', headers: bearer(admin) })).json();
    expect(list.data[0]).toMatchObject({ id: first.json().id, subject: payload.subject, createdBy: expect.any(String) });
  });

  it('scheduled for later: waits, then goes; a cancelled one sends nothing, and a sent one cannot be cancelled', async () => {
    const at = new Date(Date.now() + 2500).toISOString();
    const later = body({ subject: 'Zaplanowany', channels: 'EMAIL', scheduledAt: at });
    const res = await post('/api/messages/multiple-mailing', later);
    expect([res.statusCode, res.json().message]).toEqual([201, MAILING_MESSAGES.scheduled]);
    expect((await mailing(res.json().id)).status).toBe('SCHEDULED');
    const sent = await until(res.json().id, (m) => m.status === 'SENT');
    expect(new Date(sent.startedAt!).getTime()).toBeGreaterThanOrEqual(new Date(at).getTime() - 1000);

    const cancelled = await post(
      '/api/messages/multiple-mailing',
      body({ subject: 'Odwołany', scheduledAt: new Date(Date.now() + 2000).toISOString() }),
    );
    const cancel = await post(`/api/messages/multiple-mailing/${cancelled.json().id}/cancel`, {});
    expect(cancel.json().message).toBe(MAILING_MESSAGES.cancelled);
    await new Promise((r) => setTimeout(r, 3500));
    await t.mailsSettled();
    expect(await mailing(cancelled.json().id)).toMatchObject({ status: 'CANCELLED', recipients: 0 });
    expect(emailsOf('Odwołany')).toEqual([]);

    const late = await post(`/api/messages/multiple-mailing/${res.json().id}/cancel`, {});
    expect([late.statusCode, late.json().message]).toEqual([409, MAILING_MESSAGES.notCancellable]);
    expect((await post('/api/messages/multiple-mailing/999999/cancel', {})).statusCode).toBe(404);
  });

  it('a run that died half-way: what it had claimed is sent by the next run, what it was handing over is "niepewne" and never sent again', async () => {
    const subject = 'Po awarii';
    const [m] = await t.db.db
      .insert(mailings)
      .values({
        requestKey: randomUUID(),
        subject,
        body: '<p>Treść</p>',
        channels: 'EMAIL',
        segment: SEGMENT,
        status: 'SENDING',
        recipients: 4,
      })
      .returning();
    const [a, b, c, d] = await Promise.all(group.slice(0, 4).map(async (x) => ({ id: x.id, email: await emailOf(x.id) })));
    const row = (u: { id: number; email: string }, status: string) => ({
      mailingId: m!.id,
      userId: u.id,
      email: u.email,
      status,
      claimedBy: 'dead-run',
    });
    await t.db.db.insert(mailingRecipients).values([row(a!, 'SENT'), row(b!, 'SENDING'), row(c!, 'CLAIMED'), row(d!, 'PENDING')]);

    const smtp = createMailer({ smtpUrl: t.mailbox.url, from: 'klub@example.pl', log: t.app.log });
    // An e-mail mailing reads no SMS settings: none stored.
    const settings = { read: async () => undefined };
    const sms = createSmsGateway(t.config, t.app.log);
    expect(await runMailing({ db: t.db.db, log: t.app.log, config: t.config, settings, smtp, sms }, m!.id)).toBe('done');
    smtp.close();
    expect(
      emailsOf(subject)
        .map((x) => x.to[0])
        .sort(),
    ).toEqual([c!.email, d!.email].sort());
    expect(await mailing(m!.id)).toMatchObject({ status: 'SENT', emails: { total: 4, sent: 3, uncertain: 1, pending: 0, failed: 0 } });
  });

  it('a refusal by the SMTP server is retried later and delivered once', async () => {
    t.mailbox.refuse(1);
    const res = await post('/api/messages/multiple-mailing', body({ subject: 'Z ponowieniem', channels: 'EMAIL' }));
    const done = await until(res.json().id, (m) => m.status === 'SENT', 30_000);
    expect(done.emails).toEqual({ total: 4, pending: 0, sent: 4, failed: 0, uncertain: 0 });
    expect(emailsOf('Z ponowieniem')).toHaveLength(4);
    expect(new Set(emailsOf('Z ponowieniem').map((x) => x.to[0])).size).toBe(4);
  });

  it('bad input is a Polish 400, an empty segment too; members cannot send mailings', async () => {
    const bad = await post(
      '/api/messages/multiple-mailing',
      body({ channels: 'FAX', segment: { ...SEGMENT, minBalance: 10, maxBalance: 5 } }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(MAILING_MESSAGES.channel);
    expect(bad.body).toContain(MAILING_MESSAGES.balanceRange);
    const past = await post('/api/messages/multiple-mailing', body({ scheduledAt: '2020-01-01T10:00:00Z' }));
    expect([past.statusCode, past.json().message]).toEqual([400, MAILING_MESSAGES.scheduledPast]);
    const nobody = await post('/api/messages/multiple-mailing', body({ segment: { ...SEGMENT, minBalance: 1_000_000 } }));
    expect([nobody.statusCode, nobody.json().message]).toEqual([400, MAILING_MESSAGES.noRecipients]);
    const member = group[0]!.token;
    expect((await post('/api/messages/multiple-mailing', body(), member)).statusCode).toBe(403);
    expect((await post('/api/messages/multiple-mailing/count', { segment: SEGMENT }, member)).statusCode).toBe(403);
  });
});
