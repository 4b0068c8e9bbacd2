// Code redemption throughput on PostgreSQL over ≥ 1 M codes:
//   HTTP  — POST /api/users/me/codes by 64 concurrent clients (auth, validation, lookup, claim+credit);
//   base  — the same claim+credit statement issued straight to PostgreSQL by 64 concurrent workers,
//           in rounds alternating with pgbench's TPC-B at the same concurrency (its yardstick): a
//           single pair of runs moved the ratio by 20 points as the machine's speed drifted.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { LEDGER_SOURCES, ROLES } from '@klub/contracts';
import { codes, migrateDatabase, names, openDatabase, pointsPackages, queryRows, users, type Database } from '@klub/db';
import { generateCodes } from '../src/modules/codes/code-format';
import { redeemCode } from '../src/modules/codes/redeem.service';
import type { Deps } from '../src/deps';
import type { SettingsCache } from '../src/lib/settings-cache';
import { createTokenService } from '../src/plugins/access';
import { loadConfig } from '../src/config';
import { hasPgbench, pgbenchInit, pgbenchTpcb, printCost, redemptionCost } from './redeem-cost';
import { OPEN_LOOP_CONNECTIONS, openLoop } from './http';
import { guardRulesOff, guardRulesOn, removeBenchCampaigns, startBenchCampaigns } from './redeem-campaigns';

