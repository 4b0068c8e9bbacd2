import { eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  GOLD_MESSAGES, fileUrl, type GoldDoc, type GoldDocBody, type GoldMember, type GoldMemberAssignBody, type GoldMemberList, type GoldMemberQuery,
  type GoldSubgroup, type GoldSubgroupBody,
} from '@klub/contracts';
import { files, goldDocs, goldSubgroups, queryRows, users, type Database } from '@klub/db';
import { AppError, conflict, notFound } from '../../errors';
import { guardPg } from '../../lib/pg-errors';
import { isoTime } from '../../lib/time';
import { memberSearch } from '../members/members.queries';

/**
 * The gold group: subgroups, members' subgroup assignment and documents only gold members read.
 * A subgroup in use (gold members or documents) cannot be deleted (409 names the counts).
 */

export async function listSubgroups(db: Database, id?: number): Promise<GoldSubgroup[]> {
  const rows = await queryRows<{ id: number; name: string; description: string | null; created_at: Date | string; members: number; docs: number }>(db, sql`
    select s.id, s.name, s.description, s.created_at,
           coalesce(m.n, 0)::int as members, coalesce(d.n, 0)::int as docs
    from gold_subgroups s
    left join (select gold_subgroup_id as sid, count(*) as n from users
               where is_gold and not is_deleted and gold_subgroup_id is not null group by 1) m on m.sid = s.id
    left join (select subgroup_id as sid, count(*) as n from gold_docs where subgroup_id is not null group by 1) d on d.sid = s.id
    where ${id ? sql`s.id = ${id}` : sql`true`}
    order by lower(s.name), s.id`);
  return rows.map((r) => ({ id: r.id, name: r.name, description: r.description, memberCount: r.members, documentCount: r.docs, createdAt: isoTime(r.created_at) }));
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

type MemberRow = { id: number; full_name: string; email: string; company_name: string | null; city: string | null; role: number; subgroup_id: number | null; subgroup_name: string | null };
const toMember = (r: MemberRow): GoldMember => ({
  id: r.id, fullName: r.full_name, email: r.email, companyName: r.company_name, city: r.city, type: r.role, subgroupId: r.subgroup_id, subgroupName: r.subgroup_name,
});
const memberColumns = sql`u.id, u.firstname || ' ' || u.lastname as full_name, u.email, u.company_name, u.city, u.role,
  u.gold_subgroup_id as subgroup_id, s.name as subgroup_name`;

export async function listMembers(db: Database, q: z.output<typeof GoldMemberQuery>): Promise<GoldMemberList> {
  const where: SQL[] = [sql`u.is_gold`, sql`not u.is_deleted`];
  if (q.subgroupId === 'none') where.push(sql`u.gold_subgroup_id is null`);
  else if (q.subgroupId) where.push(sql`u.gold_subgroup_id = ${q.subgroupId}`);
  const search = memberSearch(q.search);
  if (search) where.push(search);
  const cond = sql.join(where, sql` and `);
  const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from users u where ${cond}`);
  const rows = await queryRows<MemberRow>(db, sql`
    select ${memberColumns} from users u left join gold_subgroups s on s.id = u.gold_subgroup_id
    where ${cond} order by u.lastname, u.firstname, u.id limit ${q.take} offset ${q.skip}`);
  return { total: count!.n, data: rows.map(toMember) };
}

type DocRow = { id: number; title: string; description: string | null; subgroup_id: number | null; subgroup_name: string | null; key: string; original_name: string; mime_type: string; size: number; created_at: Date | string };
const toDoc = (r: DocRow): GoldDoc => ({
  id: r.id, title: r.title, description: r.description, subgroupId: r.subgroup_id, subgroupName: r.subgroup_name, fileKey: r.key, url: fileUrl(r.key),
  originalName: r.original_name, mimeType: r.mime_type, size: r.size, createdAt: isoTime(r.created_at),
});

async function listDocs(db: Database, where: SQL): Promise<GoldDoc[]> {
  const rows = await queryRows<DocRow>(db, sql`
    select d.id, d.title, d.description, d.subgroup_id, s.name as subgroup_name, f.key, f.original_name, f.mime_type, f.size, d.created_at
    from gold_docs d join files f on f.id = d.file_id left join gold_subgroups s on s.id = d.subgroup_id
    where ${where} order by d.created_at desc, d.id desc`);
  return rows.map(toDoc);
}

export async function assignMemberSubgroup(db: Database, userId: number, body: z.output<typeof GoldMemberAssignBody>): Promise<GoldMember> {
  const [person] = await db.select({ isGold: users.isGold, isDeleted: users.isDeleted }).from(users).where(eq(users.id, userId));
  if (!person || person.isDeleted) throw notFound('member');
  if (!person.isGold) throw new AppError('CONFLICT', GOLD_MESSAGES.memberNotGold);
  await assertSubgroupExists(db, body.subgroupId);
  await db.update(users).set({ goldSubgroupId: body.subgroupId, updatedAt: new Date() }).where(eq(users.id, userId));
  const [row] = await queryRows<MemberRow>(db, sql`
    select ${memberColumns} from users u left join gold_subgroups s on s.id = u.gold_subgroup_id where u.id = ${userId}`);
  return toMember(row!);
}

export async function createSubgroup(db: Database, body: z.output<typeof GoldSubgroupBody>): Promise<GoldSubgroup> {
  const [row] = await uniqueName(() => db.insert(goldSubgroups).values(body).returning({ id: goldSubgroups.id }));
  return subgroupOr404(db, row!.id);
}

export async function updateSubgroup(db: Database, id: number, body: z.output<typeof GoldSubgroupBody>): Promise<GoldSubgroup> {
  const [row] = await uniqueName(() => db.update(goldSubgroups).set(body).where(eq(goldSubgroups.id, id)).returning({ id: goldSubgroups.id }));
  if (!row) throw new AppError('NOT_FOUND', GOLD_MESSAGES.subgroupMissing);
  return subgroupOr404(db, row.id);
}

export async function deleteSubgroup(db: Database, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [group] = await tx.select({ id: goldSubgroups.id }).from(goldSubgroups).where(eq(goldSubgroups.id, id)).for('update');
    if (!group) throw new AppError('NOT_FOUND', GOLD_MESSAGES.subgroupMissing);
    const [use] = await queryRows<{ members: number; docs: number }>(tx as unknown as Database, sql`
      select (select count(*) from users where gold_subgroup_id = ${id} and is_gold and not is_deleted)::int as members,
             (select count(*) from gold_docs where subgroup_id = ${id})::int as docs`);
    if (use!.members > 0 || use!.docs > 0) {
      throw conflict(GOLD_MESSAGES.subgroupInUse(use!.members, use!.docs));
    }
    // People who left the gold group may still point at it: they lose the stale link.
    await tx.update(users).set({ goldSubgroupId: null }).where(eq(users.goldSubgroupId, id));
    await tx.delete(goldSubgroups).where(eq(goldSubgroups.id, id));
  });
}

/** All documents (admin): of one subgroup, of the whole group (`none`), or every one. */
export function listAllDocs(db: Database, subgroupId: number | 'none' | undefined): Promise<GoldDoc[]> {
  return listDocs(db, subgroupId === 'none' ? sql`d.subgroup_id is null` : subgroupId ? sql`d.subgroup_id = ${subgroupId}` : sql`true`);
}

/** A gold member's documents: the whole group's and their own subgroup's. */
export async function myDocs(db: Database, userId: number): Promise<GoldDoc[]> {
  const [me] = await db.select({ isGold: users.isGold, subgroupId: users.goldSubgroupId }).from(users).where(eq(users.id, userId));
  if (!me?.isGold) throw new AppError('FORBIDDEN', GOLD_MESSAGES.notGold);
  return listDocs(db, me.subgroupId === null ? sql`d.subgroup_id is null` : sql`(d.subgroup_id is null or d.subgroup_id = ${me.subgroupId})`);
}

export async function addDoc(db: Database, body: z.output<typeof GoldDocBody>): Promise<GoldDoc> {
  await assertSubgroupExists(db, body.subgroupId);
  const id = await db.transaction(async (tx) => {
    const [file] = await tx.select({ id: files.id }).from(files).where(eq(files.key, body.fileKey)).for('update');
    if (!file) throw new AppError('VALIDATION', GOLD_MESSAGES.fileMissing);
    // A gold document is never public, whatever visibility it was uploaded with.
    await tx.update(files).set({ visibility: 'GOLD' }).where(eq(files.id, file.id));
    const [doc] = await tx.insert(goldDocs).values({ title: body.title, description: body.description, fileId: file.id, subgroupId: body.subgroupId }).returning({ id: goldDocs.id });
    return doc!.id;
  });
  const [doc] = await listDocs(db, sql`d.id = ${id}`);
  return doc!;
}

export async function deleteDoc(db: Database, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [doc] = await tx.delete(goldDocs).where(eq(goldDocs.id, id)).returning({ fileId: goldDocs.fileId });
    if (!doc) throw new AppError('NOT_FOUND', GOLD_MESSAGES.docMissing);
    await tx.execute(sql`delete from files f where f.id = ${doc.fileId} and not exists (select 1 from gold_docs d where d.file_id = f.id)`);
  });
}
