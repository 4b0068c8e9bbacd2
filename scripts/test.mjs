// The whole test suite, as `npm test`: lint, typecheck, the import plan (check:imports), a client
// generated from the OpenAPI document typechecks (check:client), build (the e2e tests drive the
// built app), then every Vitest project in one run. Ends with the plain count line CI reads:
// "N passed, N failed".
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const run = (cmd, args, opts = {}) => {
  const started = Date.now();
  console.log(`\n▶ ${cmd} ${args.join(' ')}`);
  const res = spawnSync(cmd, args, { stdio: 'inherit', ...opts });
  console.log(`  (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return res.status ?? 1;
};

/** Runs an npm script with its output kept, to print whole when it ends (two run at once). */
const runQuiet = (script) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', script, '--silent'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => {
      console.log(
        `\n▶ npm run ${script} --silent\n${out.trimEnd()}${out.trim() ? '\n' : ''}  (${((Date.now() - started) / 1000).toFixed(1)} s)`,
      );
      resolve(code ?? 1);
    });
  });

const skipStatic = process.argv.includes('--no-static');
if (!skipStatic) {
  // Two lanes, one per core: typecheck (the longest: 100 s beside the others) next to lint, the
  // import plan (dependency-cruiser), format, client and drizzle checks (about 72 s together) and
  // then the build (15 s), which fits in the first lane's shadow instead of running after both.
  const lane = async (scripts) => {
    for (const script of scripts) if ((await runQuiet(script)) !== 0) return script;
    return null;
  };
  const failed = (
    await Promise.all([lane(['typecheck']), lane(['lint', 'check:imports', 'format:check', 'check:client', 'db:check', 'build'])])
  ).find(Boolean);
  if (failed) {
    console.error(`\nnpm run ${failed} failed`);
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
}

if (!process.env.TEST_DATABASE_URL) {
  console.warn('\n!!! TEST_DATABASE_URL is not set: API tests run on PGlite only; the PostgreSQL project is skipped.');
}
if (!existsSync('/usr/bin/chromium')) {
  console.warn('!!! /usr/bin/chromium is missing: end-to-end tests will fail. Install it: apt-get install -y chromium');
}

const dir = mkdtempSync(path.join(tmpdir(), 'klub-test-'));
const report = path.join(dir, 'vitest.json');
const extra = process.argv.slice(2).filter((a) => a !== '--no-static');
const status = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...extra]);

let summary = 'Tests: 0 passed, 1 failed';
if (existsSync(report)) {
  const r = JSON.parse(readFileSync(report, 'utf8'));
  const skipped = (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  const failed = r.numFailedTests + (status !== 0 && r.numFailedTests === 0 ? 1 : 0);
  summary = `Tests: ${r.numPassedTests} passed, ${failed} failed, ${skipped} skipped`;
  const byProject = {};
  for (const file of r.testResults ?? []) {
    for (const a of file.assertionResults ?? []) {
      const project = file.name.includes('/e2e/')
        ? 'e2e'
        : file.name.includes('.api.test.')
          ? 'api'
          : file.name.includes('/apps/web/')
            ? 'web'
            : 'unit/other';
      byProject[project] ??= { passed: 0, failed: 0, skipped: 0 };
      const key = a.status === 'passed' ? 'passed' : a.status === 'failed' ? 'failed' : 'skipped';
      byProject[project][key]++;
    }
  }
  console.log('\nBy kind (api counts both PGlite and PostgreSQL runs):');
  for (const [k, v] of Object.entries(byProject))
    console.log(`  ${k.padEnd(11)} ${v.passed} passed, ${v.failed} failed, ${v.skipped} skipped`);
}
rmSync(dir, { recursive: true, force: true });
console.log(`\n${summary}`);
process.exit(status);
