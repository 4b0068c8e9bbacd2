// npm run lighthouse: Lighthouse (desktop preset, performance) on the three pages issue 14 names —
// the member's dashboard (/home), the prize catalogue (/group) and the admin members list — against
// the built app on a fresh embedded database with the demo data, signed in as the demo accounts.
// Prints the score, LCP, FCP, TBT and CLS of each (median of LH_RUNS runs, 3 by default). Exit code
// 1 when a median score is under LH_MIN_SCORE (95) or a page did not open signed in; 2 when
// Lighthouse could not run at all. Needs `npm run build` first (npm test does it).
// LH_PAGES=<part of a name or path,…> measures only the pages it names.
// LH_REPORT_DIR=<folder> keeps each run's full report (JSON: open it in the Lighthouse viewer).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { measureColdLoad } from './cold-load.mjs';

const MIN_SCORE = Number(process.env.LH_MIN_SCORE ?? 95);
const RUNS = Number(process.env.LH_RUNS ?? 3);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

const freePort = () =>
  new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

async function waitUp(url) {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the server did not start at ${url}`);
}

async function signIn(base, email, password, isAdmin) {
  const res = await fetch(`${base}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, isAdmin }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email} answered ${res.status}`);
  return (await res.json()).accessToken;
}

/** Lighthouse on each page: one discarded run, then RUNS counted; prints the medians. */
async function measure(pages) {
  // One discarded run of each page first: the fresh server's first answers (JIT, database cache)
  // are not what a member meets.
  for (const [, pathname] of pages) {
    await lighthouse(
      `${base}${pathname}`,
      { port: cdpPort, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      desktopConfig,
    );
  }
  for (const [name, pathname] of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(
        `${base}${pathname}`,
        { port: cdpPort, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
        desktopConfig,
      );
      const { categories, audits } = result.lhr;
      if (process.env.LH_REPORT_DIR) {
        const file = path.join(process.env.LH_REPORT_DIR, `${pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '')}-${i + 1}.json`);
        writeFileSync(file, JSON.stringify(result.lhr));
      }
      runs.push({
        score: Math.round(categories.performance.score * 100),
        lcp: audits['largest-contentful-paint'].numericValue,
        fcp: audits['first-contentful-paint'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        final: result.lhr.finalDisplayedUrl,
      });
    }
    const m = (k) => median(runs.map((r) => r[k]));
    const score = m('score');
    const landed = new URL(runs.at(-1).final).pathname;
    const ok = score >= MIN_SCORE && landed === pathname;
    if (!ok) failed = true;
    console.log(
      `${ok ? 'ok  ' : 'FAIL'} ${name.padEnd(28)} score ${String(score).padStart(3)} (runs ${runs.map((r) => r.score).join(', ')})` +
        `  LCP ${Math.round(m('lcp'))} ms  FCP ${Math.round(m('fcp'))} ms  TBT ${Math.round(m('tbt'))} ms  CLS ${m('cls').toFixed(3)}` +
        (landed === pathname ? '' : `  — landed on ${landed}, not signed in?`),
    );
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const port = await freePort();
const cdpPort = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'klub-lh-'));
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: base,
    METRICS_PORT: '0',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let context;
let failed = false;
let crashed = false;
try {
  await waitUp(`${base}/api/health`);
  const memberToken = await signIn(base, 'wykonawca@klub.test', 'Wykonawca!2345', false);
  const adminToken = await signIn(base, 'admin@klub.test', 'Admin!2345', true);

  // One Chromium (Debian's) for both, in its default profile: Playwright puts the sessions in,
  // Lighthouse opens its tab over CDP in the same profile, so it sees the cookie and localStorage.
  context = await chromium.launchPersistentContext(path.join(dataDir, 'chromium'), {
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [`--remote-debugging-port=${cdpPort}`, '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  // LH_PAGES=admin (a part of the name or path, comma-separated) measures only those pages. The
  // public pages are measured only when named (LH_PAGES=Strona,Logowanie), signed out, before the
  // sessions go in.
  const only = process.env.LH_PAGES?.split(',').filter(Boolean);
  const named = ([name, pathname]) => !only || only.some((part) => name.includes(part) || pathname.includes(part));
  const publicPages = [
    ['Strona główna (/)', '/'],
    ['Logowanie (/login)', '/login'],
  ].filter(([name, pathname]) => only?.some((part) => name.includes(part) || pathname === part));
  const pages = [
    ['Pulpit członka (/home)', '/home'],
    ['Katalog nagród (/group)', '/group'],
    ['Członkowie klubu (admin)', '/admin/club-members/list'],
  ].filter(named);
  console.log(
    `Lighthouse ${desktopConfig.settings.formFactor} preset, performance only, median of ${RUNS} runs; pass: score ≥ ${MIN_SCORE}`,
  );
  const page = await context.newPage();
  await page.goto(`${base}/api/health`);
  // The cookie decision is made (a signed-out visitor who accepted cookies): the banner is not measured.
  await page.evaluate(() => localStorage.setItem('klub.cookieConsent', new Date().toISOString()));
  await measure(publicPages);
  // The storage first, on a page that is not the app: the app ends a session that has no cookie
  // decision (spec §4), so the member's cookie goes in only once the consent is there.
  await page.evaluate((token) => localStorage.setItem('klub.adminToken', token), adminToken);
  await context.addCookies([{ name: 'klub_token', value: memberToken, url: base }]);
  await measure(pages);
  // The member's dashboard loaded cold (no cache), timed to its first heading, with its waterfall.
  if (named(['Pulpit członka (/home)', '/home']))
    await measureColdLoad({
      base,
      pathname: '/home',
      session: {
        cookies: [{ name: 'klub_token', value: memberToken }],
        storage: [
          ['klub.cookieConsent', new Date().toISOString()],
          ['klub.collectsPoints', '1'], // a returning member's browser knows they collect points (boot/early-start.ts)
        ],
      },
    });
} catch (error) {
  console.error('!!! Lighthouse could not run:', error);
  crashed = true;
} finally {
  await context?.close();
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(crashed ? 2 : failed ? 1 : 0);
