// Admin members list on ≥ 1 M members: p50/p95 of the list query (filters, sort, paging, count),
// beside a baseline measured in the same run: a primary-key lookup of one member.
import { sql } from 'drizzle-orm';
import { MemberListQuery } from '@klub/contracts';
import { migrateDatabase, openDatabase, queryRows, type Database } from '@klub/db';
import { listMembers } from '../src/modules/members/members.queries';

const TARGET = Number(process.env.BENCH_MEMBERS ?? 1_000_000);
const RUNS = 40;

async function ensureMembers(db: Database) {
  const [{ n }] = (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from users`)) as [{ n: number }];
  if (n >= TARGET) return n;
  process.stdout.write(`  preparing ${(TARGET - n).toLocaleString('pl-PL')} members… `);
  const t0 = Date.now();
  const names = ['Nowak', 'Kowalski', 'Wiśniewski', 'Wójcik', 'Kowalczyk', 'Kamiński', 'Lewandowski', 'Zieliński', 'Szymański', 'Woźniak'];
  await db.execute(sql`
    insert into users (email, password_hash, role, status, firstname, lastname, phone, company_name, city, region_id, is_gold, created_at)
    select 'czlonek' || g || '@bench.klub.test', 'x', (array[11,21,31])[1 + g % 3], (array['ACTIVE','ACTIVE_CONFIRMED','NOT_ACTIVE'])[1 + g % 3],
           'Imię' || (g % 5000), (${sql.raw(`array[${names.map((x) => `'${x}'`).join(',')}]`)})[1 + g % 10] || '-' || (g % 997),
           '6' || lpad((g % 100000000)::text, 8, '0'), 'Firma ' || (g % 20000), 'Miasto ' || (g % 300), 1 + g % 16, g % 50 = 0,
           now() - make_interval(days => g % 1000)
    from generate_series(${n + 1}::int, ${TARGET}::int) g`);
  await db.execute(sql`analyze users`);
  console.log(`${((Date.now() - t0) / 1000).toFixed(0)} s`);
  return TARGET;
}

async function time(fn: () => Promise<unknown>) {
  const out: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await fn();
    out.push(performance.now() - t0);
  }
  out.sort((a, b) => a - b);
  return { p50: out[Math.floor(RUNS * 0.5)]!, p95: out[Math.floor(RUNS * 0.95)]! };
}

export async function benchMembers(url: string) {
  const handle = await openDatabase({ url, poolMax: 4 });
  await migrateDatabase(handle);
  const total = await ensureMembers(handle.db);
  const q = (over: Record<string, string>) => MemberListQuery.parse({ take: '20', ...over });
  let page = 0;
  const cases: Array<[string, () => Promise<unknown>]> = [
    ['baseline: one member by id', () => queryRows(handle.db, sql`select * from users where id = ${1 + (page++ % 1000)}`)],
    ['list, default sort, page 1', () => listMembers(handle.db, q({}))],
    ['list, page 500 by name', () => listMembers(handle.db, q({ skip: '10000' }))],
    ['filter status + region', () => listMembers(handle.db, q({ status: 'ACTIVE_CONFIRMED', regionId: '7' }))],
    ['filter gold, sort newest', () => listMembers(handle.db, q({ isGold: 'true', sort: 'createdAt', order: 'desc' }))],
    ['search text "Kowalski-12"', () => listMembers(handle.db, q({ search: 'Kowalski-12' }))],
  ];
  console.log(`\nMembers list on PostgreSQL, ${total.toLocaleString('pl-PL')} people, ${RUNS} runs each`);
  let base = 0;
  for (const [name, fn] of cases) {
    const r = await time(fn);
    if (!base) base = r.p95;
    console.log(`  ${name.padEnd(30)} p50 ${r.p50.toFixed(1).padStart(7)} ms  p95 ${r.p95.toFixed(1).padStart(7)} ms  (${(r.p95 / base).toFixed(0)}× baseline p95)`);
  }
  await handle.close();
}
