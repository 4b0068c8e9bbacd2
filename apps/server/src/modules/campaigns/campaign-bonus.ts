import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CAMPAIGN_MESSAGES, LEDGER_SOURCES } from '@klub/contracts';
import { bare, campaignCredits, campaignMemberBonus, campaigns, campaignVersions, names, pointsLedger } from '@klub/db';
import { memberInAudienceOf } from '../../lib/publication';

/**
 * The campaigns' part of the one redemption statement (codes/redeem.service.ts; docs/domain.md
 * "Akcje punktowe"): CTEs that follow its `claim`, `target` (the code's package: id, group name,
 * points) and run only when the code was claimed by this statement — so a campaign's bonus on a code
 * is credited exactly once, whoever enters it twice at once, wherever (a code the fraud guard holds:
 * reserved, not credited — see `held`). For each active campaign whose
 * current version's window (Polish days), packages or groups and audience match:
 *  - the bonus: floor(points × multiplier) − points + fixed bonus;
 *  - the member's cap: an upsert of the member's row that adds at most what is left under the cap
 *    (the row is locked by the upsert, so a member's parallel codes are capped one after another);
 *  - the budget: an update of the campaign's row that adds at most what is left of the budget (the
 *    row is locked, so parallel redemptions take from it one after another and never overspend).
 *    Campaigns without a budget leave their row alone (no hot row for them);
 *  - each bonus left above 0: its own ledger row (source CAMPAIGN, the code's expiry, earning) and
 *    its campaign_credits row (campaign, code, version, ledger row).
 * What the upsert and the update add is computed from the locked row's current values in their SET
 * and kept in `last_given` for RETURNING, which sees only the new row. When the budget cuts a bonus
 * the cap allowed, the member's row has counted the cut part too (it only ever makes their cap end
 * sooner, on a campaign whose budget is spent).
 */

type Value<T> = T | SQL | Placeholder;

export interface BonusValues {
  userId: Value<number>;
  actorId: Value<number>;
  /** The code as members see it, for the ledger's reason. */
  label: Value<string>;
  expiresAt: Value<string>;
  /**
   * Today in Poland (yyyy-MM-dd) by the app's clock, the day the windows are checked against — the
   * same day GET /api/campaigns/active lists by (member-campaigns.service.ts).
   */
  today: Value<string>;
  /** The CTE that claimed the code (the redemption's `claim`). */
  claim: SQL;
  /**
   * True when the fraud guard holds the code (code-guard/redemption-guard.ts `HELD`): the bonuses are
   * reserved under the cap and the budget as usual, but no ledger or credit row is written — the held
   * code keeps them, and an approval credits them.
   */
  held: SQL;
}

/** A bonus's ledger reason, `Akcja „<name>” — kod <code>`, over the `bonuses` CTE's `name`. */
export const bonusReason = (label: Value<string>) =>
  sql`${CAMPAIGN_MESSAGES.reasonBefore}::text || name || ${CAMPAIGN_MESSAGES.reasonAfter}::text || ${label}::text`;

const v = alias(campaignVersions, 'cv');
const ca = alias(campaigns, 'ca');
const b = alias(campaignMemberBonus, 'b');
const excludedBonus = alias(campaignMemberBonus, 'excluded');

/**
 * The current versions `cv` of the ACTIVE campaigns `ca` whose window (Polish days) holds `today`: a
 * FROM item, the same for the bonuses and for `campaigns_on`, so the two can never disagree.
 */
const activeToday = (today: Value<string>) => sql`${campaignVersions} ${v}
      join ${campaigns} ${ca} on ${ca.id} = ${v.campaignId} and ${ca.status} = 'ACTIVE'
        and ${v.supersededAt} is null and ${today}::date between ${v.startsOn} and ${v.endsOn}`;

