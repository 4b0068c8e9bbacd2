import { and, count, desc, eq, isNotNull, isNull, like, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { AdminCode, CodeSearchQuery, CodesResponse } from '@klub/contracts';
import { codeBatches, codes, heldCodes, pointsLedger, pointsPackages, users, type Database } from '@klub/db';
import { formatCode, normalizeCode } from './code-format';
import { paged, pageOf, type PageQuery } from '../../lib/paging';
import { isoTime } from '../../lib/time';
import { warsawDayStartSql } from '../../lib/time';

type SearchQuery = z.output<typeof CodeSearchQuery>;

/** A code `c` with its package `p` and the member `u` who redeemed it. */
const c = alias(codes, 'c');
const p = alias(pointsPackages, 'p');
const u = alias(users, 'u');
/** The package is no longer current: marked so, or past its end date. */
const NOT_ACTUAL = sql`(${p.isNotActual} or (${p.expiresAt} is not null and ${p.expiresAt} < current_date))`;

/** A code as the admin reads it, with its package and the member who redeemed it. */
const adminCodes = (db: Database) =>
  db
    .select({
      id: c.id,
      code: c.code,
      packageId: c.packageId,
      packageName: p.name,
      points: p.points,
      batchId: c.batchId,
      redeemedAt: c.redeemedAt,
      source: c.source,
      userId: u.id,
      firstname: u.firstname,
      lastname: u.lastname,
      email: u.email,
      createdAt: c.createdAt,
    })
    .from(c)
    .innerJoin(p, eq(p.id, c.packageId))
    .leftJoin(u, eq(u.id, c.redeemedBy));

function toAdminCode(r: Awaited<ReturnType<typeof adminCodes>>[number]): AdminCode {
  return {
    id: r.id,
    code: formatCode(r.code),
    packageId: r.packageId,
    packageName: r.packageName,
    points: r.points,
    batchId: r.batchId,
    status: r.redeemedAt ? 'USED' : 'NEW',
    redeemedAt: isoTime(r.redeemedAt),
    source: r.source,
    user: r.userId ? { id: r.userId, fullName: `${r.firstname} ${r.lastname}`, email: r.email! } : null,
    createdAt: isoTime(r.createdAt)!,
  };
}

export async function searchCodes(db: Database, q: SearchQuery): Promise<{ total: number; data: AdminCode[] }> {
  const cond = and(
    q.code ? like(c.code, normalizeCode(q.code).replace(/[%_]/g, '') + '%') : undefined,
    q.userId ? eq(c.redeemedBy, q.userId) : undefined,
    q.packageId ? eq(c.packageId, q.packageId) : undefined,
    q.batchId ? eq(c.batchId, q.batchId) : undefined,
    q.status === 'USED' ? isNotNull(c.redeemedBy) : undefined,
    q.status === 'NEW' ? isNull(c.redeemedBy) : undefined,
    // Polish calendar days, whatever the database session's zone (as the orders and the logs do)
    q.from ? sql`${c.redeemedAt} >= ${warsawDayStartSql(q.from)}` : undefined,
    q.to ? sql`${c.redeemedAt} < ${warsawDayStartSql(q.to)} + interval '1 day'` : undefined,
  );
  const { total, data } = await paged(
    pageOf(adminCodes(db).where(cond).orderBy(desc(c.id)), q),
    db.select({ n: count() }).from(c).where(cond),
  );
  return { total, data: data.map(toAdminCode) };
}

export async function codeById(db: Database, id: number): Promise<AdminCode | undefined> {
  const [row] = await adminCodes(db).where(eq(c.id, id));
  return row && toAdminCode(row);
}

/** A member's redeemed codes, newest first. */
export async function memberCodes(db: Database, userId: number, skip: number, take: number): Promise<CodesResponse> {
  const rows = await pageOf(
    db
      .select({
        id: c.id,
        code: c.code,
        points: p.points,
        packageName: p.name,
        groupName: p.groupName,
        redeemedAt: c.redeemedAt,
        source: c.source,
        isNotActual: sql<boolean>`${NOT_ACTUAL}`,
        // The fraud guard's word on the code (its primary key): held or voided; approved ones read as credited.
        review: sql<'PENDING' | 'REJECTED' | null>`case when ${heldCodes.status} in ('PENDING', 'REJECTED') then ${heldCodes.status} end`,
      })
      .from(c)
      .innerJoin(p, eq(p.id, c.packageId))
      .leftJoin(heldCodes, eq(heldCodes.codeId, c.id))
      .where(eq(c.redeemedBy, userId))
      .orderBy(desc(c.redeemedAt), desc(c.id)),
    { skip, take },
  );
  const [agg] = await db
    .select({ total: count(), notActual: sql<number>`count(*) filter (where ${NOT_ACTUAL})::int` })
    .from(c)
    .innerJoin(p, eq(p.id, c.packageId))
    .where(eq(c.redeemedBy, userId));
  return {
    total: agg!.total,
    allNotActual: agg!.total > 0 && agg!.notActual === agg!.total,
    data: rows.map((r) => ({ ...r, code: formatCode(r.code), redeemedAt: isoTime(r.redeemedAt)!, source: r.source! })),
  };
}

/** Code batches, newest first, with their package and how many of their codes were redeemed. */
export function batchRows(db: Database) {
  const b = codeBatches;
  const used = db
    .select({ batchId: codes.batchId, used: count().as('used') })
    .from(codes)
    .where(isNotNull(codes.redeemedBy))
    .groupBy(codes.batchId)
    .as('r');
  return db
    .select({
      id: b.id,
      packageId: b.packageId,
      packageName: pointsPackages.name,
      count: b.count,
      // (a subquery's computed field is named bare by Drizzle: \`used\` is no column of the others)
      usedCount: sql<number>`coalesce(${used.used}, 0)::int`,
      origin: b.origin,
      note: b.note,
      createdAt: b.createdAt,
    })
    .from(b)
    .innerJoin(pointsPackages, eq(pointsPackages.id, b.packageId))
    .leftJoin(used, eq(used.batchId, b.id))
    .orderBy(desc(b.id));
}

/** A ledger entry `l`, its code `lc`, the admin `act` who wrote it. */
const l = alias(pointsLedger, 'l');
const lc = alias(codes, 'lc');
const act = alias(users, 'act');

/** A page of a member's points history, newest first: each ledger entry with its code and the admin (not the member) who wrote it; and the count. */
export function historyPage(db: Database, userId: number, page: PageQuery) {
  return paged(
    pageOf(
      db
        .select({
          id: l.id,
          amount: l.amount,
          source: l.source,
          reason: l.reason,
          code: lc.code,
          expiresAt: l.expiresAt,
          createdAt: l.createdAt,
          actor: sql<
            string | null
          >`case when ${act.id} is null or ${act.id} = ${l.userId} then null else ${act.firstname} || ' ' || ${act.lastname} end`,
        })
        .from(l)
        .leftJoin(lc, eq(lc.id, l.codeId))
        .leftJoin(act, eq(act.id, l.actorId))
        .where(eq(l.userId, userId))
        .orderBy(desc(l.createdAt), desc(l.id)),
      page,
    ),
    db.select({ n: count() }).from(pointsLedger).where(eq(pointsLedger.userId, userId)),
  );
}
