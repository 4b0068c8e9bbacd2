// Content reads a member's pages make: GET /api/news?take=24 (the /news page) and the home page's
// data (GET /api/news?take=10 and GET /api/banners), signed in as a member, against a bare Fastify
// hello-world measured in the same run at the same concurrency. Target: at least 40 % of the baseline.
import { CONNECTIONS, DURATION, measure, memberAuth, startServer as start, type Result } from './http';

const ROUNDS = 3;
const median = (rs: Result[]): Result => [...rs].sort((a, b) => a.rps - b.rps)[Math.floor(rs.length / 2)]!;

/** Three banners for everyone (the demo has none: it has no picture files), made once per database. */
async function ensureBanners(origin: string) {
  const signin = await fetch(`${origin}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@klub.test', password: 'Admin!2345', isAdmin: true }),
  });
  const admin = { authorization: `Bearer ${((await signin.json()) as { accessToken: string }).accessToken}` };
  const list = (await (await fetch(`${origin}/api/banners`, { headers: admin })).json()) as { total: number };
  for (let i = list.total; i < 3; i++) {
    const res = await fetch(`${origin}/api/banners`, {
      method: 'POST',
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify({ title: `Baner ${i + 1}`, image: `bench_${i + 1}.webp`, link: '/group', status: 'PUBLISHED' }),
    });
    if (!res.ok) throw new Error(`banner: ${res.status} ${await res.text()}`);
  }
}

export async function benchContent() {
  const hello = await start('hello', 3913);
  const app = await start('app', 3914);
  try {
    const origin = 'http://127.0.0.1:3914';
    await ensureBanners(origin);
    const auth = await memberAuth(origin);
    const urls = {
      news: `${origin}/api/news?skip=0&take=24`,
      home: `${origin}/api/news?skip=0&take=10`,
      banners: `${origin}/api/banners`,
    };
    const news = (await (await fetch(urls.news, { headers: auth })).json()) as { total: number };
    const banners = (await (await fetch(urls.banners, { headers: auth })).json()) as { total: number };
    const rounds = { base: [] as Result[], news: [] as Result[], home: [] as Result[], banners: [] as Result[] };
    const seconds = Math.max(1, Math.round(DURATION / 2));
    await measure('http://127.0.0.1:3913/hello', {}, 1); // warm-up, not counted
    for (const url of Object.values(urls)) await measure(url, auth, 1);
    for (let i = 0; i < ROUNDS; i++) {
      rounds.base.push(await measure('http://127.0.0.1:3913/hello', {}, seconds));
      rounds.news.push(await measure(urls.news, auth, seconds));
      rounds.home.push(await measure(urls.home, auth, seconds));
      rounds.banners.push(await measure(urls.banners, auth, seconds));
    }
    const base = median(rounds.base);
    const [n, h, b] = [median(rounds.news), median(rounds.home), median(rounds.banners)];
    // The home page needs both answers: pairs per second of one after the other.
    const homePairs = 1 / (1 / h.rps + 1 / b.rps);
    const db = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite (in-memory)';
    const pct = (x: number) => `${((x / base.rps) * 100).toFixed(1)} %`;
    const row = (label: string, r: Result) =>
      `  app       ${label.padEnd(27)} ${r.rps.toFixed(0).padStart(7)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  (${pct(r.rps)} of the baseline)`;
    console.log(
      `\nContent reads, signed-in member, ${news.total} news, ${banners.total} banners (${CONNECTIONS} connections, median of ${ROUNDS} alternating rounds of ${seconds} s, database: ${db})`,
    );
    console.log(`  baseline  Fastify hello-world         ${base.rps.toFixed(0).padStart(7)} req/s  p50 ${base.p50} ms  p99 ${base.p99} ms`);
    console.log(row('GET /api/news?take=24', n));
    console.log(row('GET /api/news?take=10 (home)', h));
    console.log(row('GET /api/banners (home)', b));
    console.log(`  home page data (both)         ${homePairs.toFixed(0).padStart(7)} pairs/s`);
    console.log(`  ratio     news list ${pct(n.rps)}, home news ${pct(h.rps)}, home banners ${pct(b.rps)} of the baseline (target ≥ 40 %)`);
  } finally {
    app.kill();
    hello.kill();
  }
}
