// What the HTTP benchmarks share: a server child process (serve.ts: the app or a bare Fastify
// hello-world), one autocannon measurement, and a member's sign-in.
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import http from 'node:http';
import autocannon from 'autocannon';
import { startServerProcess } from '../src/testing/server-process';

export const CONNECTIONS = 32;
export const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const serve = fileURLToPath(new URL('./serve.ts', import.meta.url));

export interface Result {
  rps: number;
  p50: number;
  p99: number;
}

/** Starts serve.ts in `mode` on `port`; resolves once it listens. */
export async function startServer(mode: string, port: number): Promise<ChildProcess> {
  return (await startServerProcess(serve, { args: [mode, String(port)] })).child;
}

/** One autocannon run (a closed loop: each connection sends on its last answer); any non-2xx answer or error fails the benchmark. */
export async function measure(url: string, headers: Record<string, string> = {}, duration = DURATION): Promise<Result> {
  const r = await autocannon({ url, connections: CONNECTIONS, duration, headers });
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 };
}

/** Signs the demo contractor in on `origin` and returns the Authorization header. */
export async function memberAuth(origin: string): Promise<Record<string, string>> {
  const res = await fetch(`${origin}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'wykonawca@klub.test', password: 'Wykonawca!2345' }),
  });
  const { accessToken } = (await res.json()) as { accessToken: string };
  return { authorization: `Bearer ${accessToken}` };
}

/** Puts the demo contractor in this year's ranking (an admin's award), so their points read includes a position. */
export async function rankMember(origin: string, member: Record<string, string>): Promise<void> {
  const points = (await (await fetch(`${origin}/api/users/me/points`, { headers: member })).json()) as { ranking: number | null };
  if (points.ranking !== null) return; // ranked already (a kept bench database): no lot added per run
  const signin = await fetch(`${origin}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@klub.test', password: 'Admin!2345', isAdmin: true }),
  });
  const { accessToken } = (await signin.json()) as { accessToken: string };
  const me = (await (await fetch(`${origin}/api/users/me-client`, { headers: member })).json()) as { id: number };
  const res = await fetch(`${origin}/api/codes/add-points`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ userId: me.id, points: 250, reason: 'Bench: w rankingu' }),
  });
  if (!res.ok) throw new Error(`add-points: ${res.status} ${await res.text()}`);
}

export interface OpenLoopRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** One request of an open loop, as `observe` sees it (times are performance.now()). */
export interface OpenLoopOutcome {
  /** The request's number, as `make` got it. */
  i: number;
  /** When it was due, when it was handed to a connection, when its answer ended (or it failed). */
  due: number;
  sent: number;
  end: number;
  /** The HTTP status; 0 when the connection failed (then `error` says how). */
  status: number;
  error?: string;
  body: string;
  /** Sent a second time on a new connection (see OpenLoopOptions.retryReset). */
  retried: boolean;
}

/** What a caller of openLoop may follow or steer beyond the figures. */
export interface OpenLoopOptions {
  /** Hears every request's outcome; the loop then does not fail on errors (see openLoop). */
  observe?: (outcome: OpenLoopOutcome) => void;
  /** Asked once `seconds` are over: the requests go on at the same rate while it says true. */
  extendWhile?: () => boolean;
  /**
   * Send a request once more, on a new connection of its own, when its connection was reset before
   * any byte of the answer came (ECONNRESET, "socket hang up"). For a proxy that never drops a
   * request it has begun to read — nginx finishes every one, also while it reloads — that means the
   * request was never read: nginx's reload closes the old workers' idle client connections (a
   * kept-alive one the client had just written on) and those they accepted but had read nothing from
   * yet. Browsers (Chromium, Firefox) and OkHttp send such a request again, whatever its method
   * (Node documents the same for `request.reusedSocket`). The outcome says `retried`.
   */
  retryReset?: boolean;
}

/** Connections the open loop opens before its first request, and never more (see openLoop). */
export const OPEN_LOOP_CONNECTIONS = 64;

/**
 * An open loop: request i is due at start + i / rate and sent then on a free connection of a fixed
 * set, or as soon as one is free; its latency counts from when it was due, so a late send counts
 * against us and a stall cannot hide (no coordinated omission). autocannon's `overallRate` is not
 * this: it lets the rate out in bursts per connection tick (64 connections at 100 req/s gave
 * /api/health p50 8 ms, 8 connections 2 ms), so it measures its own bursts.
 *
 * The connections (OPEN_LOOP_CONNECTIONS, as wrk2 keeps its own) are opened before the run, not
 * on demand. Opened on demand, a 60 ms hiccup of the server made the client open 60–165 new ones at
 * once, and Node accepts one connection per turn of its event loop (libuv ≥ 1.45, "unix: don't
 * accept() connections in a loop"): ~8–10 ms apart under this load, so the last request of such a
 * burst reached the server 250–480 ms after it was due, while its handling took 1–7 ms (measured
 * per request with the client's connect and the server's accept times). That measured the load
 * generator's connection storm, not the service; a deployment behind a proxy keeps a fixed pool
 * of connections to each instance too (docs/operations.md).
 *
 * With `options.observe`, every request's outcome (warm-up included, body and all) goes to it and
 * judging them is the caller's (the rolling-restart rehearsal counts business refusals apart from
 * failures); without it, any answer of 300 or more or a connection error fails the run.
 */
