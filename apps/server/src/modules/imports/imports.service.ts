import type { FastifyBaseLogger } from 'fastify';
import { CSV_MESSAGES, type ImportJob, type ImportKind, type ImportMode, type ImportSummary } from '@klub/contracts';
import { isDatabaseUnavailable, type csvImports, type Database } from '@klub/db';
import { AppError, badRequest, notFound } from '../../errors';
import { decodeCsv, LineErrors, parseCsvRows, readCsvHeader, type CsvHeader, type CsvRow, type CsvSpec } from '../../lib/csv-import';
import { isoTime } from '../../lib/time';
import { loggedRun, recordJobAudit } from '../../lib/job-log';
import { beatOwnedJob, changeOwnedJob, claimJob, importById, insertImport, recentImportRows } from './imports.queries';

/**
 * The CSV import job, whatever the file holds. The upload is checked (encoding, header) and stored
 * as a QUEUED job; `runPendingImports` — run by the worker of each instance (imports.worker.ts) or
 * called directly by tests — validates every row through the kind's checks, writing progress per
 * chunk, then (unless a dry run) inserts in one transaction. Several instances share the queue
 * (SKIP LOCKED); a job whose instance died (heartbeat silent) is taken again.
 */

export const CHUNK = 1000;
const MAX_ERRORS = 1000;
const PREVIEW_ROWS = 20;
/** While it runs a job, an instance writes the job's `heartbeat_at` this often (database clock)… */
export const HEARTBEAT_MS = 5_000;
/** …so a RUNNING job whose heartbeat is older than this was left by a dead instance and is taken again. */
export const STALE_AFTER_MS = 20_000;

export interface LineError {
  line: number;
  message: string;
}

export interface ClaimedJob {
  id: number;
  kind: ImportKind;
  mode: ImportMode;
  params: Record<string, unknown>;
  createdBy: number | null;
  content: Buffer;
}

/** What one kind of file brings to the job: its columns, its row checks, its preview and its insert. */
export interface ImportKindHandler<F extends string = string, Row extends { line: number } = { line: number }> {
  spec: CsvSpec<F>;
  /** Per job: the checks' state (regions by name, keys seen in earlier lines…). */
  checker(db: Database, job: ClaimedJob, header: CsvHeader<F>): Promise<RowChecker<F, Row>>;
  /** A valid row as the admin's preview shows it. */
  preview(row: Row): Record<string, unknown>;
  /**
   * Inside the job's last transaction: writes the rows. A row refused meanwhile (its unique key
   * taken since the check) comes back as a line error; ALL_OR_NOTHING then rolls everything back.
   */
  insert(tx: Database, rows: Row[], job: ClaimedJob): Promise<{ inserted: number; refused: LineError[]; result?: Record<string, unknown> }>;
}
export interface RowChecker<F extends string, Row> {
  /** A chunk of rows: a line error for each bad one (it may ask the database), the good ones back. */
  check(rows: CsvRow<F>[], errors: LineErrors<LineError>): Promise<Row[]>;
}
export type ImportKinds = { [K in ImportKind]: ImportKindHandler<string, { line: number }> };

