// npm run bench: every benchmark, each printed beside a baseline measured in the same run.
// PostgreSQL: BENCH_DATABASE_URL, or else a local server on 127.0.0.1:5432 when one answers
// (database klub_bench, created if missing and kept between runs so the 1 M codes are made once).
import { spawnSync } from 'node:child_process';
import pg from 'pg';

let url = process.env.BENCH_DATABASE_URL;
if (!url) {
  const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres', connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
    const { rowCount } = await admin.query("select 1 from pg_database where datname = 'klub_bench'");
    if (!rowCount) await admin.query('create database klub_bench');
    url = 'postgres://postgres@127.0.0.1:5432/klub_bench';
  } catch {
    console.warn('!!! no PostgreSQL on 127.0.0.1:5432 and no BENCH_DATABASE_URL: PostgreSQL benchmarks are skipped');
  } finally {
    await admin.end().catch(() => {});
  }
}
const res = spawnSync('npx', ['tsx', 'apps/server/bench/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, ...(url ? { BENCH_DATABASE_URL: url } : {}) },
});
process.exit(res.status ?? 1);
