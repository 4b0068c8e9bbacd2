import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { LEDGER_SOURCES, type ProgramSettings } from '@klub/contracts';
import { pointsExpiryReminders, queryRows, users, type Database } from '@klub/db';
import { startJobQueue, queuedMailer, type JobQueue } from '../../jobs/queue';
import type { JobDeps } from '../../jobs/scheduler';
import { requestScopedDb } from '../../lib/request-transaction';
import { runPeriodicJobs } from '../../periodic-jobs';
import { makeMembers } from '../../testing/fixtures';
import { testJobDeps } from '../../testing/job-deps';
import { startSmsGateway, type SmsGatewayStandIn } from '../../testing/sms-gateway';
import { bearer, createTestApp, DEMO_USERS, type TestApp } from '../../testing/test-app';
import { credit, debit } from '../ledger/ledger.service';
import { sendPointsReminders } from './points-reminders.service';

/**
 * Points-expiry reminders (issue 39): the hourly pass mails each member once about the points of
 * their lots expiring within the setting's days (what is left of each lot), texts those with a phone
 * and marketing consent, logs its counts, and never reminds of a lot twice — not on the next pass,
 * not when two passes run at once. Mails go through the app's own queue and layout to a real SMTP
 * receiver; SMS to the local stand-in of the gateway.
 */
let t: TestApp;
let gw: SmsGatewayStandIn;
let admin: string;
let queue: JobQueue;
let deps: JobDeps;
beforeAll(async () => {
  gw = await startSmsGateway();
  t = await createTestApp({ SMS_API_URL: gw.url, SMS_API_TOKEN: gw.token });
  admin = await t.signIn(DEMO_USERS.admin.email, DEMO_USERS.admin.password, true);
  // The pass queues its mails as the app does: the app's worker sends them in the layout over SMTP.
  queue = await startJobQueue(t.db, requestScopedDb(t.db.db), { settings: t.config.jobs, log: t.app.log });
  deps = { ...testJobDeps(t), mailer: queuedMailer(queue) };
  await saveSettings((s) => ({ ...s, sms: { provider: 'SMSAPI', sender: 'KlubFarb', pricePerPart: 0.16 } }));
});
afterAll(async () => {
  await queue?.stop();
  await t?.close();
  await gw?.close();
});

