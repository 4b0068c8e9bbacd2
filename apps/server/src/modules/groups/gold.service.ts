import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import {
  GOLD_MESSAGES,
  fileUrl,
  type GoldDoc,
  type GoldDocBody,
  type GoldMember,
  type GoldMemberAssignBody,
  type GoldMemberList,
  type GoldMemberQuery,
  type GoldSubgroup,
  type GoldSubgroupBody,
} from '@klub/contracts';
import { files, goldDocs, goldSubgroups, users, type Database } from '@klub/db';
import { AppError, conflict, notFound } from '../../errors';
import { guardPg } from '../../lib/pg-errors';
import { isoTime } from '../../lib/time';
import {
  deleteUnusedDocFile,
  docById,
  docRows,
  docsFor,
  docsOf,
  goldMemberPage,
  goldMemberRow,
  subgroupRows,
  subgroupUse,
} from './groups.queries';

/**
 * The gold group: subgroups, members' subgroup assignment and documents only gold members read.
 * A subgroup in use (gold members or documents) cannot be deleted (409 names the counts).
 */

export async function listSubgroups(db: Database, id?: number): Promise<GoldSubgroup[]> {
  const rows = await subgroupRows(db, id);
  return rows.map((r) => ({ ...r, createdAt: isoTime(r.createdAt) }));
}

export async function subgroupOr404(db: Database, id: number): Promise<GoldSubgroup> {
  const [row] = await listSubgroups(db, id);
  if (!row) throw new AppError('NOT_FOUND', GOLD_MESSAGES.subgroupMissing);
  return row;
}

async function assertSubgroupExists(db: Database, id: number | null) {
  if (id === null) return;
  const [row] = await db.select({ id: goldSubgroups.id }).from(goldSubgroups).where(eq(goldSubgroups.id, id));
  if (!row) throw new AppError('VALIDATION', GOLD_MESSAGES.subgroupMissing);
}

const uniqueName = <T>(work: () => Promise<T>): Promise<T> => guardPg(work, { unique: GOLD_MESSAGES.subgroupTaken });

export function listMembers(db: Database, q: z.output<typeof GoldMemberQuery>): Promise<GoldMemberList> {
  return goldMemberPage(db, q);
}

async function listDocs(db: Database, where: Parameters<typeof docRows>[1]): Promise<GoldDoc[]> {
  const rows = await docRows(db, where);
  return rows.map((r) => ({ ...r, url: fileUrl(r.fileKey), createdAt: isoTime(r.createdAt) }));
}

export async function assignMemberSubgroup(db: Database, userId: number, body: z.output<typeof GoldMemberAssignBody>): Promise<GoldMember> {
  const [person] = await db.select({ isGold: users.isGold, isDeleted: users.isDeleted }).from(users).where(eq(users.id, userId));
  if (!person || person.isDeleted) throw notFound('member');
  if (!person.isGold) throw new AppError('CONFLICT', GOLD_MESSAGES.memberNotGold);
  await assertSubgroupExists(db, body.subgroupId);
  await db.update(users).set({ goldSubgroupId: body.subgroupId, updatedAt: new Date() }).where(eq(users.id, userId));
  return (await goldMemberRow(db, userId))!;
}

export async function createSubgroup(db: Database, body: z.output<typeof GoldSubgroupBody>): Promise<GoldSubgroup> {
  const [row] = await uniqueName(() => db.insert(goldSubgroups).values(body).returning({ id: goldSubgroups.id }));
  return subgroupOr404(db, row!.id);
}

export async function updateSubgroup(db: Database, id: number, body: z.output<typeof GoldSubgroupBody>): Promise<GoldSubgroup> {
  const [row] = await uniqueName(() =>
    db.update(goldSubgroups).set(body).where(eq(goldSubgroups.id, id)).returning({ id: goldSubgroups.id }),
  );
  if (!row) throw new AppError('NOT_FOUND', GOLD_MESSAGES.subgroupMissing);
  return subgroupOr404(db, row.id);
}

export async function deleteSubgroup(db: Database, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [group] = await tx.select({ id: goldSubgroups.id }).from(goldSubgroups).where(eq(goldSubgroups.id, id)).for('update');
    if (!group) throw new AppError('NOT_FOUND', GOLD_MESSAGES.subgroupMissing);
    const use = await subgroupUse(tx as unknown as Database, id);
    if (use.members > 0 || use.docs > 0) {
      throw conflict(GOLD_MESSAGES.subgroupInUse(use.members, use.docs));
    }
    // People who left the gold group may still point at it: they lose the stale link.
    await tx.update(users).set({ goldSubgroupId: null }).where(eq(users.goldSubgroupId, id));
    await tx.delete(goldSubgroups).where(eq(goldSubgroups.id, id));
  });
}

/** All documents (admin): of one subgroup, of the whole group (`none`), or every one. */
export function listAllDocs(db: Database, subgroupId: number | 'none' | undefined): Promise<GoldDoc[]> {
  return listDocs(db, docsOf(subgroupId));
}

/** One document (admin). */
export async function getDoc(db: Database, id: number): Promise<GoldDoc> {
  const [doc] = await listDocs(db, docById(id));
  if (!doc) throw new AppError('NOT_FOUND', GOLD_MESSAGES.docMissing);
  return doc;
}

/** A gold member's documents: the whole group's and their own subgroup's. */
export async function myDocs(db: Database, userId: number): Promise<GoldDoc[]> {
  const [me] = await db.select({ isGold: users.isGold, subgroupId: users.goldSubgroupId }).from(users).where(eq(users.id, userId));
  if (!me?.isGold) throw new AppError('FORBIDDEN', GOLD_MESSAGES.notGold);
  return listDocs(db, docsFor(me.subgroupId));
}

export async function addDoc(db: Database, body: z.output<typeof GoldDocBody>): Promise<GoldDoc> {
  await assertSubgroupExists(db, body.subgroupId);
  const id = await db.transaction(async (tx) => {
    // A member's private upload (a contact message's attachment) never becomes a gold document.
    const [file] = await tx
      .select({ id: files.id })
      .from(files)
      .where(and(eq(files.key, body.fileKey), ne(files.visibility, 'PRIVATE')))
      .for('update');
    if (!file) throw new AppError('VALIDATION', GOLD_MESSAGES.fileMissing);
    // A gold document is never public, whatever visibility it was uploaded with.
    await tx.update(files).set({ visibility: 'GOLD' }).where(eq(files.id, file.id));
    const [doc] = await tx
      .insert(goldDocs)
      .values({ title: body.title, description: body.description, fileId: file.id, subgroupId: body.subgroupId })
      .returning({ id: goldDocs.id });
    return doc!.id;
  });
  const [doc] = await listDocs(db, docById(id));
  return doc!;
}

export async function deleteDoc(db: Database, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [doc] = await tx.delete(goldDocs).where(eq(goldDocs.id, id)).returning({ fileId: goldDocs.fileId });
    if (!doc) throw new AppError('NOT_FOUND', GOLD_MESSAGES.docMissing);
    await deleteUnusedDocFile(tx as unknown as Database, doc.fileId);
  });
}