export async function openLoop(
  origin: string,
  rate: number,
  seconds: number,
  make: (i: number) => OpenLoopRequest,
  warmUpSeconds = 1,
  options: OpenLoopOptions = {},
): Promise<Result & { warmUpP99: number }> {
  const { observe, extendWhile, retryReset } = options;
  const agent = new http.Agent({ keepAlive: true, maxSockets: OPEN_LOOP_CONNECTIONS });
  await openConnections(origin, agent);
  // The first second at the same rate warms both sides up on those connections; its latencies are
  // reported apart (warmUpP99), so the figure is the steady state's.
  const warm = Math.round(rate * warmUpSeconds);
  const total = warm + Math.max(1, Math.round(rate * seconds));
  const warmLatencies: number[] = [];
  const latencies: number[] = [];
  const failures: string[] = [];
  const sent: Promise<void>[] = [];
  const start = performance.now();
  const send = (i: number, due: number) =>
    new Promise<void>((resolve) => {
      const r = make(i);
      const sentAt = performance.now();
      let retried = false;
      const attempt = () => {
        let answered = false;
        const req = http.request(
          `${origin}${r.path}`,
          {
            method: r.method ?? 'GET',
            headers: { ...r.headers, ...(r.body ? { 'content-length': Buffer.byteLength(r.body) } : {}) },
            // The second attempt on a connection of its own: the other kept-alive ones may be closing too.
            agent: retried ? false : agent,
          },
          (res) => {
            answered = true;
            const chunks: Buffer[] = [];
            if (observe) res.on('data', (c: Buffer) => chunks.push(c));
            else res.resume();
            res.on('end', () => {
              const end = performance.now();
              (i < warm ? warmLatencies : latencies).push(end - due);
              if (observe)
                observe({ i, due, sent: sentAt, end, status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString(), retried });
              else if ((res.statusCode ?? 0) >= 300) failures.push(String(res.statusCode));
              resolve();
            });
          },
        );
        req.on('error', (err: NodeJS.ErrnoException) => {
          if (retryReset && !retried && !answered && err.code === 'ECONNRESET') {
            retried = true;
            attempt();
            return;
          }
          if (observe)
            observe({
              i,
              due,
              sent: sentAt,
              end: performance.now(),
              status: 0,
              error: `${err.message}${req.reusedSocket ? ' (on a kept-alive connection)' : ' (on a new connection)'}${retried ? ', sent again' : ''}`,
              body: '',
              retried,
            });
          else failures.push(err.message);
          resolve();
        });
        req.end(r.body);
      };
      attempt();
    });
  let i = 0;
  const more = () => i < total || (extendWhile?.() ?? false);
  while (more()) {
    const now = performance.now();
    for (; more() && start + (i * 1000) / rate <= now; i++) sent.push(send(i, start + (i * 1000) / rate));
    if (more()) await new Promise((r) => setTimeout(r, Math.max(0, start + (i * 1000) / rate - performance.now())));
  }
  await Promise.all(sent);
  const elapsed = (performance.now() - start) / 1000 - warmUpSeconds;
  agent.destroy();
  if (failures.length) throw new Error(`open loop ${origin}: ${failures.length} failed (${[...new Set(failures)].join(', ')})`);
  latencies.sort((a, b) => a - b);
  warmLatencies.sort((a, b) => a - b);
  const at = (xs: number[], p: number) => Math.round((xs[Math.min(xs.length - 1, Math.floor(p * xs.length))] ?? 0) * 10) / 10;
  return { rps: (i - warm) / elapsed, p50: at(latencies, 0.5), p99: at(latencies, 0.99), warmUpP99: at(warmLatencies, 0.99) };
}

/** Opens all of `agent`'s connections to `origin` (each answers one GET /api/health) and keeps them. */
async function openConnections(origin: string, agent: http.Agent): Promise<void> {
  await Promise.all(
    Array.from(
      { length: OPEN_LOOP_CONNECTIONS },
      () =>
        new Promise<void>((resolve, reject) => {
          http
            .get(`${origin}/api/health`, { agent }, (res) => {
              res.resume();
              res.on('end', resolve);
            })
            .on('error', reject);
        }),
    ),
  );
  const open = Object.values(agent.freeSockets).reduce((n, list) => n + (list?.length ?? 0), 0);
  if (open !== OPEN_LOOP_CONNECTIONS) throw new Error(`open loop ${origin}: ${open} of ${OPEN_LOOP_CONNECTIONS} connections open`);
}
