// npm run rehearsal (issue 43): run the club as production runs it and restart it under load.
//
//   1. A fresh PostgreSQL database (next to REHEARSAL_DATABASE_URL, or on 127.0.0.1:5432 as postgres),
//      `npm run db:migrate`, members with points, prizes with stock and unused codes.
//   2. Three production instances of the build (`node apps/server/dist/main.js`, NODE_ENV=production)
//      behind nginx running deploy/nginx/klub.conf itself (its `listen` line set to a free port, its
//      upstream file listing the three instances).
//   3. Phase 1: an open-loop mixed load through nginx (catalogue and points reads, code redemptions,
//      basket changes and checkouts by many members) while each instance in turn is taken out of
//      nginx (`down`, reload: the upgrade of docs/operations.md), gets SIGTERM, must exit 0, is
//      started again, becomes ready and is put back. A pg_dump -Fc is taken while the load runs.
//      Any 5xx, connection error or unexpected 4xx at the client fails the rehearsal; the refusals
//      the business rules give (a code someone else used, not enough points, out of stock) are
//      counted apart. A request whose connection nginx's reload reset before reading it is sent
//      again, as browsers do (counted, and checked in nginx's log to have reached it once). Then
//      the invariants in SQL: each code credited at most once and exactly once when its redemption
//      answered 2xx, each balance equal to its ledger, each order debited once.
//   4. Phase 2: one instance `kill -9` under the same load: only requests in flight on it may fail.
//   5. The drill: the dump restored into a new database, `npm run db:migrate` on it (changes
//      nothing), an instance started on it answers, the ledger invariants hold there.
// Needs the build (`npm run build`; `npm test` makes it), nginx (Debian's nginx-light), pg_dump and
// pg_restore. Exits 1 when anything above fails (phase 2: only failures beyond its bound).
// REHEARSAL_RATE (requests/s, 120), REHEARSAL_SECONDS (phase 1, 60), REHEARSAL_KILL_SECONDS (15).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { LEDGER_SOURCES, ROLES } from '@klub/contracts';
import { codes, names, openDatabase, pointsPackages, prizeGroups, prizes, users, type Database } from '@klub/db';
import { loadConfig } from '../src/config';
import { createTokenService } from '../src/plugins/access';
import { generateCodes } from '../src/modules/codes/code-format';
import { redeemCode } from '../src/modules/codes/redeem.service';
import { credit } from '../src/modules/ledger/ledger.service';
import type { Deps } from '../src/deps';
import { startMailbox } from '../src/testing/smtp';
import { freePort } from '../src/testing/server-process';
import { openLoop, type OpenLoopOutcome, type OpenLoopRequest } from './http';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const MAIN = path.join(ROOT, 'apps/server/dist/main.js');
const SITE = path.join(ROOT, 'deploy/nginx/klub.conf');
const UPSTREAM = path.join(ROOT, 'deploy/nginx/klub-upstream.conf');
const NGINX = fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';

const RATE = Number(process.env.REHEARSAL_RATE ?? 120);
const PHASE1_SECONDS = Number(process.env.REHEARSAL_SECONDS ?? 60);
const KILL_SECONDS = Number(process.env.REHEARSAL_KILL_SECONDS ?? 15);
/** Phase 1 goes on past REHEARSAL_SECONDS until the restarts and the dump are over, but not past this. */
const PHASE1_MAX_SECONDS = Math.max(PHASE1_SECONDS, 180);
const DRAIN_SECONDS = 5;
/**
 * Each instance is taken out of nginx before its SIGTERM and put back once ready, by
 * deploy/nginx/take-out.sh, as docs/operations.md's rolling restart does: nginx has no health checks,
 * and an instance it still sends new connections to can only close its socket at a moment its
 * accept queue is empty (main.ts, stopAccepting); a connection that arrives in the 0.5–2 ms between
 * reading the queue and closing is reset with its request, which nginx rightly does not repeat for a
 * POST (CI lost one checkout so, once). REHEARSAL_TAKE_OUT=0 rehearses the signal alone.
 */
const TAKE_OUT = process.env.REHEARSAL_TAKE_OUT !== '0';
const TAKE_OUT_SCRIPT = path.join(ROOT, 'deploy/nginx/take-out.sh');
const INSTANCES = 3;
const MEMBERS = 40;
/** Points each member starts with; prizes cost 60–240, so the later checkouts of a busy member are refused. */
const START_POINTS = 1500;
const CODE_POINTS = 10;
/** Codes of another member tried by each member at most (wrong codes count towards the block at 10 an hour). */
const TAKEN_TRIES = 3;
const PRIZES = [
  { name: 'Pędzel płaski 50 mm', pointsPrice: 60, stock: 100_000 },
  { name: 'Wałek malarski 25 cm', pointsPrice: 90, stock: 100_000 },
  { name: 'Taśma malarska (6 rolek)', pointsPrice: 120, stock: 100_000 },
  { name: 'Kuweta malarska', pointsPrice: 75, stock: 100_000 },
  // Few in stock: checkouts run out of it during the run (409, a business refusal).
  { name: 'Drabina aluminiowa', pointsPrice: 240, stock: 25 },
];
const DELIVERY = { name: 'Jan Malarz', street: 'ul. Długa 5', postCode: '30-001', city: 'Kraków', phone: '600000021' };

const started = performance.now();
const problems: string[] = [];
const fail = (what: string) => {
  problems.push(what);
  console.log(`  !!! ${what}`);
};
const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

// ---------------------------------------------------------------------------------------------
// Databases