const CONCURRENCY = 64;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const MIN_CODES = Number(process.env.BENCH_CODES ?? 1_000_000);
/** Redemptions explained one by one for the cost breakdown. */
const COST_RUNS = 300;
/** Alternating rounds of the statement and of TPC-B; each side's figure is the median. */
const ROUNDS = 3;
const ROUND_SECONDS = Math.max(1, Math.round(DURATION / 2));
const serve = fileURLToPath(new URL('./serve.ts', import.meta.url));

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function ensureData(db: Database) {
  let [pkg] = await db
    .select()
    .from(pointsPackages)
    .where(sql`${pointsPackages.name} = 'Pakiet testowy (bench)'`);
  pkg ??= (await db.insert(pointsPackages).values({ name: 'Pakiet testowy (bench)', groupName: 'Bench', points: 10 }).returning())[0]!;
  const [stats] = await queryRows<{ total: number; free: number }>(
    db,
    sql`
    select count(*)::int as total, count(*) filter (where redeemed_by is null)::int as free from codes where package_id = ${pkg.id}`,
  );
  const need = Math.max(MIN_CODES - stats!.total, 400_000 - stats!.free, 0);
  if (need > 0) {
    process.stdout.write(`  preparing ${need.toLocaleString('pl-PL')} codes… `);
    const t0 = Date.now();
    // 100 000 codes per statement as one array (a VALUES list of that size is slow to bind), two
    // statements at a time (the machine has 2 cores): 84 s → see the printed figure.
    const batches = Array.from({ length: Math.ceil(need / 100_000) }, (_, i) => Math.min(100_000, need - i * 100_000));
    const insertBatch = (n: number) =>
      db.execute(
        sql`insert into ${codes} (${names([codes.code, codes.packageId])})
            select unnest(${sql.param(generateCodes(n))}::text[]), ${pkg.id} on conflict do nothing`,
      );
    const lanes = [0, 1].map(async (lane) => {
      for (let i = lane; i < batches.length; i += 2) await insertBatch(batches[i]!);
    });
    await Promise.all(lanes);
    console.log(`${((Date.now() - t0) / 1000).toFixed(0)} s`);
  }
  const members = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(sql`${users.email} like 'bench-%@klub.test'`)
    .orderBy(users.id);
  for (let i = members.length; i < CONCURRENCY * 2; i++) {
    const [m] = await db
      .insert(users)
      .values({
        email: `bench-${i}@klub.test`,
        passwordHash: 'x',
        role: ROLES.CONTRACTOR,
        status: 'ACTIVE_CONFIRMED',
        firstname: 'Bench',
        lastname: String(i),
      })
      .returning({ id: users.id, role: users.role });
    members.push(m!);
  }
  const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from codes`);
  return { pkg, members, totalCodes: count!.n };
}

async function freeCodes(db: Database, packageId: number, n: number, offset: number) {
  const rows = await queryRows<{ id: number; code: string }>(
    db,
    sql`
    select id, code from codes where package_id = ${packageId} and redeemed_by is null order by id offset ${offset} limit ${n}`,
  );
  return rows;
}

async function baseline(db: Database, list: { id: number; code: string }[], memberIds: number[], seconds: number) {
  // The app reads the points validity from its settings cache (a memory hit on this hot path),
  // so the baseline takes it from memory too: only the redemption statement goes to PostgreSQL.
  const settings: Pick<SettingsCache, 'read'> = { read: async () => undefined };
  const deps = { db, settings } as unknown as Deps;
  let next = 0;
  const lat: number[] = [];
  // Untimed first: each worker's connection opened (pgbench's tps leaves out its connection time)
  // and 6 redemptions on it, after which PostgreSQL runs the named statement on its generic plan,
  // as on a running server's pool. In CI's 1-second rounds these were a large part of the round.
  await Promise.all(
    memberIds.map(async (userId) => {
      for (let k = 0; k < 6; k++) {
        const c = list[next++];
        if (c) await redeemCode(deps, { userId, actorId: userId, code: c.code, source: LEDGER_SOURCES.CLUB_ADMIN });
      }
    }),
  );
  const end = Date.now() + seconds * 1000;
  await Promise.all(
    memberIds.map(async (userId) => {
      while (Date.now() < end) {
        const c = list[next++];
        if (!c) return;
        const t0 = performance.now();
        // The very statement the endpoint runs, issued straight to PostgreSQL (no HTTP, no auth).
        await redeemCode(deps, { userId, actorId: userId, code: c.code, source: LEDGER_SOURCES.CLUB_ADMIN });
        lat.push(performance.now() - t0);
      }
    }),
  );
  lat.sort((a, b) => a - b);
  return { rps: lat.length / seconds, p50: percentile(lat, 50), p99: percentile(lat, 99), n: lat.length, consumed: next };
}

function start(port: number, url: string): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = fork(serve, ['app', String(port)], {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, BENCH_DATABASE_URL: url, BENCH_POOL: '32' },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

export async function benchRedeem(url: string) {
  const handle = await openDatabase({ url, poolMax: CONCURRENCY });
  await migrateDatabase(handle);
  const db = handle.db;
  const { pkg, members, totalCodes } = await ensureData(db);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const tokens = createTokenService(db, config);

  // The statement's parts first; the baseline rounds take the first 200 000 free codes, HTTP the rest.
  const pool = await freeCodes(db, pkg.id, 400_000, 0);
  const memberIds = members.slice(0, CONCURRENCY).map((m) => m.id);
  const cost = await redemptionCost(
    db,
    pool.slice(200_000, 200_000 + COST_RUNS).map((c) => c.code),
    memberIds,
  );
  const httpCodes = pool.slice(200_000 + COST_RUNS).map((c) => c.code);
  const httpTokens = await Promise.all(
    members.slice(CONCURRENCY, CONCURRENCY * 2).map(async (m) => (await tokens.issue(m, 'customer', {})).accessToken),
  );
  await handle.close(); // each round opens its own connections, so pgbench's and ours are never open together

  const pgbench = hasPgbench();
  const initS = pgbench ? pgbenchInit(url, CONCURRENCY) : 0;
  const bases: Array<Awaited<ReturnType<typeof baseline>>> = [];
  const tpcbs: Array<ReturnType<typeof pgbenchTpcb>> = [];
  let used = 0;
  for (let i = 0; i < ROUNDS; i++) {
    const round = await openDatabase({ url, poolMax: CONCURRENCY });
    await round.db.execute(sql`vacuum member_points`); // the statement's hot rows, as pgbench vacuums its own
    const b = await baseline(round.db, pool.slice(used, 200_000), memberIds, ROUND_SECONDS);
    used += b.consumed;
    await round.close();
    bases.push(b);
    if (pgbench) tpcbs.push(pgbenchTpcb(url, CONCURRENCY, ROUND_SECONDS));
  }
  const median = <T>(xs: T[], by: (x: T) => number) => [...xs].sort((a, b) => by(a) - by(b))[Math.floor(xs.length / 2)]!;
  const base = median(bases, (b) => b.rps);
  const tpcb = pgbench ? median(tpcbs, (t) => t.tps) : null;
  const ratios = tpcbs.map((t, i) => (bases[i]!.rps / t.tps) * 100);
  const server = await start(3911, url);
  let nextCode = 0;
  let nextToken = 0;
  const post = (duration = DURATION) =>
    autocannon({
      url: 'http://127.0.0.1:3911',
      connections: CONCURRENCY,
      duration,
      requests: [
        {
          method: 'POST',
          path: '/api/users/me/codes',
          setupRequest: (req: Record<string, unknown>, context: Record<string, unknown>) => {
            context.token ??= httpTokens[nextToken++ % httpTokens.length];
            return {
              ...req,
              headers: { 'content-type': 'application/json', authorization: `Bearer ${context.token}` },
              body: JSON.stringify({ code: httpCodes[nextCode++] }),
            };
          },
        },
      ],
    } as autocannon.Options);
  /** Closed loop at saturation, then the open loop at half of it. */
  const measure = async () => {
    await post(1); // warm-up, not counted: the server's pool connections and JIT, as on a running server
    const r = await post();
    if (r.non2xx > 0) throw new Error(`HTTP: ${r.non2xx} non-2xx answers: ${JSON.stringify(r.statusCodeStats)}`);
    const http = { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, n: r.requests.total };
    // Open loop: requests arrive at a fixed rate, half the saturation throughput just measured, so
    // the latency is the service's, not the queue's (closed-loop 64 clients always queue).
    const rate = Math.max(1, Math.round(http.rps / 2));
    const o = await openLoop('http://127.0.0.1:3911', rate, DURATION, (i) => ({
      method: 'POST',
      path: '/api/users/me/codes',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${httpTokens[i % httpTokens.length]}` },
      body: JSON.stringify({ code: httpCodes[nextCode++] }),
    }));
    return { http, rate, o };
  };
  const setUp = await openDatabase({ url, poolMax: 2 });
  try {
    const { http, rate, o } = await measure();
    // The guard's rules on and 10 active campaigns: 1, then 4, giving a bonus on every code.
    await guardRulesOn(setUp.db);
    const withRules: Array<{ matching: number; m: Awaited<ReturnType<typeof measure>> }> = [];
    for (const matching of [1, 4] as const) {
      await startBenchCampaigns(setUp.db, pkg.id, members[0]!.id, matching);
      withRules.push({ matching, m: await measure() });
    }
    console.log(
      `\nCode redemption on PostgreSQL, ${CONCURRENCY} concurrent clients, ${DURATION} s each, ${totalCodes.toLocaleString('pl-PL')} codes in the table`,
    );
    console.log(
      `  baseline  redemption statement via pg  ${base.rps.toFixed(0).padStart(6)} /s  p50 ${base.p50.toFixed(1)} ms  p99 ${base.p99.toFixed(1)} ms  (median of ${ROUNDS} rounds of ${ROUND_SECONDS} s: ${bases.map((b) => b.rps.toFixed(0)).join(', ')} /s)`,
    );
    if (tpcb)
      console.log(
        `  baseline  pgbench TPC-B (scale ${CONCURRENCY}, simple protocol) ${tpcb.tps.toFixed(0).padStart(6)} tps  latency average ${tpcb.latencyMs.toFixed(1)} ms  (median of the ${ROUNDS} rounds between: ${tpcbs.map((t) => t.tps.toFixed(0)).join(', ')} tps${initS ? `; tables made in ${initS.toFixed(0)} s` : ''})`,
      );
    console.log(
      `  app       POST /api/users/me/codes      ${http.rps.toFixed(0).padStart(6)} /s  p50 ${http.p50} ms  p99 ${http.p99} ms  (${http.n} redemptions)`,
    );
    console.log(
      `  open loop POST /api/users/me/codes due at ${rate}/s (half of saturation, ${OPEN_LOOP_CONNECTIONS} connections)  ${o.rps.toFixed(0)} /s  p50 ${o.p50} ms  p99 ${o.p99} ms  (target p99 < 50 ms: ${o.p99 < 50 ? 'met' : 'NOT MET'}; the first second, not counted: p99 ${o.warmUpP99} ms)`,
    );
    console.log(`  ratio     HTTP ${((http.rps / base.rps) * 100).toFixed(1)} % of the statement via pg (target ≥ 50 %)`);
    if (tpcb) {
      const ratio = median(ratios, (r) => r);
      console.log(
        `  ratio     the statement via pg ${ratio.toFixed(1)} % of pgbench TPC-B, median of the rounds' ratios ${ratios.map((r) => r.toFixed(1)).join(' / ')} (target ≥ 60 %${ratio >= 60 ? '' : ' NOT MET'})`,
      );
    }
    for (const { matching, m: c } of withRules) {
      const kept = (c.http.rps / http.rps) * 100;
      console.log(
        `  rules on, 10 campaigns (${matching} giving a bonus on each code): POST ${c.http.rps.toFixed(0).padStart(6)} /s  p50 ${c.http.p50} ms  p99 ${c.http.p99} ms  (${c.http.n}); ${kept.toFixed(1)} % of the throughput without (target ≥ 90 %${kept >= 90 ? '' : ' NOT MET'}); open loop at ${c.rate}/s: p99 ${c.o.p99} ms (target < 50 ms: ${c.o.p99 < 50 ? 'met' : 'NOT MET'})`,
      );
    }
    printCost(cost);
  } finally {
    server.kill();
    await removeBenchCampaigns(setUp.db).catch((e: unknown) => console.error('  could not remove the bench campaigns', e));
    await guardRulesOff(setUp.db);
    await setUp.close();
  }
}
