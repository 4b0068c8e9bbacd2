import { eq, sql } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import type { CodeBatch } from '@klub/contracts';
import { codeBatches, codes, pointsPackages, type Database } from '@klub/db';
import { notFound } from '../../errors';
import { csvCell, csvDownload } from '../../lib/csv';
import { formatCode, generateCodes } from './code-format';
import { CODE_BATCH_CSV } from '@klub/contracts';
import { isoTime } from '../../lib/time';
import { batchRows } from './codes.queries';

const INSERT_CHUNK = 5_000;

export async function packageOr404(db: Database, packageId: number) {
  const [pkg] = await db.select().from(pointsPackages).where(eq(pointsPackages.id, packageId)).limit(1);
  if (!pkg) throw notFound('pointsPackage');
  return pkg;
}

export async function listBatches(db: Database): Promise<CodeBatch[]> {
  const rows = await batchRows(db);
  return rows.map((r) => ({ ...r, createdAt: isoTime(r.createdAt) }));
}

async function batchById(db: Database, id: number): Promise<CodeBatch> {
  const batch = (await listBatches(db)).find((b) => b.id === id);
  if (!batch) throw notFound('codeBatch');
  return batch;
}

/** Inserts codes in chunks; returns how many were new (a clash with an existing code is skipped). */
export async function insertCodes(tx: Database, packageId: number, batchId: number, list: string[]): Promise<number> {
  let inserted = 0;
  for (let i = 0; i < list.length; i += INSERT_CHUNK) {
    const chunk = list.slice(i, i + INSERT_CHUNK).map((code) => ({ code, packageId, batchId }));
    const rows = await tx.insert(codes).values(chunk).onConflictDoNothing({ target: codes.code }).returning({ id: codes.id });
    inserted += rows.length;
  }
  return inserted;
}

/** Generates `count` new unique codes for a package as one batch, in one transaction. */
export async function generateBatch(
  db: Database,
  input: { packageId: number; count: number; note?: string; adminId: number },
): Promise<CodeBatch> {
  await packageOr404(db, input.packageId);
  const id = await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const [batch] = await t
      .insert(codeBatches)
      .values({ packageId: input.packageId, count: input.count, origin: 'GENERATED', note: input.note ?? null, createdBy: input.adminId })
      .returning({ id: codeBatches.id });
    let made = await insertCodes(t, input.packageId, batch!.id, generateCodes(input.count));
    // A clash with an existing code is astronomically rare; top the batch up until it is exact.
    while (made < input.count) made += await insertCodes(t, input.packageId, batch!.id, generateCodes(input.count - made));
    return batch!.id;
  });
  return batchById(db, id);
}

/** A batch as CSV for printing, streamed in keyset pages: `;`-separated, with a BOM for Polish Excel. */
export async function exportBatchCsv(db: Database, batchId: number): Promise<{ filename: string; stream: Readable }> {
  const batch = await batchById(db, batchId);
  async function* rows() {
    let after = 0;
    for (;;) {
      const page = await db
        .select({ id: codes.id, code: codes.code, redeemedAt: codes.redeemedAt })
        .from(codes)
        .where(sql`${codes.batchId} = ${batchId} and ${codes.id} > ${after}`)
        .orderBy(codes.id)
        .limit(10_000);
      if (page.length === 0) return;
      for (const r of page)
        yield [formatCode(r.code), csvCell(batch.packageName), r.redeemedAt ? CODE_BATCH_CSV.redeemed : CODE_BATCH_CSV.unused];
      after = page.at(-1)!.id;
    }
  }
  return { filename: CODE_BATCH_CSV.fileName(batch.id), stream: csvDownload(rows(), CODE_BATCH_CSV.columns) };
}
