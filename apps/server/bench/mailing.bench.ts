// Mailing throughput: a mailing's e-mails to BENCH_MAILING members with marketing consent (5 000;
// 600 when CI is set, as .ci/run does), delivered into a real SMTP receiver (startMailbox, in its
// own process: mailbox.ts), timed from POST /api/messages/multiple-mailing until the receiver has
// them all. The app is the real one (buildApp with SMTP_URL: its `mailing` job and its pooled
// mailer, 5 connections). Beside a baseline measured in the same run: bare nodemailer, the same
// pool (5 connections, 500 messages each), 5 sends at a time, the same e-mails to the same people.
// Median of 3 alternating rounds (one mailing per round). Checked each round: exactly one e-mail per
// member in the receiver, and the mailing SENT with all of them.
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { ROLES, type Mailing } from '@klub/contracts';
import { migrateDatabase, openDatabase, queryRows, type Database } from '@klub/db';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createTokenService } from '../src/plugins/access';
import { richTextToPlain } from '../src/lib/rich-text';
import { mailingMail } from '../src/modules/mailings/channels';
import { createMailLayout } from '../src/lib/mail-layout';

const EMAILS = Number(process.env.BENCH_MAILING ?? (process.env.CI ? 600 : 5_000));
const PARALLEL = 5;
const ROUNDS = 3;
const SUBJECT = 'Wiosenna promocja — punkty x2 na farby elewacyjne';
// About 1.5 kB of rich text, a newsletter's usual length.
const BODY =
  '<h2>Zażółć gęślą jaźń: wiosna w Klubie</h2>' +
  '<p>Od 1 do 30 kwietnia za każdy kod z opakowania farby elewacyjnej dostajesz <strong>dwa razy więcej punktów</strong>. ' +
  'Promocja obejmuje wszystkie pojemności, także wiadra 15 l, i sumuje się z premią za pierwsze zamówienie w sezonie.</p>' +
  '<ul><li>Farby elewacyjne akrylowe i silikonowe</li><li>Grunty pod tynki cienkowarstwowe</li>' +
  '<li>Tynki mozaikowe i dekoracyjne</li></ul>' +
  '<p>Punkty wymienisz w katalogu nagród: elektronarzędzia, odzież robocza, bony do sklepów budowlanych i wyjazdy szkoleniowe. ' +
  'Nowe nagrody pojawiają się co tydzień, a najpopularniejsze wracają do katalogu, gdy tylko dostawca uzupełni zapasy.</p>' +
  '<p>Masz pytania o promocję? Napisz do swojego opiekuna handlowego albo skorzystaj z czatu w serwisie: odpowiadamy ' +
  'od poniedziałku do piątku w godzinach 8–18. Regulamin promocji znajdziesz w zakładce Regulaminy.</p>' +
  '<p>Do zobaczenia na budowie!<br>Zespół Klubu</p>';