/** Stores the upload as a QUEUED job after the checks that need no rows (encoding, header): those answer at once. */
export async function queueImport(
  db: Database,
  spec: CsvSpec<string>,
  input: {
    kind: ImportKind;
    content: Buffer;
    mode: ImportMode;
    fileName?: string;
    adminId: number | null;
    params?: Record<string, unknown>;
  },
) {
  readCsvHeader(decodeCsv(input.content), spec);
  const fileName = (input.fileName || 'import.csv').replace(/[\r\n"\\/]/g, '_');
  const [job] = await insertImport(db, {
    kind: input.kind,
    createdBy: input.adminId,
    fileName,
    content: input.content,
    mode: input.mode,
    params: input.params ?? {},
    status: 'QUEUED',
  });
  return job!;
}

function toSummary(
  r: { createdAt: Date; startedAt: Date | null; finishedAt: Date | null } & Omit<ImportSummary, 'createdAt' | 'startedAt' | 'finishedAt'>,
): ImportSummary {
  return { ...r, createdAt: isoTime(r.createdAt), startedAt: isoTime(r.startedAt), finishedAt: isoTime(r.finishedAt) };
}

/** One job with its errors and preview; `kind` narrows it (a members URL does not show a codes job). */
export async function getImport(db: Database, id: number, kind?: ImportKind): Promise<ImportJob> {
  const [r] = await importById(db, id, kind);
  if (!r) throw notFound('import');
  return { ...toSummary(r), errors: r.errors, preview: r.preview };
}

export async function recentImports(db: Database, kind: ImportKind): Promise<ImportSummary[]> {
  const rows = await recentImportRows(db, kind);
  return rows.map(toSummary);
}

/** Takes one queued (or abandoned) job; SKIP LOCKED lets several instances share the queue. `lock` is this run's token. */
async function claim(db: Database, lock: Date): Promise<ClaimedJob | undefined> {
  const [job] = await claimJob(db, lock, STALE_AFTER_MS / 1000);
  return job && { ...job, content: Buffer.isBuffer(job.content) ? job.content : Buffer.from(job.content) };
}

class LostLock extends Error {}

/**
 * Validates and imports every queued job, one after another; returns how many it ran.
 * Safe to call from several instances at once.
 */
export async function runPendingImports(db: Database, kinds: ImportKinds, log?: FastifyBaseLogger): Promise<number> {
  let done = 0;
  for (;;) {
    const lock = new Date();
    const job = await claim(db, lock);
    if (!job) return done;
    done++;
    let lost = false;
    // The heartbeat runs on its own timer, so a long step (the insert transaction of 100 000 rows)
    // does not make the job look abandoned. A failed beat (database away for a moment) is retried
    // at the next one; a beat that finds the job taken over stops this run at its next write.
    const beat = setInterval(() => {
      void beatOwnedJob(db, job.id, lock).then(
        (rows) => {
          if (rows.length === 0) lost = true;
        },
        () => undefined,
      );
    }, HEARTBEAT_MS);
    beat.unref();
    /** Progress; only while this run still owns the job (another instance may have taken over a stale one). */
    const progress = async (set: Partial<typeof csvImports.$inferInsert>) => {
      if (lost) throw new LostLock();
      const rows = await beatOwnedJob(db, job.id, lock, set);
      if (rows.length === 0) throw new LostLock();
    };
    try {
      await loggedRun(db, 'csv-import', () => processJob(db, kinds[job.kind], job, progress, lock), {
        context: { importId: job.id, kind: job.kind, mode: job.mode },
      });
    } catch (err) {
      if (err instanceof LostLock) continue;
      if (isDatabaseUnavailable(err)) {
        // The database went away for a moment (failover, a terminated connection): the job goes
        // back to the queue for any instance to run again from the start (its inserts rolled back).
        log?.warn({ err, importId: job.id }, 'CSV import interrupted by the database; queued again');
        await changeOwnedJob(db, job.id, lock, { status: 'QUEUED', lockedAt: null, heartbeatAt: null }).catch(() => undefined);
        return done; // the next tick takes it, not this loop at once
      }
      const failure = err instanceof AppError ? err.message : CSV_MESSAGES.serverFailure;
      if (!(err instanceof AppError)) log?.error({ err, importId: job.id, kind: job.kind }, 'CSV import failed');
      await changeOwnedJob(db, job.id, lock, {
        status: 'FAILED',
        failure,
        finishedAt: new Date(),
        lockedAt: null,
        content: Buffer.alloc(0),
      });
    } finally {
      clearInterval(beat);
    }
  }
}

async function processJob(
  db: Database,
  kind: ImportKindHandler,
  job: ClaimedJob,
  progress: (set: Partial<typeof csvImports.$inferInsert>) => Promise<void>,
  lock: Date,
) {
  const text = decodeCsv(job.content);
  const header = readCsvHeader(text, kind.spec);
  const rows = await parseCsvRows(text, header);
  if (rows.length === 0) throw badRequest(CSV_MESSAGES.headerOnly);
  await progress({ totalRows: rows.length });

  const checker = await kind.checker(db, job, header);
  const errors = new LineErrors<LineError>(MAX_ERRORS);
  const valid: { line: number }[] = [];
  for (let start = 0; start < rows.length; start += CHUNK) {
    valid.push(...(await checker.check(rows.slice(start, start + CHUNK), errors)));
    await progress({ processedRows: Math.min(start + CHUNK, rows.length), errorRows: errors.count, errors: errors.list() });
  }

  // The uploaded file (personal data) is not kept once the job has ended: the job keeps counts, errors and the preview.
  const finish = {
    errorRows: errors.count,
    errors: errors.list(),
    preview: valid.slice(0, PREVIEW_ROWS).map((r) => kind.preview(r)),
    finishedAt: new Date(),
    lockedAt: null,
    content: Buffer.alloc(0),
  };
  if (job.mode === 'DRY_RUN') return progress({ ...finish, status: 'DONE' });
  if (job.mode === 'ALL_OR_NOTHING' && errors.count > 0) {
    return progress({ ...finish, status: 'FAILED', failure: CSV_MESSAGES.rowsWithErrors(errors.count) });
  }
  await insertAll(db, kind, job, valid, errors, finish, lock);
}

/**
 * One transaction: the kind's insert, then the job's final state — written only while this run
 * still holds the job's lock, so a job taken over by another instance is never imported twice.
 */
async function insertAll(
  db: Database,
  kind: ImportKindHandler,
  job: ClaimedJob,
  valid: { line: number }[],
  errors: LineErrors<LineError>,
  finish: Partial<typeof csvImports.$inferInsert>,
  lock: Date,
) {
  let refused: LineError[] = [];
  const ok = await db
    .transaction(async (tx) => {
      const t = tx as unknown as Database;
      const written = await kind.insert(t, valid, job);
      refused = written.refused;
      if (job.mode === 'ALL_OR_NOTHING' && refused.length) tx.rollback();
      for (const r of refused) errors.add(r);
      const mine = await changeOwnedJob(t, job.id, lock, {
        ...finish,
        errorRows: errors.count,
        errors: errors.list(),
        insertedRows: written.inserted,
        result: written.result ?? null,
        status: 'DONE',
      });
      if (mine.length === 0) throw new LostLock();
      // One audit row for the whole import, committed with it, in the name of the admin who queued it.
      await recordJobAudit(t, {
        actorId: job.createdBy,
        entity: 'csv_imports',
        entityId: String(job.id),
        after: { kind: job.kind, mode: job.mode, insertedRows: written.inserted, errorRows: errors.count },
      });
      return true;
    })
    .catch((err: unknown) => {
      if (job.mode === 'ALL_OR_NOTHING' && refused.length && !(err instanceof LostLock)) return false;
      throw err;
    });
  if (!ok) {
    const first = [...refused].sort((a, b) => a.line - b.line)[0]!;
    throw badRequest(CSV_MESSAGES.changedMeanwhile(refused.length, first.line, first.message));
  }
}
