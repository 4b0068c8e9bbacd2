import { and, asc, desc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { MemberDetails, MemberListQuery, MemberRow } from '@klub/contracts';
import { distributors, memberDistributors, memberPoints as memberPointsTable, queryRows, regions, users, type Database } from '@klub/db';
import { alias } from 'drizzle-orm/pg-core';
import { EMPLOYEE_ROLES, ROLES } from '@klub/contracts';
import { cappedCountSql, cappedTotal, paged, pageOf } from '../../lib/paging';
import { isoTime } from '../../lib/time';

/** The people list's aliases: the person `u`, their region `r`, DTH `d`, points `m`, RDS `x`. */
const u = alias(users, 'u');
const r = alias(regions, 'r');
const d = alias(users, 'd');
const m = alias(memberPointsTable, 'm');
const x = alias(users, 'x');

/** A person as the admin lists them, with region, DTH (and through them the RDS) and balance. */
const people = (db: Database) =>
  db
    .select({
      id: u.id,
      email: u.email,
      firstname: u.firstname,
      lastname: u.lastname,
      companyName: u.companyName,
      phone: u.phone,
      city: u.city,
      nip: u.nip,
      type: u.role,
      status: u.status,
      regionId: u.regionId,
      regionName: r.name,
      dthId: u.dthId,
      dthName: sql<string | null>`${d.firstname} || ' ' || ${d.lastname}`,
      isGold: u.isGold,
      isPremium: u.isPremium,
      balance: sql<number>`coalesce(${m.balance}, 0)::int`,
      createdAt: u.createdAt,
      lastLoginAt: u.lastLoginAt,
      postCode: u.postCode,
      street: u.street,
      rdsId: sql<number | null>`coalesce(${u.rdsId}, ${d.rdsId})`,
      rdsName: sql<
        string | null
      >`(select ${x.firstname} || ' ' || ${x.lastname} from ${users} x where ${x.id} = coalesce(${u.rdsId}, ${d.rdsId}))`,
      marketingConsent: u.marketingConsent,
      marketingConsentAt: u.marketingConsentAt,
      regulationsAcceptedAt: u.regulationsAcceptedAt,
    })
    .from(u)
    .leftJoin(r, eq(r.id, u.regionId))
    .leftJoin(d, eq(d.id, u.dthId))
    .leftJoin(m, eq(m.userId, u.id));
type Person = Awaited<ReturnType<typeof people>>[number];

function toRow(p: Person): MemberRow {
  return {
    id: p.id,
    email: p.email,
    fullName: `${p.firstname} ${p.lastname}`,
    firstname: p.firstname,
    lastname: p.lastname,
    companyName: p.companyName,
    phone: p.phone,
    city: p.city,
    nip: p.nip,
    type: p.type,
    status: p.status,
    regionId: p.regionId,
    regionName: p.regionName,
    dthId: p.dthId,
    dthName: p.dthName,
    isGold: p.isGold,
    isPremium: p.isPremium,
    balance: p.balance,
    createdAt: isoTime(p.createdAt)!,
    lastLoginAt: isoTime(p.lastLoginAt),
  };
}

function toDetails(p: Person, distributors: MemberDetails['distributors']): MemberDetails {
  return {
    ...toRow(p),
    distributors,
    postCode: p.postCode,
    street: p.street,
    rdsId: p.rdsId,
    rdsName: p.rdsName,
    marketingConsent: p.marketingConsent,
    marketingConsentAt: isoTime(p.marketingConsentAt),
    regulationsAcceptedAt: isoTime(p.regulationsAcceptedAt),
  };
}

/**
 * The one members search (name, e-mail, company, phone, NIP) of every people list (members, Gold,
 * Premium) on `users u` — the same expression as users_search_trgm_idx (migration 0003), so the
 * trigram index answers it. Digits typed with spaces or dashes match a phone or NIP without them.
 */
export function memberSearch(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const text = search.toLowerCase().replace(/[%_\\]/g, '');
  const digits = /^[\d\s+-]+$/.test(text) ? text.replace(/[\s-]/g, '') : text;
  return sql`lower(${u.email} || ' ' || ${u.firstname} || ' ' || ${u.lastname} || ' ' || ${u.firstname} || ' ' || coalesce(${u.companyName}, '') || ' ' || coalesce(${u.phone}, '') || ' ' || coalesce(${u.nip}, '')) like ${`%${digits}%`}`;
}

/**
 * A look-up by `memberSearch` among people of some roles who are not deleted, by name: the message
 * forms' recipient picker (/api/messages/executors).
 */
export async function lookupMembers(db: Database, search: string, opts: { roles: readonly number[]; limit: number }) {
  return db
    .select({
      id: u.id,
      fullName: sql<string>`${u.firstname} || ' ' || ${u.lastname}`,
      email: u.email,
      phone: u.phone,
      companyName: u.companyName,
    })
    .from(u)
    .where(and(sql`${u.isDeleted} = false`, inArray(u.role, [...opts.roles]), memberSearch(search)))
    .orderBy(u.lastname, u.firstname, u.id)
    .limit(opts.limit);
}

/** Sort keys, each ending in the id so pages are stable; name order matches users_list_name_idx. */
const SORTS: Record<z.output<typeof MemberListQuery>['sort'], SQL[]> = {
  lastname: [sql`${u.lastname}`, sql`${u.firstname}`, sql`${u.id}`],
  email: [sql`${u.email}`, sql`${u.id}`],
  createdAt: [sql`${u.createdAt}`, sql`${u.id}`],
  lastLoginAt: [sql`${u.lastLoginAt}`, sql`${u.id}`],
  balance: [sql`coalesce(${m.balance}, 0)`, sql`${u.id}`],
  companyName: [sql`${u.companyName}`, sql`${u.id}`],
  city: [sql`${u.city}`, sql`${u.id}`],
};

/** The admin list of people: filters, sorting and paging all in SQL. Admin accounts are not listed. */
export async function listMembers(db: Database, q: z.output<typeof MemberListQuery>) {
  const where: SQL[] = [sql`${u.isDeleted} = false`, sql`${u.role} <> ${ROLES.ADMIN}`];
  const search = memberSearch(q.search);
  if (search) where.push(search);
  if (q.status !== 'ALL') where.push(sql`${u.status} = ${q.status}`);
  if (q.role) where.push(sql`${u.role} = ${q.role}`);
  if (q.regionId) where.push(sql`${u.regionId} = ${q.regionId}`);
  if (q.dthId) where.push(sql`${u.dthId} = ${q.dthId}`);
  if (q.employees !== undefined) {
    const employeeRoles = sql.join(
      EMPLOYEE_ROLES.map((role) => sql`${role}`),
      sql`, `,
    );
    where.push(q.employees ? sql`${u.role} in (${employeeRoles})` : sql`${u.role} not in (${employeeRoles})`);
  }
  if (q.isGold !== undefined) where.push(sql`${u.isGold} = ${q.isGold}`);
  if (q.isPremium !== undefined) where.push(sql`${u.isPremium} = ${q.isPremium}`);
  const cond = sql.join(where, sql` and `);
  const orderBy = SORTS[q.sort].map((key) => (q.order === 'desc' ? desc(key) : asc(key)));
  const { total, data } = await paged(
    pageOf(
      people(db)
        .where(cond)
        .orderBy(...orderBy),
      q,
    ),
    queryRows<{ n: number }>(db, cappedCountSql(sql`${users} u where ${cond}`)),
  );
  return { ...cappedTotal(total), data: data.map(toRow) };
}

export async function memberRow(db: Database, id: number): Promise<MemberRow | undefined> {
  const [row] = await people(db).where(and(eq(u.id, id), eq(u.isDeleted, false)));
  return row && toRow(row);
}

export async function memberDetails(db: Database, id: number): Promise<MemberDetails | undefined> {
  const [row] = await people(db).where(and(eq(u.id, id), eq(u.isDeleted, false)));
  return row && toDetails(row, await memberDistributorsOf(db, id));
}

/** The distributors a member buys from, by name. */
export async function memberDistributorsOf(db: Database, userId: number): Promise<MemberDetails['distributors']> {
  return db
    .select({ id: distributors.id, name: distributors.name })
    .from(memberDistributors)
    .innerJoin(distributors, eq(distributors.id, memberDistributors.distributorId))
    .where(eq(memberDistributors.userId, userId))
    .orderBy(distributors.name, distributors.id);
}

/** Which of `ids` are not distributors. */
export async function missingDistributors(db: Database, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await db
    .select({ id: distributors.id })
    .from(distributors)
    .where(inArray(distributors.id, [...ids]));
  const have = new Set(found.map((d) => d.id));
  return ids.filter((id) => !have.has(id));
}

/** Makes the member's distributors exactly `ids`: the ones kept keep the day they were added. */
export async function setMemberDistributors(db: Database, userId: number, ids: readonly number[]) {
  const keep = [...new Set(ids)];
  await db
    .delete(memberDistributors)
    .where(
      keep.length > 0
        ? and(eq(memberDistributors.userId, userId), notInArray(memberDistributors.distributorId, keep))
        : eq(memberDistributors.userId, userId),
    );
  if (keep.length > 0)
    await db
      .insert(memberDistributors)
      .values(keep.map((distributorId) => ({ userId, distributorId })))
      .onConflictDoNothing();
}
