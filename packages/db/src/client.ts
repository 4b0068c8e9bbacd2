import { createRequire } from 'node:module';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgDialect, PgQueryResultHKT, PgSession } from 'drizzle-orm/pg-core';
import { sql, type Query, type SQL } from 'drizzle-orm';
import pg from 'pg';
import lockfile from 'proper-lockfile';
import * as schema from './schema/index';
import { isStalePlan, nameQuery, StatementNames } from './statement-names';

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
  /** The server's connection string (the job queue opens its own small pool with it). */
  url?: string;
  /**
   * PostgreSQL only: `observer` hears the duration of every query of the pool's connections (seconds,
   * from the call to its answer) and whether it succeeded; undefined stops it. One at a time (metrics).
   */
  observeQueries?: (observer: QueryObserver | undefined) => void;
}

export type QueryObserver = (seconds: number, ok: boolean) => void;

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
  // JIT off: it compiles any plan costed over 100 000 — the reports' index loops over thousands of
  // members among them — and the compiling took 300 ms of a 360 ms query (docs/operations.md).
  const pool = new pg.Pool({ connectionString: url, max, options: '-c jit=off' });
  // An idle connection can die (server restart, failover, admin termination). node-postgres
  // reports it on the pool; unhandled, that event would crash the process. The pool replaces it.
  pool.on('error', (err) => {
    if (!UNAVAILABLE_CODES.has((err as { code?: string }).code ?? ''))
      console.error(`PostgreSQL idle connection error: ${(err as { code?: string }).code ?? err.name}`);
  });
  // …and a connection checked out of the pool (a transaction, the LISTEN connection, a lock
  // holder) has no listener of the pool's: every client gets its own, for its whole life.
  // Hot parameterised statements are prepared once per connection (statement-names.ts).
  const statementNames = new StatementNames();
  const observer: { current?: QueryObserver } = {};
  pool.on('connect', (client) => guardClient(client, statementNames, observer));
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    driver: 'postgres',
    pool,
    url,
    observeQueries: (fn) => {
      observer.current = fn;
    },
    ping: () => pingDb(db),
    close: () => pool.end(),
  };
}

/** SQLSTATEs and socket codes that mean "the database is gone or overloaded for now" (answered 503, not 500). */
const UNAVAILABLE_CODES = new Set([
  '53300',
  '53400',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
]);

/** connection_failure: what a query on a connection that is already gone is tagged with. */
const CONNECTION_FAILURE = '08006';

/** True when `err` (or an error it wraps, e.g. drizzle's "Failed query") says the database is unavailable for now. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (
    let e = err as { code?: unknown; cause?: unknown } | undefined, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = e.cause as typeof e, depth++
  ) {
    if (typeof e.code === 'string' && UNAVAILABLE_CODES.has(e.code)) return true;
  }
  return false;
}

type QueryArgs = unknown[];
interface GuardedClient {
  _ending?: boolean;
  _ended?: boolean;
  _queryable?: boolean;
  query: (...args: QueryArgs) => unknown;
}

/**
 * One 'error' listener per client, so a terminated backend never becomes an unhandled 'error'
 * event (which kills the process). The error is remembered: node-postgres answers later queries
 * on the dead connection with a code-less "not queryable" error — e.g. drizzle's ROLLBACK after a
 * failed statement, which then replaces the original error — so those are tagged with the code
 * of what broke the connection (57P01 when terminated, otherwise 08006). The pool drops such a
 * client on release (it is no longer queryable); PostgreSQL rolled its transaction back.
 */
function guardClient(client: pg.PoolClient, statementNames: StatementNames, observer: { current?: QueryObserver }) {
  let lostWith: { code?: string } | undefined;
  client.on('error', (err) => {
    lostWith ??= err as { code?: string };
  });
  const c = client as unknown as GuardedClient;
  const tag = (err: unknown) => {
    if (
      err &&
      typeof err === 'object' &&
      !(err as { code?: unknown }).code &&
      (lostWith || c._ended || c._ending || c._queryable === false)
    ) {
      (err as { code?: string }).code = lostWith?.code && UNAVAILABLE_CODES.has(lostWith.code) ? lostWith.code : CONNECTION_FAILURE;
    }
    return err;
  };
  const query = c.query.bind(client);
  c.query = (...args: QueryArgs) => {
    const named = nameQuery(statementNames, args);
    const failed = (err: unknown) => {
      if (named && isStalePlan(err)) statementNames.ban(named);
      return tag(err);
    };
    // Timed only while someone listens: one performance.now() pair per query.
    const observe = observer.current;
    const start = observe ? performance.now() : 0;
    const last = args[args.length - 1];
    if (typeof last === 'function') {
      args[args.length - 1] = (err: unknown, res: unknown) => {
        observe?.((performance.now() - start) / 1000, !err);
        (last as (e: unknown, r: unknown) => void)(err && failed(err), res);
      };
      return query(...args);
    }
    const result = query(...args);
    if (!(result instanceof Promise)) return result;
    const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: unknown } | undefined)?.text;
    const isBegin = typeof text === 'string' && /^\s*begin\b/i.test(text);
    const onError = (err: unknown) => {
      // drizzle-orm 0.45 (node-postgres) sends BEGIN before the try/finally that releases the
      // client, so a BEGIN that fails (a connection terminated just as it was handed out) would
      // keep the client checked out for ever, and a few of those exhaust the pool (drizzle-team/
      // drizzle-orm#6241). Release it here, destroying it; drizzle never touches it again.
      if (isBegin) releaseOnce(client, err);
      return Promise.reject(failed(err));
    };
    if (!observe) return result.catch(onError);
    return result.then(
      (res: unknown) => {
        observe((performance.now() - start) / 1000, true);
        return res;
      },
      (err: unknown) => {
        observe((performance.now() - start) / 1000, false);
        return onError(err);
      },
    );
  };
}

