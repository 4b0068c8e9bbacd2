import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { LEDGER_SOURCES, MEMBER_IMPORT_COLUMNS } from '@klub/contracts';
import type { DbHandle } from '@klub/db';
import { loadConfig } from './config';
import { openTestDatabase, type TestApp } from './testing/test-app';
import { makeAdminToken, makeCodes, makeMembers, makePackage } from './testing/fixtures';
import { givePoints, makePrize } from './modules/orders/orders.test-helpers';
import { freePort, instanceEnv, startServerProcess, type ServerProcess } from './testing/server-process';
import { oneProcessTestAtATime } from './testing/process-test-lock';

/**
 * Fault injection. Two real server processes (src/main.ts, the production entry point, with its
 * background workers) on one PostgreSQL database, under mixed load — code redemptions, basket
 * and checkout, order cancellations (refunds), points moves, CSV imports, reads — while every
 * backend of the database is terminated again and again; then one instance is killed with
 * SIGKILL mid-load. Required: no process exits by itself; every answer is 2xx, an expected 4xx
 * or 503 (never 500, never a hang); only the killed instance loses connections; afterwards the
 * ledger invariants hold and every import ends exactly once.
 *
 * Needs a PostgreSQL server (backends to terminate, two processes on one database): on PGlite it
 * is skipped and says so. Bounded: request loops end by count and time (≈ 60 s in all); traffic
 * only to 127.0.0.1.
 */
const onServer = process.env.TEST_DB_DRIVER === 'postgres';
if (!onServer)
  console.warn(
    '!!! fault-injection suite skipped: it terminates PostgreSQL backends and runs two server processes on one database (PGlite has neither)',
  );

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const PHASE_TERMINATE_MS = 15_000;
const PHASE_KILL_MS = 9_000;
const KILL_AFTER_MS = 2_000;
/** Requests sent after the kill, all to the survivor, before the load may end. */
const AFTER_KILL_MIN = 100;
const TERMINATE_EVERY_MS = 350;
const QUIET_MS = 1_000;
const WORKERS = 8;
const MAX_REQUESTS = 14_000;
const REQUEST_TIMEOUT_MS = 15_000;
// An import the killed instance held is taken again once its heartbeat lapses, then by the job's
// retries (8–16 s, doubling): on a loaded CI machine the one import of a slow run was not done 40 s
// after the load (2026-11-29). The wait ends as soon as every import has.
const IMPORT_WAIT_MS = 90_000;

const MEMBERS = 16;
const POINTS_EACH = 400;
const CODE_POINTS = 10;
const CODES = 240;
const PRIZE_PRICE = 30;
const PRIZE_STOCK = 25;
const PRIZES = 3;

const { ORDER, DELETED_ORDER, TRANSFER } = LEDGER_SOURCES;

/** Answers that are correct under this load: success, the business refusals, and "try again" (503). */
const EXPECTED = new Set([200, 201, 202, 204, 400, 404, 409, 429, 503]);

interface Instance {
  name: string;
  origin: string;
  proc: ServerProcess;
}

let handle: DbHandle;
let dropDb: () => Promise<void>;
let dbUrl = '';
let dbName = '';
const instances: Instance[] = [];

// Real server processes: one such file at a time (testing/process-test-lock.ts says why).
oneProcessTestAtATime();

beforeAll(async () => {
  if (!onServer) return;
  const opened = await openTestDatabase();
  handle = opened.handle;
  dropDb = opened.drop;
  dbUrl = opened.url!;
  dbName = new URL(dbUrl).pathname.slice(1);
});