const baseUrl = new URL(process.env.REHEARSAL_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const stamp = `${Date.now().toString(36)}_${process.pid}`;
const dbUrl = (name: string) => Object.assign(new URL(baseUrl), { pathname: `/${name}` }).toString();
const created: string[] = [];

/** Runs `fn` on one connection to `url` (default: the server's database the rehearsal was given). */
async function withClient<T>(fn: (c: pg.Client) => Promise<T>, url = baseUrl.toString()): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

async function createDatabase(name: string) {
  await withClient((c) => c.query(`create database ${name}`));
  created.push(name);
}

/** Every process the rehearsal started; whatever way it ends, none outlives it (see the end). */
const children = new Set<ChildProcess>();
function track(child: ChildProcess) {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

async function dropDatabases() {
  await withClient(async (c) => {
    for (const name of created.splice(0)) await c.query(`drop database if exists ${name} with (force)`);
  }).catch((err: unknown) => console.log(`  (could not drop the rehearsal databases: ${String(err)})`));
}

/** `npm run db:migrate` on `url`, as the release step runs it; its output and time. */
function migrate(url: string): { ms: number; out: string } {
  const t0 = performance.now();
  const r = spawnSync('npm', ['run', '--silent', 'db:migrate'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: url },
    encoding: 'utf8',
  });
  const out = `${r.stdout}${r.stderr}`.trim();
  if (r.status !== 0) throw new Error(`npm run db:migrate exited ${r.status}:\n${out}`);
  return { ms: performance.now() - t0, out };
}

// ---------------------------------------------------------------------------------------------
// Seed: members with points and tokens, a catalogue with stock, unused codes

interface Seeded {
  memberIds: number[];
  tokens: string[];
  prizeIds: number[];
  fresh: string[];
  /** Codes another member (outside the load) redeemed already: a member entering one gets the business 400. */
  taken: string[];
}

const secrets = {
  customer: randomBytes(30).toString('base64url'),
  admin: randomBytes(30).toString('base64url'),
};

async function seed(db: Database, freshCodes: number): Promise<Seeded> {
  const [pkg] = await db
    .insert(pointsPackages)
    .values({ name: 'Farba fasadowa 10 l', groupName: 'Farby', points: CODE_POINTS })
    .returning();
  const all = generateCodes(freshCodes + 60);
  for (let i = 0; i < all.length; i += 20_000) {
    await db.execute(
      sql`insert into ${codes} (${names([codes.code, codes.packageId])}) select unnest(${sql.param(all.slice(i, i + 20_000))}::text[]), ${pkg!.id}`,
    );
  }
  const people = await db
    .insert(users)
    .values(
      Array.from({ length: MEMBERS + 1 }, (_, i) => ({
        email: `rehearsal-${i}@klub.test`,
        passwordHash: 'x',
        role: ROLES.CONTRACTOR,
        status: 'ACTIVE_CONFIRMED' as const,
        firstname: 'Próba',
        lastname: String(i),
      })),
    )
    .returning({ id: users.id, role: users.role });
  const members = people.slice(0, MEMBERS);
  const outsider = people[MEMBERS]!;
  for (const m of members) {
    await db.transaction((tx) =>
      credit(tx as unknown as Database, {
        userId: m.id,
        amount: START_POINTS,
        source: LEDGER_SOURCES.MANUALLY_ADDED_BY_ADMIN,
        reason: 'Próba generalna: punkty na start',
        expiresAt: null,
        earns: true,
      }),
    );
  }
  // The codes the members will find taken: redeemed by the outsider through the very statement of
  // the endpoint (as the redemption bench's baseline does).
  const deps = { db, settings: { read: async () => undefined } } as unknown as Deps;
  const taken = all.slice(freshCodes);
  for (const code of taken) await redeemCode(deps, { userId: outsider.id, actorId: outsider.id, code, source: LEDGER_SOURCES.CLUB_ADMIN });
  const [group] = await db.insert(prizeGroups).values({ name: 'Narzędzia malarskie', pos: 1 }).returning({ id: prizeGroups.id });
  const prizeRows = await db
    .insert(prizes)
    .values(PRIZES.map((p, i) => ({ ...p, groupId: group!.id, pos: i })))
    .returning({ id: prizes.id });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    CUSTOMER_TOKEN_SECRET: secrets.customer,
    ADMIN_TOKEN_SECRET: secrets.admin,
  });
  const tokenService = createTokenService(db, config);
  const tokens: string[] = [];
  for (const m of members) tokens.push((await tokenService.issue(m, 'customer', {})).accessToken);
  return { memberIds: members.map((m) => m.id), tokens, prizeIds: prizeRows.map((p) => p.id), fresh: all.slice(0, freshCodes), taken };
}

// ---------------------------------------------------------------------------------------------
// Instances and nginx

interface Instance {
  name: string;
  port: number;
  log: string;
  child?: ChildProcess;
  exited?: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'klub-rehearsal-'));

function startInstance(inst: Instance, databaseUrl: string, env: Record<string, string>) {
  const out = fs.openSync(inst.log, 'a');
  const child = track(
    spawn(process.execPath, [MAIN], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'production',
        DATABASE_URL: databaseUrl,
        DATABASE_POOL_MAX: '8',
        HOST: '127.0.0.1',
        PORT: String(inst.port),
        CUSTOMER_TOKEN_SECRET: secrets.customer,
        ADMIN_TOKEN_SECRET: secrets.admin,
        DRAIN_SECONDS: String(DRAIN_SECONDS),
        SHUTDOWN_TIMEOUT_SECONDS: '20',
        METRICS_PORT: '0',
        LOG_LEVEL: 'info',
        ...env,
      },
      stdio: ['ignore', out, out],
    }),
  );
  fs.closeSync(out);
  inst.child = child;
  inst.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

