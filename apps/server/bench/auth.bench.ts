// Authenticated reads: each route measured beside two baselines from the same run at the same
// concurrency — a bare Fastify hello-world (no database) and GET /api/health of the app itself, one
// `select 1` round trip through the same pool: what any route that reads the database pays at least.
import { CONNECTIONS, DURATION, measure, memberAuth, startServer as start, type Result } from './http';

const READS = ['/api/users/me-client', '/api/users/me/points', '/api/users/me/orders'];

export async function benchAuth() {
  const hello = await start('hello', 3901);
  const base = await measure('http://127.0.0.1:3901/hello');
  hello.kill();

  const app = await start('app', 3902);
  try {
    const origin = 'http://127.0.0.1:3902';
    const auth = await memberAuth(origin);
    const health = await measure(`${origin}/api/health`);
    const reads: Array<[string, Result]> = [];
    for (const path of READS) reads.push([path, await measure(`${origin}${path}`, auth)]);
    const db = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite (in-memory)';
    const line = (label: string, r: Result) =>
      `${label.padEnd(36)} ${r.rps.toFixed(0).padStart(7)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms`;
    const pct = (a: Result, b: Result) => `${((a.rps / b.rps) * 100).toFixed(1)} %`;
    console.log(`\nAuthenticated reads (${CONNECTIONS} connections, ${DURATION} s each, database: ${db})`);
    console.log(`  baseline  ${line('Fastify hello-world', base)}`);
    console.log(`  baseline  ${line('GET /api/health (one select 1)', health)}`);
    for (const [path, r] of reads)
      console.log(`  app       ${line(`GET ${path}`, r)}  (${pct(r, health)} of /api/health, ${pct(r, base)} of hello-world)`);
  } finally {
    app.kill();
  }
}
