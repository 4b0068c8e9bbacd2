import { and, asc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import { campaignMemberBonus, campaigns, campaignVersions, pointsPackages, type Database } from '@klub/db';
import { memberInAudienceOf } from '../../lib/publication';

/** A member's active campaigns: the statements (docs/architecture.md, data access). */

const v = campaignVersions;
const b = campaignMemberBonus;

/**
 * The campaigns a code member `userId` enters on Polish day `today` would earn a bonus from: the
 * same conditions as the redemption's (campaign-bonus.ts) — active, current version, the window
 * includes `today`, the member in the audience, the budget not spent — with what they have had
 * from each (against the cap). Ending soonest first.
 */
export function activeCampaignsOf(db: Database, userId: number, today: string) {
  return db
    .select({
      id: campaigns.id,
      name: campaigns.name,
      startsOn: v.startsOn,
      endsOn: v.endsOn,
      multiplier: v.multiplier,
      fixedBonus: v.fixedBonus,
      packageIds: v.packageIds,
      groupNames: v.groupNames,
      memberCap: v.memberCap,
      had: sql<number>`coalesce(${b.points}, 0)::int`,
    })
    .from(campaigns)
    .innerJoin(v, and(eq(v.campaignId, campaigns.id), isNull(v.supersededAt)))
    .leftJoin(b, and(eq(b.campaignId, campaigns.id), eq(b.userId, userId)))
    .where(
      and(
        eq(campaigns.status, 'ACTIVE'),
        lte(v.startsOn, today),
        gte(v.endsOn, today),
        sql`(${v.budget} is null or ${campaigns.spent} < ${v.budget})`,
        memberInAudienceOf(v, userId),
      ),
    )
    .orderBy(asc(v.endsOn), asc(campaigns.id));
}

/** The names of points packages `ids`. */
export const packageNames = (db: Database, ids: number[]) =>
  db.select({ id: pointsPackages.id, name: pointsPackages.name }).from(pointsPackages).where(inArray(pointsPackages.id, ids));
