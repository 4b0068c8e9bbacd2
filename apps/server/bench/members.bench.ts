// Admin members list on ≥ 1 M members: p50/p95 of the list query (filters, sort, paging, count),
// beside a baseline measured in the same run: a primary-key lookup of one member.
import { sql } from 'drizzle-orm';
import { timeRuns } from './timing';
import { MemberListQuery } from '@klub/contracts';
import { migrateDatabase, openDatabase, queryRows, type Database } from '@klub/db';
import { listMembers } from '../src/modules/members/members.queries';
import { listPremium } from '../src/modules/groups/premium.service';
import { NotifyBus } from '../src/lib/notify-bus';
import { SettingsCache } from '../src/lib/settings-cache';
import { PremiumQuery } from '@klub/contracts';
import { memberPoints } from '../src/modules/ledger/ledger.views';
import { RankingScores } from '../src/modules/ranking/ranking-scores';
import { ranking } from '../src/modules/ranking/ranking.service';
import { rankedWithPositions } from '../src/modules/ranking/ranking.queries';
import { warsawYear } from '../src/lib/time';
import { drainStats } from '../src/modules/stats/stats.service';

/** Runs `insert(from, to)` over [first, last] as two statements at once (the pool has 4 connections). */
async function inHalves(first: number, last: number, insert: (from: number, to: number) => Promise<unknown>) {
  const mid = Math.floor((first + last) / 2);
  await Promise.all([insert(first, mid), ...(mid < last ? [insert(mid + 1, last)] : [])]);
}

const TARGET = Number(process.env.BENCH_MEMBERS ?? 1_000_000);
const RUNS = 40;

async function ensureMembers(db: Database) {
  const [{ n }] = (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from users`)) as [{ n: number }];
  if (n >= TARGET) return n;
  process.stdout.write(`  preparing ${(TARGET - n).toLocaleString('pl-PL')} members… `);
  const t0 = Date.now();
  const names = ['Nowak', 'Kowalski', 'Wiśniewski', 'Wójcik', 'Kowalczyk', 'Kamiński', 'Lewandowski', 'Zieliński', 'Szymański', 'Woźniak'];
  // One statement, rows in g order: inserted in two halves at once (33 s faster) the heap holds the
  // halves interleaved, and the search's plan changed with it (p95 135 ms → 1 077 ms in one CI run).
  const insert = (from: number, to: number) =>
    db.execute(sql`
    insert into users (email, password_hash, role, status, firstname, lastname, phone, company_name, city, region_id, is_gold, created_at)
    select 'czlonek' || g || '@bench.klub.test', 'x', (array[11,21,31])[1 + g % 3], (array['ACTIVE','ACTIVE_CONFIRMED','NOT_ACTIVE'])[1 + g % 3],
           'Imię' || (g % 5000), (${sql.raw(`array[${names.map((x) => `'${x}'`).join(',')}]`)})[1 + g % 10] || '-' || (g % 997),
           '6' || lpad((g % 100000000)::text, 8, '0'), 'Firma ' || (g % 20000), 'Miasto ' || (g % 300), 1 + g % 16, g % 50 = 0,
           now() - make_interval(days => g % 1000)
    from generate_series(${from}::int, ${to}::int) g`);
  await insert(n + 1, TARGET);
  await db.execute(sql`analyze users`);
  console.log(`${((Date.now() - t0) / 1000).toFixed(0)} s`);
  return TARGET;
}

const CREDITS = Number(process.env.BENCH_CREDITS ?? 2_000_000);

/** Earning credits spread over two years (half inside the premium group's 12-month window). */
async function ensureCredits(db: Database, members: number) {
  const [{ n }] = (await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from points_ledger where earns and reason = 'bench'`,
  )) as [{ n: number }];
  if (n >= CREDITS) return n;
  process.stdout.write(`  preparing ${(CREDITS - n).toLocaleString('pl-PL')} earning credits… `);
  const t0 = Date.now();
  // In two halves at once (85 → 56 s). The premium trigger is idle here (no window row until
  // the first premium read), and it applies rows in user order anyway (migration 0012).
  const insert = (from: number, to: number) =>
    db.execute(sql`
    insert into points_ledger (user_id, amount, source, reason, earns, expires_at, created_at)
    select u.id, 50 + g % 400, 1, 'bench', true, now() + interval '1 year', now() - make_interval(hours => g % 17520)
    from generate_series(${from}::int, ${to}::int) g
    join users u on u.id = (select min(id) from users) + (g::bigint * 7919) % ${members}`);
  await inHalves(n + 1, CREDITS, insert);
  await drainStats(db); // the statistics' queue (migration 0019), as an instance would
  await db.execute(sql`vacuum analyze points_ledger`);
  await fillTotals(db);
  console.log(`${((Date.now() - t0) / 1000).toFixed(0)} s`);
  return CREDITS;
}

