import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '@klub/db';

/** One request the local receiver got. */
export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  json: { id: string; type: string; timestamp: string; data: Record<string, unknown> };
}

/**
 * A webhook receiver over real HTTP on 127.0.0.1 (the tests' apps allow private addresses):
 * records every request (when it arrives); `answer` decides each status (default 200), body and delay.
 */
export async function startReceiver() {
  const received: Received[] = [];
  let answer: (r: Received) => { status: number; body?: string; headers?: Record<string, string>; delayMs?: number } = () => ({
    status: 200,
    body: 'ok',
  });
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const r: Received = { path: req.url ?? '', headers: req.headers, body, json: JSON.parse(body || '{}') };
      received.push(r);
      const a = answer(r);
      setTimeout(() => {
        res.writeHead(a.status, a.headers);
        res.end(a.body ?? '');
      }, a.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path = '/hook') => `http://127.0.0.1:${port}${path}`,
    received,
    answerWith(f: typeof answer) {
      answer = f;
    },
    /** Waits until `n` requests arrived (or fails after `timeoutMs`). */
    async waitFor(n: number, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < n) {
        if (Date.now() > deadline) throw new Error(`${received.length} of ${n} webhook requests after ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 25));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type Receiver = Awaited<ReturnType<typeof startReceiver>>;

/** The webhook jobs of the queue, by state. */
export const webhookJobs = (db: Database) =>
  queryRows<{ id: string; state: string; retry_count: number; singleton_key: string; start_after: string; data: { eventId: string } }>(
    db,
    sql`select id, state, retry_count, singleton_key, start_after::text as start_after, data from pgboss.job where name = 'webhook' order by created_on`,
  );

/** Waits until no webhook job is created, active or waiting to be retried before `horizonMs` from now. */
export async function webhooksSettled(db: Database, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await queryRows<{ n: number; undispatched: number }>(
      db,
      sql`select (select count(*)::int from pgboss.job where name = 'webhook' and state in ('created', 'active')) as n,
                 (select count(*)::int from webhook_events where dispatched_at is null) as undispatched`,
    );
    if (row!.n === 0 && row!.undispatched === 0) return;
    if (Date.now() > deadline) throw new Error(`webhooks not settled after ${timeoutMs} ms: ${JSON.stringify(row)}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Makes every webhook job waiting for its retry due now (the backoff's minutes are not waited for). */
export const retryNow = (db: Database) =>
  db.execute(sql`update pgboss.job set start_after = now() where name = 'webhook' and state = 'retry'`);
