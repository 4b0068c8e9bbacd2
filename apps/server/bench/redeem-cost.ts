// Where one redemption's time goes: the redemption statement run under EXPLAIN (ANALYZE, BUFFERS,
// WAL) for real codes (each run claims its code), the time of each part summed per CTE, each trigger
// (foreign-key checks included) and planning, as a mean per redemption.
import { spawnSync } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { FRAUD_GUARD_DEFAULTS, LEDGER_SOURCES, type FraudGuardSettings } from '@klub/contracts';
import { queryRows, type Database } from '@klub/db';
import { blockRule, redemptionStatement } from '../src/modules/codes/redeem.service';
import { normalizeCode } from '../src/modules/codes/code-format';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Subplan Name'?: string;
  'Actual Total Time'?: number;
  'Actual Loops'?: number;
  'WAL Bytes'?: number;
  'WAL Records'?: number;
  Plans?: PlanNode[];
}
interface Explained {
  Plan: PlanNode;
  'Planning Time': number;
  'Execution Time': number;
  Triggers?: Array<{ 'Trigger Name': string; Relation: string; Time: number; Calls: number }>;
}

const total = (n: PlanNode) => (n['Actual Total Time'] ?? 0) * (n['Actual Loops'] ?? 1);

/** Adds each node's own time (its total less its children's) to the CTE it belongs to. */
function walk(node: PlanNode, owner: string, into: Map<string, { ms: number; wal: number }>) {
  const name = node['Subplan Name']?.startsWith('CTE ') ? node['Subplan Name'] : owner;
  const children = node.Plans ?? [];
  const self = total(node) - children.reduce((s, c) => s + total(c), 0);
  const walSelf = (node['WAL Bytes'] ?? 0) - children.reduce((s, c) => s + (c['WAL Bytes'] ?? 0), 0);
  const part = into.get(name) ?? { ms: 0, wal: 0 };
  part.ms += Math.max(0, self);
  part.wal += Math.max(0, walSelf);
  into.set(name, part);
  for (const c of children) walk(c, name, into);
}

export interface CostBreakdown {
  runs: number;
  planning: number;
  execution: number;
  walBytes: number;
  walRecords: number;
  parts: Array<{ name: string; ms: number; walBytes: number }>;
  triggers: Array<{ name: string; ms: number; calls: number }>;
}

/** Explains `codes.length` real redemptions (one member each, round robin) and averages the parts. */
export async function redemptionCost(
  db: Database,
  list: string[],
  memberIds: number[],
  { guard = FRAUD_GUARD_DEFAULTS, shape = 'plain' }: { guard?: FraudGuardSettings; shape?: 'plain' | 'full' } = {},
): Promise<CostBreakdown> {
  const parts = new Map<string, { ms: number; wal: number }>();
  const triggers = new Map<string, { ms: number; calls: number }>();
  let planning = 0;
  let execution = 0;
  let walBytes = 0;
  let walRecords = 0;
  const limits = { maxFailures: 10, windowMinutes: 60 };
  // Foreign-key checks run as internal triggers named RI_ConstraintTrigger_…: shown by their constraint.
  const constraints = new Map(
    (
      await queryRows<{ tgname: string; conname: string }>(
        db,
        sql`select t.tgname, c.conname from pg_trigger t join pg_constraint c on c.oid = t.tgconstraint where t.tgname like 'RI_%'`,
      )
    ).map((r) => [r.tgname, `foreign key ${r.conname}`]),
  );
  for (const [i, code] of list.entries()) {
    const userId = memberIds[i % memberIds.length]!;
    const req = { userId, actorId: userId, code, source: LEDGER_SOURCES.CLUB_ADMIN } as const;
    // By default the shape the bench's baseline runs: no guard rule on, no campaign active (the plain one).
    const statement = redemptionStatement({ ...req, ip: '10.0.0.1' }, normalizeCode(code), 2, blockRule(userId, limits), guard, shape);
    const [row] = await queryRows<{ 'QUERY PLAN': Explained[] }>(db, sql`explain (analyze, buffers, wal, format json) ${statement}`);
    const e = row!['QUERY PLAN'][0]!;
    planning += e['Planning Time'];
    execution += e['Execution Time'];
    walBytes += e.Plan['WAL Bytes'] ?? 0;
    walRecords += e.Plan['WAL Records'] ?? 0;
    walk(e.Plan, 'final select', parts);
    for (const t of e.Triggers ?? []) {
      const name = constraints.get(t['Trigger Name']) ?? `${t['Trigger Name']} (${t.Relation})`;
      const acc = triggers.get(name) ?? { ms: 0, calls: 0 };
      acc.ms += t.Time;
      acc.calls += t.Calls;
      triggers.set(name, acc);
    }
  }
  const n = list.length;
  return {
    runs: n,
    planning: planning / n,
    execution: execution / n,
    walBytes: walBytes / n,
    walRecords: walRecords / n,
    parts: [...parts].map(([name, p]) => ({ name, ms: p.ms / n, walBytes: p.wal / n })).sort((a, b) => b.ms - a.ms),
    triggers: [...triggers].map(([name, t]) => ({ name, ms: t.ms / n, calls: t.calls / n })).sort((a, b) => b.ms - a.ms),
  };
}

