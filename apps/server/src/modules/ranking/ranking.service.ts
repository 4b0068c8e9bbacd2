import { sql } from 'drizzle-orm';
import { POINTS_ROLES, type RankingResponse, type Trend } from '@klub/contracts';
import { queryRows, type Database } from '@klub/db';
import { addDays, warsawDay, warsawYear } from '../../lib/time';

/**
 * Ranking: members ordered by points EARNED in the current calendar year (credits from codes,
 * admin awards and contests — not refunds or transfers). Ties share a position (rank()).
 * Region 0 is the whole country. Only active members with points roles take part.
 */
function ranked(regionId: number, year: number) {
  const region = regionId === 0 ? sql`true` : sql`u.region_id = ${regionId}`;
  return sql`
    select m.user_id, m.earned_points as points, u.firstname, u.lastname, u.city,
           rank() over (order by m.earned_points desc)::int as position
    from member_points m join users u on u.id = m.user_id
    where m.earned_year = ${year} and m.earned_points > 0 and ${region}
      and u.is_deleted = false and u.status <> 'NOT_ACTIVE' and u.role in (${sql.join(POINTS_ROLES.map((r) => sql`${r}`), sql`, `)})`;
}

export async function ranking(db: Database, regionId: number, skip: number, take: number, meId: number | null): Promise<RankingResponse> {
  const year = warsawYear();
  const rows = await queryRows<{ user_id: number; points: number; firstname: string; lastname: string; city: string | null; position: number }>(
    db, sql`select * from (${ranked(regionId, year)}) r order by position, user_id offset ${skip} limit ${take}`);
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

export async function positionOf(db: Database, userId: number, regionId = 0): Promise<{ position: number | null; points: number; trend: Trend }> {
  const year = warsawYear();
  const [row] = await queryRows<{ position: number; points: number }>(db, sql`select position, points from (${ranked(regionId, year)}) r where user_id = ${userId}`);
  const [week] = await queryRows<{ position: number }>(db, sql`
    select position from ranking_snapshots
    where region_id = ${regionId} and user_id = ${userId} and day <= ${addDays(warsawDay(), -7)}::date
    order by day desc limit 1`);
  // No position a week ago (new in the ranking, or no snapshots yet): 'same'.
  let trend: Trend = 'same';
  if (row && week) trend = row.position < week.position ? 'up' : row.position > week.position ? 'down' : 'same';
  return { position: row?.position ?? null, points: row?.points ?? 0, trend };
}

/** Today's positions (country and each region), for next week's trend. Idempotent per day. */
export async function snapshotRanking(db: Database): Promise<number> {
  const year = warsawYear();
  const day = warsawDay();
  const regions = await queryRows<{ id: number }>(db, sql`select 0 as id union all select id from regions`);
  let n = 0;
  for (const { id } of regions) {
    const res = await queryRows<{ user_id: number }>(db, sql`
      insert into ranking_snapshots (day, region_id, user_id, position)
      select ${day}::date, ${id}, user_id, position from (${ranked(id, year)}) r
      on conflict do nothing returning user_id`);
    n += res.length;
  }
  await db.execute(sql`delete from ranking_snapshots where day < ${addDays(day, -60)}::date`);
  return n;
}
