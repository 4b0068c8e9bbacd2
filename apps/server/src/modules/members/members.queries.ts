import { and, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { MemberDetails, MemberListQuery, MemberRow } from '@klub/contracts';
import { distributors, memberDistributors, memberPoints as memberPointsTable, queryRows, regions, users, type Database } from '@klub/db';
import { alias } from 'drizzle-orm/pg-core';
import { EMPLOYEE_ROLES, ROLES } from '@klub/contracts';
import { cappedCountSql, cappedTotal, paged, pageSql } from '../../lib/paging';
import { isoTime } from '../../lib/time';

interface Row {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  company_name: string | null;
  phone: string | null;
  city: string | null;
  nip: string | null;
  role: number;
  status: MemberRow['status'];
  region_id: number | null;
  region_name: string | null;
  dth_id: number | null;
  dth_name: string | null;
  is_gold: boolean;
  is_premium: boolean;
  balance: number;
  created_at: Date | string;
  last_login_at: Date | string | null;
  post_code: string | null;
  street: string | null;
  rds_id: number | null;
  rds_name: string | null;
  marketing_consent: boolean;
  marketing_consent_at: Date | string | null;
  regulations_accepted_at: Date | string | null;
}

/** The people list's aliases: the person `u`, their region `r`, DTH `d`, points `m`, RDS `x`. */
const u = alias(users, 'u');
const r = alias(regions, 'r');
const d = alias(users, 'd');
const m = alias(memberPointsTable, 'm');
const x = alias(users, 'x');

const SELECT = sql`
  select ${u.id} as id, ${u.email} as email, ${u.firstname} as firstname, ${u.lastname} as lastname, ${u.companyName} as company_name,
         ${u.phone} as phone, ${u.city} as city, ${u.nip} as nip, ${u.role} as role, ${u.status} as status,
         ${u.regionId} as region_id, ${r.name} as region_name, ${u.dthId} as dth_id, ${d.firstname} || ' ' || ${d.lastname} as dth_name,
         ${u.isGold} as is_gold, ${u.isPremium} as is_premium, coalesce(${m.balance}, 0)::int as balance, ${u.createdAt} as created_at,
         ${u.lastLoginAt} as last_login_at, ${u.postCode} as post_code, ${u.street} as street, coalesce(${u.rdsId}, ${d.rdsId}) as rds_id,
         (select ${x.firstname} || ' ' || ${x.lastname} from ${users} x where ${x.id} = coalesce(${u.rdsId}, ${d.rdsId})) as rds_name,
         ${u.marketingConsent} as marketing_consent, ${u.marketingConsentAt} as marketing_consent_at, ${u.regulationsAcceptedAt} as regulations_accepted_at
  from ${users} u
  left join ${regions} r on ${r.id} = ${u.regionId}
  left join ${users} d on ${d.id} = ${u.dthId}
  left join ${memberPointsTable} m on ${m.userId} = ${u.id}`;

function toRow(r: Row): MemberRow {
  return {
    id: r.id,
    email: r.email,
    fullName: `${r.firstname} ${r.lastname}`,
    firstname: r.firstname,
    lastname: r.lastname,
    companyName: r.company_name,
    phone: r.phone,
    city: r.city,
    nip: r.nip,
    type: r.role,
    status: r.status,
    regionId: r.region_id,
    regionName: r.region_name,
    dthId: r.dth_id,
    dthName: r.dth_name,
    isGold: r.is_gold,
    isPremium: r.is_premium,
    balance: r.balance,
    createdAt: isoTime(r.created_at)!,
    lastLoginAt: isoTime(r.last_login_at),
  };
}

function toDetails(r: Row, distributors: MemberDetails['distributors']): MemberDetails {
  return {
    ...toRow(r),
    distributors,
    postCode: r.post_code,
    street: r.street,
    rdsId: r.rds_id,
    rdsName: r.rds_name,
    marketingConsent: r.marketing_consent,
    marketingConsentAt: isoTime(r.marketing_consent_at),
    regulationsAcceptedAt: isoTime(r.regulations_accepted_at),
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
export async function lookupMembers(
  db: Database,
  search: string,
  opts: { roles: readonly number[]; limit: number },
): Promise<{ id: number; fullName: string; email: string; phone: string | null; companyName: string | null }[]> {
  const roles = sql.join(
    opts.roles.map((role) => sql`${role}`),
    sql`, `,
  );
  const rows = await queryRows<Pick<Row, 'id' | 'email' | 'firstname' | 'lastname' | 'phone' | 'company_name'>>(
    db,
    sql`select ${u.id} as id, ${u.email} as email, ${u.firstname} as firstname, ${u.lastname} as lastname, ${u.phone} as phone,
               ${u.companyName} as company_name
        from ${users} u
        where ${u.isDeleted} = false and ${u.role} in (${roles}) and ${memberSearch(search) ?? sql`true`}
        order by ${u.lastname}, ${u.firstname}, ${u.id}
        limit ${opts.limit}`,
  );
  return rows.map((r) => ({
    id: r.id,
    fullName: `${r.firstname} ${r.lastname}`,
    email: r.email,
    phone: r.phone,
    companyName: r.company_name,
  }));
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
  const dir = q.order === 'desc' ? sql`desc` : sql`asc`;
  const orderBy = sql.join(
    SORTS[q.sort].map((key) => sql`${key} ${dir}`),
    sql`, `,
  );
  const { total, data } = await paged(
    queryRows<Row>(db, sql`${SELECT} where ${cond} order by ${orderBy} ${pageSql(q)}`),
    queryRows<{ n: number }>(db, cappedCountSql(sql`${users} u where ${cond}`)),
  );
  return { ...cappedTotal(total), data: data.map(toRow) };
}

export async function memberRow(db: Database, id: number): Promise<MemberRow | undefined> {
  const [row] = await queryRows<Row>(db, sql`${SELECT} where ${u.id} = ${id} and ${u.isDeleted} = false`);
  return row && toRow(row);
}

export async function memberDetails(db: Database, id: number): Promise<MemberDetails | undefined> {
  const [row] = await queryRows<Row>(db, sql`${SELECT} where ${u.id} = ${id} and ${u.isDeleted} = false`);
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
