import { sql, type Placeholder } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { POINTS_ROLES } from '@klub/contracts';
import { memberPoints, users } from '@klub/db';

/** A member's totals `m` and the member `u`. */
const m = alias(memberPoints, 'm');
const u = alias(users, 'u');

/**
 * Who is ranked: members with points EARNED in the current calendar year (credits from codes,
 * admin awards and contests — not refunds or transfers), active, with a points role. Region 0 is
 * the whole country. Columns: user_id, points, firstname, lastname, city.
 */
export function rankedMembers(regionId: number, year: number | Placeholder) {
  const region = regionId === 0 ? sql`true` : sql`${u.regionId} = ${regionId}`;
  return sql`
    select ${m.userId} as user_id, ${m.earnedPoints} as points, ${u.firstname} as firstname, ${u.lastname} as lastname, ${u.city} as city
    from ${memberPoints} m join ${users} u on ${u.id} = ${m.userId}
    where ${m.earnedYear} = ${year} and ${m.earnedPoints} > 0 and ${region}
      and ${u.isDeleted} = false and ${u.status} <> 'NOT_ACTIVE' and ${u.role} = any(${sql.param([...POINTS_ROLES])}::int[])`;
}

/** The ranked members with their position: ties share one (rank()). For the daily snapshot. */
export const rankedWithPositions = (regionId: number, year: number) =>
  sql`select r.*, rank() over (order by r.points desc)::int as position from (${rankedMembers(regionId, year)}) r`;
