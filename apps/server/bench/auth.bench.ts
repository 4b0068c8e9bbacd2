// Authenticated reads: each route measured beside two baselines from the same run at the same
// concurrency — a bare Fastify hello-world (no database) and GET /api/health of the app itself, one
// `select 1` round trip through the same pool: what any route that reads the database pays at least.
// All of them in alternating rounds (one loaded at a time), each figure the median of its rounds:
// the machine's speed drifts within a run, and sequential runs of 5 s moved the ratios by ±15 points.
// Then one open-loop run (http.ts openLoop): requests due at a fixed rate, half the measured saturation.
import {
  CONNECTIONS,
  DURATION,
  measure,
  memberAuth,
  OPEN_LOOP_CONNECTIONS,
  openLoop,
  rankMember,
  startServer as start,
  type Result,
} from './http';

const READS: Array<[string, number]> = [
  // [path, target share of /api/health (issue 16)]
  ['/api/users/me-client', 70],
  ['/api/users/me/points', 40],
  ['/api/users/me/orders', 40],
];
const ROUNDS = 3;
const median = (rs: Result[]): Result => [...rs].sort((a, b) => a.rps - b.rps)[Math.floor(rs.length / 2)]!;

export async function benchAuth() {
  const hello = await start('hello', 3901);
  const app = await start('app', 3902);
  try {
    const origin = 'http://127.0.0.1:3902';
    const helloUrl = 'http://127.0.0.1:3901/hello';
    const auth = await memberAuth(origin);
    await rankMember(origin, auth);
    const seconds = Math.max(1, Math.floor(DURATION / 2));
    const targets: Array<[string, string, Record<string, string>]> = [
      ['Fastify hello-world', helloUrl, {}],
      ['GET /api/health (one select 1)', `${origin}/api/health`, {}],
      ...READS.map(([path]) => [`GET ${path}`, `${origin}${path}`, auth] as [string, string, Record<string, string>]),
    ];
    for (const [, url, headers] of targets) await measure(url, headers, 1); // warm-up, not counted
    const rounds = targets.map(() => [] as Result[]);
    for (let i = 0; i < ROUNDS; i++) {
      for (const [k, [, url, headers]] of targets.entries()) rounds[k]!.push(await measure(url, headers, seconds));
    }
    const [base, health, ...reads] = rounds.map(median) as [Result, Result, ...Result[]];
    const points = reads[1]!;
    const rate = Math.max(1, Math.round(points.rps / 2));
    const open = await openLoop(origin, rate, DURATION, () => ({ path: '/api/users/me/points', headers: auth }));

    const db = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite (in-memory)';
    const line = (label: string, r: Result) =>
      `${label.padEnd(36)} ${r.rps.toFixed(0).padStart(7)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms`;
    const pct = (a: Result, b: Result) => (a.rps / b.rps) * 100;
    console.log(
      `\nAuthenticated reads (${CONNECTIONS} connections, median of ${ROUNDS} alternating rounds of ${seconds} s, database: ${db})`,
    );
    console.log(`  baseline  ${line('Fastify hello-world', base)}`);
    console.log(`  baseline  ${line('GET /api/health (one select 1)', health)}`);
    for (const [k, [path, target]] of READS.entries()) {
      const r = reads[k]!;
      const share = pct(r, health);
      console.log(
        `  app       ${line(`GET ${path}`, r)}  (${share.toFixed(1)} % of /api/health, target ≥ ${target} %${share >= target ? '' : ' NOT MET'}; ${pct(r, base).toFixed(1)} % of hello-world)`,
      );
    }
    console.log(
      `  open loop GET /api/users/me/points at ${rate} req/s (half of saturation, ${OPEN_LOOP_CONNECTIONS} connections): ${open.rps.toFixed(0)} req/s  p50 ${open.p50} ms  p99 ${open.p99} ms  (target p99 < 50 ms: ${open.p99 < 50 ? 'met' : 'NOT MET'}; the first second, not counted: p99 ${open.warmUpP99} ms)`,
    );
  } finally {
    app.kill();
    hello.kill();
  }
}
