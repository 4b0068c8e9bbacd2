import { and, asc, between, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { campaignCredits as cc, campaigns, campaignVersions, pointsPackages, statsPackageDays as p, type Database } from '@klub/db';
import { warsawDayStartSql } from '../../lib/time';
import type { DayRange } from './stats.queries';

/** The campaign report's statements (docs/domain.md "Akcje punktowe", the report). */

const current = and(eq(campaignVersions.campaignId, campaigns.id), isNull(campaignVersions.supersededAt));

/** Every campaign but drafts, with its current window: running ones first, then the latest to start. */
export function campaignChoices(db: Database) {
  return db
    .select({
      id: campaigns.id,
      name: campaigns.name,
      status: campaigns.status,
      startsOn: campaignVersions.startsOn,
      endsOn: campaignVersions.endsOn,
    })
    .from(campaigns)
    .innerJoin(campaignVersions, current)
    .where(ne(campaigns.status, 'DRAFT'))
    .orderBy(
      sql`array_position(array['ACTIVE', 'PAUSED', 'ENDED'], ${campaigns.status})`,
      desc(campaignVersions.startsOn),
      desc(campaigns.id),
    );
}

/** One campaign and its current version. */
export async function campaignWithVersion(db: Database, id: number) {
  const [row] = await db
    .select({ campaign: campaigns, version: campaignVersions })
    .from(campaigns)
    .innerJoin(campaignVersions, current)
    .where(eq(campaigns.id, id));
  return row;
}

/** The packages a campaign applies to, named by id or in a named group, with their names (A–Z). */
export function namedPackages(db: Database, ids: readonly number[], groups: readonly string[]) {
  return db
    .select({ id: pointsPackages.id, name: pointsPackages.name })
    .from(pointsPackages)
    .where(or(inArray(pointsPackages.id, [...ids, -1]), inArray(pointsPackages.groupName, [...groups, ''])))
    .orderBy(asc(pointsPackages.name), asc(pointsPackages.id));
}

/** The credits of `campaignId` created in the Polish days of `r` (campaign_credits_campaign_day_idx). */
const creditsIn = (campaignId: number, r: DayRange) =>
  sql`${cc.campaignId} = ${campaignId} and ${cc.createdAt} >= ${warsawDayStartSql(r.from)}
      and ${cc.createdAt} < ${warsawDayStartSql(r.to)} + interval '1 day'`;
/** A credit's day in Poland. */
const creditDay = sql`(${cc.createdAt} at time zone 'Europe/Warsaw')::date`;

/**
 * The campaign's bonuses in the period: per Polish day (`day` set) and for the whole period (`day`
 * null: its members counted once) — codes, distinct members, points.
 */
export function creditDays(db: Database, campaignId: number, r: DayRange) {
  return db
    .select({
      day: sql<string | null>`to_char(${creditDay}, 'YYYY-MM-DD')`,
      codes: sql<number>`count(*)::int`,
      members: sql<number>`count(distinct ${cc.userId})::int`,
      points: sql<number>`coalesce(sum(${cc.points}), 0)`.mapWith(Number),
    })
    .from(cc)
    .where(creditsIn(campaignId, r))
    .groupBy(sql`rollup (${creditDay})`);
}

/** Bonus points the campaign credited before the first moment of Polish day `day`. */
export async function spentBefore(db: Database, campaignId: number, day: string): Promise<number> {
  const [row] = await db
    .select({ points: sql<number>`coalesce(sum(${cc.points}), 0)`.mapWith(Number) })
    .from(cc)
    .where(and(eq(cc.campaignId, campaignId), sql`${cc.createdAt} < ${warsawDayStartSql(day)}`));
  return row?.points ?? 0;
}

/** Everyone's codes per Polish day of `r`, of the packages `ids` (null: every package), from the package rollup. */
export async function productCodeDays(db: Database, ids: readonly number[] | null, r: DayRange): Promise<Map<string, number>> {
  const rows = await db
    .select({ day: p.day, codes: sql<number>`sum(${p.codes})`.mapWith(Number) })
    .from(p)
    .where(and(between(p.day, r.from, r.to), ids === null ? undefined : inArray(p.packageId, [...ids, -1])))
    .groupBy(p.day);
  return new Map(rows.map((x) => [x.day, x.codes]));
}