export function printCost(c: CostBreakdown) {
  const ms = (v: number) => `${v.toFixed(3).padStart(7)} ms`;
  console.log(`  where one redemption goes (EXPLAIN ANALYZE, BUFFERS, WAL of ${c.runs} real redemptions, one at a time, mean each):`);
  console.log(`    planning                                   ${ms(c.planning)}`);
  console.log(
    `    execution                                  ${ms(c.execution)}   WAL ${c.walBytes.toFixed(0)} bytes in ${c.walRecords.toFixed(1)} records`,
  );
  for (const p of c.parts) console.log(`      ${p.name.padEnd(40)} ${ms(p.ms)}   WAL ${p.walBytes.toFixed(0)} bytes`);
  for (const t of c.triggers) console.log(`      trigger ${t.name.padEnd(62)} ${ms(t.ms)}   ×${t.calls.toFixed(1)}`);
}

/** pgbench is installed (Debian: postgresql-client); said loudly when not. */
export function hasPgbench(): boolean {
  if (spawnSync('pgbench', ['--version']).status === 0) return true;
  console.log('\n!!! pgbench is not installed (Debian: postgresql-client): the TPC-B yardstick is skipped');
  return false;
}

/**
 * pgbench's built-in TPC-B tables at scale `clients` (one branch row per client, so the branches do
 * not queue on each other), made once in the bench database and kept (`pgbench_*`). Answers the
 * seconds it took to make them (0 when they were there).
 */
export function pgbenchInit(url: string, clients: number): number {
  const has = spawnSync('psql', [url, '-Atc', 'select count(*) from pgbench_branches'], { encoding: 'utf8' });
  if (has.status === 0 && Number(has.stdout.trim()) === clients) return 0;
  const t0 = Date.now();
  // Server-side data generation (G): one statement instead of streaming 6.4 M rows.
  const init = spawnSync('pgbench', ['-i', '-q', '-I', 'dtGvp', '-s', String(clients), url], { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`pgbench -i failed: ${init.stderr}`);
  return (Date.now() - t0) / 1000;
}

/**
 * One round of pgbench's built-in TPC-B (simple protocol) at `clients` for `seconds`: the yardstick
 * a plain OLTP write gets on this machine in the same window. pgbench vacuums its small hot tables
 * before the round (its default), as the bench vacuums the redemption's before each of its rounds.
 */
export function pgbenchTpcb(url: string, clients: number, seconds: number): { tps: number; latencyMs: number } {
  const run = spawnSync('pgbench', ['-c', String(clients), '-j', '2', '-T', String(seconds), url], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`pgbench failed: ${run.stderr}`);
  const tps = Number(/tps = ([\d.]+)/.exec(run.stdout)?.[1]);
  const latencyMs = Number(/latency average = ([\d.]+) ms/.exec(run.stdout)?.[1]);
  return { tps, latencyMs };
}
