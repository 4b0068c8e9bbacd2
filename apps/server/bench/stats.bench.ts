// Sales-rep statistics (issue 11) on real volumes: p50/p95 of every rep report, beside a baseline
// measured in the same run (one member by primary key). Runs after the members bench, on its
// 1 M members and 2 M earning credits, and adds: 20 RDS with 10 DTHs each (the first RDS's DTHs with
// 5 000 members each), BENCH_STATS_CODES codes (20 M) of which BENCH_STATS_REDEEMED (8 M) are
// redeemed by members at random, each with its ledger credit — 10 M ledger rows in all. Made once
// and kept between local runs; CI makes fewer codes (.ci/run) and says so in the printed line.
import { sql } from 'drizzle-orm';
import {
  AdminStatsQuery,
  ConnectionsQuery,
  ContractorCodesQuery,
  ExecutorsTableQuery,
  ContractorProductsQuery,
  RepStatsFilters,
  ROLES,
  StatsContractorsQuery,
} from '@klub/contracts';
import { migrateDatabase, openDatabase, queryRows, type Database } from '@klub/db';
import { timeRuns } from './timing';
import {
  compactRollups,
  drainStats,
  contractorCodes,
  contractorProducts,
  repContractors,
  repStats,
} from '../src/modules/stats/stats.service';
import {
  codesReport,
  contractorsReport,
  ordersReport,
  pointsReport,
  prizesReport,
  promotionsReport,
} from '../src/modules/stats/reports.service';
import { connections, executorsTable } from '../src/modules/stats/report-tables.service';
import { NotifyBus } from '../src/lib/notify-bus';
import { SettingsCache } from '../src/lib/settings-cache';

const CODES = Number(process.env.BENCH_STATS_CODES ?? 20_000_000);
const REDEEMED = Math.min(CODES, Number(process.env.BENCH_STATS_REDEEMED ?? 8_000_000));
const RDS = 20;
const DTH_PER_RDS = 10;
const PACKAGES = 24;
const CHUNK = 1_000_000;
/** Prize orders (1–3 elements each), extra points and contractor ↔ distributor connections. */
const ORDERS = Number(process.env.BENCH_STATS_ORDERS ?? 300_000);
const EXTRA_POINTS = Number(process.env.BENCH_STATS_EXTRA ?? 200_000);
const DISTRIBUTORS = 2_000;
const CONNECTIONS = Number(process.env.BENCH_STATS_CONNECTIONS ?? 500_000);
const RUNS = 20;

const count = async (db: Database, query: ReturnType<typeof sql>) => (await queryRows<{ n: number }>(db, query))[0]!.n;

async function step(label: string, work: () => Promise<unknown>) {
  process.stdout.write(`  preparing ${label}… `);
  const t0 = Date.now();
  await work();
  console.log(`${((Date.now() - t0) / 1000).toFixed(0)} s`);
}

/**
 * The members bench's million (ids `first` … `first + members - 1`, made in one go): codes, orders and
 * extra points go to `first + (g × prime mod members)`. Not "every contractor": a kept database also
 * holds the import bench's members, whose ids leave gaps.
 */
async function benchMembers(db: Database): Promise<{ first: number; members: number }> {
  const [row] = await queryRows<{ first: number; last: number; members: number }>(
    db,
    sql`select min(id)::int as first, max(id)::int as last, count(*)::int as members from users where email like 'czlonek%@bench.klub.test'`,
  );
  if (!row || row.last - row.first + 1 !== row.members) throw new Error('the members bench’s members are not one run of ids');
  return { first: row.first, members: row.members };
}

