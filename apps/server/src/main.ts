import { closeSync, openSync, readSync } from 'node:fs';
import type { Server } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import Fastify from 'fastify';
import { migrateDatabase, openDatabase, schemaStatus, type DbHandle } from '@klub/db';
import { APP_VERSION, ERROR_CODES } from '@klub/contracts';
import { ConfigError, loadConfig, type Config } from './config';
import { buildApp } from './app';
import { Lifecycle } from './lifecycle';
import { ensureInitialAdmin, seedDemo, warnAboutDemoAccounts } from './seed';
import { seedDemoActivity } from './seed-activity';
import { seedDemoContent } from './seed-content';
import { unsupportedNodeMessage } from './runtime';
import { notReadyReason } from './modules/system/system.routes';
import { startMetricsServer } from './plugins/metrics';

/** How often an instance waiting for `npm run db:migrate` looks at the schema again. */
const SCHEMA_RECHECK_MS = 2_000;

async function main() {
  const runtimeProblem = unsupportedNodeMessage(process.version);
  if (runtimeProblem) {
    console.error(runtimeProblem);
    process.exit(1);
  }
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  // apps/server/{src,dist}/main.* → apps/web/dist
  const here = path.dirname(fileURLToPath(import.meta.url));
  config.webDistDir ??= path.resolve(here, '../../web/dist');

  const lifecycle = new Lifecycle();
  const db = await openDatabase({ url: config.databaseUrl, dataDir: path.resolve(config.dataDir), poolMax: config.databasePoolMax });
  // In production the release step migrates (npm run db:migrate), not the instances: an instance of
  // the new code whose database is behind waits here, live but not ready, until the step has run.
  if (config.migrateOnStart) await migrateDatabase(db);
  const stopped = await waitForSchema(config, db, lifecycle);
  if (stopped) {
    await db.close();
    process.exit(0);
  }

  const app = await buildApp({ config, db, jobs: true, lifecycle });
  app.log.info({ driver: db.driver, dataDir: db.driver === 'pglite' ? path.resolve(config.dataDir) : undefined }, 'database ready');
  if (config.seedDemo) {
    await seedDemo(db.db);
    await seedDemoActivity(db.db);
    await seedDemoContent(db.db);
  }
  await ensureInitialAdmin(db.db, config, app.log);
  const demoAccounts = await warnAboutDemoAccounts(db.db, config, app.log);
  if (demoAccounts.length) {
    process.stderr.write(
      `\n!!! DEMO ACCOUNTS (${demoAccounts.join(', ')}) with passwords published in the README exist on ${new URL(config.databaseUrl!).host}.\n` +
        '!!! Delete them, and start with NODE_ENV=production (or SEED_DEMO=false) so they are not created again.\n\n',
    );
  }

  // Shutdown (docs/operations.md, "Health, drain and restarts"). SIGTERM, what an orchestrator or
  // systemd sends: ready turns 503 at once and the instance keeps serving for DRAIN_SECONDS, so a
  // balancer that health-checks takes it out; then it stops accepting (every answer from then on
  // with `Connection: close`), serves the connections still open, finishes what is in flight,
  // stops its job workers (a job in hand is finished, or released to another instance), closes the
  // database and exits 0. SIGINT (Ctrl-C) skips the drain. A second signal, or the timeout, exits 1.
  // The socket is then closed with an empty accept queue (below): behind nginx without health
  // checks, a new connection waiting in the queue is the one request a restart could lose.
  const { drainSeconds, timeoutSeconds } = config.shutdown;
  let metrics: { close(): Promise<void> } | undefined;
  closeWithGrace(
    { delay: (drainSeconds + timeoutSeconds) * 1000, logger: { error: (m: unknown) => app.log.error(m) } },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'uncaught error: shutting down');
      lifecycle.startDrain();
      if (signal === 'SIGTERM' && drainSeconds > 0) {
        app.log.info({ signal, drainSeconds }, 'draining: not ready, still serving');
        await sleep(drainSeconds * 1000);
      }
      app.log.info({ signal }, 'shutting down: no new connections, in-flight requests and jobs finish');
      const lingered = await stopAccepting(app.server, lifecycle);
      app.log.info({ ...lingered }, 'no new connections: the open ones served');
      lifecycle.stop();
      await metrics?.close();
      const closing = Date.now();
      await app.close();
      app.log.info({ ms: Date.now() - closing }, 'requests, job workers and caches closed');
      await db.close();
      app.log.info('stopped');
    },
  );

  await app.listen({ port: config.port, host: config.host });
  // Prometheus metrics on their own port, never the public one (plugins/metrics.ts); 0: none.
  // A port already taken stops a production start (monitoring must not go missing unnoticed); on a
  // developer's machine (something else on 9464) the instance starts without metrics and says so.
  if (config.metrics.port > 0)
    metrics = await startMetricsServer(app, config.metrics).catch((err: unknown) => {
      if (config.env === 'production') throw err;
      app.log.warn({ err, port: config.metrics.port }, 'metrics not served (METRICS_PORT=0 turns them off)');
      return undefined;
    });
  // Started as a child with an IPC channel (the fault-injection tests): say it listens.
  process.send?.('ready');
}

