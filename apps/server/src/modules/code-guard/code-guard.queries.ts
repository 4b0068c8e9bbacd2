import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { HeldStatus } from '@klub/contracts';
import {
  campaignCredits,
  campaignMemberBonus,
  campaigns,
  codes,
  heldCodes,
  pointsPackages,
  queryRows,
  users,
  type Database,
  type HeldBonusRow,
} from '@klub/db';

const h = heldCodes;
/** The member `m` and the deciding admin `d`. */
const m = alias(users, 'm');
const d = alias(users, 'd');

/** The held code's points with its campaigns' bonuses. */
const heldTotal = sql<number>`(${h.points} + coalesce((select sum((b ->> 'points')::int) from jsonb_array_elements(${h.bonuses}) b), 0))::int`;

/** The guard's word on one code (the redemption's rare path: the member entered their code again). */
export const heldStatusOf = (db: Database, codeId: number) =>
  db.select({ status: h.status, points: heldTotal }).from(h).where(eq(h.codeId, codeId));

/** A page of the review queue: waiting codes oldest first, decided ones newest first. */
export function heldPage(db: Database, status: HeldStatus, skip: number, take: number) {
  const order = status === 'PENDING' ? [asc(h.heldAt), asc(h.codeId)] : [desc(h.decidedAt), desc(h.codeId)];
  return db
    .select({
      codeId: h.codeId,
      code: codes.code,
      packageName: pointsPackages.name,
      memberId: h.userId,
      memberName: sql<string>`${m.firstname} || ' ' || ${m.lastname}`,
      memberEmail: m.email,
      rules: h.rules,
      points: h.points,
      bonuses: h.bonuses,
      ip: h.ip,
      heldAt: h.heldAt,
      status: h.status,
      decidedAt: h.decidedAt,
      decidedBy: sql<string | null>`${d.firstname} || ' ' || ${d.lastname}`,
    })
    .from(h)
    .innerJoin(codes, eq(codes.id, h.codeId))
    .innerJoin(pointsPackages, eq(pointsPackages.id, codes.packageId))
    .innerJoin(m, eq(m.id, h.userId))
    .leftJoin(d, eq(d.id, h.decidedBy))
    .where(eq(h.status, status))
    .orderBy(...order)
    .offset(skip)
    .limit(take);
}

export const heldCount = (db: Database, status: HeldStatus) => db.select({ n: count() }).from(h).where(eq(h.status, status));

/**
 * Decides the chosen codes that still wait, and only those: their rows are locked in code order (two
 * overlapping bulk decisions cannot deadlock), and a code decided meanwhile by someone else is left
 * out — so approving twice credits once. Returns what each decided code needs for its credit or notice.
 */
export const decideHeld = (db: Database, ids: readonly number[], status: 'APPROVED' | 'REJECTED', adminId: number) =>
  queryRows<{
    code_id: number;
    user_id: number;
    points: number;
    bonuses: HeldBonusRow[];
    source: number;
    actor_id: number | null;
    reason: string;
    group_name: string | null;
    expires_at: Date | string | null;
    code: string;
  }>(
    db,
    sql`
    with chosen as (
      select ${h.codeId} as code_id from ${heldCodes}
      where ${h.codeId} in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) and ${h.status} = 'PENDING'
      order by ${h.codeId} for update)
    update ${heldCodes} set ${sql.identifier(h.status.name)} = ${status}, ${sql.identifier(h.decidedBy.name)} = ${adminId},
      ${sql.identifier(h.decidedAt.name)} = now()
    from chosen, ${codes}
    where ${h.codeId} = chosen.code_id and ${h.status} = 'PENDING' and ${codes.id} = ${h.codeId}
    returning ${h.codeId} as code_id, ${h.userId} as user_id, ${h.points} as points, ${h.bonuses} as bonuses, ${h.source} as source,
      ${h.actorId} as actor_id, ${h.reason} as reason, ${h.groupName} as group_name, ${h.expiresAt} as expires_at, ${codes.code} as code`,
  );

/** The approved code's credit (its ledger row). */
export const setHeldLedger = (db: Database, codeId: number, ledgerId: number) => db.update(h).set({ ledgerId }).where(eq(h.codeId, codeId));

/** An approved held bonus: which code and campaign version gave its ledger row (as at redemption). */
export const insertCampaignCredit = (db: Database, v: typeof campaignCredits.$inferInsert) => db.insert(campaignCredits).values(v);

/** A rejected held bonus gives back what it took from the member's cap and the campaign's budget. */
export async function releaseBonus(db: Database, userId: number, b: HeldBonusRow) {
  if (b.capped)
    await db
      .update(campaignMemberBonus)
      .set({ points: sql`greatest(${campaignMemberBonus.points} - ${b.points}, 0)` })
      .where(and(eq(campaignMemberBonus.campaignId, b.campaignId), eq(campaignMemberBonus.userId, userId)));
  if (b.budgeted)
    await db
      .update(campaigns)
      .set({ spent: sql`greatest(${campaigns.spent} - ${b.points}, 0)` })
      .where(eq(campaigns.id, b.campaignId));
}

/** A member's points awaiting review: the sum and count (indexed: the pending rows of one member). */
export const memberHeldTotals = (db: Database, userId: number) =>
  db
    .select({ points: sql<number>`coalesce(sum(${heldTotal}), 0)::int`, codes: count() })
    .from(h)
    .where(and(eq(h.userId, userId), eq(h.status, 'PENDING')));

/** A member's latest held codes, waiting or decided (newest first). */
export const memberHeldList = (db: Database, userId: number, take: number) =>
  db
    .select({ code: codes.code, packageName: pointsPackages.name, points: heldTotal, heldAt: h.heldAt, status: h.status })
    .from(h)
    .innerJoin(codes, eq(codes.id, h.codeId))
    .innerJoin(pointsPackages, eq(pointsPackages.id, codes.packageId))
    .where(and(eq(h.userId, userId), inArray(h.status, ['PENDING', 'REJECTED'])))
    .orderBy(desc(h.heldAt), desc(h.codeId))
    .limit(take);