export function campaignBonusCtes(x: BonusValues): SQL {
  const l = pointsLedger;
  return sql`
    camp as (
      select ${v.id} as version_id, ${v.campaignId} as campaign_id, ${ca.name} as name, ${v.memberCap} as member_cap, ${v.budget} as budget,
        (floor(t.points * ${v.multiplier})::int - t.points + ${v.fixedBonus})::int as bonus
      from ${activeToday(x.today)}
      cross join target t
      where exists (select 1 from ${x.claim})
        and ((cardinality(${v.packageIds}) = 0 and cardinality(${v.groupNames}) = 0)
             or t.package_id = any(${v.packageIds}) or t.group_name = any(${v.groupNames}))
        and ${memberInAudienceOf(v, sql`${x.userId}::int`)}),
    capped as (
      insert into ${campaignMemberBonus} as b (${names([b.campaignId, b.userId, b.points, b.lastGiven])})
      select campaign_id, ${x.userId}::int, least(bonus, member_cap), least(bonus, member_cap) from camp
      where member_cap is not null and bonus > 0
      on conflict (${bare(b.campaignId)}, ${bare(b.userId)}) do update set
        ${bare(b.points)} = ${b.points} + least(${excludedBonus.points}, (select member_cap from camp where camp.campaign_id = ${b.campaignId}) - ${b.points}),
        ${bare(b.lastGiven)} = least(${excludedBonus.points}, (select member_cap from camp where camp.campaign_id = ${b.campaignId}) - ${b.points})
      where ${b.points} < (select member_cap from camp where camp.campaign_id = ${b.campaignId})
      returning ${b.campaignId} as campaign_id, ${b.lastGiven} as given),
    after_cap as (
      select camp.*, case when member_cap is null then bonus else coalesce((select given from capped k where k.campaign_id = camp.campaign_id), 0) end as given
      from camp),
    budgeted as (
      update ${campaigns} ${ca} set
        ${bare(campaigns.spent)} = ${ca.spent} + least(a.given, a.budget - ${ca.spent}),
        ${bare(campaigns.lastGiven)} = least(a.given, a.budget - ${ca.spent})
      from after_cap a
      where ${ca.id} = a.campaign_id and a.budget is not null and a.given > 0 and ${ca.spent} < a.budget
      returning ${ca.id} as campaign_id, ${ca.lastGiven} as given),
    bonuses as (
      select version_id, campaign_id, name, given, capped, budgeted, nextval(pg_get_serial_sequence('points_ledger', 'id')) as ledger_id
      from (select a.version_id, a.campaign_id, a.name, a.member_cap is not null as capped, a.budget is not null as budgeted,
                   case when a.budget is null then a.given else coalesce((select given from budgeted g where g.campaign_id = a.campaign_id), 0) end as given
            from after_cap a) s
      where given > 0),
    bonus_entries as (
      insert into ${pointsLedger} (${names([l.id, l.userId, l.amount, l.source, l.reason, l.actorId, l.groupName, l.expiresAt, l.earns])})
      select ledger_id, ${x.userId}::int, given, ${LEDGER_SOURCES.CAMPAIGN}, ${bonusReason(x.label)}, ${x.actorId}::int,
             (select group_name from target), ${x.expiresAt}::timestamptz, true
      from bonuses where not ${x.held} returning ${l.id}),
    bonus_credits as (
      insert into ${campaignCredits} (${names([campaignCredits.campaignId, campaignCredits.codeId, campaignCredits.versionId, campaignCredits.userId, campaignCredits.ledgerId, campaignCredits.points])})
      select campaign_id, (select id from ${x.claim}), version_id, ${x.userId}::int, ledger_id, given from bonuses where not ${x.held})`;
}

/**
 * `campaigns_on`: whether any campaign is active with its current version's window (Polish days)
 * holding `today` — whatever its products and audience. The redemption reads it to choose its shape:
 * without such a campaign it runs without the steps above (codes/redeem.service.ts `redemptionSql`).
 */
export function campaignsOnCte(today: Value<string>): SQL {
  return sql`
    campaigns_on as (
      select exists (select 1 from ${activeToday(today)}) as active)`;
}

/** The bonus points the statement credited, in all (0 when none). */
export const BONUS_TOTAL = sql`(select coalesce(sum(given), 0)::int from bonuses)`;

/** The bonuses the statement credited: `[{campaign, points}]`, by campaign. */
export const BONUS_LIST = sql`(select coalesce(json_agg(json_build_object('campaign', name, 'points', given) order by campaign_id), '[]'::json) from bonuses)`;
