// Operator commands: `npm run jobs:run` (expire points now + ranking snapshot), `npm run stats:rebuild`
// (the statistics rollups rebuilt from the ledger; writes to the ledger wait while it runs).
// On the embedded database stop the server first (it holds the data directory).
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrateDatabase, openDatabase } from '@klub/db';
import { loadConfig } from './config';
import { queuedMailer, startJobQueue } from './jobs/queue';
import { createTokenService } from './plugins/access';
import { runLockedPass } from './jobs/scheduler';
import { runPeriodicJobs } from './periodic-jobs';

const command = process.argv[2];
const config = loadConfig();
const db = await openDatabase({ url: config.databaseUrl, dataDir: path.resolve(config.dataDir) });
await migrateDatabase(db);
const log = { info: console.log, error: console.error, warn: console.warn, debug: () => {} } as never;
// Mails a pass sends (training reminders) are queued; a running instance's workers deliver them.
const jobs = await startJobQueue(db, db.db, { settings: config.jobs, log });
const deps = { db: db.db, config, tokens: createTokenService(db.db, config), mailer: queuedMailer(jobs), log };
if (command === 'jobs') {
  // Under the same lock as the instances' hourly pass, so the two never run side by side.
  const result = await runLockedPass(deps, db, runPeriodicJobs);
  console.log(
    result
      ? JSON.stringify(result)
      : 'skipped: a running instance holds the periodic-jobs lock (its pass is under way); try again in a minute',
  );
} else if (command === 'stats-rebuild') {
  const started = Date.now();
  await db.db.execute(sql`select klub_stats_rebuild()`);
  await db.db.execute(sql`select klub_stats_people_rebuild()`);
  await db.db.execute(sql`select klub_stats_orders_rebuild()`);
  await db.db.execute(sql`select klub_stats_promotions_rebuild()`);
  console.log(
    `statistics rollups rebuilt from the ledger (active contractors and extra points included), the users and the orders in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
} else {
  console.error('usage: cli.ts jobs | stats-rebuild');
  process.exitCode = 2;
}
await jobs.stop();
await db.close();
