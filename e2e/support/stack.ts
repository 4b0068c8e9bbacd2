import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject, onTestFailed } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../apps/server/src/testing/test-app';
import { freePort } from '../../apps/server/src/testing/server-process';
import { startImportWorker } from '../../apps/server/src/modules/imports/imports.worker';
import { IMPORT_KIND_HANDLERS } from '../../apps/server/src/import-kinds';
import { startJobQueue } from '../../apps/server/src/jobs/queue';
import { requestScopedDb } from '../../apps/server/src/lib/request-transaction';
import { CHROMIUM } from './chromium';

export { CHROMIUM };
/** The built web app; E2E_WEB_DIST points elsewhere when several builds must not share one folder. */
export const WEB_DIST = process.env.E2E_WEB_DIST ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist');

/** A real server (built web app + API on a fresh database) on a free port, a real SMTP receiver, and Debian's Chromium. */
export interface Stack {
  baseUrl: string;
  t: TestApp;
  browser: Browser;
  newPage(opts?: { width?: number; height?: number; consent?: boolean }): Promise<{ page: Page; context: BrowserContext }>;
  expireAllSessions(): Promise<void>;
  close(): Promise<void>;
}

/** `env`: extra server configuration (e.g. the live-chat stand-in's address). */
export async function startStack(env: Record<string, string> = {}): Promise<Stack> {
  if (!existsSync(path.join(WEB_DIST, 'index.html'))) throw new Error('apps/web/dist is missing: run npm run build first (npm test does)');
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium`);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const t = await createTestApp({ PUBLIC_URL: baseUrl, WEB_DIST_DIR: WEB_DIST, ...env });
  await t.app.listen({ port, host: '127.0.0.1' });
  // The CSV-import worker main.ts runs (buildApp `jobs`), on the stack's database and job queue.
  const jobs = await startJobQueue(t.db, requestScopedDb(t.db.db), { settings: t.config.jobs, log: t.app.log });
  await startImportWorker({ db: t.db.db, log: t.app.log, jobs }, IMPORT_KIND_HANDLERS);
  // The run's one Chromium (support/browser-server.ts): this file's own connection to it.
  const browser = await chromium.connect(inject('browserWs'));
  return {
    baseUrl,
    t,
    browser,
    async newPage({ width = 1366, height = 900, consent = true } = {}) {
      const context = await browser.newContext({
        baseURL: baseUrl,
        viewport: { width, height },
        locale: 'pl-PL',
        timezoneId: 'Europe/Warsaw',
      });
      // The script runs in every frame; a frame of another origin (a film's player) may deny storage.
      if (consent)
        await context.addInitScript(() => {
          try {
            window.localStorage.setItem('klub.cookieConsent', 'accepted');
          } catch {
            // not the app's document
          }
        });
      const page = await context.newPage();
      // On failure, keep a picture of what the browser showed (test-results/, ignored by git).
      onTestFailed(async ({ task }) => {
        const file = path.resolve('test-results', `${task.name.replace(/[^\w]+/g, '-').slice(0, 80)}.png`);
        await page.screenshot({ path: file, fullPage: true }).then(
          () => console.log(`screenshot: ${file}`),
          () => undefined,
        );
      });
      return { page, context };
    },
    async expireAllSessions() {
      await t.db.db.execute(sql`update sessions set expires_at = now() - interval '1 second'`);
      t.app.sessionCache.clear(); // as if the cache's 30 s had passed
    },
    async close() {
      await jobs.stop();
      await browser.close();
      await t.close();
    },
  };
}