/**
 * What the instance's last stop said of closing its socket (main.ts, stopAccepting): the window
 * between reading the accept queue empty and closing, and the connections still open after it.
 */
function closeFigures(log: string): string {
  const line = fs
    .readFileSync(log, 'utf8')
    .split('\n')
    .findLast((l) => l.includes('no new connections: the open ones served'));
  if (!line) return 'no close logged';
  const { windowUs, open, ms } = JSON.parse(line) as { windowUs?: number; open?: number; ms?: number };
  return `socket closed ${windowUs ?? '?'} µs after reading its accept queue empty, then ${ms ?? '?'} ms serving the open connections (${open ?? '?'} left)`;
}

const tail = (file: string, lines = 30) => {
  try {
    return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no output)';
  }
};

/** Polls GET /api/health/ready until 200; the time it took. Fails when the process ends first or after `timeoutMs`. */
async function waitReady(inst: Instance, timeoutMs = 60_000): Promise<number> {
  const t0 = performance.now();
  let ended = false;
  void inst.exited?.then(() => (ended = true));
  let last = '';
  while (performance.now() - t0 < timeoutMs) {
    if (ended) throw new Error(`${inst.name} exited before it was ready:\n${tail(inst.log)}`);
    try {
      // A connection of its own each time, as a balancer's health check opens: one kept open would
      // keep the instance's next stop waiting for it the whole 5 s (main.ts, stopAccepting).
      const res = await fetch(`http://127.0.0.1:${inst.port}/api/health/ready`, {
        headers: { connection: 'close' },
        signal: AbortSignal.timeout(2000),
      });
      if (res.status === 200) return performance.now() - t0;
      last = `${res.status} ${await res.text()}`;
    } catch (err) {
      last = String(err);
    }
    await sleep(100);
  }
  throw new Error(`${inst.name} not ready after ${secs(timeoutMs)} (last answer: ${last}):\n${tail(inst.log)}`);
}

/**
 * nginx from the system running deploy/nginx/klub.conf: the file itself with its `listen` line set
 * to `port` (no other line differs), and klub-upstream.conf (deploy/nginx's, the addresses set to the
 * instances' ports) beside a generated main config, which the site's `include klub-upstream.conf`
 * resolves against.
 */
function nginxConfig(port: number, backends: number[]) {
  const dir = path.join(workDir, 'nginx');
  fs.mkdirSync(path.join(dir, 'temp'), { recursive: true });
  const site = fs.readFileSync(SITE, 'utf8');
  const listens = site.match(/^\s*listen\s+[^;]+;/gm) ?? [];
  if (listens.length !== 1) throw new Error(`${SITE}: expected one listen line, found ${listens.length}`);
  fs.writeFileSync(path.join(dir, 'klub.conf'), site.replace(/^(\s*)listen\s+[^;]+;/m, `$1listen 127.0.0.1:${port};`));
  const lines = fs.readFileSync(UPSTREAM, 'utf8').match(/^\s*server\s+\S+(.*);/gm) ?? [];
  if (lines.length !== backends.length) throw new Error(`${UPSTREAM}: expected ${backends.length} server lines, found ${lines.length}`);
  // deploy/nginx's upstream file with the instances' addresses (take-out.sh edits it from then on).
  fs.writeFileSync(
    path.join(dir, 'klub-upstream.conf'),
    lines.map((l, i) => l.trim().replace(/^server\s+\S+/, `server 127.0.0.1:${backends[i]}`)).join('\n') + '\n',
  );
  const temp = (what: string) => `${what}_temp_path ${path.join(dir, 'temp', what)};`;
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `# Generated by apps/server/bench/rehearsal.ts: the main config around deploy/nginx/klub.conf.
daemon off;
worker_processes 2;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  log_format rehearsal '$msec $request_time $status "$upstream_addr" "$upstream_status" $request_method $uri $http_x_rehearsal_id';
  access_log ${dir}/access.log rehearsal;
  include ${dir}/klub.conf;
}
`,
  );
  return { dir };
}

