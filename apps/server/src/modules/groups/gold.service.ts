import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
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
import { files, goldDocs, goldSubgroups, queryRows, users, type Database } from '@klub/db';
import { AppError, conflict, notFound } from '../../errors';
import { paged, pageSql } from '../../lib/paging';
import { guardPg } from '../../lib/pg-errors';
import { isoTime } from '../../lib/time';
import { memberSearch } from '../members/members.queries';

/** The aliases of the statements below (`memberSearch` names `users u` too). */
const u = alias(users, 'u');
const s = alias(goldSubgroups, 's');
const d = alias(goldDocs, 'd');
const f = alias(files, 'f');

/**
 * The gold group: subgroups, members' subgroup assignment and documents only gold members read.
 * A subgroup in use (gold members or documents) cannot be deleted (409 names the counts).
 */

export async function listSubgroups(db: Database, id?: number): Promise<GoldSubgroup[]> {
  const rows = await queryRows<{
    id: number;
    name: string;
    description: string | null;
    created_at: Date | string;
    members: number;
    docs: number;
  }>(
    db,
    sql`
    select ${s.id} as id, ${s.name} as name, ${s.description} as description, ${s.createdAt} as created_at,
           coalesce(m.n, 0)::int as members, coalesce(d.n, 0)::int as docs
    from ${goldSubgroups} s
    left join (select ${users.goldSubgroupId} as sid, count(*) as n from ${users}
               where ${users.isGold} and not ${users.isDeleted} and ${users.goldSubgroupId} is not null group by 1) m on m.sid = ${s.id}
    left join (select ${goldDocs.subgroupId} as sid, count(*) as n from ${goldDocs} where ${goldDocs.subgroupId} is not null group by 1) d on d.sid = ${s.id}
    where ${id ? sql`${s.id} = ${id}` : sql`true`}
    order by lower(${s.name}), ${s.id}`,
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    memberCount: r.members,
    documentCount: r.docs,
    createdAt: isoTime(r.created_at),
  }));
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

type MemberRow = {
  id: number;
  full_name: string;
  email: string;
  company_name: string | null;
  city: string | null;
  role: number;
  subgroup_id: number | null;
  subgroup_name: string | null;
};
const toMember = (r: MemberRow): GoldMember => ({
  id: r.id,
  fullName: r.full_name,
  email: r.email,
  companyName: r.company_name,
  city: r.city,
  type: r.role,
  subgroupId: r.subgroup_id,
  subgroupName: r.subgroup_name,
});
const memberColumns = sql`${u.id} as id, ${u.firstname} || ' ' || ${u.lastname} as full_name, ${u.email} as email,
  ${u.companyName} as company_name, ${u.city} as city, ${u.role} as role, ${u.goldSubgroupId} as subgroup_id, ${s.name} as subgroup_name`;
/** The people (`users u`) with their subgroup (`gold_subgroups s`). */
const membersFrom = sql`${users} u left join ${goldSubgroups} s on ${s.id} = ${u.goldSubgroupId}`;

export async function listMembers(db: Database, q: z.output<typeof GoldMemberQuery>): Promise<GoldMemberList> {
  const where: SQL[] = [sql`${u.isGold}`, sql`not ${u.isDeleted}`];
  if (q.subgroupId === 'none') where.push(sql`${u.goldSubgroupId} is null`);
  else if (q.subgroupId) where.push(sql`${u.goldSubgroupId} = ${q.subgroupId}`);
  const search = memberSearch(q.search);
  if (search) where.push(search);
  const cond = sql.join(where, sql` and `);
  const { total, data } = await paged(
    queryRows<MemberRow>(
      db,
      sql`
    select ${memberColumns} from ${membersFrom}
    where ${cond} order by ${u.lastname}, ${u.firstname}, ${u.id} ${pageSql(q)}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${users} u where ${cond}`),
  );
  return { total, data: data.map(toMember) };
}

