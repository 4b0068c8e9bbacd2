import { and, desc, eq, lt, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { POINTS_ROLES, type RankingResponse, type Trend } from '@klub/contracts';
import { memberPoints, queryRows, rankingSnapshots, regions, users, type Database } from '@klub/db';

/** A member's totals `m` and the member `u`. */
const m = alias(memberPoints, 'm');
const u = alias(users, 'u');
import { addDays, warsawDay, warsawYear } from '../../lib/time';

/**
 * Ranking: members ordered by points EARNED in the current calendar year (credits from codes,
 * admin awards and contests — not refunds or transfers). Ties share a position (rank()).
 * Region 0 is the whole country. Only active members with points roles take part.
 */
function ranked(regionId: number, year: number) {
  const region = regionId === 0 ? sql`true` : sql`${u.regionId} = ${regionId}`;
  return sql`
    select ${m.userId} as user_id, ${m.earnedPoints} as points, ${u.firstname} as firstname, ${u.lastname} as lastname, ${u.city} as city,
           rank() over (order by ${m.earnedPoints} desc)::int as position
    from ${memberPoints} m join ${users} u on ${u.id} = ${m.userId}
    where ${m.earnedYear} = ${year} and ${m.earnedPoints} > 0 and ${region}
      and ${u.isDeleted} = false and ${u.status} <> 'NOT_ACTIVE' and ${u.role} in (${sql.join(
        POINTS_ROLES.map((r) => sql`${r}`),
        sql`, `,
      )})`;
}

export async function ranking(db: Database, regionId: number, skip: number, take: number, meId: number | null): Promise<RankingResponse> {
  const year = warsawYear();
  const rows = await queryRows<{
    user_id: number;
    points: number;
    firstname: string;
    lastname: string;
    city: string | null;
    position: number;
  }>(db, sql`select * from (${ranked(regionId, year)}) r order by position, user_id offset ${skip} limit ${take}`);
  const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from (${ranked(regionId, year)}) r`);
  const me = meId === null ? null : await positionOf(db, meId, regionId);
  return {
    total: count!.n,
    data: rows.map((r) => ({
      position: r.position,
      userId: r.user_id,
      // Privacy: first name and the initial of the last name.
      name: `${r.firstname} ${r.lastname.slice(0, 1)}.`,
      city: r.city,
      points: r.points,
      isMe: r.user_id === meId,
    })),
    me,
  };
}

export async function positionOf(
  db: Database,
  userId: number,
  regionId = 0,
): Promise<{ position: number | null; points: number; trend: Trend }> {
  const year = warsawYear();
  const [row] = await queryRows<{ position: number; points: number }>(
    db,
    sql`select position, points from (${ranked(regionId, year)}) r where user_id = ${userId}`,
  );
  const [week] = await db
    .select({ position: rankingSnapshots.position })
    .from(rankingSnapshots)
    .where(
      and(
        eq(rankingSnapshots.regionId, regionId),
        eq(rankingSnapshots.userId, userId),
        lte(rankingSnapshots.day, addDays(warsawDay(), -7)),
      ),
    )
    .orderBy(desc(rankingSnapshots.day))
    .limit(1);
  // No position a week ago (new in the ranking, or no snapshots yet): 'same'.
  let trend: Trend = 'same';
  if (row && week) trend = row.position < week.position ? 'up' : row.position > week.position ? 'down' : 'same';
  return { position: row?.position ?? null, points: row?.points ?? 0, trend };
}

/** Today's positions (country and each region), for next week's trend. Idempotent per day. */
export async function snapshotRanking(db: Database): Promise<number> {
  const year = warsawYear();
  const day = warsawDay();
  const regionIds = [0, ...(await db.select({ id: regions.id }).from(regions)).map((r) => r.id)];
  let n = 0;
  for (const id of regionIds) {
    const res = await db
      .insert(rankingSnapshots)
      .select(sql`select ${day}::date, ${id}::int, user_id, position from (${ranked(id, year)}) r`)
      .onConflictDoNothing()
      .returning({ userId: rankingSnapshots.userId });
    n += res.length;
  }
  await db.delete(rankingSnapshots).where(lt(rankingSnapshots.day, addDays(day, -60)));
  return n;
}
