// Authenticated read throughput: GET /api/users/me-client (JWT check + session lookup + profile
// read) against a bare Fastify hello-world measured in the same run, at the same concurrency.
import { CONNECTIONS, DURATION, measure, memberAuth, startServer as start } from './http';

export async function benchAuth() {
  const hello = await start('hello', 3901);
  const base = await measure('http://127.0.0.1:3901/hello');
  hello.kill();

  const app = await start('app', 3902);
  try {
    const me = await measure('http://127.0.0.1:3902/api/users/me-client', await memberAuth('http://127.0.0.1:3902'));
    const db = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite (in-memory)';
    console.log(`\nAuthenticated read (${CONNECTIONS} connections, ${DURATION} s each, database: ${db})`);
    console.log(`  baseline  Fastify hello-world      ${base.rps.toFixed(0).padStart(7)} req/s  p50 ${base.p50} ms  p99 ${base.p99} ms`);
    console.log(`  app       GET /api/users/me-client ${me.rps.toFixed(0).padStart(7)} req/s  p50 ${me.p50} ms  p99 ${me.p99} ms`);
    console.log(`  ratio     ${((me.rps / base.rps) * 100).toFixed(1)} % of the baseline`);
  } finally {
    app.kill();
  }
}