afterAll(async () => {
  for (const i of instances) if (i.proc.child.exitCode === null && i.proc.child.signalCode === null) i.proc.child.kill('SIGKILL');
  await Promise.all(instances.map((i) => i.proc.exited));
  await dropDb?.();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

async function startInstance(name: string): Promise<Instance> {
  const port = await freePort();
  const proc = await startServerProcess(MAIN, {
    stdio: 'pipe',
    env: instanceEnv(port, {
      DATABASE_URL: dbUrl,
      DATABASE_POOL_MAX: '6',
      // The killed instance's import job is found and retried within seconds, not the production period.
      JOB_MONITOR_SECONDS: '2',
    }),
  });
  const instance = { name, origin: `http://127.0.0.1:${port}`, proc };
  instances.push(instance);
  return instance;
}

describe.skipIf(!onServer)(
  'fault injection: two instances, terminated backends, a killed instance (needs PostgreSQL: PGlite has no backends to terminate)',
  () => {
    it('keeps answering 2xx / expected 4xx / 503, never exits, and the ledger adds up', { timeout: 240_000 }, async () => {
      const started = Date.now();
      // ---- data, straight into the database ----
      const config = loadConfig({ NODE_ENV: 'test' }); // the children's token keys are the same development keys
      const t = { db: handle, config } as unknown as TestApp;
      const members = await makeMembers(t, MEMBERS, { prefix: 'fault' });
      for (const m of members) await givePoints(handle.db, m.id, POINTS_EACH);
      const pkg = await makePackage(handle.db, { points: CODE_POINTS });
      const codes = await makeCodes(handle.db, pkg.id, CODES);
      const prizes: { id: number }[] = [];
      for (let i = 0; i < PRIZES; i++)
        prizes.push(await makePrize(handle.db, { name: `Nagroda ${i}`, pointsPrice: PRIZE_PRICE, stock: PRIZE_STOCK }));
      const admin = await makeAdminToken(handle.db, 'fault-admin@klub.test');

      // ---- two real server processes ----
      const [a, b] = await Promise.all([startInstance('A'), startInstance('B')]);
      let routes: Instance[] = [a!, b!];
      const startupMs = Date.now() - started;

      // ---- the load ----
      const stats = {
        sent: 0,
        byStatus: new Map<number, number>(),
        unexpected: [] as string[],
        lostConnections: new Map<string, number>(),
        timeouts: 0,
        orders: [] as number[],
        imports: [] as number[],
      };
      let killed: Instance | undefined;
      let sentAtKill = 0;
      const call = async (method: string, url: string, token: string, body?: unknown, contentType = 'application/json') => {
        const inst = routes[stats.sent % routes.length]!;
        stats.sent++;
        try {
          const res = await fetch(`${inst.origin}${url}`, {
            method,
            headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': contentType }) },
            body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
            signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
          });
          const text = await res.text();
          stats.byStatus.set(res.status, (stats.byStatus.get(res.status) ?? 0) + 1);
          if (!EXPECTED.has(res.status)) stats.unexpected.push(`${inst.name} ${method} ${url} → ${res.status} ${text.slice(0, 200)}`);
          return { status: res.status, body: text };
        } catch (err) {
          if ((err as Error).name === 'TimeoutError') stats.timeouts++;
          else stats.lostConnections.set(inst.name, (stats.lostConnections.get(inst.name) ?? 0) + 1);
          return undefined;
        }
      };

      const HEADER = Object.values(MEMBER_IMPORT_COLUMNS).join(';');
      const importRow = (email: string) => {
        const r: Record<string, string> = {
          email,
          firstname: 'Ewa',
          lastname: 'Awaria',
          phone: '600 111 222',
          companyName: '',
          nip: '',
          city: 'Wrocław',
          postCode: '50-001',
          street: 'Rynek 1',
          type: 'Wykonawca',
          region: 'dolnośląskie',
          marketingConsent: 'nie',
        };
        return Object.keys(MEMBER_IMPORT_COLUMNS)
          .map((k) => r[k] ?? '')
          .join(';');
      };
      let importSeq = 0;

      const importOp = async () => {
        const n = importSeq++;
        const file = `\uFEFF${HEADER}\r\n${[0, 1, 2].map((k) => importRow(`fault-imp-${n}-${k}@import.test`)).join('\r\n')}\r\n`;
        const res = await call('POST', '/api/users/csv-import?mode=VALID_ROWS&fileName=awaria.csv', admin, file, 'text/csv');
        if (res?.status === 202) stats.imports.push((JSON.parse(res.body) as { id: number }).id);
      };
      const ops: Array<[weight: number, run: () => Promise<unknown>]> = [
        [
          30,
          async () => {
            const i = Math.floor(Math.random() * members.length);
            // Mostly the member's own codes, sometimes anyone's: contention on one code.
            const code =
              Math.random() < 0.95
                ? codes[(i + members.length * Math.floor(Math.random() * (CODES / members.length))) % CODES]!
                : pick(codes);
            await call('POST', '/api/users/me/codes', members[i]!.token, { code });
          },
        ],
        [
          22,
          async () => {
            const m = pick(members);
            const added = await call('POST', '/api/orders/basket', m.token, { prizeId: pick(prizes).id, amount: 1 });
            if (added?.status !== 200) return;
            const placed = await call('POST', '/api/orders', m.token, {
              delivery: { name: 'Jan Awaria', street: 'ul. Długa 5', postCode: '30-001', city: 'Kraków' },
            });
            if (placed?.status === 200) stats.orders.push((JSON.parse(placed.body) as { id: number }).id);
          },
        ],
        [
          8,
          async () => {
            if (stats.orders.length) await call('DELETE', `/api/orders/${pick(stats.orders)}`, admin);
          },
        ],
        [
          12,
          async () => {
            const from = pick(members);
            const to = pick(members.filter((m) => m !== from));
            await call('POST', '/api/codes/move-points', admin, { fromUserId: from.id, toUserId: to.id, points: 7, reason: 'test awarii' });
          },
        ],
        [1, importOp],
        [
          25,
          async () => {
            const m = pick(members);
            const url = pick(['/api/users/me/points', '/api/users/me/orders', '/api/prizes?take=20', '/api/users/me/codes']);
            await call('GET', url, m.token);
            if (Math.random() < 0.2) await call('GET', '/api/orders?take=20', admin);
          },
        ],
      ];
      const totalWeight = ops.reduce((s, [w]) => s + w, 0);
      // Every run needs imports to check (each must end exactly once, the killed instance's too). At a
      // weight of 1 in 98 a slow run of 384 requests, half of them 503, once had none accepted (CI,
      // 2026-11-29): until one is, every 15th operation is an import.
      let opsWithoutImport = 0;
      const oneOp = () => {
        if (stats.imports.length === 0 && ++opsWithoutImport % 15 === 0) return importOp();
        let r = Math.random() * totalWeight;
        for (const [w, run] of ops) if ((r -= w) < 0) return run();
        return ops[0]![1]();
      };

      const terminator = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await terminator.connect();
      let terminated = 0;
      let terminations = 0;
      let terminating = true;
      const terminatorLoop = (async () => {
        while (terminating) {
          const r = await terminator.query<{ n: number }>(
            'select count(*) filter (where pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
            [dbName],
          );
          terminated += r.rows[0]!.n;
          terminations++;
          // A quiet second every fourth round: on a loaded machine a basket-then-checkout pair can
          // outlast 350 ms every time, and a run once placed no order at all (CI, 2026-11-27).
          await sleep(terminations % 4 === 0 ? QUIET_MS : TERMINATE_EVERY_MS);
        }
      })();

      const loadWhile = async (going: () => boolean) => {
        await Promise.all(
          Array.from({ length: WORKERS }, async () => {
            while (going() && stats.sent < MAX_REQUESTS) await oneOp();
          }),
        );
      };
      const loadUntil = (deadline: number) => loadWhile(() => Date.now() < deadline);

      // Phase 1: terminated backends under load, both instances up.
      await loadUntil(Date.now() + PHASE_TERMINATE_MS);
      const afterPhase1 = { sent: stats.sent, terminated, s503: stats.byStatus.get(503) ?? 0 };
      const bothAlive = instances.every((i) => i.proc.child.exitCode === null && i.proc.child.signalCode === null);

      // Phase 2: the same, and instance A is killed (SIGKILL) mid-load; the balancer routes to B from then on.
      const phase2End = Date.now() + PHASE_KILL_MS;
      const killer = (async () => {
        await sleep(KILL_AFTER_MS);
        killed = a!;
        sentAtKill = stats.sent;
        routes = [b!];
        a!.proc.child.kill('SIGKILL');
      })();
      await loadUntil(phase2End);
      await killer;
      // B alone, on a machine busy with other tests' server processes, may get through fewer than
      // AFTER_KILL_MIN in the phase (99 once, beside the mailing connection-loss test): the load goes
      // on until it has, for at most 30 s more. A B that stopped answering still fails below.
      const extraUntil = Date.now() + 30_000;
      await loadWhile(() => stats.sent - sentAtKill <= AFTER_KILL_MIN && Date.now() < extraUntil);
      terminating = false;
      await terminatorLoop;
      await terminator.end();
      const loadEnded = Date.now();

      // Every import ends, each exactly once, including the ones the killed instance was running
      // (taken again by B once their heartbeat is 20 s old).
      const check = new pg.Client({ connectionString: dbUrl });
      await check.connect();
      let imports: { id: number; status: string; inserted_rows: number }[] = [];
      const importDeadline = Date.now() + IMPORT_WAIT_MS;
      while (Date.now() < importDeadline) {
        imports = (
          await check.query<{ id: number; status: string; inserted_rows: number }>(
            'select id, status, inserted_rows from csv_imports order by id',
          )
        ).rows;
        if (imports.every((j) => j.status === 'DONE' || j.status === 'FAILED')) break;
        await sleep(500);
      }
      const importsMs = Date.now() - loadEnded;

      // ---- invariants ----
      const invariants: { name: string; rows: unknown[] }[] = [];
      for (const [name, text] of [
        [
          'balance = ledger sum, ≥ 0, per member',
          `
        select coalesce(p.user_id, l.user_id) as user_id, p.balance, l.s from member_points p
        full join (select user_id, sum(amount)::int as s from points_ledger group by user_id) l on l.user_id = p.user_id
        where coalesce(p.balance, 0) <> coalesce(l.s, 0) or p.balance < 0`,
        ],
        [
          'each code credited once, and only a redeemed one',
          `
        select c.id, c.redeemed_by, (select count(*) from points_ledger l where l.code_id = c.id)::int as credits from codes c
        where (select count(*) from points_ledger l where l.code_id = c.id) <> (case when c.redeemed_by is null then 0 else 1 end)`,
        ],
        [
          'each order paid once',
          `
        select o.id from orders o where (select count(*) from points_ledger l where l.order_id = o.id and l.source = ${ORDER}) <> 1`,
        ],
        [
          'each cancelled order refunded once, no other order refunded',
          `
        select o.id, o.status, (select count(*) from points_ledger l where l.order_id = o.id and l.source = ${DELETED_ORDER})::int as refunds from orders o
        where (select count(*) from points_ledger l where l.order_id = o.id and l.source = ${DELETED_ORDER}) <> (case when o.status = 'CANCELLED' then 1 else 0 end)`,
        ],
        [
          'refund equals what was paid',
          `
        select o.id from orders o join points_ledger paid on paid.order_id = o.id and paid.source = ${ORDER}
        join points_ledger refund on refund.order_id = o.id and refund.source = ${DELETED_ORDER} where refund.amount <> -paid.amount`,
        ],
        [
          'stock never negative and conserved',
          `
        select p.id, p.stock, coalesce(sold.n, 0) as sold from prizes p
        left join (select e.prize_id, sum(e.amount)::int as n from order_elements e join orders o on o.id = e.order_id
                   where o.status <> 'CANCELLED' and not e.is_deleted group by e.prize_id) sold on sold.prize_id = p.id
        where p.name like 'Nagroda %' and (p.stock < 0 or p.stock + coalesce(sold.n, 0) <> ${PRIZE_STOCK})`,
        ],
        [
          'no lot over-allocated',
          `
        select l.id from points_ledger l where l.amount > 0 and l.amount < (select coalesce(sum(a.amount), 0) from ledger_allocations a where a.credit_id = l.id)`,
        ],
        [
          'points are conserved (credits in = balances + spent)',
          `
        select 1 where (select coalesce(sum(balance), 0) from member_points) <>
          ${MEMBERS * POINTS_EACH} + (select coalesce(sum(amount), 0) from points_ledger where code_id is not null)
          - (select coalesce(sum(-amount), 0) from points_ledger where source = ${ORDER})
          + (select coalesce(sum(amount), 0) from points_ledger where source = ${DELETED_ORDER})`,
        ],
        [
          'every import imported its rows once',
          `
        select j.id, j.inserted_rows from csv_imports j where j.status <> 'DONE' or j.inserted_rows <> 3
        union all select -1, count(*)::int from users where email like 'fault-imp-%' having count(*) <> 3 * (select count(*) from csv_imports)`,
        ],
      ] as const)
        invariants.push({ name, rows: (await check.query(text)).rows });
      const counts = (
        await check.query<{ redeemed: number; orders: number; cancelled: number; moves: number; ledger: number }>(`
      select (select count(*) from codes where redeemed_by is not null)::int as redeemed, (select count(*) from orders)::int as orders,
             (select count(*) from orders where status = 'CANCELLED')::int as cancelled,
             (select count(*) from points_ledger where source = ${TRANSFER} and amount < 0)::int as moves, (select count(*) from points_ledger)::int as ledger`)
      ).rows[0];
      await check.end();

      const survivorAlive = b!.proc.child.exitCode === null && b!.proc.child.signalCode === null;
      const killedBy = killed ? (await killed.proc.exited).signal : null;
      const fiveXX = [...stats.byStatus].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0);
      const other5xx = [...stats.byStatus].filter(([s]) => s >= 500 && s !== 503).reduce((n, [, c]) => n + c, 0);
      const crashLines = instances.flatMap((i) =>
        i.proc
          .output()
          .split('\n')
          .filter((l) => /Unhandled 'error' event|"msg":"unhandled error"|uncaught/i.test(l))
          .map((l) => `${i.name}: ${l.slice(0, 300)}`),
      );

      console.log(
        [
          '',
          `fault injection on PostgreSQL — ${((Date.now() - started) / 1000).toFixed(1)} s in all (start of 2 processes ${(startupMs / 1000).toFixed(1)} s, imports settled ${(importsMs / 1000).toFixed(1)} s after the load)`,
          `  requests sent:        ${stats.sent} (phase 1, terminations: ${afterPhase1.sent}; phase 2, SIGKILL of A after ${KILL_AFTER_MS / 1000} s: ${stats.sent - afterPhase1.sent}, of them ${stats.sent - sentAtKill} after the kill)`,
          `  answers by status:    ${[...stats.byStatus]
            .sort(([x], [y]) => x - y)
            .map(([s, n]) => `${s}×${n}`)
            .join(' ')}`,
          `  5xx seen:             ${fiveXX} (503: ${stats.byStatus.get(503) ?? 0}, other 5xx: ${other5xx}); timeouts: ${stats.timeouts}`,
          `  lost connections:     ${[...stats.lostConnections].map(([n, c]) => `${n}×${c}`).join(' ') || 'none'} (only the killed instance A may lose any)`,
          `  backends terminated:  ${terminated} in ${terminations} rounds every ${TERMINATE_EVERY_MS} ms, every 4th followed by ${QUIET_MS} ms without (phase 1: ${afterPhase1.terminated})`,
          `  work done:            ${counts!.redeemed} codes redeemed, ${counts!.orders} orders (${counts!.cancelled} cancelled and refunded), ${counts!.moves} points moves, ${imports.length} imports (${imports.filter((j) => j.status === 'DONE').length} done), ${counts!.ledger} ledger rows`,
          `  invariant checks:     ${invariants.length} queries over the whole database, ${invariants.filter((i) => i.rows.length === 0).length} hold`,
          `  processes:            both alive after phase 1: ${bothAlive}; A ended by ${killedBy}; B alive at the end: ${survivorAlive}`,
          '',
        ].join('\n'),
      );

      expect(bothAlive, 'no instance may exit while backends are terminated').toBe(true);
      expect(survivorAlive, `instance B exited:\n${b!.proc.output().slice(-3000)}`).toBe(true);
      expect(killedBy).toBe('SIGKILL');
      expect(stats.sent - sentAtKill, 'the load went on after the kill').toBeGreaterThan(AFTER_KILL_MIN);
      expect(crashLines).toEqual([]);
      expect(stats.unexpected, 'answers other than 2xx, 400/404/409/429 or 503').toEqual([]);
      expect(stats.timeouts).toBe(0);
      expect([...stats.lostConnections.keys()].filter((n) => n !== 'A')).toEqual([]);
      expect(terminated).toBeGreaterThan(20);
      expect(afterPhase1.s503).toBeGreaterThan(0); // the terminations did reach requests
      expect(counts!.redeemed).toBeGreaterThan(0);
      expect(counts!.orders).toBeGreaterThan(0);
      expect(imports.length).toBeGreaterThan(0);
      for (const inv of invariants) expect(inv.rows, inv.name).toEqual([]);
    });
  },
);