/** 20 RDS with 10 DTHs each; answers the RDS ids and the first RDS's DTHs (the measured team). */
async function ensureReps(db: Database): Promise<{ rds: number[]; dth: number[] }> {
  const reps = () =>
    queryRows<{ id: number; role: number }>(
      db,
      sql`select id, role from users where role in (${ROLES.DTH}, ${ROLES.RDS}) and email like 'rep-%@bench.klub.test' order by id`,
    );
  let rows = await reps();
  if (rows.length < RDS * (1 + DTH_PER_RDS)) {
    await step('the sales reps', async () => {
      await db.execute(sql`
        insert into users (email, password_hash, role, status, firstname, lastname)
        select 'rep-rds' || g || '@bench.klub.test', 'x', ${ROLES.RDS}, 'ACTIVE_CONFIRMED', 'Dyrektor', 'RDS ' || g from generate_series(1, ${RDS}) g`);
      const rdsIds = (await reps()).map((r) => r.id);
      await db.execute(sql`
        insert into users (email, password_hash, role, status, firstname, lastname, rds_id)
        select 'rep-dth' || g || '@bench.klub.test', 'x', ${ROLES.DTH}, 'ACTIVE_CONFIRMED', 'Doradca', 'DTH ' || g,
               (${sql.param(rdsIds)}::int[])[1 + g % ${RDS}]
        from generate_series(1, ${RDS * DTH_PER_RDS}) g`);
    });
    rows = await reps();
  }
  const rds = rows.filter((r) => r.role === ROLES.RDS).map((r) => r.id);
  // The measured reports read one rep's people only: the first RDS's ten DTHs get one member in 200
  // each (5 000 per DTH, 50 000 for the RDS, as if all 1 M were spread over 200 DTHs); the others
  // stay unassigned, which saves rewriting a million rows in CI.
  const team = (
    await queryRows<{ id: number }>(db, sql`select id from users where rds_id = ${rds[0]!} and role = ${ROLES.DTH} order by id`)
  ).map((r) => r.id);
  const assigned = await count(db, sql`select count(*)::int as n from users where dth_id = any(${sql.param(team)}::int[])`);
  if (assigned === 0) {
    await step('the DTHs of 50 000 members', async () => {
      await db.execute(sql`
        update users set dth_id = (${sql.param(team)}::int[])[1 + id % 200]
        where id % 200 < ${team.length} and dth_id is null and role in (11, 21, 31)`);
      await db.execute(sql`analyze users`);
    });
  }
  return { rds, dth: team };
}

/** The packages, the codes and the redeemed codes' ledger credits (in chunks: the triggers get arrays). */
async function ensureCodes(db: Database) {
  let packages = await queryRows<{ id: number }>(db, sql`select id from points_packages where name like 'Bench stat %' order by id`);
  if (packages.length < PACKAGES) {
    await db.execute(sql`
      insert into points_packages (name, group_name, points)
      select 'Bench stat ' || g, (array['Farby','Grunty','Lakiery','Tynki','Kleje','Fugi'])[1 + g % 6], 10 + g * 5
      from generate_series(1, ${PACKAGES}) g`);
    packages = await queryRows<{ id: number }>(db, sql`select id from points_packages where name like 'Bench stat %' order by id`);
  }
  const ids = packages.map((p) => p.id);
  // Counted by package: the redemption bench's random codes may begin with an S too.
  const have = await count(db, sql`select count(*)::int as n from codes where package_id = any(${sql.param(ids)}::int[])`);
  if (have < CODES) {
    await step(`${(CODES - have).toLocaleString('pl-PL')} codes`, async () => {
      for (let from = have + 1; from <= CODES; from += CHUNK) {
        const to = Math.min(CODES, from + CHUNK - 1);
        await db.execute(sql`
          insert into codes (code, package_id)
          select 'S' || lpad(g::text, 11, '0'), (${sql.param(ids)}::int[])[1 + g % ${ids.length}]
          from generate_series(${from}::int, ${to}::int) g`);
      }
    });
  }
  const redeemed = await count(db, sql`select count(*)::int as n from points_ledger where reason = 'bench code'`);
  if (redeemed < REDEEMED) {
    const { first, members } = await benchMembers(db);
    await step(`${(REDEEMED - redeemed).toLocaleString('pl-PL')} redeemed codes and their ledger credits`, async () => {
      for (let from = redeemed + 1; from <= REDEEMED; from += CHUNK) {
        const to = Math.min(REDEEMED, from + CHUNK - 1);
        // Code g goes to member first + (g·7919 mod members), at a time spread over five years.
        await db.execute(sql`
          with pick as (
            select c.id, ${first} + (g::bigint * 7919) % ${members} as user_id, now() - make_interval(mins => (g * 97) % 2628000) as at
            from generate_series(${from}::int, ${to}::int) g
            join codes c on c.code = 'S' || lpad(g::text, 11, '0')
          ), used as (
            update codes set redeemed_by = pick.user_id, redeemed_at = pick.at, source = 1 from pick where codes.id = pick.id
            returning codes.id, codes.package_id, pick.user_id, pick.at
          )
          insert into points_ledger (user_id, amount, source, reason, code_id, group_name, earns, expires_at, created_at)
          select used.user_id, p.points, 1, 'bench code', used.id, p.group_name, true, used.at + interval '2 years', used.at
          from used join points_packages p on p.id = used.package_id`);
        // The ledger rows reach the statistics through their queue (migration 0019): added chunk by chunk.
        await drainStats(db);
      }
      await db.execute(sql`vacuum analyze codes`);
      await db.execute(sql`vacuum analyze points_ledger`);
      await db.execute(sql`vacuum analyze stats_member_days`);
      await db.execute(sql`vacuum analyze stats_member_package_days`);
      await db.execute(sql`vacuum analyze stats_days`);
      await db.execute(sql`vacuum analyze stats_package_days`);
      await db.execute(sql`vacuum analyze stats_expiry_months`);
    });
  }
}

