import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type DbHandle } from '@klub/db';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { seedDemo, DEMO_USERS } from '../seed';
import { startMailbox, type Mailbox } from './smtp';
import { adminQuery, withDatabase } from './global-setup';

export interface TestApp {
  app: FastifyInstance;
  db: DbHandle;
  config: Config;
  mailbox: Mailbox;
  driver: 'pglite' | 'postgres';
  /**
   * Waits until every queued e-mail job has been handed to the SMTP receiver (or failed for good):
   * what a test asserts "no mail was sent" after. Mails are queued, so without it such a check
   * would pass before a wrongly queued mail arrived.
   */
  mailsSettled(timeoutMs?: number): Promise<void>;
  /** Signs in through the API and returns the access token. */
  signIn(email: string, password: string, isAdmin?: boolean): Promise<string>;
  close(): Promise<void>;
}

/** A fresh database for this test file: PGlite from the migrated snapshot, or a clone of the PostgreSQL template. */
export async function openTestDatabase(): Promise<{ handle: DbHandle; drop: () => Promise<void>; url?: string }> {
  if (process.env.TEST_DB_DRIVER === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const template = inject('pgTemplate');
    const name = `${template}_t${randomBytes(4).toString('hex')}`;
    await adminQuery(url, `create database ${name} template ${template}`);
    const handle = await openDatabase({ url: withDatabase(url, name), poolMax: 20 });
    return {
      handle,
      url: withDatabase(url, name),
      drop: async () => {
        await handle.close();
        await adminQuery(url, `drop database if exists ${name} with (force)`);
      },
    };
  }
  const snapshot = readFileSync(inject('pgliteSnapshot'));
  const handle = await openDatabase({ loadDataDir: new Blob([snapshot]) });
  return { handle, drop: () => handle.close() };
}

export async function createTestApp(
  env: Record<string, string> = {},
  opts: { seed?: boolean; logStream?: { write(line: string): void } } = {},
): Promise<TestApp> {
  const mailbox = await startMailbox();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    SMTP_URL: mailbox.url,
    PUBLIC_URL: 'http://klub.test',
    // Exact ranking positions after every change (ranking.api.test.ts tests the kept distribution).
    RANKING_REFRESH_SECONDS: '0',
    // Mails are delivered by the job queue: a new job wakes the workers at once (LISTEN/NOTIFY); a
    // refused mail is retried soon. The poll and the monitor keep their production periods: every
    // file's app runs them, and at 0.5 s and 2 s they cost the suite minutes of CPU (844 → 1 326 s
    // in CI). Tests of retries and dead instances set faster ones themselves.
    MAIL_RETRY_DELAY_SECONDS: '1',
    ...env,
  });
  const { handle, drop } = await openTestDatabase();
  if (opts.seed !== false) await seedDemo(handle.db);
  const app = await buildApp({ config, db: handle, logStream: opts.logStream });
  await app.ready();
  return {
    app,
    db: handle,
    config,
    mailbox,
    driver: handle.driver,
    async mailsSettled(timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const [row] = await queryRows<{ n: number }>(
          handle.db,
          sql`select count(*)::int as n from pgboss.job where name = 'mail' and state in ('created', 'retry', 'active')`,
        );
        if (row!.n === 0) return;
        if (Date.now() > deadline) throw new Error(`${row!.n} mail jobs still queued after ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    async signIn(email, password, isAdmin = false) {
      const res = await app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password, isAdmin } });
      if (res.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
      return res.json().accessToken as string;
    },
    async close() {
      await app.close();
      await mailbox.close();
      await drop();
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
export const json = (res: LightMyRequestResponse) => res.json() as Record<string, unknown>;
export { DEMO_USERS };