/** The receiver's process (mailbox.ts), asked one question at a time. */
async function startReceiver() {
  const child: ChildProcess = fork(fileURLToPath(new URL('./mailbox.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const [{ url }] = (await once(child, 'message')) as [{ url: string }];
  const ask = async <T>(q: object): Promise<T> => {
    const answer = once(child, 'message');
    child.send(q);
    return (await answer)[0] as T;
  };
  return {
    url,
    /** Resolves once `n` e-mails are in; fails after `timeoutMs`. */
    async waitFor(n: number, timeoutMs: number, what: string) {
      const { ok } = await ask<{ ok: boolean }>({ wait: n, timeoutMs });
      if (!ok) throw new Error(`mailing bench: ${what}: fewer than ${n} e-mails after ${timeoutMs / 1000} s`);
    },
    /** What came in since the last report; empties the receiver. */
    report: () => ask<{ received: number; distinct: number; textChars: number }>({ report: true }),
    close: () => child.kill(),
  };
}

/** The bench's members, made once per volume (kept between runs, like the other suites' rows): a DTH's team with consent. */
async function ensureMembers(db: Database) {
  const one = async (email: string, role: number) => {
    await db.execute(sql`
      insert into users (email, password_hash, role, status, firstname, lastname, staff_role)
      values (${email}, 'x', ${role}, 'ACTIVE_CONFIRMED', 'Bench', 'Mailingu', ${role === ROLES.ADMIN ? 'ADMINISTRATOR' : null})
      on conflict do nothing`);
    const [row] = await queryRows<{ id: number }>(db, sql`select id from users where lower(email) = ${email}`);
    return row!.id;
  };
  const adminId = await one('mailing-bench-admin@bench.test', ROLES.ADMIN);
  const dthId = await one(`mailing-bench-dth-${EMAILS}@bench.test`, ROLES.DTH);
  const [{ n }] = (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from users where dth_id = ${dthId}`)) as [
    { n: number },
  ];
  if (n < EMAILS)
    await db.execute(sql`
      insert into users (email, password_hash, role, status, firstname, lastname, marketing_consent, dth_id)
      select 'mailing-bench-' || ${EMAILS}::int || '-' || g || '@bench.test', 'x', ${ROLES.ARCHITECT}, 'ACTIVE_CONFIRMED',
             'Łucja', 'Żółkiewska ' || g, true, ${dthId}
      from generate_series(${n + 1}::int, ${EMAILS}::int) g
      on conflict do nothing`);
  const members = await queryRows<{ id: number; email: string }>(db, sql`select id, email from users where dth_id = ${dthId} order by id`);
  if (members.length !== EMAILS) throw new Error(`mailing bench: ${members.length} members in the team, ${EMAILS} wanted`);
  return { adminId, dthId, members };
}

export async function benchMailing(url: string) {
  const receiver = await startReceiver();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SMTP_URL: receiver.url });
  const handle = await openDatabase({ url, poolMax: config.databasePoolMax });
  await migrateDatabase(handle);
  const app = await buildApp({ config, db: handle, logger: false });
  const { adminId, dthId, members } = await ensureMembers(handle.db);
  // A mailing of an earlier run that crashed must not send into this run's receiver.
  await handle.db.execute(
    sql`update mailings set status = 'CANCELLED' where created_by = ${adminId} and status in ('SCHEDULED', 'SENDING')`,
  );
  const admin = (await createTokenService(handle.db, config).issue({ id: adminId, role: ROLES.ADMIN }, 'admin', {})).accessToken;
  const timeout = 60_000 + EMAILS * 20;
  const made: number[] = [];
  try {
    console.log(
      `\nMailing throughput on PostgreSQL: ${EMAILS.toLocaleString('pl-PL')} e-mails into a local SMTP receiver (another process), ${PARALLEL} connections, median of ${ROUNDS} alternating rounds`,
    );
    /** Checks what the receiver got in one run: each member exactly once. */
    const received = async (what: string) => {
      const got = await receiver.report();
      if (got.received !== EMAILS || got.distinct !== EMAILS)
        throw new Error(`mailing bench: ${what}: ${got.received} e-mails to ${got.distinct} recipients, ${EMAILS} wanted`);
      return got.textChars / EMAILS;
    };

    // Baseline: the same e-mails (the product's own mailingMail in the same layout) straight from nodemailer.
    const text = richTextToPlain(BODY);
    const layout = await createMailLayout();
    const messages = members.map((m) => ({
      from: config.mailFrom,
      ...layout.apply(mailingMail({ config }, { subject: SUBJECT, body: BODY }, text, { user_id: m.id, email: m.email })),
    }));
    const transport = nodemailer.createTransport({ url: receiver.url, pool: true, maxConnections: PARALLEL, maxMessages: 500 });
    const sendAll = async (list: typeof messages) => {
      let next = 0;
      await Promise.all(
        Array.from({ length: PARALLEL }, async () => {
          while (next < list.length) await transport.sendMail(list[next++]!);
        }),
      );
    };
    const bare = async () => {
      const t0 = performance.now();
      await Promise.all([sendAll(messages), receiver.waitFor(EMAILS, timeout, 'bare nodemailer')]);
      const ms = performance.now() - t0;
      return { ms, chars: await received('bare nodemailer') };
    };

    // The product: the admin's POST, the `mailing` job, runMailing over the app's pooled mailer.
    const headers = { authorization: `Bearer ${admin}` };
    const product = async () => {
      const t0 = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: '/api/messages/multiple-mailing',
        headers,
        payload: {
          subject: SUBJECT,
          body: BODY,
          channels: 'EMAIL',
          segment: { roles: [], regions: [], gold: false, premium: false, groups: [], dths: [dthId] },
          requestKey: randomUUID(),
        },
      });
      if (res.statusCode !== 201) throw new Error(`mailing bench: POST ${res.statusCode} ${res.body}`);
      const id = (res.json() as { id: number }).id;
      made.push(id);
      await receiver.waitFor(EMAILS, timeout, 'the product');
      const ms = performance.now() - t0;
      let mailing: Mailing;
      for (const deadline = Date.now() + 10_000; ;) {
        mailing = (await app.inject({ method: 'GET', url: `/api/messages/multiple-mailing/${id}`, headers })).json() as Mailing;
        if (mailing.status === 'SENT' || Date.now() > deadline) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      if (mailing.status !== 'SENT' || mailing.emails.sent !== EMAILS)
        throw new Error(`mailing bench: mailing ${id} ${mailing.status}, ${JSON.stringify(mailing.emails)}`);
      const sending = Date.parse(mailing.finishedAt!) - Date.parse(mailing.startedAt!);
      return { ms, sending, chars: await received('the product') };
    };

    await sendAll(messages.slice(0, 100)); // warm-up (connections, JIT), not counted
    await receiver.waitFor(100, timeout, 'warm-up');
    await receiver.report();
    const rounds = { bare: [] as Awaited<ReturnType<typeof bare>>[], product: [] as Awaited<ReturnType<typeof product>>[] };
    for (let i = 0; i < ROUNDS; i++) {
      rounds.bare.push(await bare());
      rounds.product.push(await product());
    }
    transport.close();

    const rate = (ms: number) => EMAILS / (ms / 1000);
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const bareMs = median(rounds.bare.map((r) => r.ms));
    const productMs = median(rounds.product.map((r) => r.ms));
    const sending = median(rounds.product.map((r) => r.sending));
    const perSecond = (ms: number) => Math.round(rate(ms)).toLocaleString('pl-PL').padStart(6);
    console.log(`  baseline: bare nodemailer, pooled          ${(bareMs / 1000).toFixed(2).padStart(6)} s  ${perSecond(bareMs)} e-mails/s`);
    console.log(
      `  mailing end to end (POST → all received)   ${(productMs / 1000).toFixed(2).padStart(6)} s  ${perSecond(productMs)} e-mails/s  (${((rate(productMs) / rate(bareMs)) * 100).toFixed(0)} % of the baseline)`,
    );
    console.log(
      `    of which the job's sending (started → finished) ${(sending / 1000).toFixed(2)} s, ${Math.round(rate(sending)).toLocaleString('pl-PL')} e-mails/s; ` +
        `rounds (bare/product e-mails/s): ${rounds.bare.map((b, i) => `${Math.round(rate(b.ms))}/${Math.round(rate(rounds.product[i]!.ms))}`).join(', ')}`,
    );
    const [bareChars, productChars] = [rounds.bare[0]!.chars, rounds.product[0]!.chars];
    console.log(
      `  each member got each e-mail once (${EMAILS.toLocaleString('pl-PL')} recipients, ${Math.round(productChars)} characters of text each)`,
    );
    // Both send the product's e-mail (mailingMail); should the job's e-mail ever differ, it is said, not hidden.
    if (Math.abs(productChars - bareChars) > bareChars * 0.05)
      console.log(
        `  !!! the baseline's e-mails are no longer the product's: ${Math.round(bareChars)} characters of text each, the product's ${Math.round(productChars)} (update mailing.bench.ts)`,
      );
  } finally {
    if (made.length) await handle.db.execute(sql`delete from mailings where id = any(${sql.param(made)}::int[])`);
    await app.close();
    await handle.close();
    receiver.close();
  }
}