type DocRow = {
  id: number;
  title: string;
  description: string | null;
  subgroup_id: number | null;
  subgroup_name: string | null;
  key: string;
  original_name: string;
  mime_type: string;
  size: number;
  created_at: Date | string;
};
const toDoc = (r: DocRow): GoldDoc => ({
  id: r.id,
  title: r.title,
  description: r.description,
  subgroupId: r.subgroup_id,
  subgroupName: r.subgroup_name,
  fileKey: r.key,
  url: fileUrl(r.key),
  originalName: r.original_name,
  mimeType: r.mime_type,
  size: r.size,
  createdAt: isoTime(r.created_at),
});

async function listDocs(db: Database, where: SQL): Promise<GoldDoc[]> {
  const rows = await queryRows<DocRow>(
    db,
    sql`
    select ${d.id} as id, ${d.title} as title, ${d.description} as description, ${d.subgroupId} as subgroup_id, ${s.name} as subgroup_name,
           ${f.key} as key, ${f.originalName} as original_name, ${f.mimeType} as mime_type, ${f.size} as size, ${d.createdAt} as created_at
    from ${goldDocs} d join ${files} f on ${f.id} = ${d.fileId} left join ${goldSubgroups} s on ${s.id} = ${d.subgroupId}
    where ${where} order by ${d.createdAt} desc, ${d.id} desc`,
  );
  return rows.map(toDoc);
}

export async function assignMemberSubgroup(db: Database, userId: number, body: z.output<typeof GoldMemberAssignBody>): Promise<GoldMember> {
  const [person] = await db.select({ isGold: users.isGold, isDeleted: users.isDeleted }).from(users).where(eq(users.id, userId));
  if (!person || person.isDeleted) throw notFound('member');
  if (!person.isGold) throw new AppError('CONFLICT', GOLD_MESSAGES.memberNotGold);
  await assertSubgroupExists(db, body.subgroupId);
  await db.update(users).set({ goldSubgroupId: body.subgroupId, updatedAt: new Date() }).where(eq(users.id, userId));
  const [row] = await queryRows<MemberRow>(
    db,
    sql`
    select ${memberColumns} from ${membersFrom} where ${u.id} = ${userId}`,
  );
  return toMember(row!);
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
    const [use] = await queryRows<{ members: number; docs: number }>(
      tx as unknown as Database,
      sql`
      select (select count(*) from ${users} where ${users.goldSubgroupId} = ${id} and ${users.isGold} and not ${users.isDeleted})::int as members,
             (select count(*) from ${goldDocs} where ${goldDocs.subgroupId} = ${id})::int as docs`,
    );
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
  return listDocs(db, subgroupId === 'none' ? sql`${d.subgroupId} is null` : subgroupId ? sql`${d.subgroupId} = ${subgroupId}` : sql`true`);
}

/** A gold member's documents: the whole group's and their own subgroup's. */
export async function myDocs(db: Database, userId: number): Promise<GoldDoc[]> {
  const [me] = await db.select({ isGold: users.isGold, subgroupId: users.goldSubgroupId }).from(users).where(eq(users.id, userId));
  if (!me?.isGold) throw new AppError('FORBIDDEN', GOLD_MESSAGES.notGold);
  return listDocs(
    db,
    me.subgroupId === null ? sql`${d.subgroupId} is null` : sql`(${d.subgroupId} is null or ${d.subgroupId} = ${me.subgroupId})`,
  );
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
  const [doc] = await listDocs(db, sql`${d.id} = ${id}`);
  return doc!;
}

export async function deleteDoc(db: Database, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [doc] = await tx.delete(goldDocs).where(eq(goldDocs.id, id)).returning({ fileId: goldDocs.fileId });
    if (!doc) throw new AppError('NOT_FOUND', GOLD_MESSAGES.docMissing);
    await tx.execute(
      sql`delete from ${files} where ${files.id} = ${doc.fileId} and not exists (select 1 from ${goldDocs} where ${goldDocs.fileId} = ${files.id})`,
    );
  });
}