/**
 * What the people reports read beside the rollups: orders and their elements (written straight into
 * the tables, without the ledger's debits: the orders report's figures per bucket come from the
 * rollup, its statuses and top buyers from these rows), admins' extra points (ledger credits, so the
 * rollups and the promotions index see them) and distributors with their contractors.
 */
async function ensureActivity(db: Database) {
  const { first, members } = await benchMembers(db);
  const orders = await count(db, sql`select count(*)::int as n from orders where delivery_name = 'Bench'`);
  if (orders < ORDERS) {
    await step(`${(ORDERS - orders).toLocaleString('pl-PL')} orders with their elements`, async () => {
      await db.execute(sql`
        insert into prizes (name, points_price, stock, group_id)
        select 'Bench nagroda ' || g, 50 * g, 1000000, null from generate_series(1, 50) g
        where not exists (select 1 from prizes where name = 'Bench nagroda 1')`);
      const prizeIds = (await queryRows<{ id: number }>(db, sql`select id from prizes where name like 'Bench nagroda %' order by id`)).map(
        (p) => p.id,
      );
      await db.execute(sql`
        with o as (
          insert into orders (user_id, status, total_points, delivery_name, delivery_street, delivery_post_code, delivery_city, created_at)
          select ${first} + (g::bigint * 104729) % ${members}, (array['NEW','IN_PROGRESS','SENT','DELIVERED','CANCELLED'])[1 + g % 5],
                 100 + (g % 40) * 50, 'Bench', 'ul. Testowa 1', '00-001', 'Warszawa', now() - make_interval(mins => (g * 131) % 2628000)
          from generate_series(${orders + 1}::int, ${ORDERS}::int) g
          returning id)
        insert into order_elements (order_id, prize_id, prize_name, amount, unit_points, unit_pln)
        select o.id, p.id, p.name, 1 + (o.id + k) % 2, p.points_price, p.points_price / 10.0
        from o cross join generate_series(0, (o.id % 3)) k
        join prizes p on p.id = (${sql.param(prizeIds)}::int[])[1 + (o.id * 7 + k * 13) % ${prizeIds.length}]`);
      await db.execute(sql`vacuum analyze orders`);
      await db.execute(sql`vacuum analyze order_elements`);
    });
  }
  const extra = await count(db, sql`select count(*)::int as n from points_ledger where source = 3 and reason like 'Bench promocja%'`);
  if (extra < EXTRA_POINTS) {
    await step(`${(EXTRA_POINTS - extra).toLocaleString('pl-PL')} extra points from admins`, async () => {
      await db.execute(sql`
        insert into points_ledger (user_id, amount, source, reason, earns, expires_at, created_at)
        select ${first} + (g::bigint * 15485863) % ${members}, 10 * (1 + g % 20), 3, 'Bench promocja ' || (g % 40), true,
               at + interval '2 years', at
        from (select g, now() - make_interval(mins => (g * 173) % 2628000) as at from generate_series(${extra + 1}::int, ${EXTRA_POINTS}::int) g) x`);
      await drainStats(db);
      await db.execute(sql`vacuum analyze points_ledger`);
    });
  }
  const links = await count(db, sql`select count(*)::int as n from member_distributors`);
  if (links < CONNECTIONS) {
    await step(
      `${DISTRIBUTORS.toLocaleString('pl-PL')} distributors and ${(CONNECTIONS - links).toLocaleString('pl-PL')} connections`,
      async () => {
        await db.execute(sql`insert into regions (name) select 'Bench region ' || g from generate_series(1, 16) g on conflict do nothing`);
        await db.execute(sql`
        insert into distributors (name, city, region_id, is_authorized)
        select 'Bench hurtownia ' || lpad(g::text, 4, '0'), 'Miasto ' || (g % 100), (select min(id) from regions where name like 'Bench region %') + g % 16, true
        from generate_series(1, ${DISTRIBUTORS}) g
        where not exists (select 1 from distributors where name = 'Bench hurtownia 0001')`);
        await db.execute(sql`
        update users set region_id = (select min(id) from regions where name like 'Bench region %') + id % 16
        where role in (11, 21, 31) and region_id is null`);
        await db.execute(sql`
        insert into member_distributors (user_id, distributor_id, created_at)
        select ${first} + (g::bigint * 2) % ${members}, d.first + (g::bigint * 7) % ${DISTRIBUTORS}, now() - make_interval(days => g % 1500)
        from generate_series(${links + 1}::int, ${CONNECTIONS}::int) g,
             (select min(id) as first from distributors where name like 'Bench hurtownia %') d
        on conflict do nothing`);
        await db.execute(sql`vacuum analyze member_distributors`);
        await db.execute(sql`vacuum analyze users`);
      },
    );
  }
}

