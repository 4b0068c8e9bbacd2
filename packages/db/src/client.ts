import { createRequire } from 'node:module';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import lockfile from 'proper-lockfile';
import * as schema from './schema/index';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DbHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** true when a trivial query answers. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** The embedded instance, for tests that snapshot it (dumpDataDir). */
  pglite?: PGlite;
  /** The server connection pool. */
  pool?: pg.Pool;
}

export interface OpenOptions {
  /** postgres://… — use a PostgreSQL server. Without it the embedded PGlite is used. */
  url?: string;
  /** PGlite data directory (persisted). Omitted: in-memory. */
  dataDir?: string;
  /** PGlite: start from a dumped data directory (tests). */
  loadDataDir?: PGliteOptions['loadDataDir'];
  /** PostgreSQL pool size. */
  poolMax?: number;
}

const require = createRequire(import.meta.url);
export const MIGRATIONS_DIR = path.join(path.dirname(require.resolve('@klub/db/package.json')), 'migrations');

export class DataDirLockedError extends Error {
  constructor(dir: string) {
    super(
      `DATA_DIR ${dir} is in use by another running process (embedded database lock held). ` +
        'Stop that process or point DATA_DIR at another directory.',
    );
  }
}

export async function openDatabase(opts: OpenOptions): Promise<DbHandle> {
  if (opts.url) return openPostgres(opts.url, opts.poolMax ?? 10);
  return openPglite(opts);
}

// int8 (bigserial ids, counts) as JS numbers, as PGlite returns them: ids stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

async function openPostgres(url: string, max: number): Promise<DbHandle> {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection can die (server restart, failover, admin termination). node-postgres
  // reports it on the pool; unhandled, that event would crash the process. The pool replaces it.
  pool.on('error', (err) => {
    if ((err as { code?: string }).code !== '57P01') console.error(`PostgreSQL idle connection error: ${err.message}`);
  });
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    driver: 'postgres',
    pool,
    ping: () => pingDb(db),
    close: () => pool.end(),
  };
}

async function openPglite(opts: OpenOptions): Promise<DbHandle> {
  let release: (() => Promise<void>) | undefined;
  if (opts.dataDir) {
    // PGlite does not lock its directory; two processes on one directory corrupt it. Guard it here.
    mkdirSync(opts.dataDir, { recursive: true });
    try {
      release = await lockfile.lock(opts.dataDir, { stale: 15_000, update: 5_000 });
    } catch (err) {
      if ((err as { code?: string }).code === 'ELOCKED') throw new DataDirLockedError(opts.dataDir);
      throw err;
    }
  }
  try {
    const client = new PGlite({ dataDir: opts.dataDir, loadDataDir: opts.loadDataDir, extensions: { pg_trgm } });
    await client.waitReady;
    const db = drizzlePglite(client, { schema }) as unknown as Database;
    return {
      db,
      driver: 'pglite',
      pglite: client,
      ping: () => pingDb(db),
      close: async () => {
        await client.close();
        await release?.();
      },
    };
  } catch (err) {
    await release?.();
    throw err;
  }
}

async function pingDb(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** Applies the committed SQL migrations. On a server, several instances may start at once: an advisory lock serialises them. */
export async function migrateDatabase(handle: DbHandle, migrationsFolder = MIGRATIONS_DIR): Promise<void> {
  if (handle.driver === 'pglite') {
    await migratePglite(handle.db as never, { migrationsFolder });
    return;
  }
  const LOCK_ID = 727_411_001;
  // The lock is held by one dedicated connection for the whole run (session-level lock).
  const lockClient = await handle.pool!.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [LOCK_ID]);
    await migratePg(handle.db as never, { migrationsFolder });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [LOCK_ID]).catch(() => undefined);
    lockClient.release();
  }
}

/** Raw SQL returning rows, typed, the same on PGlite and node-postgres (both answer `{ rows }`). */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
