import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { PgBoss, QueueResult } from 'pg-boss';
import type { DbHandle } from '@klub/db';
import { cacheCounts } from '../lib/cache';
import type { Mailer } from '../lib/mailer';
import type { NotifyBus } from '../lib/notify-bus';
import type { SmsGateway } from '../lib/sms-gateway';
import { registerRedemptionMetrics, type RedemptionMetrics } from './redemption-metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's Prometheus metrics (plugins/metrics.ts), served by startMetricsServer on their own port. */
    metrics: Metrics;
  }
}

/**
 * Prometheus metrics of one app (docs/operations.md, "Metrics"). One registry per app, never
 * prom-client's global one: tests build many apps in one process. Everything on a hot path is a
 * plain increment or a pre-bound child; the rest (pool, job queue, caches) is read at scrape time.
 */
export interface Metrics {
  readonly registry: Registry;
  /** `mailer` with every hand-over counted (`message_sends_total{channel="email"}`). */
  countMails(mailer: Mailer): Mailer;
  /** `gateway` with every hand-over counted (`message_sends_total{channel="sms"}`). */
  countSms(gateway: SmsGateway): SmsGateway;
  /** Code entries, campaign bonuses and the fraud guard's review (plugins/redemption-metrics.ts). */
  readonly codes: RedemptionMetrics;
  /** The job queue's gauges, read from `boss` at scrape time (at most every JOB_COUNTS_TTL_MS). */
  observeJobs(boss: PgBoss): void;
  /**
   * The process's default metrics (CPU, memory, heap, GC, handles, event-loop lag). Turned on by
   * startMetricsServer only: prom-client starts an event-loop delay monitor and a GC observer for
   * them that it never stops, which an app built and closed by a test must not leave behind.
   */
  enableDefaultMetrics(): void;
}

/** Request durations: 1 ms to 10 s (the API answers in a few ms; reports and imports take seconds). */
const HTTP_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
/** Job counts are read at most this often, however often (and by how many) the endpoint is scraped. */
export const JOB_COUNTS_TTL_MS = 5_000;
/** prom-client gauges whose `_total` name reads as a counter (promtool lints it): their sum by type says the same. */
const MISNAMED_DEFAULTS = ['nodejs_active_handles_total', 'nodejs_active_requests_total', 'nodejs_active_resources_total'];

/** Creates the app's registry and its metrics, and times every request (one onResponse hook). */
export function registerMetrics(app: FastifyInstance, opts: { db: DbHandle; bus: NotifyBus }): Metrics {
  const registry = new Registry();
  const registers = [registry];

  // Requests: by route pattern (never the raw URL: ids would make a series each), method and status.
  // Fastify times every request itself when a route has an onResponse hook (reply.elapsedTime), so
  // one hook is all it costs; label children are bound once per route, method and status.
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its answer sent, by route pattern ("unmatched": no route), method and status code.',
    labelNames: ['route', 'method', 'status_code'] as const,
    buckets: HTTP_BUCKETS,
    registers,
  });
  const bound = new Map<string, Histogram.Internal<'route' | 'method' | 'status_code'>>();
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const key = `${request.method} ${reply.statusCode} ${route}`;
    let child = bound.get(key);
    if (!child) {
      child = requests.labels(route, request.method, String(reply.statusCode));
      bound.set(key, child);
    }
    child.observe(reply.elapsedTime / 1000);
    done();
  });

  // The server pool (PostgreSQL; the embedded database has one connection and no pool).
  const pool = opts.db.pool;
  if (pool) {
    new Gauge({
      name: 'db_pool_connections',
      help: 'Connections of the database pool, idle and in use.',
      registers,
      collect() {
        this.set(pool.totalCount);
      },
    });
    new Gauge({
      name: 'db_pool_idle_connections',
      help: 'Idle connections of the database pool.',
      registers,
      collect() {
        this.set(pool.idleCount);
      },
    });
    new Gauge({
      name: 'db_pool_waiting_clients',
      help: 'Queries and transactions waiting for a connection of the database pool.',
      registers,
      collect() {
        this.set(pool.waitingCount);
      },
    });
  }
  if (opts.db.observeQueries) {
    const queries = new Histogram({
      name: 'db_query_duration_seconds',
      help: 'Duration of each statement on the database pool, by outcome (ok or error).',
      labelNames: ['outcome'] as const,
      buckets: QUERY_BUCKETS,
      registers,
    });
    const ok = queries.labels('ok');
    const failed = queries.labels('error');
    opts.db.observeQueries((seconds, succeeded) => (succeeded ? ok : failed).observe(seconds));
    app.addHook('onClose', async () => opts.db.observeQueries?.(undefined));
  }

  // Caches (lib/cache.ts): each counts its own lookups; read here at scrape time.
  const bus = opts.bus;
  new Counter({
    name: 'cache_hits_total',
    help: 'Lookups answered from an in-process cache, by cache.',
    labelNames: ['cache'] as const,
    registers,
    collect() {
      this.reset();
      for (const c of cacheCounts(bus)) this.inc({ cache: c.name }, c.hits);
    },
  });
  new Counter({
    name: 'cache_misses_total',
    help: 'Lookups an in-process cache could not answer (the database was asked), by cache.',
    labelNames: ['cache'] as const,
    registers,
    collect() {
      this.reset();
      for (const c of cacheCounts(bus)) this.inc({ cache: c.name }, c.misses);
    },
  });

  // E-mails and SMS as handed to their transport: every attempt (a retried mail counts once per try).
  const sends = new Counter({
    name: 'message_sends_total',
    help: 'E-mails (channel email: SMTP) and SMS (channel sms: the gateway) handed over (outcome sent) or refused (outcome failed), per attempt.',
    labelNames: ['channel', 'outcome'] as const,
    registers,
  });
  const mailSent = sends.labels('email', 'sent');
  const mailFailed = sends.labels('email', 'failed');
  const smsSent = sends.labels('sms', 'sent');
  const smsFailed = sends.labels('sms', 'failed');
  // Every series from the start (at 0): a rate over a series that appears late misses its first count.
  for (const c of [mailSent, mailFailed, smsSent, smsFailed]) c.inc(0);

  let defaults = false;
  const metrics: Metrics = {
    registry,
    codes: registerRedemptionMetrics(registers, opts.db.db, (err) => app.log.warn({ err }, 'metrics: held codes unavailable')),
    countMails: (mailer) => ({
      async send(message) {
        try {
          await mailer.send(message);
        } catch (err) {
          mailFailed.inc();
          throw err;
        }
        mailSent.inc();
      },
      close: () => mailer.close(),
    }),
    countSms: (gateway) => ({
      async send(message, settings) {
        try {
          const handedOver = await gateway.send(message, settings);
          smsSent.inc();
          return handedOver;
        } catch (err) {
          smsFailed.inc();
          throw err;
        }
      },
    }),
    observeJobs(boss) {
      registerJobGauges(app, registers, boss);
    },
    enableDefaultMetrics() {
      if (defaults) return;
      defaults = true;
      collectDefaultMetrics({ register: registry });
      for (const name of MISNAMED_DEFAULTS) registry.removeSingleMetric(name);
    },
  };
  app.decorate('metrics', metrics);
  return metrics;
}

