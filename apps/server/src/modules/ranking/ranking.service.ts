import { lt, sql, type Placeholder } from 'drizzle-orm';
import type { RankingResponse, Trend } from '@klub/contracts';
import { queryRows, rankingSnapshots, regions, type Database } from '@klub/db';
import { pageSql } from '../../lib/paging';
import { addDays, warsawDay, warsawYear } from '../../lib/time';
import type { RankingScores } from './ranking-scores';
import { rankedMembers, rankedWithPositions } from './ranking.queries';

/**
 * Ranking: members ordered by points earned this year (ranking.queries `rankedMembers`); ties
 * share a position, which is 1 + the members with more points (ranking-scores.ts).
 */
export async function ranking(
  db: Database,
  scores: RankingScores,
  regionId: number,
  skip: number,
  take: number,
  meId: number | null,
): Promise<RankingResponse> {
  const year = warsawYear();
  const [rows, mine] = await Promise.all([
    queryRows<{ user_id: number; points: number; firstname: string; lastname: string; city: string | null }>(
      db,
      sql`select * from (${rankedMembers(regionId, year)}) r order by points desc, user_id ${pageSql({ skip, take })}`,
    ),
    meId === null ? null : myRanking(db, meId, regionId),
  ]);
  // The page's positions and the member's own from one copy of the distribution.
  const { positions, total } = await scores.positions(regionId, [...rows.map((r) => r.points), mine?.points ?? 0]);
  const myPosition = mine?.points == null ? null : positions[rows.length]!;
  const me = mine && { position: myPosition, points: mine.points ?? 0, trend: trendOf(myPosition, mine.weekPosition) };
  return {
    total,
    data: rows.map((r, i) => ({
      position: positions[i]!,
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

/**
 * The member's ranking for one statement: a join that adds `rank_points`, the member's points now
 * (null when not ranked; their position comes from RankingScores), and a column `week_position`,
 * the position in the snapshot of 7 days ago (or of the 6 days before it, when a daily snapshot is
 * missing). Each snapshot day is one primary-key probe (day, region, member), whatever the number
 * of members.
 */
export function positionSql(
  userId: number | Placeholder,
  regionId: number,
  week: string[] | Placeholder = weekDays(),
  year: number | Placeholder = warsawYear(),
) {
  return {
    join: sql`left join (select points as rank_points from (${rankedMembers(regionId, year)}) r where user_id = ${userId}) me on true`,
    weekColumn: sql`(select ${rankingSnapshots.position} from ${rankingSnapshots}
      where ${rankingSnapshots.day} = any(${Array.isArray(week) ? sql.param(week) : week}::date[]) and ${rankingSnapshots.regionId} = ${regionId}
        and ${rankingSnapshots.userId} = ${userId}
      order by ${rankingSnapshots.day} desc limit 1) as week_position`,
  };
}

/** The snapshot days that count as "a week ago": 7 days back, then up to 6 days before it (kept for the day). */
export function weekDays(): string[] {
  const today = warsawDay();
  if (week?.today !== today) week = { today, days: Array.from({ length: 7 }, (_, i) => addDays(today, -7 - i)) };
  return week.days;
}
let week: { today: string; days: string[] } | undefined;

/** Trend against the week-old position; without one (new in the ranking, or no snapshots yet): 'same'. */
export function trendOf(position: number | null, weekPosition: number | null): Trend {
  if (position === null || weekPosition === null) return 'same';
  return position < weekPosition ? 'up' : position > weekPosition ? 'down' : 'same';
}

/** The member's points in the ranking now (null: not ranked) and their position a week ago. */
async function myRanking(db: Database, userId: number, regionId: number) {
  const rank = positionSql(userId, regionId);
  const [row] = await queryRows<{ rank_points: number | null; week_position: number | null }>(
    db,
    sql`select me.rank_points, ${rank.weekColumn} from (select 1) one ${rank.join}`,
  );
  return { points: row?.rank_points ?? null, weekPosition: row?.week_position ?? null };
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
      .select(sql`select ${day}::date, ${id}::int, user_id, position from (${rankedWithPositions(id, year)}) r`)
      .onConflictDoNothing()
      .returning({ userId: rankingSnapshots.userId });
    n += res.length;
  }
  await db.delete(rankingSnapshots).where(lt(rankingSnapshots.day, addDays(day, -60)));
  return n;
}
