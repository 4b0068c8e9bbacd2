import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ledgerAllocations, memberPoints, pointsLedger, queryRows, type Database } from '@klub/db';

/** A credit `l` of the ledger and the allocations `a` that used it. */
const l = alias(pointsLedger, 'l');
const a = alias(ledgerAllocations, 'a');

export interface Lot {
  id: number;
  remaining: number;
  expires_at: Date | null;
  group_name: string | null;
}

/** Credits of a member that still hold points, optionally only the usable (unexpired) ones, FIFO order. */
export async function openLots(db: Database, userId: number, which: 'usable' | 'expired'): Promise<Lot[]> {
  const expiry = which === 'usable' ? sql`(${l.expiresAt} is null or ${l.expiresAt} > now())` : sql`${l.expiresAt} <= now()`;
  const rows = await queryRows<Lot>(
    db,
    sql`
    select id, remaining, expires_at, group_name from (
      select ${l.id} as id, ${l.expiresAt} as expires_at, ${l.groupName} as group_name,
             ${l.amount} - coalesce((select sum(${a.amount}) from ${ledgerAllocations} a where ${a.creditId} = ${l.id}), 0)::int as remaining
      from ${pointsLedger} l
      where ${l.userId} = ${userId} and ${l.amount} > 0 and ${expiry}
    ) lots
    where remaining > 0
    order by expires_at asc nulls last, id asc`,
  );
  // Raw rows: node-postgres gives Date, PGlite a string — one type for callers.
  return rows.map((r) => ({ ...r, id: Number(r.id), expires_at: r.expires_at === null ? null : new Date(r.expires_at) }));
}

/** Members holding a credit past its date that still holds points (expiry rows to write). */
export async function membersWithExpiredLots(db: Database): Promise<number[]> {
  const rows = await queryRows<{ user_id: number }>(
    db,
    sql`
    select distinct ${l.userId} as user_id from ${pointsLedger} l
    where ${l.amount} > 0 and ${l.expiresAt} <= now()
      and ${l.amount} > coalesce((select sum(${a.amount}) from ${ledgerAllocations} a where ${a.creditId} = ${l.id}), 0)`,
  );
  return rows.map((r) => r.user_id);
}

/** Makes sure the member's totals row exists, then locks it: every debit of this member waits here. */
export async function lockMember(db: Database, userId: number): Promise<number> {
  await db.insert(memberPoints).values({ userId }).onConflictDoNothing({ target: memberPoints.userId });
  const [row] = await db.select({ balance: memberPoints.balance }).from(memberPoints).where(eq(memberPoints.userId, userId)).for('update');
  return row!.balance;
}

/** Locks several members in id order (transfers), so two opposite transfers cannot deadlock. */
export async function lockMembers(db: Database, userIds: number[]): Promise<void> {
  for (const id of [...new Set(userIds)].sort((a, b) => a - b)) await lockMember(db, id);
}