function releaseOnce(client: pg.PoolClient, err: unknown) {
  const release = client.release;
  client.release = () => undefined;
  try {
    release.call(client, err instanceof Error ? err : new Error(String(err)));
  } catch {
    // not checked out (already back in the pool): nothing to release
  }
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

export interface SchemaStatus {
  /** The newest migration the database has (its file's name without .sql), or null when none. */
  database: string | null;
  /** The newest migration this code ships. */
  code: string;
  /** How many of the code's migrations the database lacks (0 when it is current, or ahead: a newer release migrated it). */
  pending: number;
  /** Why this code cannot serve the database, in one line; null when it can. */
  problem: string | null;
}

/**
 * Where the database's schema stands against this code's migrations: the journal beside them
 * against drizzle's record of applied ones (`drizzle.__drizzle_migrations`, by the journal's `when`).
 * A database ahead of the code (the next release's expand step applied) is fine: see the
 * expand/contract rule in docs/operations.md.
 */
export async function schemaStatus(handle: Pick<DbHandle, 'db'>, migrationsFolder = MIGRATIONS_DIR): Promise<SchemaStatus> {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number; tag: string }[];
  };
  const entries = [...journal.entries].sort((a, b) => a.when - b.when);
  const code = entries.at(-1)?.tag ?? '(none)';
  let applied: number | null = null;
  try {
    const rows = await queryRows<{ created_at: string | number }>(
      handle.db,
      sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    applied = rows[0] ? Number(rows[0].created_at) : null;
  } catch (err) {
    // No migrations table (or schema) yet: nothing applied. Anything else (database away) is thrown.
    const code = (err as { code?: string; cause?: { code?: string } }).code ?? (err as { cause?: { code?: string } }).cause?.code;
    if (code !== '42P01' && code !== '3F000') throw err;
  }
  const pending = entries.filter((e) => applied === null || e.when > applied).length;
  const database = applied === null ? null : (entries.filter((e) => e.when <= applied).at(-1)?.tag ?? `(unknown migration of ${applied})`);
  return {
    database,
    code,
    pending,
    problem: pending
      ? `database schema behind the code: ${database ?? 'no migrations applied'}, the code needs ${code} (${pending} pending; run npm run db:migrate)`
      : null,
  };
}

/**
 * A column's bare name for a hand-written statement where PostgreSQL refuses a qualified one:
 * an INSERT column list, an ON CONFLICT target, the left side of SET (`${bare(users.email)}`).
 */
export const bare = (column: { name: string }) => sql.identifier(column.name);

/** An INSERT's column list of bare names: `insert into ${t} (${names([t.a, t.b])})`. */
export const names = (columns: { name: string }[]) => sql.join(columns.map(bare), sql`, `);

/** Raw SQL returning rows, typed, the same on PGlite and node-postgres (both answer `{ rows }`). */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Statements built so far: each one's name. */
let builtStatements = 0;

/**
 * A hand-written statement built once — its text and parameter list — and then run with values
 * for its `sql.placeholder(name)`s: for the hottest reads, where building a nested query on every
 * request cost more Node time than PostgreSQL took to run it (a member's points: drizzle's
 * building was a fifth of the request). On a server the text is then also a named statement
 * (statement-names.ts) — always, whatever its length: the registry leaves texts over its MAX_TEXT
 * unnamed (reports), and the redemption statement with the campaigns' and the guard's steps is
 * 12 kB, so it was parsed and planned on every run (1.4 ms of PostgreSQL's CPU per code; 3 315 →
 * about 550 redemptions/s). Same answers on PGlite and node-postgres (`{ rows }`).
 */
export function builtStatement<T, V extends Record<string, unknown>>(build: () => SQL): (db: Database, values: V) => Promise<T[]> {
  let query: Query | undefined;
  // Its own name, unique in the process ('b…'; the registry's are 'k…'): prepared once per connection.
  const name = `b${++builtStatements}`;
  return async (db, values) => {
    const d = db as unknown as { dialect: PgDialect; session: PgSession };
    query ??= d.dialect.sqlToQuery(build());
    const result = (await d.session.prepareQuery(query, undefined, name, false).execute(values)) as { rows: T[] };
    return result.rows;
  };
}
