import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ledgerAllocations, memberPoints, pointsExpiryReminders, pointsLedger, queryRows, users, type Database } from '@klub/db';

const l = alias(pointsLedger, 'l');
const a = alias(ledgerAllocations, 'a');
const r = alias(pointsExpiryReminders, 'r');
const u = alias(users, 'u');

/** The window: lots expiring after `now` and at most `days` days later. */
const inWindow = (now: Date, days: number) =>
  sql`${l.expiresAt} > ${now.toISOString()}::timestamptz and ${l.expiresAt} <= ${now.toISOString()}::timestamptz + make_interval(days => ${days}::int)`;
/** What is left of lot `l` (its credit less what debits took of it). */
const remaining = sql`${l.amount} - coalesce((select sum(${a.amount}) from ${ledgerAllocations} a where ${a.creditId} = ${l.id}), 0)::int`;
/** Members who may be written to: signed up (active) and not deleted. */
const reachable = sql`not ${u.isDeleted} and ${u.status} in ('ACTIVE', 'ACTIVE_CONFIRMED')`;

/**
 * The next `limit` members (by id, after `after`) holding a lot in the window that still holds
 * points and has not been reminded of.
 */
export async function membersToRemind(db: Database, now: Date, days: number, after: number, limit: number): Promise<number[]> {
  const rows = await queryRows<{ user_id: number }>(
    db,
    sql`
    select distinct ${l.userId} as user_id
    from ${pointsLedger} l join ${users} u on ${u.id} = ${l.userId}
    where ${l.userId} > ${after} and ${l.amount} > 0 and ${inWindow(now, days)} and ${reachable}
      and not exists (select 1 from ${pointsExpiryReminders} r where ${r.creditId} = ${l.id})
      and ${remaining} > 0
    order by 1
    limit ${limit}`,
  );
  return rows.map((row) => Number(row.user_id));
}

export interface ClaimedLot {
  credit_id: number;
  user_id: number;
  points: number;
  expires_at: Date;
  /** false: the member was told of this expiry day already (the lot came later); recorded, not sent. */
  notified: boolean;
  email: string;
  firstname: string;
  phone: string | null;
  marketing_consent: boolean;
  balance: number;
}

/**
 * Claims the open lots in the window of these members: one `points_expiry_reminders` row per lot,
 * `on conflict do nothing returning`, so a lot another pass claimed first is not returned here —
 * whatever comes back is this pass's to send, and nobody else's. Each lot counts what is left of it
 * now (spent points are not reminded of). A lot whose expiry day the member was already told of is
 * recorded with `notified` false (no second message for the same day).
 */
export async function claimLots(db: Database, now: Date, days: number, userIds: number[]): Promise<ClaimedLot[]> {
  if (userIds.length === 0) return [];
  const p = pointsExpiryReminders;
  const rows = await queryRows<ClaimedLot>(
    db,
    sql`
    with open as (
      select ${l.id} as id, ${l.userId} as user_id, ${l.expiresAt} as expires_at, ${remaining} as points
      from ${pointsLedger} l join ${users} u on ${u.id} = ${l.userId}
      where ${l.userId} in (${sql.join(
        userIds.map((id) => sql`${id}::int`),
        sql`, `,
      )}) and ${l.amount} > 0 and ${inWindow(now, days)} and ${reachable}),
    claimed as (
      insert into ${p} (credit_id, user_id, points, expires_at, notified, reminded_at)
      select o.id, o.user_id, o.points, o.expires_at,
             not exists (select 1 from ${pointsExpiryReminders} r
                         where ${r.userId} = o.user_id and ${r.expiresAt} = o.expires_at and ${r.notified}),
             ${now.toISOString()}::timestamptz
      from open o where o.points > 0
      on conflict (credit_id) do nothing
      returning credit_id, user_id, points, expires_at, notified)
    select c.credit_id, c.user_id, c.points, c.expires_at, c.notified,
           ${u.email} as email, ${u.firstname} as firstname, ${u.phone} as phone, ${u.marketingConsent} as marketing_consent,
           coalesce(${memberPoints.balance}, 0) as balance
    from claimed c join ${users} u on ${u.id} = c.user_id left join ${memberPoints} on ${memberPoints.userId} = c.user_id
    order by c.user_id, c.expires_at, c.credit_id`,
  );
  // Raw rows: node-postgres gives Date, PGlite a string; bigint ids as text.
  return rows.map((row) => ({
    ...row,
    credit_id: Number(row.credit_id),
    user_id: Number(row.user_id),
    expires_at: new Date(row.expires_at),
  }));
}
