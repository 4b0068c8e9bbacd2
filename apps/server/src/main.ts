import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrateDatabase, openDatabase } from '@klub/db';
import { ConfigError, loadConfig } from './config';
import { buildApp } from './app';
import { ensureInitialAdmin, seedDemo, warnAboutDemoAccounts } from './seed';
import { seedDemoActivity } from './seed-activity';
import { seedDemoContent } from './seed-content';
import { unsupportedNodeMessage } from './runtime';

async function main() {
  const runtimeProblem = unsupportedNodeMessage(process.version);
  if (runtimeProblem) {
    console.error(runtimeProblem);
    process.exit(1);
  }
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  // apps/server/{src,dist}/main.* → apps/web/dist
  const here = path.dirname(fileURLToPath(import.meta.url));
  config.webDistDir ??= path.resolve(here, '../../web/dist');

  const db = await openDatabase({ url: config.databaseUrl, dataDir: path.resolve(config.dataDir), poolMax: config.databasePoolMax });
  await migrateDatabase(db);
  const app = await buildApp({ config, db, jobs: true });
  app.log.info({ driver: db.driver, dataDir: db.driver === 'pglite' ? path.resolve(config.dataDir) : undefined }, 'database ready');
  if (config.seedDemo) {
    await seedDemo(db.db);
    await seedDemoActivity(db.db);
    await seedDemoContent(db.db);
  }
  await ensureInitialAdmin(db.db, config, app.log);
  const demoAccounts = await warnAboutDemoAccounts(db.db, config, app.log);
  if (demoAccounts.length) {
    process.stderr.write(
      `\n!!! DEMO ACCOUNTS (${demoAccounts.join(', ')}) with passwords published in the README exist on ${new URL(config.databaseUrl!).host}.\n` +
        '!!! Delete them, and start with NODE_ENV=production (or SEED_DEMO=false) so they are not created again.\n\n',
    );
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  // Started as a child with an IPC channel (the fault-injection tests): say it listens.
  process.send?.('ready');
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
