// Catalogue reads: GET /api/prizes (the customer's 10000-per-page fetch) and GET /api/prizes-groups
// (the group tree), signed in as a member with favourites, against a bare Fastify hello-world
// measured in the same run at the same concurrency. Target: at least 40 % of the baseline.
import { CONNECTIONS, DURATION, measure, memberAuth, startServer as start, type Result } from './http';

const ROUNDS = 3;
const median = (rs: Result[]): Result => [...rs].sort((a, b) => a.rps - b.rps)[Math.floor(rs.length / 2)]!;

export async function benchCatalogue() {
  // Hello-world, prize list and group tree are measured in alternating rounds (both servers up,
  // one loaded at a time) and each figure is the median of its rounds: on a shared machine the
  // load drifts during a run, and whatever is measured first also pays the JIT warm-up.
  const hello = await start('hello', 3911);
  const app = await start('app', 3912);
  try {
    const origin = 'http://127.0.0.1:3912';
    const auth = await memberAuth(origin);
    const listUrl = `${origin}/api/prizes?skip=0&take=10000`;
    const list = (await (await fetch(listUrl, { headers: auth })).json()) as { total: number; data: Array<{ id: number }> };
    // A member with favourites: the per-member merge is part of what is measured.
    for (const p of list.data.slice(0, 3)) {
      await fetch(`${origin}/api/prizes/favorite/add`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ prizeId: p.id }),
      });
    }
    // The prize list's very bytes (its headers and body, favourites included) served by hello-world.
    const answer = await fetch(listUrl, { headers: auth });
    const cannedHeaders = Object.fromEntries(
      [...answer.headers].filter(([name]) => !['date', 'connection', 'keep-alive', 'content-length'].includes(name)),
    );
    const cannedBody = await answer.text();
    await fetch('http://127.0.0.1:3911/canned', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ headers: cannedHeaders, body: cannedBody }),
    });
    const cannedUrl = 'http://127.0.0.1:3911/canned';
    const rounds = { base: [] as Result[], canned: [] as Result[], prizes: [] as Result[], tree: [] as Result[] };
    const seconds = Math.max(1, Math.round(DURATION / 2));
    await measure('http://127.0.0.1:3911/hello', {}, 1); // warm-up, not counted
    await measure(cannedUrl, {}, 1);
    await measure(listUrl, auth, 1);
    await measure(`${origin}/api/prizes-groups`, auth, 1);
    for (let i = 0; i < ROUNDS; i++) {
      rounds.base.push(await measure('http://127.0.0.1:3911/hello', {}, seconds));
      rounds.canned.push(await measure(cannedUrl, {}, seconds));
      rounds.prizes.push(await measure(listUrl, auth, seconds));
      rounds.tree.push(await measure(`${origin}/api/prizes-groups`, auth, seconds));
    }
    const base = median(rounds.base);
    const canned = median(rounds.canned);
    const prizes = median(rounds.prizes);
    const tree = median(rounds.tree);
    const db = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite (in-memory)';
    const pct = (x: number) => `${((x / base.rps) * 100).toFixed(1)} %`;
    console.log(
      `\nCatalogue reads, signed-in member, ${list.total} prizes (${CONNECTIONS} connections, median of ${ROUNDS} alternating rounds of ${seconds} s, database: ${db})`,
    );
    console.log(`  baseline  Fastify hello-world   ${base.rps.toFixed(0).padStart(7)} req/s  p50 ${base.p50} ms  p99 ${base.p99} ms`);
    const bytes = Buffer.byteLength(cannedBody) + Object.entries(cannedHeaders).reduce((n, [k, v]) => n + k.length + v.length + 4, 0);
    console.log(
      `  baseline  hello-world sending the prize list's bytes (~${(bytes / 1024).toFixed(1)} kB, headers and body) ${canned.rps.toFixed(0).padStart(7)} req/s  p50 ${canned.p50} ms  p99 ${canned.p99} ms  (${pct(canned.rps)} of hello-world)`,
    );
    console.log(
      `  app       GET /api/prizes       ${prizes.rps.toFixed(0).padStart(7)} req/s  p50 ${prizes.p50} ms  p99 ${prizes.p99} ms  (${pct(prizes.rps)} of the baseline)`,
    );
    console.log(
      `  app       GET /api/prizes-groups ${tree.rps.toFixed(0).padStart(6)} req/s  p50 ${tree.p50} ms  p99 ${tree.p99} ms  (${pct(tree.rps)} of the baseline)`,
    );
    console.log(
      `  ratio     prize list ${pct(prizes.rps)}, group tree ${pct(tree.rps)} of the baseline (target ≥ 40 %${prizes.rps / base.rps >= 0.4 ? '' : ' NOT MET'}); ` +
        `the prize list ${((prizes.rps / canned.rps) * 100).toFixed(1)} % of hello-world sending its bytes`,
    );
  } finally {
    app.kill();
    hello.kill();
  }
}
