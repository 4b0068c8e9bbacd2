// Webhook delivery throughput (issue 40, item 7): BENCH_WEBHOOKS events (10 000; 1 000 when CI is
// set, as .ci/run does) of 100 members written to the outbox, timed until a local receiver over real
// HTTP has every one of them — through the real app (buildApp: the dispatcher, the `webhook` queue's
// worker, signing, the delivery log). Beside a baseline measured in the same run: a bare POST loop
// of the same bodies to the same receiver, as many at a time as the worker fetches (5). Median of 3
// alternating rounds. Checked each round: every event id arrived, and each member's in order.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { ROLES } from '@klub/contracts';
import { migrateDatabase, openDatabase, queryRows, type Database } from '@klub/db';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { emitEvent } from '../src/modules/webhooks/webhooks.outbox';
import { createEndpoint, removeEndpoint } from '../src/modules/webhooks/webhooks.service';

const EVENTS = Number(process.env.BENCH_WEBHOOKS ?? (process.env.CI ? 1_000 : 10_000));
const MEMBERS = 100;
const PARALLEL = 5;
const ROUNDS = 3;
const TARGET = 70;

/** The receiver: counts requests and records each member's event sequence numbers in arrival order. */
async function startReceiver() {
  let count = 0;
  const ids = new Set<string>();
  const seen = new Map<number, number[]>();
  let waiting: { n: number; done: () => void } | undefined;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { id: string; data: { entry: { id: number; memberId: number } } };
      count += 1;
      ids.add(body.id);
      const entry = body.data.entry;
      seen.set(entry.memberId, [...(seen.get(entry.memberId) ?? []), entry.id]);
      res.writeHead(200).end('ok');
      if (waiting && count >= waiting.n) waiting.done();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    reset() {
      count = 0;
      ids.clear();
      seen.clear();
    },
    waitFor: (n: number, timeoutMs: number) =>
      new Promise<void>((resolve, reject) => {
        if (count >= n) return resolve();
        const timer = setTimeout(
          () => reject(new Error(`webhooks bench: ${count} of ${n} requests after ${timeoutMs / 1000} s`)),
          timeoutMs,
        );
        waiting = {
          n,
          done: () => {
            clearTimeout(timer);
            waiting = undefined;
            resolve();
          },
        };
      }),
    /** Every id once or more, each member's entries in increasing order. */
    check(expected: number) {
      const ordered = [...seen.values()].every((list) => list.every((v, i) => i === 0 || v > list[i - 1]!));
      return { distinct: ids.size, requests: count, ordered, complete: ids.size === expected };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function ensureMembers(db: Database): Promise<number[]> {
  await db.execute(sql`
    insert into users (email, password_hash, role, status, firstname, lastname)
    select 'webhook-bench-' || g || '@bench.test', 'x', ${ROLES.CONTRACTOR}, 'ACTIVE_CONFIRMED', 'Bench', 'Webhook ' || g
    from generate_series(1, ${MEMBERS}::int) g
    on conflict do nothing`);
  const rows = await queryRows<{ id: number }>(db, sql`select id from users where email like 'webhook-bench-%@bench.test' order by id`);
  return rows.map((r) => r.id);
}

/** The events' payloads: entry ids rise per member, so the receiver can check each member's order. */
function payloads(members: number[], base: number) {
  return Array.from({ length: EVENTS }, (_, i) => {
    const memberId = members[i % members.length]!;
    return { memberId, entry: { id: base + i, contestId: 1, memberId, createdAt: new Date().toISOString() } };
  });
}

export async function benchWebhooks(url: string) {
  const receiver = await startReceiver();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEBHOOKS_ALLOW_PRIVATE: 'true', JOB_POLL_SECONDS: '0.5' });
  const handle = await openDatabase({ url, poolMax: config.databasePoolMax });
  await migrateDatabase(handle);
  const app = await buildApp({ config, db: handle, logger: false });
  const db = handle.db;
  const members = await ensureMembers(db);
  // An endpoint of an earlier run that crashed must not take this run's events (nor log each as not sent).
  await db.execute(sql`delete from webhook_endpoints where description = 'bench'`);
  const endpoint = await createEndpoint({ db, config }, members[0]!, {
    url: receiver.url,
    description: 'bench',
    eventTypes: ['contest.entry_created'],
  });
  const timeout = 60_000 + EVENTS * 20;
  const rounds: Array<{ app: number; bare: number; check: ReturnType<typeof receiver.check> }> = [];
  try {
    console.log(
      `\nWebhook delivery on PostgreSQL: ${EVENTS.toLocaleString('pl-PL')} events of ${MEMBERS} members into a local receiver over HTTP, median of ${ROUNDS} alternating rounds`,
    );
    for (let round = 0; round < ROUNDS; round++) {
      const list = payloads(members, round * EVENTS);
      // The app: written to the outbox (100 events a transaction), delivered by the dispatcher and the queue.
      receiver.reset();
      const t0 = performance.now();
      for (let i = 0; i < list.length; i += 100) {
        await db.transaction(async (tx) => {
          for (const p of list.slice(i, i + 100))
            await emitEvent(tx as unknown as Database, 'contest.entry_created', p.memberId, { entry: p.entry });
        });
      }
      await receiver.waitFor(EVENTS, timeout);
      const appSeconds = (performance.now() - t0) / 1000;
      const check = receiver.check(EVENTS);
      // The baseline: the same bodies POSTed by a bare loop, PARALLEL at a time.
      receiver.reset();
      const bodies = list.map((p, i) =>
        JSON.stringify({
          id: `bare-${round}-${i}`,
          type: 'contest.entry_created',
          timestamp: new Date().toISOString(),
          data: { entry: p.entry },
        }),
      );
      const t1 = performance.now();
      let next = 0;
      await Promise.all(
        Array.from({ length: PARALLEL }, async () => {
          while (next < bodies.length) {
            const body = bodies[next++]!;
            const res = await fetch(receiver.url, { method: 'POST', body, headers: { 'content-type': 'application/json' } });
            await res.arrayBuffer();
          }
        }),
      );
      await receiver.waitFor(EVENTS, timeout);
      const bareSeconds = (performance.now() - t1) / 1000;
      rounds.push({ app: EVENTS / appSeconds, bare: EVENTS / bareSeconds, check });
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const appRate = median(rounds.map((r) => r.app));
    const bareRate = median(rounds.map((r) => r.bare));
    const ratio = (appRate / bareRate) * 100;
    console.log(
      `  baseline  bare POST loop (${PARALLEL} at a time)  ${bareRate.toFixed(0).padStart(6)} /s  (rounds: ${rounds.map((r) => r.bare.toFixed(0)).join(', ')})`,
    );
    console.log(
      `  app       outbox → queue → signed POST     ${appRate.toFixed(0).padStart(6)} /s  (rounds: ${rounds.map((r) => r.app.toFixed(0)).join(', ')})`,
    );
    console.log(`  ratio     ${ratio.toFixed(1)} % of the bare loop (target ≥ ${TARGET} %${ratio >= TARGET ? '' : ' NOT MET'})`);
    for (const [i, r] of rounds.entries())
      console.log(
        `  round ${i + 1}: ${r.check.requests} requests, ${r.check.distinct} distinct event ids of ${EVENTS}, each member in order: ${r.check.ordered ? 'yes' : 'NO'}`,
      );
    if (rounds.some((r) => !r.check.complete || !r.check.ordered))
      throw new Error('webhooks bench: an event was lost or a member’s order broken');
  } finally {
    await removeEndpoint(db, endpoint.id).catch(() => undefined);
    await app.close();
    await handle.close();
    await receiver.close();
  }
}
