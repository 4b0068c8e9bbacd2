// The audit trail (settings/logs) on ≥ 1 M rows: p50/p95 of the list (filters, paging, the capped
// count) and of one record's history, beside a baseline measured in the same run: one row by id.
// Also the cost the trail adds to an admin write: the same UPDATE with and without the trigger
// recording it (the audit actor set or not, in one transaction each).
import { sql } from 'drizzle-orm';
import { timeRuns } from './timing';
import { AuditQuery } from '@klub/contracts';
import { migrateDatabase, openDatabase, queryRows, type Database } from '@klub/db';
import { listAudit } from '../src/modules/audit/audit.queries';
import { inAuditedTransaction, requestScopedDb } from '../src/lib/request-transaction';

const TARGET = Number(process.env.BENCH_AUDIT ?? 1_000_000);
const RUNS = 40;

async function ensureRows(db: Database) {
  const [{ n }] = (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from audit_log`)) as [{ n: number }];
  if (n >= TARGET) return n;
  process.stdout.write(`  preparing ${(TARGET - n).toLocaleString('pl-PL')} audit rows… `);
  const t0 = Date.now();
  // 20 admins, 8 kinds of records, ids spread over 50 000 records each, two years of history.
  await db.execute(sql`
    insert into audit_log (at, actor_id, ip, route, action, entity, entity_id, before, after)
    select now() - make_interval(mins => g % 1051200), 1 + g % 20, '10.0.0.' || (g % 250), 'PATCH /api/x/:id', 'UPDATE',
           (array['users','orders','prizes','regions','settings','points_ledger','distributors','lists'])[1 + g % 8],
           ((g::bigint * 7919) % 50000)::text, jsonb_build_object('id', g, 'name', 'przed ' || g), jsonb_build_object('id', g, 'name', 'po ' || g)
    from generate_series(${n + 1}::int, ${TARGET}::int) g`);
  await db.execute(sql`vacuum analyze audit_log`);
  console.log(`${((Date.now() - t0) / 1000).toFixed(0)} s`);
  return TARGET;
}

const time = (fn: () => Promise<unknown>, runs = RUNS) => timeRuns(fn, runs);

export async function benchAudit(url: string) {
  const handle = await openDatabase({ url, poolMax: 4 });
  await migrateDatabase(handle);
  const db = handle.db;
  const total = await ensureRows(db);
  const q = (over: Record<string, string>) => AuditQuery.parse({ take: '50', ...over });
  const [{ id: maxId }] = (await queryRows<{ id: number }>(db, sql`select max(id)::int as id from audit_log`)) as [{ id: number }];
  let k = 0;
  const cases: Array<[string, () => Promise<unknown>]> = [
    ['baseline: one row by id', () => queryRows(db, sql`select * from audit_log where id = ${maxId - (k++ % 1000)}`)],
    ['list, newest first, page 1', () => listAudit(db, q({}))],
    ['list, page 200', () => listAudit(db, q({ skip: '10000' }))],
    ['one admin, one month', () => listAudit(db, q({ actorId: '7', dateFrom: '2026-01-01', dateTo: '2026-01-31' }))],
    ['one record’s history', () => listAudit(db, q({ entity: 'orders', entityId: String(k++ % 50000) }))],
    ['one kind of record', () => listAudit(db, q({ entity: 'prizes' }))],
  ];
  console.log(`\nAudit trail on PostgreSQL, ${total.toLocaleString('pl-PL')} rows, ${RUNS} runs each`);
  let base = 0;
  for (const [name, fn] of cases) {
    const r = await time(fn);
    if (!base) base = r.p95;
    console.log(
      `  ${name.padEnd(30)} p50 ${r.p50.toFixed(1).padStart(7)} ms  p95 ${r.p95.toFixed(1).padStart(7)} ms  (${(r.p95 / base).toFixed(0)}× baseline p95)`,
    );
  }

  // The trigger's cost on a write: one region renamed per transaction, recorded or not.
  const [region] = await queryRows<{ id: number }>(db, sql`insert into regions (name) values ('Bench audytu ' || now()) returning id`);
  let i = 0;
  const rename = (tx: Database) => tx.execute(sql`update regions set name = ${`Bench audytu ${i++}`} where id = ${region!.id}`);
  const plain = await time(() => db.transaction((tx) => rename(tx as unknown as Database)), 200);
  const scoped = requestScopedDb(db); // what services hold: inside the audited transaction it is that transaction
  const audited = await time(() => inAuditedTransaction(db, { actorId: 1, ip: '127.0.0.1', route: 'BENCH' }, () => rename(scoped)), 200);
  console.log(
    `  admin write (UPDATE in a transaction): plain p50 ${plain.p50.toFixed(2)} ms, audited p50 ${audited.p50.toFixed(2)} ms ` +
      `(${((audited.p50 / plain.p50) * 100).toFixed(0)} % of plain)`,
  );
  await db.execute(sql`delete from regions where id = ${region!.id}`);
  await handle.close();
}
