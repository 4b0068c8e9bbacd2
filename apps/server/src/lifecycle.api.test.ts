import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { adminQuery, withDatabase } from './testing/global-setup';
import { freePort, instanceEnv, startServerProcess, type ServerProcess } from './testing/server-process';
import { oneProcessTestAtATime } from './testing/process-test-lock';

/**
 * The instance's life as an operator and a balancer see it (issue 43; docs/operations.md "Health,
 * drain and restarts"): the production entry point (src/main.ts) as a real process — the drain
 * after SIGTERM, and a production instance waiting for the release step's migrations.
 */
const HERE = path.dirname(fileURLToPath(import.meta.url));
const MAIN = path.join(HERE, 'main.ts');
const MIGRATE = path.join(HERE, 'migrate.ts');
const onServer = process.env.TEST_DB_DRIVER === 'postgres';
const serverUrl = process.env.TEST_DATABASE_URL;

const procs: ServerProcess[] = [];
const cleanups: (() => Promise<void> | void)[] = [];
// Real server processes: one such file at a time (testing/process-test-lock.ts says why).
oneProcessTestAtATime();

afterEach(async () => {
  for (const p of procs) if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGKILL');
  await Promise.all(procs.splice(0).map((p) => p.exited));
});
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

/** A database of its own: an empty PostgreSQL database, or (PGlite) an empty data directory. */
async function freshDatabase(): Promise<Record<string, string>> {
  if (onServer) {
    const name = `klub_life_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    await adminQuery(serverUrl!, `create database ${name}`);
    cleanups.push(() => adminQuery(serverUrl!, `drop database if exists ${name} with (force)`));
    return { DATABASE_URL: withDatabase(serverUrl!, name) };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'klub-life-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return { DATA_DIR: path.join(dir, 'pglite') };
}

async function instance(env: Record<string, string>) {
  const port = await freePort();
  const proc = await startServerProcess(MAIN, {
    stdio: 'pipe',
    env: instanceEnv(port, env),
  });
  procs.push(proc);
  return { port, proc };
}

/** One request on `agent` (keep-alive), with its status, body and Connection header. */
function get(port: number, url: string, agent?: http.Agent) {
  return new Promise<{ status: number; body: string; connection: string | undefined }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: url, agent }, (res) => {
        let body = '';
        res.on('data', (d: Buffer) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode!, body, connection: res.headers.connection }));
      })
      .on('error', reject);
  });
}

describe('graceful drain after SIGTERM', () => {
  it(
    'turns not ready at once, keeps serving through the drain, then refuses new connections while it serves the open ones with Connection: close, and exits 0',
    { timeout: 120_000 },
    async () => {
      const DRAIN = 2;
      const { port, proc } = await instance({ NODE_ENV: 'test', DRAIN_SECONDS: String(DRAIN), ...(await freshDatabase()) });
      expect((await get(port, '/api/health/live')).status).toBe(200);
      expect(JSON.parse((await get(port, '/api/health/ready')).body)).toMatchObject({ status: 'ready' });

      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      expect((await get(port, '/api/health', agent)).connection).toBe('keep-alive');
      const signalled = Date.now();
      proc.child.kill('SIGTERM');
      await sleep(100);
      const ready = await get(port, '/api/health/ready');
      expect(ready.status).toBe(503);
      expect(JSON.parse(ready.body)).toMatchObject({ status: 'not_ready', reason: 'draining' });
      // The drain: every request is served as usual, on new connections and on the kept one.
      const during: { status: number }[] = [];
      while (Date.now() - signalled < (DRAIN - 0.6) * 1000) {
        during.push(await get(port, '/api/health', agent));
        during.push(await get(port, '/api/health'));
        await sleep(100);
      }
      expect(during.length).toBeGreaterThan(10);
      expect(during.every((r) => r.status === 200)).toBe(true);

      // A request whose body is still arriving when the drain ends: answered, not cut off.
      const inFlight = new Promise<number>((resolve, reject) => {
        const req = http.request(
          { host: '127.0.0.1', port, method: 'POST', path: '/api/auth/signin', headers: { 'content-type': 'application/json' } },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode!));
          },
        );
        req.on('error', reject);
        const body = JSON.stringify({ email: 'nikt@klub.test', password: 'Niepoprawne123' });
        req.write(body.slice(0, 10));
        setTimeout(() => req.end(body.slice(10)), 1_500);
      });
      // After the drain: no new connection is accepted…
      await sleep(Math.max(0, DRAIN * 1000 + 400 - (Date.now() - signalled)));
      await expect(get(port, '/api/health/live')).rejects.toThrow(/ECONNREFUSED/);
      // …and the connection still open is served, and told to close.
      const kept = await get(port, '/api/health', agent);
      expect(kept).toMatchObject({ status: 200, connection: 'close' });
      expect(await inFlight).toBe(401);
      const exit = await proc.exited;
      const stoppedAfter = Date.now() - signalled;
      expect(exit).toEqual({ code: 0, signal: null });
      expect(stoppedAfter).toBeGreaterThanOrEqual(DRAIN * 1000);
      expect(stoppedAfter).toBeLessThan((DRAIN + 15) * 1000);
      agent.destroy();
    },
  );
});

describe.skipIf(!onServer)('migrations as a release step (PostgreSQL: production needs DATABASE_URL)', () => {
  const production = {
    NODE_ENV: 'production',
    CUSTOMER_TOKEN_SECRET: 'c'.repeat(40),
    ADMIN_TOKEN_SECRET: 'a'.repeat(40),
    SMTP_URL: 'smtp://127.0.0.1:1',
  };
  const migrate = (env: Record<string, string>) =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', MIGRATE], { env: { PATH: process.env.PATH, ...env } });

  it('a production instance does not migrate: live, not ready with the reason, until npm run db:migrate has run; a second run applies nothing', async () => {
    const db = await freshDatabase();
    const { port } = await instance({ ...production, ...db });
    expect((await get(port, '/api/health/live')).status).toBe(200);
    const waiting = await get(port, '/api/health/ready');
    expect(waiting.status).toBe(503);
    expect(JSON.parse(waiting.body).reason).toMatch(/^database schema behind the code: no migrations applied, the code needs 00\d\d_/);
    expect((await get(port, '/api/prizes')).status).toBe(503);

    const first = await migrate(db);
    expect(first.stdout).toMatch(/^migrations: applied \d+ \(empty database → 00\d\d_\w+\)/);
    const deadline = Date.now() + 20_000;
    let ready = waiting;
    while (Date.now() < deadline) {
      ready = await get(port, '/api/health/ready').catch(() => ready);
      if (ready.status === 200) break;
      await sleep(250);
    }
    expect(ready.status).toBe(200);
    // The full app now: a public route answers.
    expect((await get(port, '/api/config')).status).toBe(200);
    const second = await migrate(db);
    expect(second.stdout).toMatch(/^migrations: up to date at 00\d\d_\w+ .*; nothing applied/);
  });

  it('the migration step refuses to run in production without DATABASE_URL', async () => {
    await expect(migrate({ NODE_ENV: 'production' })).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('DATABASE_URL: required when NODE_ENV=production'),
    });
  });
});
