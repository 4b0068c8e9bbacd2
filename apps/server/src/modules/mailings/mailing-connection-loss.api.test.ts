import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import { ROLES, type MailingSegmentInput } from '@klub/contracts';
import { mailings, queryRows, users, type Database, type DbHandle } from '@klub/db';
import { loadConfig } from '../../config';
import { startJobQueue, type JobQueue } from '../../jobs/queue';
import { createMailer, type Mailer } from '../../lib/mailer';
import { createSmsGateway } from '../../lib/sms-gateway';
import { startMailbox, type Mailbox, type ReceivedMail } from '../../testing/smtp';
import { startSmsGateway, type SmsGatewayStandIn } from '../../testing/sms-gateway';
import { freePort, instanceEnv, startServerProcess, type ServerProcess } from '../../testing/server-process';
import { openTestDatabase } from '../../testing/test-app';
import { makeAdminToken } from '../../testing/fixtures';
import { MailingStopped, runMailing, type RunOutcome } from './mailing-sending';
import { oneProcessTestAtATime } from '../../testing/process-test-lock';

/**
 * Issue 43, item 9: mailings exactly once under connection loss (docs/domain.md "Mailingi").
 *  - The probe: two real instances (src/main.ts) send two e-mail mailings and an SMS sending of 500
 *    each while every backend of their database is terminated again and again. Nobody gets anything
 *    twice (the SMTP receivers, every attempt at the SMS gateway), every recipient ends SENT or
 *    UNCERTAIN ("niepewne"), and every SENT one was received.
 *  - The takeover: the instance holding a mailing is killed (SIGKILL); the other continues it within
 *    20 s, with the production periods (heartbeat, monitor, poll, retry: nothing passed here).
 *  - The stop signal (the drain): a stopped run settles what is in flight, puts the rest back and
 *    hands the mailing over with a fresh job; another instance finishes it. On both databases.
 */
const MAIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../main.ts');
const onServer = process.env.TEST_DB_DRIVER === 'postgres';
/** The test's own connections: the terminator spares them (application_name). */
const PROBE = 'mailing-connection-loss-probe';
const PER_SENDING = 500;
/** The terminator's period: 0.5–1.5 s between rounds, each ending every backend of the instances. */
const TERMINATE_EVERY_MS = 1_000;
const TAKEOVER_RECIPIENTS = 500;
const TAKEOVER_LIMIT_MS = 20_000;

const segmentOf = (role: number): MailingSegmentInput => ({ roles: [role], regions: [], gold: false, premium: false, groups: [] });

/**
 * An HTTP hop in front of the SMS stand-in that keeps every hand-over attempt's idx: the stand-in
 * refuses an idx it has seen (SMSAPI's check_idx, error 105) and lists only the accepted ones, so a
 * second attempt would not show there. One per instance, so it also tells who sent.
 */