/**
 * The members' totals for the credits above (they went straight into the ledger, past the credit
 * statement that keeps `member_points`): so the ranking has its million members too.
 */
async function fillTotals(db: Database) {
  await db.execute(sql`
    insert into member_points (user_id, balance, earned_year, earned_points)
    select user_id, sum(amount)::int, ${warsawYear()},
           coalesce(sum(amount) filter (where created_at >= date_trunc('year', now() at time zone 'Europe/Warsaw') at time zone 'Europe/Warsaw'), 0)::int
    from points_ledger where reason = 'bench' group by user_id
    on conflict (user_id) do nothing`);
  await db.execute(sql`vacuum analyze member_points`);
}

const time = (fn: () => Promise<unknown>, runs = RUNS) => timeRuns(fn, runs);

export async function benchMembers(url: string) {
  const handle = await openDatabase({ url, poolMax: 4 });
  await migrateDatabase(handle);
  const total = await ensureMembers(handle.db);
  const credits = await ensureCredits(handle.db, total);
  const [ranked] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from member_points where earned_points > 0`);
  if (ranked!.n < total / 2) await fillTotals(handle.db); // a bench database made before the totals were filled
  const scores = new RankingScores(handle.db, 60);
  let who = 0;
  const someone = () => 1 + ((who++ * 7919) % total);
  const bus = new NotifyBus(handle, { warn: console.warn } as never);
  const settings = new SettingsCache(handle.db, bus);
  const q = (over: Record<string, string>) => MemberListQuery.parse({ take: '20', ...over });
  let page = 0;
  const cases: Array<[string, () => Promise<unknown>, number?]> = [
    ['baseline: one member by id', () => queryRows(handle.db, sql`select * from users where id = ${1 + (page++ % 1000)}`)],
    ['list, default sort, page 1', () => listMembers(handle.db, q({}))],
    ['list, page 500 by name', () => listMembers(handle.db, q({ skip: '10000' }))],
    ['filter status + region', () => listMembers(handle.db, q({ status: 'ACTIVE_CONFIRMED', regionId: '7' }))],
    ['filter gold, sort newest', () => listMembers(handle.db, q({ isGold: 'true', sort: 'createdAt', order: 'desc' }))],
    ['search text "Kowalski-12"', () => listMembers(handle.db, q({ search: 'Kowalski-12' }))],
    // A whole-window aggregate: fewer runs.
    ['premium candidates, page 1', () => listPremium(handle.db, settings, 'candidates', PremiumQuery.parse({ take: '20' })), 10],
    // The ranking on the same people: a member's points read (lots, totals, position, trend) with
    // the score distribution kept; the distribution's read itself (once a minute per instance); the
    // ranking page; and what a position cost before, rank() over everyone.
    ["ranking: one member's points", () => memberPoints(handle.db, scores, someone())],
    ['ranking: page 1 of the country', () => ranking(handle.db, scores, 0, 0, 20, someone())],
    ['ranking: page 1 of a region', () => ranking(handle.db, scores, 7, 0, 20, someone())],
    ['ranking: distribution read', () => new RankingScores(handle.db, 60).position(0, 100), 5],
    [
      'ranking: rank() of one (before)',
      () => queryRows(handle.db, sql`select position from (${rankedWithPositions(0, warsawYear())}) r where user_id = ${someone()}`),
      10,
    ],
  ];
  console.log(
    `\nMembers list on PostgreSQL, ${total.toLocaleString('pl-PL')} people, ${credits.toLocaleString('pl-PL')} earning credits, ${RUNS} runs each`,
  );
  // The premium window (groups.queries.ts) is built by the first read after a start with no window
  // (or a change of its months); every later read only moves it. Timed once, on its own line.
  await handle.db.execute(sql`delete from premium_window`);
  const build = await time(() => listPremium(handle.db, settings, 'candidates', PremiumQuery.parse({ take: '20' })), 1);
  let base = 0;
  for (const [name, fn, runs] of cases) {
    const r = await time(fn, runs);
    if (!base) base = r.p95;
    console.log(
      `  ${name.padEnd(32)} p50 ${r.p50.toFixed(1).padStart(7)} ms  p95 ${r.p95.toFixed(1).padStart(7)} ms  (${(r.p95 / base).toFixed(0)}× baseline p95)`,
    );
  }
  console.log(
    `  premium window build (first read) ${build.p50.toFixed(0).padStart(7)} ms  (once, and after a change of months or a crash)`,
  );
  bus.close();
  await handle.close();
}