/**
 * Per queue: jobs by state, and the jobs waiting in its dead-letter queue. pg-boss keeps these counts
 * on its queue table (refreshed by its monitor every JOB_MONITOR_SECONDS), so a read is one small
 * query; it is cached for JOB_COUNTS_TTL_MS on top, so scrapes never hammer the database.
 */
function registerJobGauges(app: FastifyInstance, registers: Registry[], boss: PgBoss) {
  let cached: { at: number; queues: Promise<QueueResult[] | undefined> } | undefined;
  const read = () => {
    const now = Date.now();
    if (!cached || now - cached.at >= JOB_COUNTS_TTL_MS) {
      cached = {
        at: now,
        queues: boss.getQueues().catch((err: unknown) => {
          app.log.warn({ err }, 'metrics: job queue counts unavailable');
          return undefined;
        }),
      };
    }
    return cached.queues;
  };
  new Gauge({
    name: 'job_queue_jobs',
    help: 'Jobs of each queue by state: ready (waiting to run), deferred (waiting for their start or retry time), active, failed (kept failures).',
    labelNames: ['queue', 'state'] as const,
    registers,
    async collect() {
      const queues = await read();
      this.reset();
      for (const q of queues ?? []) {
        this.set({ queue: q.name, state: 'ready' }, q.readyCount);
        this.set({ queue: q.name, state: 'deferred' }, q.deferredCount);
        this.set({ queue: q.name, state: 'active' }, q.activeCount);
        this.set({ queue: q.name, state: 'failed' }, q.failedCount);
      }
    },
  });
  new Gauge({
    name: 'job_queue_dead_letters',
    help: "Jobs that failed every attempt and wait in the queue's dead-letter queue (mail: mail-failed).",
    labelNames: ['queue'] as const,
    registers,
    async collect() {
      const queues = await read();
      this.reset();
      const byName = new Map((queues ?? []).map((q) => [q.name, q]));
      for (const q of queues ?? []) {
        const dead = q.deadLetter ? byName.get(q.deadLetter) : undefined;
        if (dead) this.set({ queue: q.name }, dead.queuedCount + dead.activeCount);
      }
    },
  });
}

/**
 * Serves `app`'s metrics in Prometheus text format on a plain HTTP server of its own (GET /metrics;
 * anything else 404), never on the public port. main.ts starts it after listen (not when
 * METRICS_PORT is 0) and closes it on shutdown. Port 0 takes a free port (the answer's `port`).
 */
export async function startMetricsServer(
  app: FastifyInstance,
  opts: { port: number; host: string },
): Promise<{ close(): Promise<void>; port: number }> {
  const { registry } = app.metrics;
  app.metrics.enableDefaultMetrics();
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    registry.metrics().then(
      (text) => {
        res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : text);
      },
      (err: unknown) => {
        app.log.error({ err }, 'metrics: scrape failed');
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Metrics failed\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  app.log.info({ host: opts.host, port }, 'metrics listening');
  let closing: Promise<void> | undefined;
  return {
    port,
    close() {
      closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return closing;
    },
  };
}
