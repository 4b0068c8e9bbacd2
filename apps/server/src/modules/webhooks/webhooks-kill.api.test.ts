import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, webhookEndpoints, type DbHandle } from '@klub/db';
import { freePort, instanceEnv, startServerProcess, type ServerProcess } from '../../testing/server-process';
import { openTestDatabase } from '../../testing/test-app';
import { oneProcessTestAtATime } from '../../testing/process-test-lock';
import { newWebhookSecret } from './webhooks.signing';
import { retryNow, startReceiver, type Receiver } from './webhooks.test-helpers';

/**
 * At least once through kill -9 (issue 40): events in the outbox, an instance delivering them
 * killed (SIGKILL) part-way, a second instance started. Every event reaches the receiver; an event
 * received twice has the same id both times (the attempt in flight at the kill, retried once its
 * job expires); and each member's events still arrive in the order they were written. Real
 * processes (src/main.ts), so on a PostgreSQL server only.
 */
const EVENTS = Number(process.env.WEBHOOK_KILL_EVENTS ?? 2_000);
const MEMBERS = 50;
const KILL_AT = Math.round(EVENTS * 0.3);
const MAIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../main.ts');
const onServer = process.env.TEST_DB_DRIVER === 'postgres';

let handle: DbHandle;
let drop: () => Promise<void>;
let url = '';
let rx: Receiver;
const procs: ServerProcess[] = [];

oneProcessTestAtATime();

beforeAll(async () => {
  if (!onServer) return;
  const opened = await openTestDatabase();
  handle = opened.handle;
  drop = opened.drop;
  url = opened.url!;
  rx = await startReceiver();
});
afterAll(async () => {
  for (const p of procs) if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGKILL');
  await Promise.all(procs.map((p) => p.exited));
  await rx?.close();
  await drop?.();
});

async function instance(): Promise<ServerProcess> {
  const port = await freePort();
  const proc = await startServerProcess(MAIN, {
    stdio: 'pipe',
    env: instanceEnv(port, {
      DATABASE_URL: url,
      LOG_LEVEL: process.env.KILL_TEST_LOG ?? 'warn',
      JOB_POLL_SECONDS: '0.5',
      JOB_MONITOR_SECONDS: '2',
      WEBHOOKS_ALLOW_PRIVATE: 'true',
    }),
  });
  procs.push(proc);
  return proc;
}

describe.skipIf(!onServer)('webhooks through a killed instance (needs PostgreSQL: two real server processes)', () => {
  it(
    'kill -9 part-way, another instance goes on: every event at least once, duplicates only with the same id, in order per member',
    { timeout: 240_000 },
    async () => {
      await handle.db.insert(webhookEndpoints).values({ url: rx.url('/kill'), eventTypes: ['member.deleted'], secret: newWebhookSecret() });
      // The outbox as the services would have left it: written, not yet dispatched.
      await handle.db.execute(sql`
      insert into webhook_events (id, type, member_id, payload)
      select gen_random_uuid(), 'member.deleted', 1 + i % ${MEMBERS}, jsonb_build_object('member', jsonb_build_object('id', 1 + i % ${MEMBERS}))
      from generate_series(1, ${EVENTS}) i order by i`);
      // A receiver that takes 20 ms: the kill lands with attempts in flight.
      rx.answerWith(() => ({ status: 200, body: 'ok', delayMs: 20 }));

      const a = await instance();
      const started = Date.now();
      while (rx.received.length < KILL_AT) {
        if (Date.now() - started > 120_000) throw new Error(`only ${rx.received.length} deliveries after 120 s\n${a.output()}`);
        await new Promise((r) => setTimeout(r, 10));
      }
      a.child.kill('SIGKILL');
      expect((await a.exited).signal).toBe('SIGKILL');
      const atKill = rx.received.length;
      const killedAfterMs = Date.now() - started;

      const b = await instance();
      const ids = () => new Set(rx.received.map((r) => r.json.id));
      while (ids().size < EVENTS) {
        if (Date.now() - started > 200_000) throw new Error(`${ids().size} of ${EVENTS} events delivered\n${b.output()}`);
        // The jobs A held expire (30 s) into the backoff's first retry (1–2 minutes): due now instead.
        await retryNow(handle.db);
        await new Promise((r) => setTimeout(r, 250));
      }
      const finishedMs = Date.now() - started;

      const events = await queryRows<{ id: string; member_id: number }>(
        handle.db,
        sql`select id, member_id from webhook_events order by seq`,
      );
      const received = rx.received.map((r) => r.json.id);
      const duplicates = received.length - ids().size;
      console.log(
        [
          `webhooks: ${EVENTS} events of ${MEMBERS} members (PostgreSQL, real HTTP receiver): instance A killed (SIGKILL) after ${atKill} deliveries (${(killedAfterMs / 1000).toFixed(1)} s);`,
          `instance B delivered the rest, all in ${(finishedMs / 1000).toFixed(1)} s; received ${received.length}, distinct ${ids().size}, duplicates ${duplicates}`,
        ].join('\n  '),
      );
      expect(new Set(events.map((e) => e.id))).toEqual(ids());
      for (const r of rx.received) expect(r.headers['webhook-id']).toBe(r.json.id);
      expect(duplicates, 'at most the attempts in flight at the kill (5 at a time)').toBeLessThanOrEqual(5);
      // Per member, the first arrival of each event follows the outbox's order.
      const firstArrival = new Map<string, number>();
      received.forEach((id, i) => firstArrival.has(id) || firstArrival.set(id, i));
      for (let m = 1; m <= MEMBERS; m++) {
        const order = events.filter((e) => e.member_id === m).map((e) => firstArrival.get(e.id)!);
        expect(order, `member ${m}`).toEqual([...order].sort((x, y) => x - y));
      }
    },
  );
});
