// What the HTTP benchmarks share: a server child process (serve.ts: the app or a bare Fastify
// hello-world), one autocannon measurement, and a member's sign-in.
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
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

/**
 * One autocannon run; any non-2xx answer or error fails the benchmark. With `rate`, an open loop:
 * requests are sent at that many per second overall, whatever the answers' speed (the latency is
 * then the service's, not a queue's), instead of each connection sending on its last answer.
 */
export async function measure(url: string, headers: Record<string, string> = {}, duration = DURATION, rate?: number): Promise<Result> {
  const r = await autocannon({ url, connections: CONNECTIONS, duration, headers, ...(rate ? { overallRate: rate } : {}) });
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
