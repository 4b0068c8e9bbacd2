// Authenticated read throughput: GET /api/users/me-client (JWT check + session lookup + profile
// read) against a bare Fastify hello-world measured in the same run, at the same concurrency.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const CONNECTIONS = 32;
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const serve = fileURLToPath(new URL('./serve.ts', import.meta.url));

function start(mode: string, port: number): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = fork(serve, [mode, String(port)], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`${mode} server exited with ${code}`)));
  });
}

async function measure(url: string, headers: Record<string, string> = {}) {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 };
}

export async function benchAuth() {
  const hello = await start('hello', 3901);
  const base = await measure('http://127.0.0.1:3901/hello');
  hello.kill();

  const app = await start('app', 3902);
  try {
    const res = await fetch('http://127.0.0.1:3902/api/auth/signin', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'wykonawca@klub.test', password: 'Wykonawca!2345' }),
    });
    const { accessToken } = (await res.json()) as { accessToken: string };
    const me = await measure('http://127.0.0.1:3902/api/users/me-client', { authorization: `Bearer ${accessToken}` });
    const db = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite (in-memory)';
    console.log(`\nAuthenticated read (${CONNECTIONS} connections, ${DURATION} s each, database: ${db})`);
    console.log(`  baseline  Fastify hello-world      ${base.rps.toFixed(0).padStart(7)} req/s  p50 ${base.p50} ms  p99 ${base.p99} ms`);
    console.log(`  app       GET /api/users/me-client ${me.rps.toFixed(0).padStart(7)} req/s  p50 ${me.p50} ms  p99 ${me.p99} ms`);
    console.log(`  ratio     ${((me.rps / base.rps) * 100).toFixed(1)} % of the baseline`);
  } finally {
    app.kill();
  }
}
