import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminCode, CodeSearchQuery, CodesResponse } from '@klub/contracts';
import { queryRows, type Database } from '@klub/db';
import { formatCode, normalizeCode } from './code-format';
import { isoTime } from '../../lib/time';

type SearchQuery = z.output<typeof CodeSearchQuery>;

interface AdminCodeRow {
  id: number; code: string; package_id: number; package_name: string; points: number; batch_id: number | null;
  redeemed_at: Date | null; source: number | null; user_id: number | null; firstname: string | null; lastname: string | null;
  email: string | null; created_at: Date;
}


function toAdminCode(r: AdminCodeRow): AdminCode {
  return {
    id: r.id, code: formatCode(r.code), packageId: r.package_id, packageName: r.package_name, points: r.points, batchId: r.batch_id,
    status: r.redeemed_at ? 'USED' : 'NEW', redeemedAt: isoTime(r.redeemed_at), source: r.source,
    user: r.user_id ? { id: r.user_id, fullName: `${r.firstname} ${r.lastname}`, email: r.email! } : null,
    createdAt: isoTime(r.created_at)!,
  };
}

const SELECT = sql`
  select c.id, c.code, c.package_id, p.name as package_name, p.points, c.batch_id, c.redeemed_at, c.source,
         u.id as user_id, u.firstname, u.lastname, u.email, c.created_at
  from codes c join points_packages p on p.id = c.package_id left join users u on u.id = c.redeemed_by`;

export async function searchCodes(db: Database, q: SearchQuery): Promise<{ total: number; data: AdminCode[] }> {
  const where: SQL[] = [sql`true`];
  if (q.code) where.push(sql`c.code like ${normalizeCode(q.code).replace(/[%_]/g, '') + '%'}`);
  if (q.userId) where.push(sql`c.redeemed_by = ${q.userId}`);
  if (q.packageId) where.push(sql`c.package_id = ${q.packageId}`);
  if (q.batchId) where.push(sql`c.batch_id = ${q.batchId}`);
  if (q.status === 'USED') where.push(sql`c.redeemed_by is not null`);
  if (q.status === 'NEW') where.push(sql`c.redeemed_by is null`);
  if (q.from) where.push(sql`c.redeemed_at >= ${q.from}::date`);
  if (q.to) where.push(sql`c.redeemed_at < ${q.to}::date + 1`);
  const cond = sql.join(where, sql` and `);
  const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from codes c where ${cond}`);
  const rows = await queryRows<AdminCodeRow>(db, sql`${SELECT} where ${cond} order by c.id desc offset ${q.skip} limit ${q.take}`);
  return { total: count!.n, data: rows.map(toAdminCode) };
}

export async function codeById(db: Database, id: number): Promise<AdminCode | undefined> {
  const [row] = await queryRows<AdminCodeRow>(db, sql`${SELECT} where c.id = ${id}`);
  return row && toAdminCode(row);
}

/** A member's redeemed codes, newest first. */
export async function memberCodes(db: Database, userId: number, skip: number, take: number): Promise<CodesResponse> {
  const rows = await queryRows<{ id: number; code: string; points: number; package_name: string; group_name: string; redeemed_at: Date; source: number; not_actual: boolean }>(db, sql`
    select c.id, c.code, p.points, p.name as package_name, p.group_name, c.redeemed_at, c.source,
           (p.is_not_actual or (p.expires_at is not null and p.expires_at < current_date)) as not_actual
    from codes c join points_packages p on p.id = c.package_id
    where c.redeemed_by = ${userId}
    order by c.redeemed_at desc, c.id desc offset ${skip} limit ${take}`);
  const [agg] = await queryRows<{ total: number; not_actual: number }>(db, sql`
    select count(*)::int as total,
           count(*) filter (where p.is_not_actual or (p.expires_at is not null and p.expires_at < current_date))::int as not_actual
    from codes c join points_packages p on p.id = c.package_id where c.redeemed_by = ${userId}`);
  return {
    total: agg!.total,
    allNotActual: agg!.total > 0 && agg!.not_actual === agg!.total,
    data: rows.map((r) => ({
      id: r.id, code: formatCode(r.code), points: r.points, packageName: r.package_name, groupName: r.group_name,
      redeemedAt: isoTime(r.redeemed_at)!, source: r.source, isNotActual: r.not_actual,
    })),
  };
}
