// `npm run db:migrate`: the release step that applies pending migrations (docs/operations.md,
// "Database"). Reads only DATABASE_URL (or, outside production, the embedded database in DATA_DIR),
// so the step needs no mail server or secrets. Idempotent: a second run applies nothing. Several at
// once are serialised by migrateDatabase's advisory lock.
import path from 'node:path';
import { migrateDatabase, openDatabase, schemaStatus } from '@klub/db';

async function run(): Promise<number> {
  const url = process.env.DATABASE_URL || undefined;
  if (!url && process.env.NODE_ENV === 'production') {
    console.error('DATABASE_URL: required when NODE_ENV=production (postgres://…); nothing was migrated');
    return 1;
  }
  const dataDir = path.resolve(process.env.DATA_DIR || '.data/pglite');
  const db = await openDatabase(url ? { url, poolMax: 2 } : { dataDir });
  try {
    const started = Date.now();
    const before = await schemaStatus(db);
    await migrateDatabase(db);
    const after = await schemaStatus(db);
    const where = url ? new URL(url).host + new URL(url).pathname : `embedded database in ${dataDir}`;
    if (after.pending) {
      console.error(`migrations: ${after.problem} (${where})`);
      return 1;
    }
    console.log(
      before.pending
        ? `migrations: applied ${before.pending} (${before.database ?? 'empty database'} → ${after.database}) on ${where} in ${Date.now() - started} ms`
        : `migrations: up to date at ${after.database} on ${where}; nothing applied`,
    );
    return 0;
  } finally {
    await db.close();
  }
}

run().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`migrations failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
