import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { AdminCode, CodeSearchQuery, CodesResponse } from '@klub/contracts';
import { codes, pointsPackages, queryRows, users, type Database } from '@klub/db';
import { formatCode, normalizeCode } from './code-format';
import { paged, pageSql } from '../../lib/paging';
import { isoTime } from '../../lib/time';
import { warsawDayStartSql } from '../../lib/time';

type SearchQuery = z.output<typeof CodeSearchQuery>;

interface AdminCodeRow {
  id: number;
  code: string;
  package_id: number;
  package_name: string;
  points: number;
  batch_id: number | null;
  redeemed_at: Date | null;
  source: number | null;
  user_id: number | null;
  firstname: string | null;
  lastname: string | null;
  email: string | null;
  created_at: Date;
}

function toAdminCode(r: AdminCodeRow): AdminCode {
  return {
    id: r.id,
    code: formatCode(r.code),
    packageId: r.package_id,
    packageName: r.package_name,
    points: r.points,
    batchId: r.batch_id,
    status: r.redeemed_at ? 'USED' : 'NEW',
    redeemedAt: isoTime(r.redeemed_at),
    source: r.source,
    user: r.user_id ? { id: r.user_id, fullName: `${r.firstname} ${r.lastname}`, email: r.email! } : null,
    createdAt: isoTime(r.created_at)!,
  };
}

/** A code `c` with its package `p` and the member `u` who redeemed it. */
const c = alias(codes, 'c');
const p = alias(pointsPackages, 'p');
const u = alias(users, 'u');
const CODE_WITH_PACKAGE = sql`${codes} c join ${pointsPackages} p on ${p.id} = ${c.packageId}`;
/** The package is no longer current: marked so, or past its end date. */
const NOT_ACTUAL = sql`(${p.isNotActual} or (${p.expiresAt} is not null and ${p.expiresAt} < current_date))`;

const SELECT = sql`
  select ${c.id} as id, ${c.code} as code, ${c.packageId} as package_id, ${p.name} as package_name, ${p.points} as points,
         ${c.batchId} as batch_id, ${c.redeemedAt} as redeemed_at, ${c.source} as source,
         ${u.id} as user_id, ${u.firstname} as firstname, ${u.lastname} as lastname, ${u.email} as email, ${c.createdAt} as created_at
  from ${CODE_WITH_PACKAGE} left join ${users} u on ${u.id} = ${c.redeemedBy}`;

export async function searchCodes(db: Database, q: SearchQuery): Promise<{ total: number; data: AdminCode[] }> {
  const where: SQL[] = [sql`true`];
  if (q.code) where.push(sql`${c.code} like ${normalizeCode(q.code).replace(/[%_]/g, '') + '%'}`);
  if (q.userId) where.push(sql`${c.redeemedBy} = ${q.userId}`);
  if (q.packageId) where.push(sql`${c.packageId} = ${q.packageId}`);
  if (q.batchId) where.push(sql`${c.batchId} = ${q.batchId}`);
  if (q.status === 'USED') where.push(sql`${c.redeemedBy} is not null`);
  if (q.status === 'NEW') where.push(sql`${c.redeemedBy} is null`);
  // Polish calendar days, whatever the database session's zone (as the orders and the logs do)
  if (q.from) where.push(sql`${c.redeemedAt} >= ${warsawDayStartSql(q.from)}`);
  if (q.to) where.push(sql`${c.redeemedAt} < ${warsawDayStartSql(q.to)} + interval '1 day'`);
  const cond = sql.join(where, sql` and `);
  const { total, data } = await paged(
    queryRows<AdminCodeRow>(db, sql`${SELECT} where ${cond} order by ${c.id} desc ${pageSql(q)}`),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${codes} c where ${cond}`),
  );
  return { total, data: data.map(toAdminCode) };
}

export async function codeById(db: Database, id: number): Promise<AdminCode | undefined> {
  const [row] = await queryRows<AdminCodeRow>(db, sql`${SELECT} where ${c.id} = ${id}`);
  return row && toAdminCode(row);
}

/** A member's redeemed codes, newest first. */
export async function memberCodes(db: Database, userId: number, skip: number, take: number): Promise<CodesResponse> {
  const rows = await queryRows<{
    id: number;
    code: string;
    points: number;
    package_name: string;
    group_name: string;
    redeemed_at: Date;
    source: number;
    not_actual: boolean;
  }>(
    db,
    sql`
    select ${c.id} as id, ${c.code} as code, ${p.points} as points, ${p.name} as package_name, ${p.groupName} as group_name,
           ${c.redeemedAt} as redeemed_at, ${c.source} as source, ${NOT_ACTUAL} as not_actual
    from ${CODE_WITH_PACKAGE}
    where ${c.redeemedBy} = ${userId}
    order by ${c.redeemedAt} desc, ${c.id} desc ${pageSql({ skip, take })}`,
  );
  const [agg] = await queryRows<{ total: number; not_actual: number }>(
    db,
    sql`
    select count(*)::int as total,
           count(*) filter (where ${NOT_ACTUAL})::int as not_actual
    from ${CODE_WITH_PACKAGE} where ${c.redeemedBy} = ${userId}`,
  );
  return {
    total: agg!.total,
    allNotActual: agg!.total > 0 && agg!.not_actual === agg!.total,
    data: rows.map((r) => ({
      id: r.id,
      code: formatCode(r.code),
      points: r.points,
      packageName: r.package_name,
      groupName: r.group_name,
      redeemedAt: isoTime(r.redeemed_at)!,
      source: r.source,
      isNotActual: r.not_actual,
    })),
  };
}