async function startNginx(port: number, backends: number[]) {
  const { dir } = nginxConfig(port, backends);
  const args = ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')];
  const test = spawnSync(NGINX, [...args, '-t'], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx -t failed:\n${test.stderr}`);
  const child = track(spawn(NGINX, args, { stdio: ['ignore', 'inherit', 'inherit'] }));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health/live`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i === 100) throw new Error(`nginx did not answer on ${port}:\n${tail(path.join(dir, 'error.log'))}`);
    await sleep(100);
  }
  return {
    dir,
    /**
     * Takes the instance on `port` out of the upstream (`down`), or puts every one back (no port):
     * deploy/nginx/take-out.sh on this nginx's upstream file, its reload SIGHUP to the master. New
     * workers use the new list at once; the old ones finish their requests and exit.
     */
    async take(down?: number) {
      const r = spawnSync('sh', [TAKE_OUT_SCRIPT, ...(down ? [String(down)] : [])], {
        encoding: 'utf8',
        env: {
          ...process.env,
          KLUB_UPSTREAM: path.join(dir, 'klub-upstream.conf'),
          KLUB_NGINX_RELOAD: [NGINX, ...args, '-s', 'reload'].join(' '),
        },
      });
      if (r.status !== 0) throw new Error(`take-out.sh ${down ?? ''} failed: ${r.stderr}`);
      await sleep(1000);
    },
    async stop() {
      child.kill('SIGQUIT');
      await Promise.race([exited, sleep(5000).then(() => child.kill('SIGKILL'))]);
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The load

type Kind = 'catalogue' | 'points' | 'redeem' | 'taken' | 'basket-add' | 'basket-change' | 'basket-read' | 'checkout';

interface Planned {
  kind: Kind;
  member: number;
  code?: string;
}

/** What the business rules may refuse, by kind (anything else at 4xx is a failure). */
const BUSINESS: Partial<Record<Kind, number[]>> = {
  taken: [400], // "Nieprawidłowy kod lub kod został już wykorzystany"
  checkout: [400, 409], // an empty basket; not enough points, out of stock
  'basket-add': [409], // a line's or the basket's cap
  'basket-change': [404, 409], // the line was checked out meanwhile; a cap
};

interface Failure {
  i: number;
  kind: Kind;
  status: number;
  error?: string;
  sent: number;
  end: number;
  body: string;
}

/** The state one load shares across its phases: codes handed out, what was answered 2xx. */
class Load {
  nextFresh = 0;
  basketTurn = 0;
  takenTries = new Map<number, number>();
  lastItem = new Map<number, number>();
  /** Codes whose redemption answered 2xx → the member's id; and when it answered. */
  credited = new Map<string, { userId: number; end: number }>();
  /** Orders answered 2xx → member id. */
  ordered = new Map<number, number>();
  repeats = 0;

  constructor(private readonly s: Seeded) {}

  phase(label: string) {
    return new Phase(this, this.s, label);
  }
}

class Phase {
  plan: Planned[] = [];
  /** Requests the client sent a second time (OpenLoopOptions.retryReset). */
  retried: number[] = [];
  latencies: number[] = [];
  failures: Failure[] = [];
  business = new Map<string, number>();
  sentCount = 0;

  constructor(
    private readonly load: Load,
    private readonly s: Seeded,
    readonly label: string,
  ) {}

  /** Request i: a deterministic mix (35 % catalogue, 25 % points, 25 % redemptions, 15 % basket and checkout). */
  make = (i: number): OpenLoopRequest => {
    const roll = (Math.imul(i + 1, 2654435761) >>> 0) % 100;
    let p: Planned;
    let req: Omit<OpenLoopRequest, 'headers'>;
    if (roll < 35) {
      p = { kind: 'catalogue', member: i % MEMBERS };
      req = { path: '/api/prizes?take=20' };
    } else if (roll < 60) {
      p = { kind: 'points', member: i % MEMBERS };
      req = { path: '/api/users/me/points' };
    } else if (roll < 85) {
      // One redemption in 25 is a code another member used (a business 400), at most TAKEN_TRIES
      // per member over the whole run (10 wrong codes an hour block a member).
      const member = i % MEMBERS;
      const tries = this.load.takenTries.get(member) ?? 0;
      if (roll === 84 && tries < TAKEN_TRIES) {
        this.load.takenTries.set(member, tries + 1);
        p = { kind: 'taken', member, code: this.s.taken[(member * TAKEN_TRIES + tries) % this.s.taken.length]! };
      } else if (this.load.nextFresh < this.s.fresh.length) {
        p = { kind: 'redeem', member, code: this.s.fresh[this.load.nextFresh++]! };
      } else {
        p = { kind: 'points', member }; // out of codes (a phase far longer than planned): a read instead
      }
      const code = p.code;
      req = { method: 'POST', path: '/api/users/me/codes', body: JSON.stringify({ code }) };
    } else {
      // Each member's basket turns: add one prize, add another, change the second line's amount
      // (or read the basket when its id is not known yet), check out.
      const turn = this.load.basketTurn++;
      const member = turn % MEMBERS;
      const step = Math.floor(turn / MEMBERS) % 4;
      const prize = (k: number) => this.s.prizeIds[(member + turn + k) % this.s.prizeIds.length]!;
      const item = this.load.lastItem.get(member);
      if (step === 0 || step === 1) {
        p = { kind: 'basket-add', member };
        req = { method: 'POST', path: '/api/orders/basket', body: JSON.stringify({ prizeId: prize(step), amount: 1 }) };
      } else if (step === 2 && item !== undefined) {
        p = { kind: 'basket-change', member };
        req = { method: 'PATCH', path: `/api/orders/basket/${item}`, body: JSON.stringify({ amount: 2 }) };
      } else if (step === 2) {
        p = { kind: 'basket-read', member };
        req = { path: '/api/orders/basket' };
      } else {
        p = { kind: 'checkout', member };
        req = { method: 'POST', path: '/api/orders', body: JSON.stringify({ delivery: DELIVERY }) };
      }
    }
    this.plan[i] = p;
    this.sentCount++;
    return {
      ...req,
      headers: {
        authorization: `Bearer ${this.s.tokens[p.member]}`,
        'x-rehearsal-id': `${this.label}-${i}`,
        ...(req.body ? { 'content-type': 'application/json' } : {}),
      },
    };
  };

  observe = (o: OpenLoopOutcome) => {
    if (o.retried) this.retried.push(o.i);
    this.latencies.push(o.end - o.due);
    const p = this.plan[o.i]!;
    const userId = this.s.memberIds[p.member]!;
    if (o.status >= 200 && o.status < 300) {
      if (p.kind === 'redeem' || p.kind === 'taken') {
        const body = JSON.parse(o.body) as { alreadyRedeemed: boolean };
        if (body.alreadyRedeemed) this.load.repeats++;
        this.load.credited.set(p.code!, { userId, end: o.end });
      } else if (p.kind === 'basket-add') {
        this.load.lastItem.set(p.member, (JSON.parse(o.body) as { id: number }).id);
      } else if (p.kind === 'checkout') {
        this.load.ordered.set((JSON.parse(o.body) as { id: number }).id, userId);
        this.load.lastItem.delete(p.member);
      }
      return;
    }
    if (o.status >= 400 && o.status < 500 && BUSINESS[p.kind]?.includes(o.status)) {
      const key = `${p.kind} ${o.status}`;
      this.business.set(key, (this.business.get(key) ?? 0) + 1);
      return;
    }
    this.failures.push({ i: o.i, kind: p.kind, status: o.status, error: o.error, sent: o.sent, end: o.end, body: o.body.slice(0, 200) });
  };

  percentile(p: number) {
    const xs = [...this.latencies].sort((a, b) => a - b);
    return xs.length ? xs[Math.min(xs.length - 1, Math.floor(p * xs.length))]! : 0;
  }

  report() {
    const business = [...this.business].map(([k, n]) => `${k}: ${n}`).join(', ') || 'none';
    console.log(
      `  ${this.label}: ${this.sentCount} requests, ${this.failures.length} failed, p50 ${this.percentile(0.5).toFixed(1)} ms, p99 ${this.percentile(0.99).toFixed(1)} ms, max ${this.percentile(1).toFixed(0)} ms`,
    );
    console.log(`  ${this.label}: business refusals (4xx, not failures): ${business}`);
    const kinds = new Map<string, number>();
    for (const p of this.plan) if (p) kinds.set(p.kind, (kinds.get(p.kind) ?? 0) + 1);
    console.log(`  ${this.label}: mix ${[...kinds].map(([k, n]) => `${k} ${n}`).join(', ')}`);
  }

  describe(f: Failure) {
    const body = f.body
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 120);
    return `${f.kind} #${f.i}: ${f.status || f.error} ${body}`.trim();
  }
}

// ---------------------------------------------------------------------------------------------
// Invariants

interface Expected {
  credited: Map<string, { userId: number }>;
  ordered: Map<number, number>;
}

async function invariants(url: string, label: string, expected?: Expected): Promise<string[]> {
  return withClient(async (c) => {
    const broken: string[] = [];
    const one = async (q: string, params: unknown[] = []) => Number(Object.values((await c.query(q, params)).rows[0] ?? { n: 0 })[0]);
    {
      const twice = await one(
        `select count(*) from (select code_id from points_ledger where code_id is not null group by 1 having count(*) > 1) t`,
      );
      if (twice) broken.push(`${twice} codes credited more than once`);
      const mismatch = await one(
        `select count(*) from codes c where (c.redeemed_by is not null) <> exists (select 1 from points_ledger l where l.code_id = c.id and l.user_id = c.redeemed_by)`,
      );
      if (mismatch) broken.push(`${mismatch} codes whose redeemed_by and ledger credit disagree`);
      const balances = await one(
        `select count(*) from member_points m full join (select user_id, sum(amount) as s from points_ledger group by 1) l using (user_id)
       where coalesce(m.balance, 0) <> coalesce(l.s, 0)`,
      );
      if (balances) broken.push(`${balances} members whose balance differs from the sum of their ledger`);
      const debits = await one(
        `select count(*) from orders o where (select count(*) from points_ledger l where l.order_id = o.id and l.source = $1) <> 1
         or (select sum(amount) from points_ledger l where l.order_id = o.id and l.source = $1) <> -o.total_points`,
        [LEDGER_SOURCES.ORDER],
      );
      if (debits) broken.push(`${debits} orders not debited exactly once (their total)`);
      const stock = await one(
        `select count(*) from prizes p join (select unnest($1::text[]) as name, unnest($2::int[]) as initial) s using (name)
       where p.stock + coalesce((select sum(e.amount) from order_elements e where e.prize_id = p.id), 0) <> s.initial`,
        [PRIZES.map((p) => p.name), PRIZES.map((p) => p.stock)],
      );
      if (stock) broken.push(`${stock} prizes whose stock plus what was ordered is not the stock they started with`);
      if (expected) {
        const list = [...expected.credited];
        const missing = await one(
          `select count(*) from unnest($1::text[], $2::int[]) as a(code, user_id)
         where (select count(*) from points_ledger l join codes c on c.id = l.code_id where c.code = a.code and l.user_id = a.user_id and l.amount = $3) <> 1`,
          [list.map(([code]) => code), list.map(([, v]) => v.userId), CODE_POINTS],
        );
        if (missing) broken.push(`${missing} of ${list.length} redemptions answered 2xx not credited exactly once to their member`);
        const orders = [...expected.ordered];
        const lost = await one(
          `select count(*) from unnest($1::int[], $2::int[]) as a(id, user_id) where not exists (select 1 from orders o where o.id = a.id and o.user_id = a.user_id)`,
          [orders.map(([id]) => id), orders.map(([, u]) => u)],
        );
        if (lost) broken.push(`${lost} of ${orders.length} orders answered 2xx missing`);
      }
      const counts = (
        await c.query(
          `select (select count(*) from codes where redeemed_by is not null)::int as codes, (select count(*) from orders)::int as orders,
              (select count(*) from points_ledger)::int as ledger, (select coalesce(sum(balance), 0) from member_points)::int as points`,
        )
      ).rows[0] as { codes: number; orders: number; ledger: number; points: number };
      console.log(
        `  invariants (${label}): ${broken.length ? 'BROKEN' : 'hold'} — ${counts.codes} codes redeemed, ${counts.orders} orders, ${counts.ledger} ledger rows, ${counts.points} points held` +
          (expected ? `; ${expected.credited.size} redemptions and ${expected.ordered.size} checkouts answered 2xx, all there` : ''),
      );
      for (const b of broken) fail(`invariant (${label}): ${b}`);
      return broken;
    }
  }, url);
}

interface Logged {
  /** The first instance nginx passed it to ("127.0.0.1:port"), or '' when none. */
  first: string;
  /** Every instance it was passed to, in order. */
  upstreams: string[];
  /** When nginx began and ended it (epoch ms). */
  began: number;
  ended: number;
  /** How many requests with this id nginx logged (a request sent twice by the client: 2). */
  count: number;
}

/** nginx's access log (the rehearsal's log_format), by the requests' x-rehearsal-id. */
function accessLog(nginxDir: string): Map<string, Logged> {
  const byId = new Map<string, Logged>();
  for (const line of fs.readFileSync(path.join(nginxDir, 'access.log'), 'utf8').split('\n')) {
    const m = /^(\S+) (\S+) \S+ "([^"]*)" "[^"]*" \S+ \S+ (\S+)$/.exec(line);
    if (!m) continue;
    const upstreams = m[3] === '-' ? [] : m[3]!.split(/\s*,\s*|\s+:\s+/);
    const ended = Number(m[1]) * 1000;
    const seen = byId.get(m[4]!);
    if (seen) seen.count++;
    else byId.set(m[4]!, { first: upstreams[0] ?? '', upstreams, began: ended - Number(m[2]) * 1000, ended, count: 1 });
  }
  return byId;
}

