// Catalogue reads: GET /api/prizes (the customer's 10000-per-page fetch) and GET /api/prizes-groups
// (the group tree), signed in as a member with favourites, against a bare Fastify hello-world
// measured in the same run at the same concurrency. Target: at least 40 % of the baseline.
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

const ROUNDS = 3;
interface Result { rps: number; p50: number; p99: number }
const median = (rs: Result[]): Result => [...rs].sort((a, b) => a.rps - b.rps)[Math.floor(rs.length / 2)]!;

async function measure(url: string, headers: Record<string, string>, duration: number): Promise<Result> {
  const r = await autocannon({ url, connections: CONNECTIONS, duration, headers });
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 };
}

export async function benchCatalogue() {
  // Hello-world, prize list and group tree are measured in alternating rounds (both servers up,
  // one loaded at a time) and each figure is the median of its rounds: on a shared machine the
  // load drifts during a run, and whatever is measured first also pays the JIT warm-up.
  const hello = await start('hello', 3911);
  const app = await start('app', 3912);
  try {
    const origin = 'http://127.0.0.1:3912';
    const signin = await fetch(`${origin}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'wykonawca@klub.test', password: 'Wykonawca!2345' }),
    });
    const { accessToken } = (await signin.json()) as { accessToken: string };
    const auth = { authorization: `Bearer ${accessToken}` };
    const listUrl = `${origin}/api/prizes?skip=0&take=10000`;
    const list = (await (await fetch(listUrl, { headers: auth })).json()) as { total: number; data: Array<{ id: number }> };
    // A member with favourites: the per-member merge is part of what is measured.
    for (const p of list.data.slice(0, 3)) {
      await fetch(`${origin}/api/prizes/favorite/add`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ prizeId: p.id }) });
    }
    const rounds = { base: [] as Result[], prizes: [] as Result[], tree: [] as Result[] };
    const seconds = Math.max(1, Math.round(DURATION / 2));
    await measure('http://127.0.0.1:3911/hello', {}, 1); // warm-up, not counted
    await measure(listUrl, auth, 1);
    await measure(`${origin}/api/prizes-groups`, auth, 1);
    for (let i = 0; i < ROUNDS; i++) {
      rounds.base.push(await measure('http://127.0.0.1:3911/hello', {}, seconds));
      rounds.prizes.push(await measure(listUrl, auth, seconds));
      rounds.tree.push(await measure(`${origin}/api/prizes-groups`, auth, seconds));
    }
    const base = median(rounds.base);
    const prizes = median(rounds.prizes);
    const tree = median(rounds.tree);
    const db = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite (in-memory)';
    const pct = (x: number) => `${((x / base.rps) * 100).toFixed(1)} %`;
    console.log(`\nCatalogue reads, signed-in member, ${list.total} prizes (${CONNECTIONS} connections, median of ${ROUNDS} alternating rounds of ${seconds} s, database: ${db})`);
    console.log(`  baseline  Fastify hello-world   ${base.rps.toFixed(0).padStart(7)} req/s  p50 ${base.p50} ms  p99 ${base.p99} ms`);
    console.log(`  app       GET /api/prizes       ${prizes.rps.toFixed(0).padStart(7)} req/s  p50 ${prizes.p50} ms  p99 ${prizes.p99} ms  (${pct(prizes.rps)} of the baseline)`);
    console.log(`  app       GET /api/prizes-groups ${tree.rps.toFixed(0).padStart(6)} req/s  p50 ${tree.p50} ms  p99 ${tree.p99} ms  (${pct(tree.rps)} of the baseline)`);
    console.log(`  ratio     prize list ${pct(prizes.rps)}, group tree ${pct(tree.rps)} of the baseline (target ≥ 40 %)`);
  } finally {
    app.kill();
    hello.kill();
  }
}
