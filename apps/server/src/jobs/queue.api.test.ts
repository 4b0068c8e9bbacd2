import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@klub/db';
import { FAILED_MAIL_MESSAGES, type FailedMailPage } from '@klub/contracts';
import { buildApp } from '../app';
import { bearer, createTestApp, DEMO_USERS, type TestApp } from '../testing/test-app';
import { inAuditedTransaction, requestScopedDb } from '../lib/request-transaction';
import { startJobQueue, type JobQueue } from './queue';

/**
 * The job queue under the e-mails: a refused mail is retried and arrives once; one refused every
 * time ends in the admins' "Nieudane e-maile" and can be sent again; a mail queued in a transaction
 * exists only if the transaction commits; two instances deliver each mail once.
 */
let t: TestApp;
let admin: string;
let queue: JobQueue;
beforeAll(async () => {
  // One attempt and one retry (a second apart), so a mail refused twice is given up within seconds.
  t = await createTestApp({ MAIL_RETRY_LIMIT: '1', JOB_POLL_SECONDS: '0.5' });
  admin = await t.signIn(DEMO_USERS.admin.email, DEMO_USERS.admin.password, true);
  // A second connection to the queue, with no workers: sends as the services do (the request-scoped database).
  queue = await startJobQueue(t.db, requestScopedDb(t.db.db), { settings: t.config.jobs, log: t.app.log });
});
afterAll(async () => {
  await queue?.stop();
  await t?.close();
});

const mail = (to: string, subject: string) => ({ to, subject, text: 'Zażółć gęślą jaźń — treść z polskimi literami.' });
const deliveries = async (subject: string) =>
  queryRows<{ status: string }>(
    t.db.db,
    sql`select status from job_runs where kind = 'mail' and details->>'subject' = ${subject} order by id`,
  );
const failedMails = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/settings/failed-mails', headers: bearer(admin) })).json() as FailedMailPage;
const received = (subject: string) => t.mailbox.mails.filter((m) => m.subject === subject);

describe('e-mails through the job queue', () => {
  it('a mail the SMTP server refuses once is sent again and arrives once, Polish letters intact; the delivery log shows both attempts', async () => {
    t.mailbox.refuse(1);
    await queue.send('mail', mail('ponowienie@example.pl', 'Ponowiona wysyłka'));
    const got = await t.mailbox.waitFor('ponowienie@example.pl', 'Ponowiona wysyłka', 15_000);
    expect(got.text).toContain('Zażółć gęślą jaźń');
    await t.mailsSettled();
    expect(received('Ponowiona wysyłka')).toHaveLength(1);
    expect((await deliveries('Ponowiona wysyłka')).map((r) => r.status)).toEqual(['FAILED', 'OK']);
  });

  it('a mail refused on every attempt lands in "Nieudane e-maile" with the server\'s answer; "Wyślij ponownie" delivers it once', async () => {
    t.mailbox.refuse(2);
    await queue.send('mail', mail('odrzucony@example.pl', 'Zawsze odrzucany'));
    let failed: FailedMailPage | undefined;
    for (const deadline = Date.now() + 20_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 100))) {
      failed = await failedMails();
      if (failed.total > 0) break;
    }
    expect(failed!.data).toEqual([
      expect.objectContaining({
        to: 'odrzucony@example.pl',
        subject: 'Zawsze odrzucany',
        attempts: 2,
        error: expect.stringContaining('451'),
      }),
    ]);
    expect(received('Zawsze odrzucany')).toEqual([]);

    const retry = await t.app.inject({
      method: 'POST',
      url: '/api/settings/failed-mails/retry',
      headers: bearer(admin),
      payload: { ids: [failed!.data[0]!.id] },
    });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json()).toEqual({ count: 1, message: FAILED_MAIL_MESSAGES.retried(1) });
    await t.mailbox.waitFor('odrzucony@example.pl', 'Zawsze odrzucany', 15_000);
    await t.mailsSettled();
    expect(received('Zawsze odrzucany')).toHaveLength(1);
    expect((await failedMails()).total).toBe(0);
  });

  it('dropping a failed mail: 200, then 404 for it; a malformed id is a Polish 400; members and anonymous callers are refused', async () => {
    t.mailbox.refuse(2);
    await queue.send('mail', mail('do.usuniecia@example.pl', 'Do usunięcia'));
    let id: string | undefined;
    for (const deadline = Date.now() + 20_000; !id && Date.now() < deadline; await new Promise((r) => setTimeout(r, 100)))
      id = (await failedMails()).data.find((m) => m.subject === 'Do usunięcia')?.id;
    const del = (x: string, headers = bearer(admin)) => t.app.inject({ method: 'DELETE', url: `/api/settings/failed-mails/${x}`, headers });
    expect((await del(id!)).json()).toEqual({ message: FAILED_MAIL_MESSAGES.deleted });
    const again = await del(id!);
    expect([again.statusCode, again.json().message]).toEqual([404, FAILED_MAIL_MESSAGES.notFound]);
    const bad = await del('nie-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Nieprawidłowy identyfikator e-maila');

    const member = await t.signIn(DEMO_USERS.contractor.email, DEMO_USERS.contractor.password);
    for (const headers of [bearer(member), {}]) {
      const list = await t.app.inject({ method: 'GET', url: '/api/settings/failed-mails', headers });
      const retry = await t.app.inject({ method: 'POST', url: '/api/settings/failed-mails/retry', headers, payload: {} });
      expect([list.statusCode, retry.statusCode]).toEqual(Object.keys(headers).length ? [403, 403] : [401, 401]);
    }
  });

  it('a mail queued inside a transaction that rolls back is never sent; one whose transaction commits is', async () => {
    const actor = { actorId: null, ip: '127.0.0.1', route: 'test' } as never;
    await expect(
      inAuditedTransaction(t.db.db, actor, async () => {
        await queue.send('mail', mail('wycofany@example.pl', 'Wycofana zmiana'));
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    await inAuditedTransaction(t.db.db, actor, () => queue.send('mail', mail('zatwierdzony@example.pl', 'Zatwierdzona zmiana')));
    await t.mailbox.waitFor('zatwierdzony@example.pl', 'Zatwierdzona zmiana');
    await t.mailsSettled();
    expect(received('Wycofana zmiana')).toEqual([]);
    const [row] = await queryRows<{ n: number }>(
      t.db.db,
      sql`select count(*)::int as n from pgboss.job where data->>'subject' = 'Wycofana zmiana'`,
    );
    expect(row!.n).toBe(0);
  });

  it('two instances working the queue deliver each of 60 mails exactly once', async () => {
    const second = await buildApp({ config: t.config, db: t.db, logger: false });
    try {
      await Promise.all(Array.from({ length: 60 }, (_, i) => queue.send('mail', mail(`para${i}@example.pl`, 'Dwie instancje'))));
      await t.mailsSettled(30_000);
      const to = received('Dwie instancje').flatMap((m) => m.to);
      expect(to).toHaveLength(60);
      expect(new Set(to).size).toBe(60);
    } finally {
      await second.close();
    }
  });
});
