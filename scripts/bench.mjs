// npm run bench: every benchmark, each printed beside a baseline measured in the same run.
// Uses PostgreSQL when BENCH_DATABASE_URL is set (e.g. postgres://postgres@127.0.0.1:5432/klub_bench),
// otherwise in-memory PGlite.
import { spawnSync } from 'node:child_process';

const res = spawnSync('npx', ['tsx', 'apps/server/bench/main.ts'], { stdio: 'inherit' });
process.exit(res.status ?? 1);