/** A member group of one member in 25 (the audience benches): made once, like the rest. */
async function ensureGroup(db: Database): Promise<number> {
  const { first, members } = await benchMembers(db);
  const found = await queryRows<{ id: number }>(db, sql`select id from member_groups where name = 'Bench grupa'`);
  if (found[0]) return found[0].id;
  let id = 0;
  await step(`a member group of ${Math.floor(members / 25).toLocaleString('pl-PL')} members`, async () => {
    const [row] = await queryRows<{ id: number }>(db, sql`insert into member_groups (name) values ('Bench grupa') returning id`);
    id = row!.id;
    await db.execute(sql`
      insert into member_group_members (group_id, user_id)
      select ${id}, ${first} + g * 25 from generate_series(0, ${Math.floor(members / 25) - 1}::int) g`);
    await db.execute(sql`vacuum analyze member_group_members`);
  });
  return id;
}

export async function benchStats(url: string) {
  const handle = await openDatabase({ url, poolMax: 4 });
  await migrateDatabase(handle);
  const db = handle.db;
  const bus = new NotifyBus(handle, { warn: console.warn } as never);
  const settings = new SettingsCache(db, bus);
  const { rds, dth } = await ensureReps(db);
  await ensureCodes(db);
  await ensureActivity(db);
  const group = await ensureGroup(db);
  // What other benches left in the statistics queue (redemptions, members' credits), as an instance would every few seconds.
  await step('the statistics of the queued ledger rows', async () => {
    await drainStats(db);
  });
  // What the hourly periodic jobs do: the shards of past days merged into one row per day.
  await step('the periodic jobs’ merge of past days’ statistics shards', async () => {
    if ((await compactRollups(db)) === 0) return;
    for (const t of ['stats_package_days', 'stats_days', 'stats_active_periods', 'stats_order_days'])
      await db.execute(sql.raw(`vacuum analyze ${t}`));
  });
  const [sizes] = await queryRows<{ ledger: number; codes: number; days: number; packages: number }>(
    db,
    sql`select (select count(*) from points_ledger)::int as ledger, (select count(*) from codes)::int as codes,
               (select count(*) from stats_member_days)::int as days, (select count(*) from stats_member_package_days)::int as packages`,
  );
  const s = sizes!;
  const contractorsOf = await count(db, sql`select count(*)::int as n from users where dth_id = ${dth[0]!}`);
  const aContractor = (await queryRows<{ id: number }>(db, sql`select id from users where dth_id = ${dth[0]!} order by id limit 1`))[0]!.id;
  const today = new Date().toISOString().slice(0, 10);
  const back = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
  const range = (days: number) => ({ from: back(days - 1), to: today });
  const aDistributor = (
    await queryRows<{ id: number }>(db, sql`select min(id)::int as id from distributors where name like 'Bench hurtownia %'`)
  )[0]!.id;
  // The region with most contractors (the members bench spreads them over 16).
  const aRegion = (
    await queryRows<{ id: number }>(
      db,
      sql`select region_id::int as id from users where role in (11, 21, 31) and region_id is not null group by 1 order by count(*) desc limit 1`,
    )
  )[0]!.id;
  const inRegion = (days: number) => AdminStatsQuery.parse({ ...range(days), region: String(aRegion) });
  const inGroup = (days: number) => AdminStatsQuery.parse({ ...range(days), group: String(group) });
  const asDth = { id: dth[0]!, role: ROLES.DTH };
  const asRds = { id: rds[0]!, role: ROLES.RDS };
  let i = 0;
  const cases: Array<[string, () => Promise<unknown>]> = [
    ['baseline: one member by id', () => queryRows(db, sql`select * from users where id = ${1 + (i++ % 1000)}`)],
    ['DTH dashboard, 30 days', () => repStats(db, asDth, RepStatsFilters.parse({}))],
    ['DTH dashboard, 1 year', () => repStats(db, asDth, RepStatsFilters.parse(range(365)))],
    ['DTH dashboard, 5 years', () => repStats(db, asDth, RepStatsFilters.parse(range(1826)))],
    ['RDS dashboard, 30 days', () => repStats(db, asRds, RepStatsFilters.parse({}))],
    ['RDS dashboard, 1 year', () => repStats(db, asRds, RepStatsFilters.parse(range(365)))],
    ['RDS dashboard, 5 years', () => repStats(db, asRds, RepStatsFilters.parse(range(1826)))],
    ['RDS dashboard, 1 DTH, 1 year', () => repStats(db, asRds, RepStatsFilters.parse({ ...range(365), dth: String(dth[0]) }))],
    [
      'RDS contractors, by products',
      () => repContractors(db, asRds, StatsContractorsQuery.parse({ ...range(365), sort: 'productsCount', order: 'desc' })),
    ],
    ['RDS contractors, search', () => repContractors(db, asRds, StatsContractorsQuery.parse({ ...range(365), search: 'Kowalski-12' }))],
    ['RDS products, 1 year', () => contractorProducts(db, asRds, ContractorProductsQuery.parse(range(365)))],
    ['RDS sales, 5 years monthly', () => contractorProducts(db, asRds, ContractorProductsQuery.parse(range(1826)))],
    ['one contractor, dashboard 1 y', () => repStats(db, asDth, RepStatsFilters.parse({ ...range(365), userId: String(aContractor) }))],
    [
      'one contractor, codes',
      () => contractorCodes(db, asDth, ContractorCodesQuery.parse({ ...range(1826), userId: String(aContractor) })),
    ],
    ['admin codes report, 30 days', () => codesReport(db, AdminStatsQuery.parse({}))],
    ['admin codes report, 5 years', () => codesReport(db, AdminStatsQuery.parse(range(1826)))],
    ['admin points + liability, 1 y', () => pointsReport(db, settings, AdminStatsQuery.parse(range(365)))],
    ['admin points + liability, 5 y', () => pointsReport(db, settings, AdminStatsQuery.parse(range(1826)))],
    ['admin contractors, 30 days', () => contractorsReport(db, AdminStatsQuery.parse({}))],
    ['admin contractors, 1 year', () => contractorsReport(db, AdminStatsQuery.parse(range(365)))],
    ['admin contractors, 5 years', () => contractorsReport(db, AdminStatsQuery.parse(range(1826)))],
    ['admin orders, 30 days', () => ordersReport(db, AdminStatsQuery.parse({}))],
    ['admin orders, 5 years', () => ordersReport(db, AdminStatsQuery.parse(range(1826)))],
    ['admin prizes, 30 days', () => prizesReport(db, AdminStatsQuery.parse({}))],
    ['admin prizes, 5 years', () => prizesReport(db, AdminStatsQuery.parse(range(1826)))],
    ['admin promotions, 1 year', () => promotionsReport(db, AdminStatsQuery.parse(range(365)))],
    ['admin promotions, 5 years', () => promotionsReport(db, AdminStatsQuery.parse(range(1826)))],
    // An audience (docs/domain.md "Statystyki według odbiorców"): one region of 16, one member in 25 (a group), every contractor.
    ['audience: codes, region, 30 d', () => codesReport(db, inRegion(30))],
    ['audience: codes, group, 1 y', () => codesReport(db, inGroup(365))],
    ['audience: codes, contractors, 30 d', () => codesReport(db, AdminStatsQuery.parse({ role: '21' }))],
    ['audience: points, region, 1 y', () => pointsReport(db, settings, inRegion(365))],
    ['audience: contractors, region, 1 y', () => contractorsReport(db, inRegion(365))],
    ['audience: contractors, group, 30 d', () => contractorsReport(db, inGroup(30))],
    ['audience: orders, group, 1 y', () => ordersReport(db, inGroup(365))],
    ['audience: prizes, region, 1 y', () => prizesReport(db, inRegion(365))],
    ['audience: promotions, group, 1 y', () => promotionsReport(db, inGroup(365))],
    ['audience: executors, region', () => executorsTable(db, ExecutorsTableQuery.parse({ ...range(365), region: String(aRegion) }))],
    ['executors table, by balance', () => executorsTable(db, ExecutorsTableQuery.parse(range(365)))],
    [
      'executors table, by name, p. 400',
      () => executorsTable(db, ExecutorsTableQuery.parse({ ...range(365), sort: 'lastname', skip: 10_000 })),
    ],
    ['connections, first page', () => connections(db, ConnectionsQuery.parse({}))],
    ['connections, one distributor', () => connections(db, ConnectionsQuery.parse({ distributorId: String(aDistributor) }))],
    ['connections, other region', () => connections(db, ConnectionsQuery.parse({ regionAssignment: 'other', skip: 1000 }))],
  ];
  console.log(
    `\nSales-rep statistics on PostgreSQL: ${s.ledger.toLocaleString('pl-PL')} ledger rows, ${s.codes.toLocaleString('pl-PL')} codes, ` +
      `rollups ${s.days.toLocaleString('pl-PL')} member-days and ${s.packages.toLocaleString('pl-PL')} member-package-days; ` +
      `a DTH has ${contractorsOf.toLocaleString('pl-PL')} contractors, an RDS ${DTH_PER_RDS}× that; ${RUNS} runs each`,
  );
  let base = 0;
  // BENCH_STATS_CASES=prizes,promotions: only the cases whose name holds one of the words (and the baseline).
  const pick = process.env.BENCH_STATS_CASES?.split(',').map((s) => s.trim());
  for (const [name, fn] of cases) {
    if (pick && base && !pick.some((w) => name.includes(w))) continue;
    await fn(); // warm: the first read of a range brings its pages into memory
    const r = await timeRuns(fn, RUNS);
    if (!base) base = r.p95;
    console.log(
      `  ${name.padEnd(32)} p50 ${r.p50.toFixed(1).padStart(7)} ms  p95 ${r.p95.toFixed(1).padStart(7)} ms  (${(r.p95 / base).toFixed(0)}× baseline p95)`,
    );
  }
  bus.close();
  await handle.close();
}