async function saveSettings(change: (s: ProgramSettings) => object) {
  const current = (await t.app.inject({ method: 'GET', url: '/api/settings', headers: bearer(admin) })).json<ProgramSettings>();
  const res = await t.app.inject({ method: 'PUT', url: '/api/settings', headers: bearer(admin), payload: change(current) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ProgramSettings>();
}

const inDays = (d: number) => new Date(Date.now() + d * 86_400_000);
/** dd.MM.yyyy in Poland, as the messages write a day. */
const plDay = (at: Date) =>
  new Intl.DateTimeFormat('pl-PL', { timeZone: 'Europe/Warsaw', day: '2-digit', month: '2-digit', year: 'numeric' }).format(at);
const lot = (userId: number, amount: number, expiresAt: Date) =>
  t.db.db.transaction((tx) =>
    credit(tx as unknown as Database, {
      userId,
      amount,
      source: LEDGER_SOURCES.MANUALLY_ADDED_BY_ADMIN,
      reason: 'test',
      expiresAt,
      earns: true,
    }),
  );
const spend = (userId: number, amount: number) =>
  t.db.db.transaction((tx) => debit(tx as unknown as Database, { userId, amount, source: LEDGER_SOURCES.ORDER, reason: 'zamówienie' }));

async function member(prefix: string, phone: string | null = null, consent = false) {
  const [m] = await makeMembers(t, 1, { prefix });
  await t.db.db.update(users).set({ phone, marketingConsent: consent }).where(eq(users.id, m!.id));
  const [row] = await t.db.db.select({ email: users.email }).from(users).where(eq(users.id, m!.id));
  return { id: m!.id, email: row!.email };
}
const mailsTo = (email: string) => t.mailbox.mails.filter((m) => m.to.includes(email) && m.subject.includes('wygaśnie'));
const smsTo = (phone: string) => gw.messages.filter((s) => s.to === `48${phone}`);
const reminded = (userId: number) =>
  t.db.db.select().from(pointsExpiryReminders).where(eq(pointsExpiryReminders.userId, userId)).orderBy(pointsExpiryReminders.creditId);
const jobLog = () =>
  queryRows<{ status: string; details: Record<string, number> }>(
    t.db.db,
    sql`select status, details from job_runs where kind = 'points-reminders' order by id`,
  );

describe('points-expiry reminders', () => {
  const soon = inDays(20);
  const later = inDays(40);
  let a: { id: number; email: string };
  let b: { id: number; email: string };
  let c: { id: number; email: string };
  let d: { id: number; email: string };

  it('a lot expiring in 20 days: one e-mail in the layout with what is left of it, an SMS with phone and consent; 40 days: nothing', async () => {
    a = await member('rem-a', '600700801', true);
    b = await member('rem-b', '600700802', false); // a phone, no consent: e-mail only
    c = await member('rem-c'); // spent everything that expires soon
    d = await member('rem-d'); // only points expiring in 40 days
    await lot(a.id, 500, soon);
    await lot(a.id, 700, later);
    await spend(a.id, 200); // taken from the lot expiring first: 300 of it are left
    await lot(b.id, 100, soon);
    await lot(c.id, 400, soon);
    await lot(c.id, 50, later);
    await spend(c.id, 400);
    await lot(d.id, 900, later);

    const result = (await runPeriodicJobs(deps)) as { pointsReminded: { days: number } };
    expect(result.pointsReminded.days).toBe(30);
    await t.mailsSettled();

    expect(mailsTo(a.email)).toHaveLength(1);
    const mail = mailsTo(a.email)[0]!;
    expect(mail.subject).toBe(`Klub — 300 pkt wygaśnie ${plDay(soon)}`);
    expect(mail.text).toContain(`300 pkt — ważne do ${plDay(soon)}`);
    expect(mail.text).toContain('Twoje saldo to teraz 1\u00a0000 pkt');
    expect(mail.text).not.toMatch(/500 pkt|700 pkt/);
    expect(mail.text).toContain('http://klub.test/group');
    // The app's one layout: the brand header, the link as a button.
    expect(mail.html).toContain('Program lojalnościowy dla profesjonalistów');
    expect(mail.html).toContain('Otwórz w Klubie');
    expect(smsTo('600700801').map((s) => s.text)).toEqual([
      `Klub: 300 pkt wygasnie ${plDay(soon)}. Wymien je na nagrody: http://klub.test/group`,
    ]);
    expect(smsTo('600700801')[0]!.from).toBe('KlubFarb');

    expect(mailsTo(b.email).map((m) => m.subject)).toEqual([`Klub — 100 pkt wygaśnie ${plDay(soon)}`]);
    expect(smsTo('600700802')).toEqual([]);
    expect(mailsTo(c.email)).toEqual([]);
    expect(mailsTo(d.email)).toEqual([]);
    expect((await reminded(a.id)).map((r) => ({ points: r.points, notified: r.notified }))).toEqual([{ points: 300, notified: true }]);
    expect(await reminded(c.id)).toEqual([]);
    expect(await reminded(d.id)).toEqual([]);

    // The job log counts what this run sent (the demo data's members included, whoever they are).
    const [all] = await queryRows<{ members: number; lots: number; points: number }>(
      t.db.db,
      sql`select count(distinct user_id)::int as members, count(*)::int as lots, coalesce(sum(points), 0)::int as points
          from points_expiry_reminders where notified`,
    );
    const [run] = await jobLog();
    expect(run).toMatchObject({ status: 'OK', details: { days: 30, ...all, quietLots: 0, failed: 0 } });
    expect(run!.details.mails).toBe(all!.members);
    expect(run!.details.sms).toBeGreaterThanOrEqual(1);
  });

  it('the next pass reminds of nothing again', async () => {
    const before = { mails: t.mailbox.mails.length, sms: gw.messages.length };
    await runPeriodicJobs(deps);
    await t.mailsSettled();
    expect(t.mailbox.mails.length).toBe(before.mails);
    expect(gw.messages.length).toBe(before.sms);
    expect((await jobLog()).at(-1)).toMatchObject({ status: 'OK', details: { members: 0, lots: 0, mails: 0, sms: 0 } });
  });

  it('the setting widens the window (the lot in 40 days is reminded then), 0 turns the reminders off, and a save without it keeps it', async () => {
    const current = (await t.app.inject({ method: 'GET', url: '/api/settings', headers: bearer(admin) })).json<ProgramSettings>();
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: bearer(admin),
      payload: { ...current, pointsExpiryReminderDays: 366 },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toEqual(['pointsExpiryReminderDays: Najwięcej 365 dni']);

    expect((await saveSettings((s) => ({ ...s, pointsExpiryReminderDays: 45 }))).pointsExpiryReminderDays).toBe(45);
    const run = await sendPointsReminders(deps);
    expect(run.days).toBe(45);
    await t.mailsSettled();
    expect(mailsTo(d.email).map((m) => m.subject)).toEqual([`Klub — 900 pkt wygaśnie ${plDay(later)}`]);
    // a's second lot now; its first (reminded already) is not named again.
    expect(mailsTo(a.email).map((m) => m.subject)).toEqual([
      `Klub — 300 pkt wygaśnie ${plDay(soon)}`,
      `Klub — 700 pkt wygaśnie ${plDay(later)}`,
    ]);
    expect(mailsTo(c.email).map((m) => m.subject)).toEqual([`Klub — 50 pkt wygaśnie ${plDay(later)}`]);

    const { pointsExpiryReminderDays: _omitted, ...withoutIt } = await saveSettings((s) => ({ ...s, pointsExpiryReminderDays: 0 }));
    expect((await saveSettings(() => withoutIt)).pointsExpiryReminderDays).toBe(0);
    const e = await member('rem-e');
    await lot(e.id, 80, inDays(3));
    expect(await sendPointsReminders(deps)).toMatchObject({ days: 0, members: 0 });
    expect(await reminded(e.id)).toEqual([]);
    await saveSettings((s) => ({ ...s, pointsExpiryReminderDays: 30 }));
  });

  it('points arriving later for a day already announced are recorded without another message', async () => {
    const f = await member('rem-f');
    const day = inDays(10);
    await lot(f.id, 120, day);
    await sendPointsReminders(deps);
    await lot(f.id, 30, day);
    await sendPointsReminders(deps);
    await t.mailsSettled();
    expect(mailsTo(f.email).map((m) => m.subject)).toEqual([`Klub — 120 pkt wygaśnie ${plDay(day)}`]);
    expect((await reminded(f.id)).map((r) => ({ points: r.points, notified: r.notified }))).toEqual([
      { points: 120, notified: true },
      { points: 30, notified: false },
    ]);
  });

  it('two passes at once (two instances) send each reminder once', async () => {
    const g = await member('rem-g', '600700803', true);
    const h = await member('rem-h');
    await lot(g.id, 250, inDays(5));
    const [first, second] = [inDays(25), inDays(26)];
    await lot(h.id, 60, first);
    await lot(h.id, 40, second);
    const [one, two] = await Promise.all([sendPointsReminders(deps), sendPointsReminders(deps)]);
    expect(one.members + two.members).toBe(2);
    await t.mailsSettled();
    expect(mailsTo(g.email)).toHaveLength(1);
    expect(smsTo('600700803')).toHaveLength(1);
    // h: one e-mail naming both days.
    expect(mailsTo(h.email).map((m) => m.subject)).toEqual([`Klub — 100 pkt wkrótce wygaśnie (pierwsze ${plDay(first)})`]);
    expect(mailsTo(h.email)[0]!.text).toContain(`40 pkt — ważne do ${plDay(second)}`);
    expect(await reminded(h.id)).toHaveLength(2);
    const rows = await t.db.db
      .select({ n: sql<number>`count(*)::int` })
      .from(pointsExpiryReminders)
      .where(inArray(pointsExpiryReminders.userId, [g.id, h.id]));
    expect(rows[0]!.n).toBe(3);
  });
});
