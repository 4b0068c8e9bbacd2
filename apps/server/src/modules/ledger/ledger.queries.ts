import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '@klub/db';

export interface Lot {
  id: number;
  remaining: number;
  expires_at: Date | null;
  group_name: string | null;
}

/** Credits of a member that still hold points, optionally only the usable (unexpired) ones, FIFO order. */
export async function openLots(db: Database, userId: number, which: 'usable' | 'expired'): Promise<Lot[]> {
  const expiry = which === 'usable' ? sql`(l.expires_at is null or l.expires_at > now())` : sql`l.expires_at <= now()`;
  const rows = await queryRows<Lot>(db, sql`
    select id, remaining, expires_at, group_name from (
      select l.id, l.expires_at, l.group_name,
             l.amount - coalesce((select sum(a.amount) from ledger_allocations a where a.credit_id = l.id), 0)::int as remaining
      from points_ledger l
      where l.user_id = ${userId} and l.amount > 0 and ${expiry}
    ) lots
    where remaining > 0
    order by expires_at asc nulls last, id asc`);
  // Raw rows: node-postgres gives Date, PGlite a string — one type for callers.
  return rows.map((r) => ({ ...r, id: Number(r.id), expires_at: r.expires_at === null ? null : new Date(r.expires_at) }));
}

/** Makes sure the member's totals row exists, then locks it: every debit of this member waits here. */
export async function lockMember(db: Database, userId: number): Promise<number> {
  await db.execute(sql`insert into member_points (user_id) values (${userId}) on conflict (user_id) do nothing`);
  const [row] = await queryRows<{ balance: number }>(db, sql`select balance from member_points where user_id = ${userId} for update`);
  return row!.balance;
}

/** Locks several members in id order (transfers), so two opposite transfers cannot deadlock. */
export async function lockMembers(db: Database, userIds: number[]): Promise<void> {
  for (const id of [...new Set(userIds)].sort((a, b) => a - b)) await lockMember(db, id);
}