async function countingProxy(target: string): Promise<{ url: string; idx: string[]; close(): Promise<void> }> {
  const idx: string[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('error', () => undefined);
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const sent = new URLSearchParams(body.toString('utf8')).get('idx');
      if (sent) idx.push(sent);
      const up = httpRequest(`${target}${req.url}`, { method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      up.on('error', () => res.writeHead(502).end());
      up.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    idx,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// Real server processes: one such file at a time (testing/process-test-lock.ts says why).
oneProcessTestAtATime();

describe.skipIf(!onServer)(
  // PGlite is one connection inside one process: no backends to terminate, no second process to run.
  'mailings under connection loss and a killed instance (needs PostgreSQL: real server processes, terminated backends)',
  () => {
    let handle: DbHandle;
    let drop: () => Promise<void>;
    let url = '';
    let probe: pg.Pool;
    let gateway: SmsGatewayStandIn;
    let admin = '';
    const instances: {
      name: string;
      origin: string;
      proc: ServerProcess;
      mailbox: Mailbox;
      sms: Awaited<ReturnType<typeof countingProxy>>;
    }[] = [];
    const allMails = () => instances.flatMap((i) => i.mailbox.mails);
    const smsAttempts = () => instances.flatMap((i) => i.sms.idx);

    async function startInstance(name: string) {
      const port = await freePort();
      const mailbox = await startMailbox();
      const sms = await countingProxy(gateway.url);
      // The production periods (heartbeat, JOB_MONITOR_SECONDS, JOB_POLL_SECONDS, the retries): none set here.
      const proc = await startServerProcess(MAIN, {
        stdio: 'pipe',
        env: instanceEnv(port, {
          DATABASE_URL: url,
          LOG_LEVEL: process.env.KILL_TEST_LOG ?? 'warn',
          SMTP_URL: mailbox.url,
          SMS_API_URL: sms.url,
          SMS_API_TOKEN: gateway.token,
        }),
      });
      const instance = { name, origin: `http://127.0.0.1:${port}`, proc, mailbox, sms };
      instances.push(instance);
      return instance;
    }

    beforeAll(async () => {
      const opened = await openTestDatabase();
      handle = opened.handle;
      drop = opened.drop;
      url = opened.url!;
      const probeUrl = new URL(url);
      probeUrl.searchParams.set('application_name', PROBE);
      probe = new pg.Pool({ connectionString: probeUrl.toString(), max: 2 });
      // Spared by the terminator, but the database's drop at the end ends them too.
      probe.on('error', () => undefined);
      gateway = await startSmsGateway();
      await handle.db.execute(sql`
        insert into ${users} (email, password_hash, role, status, firstname, lastname, phone, marketing_consent)
        select r.prefix || i || '@example.pl', 'x', r.role, 'ACTIVE_CONFIRMED', 'Łucja', 'Żółkiewska ' || i,
               case when r.role = ${ROLES.USER} then (600000000 + i)::text end, true
        from (values (${ROLES.ARCHITECT}::int, 'architekt', ${PER_SENDING}::int), (${ROLES.USER}::int, 'sms', ${PER_SENDING}::int),
                     (${ROLES.CONTRACTOR}::int, 'wykonawca', ${TAKEOVER_RECIPIENTS}::int)) r(role, prefix, n),
             generate_series(1, r.n) i`);
      await handle.db.execute(
        sql`insert into settings (key, value) values ('sms.gateway', ${JSON.stringify({ provider: 'SMSAPI', sender: 'KlubFarb', pricePerPart: 0.16 })}::jsonb)
            on conflict (key) do update set value = excluded.value`,
      );
      admin = await makeAdminToken(handle.db, 'mailing-admin@klub.test');
      const starting = Date.now();
      await Promise.all([startInstance('A'), startInstance('B')]);
      console.log(`connection loss: two instances started in ${((Date.now() - starting) / 1000).toFixed(1)} s`);
    }, 120_000);

    afterAll(async () => {
      for (const i of instances) if (i.proc.child.exitCode === null && i.proc.child.signalCode === null) i.proc.child.kill('SIGKILL');
      await Promise.all(instances.map((i) => i.proc.exited));
      await Promise.all(instances.flatMap((i) => [i.mailbox.close(), i.sms.close()]));
      await gateway?.close();
      await probe?.end();
      await drop?.();
    });

    /** Orders a sending through an instance, again with the same request key while the database is away (503). */
    async function order(origin: string, url: string, payload: object): Promise<number> {
      let last = '';
      for (let attempt = 1; attempt <= 40; attempt++) {
        try {
          const res = await fetch(`${origin}${url}`, {
            method: 'POST',
            headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
            body: JSON.stringify(payload),
          });
          if (res.status === 200 || res.status === 201) return ((await res.json()) as { id: number }).id;
          last = `${res.status} ${await res.text()}`;
        } catch (err) {
          last = (err as Error).message;
        }
        await sleep(150);
      }
      throw new Error(`${url}: ${last}`);
    }

    const ledger = async (id: number) =>
      Object.fromEntries(
        (
          await probe.query<{ status: string; n: number }>(
            'select status, count(*)::int as n from mailing_recipients where mailing_id = $1 group by 1',
            [id],
          )
        ).rows.map((r) => [r.status, r.n]),
      ) as Record<string, number>;

    async function untilSent(ids: number[], ms: number) {
      const deadline = Date.now() + ms;
      for (;;) {
        const rows = (await probe.query<{ status: string }>('select status from mailings where id = any($1)', [ids])).rows;
        if (rows.length === ids.length && rows.every((r) => r.status === 'SENT')) return;
        if (Date.now() > deadline) {
          const jobs = (await probe.query("select state, retry_count, output from pgboss.job where name = 'mailing'")).rows;
          const ledgers = await Promise.all(ids.map(async (id) => [id, await ledger(id)]));
          throw new Error(
            `not finished: ${JSON.stringify(ledgers)}\njobs ${JSON.stringify(jobs)}\n${instances.map((i) => `${i.name}:\n${i.proc.output()}`).join('\n')}`,
          );
        }
        await sleep(200);
      }
    }

    const duplicates = (keys: string[]) => keys.length - new Set(keys).size;

    it(
      'backends terminated during two e-mail mailings and an SMS sending of 500 each: none twice, every recipient SENT or "niepewne"',
      { timeout: 150_000 },
      async () => {
        const [a, b] = instances;
        // The terminator: every backend of the test database but the probe's own, every ~1 s.
        const terminator = new pg.Client({ connectionString: url, application_name: PROBE });
        terminator.on('error', () => undefined);
        await terminator.connect();
        let terminated = 0;
        let terminating = true;
        const loop = (async () => {
          while (terminating) {
            const { rows } = await terminator.query<{ n: number }>(
              `select count(*) filter (where pg_terminate_backend(pid))::int as n from pg_stat_activity
               where datname = current_database() and pid <> pg_backend_pid() and application_name <> $1 and backend_type = 'client backend'`,
              [PROBE],
            );
            terminated += rows[0]!.n;
            await sleep(TERMINATE_EVERY_MS * (0.5 + Math.random()));
          }
        })();
        const started = Date.now();
        let ids: number[];
        try {
          const email = (subject: string) => ({
            subject,
            body: '<p>Punkty x2 na farby elewacyjne — zażółć gęślą jaźń.</p>',
            channels: 'EMAIL',
            segment: segmentOf(ROLES.ARCHITECT),
            requestKey: randomUUID(),
          });
          ids = await Promise.all([
            order(a!.origin, '/api/messages/multiple-mailing', email('Utrata połączeń 1')),
            order(b!.origin, '/api/messages/multiple-mailing', email('Utrata połączeń 2')),
            order(a!.origin, '/api/messages/sms', {
              text: 'Klub: podwójne punkty za farby do piątku!',
              target: { kind: 'SEGMENT', segment: segmentOf(ROLES.USER) },
              requestKey: randomUUID(),
            }),
          ]);
          await untilSent(ids, 120_000);
        } finally {
          terminating = false;
          await loop;
          await terminator.end();
        }
        const sendingMs = Date.now() - started;
        // Messages the receivers were still taking in when the ledger closed.
        await sleep(500);

        const [mail1, mail2, smsId] = ids as [number, number, number];
        const counts = await Promise.all(ids.map(ledger));
        const sentTo = async (id: number, column: 'email' | 'phone') =>
          (
            await probe.query<{ to: string }>(`select ${column} as to from mailing_recipients where mailing_id = $1 and status = 'SENT'`, [
              id,
            ])
          ).rows.map((r) => r.to);
        const mails = (subject: string) => allMails().filter((m: ReceivedMail) => m.subject === subject);
        const received1 = mails('Utrata połączeń 1').map((m) => m.to[0]!);
        const received2 = mails('Utrata połączeń 2').map((m) => m.to[0]!);
        const attempts = smsAttempts().filter((i) => i.startsWith(`${smsId}-`));
        const accepted = gateway.messages.filter((m) => m.idx?.startsWith(`${smsId}-`)).map((m) => m.to);
        const sent = counts.reduce((n, c) => n + (c.SENT ?? 0), 0);
        const uncertain = counts.reduce((n, c) => n + (c.UNCERTAIN ?? 0), 0);
        const dupes = duplicates(received1) + duplicates(received2) + duplicates(attempts) + duplicates(accepted);
        const retried = (
          await probe.query<{ n: number }>(
            'select count(*)::int as n from mailing_recipients where mailing_id = any($1) and attempts > 1',
            [ids],
          )
        ).rows[0]!.n;
        console.log(
          `connection loss: ${terminated} terminated backends in ${(sendingMs / 1000).toFixed(1)} s, ${sent} sent, ${uncertain} uncertain, ` +
            `${dupes} duplicates (PostgreSQL, 2 instances; ledgers ${JSON.stringify(counts)}; received ${received1.length} + ${received2.length} e-mails, ` +
            `${attempts.length} SMS attempts, ${accepted.length} accepted; ${retried} recipients with more than one attempt)`,
        );

        expect(terminated, 'the probe terminated backends while the mailings ran').toBeGreaterThan(20);
        expect(dupes, 'nobody got anything twice').toBe(0);
        for (const c of counts) {
          expect(Object.keys(c).filter((s) => s !== 'SENT' && s !== 'UNCERTAIN')).toEqual([]);
          expect((c.SENT ?? 0) + (c.UNCERTAIN ?? 0)).toBe(PER_SENDING);
        }
        const got1 = new Set(received1);
        for (const to of await sentTo(mail1, 'email')) expect(got1.has(to), `${to} is SENT but got nothing`).toBe(true);
        const got2 = new Set(received2);
        for (const to of await sentTo(mail2, 'email')) expect(got2.has(to), `${to} is SENT but got nothing`).toBe(true);
        const gotSms = new Set(gateway.messages.filter((m) => m.idx?.startsWith(`${smsId}-`)).map((m) => m.to));
        for (const phone of await sentTo(smsId, 'phone')) expect(gotSms.has(`48${phone}`), `${phone} is SENT but got nothing`).toBe(true);
      },
    );

    it(
      'kill -9 of the instance holding a mailing: another continues it within 20 s (production periods), none twice',
      { timeout: 120_000 },
      async () => {
        const subject = 'Przejęcie po awarii';
        const id = await order(instances[0]!.origin, '/api/messages/multiple-mailing', {
          subject,
          body: '<p>Nowe farby w katalogu.</p>',
          channels: 'EMAIL',
          segment: segmentOf(ROLES.CONTRACTOR),
          requestKey: randomUUID(),
        });
        const mailsIn = (i: (typeof instances)[number]) => i.mailbox.mails.filter((m) => m.subject === subject).length;
        const deadline = Date.now() + 60_000;
        let holder: (typeof instances)[number] | undefined;
        while (!holder) {
          holder = instances.find((i) => mailsIn(i) >= 100);
          if (Date.now() > deadline) throw new Error(`the mailing did not start: ${JSON.stringify(await ledger(id))}`);
          await sleep(10);
        }
        const other = instances.find((i) => i !== holder)!;
        holder.proc.child.kill('SIGKILL');
        const killedAt = Date.now();
        const [{ now: killedDb }] = (await probe.query<{ now: Date }>('select now()')).rows as [{ now: Date }];
        expect((await holder.proc.exited).signal).toBe('SIGKILL');
        const atKill = mailsIn(holder);
        // The dead run's tokens: progress is a row SENT by any other run.
        const dead = (
          await probe.query<{ t: string }>(
            'select distinct claimed_by as t from mailing_recipients where mailing_id = $1 and claimed_by is not null',
            [id],
          )
        ).rows.map((r) => r.t);
        let firstSent: Date | null = null;
        let seenMs = 0;
        while (!firstSent) {
          const [row] = (
            await probe.query<{ first: Date | null }>(
              `select min(sent_at) as first from mailing_recipients where mailing_id = $1 and status = 'SENT' and claimed_by <> all($2::text[])`,
              [id, dead],
            )
          ).rows;
          firstSent = row!.first;
          seenMs = Date.now() - killedAt;
          if (!firstSent && seenMs > 60_000)
            throw new Error(`not taken over in 60 s: ${JSON.stringify(await ledger(id))}\n${other.proc.output()}`);
          await sleep(100);
        }
        const takeoverMs = firstSent.getTime() - killedDb.getTime();
        await untilSent([id], 60_000);
        await sleep(300);

        const counts = await ledger(id);
        const received = allMails()
          .filter((m) => m.subject === subject)
          .map((m) => m.to[0]!);
        const uncertain = counts.UNCERTAIN ?? 0;
        console.log(
          `takeover: instance ${holder.name} killed (SIGKILL) after ${atKill} of ${TAKEOVER_RECIPIENTS} e-mails; instance ${other.name} recorded its first ` +
            `e-mail ${(takeoverMs / 1000).toFixed(1)} s after the kill (database clock; seen after ${(seenMs / 1000).toFixed(1)} s), production periods; ` +
            `ledger ${JSON.stringify(counts)}; received ${received.length}, distinct ${new Set(received).size}; uncertain ${uncertain}`,
        );
        expect(takeoverMs, 'continued on another instance within 20 s').toBeLessThanOrEqual(TAKEOVER_LIMIT_MS);
        expect(duplicates(received), 'nobody got it twice').toBe(0);
        expect((counts.SENT ?? 0) + uncertain).toBe(TAKEOVER_RECIPIENTS);
        expect(uncertain, 'at most the e-mails in flight at the kill (5 at a time)').toBeLessThanOrEqual(5);
        expect(received.length).toBeGreaterThanOrEqual(TAKEOVER_RECIPIENTS - uncertain);
      },
    );
  },
);

/** A lost connection, as node-postgres reports a terminated backend. */
const terminated = () => Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });

/**
 * The database, but the statements `fault` picks fail as if the connection was lost: before they
 * run ('lost'), or after they ran with the answer lost ('answer lost').
 */
function withFaults(db: Database, fault: (text: string, params: unknown[]) => 'lost' | 'answer lost' | undefined): Database {
  const dialect = (db as unknown as { dialect: PgDialect }).dialect;
  return new Proxy(db, {
    get(target, prop, receiver) {
      if (prop !== 'execute') return Reflect.get(target, prop, receiver) as unknown;
      return async (query: SQL) => {
        const { sql: text, params } = dialect.sqlToQuery(query);
        const what = fault(text, params);
        if (what === 'lost') throw terminated();
        const result = await target.execute(query);
        if (what === 'answer lost') throw terminated();
        return result;
      };
    },
  });
}

describe('ledger writes lost at each step (the cause of the duplicates)', () => {
  it('a message handed over whose SENT could not be written is "niepewne", never sent again; the other steps lose nothing', async () => {
    const MEMBERS = 30;
    const subject = 'Zapis utracony';
    const { handle, drop } = await openTestDatabase();
    const mailbox = await startMailbox();
    const config = loadConfig({ NODE_ENV: 'test', SMTP_URL: mailbox.url, LOG_LEVEL: 'silent' });
    const log = Fastify({ logger: false }).log;
    const smtp = createMailer({ smtpUrl: mailbox.url, from: 'klub@example.pl', log, pool: 5 });
    try {
      const members = await queryRows<{ id: number }>(
        handle.db,
        sql`insert into ${users} (email, password_hash, role, status, firstname, lastname, marketing_consent)
            select 'zapis' || i || '@example.pl', 'x', ${ROLES.ARCHITECT}, 'ACTIVE_CONFIRMED', 'Żaneta', 'Śliwińska ' || i, true
            from generate_series(1, ${MEMBERS}) i returning id`,
      );
      const [m] = await handle.db
        .insert(mailings)
        .values({ requestKey: randomUUID(), subject, body: '<p>Treść</p>', channels: 'EMAIL', segment: segmentOf(ROLES.ARCHITECT) })
        .returning({ id: mailings.id });
      const ids = members.map((x) => x.id).sort((x, y) => x - y);
      // Per member: which write fails, how, and how many times in a row.
      const plan = new Map<number, { step: 'SENDING' | 'SENT'; how: 'lost' | 'answer lost'; times: number }>([
        [ids[2]!, { step: 'SENDING', how: 'lost', times: 1 }],
        [ids[7]!, { step: 'SENDING', how: 'answer lost', times: 1 }],
        // The probe's duplicates: SENT lost once (the old code put it back to PENDING and sent it again).
        [ids[11]!, { step: 'SENT', how: 'lost', times: 1 }],
        [ids[12]!, { step: 'SENT', how: 'answer lost', times: 1 }],
        // Lost at every try: the outcome cannot be recorded, so "niepewne".
        [ids[20]!, { step: 'SENT', how: 'lost', times: 10 }],
        [ids[21]!, { step: 'SENT', how: 'answer lost', times: 10 }],
      ]);
      const db = withFaults(handle.db, (text, params) => {
        const step = /set status = 'SENDING'/.test(text) ? 'SENDING' : /set status = 'SENT'/.test(text) ? 'SENT' : undefined;
        // `mine()`: … and user_id = $n and claimed_by = $n+1 (the run's token, a UUID).
        const token = params.findIndex((p) => typeof p === 'string' && /^[0-9a-f-]{36}$/.test(p));
        const member = token > 0 ? (params[token - 1] as number) : undefined;
        const fault = member === undefined ? undefined : plan.get(member);
        if (!fault || fault.step !== step || fault.times === 0) return undefined;
        fault.times--;
        return fault.how;
      });
      const deps = { db, log, config, settings: { read: async () => undefined }, smtp, sms: createSmsGateway(config, log) };
      expect(await runMailing(deps, m!.id)).toBe('done');

      const rows = await queryRows<{ user_id: number; status: string; attempts: number }>(
        handle.db,
        sql`select user_id, status, attempts from mailing_recipients where mailing_id = ${m!.id} order by user_id`,
      );
      const status = new Map(rows.map((r) => [r.user_id, r]));
      // SENT lost at every try but never run: the message was handed over, the ledger could not say so.
      expect(status.get(ids[20]!)).toMatchObject({ status: 'UNCERTAIN', attempts: 1 });
      // SENT written with every answer lost: it is SENT (the retries find it so).
      expect(status.get(ids[21]!)).toMatchObject({ status: 'SENT', attempts: 1 });
      for (const id of ids.filter((x) => x !== ids[20]))
        expect(status.get(id), `member ${id}`).toMatchObject({ status: 'SENT', attempts: 1 });
      const received = mailbox.mails.filter((x) => x.subject === subject).map((x) => x.to[0]);
      expect(received).toHaveLength(MEMBERS);
      expect(new Set(received).size).toBe(MEMBERS);
    } finally {
      smtp.close();
      await mailbox.close();
      await drop();
    }
  });
});

describe('the stop signal of a run (the drain, lifecycle.ts)', () => {
  it('a stopped run settles what is in flight, puts the rest back and hands the mailing over; another instance finishes it, each once', async () => {
    const MEMBERS = 120;
    const subject = 'Przekazana przy zatrzymaniu';
    const { handle, drop } = await openTestDatabase();
    const mailbox = await startMailbox();
    const config = loadConfig({ NODE_ENV: 'test', SMTP_URL: mailbox.url, JOB_POLL_SECONDS: '0.5', LOG_LEVEL: 'silent' });
    const log = Fastify({ logger: false }).log;
    const smtp = createMailer({ smtpUrl: mailbox.url, from: 'klub@example.pl', log, pool: 5 });
    const deps = { db: handle.db, log, config, settings: { read: async () => undefined }, smtp, sms: createSmsGateway(config, log) };
    const queues: JobQueue[] = [];
    try {
      await handle.db.execute(sql`
        insert into ${users} (email, password_hash, role, status, firstname, lastname, marketing_consent)
        select 'drenaz' || i || '@example.pl', 'x', ${ROLES.ARCHITECT}, 'ACTIVE_CONFIRMED', 'Żaneta', 'Śliwińska ' || i, true
        from generate_series(1, ${MEMBERS}) i`);
      const [m] = await handle.db
        .insert(mailings)
        .values({ requestKey: randomUUID(), subject, body: '<p>Treść</p>', channels: 'EMAIL', segment: segmentOf(ROLES.ARCHITECT) })
        .returning({ id: mailings.id });
      const id = m!.id;
      const ledger = async () =>
        Object.fromEntries(
          (
            await queryRows<{ status: string; n: number }>(
              handle.db,
              sql`select status, count(*)::int as n from mailing_recipients where mailing_id = ${id} group by 1`,
            )
          ).map((r) => [r.status, r.n]),
        ) as Record<string, number>;

      // Instance A takes the mailing's job (sent as recordMailing sends it) and is told to stop
      // during the 12th hand-over: its lifecycle's signal aborts and its queue stops, as in main.ts.
      const a = await startJobQueue(handle, handle.db, { settings: config.jobs, log });
      queues.push(a);
      const stopA = new AbortController();
      let aStopping: Promise<void> | undefined;
      let handed = 0;
      const stopping: Mailer = {
        async send(message) {
          if (++handed === 12) {
            stopA.abort();
            aStopping = a.stop();
          }
          await smtp.send(message);
        },
        close: () => undefined,
      };
      const outcomes: (RunOutcome | string)[] = [];
      await a.work('mailing', async (job) => {
        outcomes.push(await runMailing({ ...deps, smtp: stopping, jobs: a }, job.data.mailingId, stopA.signal));
      });
      await a.send('mailing', { mailingId: id }, { singletonKey: String(id) });
      for (let waited = 0; !aStopping; waited += 50) {
        if (waited > 20_000) throw new Error(`instance A sent ${handed}`);
        await sleep(50);
      }
      await aStopping;

      // A settled the 5 in flight (the 11th to the 15th), sent nothing more, and holds nothing.
      expect(outcomes).toEqual(['stopped']);
      expect(await ledger()).toEqual({ SENT: 15, PENDING: MEMBERS - 15 });
      // Its job completed; a fresh one with the same singleton key (the standard policy: a label)
      // waits for another instance.
      const jobs = await queryRows<{ state: string; singleton_key: string }>(
        handle.db,
        sql`select state, singleton_key from pgboss.job where name = 'mailing' and (data->>'mailingId')::int = ${id} order by created_on`,
      );
      expect(jobs).toEqual([
        { state: 'completed', singleton_key: String(id) },
        { state: 'created', singleton_key: String(id) },
      ]);
      // A run told to stop before it starts touches nothing: its job is retried.
      await expect(runMailing({ ...deps, jobs: a }, id, stopA.signal)).rejects.toBeInstanceOf(MailingStopped);

      // Instance B takes the fresh job and finishes the mailing.
      const b = await startJobQueue(handle, handle.db, { settings: config.jobs, log });
      queues.push(b);
      await b.work('mailing', async (job) => {
        outcomes.push(await runMailing({ ...deps, jobs: b }, job.data.mailingId, new AbortController().signal));
      });
      for (let waited = 0; outcomes.length < 2; waited += 100) {
        if (waited > 20_000) throw new Error(`instance B did not finish: ${JSON.stringify(await ledger())}`);
        await sleep(100);
      }
      expect(outcomes).toEqual(['stopped', 'done']);
      expect(await ledger()).toEqual({ SENT: MEMBERS });
      const [state] = await queryRows<{ status: string }>(handle.db, sql`select status from mailings where id = ${id}`);
      expect(state!.status).toBe('SENT');
      const received = mailbox.mails.filter((x) => x.subject === subject).map((x) => x.to[0]);
      expect(received).toHaveLength(MEMBERS);
      expect(new Set(received).size).toBe(MEMBERS);
    } finally {
      for (const q of queues) await q.stop();
      smtp.close();
      await mailbox.close();
      await drop();
    }
  });
});
