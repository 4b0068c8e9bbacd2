// npm run test:node22 — the API suite on the embedded database (PGlite) on Node 22, the
// maintenance LTS the server also supports. What differs between Node versions is the runtime:
// the WASM database, argon2's native addon, fetch, streams, AsyncLocalStorage. The PostgreSQL
// project adds nothing Node-specific (the same pg driver in JavaScript), so it runs on Node 24 only:
// that halves this pass (about 150 s of CI time). `npm test` runs everything on Node 24 (the
// `node` devDependency); this brings Node 22 the same way — the registry package node@22, whose
// install step fetches the matching node-linux-* package from the npm registry — into
// .cache/node22 (kept, ignored by git), then runs Vitest's API projects with that binary.
// Prints the plain count line "Node 22 API: N passed, N failed, N skipped".
//
// Not the whole API suite (60 files, 148 s of a 2-core CI run): the files that exercise what a Node
// version changes (scripts/runtime-api-files.mjs says which and why). `npm run test:node22 -- --all`
// runs every API file: CI does, and runs only the runtime files on PGlite under Node 24.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RUNTIME_API_FILES } from './runtime-api-files.mjs';

const NODE22 = '22.23.3';
const prefix = path.resolve('.cache/node22');
const bin = path.join(prefix, 'node_modules/.bin/node');

const version = () => spawnSync(bin, ['--version'], { encoding: 'utf8' }).stdout?.trim();
if (!existsSync(bin) || version() !== `v${NODE22}`) {
  console.log(`▶ installing node@${NODE22} into ${prefix}`);
  mkdirSync(prefix, { recursive: true });
  const res = spawnSync(
    'npm',
    ['install', '--prefix', prefix, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', `node@${NODE22}`],
    { stdio: 'inherit' },
  );
  if (res.status !== 0 || version() !== `v${NODE22}`) {
    console.error(`could not install node@${NODE22}`);
    console.log('Node 22 API: 0 passed, 1 failed');
    process.exit(1);
  }
}
console.log(`▶ API suite on ${version()} (${bin})`);

const projects = ['--project', 'api-pglite'];
const RUNTIME_FILES = RUNTIME_API_FILES;
const all = process.argv.includes('--all');
const args = process.argv.slice(2).filter((a) => a !== '--all');
const dir = mkdtempSync(path.join(tmpdir(), 'klub-node22-'));
const report = path.join(dir, 'vitest.json');
const started = Date.now();
const run = spawnSync(
  bin,
  [
    'node_modules/vitest/vitest.mjs',
    'run',
    ...projects,
    ...(all ? [] : RUNTIME_FILES),
    '--reporter=dot',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...args,
  ],
  {
    stdio: 'inherit',
    // Vitest's workers are forked with process.execPath, so every test file runs on this Node too.
    // `--all` is every API file on PGlite: CI's TEST_PGLITE=runtime (which keeps npm test's PGlite
    // project to the runtime files) must not narrow this pass too.
    env: { ...process.env, KLUB_EXPECT_NODE_MAJOR: '22', ...(all ? { TEST_PGLITE: 'all' } : {}) },
  },
);
console.log(`  (${((Date.now() - started) / 1000).toFixed(1)} s)`);
let line = 'Node 22 API: 0 passed, 1 failed';
if (existsSync(report)) {
  const r = JSON.parse(readFileSync(report, 'utf8'));
  const failed = r.numFailedTests + (run.status !== 0 && r.numFailedTests === 0 ? 1 : 0);
  line = `Node 22 API: ${r.numPassedTests} passed, ${failed} failed, ${(r.numPendingTests ?? 0) + (r.numTodoTests ?? 0)} skipped`;
}
rmSync(dir, { recursive: true, force: true });
console.log(`\n${line}`);
process.exit(run.status ?? 1);
