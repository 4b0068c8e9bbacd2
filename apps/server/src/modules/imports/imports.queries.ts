import { and, count, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { ImportKind } from '@klub/contracts';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { csvImports, type Database } from '@klub/db';

/** The statements of the CSV import jobs (`imports.service.ts` holds the runner). */

type JobChange = PgUpdateSetSource<typeof csvImports>;

export const insertImport = (
  db: Database,
  values: Pick<typeof csvImports.$inferInsert, 'kind' | 'createdBy' | 'fileName' | 'content' | 'mode' | 'params' | 'status'>,
) => db.insert(csvImports).values(values).returning({ id: csvImports.id, status: csvImports.status });

const summaryColumns = {
  id: csvImports.id,
  kind: csvImports.kind,
  fileName: csvImports.fileName,
  mode: csvImports.mode,
  status: csvImports.status,
  totalRows: csvImports.totalRows,
  processedRows: csvImports.processedRows,
  insertedRows: csvImports.insertedRows,
  errorRows: csvImports.errorRows,
  failure: csvImports.failure,
  result: csvImports.result,
  createdAt: csvImports.createdAt,
  startedAt: csvImports.startedAt,
  finishedAt: csvImports.finishedAt,
};

/** One job with its errors and preview; `kind` narrows it. */
export const importById = (db: Database, id: number, kind?: ImportKind) =>
  db
    .select({ ...summaryColumns, errors: csvImports.errors, preview: csvImports.preview })
    .from(csvImports)
    .where(kind ? and(eq(csvImports.id, id), eq(csvImports.kind, kind)) : eq(csvImports.id, id));

/** The last 20 jobs of a kind. */
export const recentImportRows = (db: Database, kind: ImportKind) =>
  db.select(summaryColumns).from(csvImports).where(eq(csvImports.kind, kind)).orderBy(desc(csvImports.id)).limit(20);

/**
 * Takes one queued job, or a running one whose heartbeat is older than `staleSeconds` (SKIP LOCKED
 * lets several instances share the queue); `lock` is the run's token.
 */
export function claimJob(db: Database, lock: Date, staleSeconds: number) {
  const stale = sql`now() - make_interval(secs => ${staleSeconds})`;
  const next = db
    .select({ id: csvImports.id })
    .from(csvImports)
    .where(
      or(
        eq(csvImports.status, 'QUEUED'),
        and(eq(csvImports.status, 'RUNNING'), lt(sql`coalesce(${csvImports.heartbeatAt}, ${csvImports.lockedAt})`, stale)),
      ),
    )
    .orderBy(csvImports.id)
    .limit(1)
    .for('update', { skipLocked: true });
  return db
    .update(csvImports)
    .set({
      status: 'RUNNING',
      lockedAt: lock,
      heartbeatAt: sql`now()`,
      startedAt: sql`coalesce(${csvImports.startedAt}, now())`,
      totalRows: 0,
      processedRows: 0,
      insertedRows: 0,
      errorRows: 0,
      errors: [],
      preview: [],
      failure: null,
      finishedAt: null,
    })
    .where(eq(csvImports.id, sql`(${next})`))
    .returning({
      id: csvImports.id,
      kind: csvImports.kind,
      mode: csvImports.mode,
      params: csvImports.params,
      createdBy: csvImports.createdBy,
      content: csvImports.content,
    });
}

/** Changes a job only while run `lock` still holds it (no row: another instance took it over). */
export const changeOwnedJob = (db: Database, id: number, lock: Date, change: JobChange) =>
  db
    .update(csvImports)
    .set(change)
    .where(and(eq(csvImports.id, id), eq(csvImports.lockedAt, lock)))
    .returning({ id: csvImports.id });

/** The heartbeat and progress of a running job (the database's clock). */
export const beatOwnedJob = (db: Database, id: number, lock: Date, change: JobChange = {}) =>
  changeOwnedJob(db, id, lock, { ...change, heartbeatAt: sql`now()` });

export const queuedImports = async (db: Database): Promise<number> =>
  (await db.select({ n: count() }).from(csvImports).where(eq(csvImports.status, 'QUEUED')))[0]!.n;