/**
 * Stops accepting without losing a request a proxy has already sent:
 * 1. waits (up to 1 s) until the kernel's accept queue of the listening socket is empty, and closes
 *    it right then: closing it resets every connection still queued, each with a request the proxy
 *    has written — a 502 for a POST, which nginx rightly does not repeat. Node accepts one connection
 *    per turn of its event loop, so under load they queue: in the rolling-restart rehearsal 7–8
 *    POSTs per run were lost so, waiting up to 1 s in the queue. Refused connections are safe: the
 *    proxy tries another instance, and takes this one out for a while (nginx: max_fails);
 * 2. serves the connections still open, each answer with `Connection: close`, until none is left or
 *    LINGER_MS has passed (a proxy's idle keep-alive ones it closes itself: nginx keepalive_timeout
 *    4 s in deploy/nginx/klub.conf). Node's own server.close() would drop every connection with no
 *    request under way at once, a request on its way to it among them.
 */
const LINGER_MS = 5_000;
async function stopAccepting(server: Server, lifecycle: Lifecycle) {
  const address = server.address() as AddressInfo | null;
  const port = address?.port;
  // The kernel lists an IPv4 socket in /proc/net/tcp, an IPv6 one (dual-stack `::` too) in tcp6.
  const table = address?.family === 'IPv6' ? '/proc/net/tcp6' : '/proc/net/tcp';
  // Read it a few times first: the first reading compiles the code and took 0.7 ms, inside the window.
  for (let i = 0; port && i < 3; i++) acceptQueue(table, port);
  const queueEmptyBy = Date.now() + 1_000;
  let checked = process.hrtime.bigint();
  while (port && acceptQueue(table, port) > 0 && Date.now() < queueEmptyBy) {
    await new Promise((resolve) => setImmediate(resolve));
    checked = process.hrtime.bigint();
  }
  // Not awaited: its callback waits for every connection to end, which is what the loop bounds.
  net.Server.prototype.close.call(server);
  // How long the queue had to stay empty: from reading it to closing the socket (a connection
  // that completes its handshake in this window is the one a proxy could still lose).
  const windowUs = Number((process.hrtime.bigint() - checked) / 1000n);
  lifecycle.stopAccepting();
  const started = Date.now();
  for (;;) {
    const open = await new Promise<number>((resolve) => server.getConnections((err, n) => resolve(err ? 0 : n)));
    if (open === 0 || Date.now() - started >= LINGER_MS) return { open, ms: Date.now() - started, windowUs };
    await sleep(50);
  }
}

/**
 * How many connections wait in the kernel's accept queue of the listening socket on `port` (Linux:
 * rx_queue of its LISTEN line in `table`, /proc/net/tcp or tcp6); 0 where that cannot be read. The
 * kernel lists the listening sockets first, so only the head of the file is read (a page at a time,
 * stopping at the first connection's line): 0.1–0.2 ms, then 0.1–0.3 ms to close. Reading the whole of
 * both files (a line per connection and TIME_WAIT, and a walk of the kernel's whole connection table
 * for the empty one) made that window 2–10 ms in the rehearsal.
 */
function acceptQueue(table: string, port: number): number {
  const suffix = `:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  const page = Buffer.allocUnsafe(4096);
  let queued = 0;
  let fd: number;
  try {
    fd = openSync(table, 'r');
  } catch {
    return 0;
  }
  try {
    let rest = '';
    reading: for (;;) {
      const n = readSync(fd, page, 0, page.length, null);
      if (n === 0) break;
      const lines = (rest + page.toString('latin1', 0, n)).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) {
        // sl local_address rem_address st tx_queue:rx_queue …; st 0A is LISTEN.
        const f = line.trim().split(/\s+/);
        if (f[0] === 'sl' || f.length < 5) continue;
        if (f[3] !== '0A') break reading;
        if (f[1]?.endsWith(suffix)) queued += parseInt(f[4]?.split(':')[1] ?? '0', 16) || 0;
      }
    }
  } finally {
    closeSync(fd);
  }
  return queued;
}

/**
 * Returns once the database's schema is at this code's version (at once when it is). While it is
 * behind, the port answers only the health routes (live 200, ready 503 with the reason) and the
 * schema is looked at again every 2 s. Resolves true when a signal stopped the wait.
 */
async function waitForSchema(config: Config, db: DbHandle, lifecycle: Lifecycle): Promise<boolean> {
  let status = await schemaStatus(db);
  if (!status.problem) return false;
  lifecycle.schemaProblem = status.problem;
  const waiting = Fastify({ logger: { level: config.logLevel } });
  waiting.get('/api/health/live', () => ({ status: 'ok', version: APP_VERSION }));
  waiting.get('/api/health/ready', async (_req, reply) =>
    reply.status(503).send({ status: 'not_ready', reason: (await notReadyReason(db, lifecycle)) ?? 'starting', version: APP_VERSION }),
  );
  waiting.all('/*', (_req, reply) =>
    reply.status(503).header('retry-after', '5').send({ message: ERROR_CODES.SERVICE_UNAVAILABLE.message }),
  );
  await waiting.listen({ port: config.port, host: config.host });
  waiting.log.warn({ schema: status }, 'waiting for the migrations (npm run db:migrate): not ready');
  process.send?.('ready');
  let signalled = false;
  const onSignal = () => (signalled = true);
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
  try {
    while (status.problem && !signalled) {
      await sleep(SCHEMA_RECHECK_MS);
      status = await schemaStatus(db).catch(() => status);
      lifecycle.schemaProblem = status.problem;
    }
  } finally {
    process.off('SIGTERM', onSignal);
    process.off('SIGINT', onSignal);
    await waiting.close();
  }
  if (!signalled) waiting.log.info({ schema: status.database }, 'schema current: starting');
  return signalled;
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
