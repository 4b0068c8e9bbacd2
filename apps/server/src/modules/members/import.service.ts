import { desc, eq, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { MemberImportJob, MemberImportMode, MemberImportPreviewRow, MemberImportSummary } from '@klub/contracts';
import { isDatabaseUnavailable, memberImports, queryRows, regions as regionsTable, users, type Database } from '@klub/db';
import { AppError, notFound, badRequest } from '../../errors';
import { hashPassword } from '../../lib/passwords';
import { MEMBER_CSV, validateRow, type ValidRow } from './import.validate';
import { decodeCsv, LineErrors, parseCsvRows, readCsvHeader } from '../../lib/csv-import';
import { CSV_MESSAGES, MEMBER_IMPORT_MESSAGES } from '@klub/contracts';
import { isoTime } from '../../lib/time';

/**
 * Members CSV import. The upload is checked (encoding, header) and stored as a QUEUED job;
 * `runPendingImports` — run by the background worker (`startImportWorker`, on in main.ts through
 * buildApp's `jobs`) or called directly by tests — validates every row, updating `processed_rows`
 * per chunk, then inserts in one transaction with multi-row INSERTs of CHUNK rows.
 */

export const CHUNK = 1000;
const MAX_ERRORS = 1000;
const PREVIEW_ROWS = 20;
/** While it runs a job, an instance writes the job's `heartbeat_at` this often (database clock)… */
export const HEARTBEAT_MS = 5_000;
/** …so a RUNNING job whose heartbeat is older than this was left by a dead instance and is taken again. */
export const STALE_AFTER_MS = 20_000;

export async function queueImport(
  db: Database,
  input: { content: Buffer; mode: MemberImportMode; fileName?: string; adminId: number | null },
) {
  // Checked now so the admin hears at once about an unreadable file, not after a job round trip.
  readCsvHeader(decodeCsv(input.content), MEMBER_CSV);
  const fileName = (input.fileName || 'import.csv').replace(/[\r\n"\\/]/g, '_');
  const [job] = await db
    .insert(memberImports)
    .values({ createdBy: input.adminId, fileName, content: input.content, mode: input.mode, status: 'QUEUED' })
    .returning({ id: memberImports.id, status: memberImports.status });
  return job!;
}

const summaryColumns = {
  id: memberImports.id,
  fileName: memberImports.fileName,
  mode: memberImports.mode,
  status: memberImports.status,
  totalRows: memberImports.totalRows,
  processedRows: memberImports.processedRows,
  insertedRows: memberImports.insertedRows,
  errorRows: memberImports.errorRows,
  failure: memberImports.failure,
  createdAt: memberImports.createdAt,
  startedAt: memberImports.startedAt,
  finishedAt: memberImports.finishedAt,
};
function toSummary(
  r: { createdAt: Date; startedAt: Date | null; finishedAt: Date | null } & Omit<
    MemberImportSummary,
    'createdAt' | 'startedAt' | 'finishedAt'
  >,
): MemberImportSummary {
  return { ...r, createdAt: isoTime(r.createdAt), startedAt: isoTime(r.startedAt), finishedAt: isoTime(r.finishedAt) };
}

export async function getImport(db: Database, id: number): Promise<MemberImportJob> {
  const [r] = await db
    .select({ ...summaryColumns, errors: memberImports.errors, preview: memberImports.preview })
    .from(memberImports)
    .where(eq(memberImports.id, id));
  if (!r) throw notFound('memberImport');
  return { ...toSummary(r), errors: r.errors, preview: r.preview as MemberImportPreviewRow[] };
}

export async function recentImports(db: Database): Promise<MemberImportSummary[]> {
  const rows = await db.select(summaryColumns).from(memberImports).orderBy(desc(memberImports.id)).limit(20);
  return rows.map(toSummary);
}

interface Claimed {
  id: number;
  mode: MemberImportMode;
  content: Buffer;
}

/** Takes one queued (or abandoned) job; SKIP LOCKED lets several instances share the queue. `lock` is this run's token. */
async function claim(db: Database, lock: Date): Promise<Claimed | undefined> {
  const [job] = await queryRows<{ id: number; mode: MemberImportMode; content: Buffer | Uint8Array }>(
    db,
    sql`
    update member_imports
    set status = 'RUNNING', locked_at = ${lock}, heartbeat_at = now(), started_at = coalesce(started_at, now()), total_rows = 0, processed_rows = 0,
        inserted_rows = 0, error_rows = 0, errors = '[]'::jsonb, preview = '[]'::jsonb, failure = null, finished_at = null
    where id = (
      select id from member_imports
      where status = 'QUEUED'
         or (status = 'RUNNING' and coalesce(heartbeat_at, locked_at) < now() - make_interval(secs => ${STALE_AFTER_MS / 1000}))
      order by id limit 1 for update skip locked)
    returning id, mode, content`,
  );
  return job && { ...job, content: Buffer.isBuffer(job.content) ? job.content : Buffer.from(job.content) };
}

class LostLock extends Error {}

/**
 * Validates and imports every queued job, one after another; returns how many it ran.
 * Safe to call from several instances at once.
 */
export async function runPendingImports(db: Database, log?: FastifyBaseLogger): Promise<number> {
  let done = 0;
  for (;;) {
    const lock = new Date();
    const job = await claim(db, lock);
    if (!job) return done;
    done++;
    const mine = sql`${memberImports.id} = ${job.id} and ${memberImports.lockedAt} = ${lock}`;
    let lost = false;
    // The heartbeat runs on its own timer, so a long step (the insert transaction of 100 000 rows)
    // does not make the job look abandoned. A failed beat (database away for a moment) is retried
    // at the next one; a beat that finds the job taken over stops this run at its next write.
    const beat = setInterval(() => {
      void db
        .update(memberImports)
        .set({ heartbeatAt: sql`now()` })
        .where(mine)
        .returning({ id: memberImports.id })
        .then(
          (rows) => {
            if (rows.length === 0) lost = true;
          },
          () => undefined,
        );
    }, HEARTBEAT_MS);
    beat.unref();
    /** Progress; only while this run still owns the job (another instance may have taken over a stale one). */
    const progress = async (set: Record<string, unknown>) => {
      if (lost) throw new LostLock();
      const rows = await db
        .update(memberImports)
        .set({ ...set, heartbeatAt: sql`now()` })
        .where(mine)
        .returning({ id: memberImports.id });
      if (rows.length === 0) throw new LostLock();
    };
    try {
      await processJob(db, job, progress, () => lock);
    } catch (err) {
      if (err instanceof LostLock) continue;
      if (isDatabaseUnavailable(err)) {
        // The database went away for a moment (failover, a terminated connection): the job goes
        // back to the queue for any instance to run again from the start (its inserts rolled back).
        log?.warn({ err, importId: job.id }, 'members import interrupted by the database; queued again');
        await db
          .update(memberImports)
          .set({ status: 'QUEUED', lockedAt: null, heartbeatAt: null })
          .where(mine)
          .catch(() => undefined);
        return done; // the next tick takes it, not this loop at once
      }
      const failure = err instanceof AppError ? err.message : MEMBER_IMPORT_MESSAGES.serverFailure;
      if (!(err instanceof AppError)) log?.error({ err, importId: job.id }, 'members import failed');
      await db
        .update(memberImports)
        .set({ status: 'FAILED', failure, finishedAt: new Date(), lockedAt: null, content: Buffer.alloc(0) })
        .where(mine);
    } finally {
      clearInterval(beat);
    }
  }
}

async function processJob(db: Database, job: Claimed, progress: (set: Record<string, unknown>) => Promise<void>, currentLock: () => Date) {
  const text = decodeCsv(job.content);
  const header = readCsvHeader(text, MEMBER_CSV);
  const rows = await parseCsvRows(text, header);
  if (rows.length === 0) throw badRequest(CSV_MESSAGES.headerOnly);
  await progress({ totalRows: rows.length });

  const regions = new Map(
    (await db.select({ id: regionsTable.id, name: regionsTable.name }).from(regionsTable)).map((r) => [r.name.trim().toLowerCase(), r]),
  );
  const lineErrors = new LineErrors(MAX_ERRORS);
  const bad = (line: number, message: string) => lineErrors.add({ line, message });
  const valid: ValidRow[] = [];
  const firstLine = new Map<string, number>();

  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk: ValidRow[] = [];
    for (const row of rows.slice(start, start + CHUNK)) {
      const r = validateRow(row, header, regions);
      if (!r.ok) {
        bad(row.line, r.message);
        continue;
      }
      const seen = firstLine.get(r.row.email);
      if (seen !== undefined) {
        bad(row.line, MEMBER_IMPORT_MESSAGES.emailRepeated(r.row.email, seen));
        continue;
      }
      firstLine.set(r.row.email, row.line);
      chunk.push(r.row);
    }
    if (chunk.length) {
      const taken = new Set(
        (
          await queryRows<{ email: string }>(
            db,
            sql`select lower(${users.email}) as email from ${users} where lower(${users.email}) = any(${sql.param(chunk.map((r) => r.email))}::text[])`,
          )
        ).map((r) => r.email),
      );
      for (const r of chunk) {
        if (taken.has(r.email)) bad(r.line, MEMBER_IMPORT_MESSAGES.emailTaken(r.email));
        else valid.push(r);
      }
    }
    await progress({ processedRows: Math.min(start + CHUNK, rows.length), errorRows: lineErrors.count, errors: lineErrors.list() });
  }

  const errorRows = lineErrors.count;
  const errors = lineErrors.list();
  const preview = valid.slice(0, PREVIEW_ROWS).map(({ regionId: _regionId, ...shown }) => shown);
  // The uploaded file (personal data) is not kept once the job has ended: the job keeps counts, errors and the preview.
  const finish = { errorRows, errors, preview, finishedAt: new Date(), lockedAt: null, content: Buffer.alloc(0) };

  if (job.mode === 'DRY_RUN') return progress({ ...finish, status: 'DONE', lockedAt: null });
  if (job.mode === 'ALL_OR_NOTHING' && errorRows > 0) {
    return progress({ ...finish, status: 'FAILED', failure: MEMBER_IMPORT_MESSAGES.rowsWithErrors(errorRows) });
  }
  await insertAll(db, job, valid, finish, currentLock);
}

/**
 * One transaction: multi-row INSERTs (unnest of column arrays, CHUNK rows each), then the job's
 * final state — written only while this run still holds the job's lock, so a job taken over by
 * another instance is never imported twice. A member who registered meanwhile (same e-mail) is
 * skipped by ON CONFLICT: VALID_ROWS reports that row, ALL_OR_NOTHING rolls everything back.
 */
async function insertAll(
  db: Database,
  job: Claimed,
  valid: ValidRow[],
  finish: Record<string, unknown> & { errors: { line: number; message: string }[]; errorRows: number },
  currentLock: () => Date,
) {
  // One unusable argon2 hash per import: a random secret nobody knows. Members set their own password via "Nie pamiętam hasła".
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const lost: ValidRow[] = [];
  const ok = await db
    .transaction(async (tx) => {
      let inserted = 0;
      for (let start = 0; start < valid.length; start += CHUNK) {
        const part = valid.slice(start, start + CHUNK);
        const col = <T>(f: (r: ValidRow) => T) => sql.param(part.map(f));
        const got = await queryRows<{ email: string }>(
          tx as unknown as Database,
          sql`
        insert into users (email, password_hash, role, status, firstname, lastname, phone, company_name, nip, city, post_code, street,
                           region_id, marketing_consent, marketing_consent_at)
        select e, ${passwordHash}, r, 'ACTIVE', fn, ln, ph, co, nip, ci, pc, st, reg, mc, case when mc then now() end
        from unnest(${col((r) => r.email)}::text[], ${col((r) => r.type)}::smallint[], ${col((r) => r.firstname)}::text[], ${col((r) => r.lastname)}::text[],
                    ${col((r) => r.phone)}::text[], ${col((r) => r.companyName)}::text[], ${col((r) => r.nip)}::text[], ${col((r) => r.city)}::text[],
                    ${col((r) => r.postCode)}::text[], ${col((r) => r.street)}::text[], ${col((r) => r.regionId)}::int[], ${col((r) => r.marketingConsent)}::boolean[])
             as t(e, r, fn, ln, ph, co, nip, ci, pc, st, reg, mc)
        on conflict ((lower(email))) do nothing
        returning lower(email) as email`,
        );
        inserted += got.length;
        if (got.length < part.length) {
          const ins = new Set(got.map((g) => g.email));
          lost.push(...part.filter((r) => !ins.has(r.email)));
        }
      }
      if (job.mode === 'ALL_OR_NOTHING' && lost.length) {
        tx.rollback();
      }
      for (const r of lost) {
        finish.errorRows++;
        if (finish.errors.length < MAX_ERRORS) finish.errors.push({ line: r.line, message: MEMBER_IMPORT_MESSAGES.emailTaken(r.email) });
      }
      finish.errors.sort((a, b) => a.line - b.line);
      const mine = await tx
        .update(memberImports)
        .set({ ...finish, insertedRows: inserted, status: 'DONE' })
        .where(sql`${memberImports.id} = ${job.id} and ${memberImports.lockedAt} = ${currentLock()}`)
        .returning({ id: memberImports.id });
      if (mine.length === 0) throw new LostLock();
      return true;
    })
    .catch((err: unknown) => {
      if (job.mode === 'ALL_OR_NOTHING' && lost.length && !(err instanceof LostLock)) return false;
      throw err;
    });
  if (!ok) {
    throw badRequest(MEMBER_IMPORT_MESSAGES.createdMeanwhile(lost.length, lost[0]!.email));
  }
}