// ---------------------------------------------------------------------------------------------

async function main() {
  for (const [bin, hint] of [
    [NGINX, 'nginx (apt-get install nginx-light)'],
    ['pg_dump', 'pg_dump (postgresql-client)'],
    ['pg_restore', 'pg_restore (postgresql-client)'],
  ] as const) {
    if (spawnSync(bin, ['-v'], { stdio: 'ignore' }).error && spawnSync(bin, ['--version'], { stdio: 'ignore' }).error)
      throw new Error(`rehearsal needs ${hint}`);
  }
  if (!fs.existsSync(MAIN)) throw new Error(`${MAIN} is missing: npm run build first`);
  console.log(`== rolling-restart rehearsal: ${INSTANCES} production instances behind nginx (deploy/nginx/klub.conf), ${RATE} requests/s`);
  const name = `klub_rehearsal_${stamp}`;
  await createDatabase(name);
  const url = dbUrl(name);
  const m = migrate(url);
  console.log(`  database ${name}: npm run db:migrate ${secs(m.ms)} (${m.out.split('\n').pop()})`);

  const t0 = performance.now();
  const handle = await openDatabase({ url, poolMax: 4 });
  const freshCodes = Math.ceil(RATE * (PHASE1_MAX_SECONDS + KILL_SECONDS + 4) * 0.25) + 500;
  const seeded = await seed(handle.db, freshCodes);
  await handle.close();
  console.log(
    `  seeded in ${secs(performance.now() - t0)}: ${MEMBERS} members with ${START_POINTS} points, ${PRIZES.length} prizes, ${freshCodes} unused codes, ${seeded.taken.length} codes taken by another member`,
  );

  const mailbox = await startMailbox();
  const ports = await Promise.all(Array.from({ length: INSTANCES + 2 }, () => freePort()));
  const [proxyPort, drillPort] = [ports[INSTANCES]!, ports[INSTANCES + 1]!];
  const env = { PUBLIC_URL: `http://127.0.0.1:${proxyPort}`, SMTP_URL: mailbox.url, TRUST_PROXY: '127.0.0.1' };
  const instances: Instance[] = ports
    .slice(0, INSTANCES)
    .map((port, n) => ({ name: `instance ${n + 1} (:${port})`, port, log: path.join(workDir, `instance-${n + 1}.log`) }));
  const t1 = performance.now();
  for (const inst of instances) startInstance(inst, url, env);
  await Promise.all(instances.map((inst) => waitReady(inst)));
  console.log(`  ${INSTANCES} instances ready in ${secs(performance.now() - t1)} (logs in ${workDir})`);
  const nginx = await startNginx(
    proxyPort,
    instances.map((i) => i.port),
  );
  const origin = `http://127.0.0.1:${proxyPort}`;
  console.log(`  nginx on :${proxyPort} in front of :${instances.map((i) => i.port).join(', :')}`);

  const load = new Load(seeded);
  let dump: { file: string; ms: number; bytes: number; startedAt: number } | undefined;
  const restarts: { name: string; port: number; stopMs: number; code: number | null; readyMs: number; outFrom: number; outTo: number }[] =
    [];
  try {
    // ---- phase 1: rolling restart under load, with the backup taken meanwhile ----
    console.log(
      `\n== phase 1: ${PHASE1_SECONDS} s of load or more; each instance in turn: ${TAKE_OUT ? 'out of nginx (down, reload), ' : ''}SIGTERM (drain ${DRAIN_SECONDS} s), exit, start, ready${TAKE_OUT ? ', back in nginx' : ''}`,
    );
    const p1 = load.phase('p1');
    let rollingDone = false;
    const p1Start = performance.now();
    // The load runs PHASE1_SECONDS, and on until the restarts and the dump are over (plus 3 s).
    let tail3 = Infinity;
    const running = openLoop(origin, RATE, PHASE1_SECONDS, p1.make, 1, {
      observe: p1.observe,
      retryReset: true,
      extendWhile: () => (!rollingDone || performance.now() < tail3) && performance.now() - p1Start < PHASE1_MAX_SECONDS * 1000,
    });
    const rolling = (async () => {
      try {
        await sleep(6000);
        for (const inst of instances) {
          if (TAKE_OUT) await nginx.take(inst.port);
          const outFrom = Date.now();
          const tStop = performance.now();
          inst.child!.kill('SIGTERM');
          const { code, signal } = await inst.exited!;
          const stopMs = performance.now() - tStop;
          if (code !== 0) fail(`${inst.name} exited with ${code ?? signal} after SIGTERM:\n${tail(inst.log)}`);
          startInstance(inst, url, env);
          const readyMs = await waitReady(inst);
          const outTo = Date.now();
          if (TAKE_OUT) await nginx.take();
          restarts.push({ name: inst.name, port: inst.port, stopMs, code, readyMs, outFrom, outTo });
          console.log(
            `  ${inst.name}: SIGTERM → exit ${code ?? signal} in ${secs(stopMs)}, start → ready in ${secs(readyMs)}; ${closeFigures(inst.log)}`,
          );
          await sleep(2000);
        }
        // The backup, taken while the load goes on (pg_dump reads one consistent snapshot).
        const file = path.join(workDir, 'klub.dump');
        const tDump = performance.now();
        const r = spawnSync('pg_dump', ['-Fc', '-d', url, '-f', file], { encoding: 'utf8' });
        if (r.status !== 0) throw new Error(`pg_dump failed: ${r.stderr}`);
        dump = { file, ms: performance.now() - tDump, bytes: fs.statSync(file).size, startedAt: tDump };
        console.log(`  pg_dump -Fc under load: ${secs(dump.ms)}, ${mb(dump.bytes)}`);
      } finally {
        rollingDone = true;
        tail3 = performance.now() + 3000;
      }
    })();
    let loadEnded = false;
    const ended = () => (loadEnded = true);
    void running.then(ended, ended);
    await rolling;
    if (loadEnded) fail(`the load stopped (${PHASE1_MAX_SECONDS} s at most) before the restarts and the dump were over`);
    await running;
    // What nginx sent each instance between its SIGTERM and its new process being ready (started then).
    const logged = accessLog(nginx.dir);
    const during = restarts.map(
      (x) =>
        [...logged.values()].filter((l) => l.upstreams.includes(`127.0.0.1:${x.port}`) && l.began >= x.outFrom && l.began <= x.outTo)
          .length,
    );
    console.log(`  requests nginx sent an instance between its SIGTERM and its being ready again: ${during.join(', ')}`);
    p1.report();
    // A request the client sent again (its kept-alive connection closed by nginx's reload as it went
    // out) must have reached nginx once: nginx never closes a connection holding a request.
    const twice = p1.retried.filter((i) => (logged.get(`p1-${i}`)?.count ?? 0) > 1);
    console.log(
      `  requests sent again on a new connection (their kept-alive one closed by nginx's reload as they went out): ${p1.retried.length}, ${twice.length ? `${twice.length} of them reaching nginx twice` : 'none reaching nginx twice'}`,
    );
    if (twice.length) fail(`phase 1: ${twice.length} requests sent again reached nginx twice`);
    for (const f of p1.failures.slice(0, 10)) console.log(`    failed: ${p1.describe(f)}`);
    if (p1.failures.length) fail(`phase 1: ${p1.failures.length} requests failed`);
    if (load.repeats) fail(`${load.repeats} redemptions answered "already yours": a request was sent twice`);
    await invariants(url, 'after phase 1', load);

    // ---- phase 2: kill -9 under the same load ----
    const victim = instances[1]!;
    console.log(`\n== phase 2: ${KILL_SECONDS} s of load; ${victim.name} gets kill -9 after 5 s`);
    const p2 = load.phase('p2');
    const running2 = openLoop(origin, RATE, KILL_SECONDS, p2.make, 1, { observe: p2.observe, retryReset: true });
    await sleep(5000);
    const killedAt = Date.now();
    victim.child!.kill('SIGKILL');
    await victim.exited;
    // The process is gone (its sockets closed) only when its exit is reported: the kernel frees its
    // memory first, and meanwhile its port still takes connections that nobody will answer.
    const goneAt = Date.now();
    await running2;
    p2.report();
    // In flight on it: passed to it by nginx before it was gone, and not answered before the kill.
    const log2 = accessLog(nginx.dir);
    const onIt = new Set(
      [...log2]
        .filter(([id, l]) => id.startsWith('p2-') && l.first === `127.0.0.1:${victim.port}` && l.began <= goneAt && l.ended >= killedAt)
        .map(([id]) => id),
    );
    const outside = p2.failures.filter((f) => !onIt.has(`p2-${f.i}`));
    const bound = onIt.size;
    console.log(
      `  kill -9: the process gone ${goneAt - killedAt} ms after the signal; ${bound} requests in flight on it (nginx repeats the GETs among them elsewhere); ${p2.failures.length} failed` +
        (outside.length ? `, ${outside.length} of them NOT in flight on it` : ', all in flight on it'),
    );
    for (const f of p2.failures.slice(0, 10))
      console.log(`    failed: ${p2.describe(f)}${onIt.has(`p2-${f.i}`) ? '' : ' (not in flight on it)'}`);
    if (outside.length) fail(`phase 2: ${outside.length} failures beyond the requests in flight on the killed instance`);
    await invariants(url, 'after phase 2', load);

    // ---- the drill: restore the dump taken under load, migrate, serve ----
    console.log('\n== backup and restore drill');
    if (!dump) throw new Error('no dump was taken');
    const restoreName = `klub_restore_${stamp}`;
    await createDatabase(restoreName);
    const restoreUrl = dbUrl(restoreName);
    const tRestore = performance.now();
    const r = spawnSync('pg_restore', ['--no-owner', '--exit-on-error', '-j', '2', '-d', restoreUrl, dump.file], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`pg_restore failed: ${r.stderr}`);
    const restoreMs = performance.now() - tRestore;
    const fingerprint = () =>
      withClient(async (c) => {
        const row = (
          await c.query(
            `select (select count(*) from drizzle.__drizzle_migrations)::int as migrations, pg_database_size(current_database())::bigint as bytes,
                 (select md5(string_agg(table_schema || '.' || table_name || '.' || column_name || ':' || data_type, ',' order by table_schema, table_name, column_name))
                    from information_schema.columns where table_schema not in ('pg_catalog', 'information_schema')) as columns,
                 (select md5(string_agg(indexdef, ',' order by indexdef)) from pg_indexes where schemaname not in ('pg_catalog')) as indexes`,
          )
        ).rows[0] as { migrations: number; bytes: string; columns: string; indexes: string };
        return row;
      }, restoreUrl);
    const before = await fingerprint();
    console.log(
      `  pg_restore into ${restoreName}: ${secs(restoreMs)}, database ${mb(Number(before.bytes))} (dump ${mb(dump.bytes)}, taken in ${secs(dump.ms)})`,
    );
    const m2 = migrate(restoreUrl);
    const after = await fingerprint();
    const unchanged = before.migrations === after.migrations && before.columns === after.columns && before.indexes === after.indexes;
    console.log(
      `  npm run db:migrate on the restore: ${secs(m2.ms)}, ${unchanged ? 'nothing changed' : '!!! the schema changed'} (${m2.out.split('\n').pop()})`,
    );
    if (!unchanged) fail('db:migrate changed the restored database');
    await invariants(restoreUrl, 'restored');
    // What the dump holds: every redemption answered before it began; those answered after are the RPO.
    const answered = [...load.credited].filter(([, v]) => v.end < dump!.startedAt);
    const later = [...load.credited].filter(([, v]) => v.end > dump!.startedAt + dump!.ms);
    const inRestore = await withClient(async (c) => {
      const q = (list: [string, unknown][]) =>
        c
          .query(`select count(*)::int as n from codes where code = any($1::text[]) and redeemed_by is not null`, [
            list.map(([code]) => code),
          ])
          .then((x) => (x.rows[0] as { n: number }).n);
      return { before: await q(answered), after: await q(later) };
    }, restoreUrl);
    console.log(
      `  in the restore: ${inRestore.before} of ${answered.length} redemptions answered before the dump began; of the ${later.length} answered after it ended, ${later.length - inRestore.after} are not in it (what restoring it loses) and ${inRestore.after} are (committed before its snapshot, answered later)`,
    );
    if (inRestore.before !== answered.length)
      fail(`the restore lacks ${answered.length - inRestore.before} redemptions answered before the dump began`);
    const drill: Instance = { name: `restored instance (:${drillPort})`, port: drillPort, log: path.join(workDir, 'restored.log') };
    const tStart = performance.now();
    startInstance(drill, restoreUrl, { ...env, PUBLIC_URL: `http://127.0.0.1:${drillPort}` });
    const readyMs = await waitReady(drill);
    const member = 0;
    const pts = await fetch(`http://127.0.0.1:${drillPort}/api/users/me/points`, {
      headers: { authorization: `Bearer ${seeded.tokens[member]}` },
    });
    const body = (await pts.json()) as { balance?: number };
    const expectedBalance = await withClient(
      async (c) =>
        Number((await c.query(`select balance from member_points where user_id = $1`, [seeded.memberIds[member]])).rows[0]?.balance),
      restoreUrl,
    );
    const catalogue = await fetch(`http://127.0.0.1:${drillPort}/api/prizes`, {
      headers: { authorization: `Bearer ${seeded.tokens[member]}` },
    });
    console.log(
      `  instance on the restore: ready in ${secs(readyMs)} (${secs(performance.now() - tStart)} from start); a member's points ${pts.status} (balance ${body.balance}, the ledger's ${expectedBalance}), catalogue ${catalogue.status}`,
    );
    if (pts.status !== 200 || body.balance !== expectedBalance || catalogue.status !== 200)
      fail('the instance on the restored database did not answer as it should');
    drill.child!.kill('SIGTERM');
    const drillExit = await drill.exited!;
    if (drillExit.code !== 0) fail(`the restored instance exited with ${drillExit.code ?? drillExit.signal}`);

    console.log('\n== rehearsal figures');
    console.log(
      `  phase 1 (rolling restart): ${p1.sentCount} requests, ${p1.failures.length} failed, p50 ${p1.percentile(0.5).toFixed(1)} ms, p99 ${p1.percentile(0.99).toFixed(1)} ms`,
    );
    console.log(
      `  restarts: SIGTERM → exit ${restarts.map((x) => secs(x.stopMs)).join(', ')}; start → ready ${restarts.map((x) => secs(x.readyMs)).join(', ')}`,
    );
    console.log(
      `  phase 2 (kill -9): ${p2.sentCount} requests, ${p2.failures.length} failed (bound: ${bound} in flight on the killed instance)`,
    );
    console.log(`  drill: dump ${secs(dump.ms)} / ${mb(dump.bytes)}, restore ${secs(restoreMs)} / ${mb(Number(before.bytes))}`);
  } finally {
    await nginx.stop();
    for (const inst of instances) inst.child?.kill('SIGKILL');
    await mailbox.close();
  }
}

// However the rehearsal ends (an exception, Ctrl-C), its instances and nginx end too, and its
// databases are dropped (synchronously: nothing asynchronous runs in an 'exit' handler).
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
  for (const name of created)
    spawnSync('psql', ['-d', baseUrl.toString(), '-qc', `drop database if exists ${name} with (force)`], { stdio: 'ignore' });
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));
process.on('unhandledRejection', (err) => {
  console.error('rehearsal:', err);
  process.exit(1);
});

try {
  await main();
} catch (err) {
  fail(err instanceof Error ? err.message : String(err));
} finally {
  await dropDatabases();
}
console.log(
  `\n== rehearsal ${problems.length ? `FAILED (${problems.length} problems)` : 'passed'} in ${secs(performance.now() - started)}`,
);
if (!problems.length) fs.rmSync(workDir, { recursive: true, force: true });
process.exit(problems.length ? 1 : 0);
