import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { RUNTIME_API_FILES } from './scripts/runtime-api-files.mjs';

/**
 * One Vitest run, several projects:
 *  - unit:         pure logic (contracts, server helpers) — no database
 *  - api-pglite:   API tests through buildApp().inject() on a fresh embedded Postgres per file
 *  - api-postgres: the same API tests on a real PostgreSQL server (TEST_DATABASE_URL);
 *                  skipped loudly when the variable is absent
 *  - web:          React component/unit tests in jsdom
 *  - e2e:          Playwright (playwright-core) driving Debian's Chromium against a real server
 */
const pgUrl = process.env.TEST_DATABASE_URL;
// CI (TEST_PGLITE=runtime): the PGlite project runs the runtime files only; the same CI run's Node 22
// pass runs every API file on PGlite (scripts/runtime-api-files.mjs says why that covers it).
const pgliteFiles = process.env.TEST_PGLITE === 'runtime' && pgUrl ? RUNTIME_API_FILES : ['apps/server/src/**/*.api.test.ts'];

export default defineConfig({
  test: {
    reporters: ['default'],
    // Vitest's default is one worker fewer than the cores, for its own process: on CI's 2 cores that
    // is one worker, and the whole suite ran file after file (1 449 s). The main process is idle
    // once the files are transformed, so a worker per core: 966 s on the same machine. And one more:
    // many files spend much of their time waiting, not computing — the real-process tests on their
    // servers' start, drain and takeover periods, the sign-in limits on their delays, the browser
    // tests on the page (the e2e files used 792 s of CPU, Chromium and server included, in 1 829 s
    // of file time on 2026-11-29) — and two workers left a core idle for much of the run.
    // VITEST_MAX_WORKERS overrides it.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? Math.max(2, availableParallelism()) + 1),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.unit.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api-pglite',
          include: pgliteFiles,
          environment: 'node',
          globalSetup: ['apps/server/src/testing/global-setup.ts'],
          env: { TEST_DB_DRIVER: 'pglite' },
          setupFiles: ['apps/server/src/testing/no-query-overlap.setup.ts'],
          // One process per worker for all its files, not one per file: every file builds its own app
          // on its own database (createTestApp), and importing the server's module graph afresh for
          // each of ~46 files was over half of the project's time (194 s → 83 s on 2 cores).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api-postgres',
          include: pgUrl ? ['apps/server/src/**/*.api.test.ts'] : ['apps/server/src/testing/postgres-absent.notice.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/src/testing/global-setup.ts'],
          env: { TEST_DB_DRIVER: 'postgres' },
          setupFiles: ['apps/server/src/testing/no-query-overlap.setup.ts'],
          isolate: false, // as api-pglite
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // The network is MSW's (apps/web/src/testing/network.ts): one server per file, each test's
          // handlers dropped after it, a fixture that breaks its route's contract fails the test.
          setupFiles: ['apps/web/src/testing/setup.ts'],
          // Each file in its own VM context (isolated: its own jsdom, module graph, toast host, query
          // caches and timers), in worker threads that keep the libraries they loaded natively (MUI,
          // React…) between files. With the default pool every file loaded them afresh: 372 s for the
          // project on 2 cores, 123 s with vmThreads (2026-11-27). `isolate: false` was no way out:
          // 10+ files failed on state another file left.
          pool: 'vmThreads',
          // Above the 30 s a test gives a screen to appear (SCREEN in apps/web/src/testing/render.tsx);
          // shorter limits cut tests mid-wait when the browser tests loaded both cores.
          testTimeout: 60_000,
          // mui-tiptap's CommonJS build (what Node resolves) brings a second copy of Tiptap, and the
          // editor then fails to mount ("Adding different instances of a keyed plugin"): use its
          // ES build, inlined, as the browser bundle does.
          alias: { 'mui-tiptap': fileURLToPath(new URL('./node_modules/mui-tiptap/dist/esm/index.js', import.meta.url)) },
          server: { deps: { inline: [/mui-tiptap/] } },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          environment: 'node',
          // The template database, and the run's one Chromium every file connects to.
          globalSetup: ['apps/server/src/testing/global-setup.ts', 'e2e/support/browser-server.ts'],
          env: { TEST_DB_DRIVER: pgUrl ? 'postgres' : 'pglite' },
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // Two files at a time (each its own server, database and Chromium): Vitest runs the projects
          // one after another, so with one file at a time a core sat idle through the e2e part of
          // CI (520 s → 339 s for 33 files on 2 cores, 2026-11-27).
          fileParallelism: true,
          // A browser on a loaded 2-core machine: a poll gets 10 s, not Vitest's 1 s.
          expect: { poll: { timeout: 10_000 } },
          // One more try for a browser test that fails (Playwright's own CI default is two). With two
          // files at once, each with its server and Chromium, the machine runs at a load of 10–11 on
          // 2 cores: a clean-clone run on 2026-11-29 failed the catalogue test on a 30 s click timeout
          // ('Dodaj wariant'), which passes alone in 28 s. A test that fails twice still fails, and
          // Vitest reports a retried pass.
          retry: 1,
        },
      },
    ],
  },
});
