import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, DEMO_USERS, type TestApp } from '../testing/test-app';
import { freePort } from '../testing/server-process';
import { JOB_COUNTS_TTL_MS, startMetricsServer } from './metrics';

const PROMTOOL = '/usr/bin/promtool';
const hasPromtool = existsSync(PROMTOOL);

// A built web app, so the public app's SPA fallback is in play: /metrics must still be a 404 there.
const dist = mkdtempSync(path.join(tmpdir(), 'klub-metrics-web-'));
let t: TestApp;
let server: { close(): Promise<void>; port: number } | undefined;
let text = '';

/** One sample's value: `name{labels…} value`, the labels given in any order as a subset. */
function sample(name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((l) => [l[1], l[2]]));
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(m[3]);
  }
  return undefined;
}
const scrape = async () => {
  text = await (await fetch(`http://127.0.0.1:${server!.port}/metrics`)).text();
};
const families = () => new Set([...text.matchAll(/^# TYPE (\S+) (\S+)$/gm)].map((m) => `${m[1]} ${m[2]}`));

beforeAll(async () => {
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Klub</title><div id="root"></div>');
  // A refused mail goes to the dead-letter queue at once; pg-boss's monitor counts the queues every second.
  t = await createTestApp({ WEB_DIST_DIR: dist, MAIL_RETRY_LIMIT: '0', JOB_MONITOR_SECONDS: '1' });

  // A public request, an unknown API path, and a route with a path parameter (twice, two ids).
  expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  expect((await t.app.inject({ method: 'GET', url: '/api/nie-ma-takiej-sciezki' })).statusCode).toBe(404);
  const token = await t.signIn(DEMO_USERS.contractor.email, DEMO_USERS.contractor.password);
  for (const id of [987654, 987655]) {
    expect((await t.app.inject({ method: 'GET', url: `/api/prizes/${id}`, headers: bearer(token) })).statusCode).toBe(404);
  }
  // A session read twice: the second from the session cache.
  await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });
  // A mail: queued by the request, sent over SMTP by the job worker.
  await t.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password/init',
    payload: { email: DEMO_USERS.contractor.email, isAdmin: false },
  });
  await t.mailbox.waitFor(DEMO_USERS.contractor.email);
  await t.mailsSettled();

  const port = await freePort();
  server = await startMetricsServer(t.app, { port, host: '127.0.0.1' });
  expect(server.port).toBe(port);
  const res = await fetch(`http://127.0.0.1:${port}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
  text = await res.text();
});
afterAll(async () => {
  await server?.close();
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('Prometheus metrics on their own port', () => {
  it('times requests by route pattern, method and status: never the raw URL', () => {
    const count = 'http_request_duration_seconds_count';
    expect(sample(count, { route: '/api/health', method: 'GET', status_code: '200' })).toBe(1);
    expect(sample(count, { route: '/api/prizes/:id', method: 'GET', status_code: '404' })).toBe(2);
    expect(sample(count, { route: 'unmatched', method: 'GET', status_code: '404' })).toBe(1);
    expect(sample(count, { route: '/api/auth/reset-password/init', method: 'POST', status_code: '200' })).toBe(1);
    expect(text).not.toContain('987654');
    expect(text).not.toContain('nie-ma-takiej');
    const le = sample('http_request_duration_seconds_bucket', { route: '/api/health', le: '+Inf' });
    expect(le).toBe(1);
    const sum = sample('http_request_duration_seconds_sum', { route: '/api/health' })!;
    expect(sum).toBeGreaterThan(0);
    expect(sum).toBeLessThan(10);
  });

  it('has the database, job queue, cache, message, event-loop and process families', () => {
    const f = families();
    for (const family of [
      'http_request_duration_seconds histogram',
      'job_queue_jobs gauge',
      'job_queue_dead_letters gauge',
      'cache_hits_total counter',
      'cache_misses_total counter',
      'message_sends_total counter',
      'nodejs_eventloop_lag_p99_seconds gauge',
      'nodejs_eventloop_lag_seconds gauge',
      'process_cpu_seconds_total counter',
      'process_resident_memory_bytes gauge',
      'nodejs_heap_size_used_bytes gauge',
      'nodejs_gc_duration_seconds histogram',
    ]) {
      expect(f, family).toContain(family);
    }
    if (t.driver === 'postgres') {
      for (const family of [
        'db_pool_connections gauge',
        'db_pool_idle_connections gauge',
        'db_pool_waiting_clients gauge',
        'db_query_duration_seconds histogram',
      ])
        expect(f, family).toContain(family);
      expect(sample('db_pool_connections')).toBeGreaterThanOrEqual(1);
      expect(sample('db_pool_connections')).toBeLessThanOrEqual(20);
      expect(sample('db_pool_waiting_clients')).toBe(0);
      expect(sample('db_query_duration_seconds_count', { outcome: 'ok' })).toBeGreaterThan(5);
    } else {
      // The embedded database has one connection and no pool.
      expect(text).not.toMatch(/^db_pool_/m);
    }
    expect([...f].some((x) => /_total gauge$/.test(x))).toBe(false);
  });

  it('counts the mail sent, the caches used and the queues with their dead letters', () => {
    expect(sample('message_sends_total', { channel: 'email', outcome: 'sent' })).toBeGreaterThanOrEqual(1);
    expect(sample('message_sends_total', { channel: 'email', outcome: 'failed' })).toBe(0);
    expect(sample('message_sends_total', { channel: 'sms', outcome: 'sent' })).toBe(0);
    expect(sample('cache_hits_total', { cache: 'sessions' })).toBeGreaterThanOrEqual(1);
    expect(sample('cache_misses_total', { cache: 'sessions' })).toBeGreaterThanOrEqual(1);
    expect(sample('cache_misses_total', { cache: 'settings' })).toBeGreaterThanOrEqual(1);
    for (const state of ['ready', 'deferred', 'active', 'failed']) {
      expect(sample('job_queue_jobs', { queue: 'mail', state }), state).toBeGreaterThanOrEqual(0);
    }
    expect(sample('job_queue_jobs', { queue: 'mail-failed', state: 'ready' })).toBe(0);
    expect(sample('job_queue_dead_letters', { queue: 'mail' })).toBe(0);
  });

  // Debian's prometheus package; CI installs it (.ci). Without it only this check is skipped.
  it.skipIf(!hasPromtool)(
    `passes promtool check metrics with no lint warning${hasPromtool ? '' : ` — SKIPPED: ${PROMTOOL} is absent (apt-get install prometheus)`}`,
    () => {
      const run = spawnSync(PROMTOOL, ['check', 'metrics'], { input: text, encoding: 'utf8' });
      expect(`${run.stdout}${run.stderr}`.trim()).toBe('');
      expect(run.status).toBe(0);
    },
  );

  it('answers 404 for anything else on the metrics port', async () => {
    expect((await fetch(`http://127.0.0.1:${server!.port}/`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${server!.port}/metrics`, { method: 'POST' })).status).toBe(404);
  });

  it('counts a refused mail as failed, and shows it as a dead letter of the mail queue', async () => {
    t.mailbox.refuse(1);
    await t.app.inject({ method: 'POST', url: '/api/auth/reset-password/init', payload: { email: DEMO_USERS.admin.email, isAdmin: true } });
    await t.mailsSettled();
    // The queue counts are pg-boss's (its monitor's) and cached for JOB_COUNTS_TTL_MS here.
    const deadline = Date.now() + JOB_COUNTS_TTL_MS + 10_000;
    do {
      await new Promise((r) => setTimeout(r, 500));
      await scrape();
    } while (sample('job_queue_dead_letters', { queue: 'mail' }) === 0 && Date.now() < deadline);
    expect(sample('job_queue_dead_letters', { queue: 'mail' })).toBe(1);
    expect(sample('job_queue_jobs', { queue: 'mail-failed', state: 'ready' })).toBe(1);
    expect(sample('message_sends_total', { channel: 'email', outcome: 'failed' })).toBe(1);
  });

  it('never serves them on the public port: /metrics there is a real 404, not the web app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<div id="root">');
    expect((await t.app.inject({ method: 'GET', url: '/metrics/' })).statusCode).toBe(404);
    // …while any other page there is the web app.
    expect((await t.app.inject({ method: 'GET', url: '/home' })).statusCode).toBe(200);
  });
});

if (!hasPromtool)
  console.warn(`metrics.api.test.ts: ${PROMTOOL} is absent, the promtool check is SKIPPED (CI installs Debian's prometheus package)`);
