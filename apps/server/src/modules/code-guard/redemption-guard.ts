import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FraudGuardSettings } from '@klub/contracts';
import { bare, guardBatchMembers, guardIpMembers, guardMemberCounts, heldCodes, names } from '@klub/db';

/**
 * The fraud guard's part of the one redemption statement (codes/redeem.service.ts; docs/domain.md
 * "Fraud guard"). Its CTEs follow the statement's `member` (with `created_at`), `target` (the code,
 * with `batch_id`, `points`, `group_name`) and `claim` (the code's conditional claim), and run only
 * when the code was claimed by this statement:
 *  - `guard_member`: one upsert of the member's counters row (codes this hour, this day, soon after
 *    registration) — locked by the upsert, so a member's parallel codes are counted one after another;
 *  - `guard_batch` / `guard_ip`: the member's row of the code's batch and of the request's address
 *    (upserted with the time), then `batch_members` / `ip_members` count the OTHER members of that
 *    batch or address within the rule's window (an index range scan) and add this one;
 *  - `tripped`: the rules over their limits (none: an empty array).
 * Each rule's work runs only while the rule is on (its flag is a bound value: a one-time filter).
 * Time is the app's clock (`at`), like the expiry the statement writes.
 * After the campaigns' CTEs, `held` keeps the code (and the bonuses they reserved) when a rule tripped;
 * the statement's `claimed` is then empty, so nothing is credited.
 */

type Value<T> = T | SQL | Placeholder;
type Valued<T> = { [K in keyof T]: Value<T[K]> };

/** The guard's values of one redemption (bound placeholders of the prepared statement). */
export type GuardValues = {
  /** Now, by the app's clock (ISO). */
  at: string;
  /** The address the request came from (null: not known, e.g. an admin on the member's behalf). */
  ip: string | null;
  /** Any member rule (hour, day, burst) on: the counters row is written. */
  memberOn: boolean;
  hourOn: boolean;
  hourLimit: number;
  dayOn: boolean;
  dayLimit: number;
  burstOn: boolean;
  burstLimit: number;
  burstMinutes: number;
  batchOn: boolean;
  batchLimit: number;
  batchHours: number;
  ipOn: boolean;
  ipLimit: number;
  ipHours: number;
};

/**
 * The values for one redemption. `self`: the member typed the code (an admin entering it on their
 * behalf is trusted: no rule applies, nothing is counted).
 */
export function guardValues(s: FraudGuardSettings, self: boolean, ip: string | null, at: Date): GuardValues {
  const hourOn = self && s.memberHour.on;
  const dayOn = self && s.memberDay.on;
  const burstOn = self && s.newAccountBurst.on;
  return {
    at: at.toISOString(),
    ip: self ? ip : null,
    memberOn: hourOn || dayOn || burstOn,
    hourOn,
    hourLimit: s.memberHour.codes,
    dayOn,
    dayLimit: s.memberDay.codes,
    burstOn,
    burstLimit: s.newAccountBurst.codes,
    burstMinutes: s.newAccountBurst.minutes,
    batchOn: self && s.batchMembers.on,
    batchLimit: s.batchMembers.members,
    batchHours: s.batchMembers.hours,
    ipOn: self && s.ipAccounts.on && ip !== null,
    ipLimit: s.ipAccounts.accounts,
    ipHours: s.ipAccounts.hours,
  };
}

/**
 * A member's row of a batch or an address is moved to the entry's time only when it is older than
 * this: a member entering code after code rewrites it once a minute, not every time (the windows are
 * hours long; the count is at most a minute early in letting a member's row slide out).
 */
const FRESH = sql`interval '1 minute'`;

const g = alias(guardMemberCounts, 'g');
const gb = alias(guardBatchMembers, 'gb');
const gi = alias(guardIpMembers, 'gi');

export function guardCtes(v: Valued<GuardValues>, userId: Value<number>): SQL {
  const at = sql`${v.at}::timestamptz`;
  const hourAgo = sql`${at} - interval '1 hour'`;
  const dayAgo = sql`${at} - interval '1 day'`;
  const c = guardMemberCounts;
  return sql`
    guard_member as (
      insert into ${guardMemberCounts} as g (${names([c.userId, c.hourStart, c.hourCodes, c.dayStart, c.dayCodes, c.earlyCodes])})
      select ${userId}::int, ${at}, 1, ${at}, 1,
             case when ${at} <= (select created_at from member) + make_interval(mins => ${v.burstMinutes}::int) then 1 else 0 end
      from claim where ${v.memberOn}::boolean
      on conflict (${bare(c.userId)}) do update set
        ${bare(c.hourCodes)} = case when ${g.hourStart} <= ${hourAgo} then 1 else ${g.hourCodes} + 1 end,
        ${bare(c.hourStart)} = case when ${g.hourStart} <= ${hourAgo} then ${at} else ${g.hourStart} end,
        ${bare(c.dayCodes)} = case when ${g.dayStart} <= ${dayAgo} then 1 else ${g.dayCodes} + 1 end,
        ${bare(c.dayStart)} = case when ${g.dayStart} <= ${dayAgo} then ${at} else ${g.dayStart} end,
        ${bare(c.earlyCodes)} = ${g.earlyCodes} + excluded.${bare(c.earlyCodes)}
      returning ${g.hourCodes} as hour_codes, ${g.dayCodes} as day_codes, ${g.earlyCodes} as early_codes),
    guard_batch as (
      insert into ${guardBatchMembers} as gb (${names([gb.batchId, gb.userId, gb.lastAt])})
      select t.batch_id, ${userId}::int, ${at} from claim cross join target t where ${v.batchOn}::boolean and t.batch_id is not null
      on conflict (${bare(gb.batchId)}, ${bare(gb.userId)}) do update set ${bare(gb.lastAt)} = excluded.${bare(gb.lastAt)}
        where ${gb.lastAt} < excluded.${bare(gb.lastAt)} - ${FRESH}
      returning ${gb.batchId} as batch_id),
    batch_members as (
      select count(*)::int + 1 as n from ${guardBatchMembers} gb
      where ${v.batchOn}::boolean and exists (select 1 from claim)
        and ${gb.batchId} = (select batch_id from target) and ${gb.userId} <> ${userId}::int
        and ${gb.lastAt} > ${at} - make_interval(hours => ${v.batchHours}::int)),
    guard_ip as (
      insert into ${guardIpMembers} as gi (${names([gi.ip, gi.userId, gi.lastAt])})
      select ${v.ip}::text, ${userId}::int, ${at} from claim where ${v.ipOn}::boolean
      on conflict (${bare(gi.ip)}, ${bare(gi.userId)}) do update set ${bare(gi.lastAt)} = excluded.${bare(gi.lastAt)}
        where ${gi.lastAt} < excluded.${bare(gi.lastAt)} - ${FRESH}
      returning ${gi.ip} as ip),
    ip_members as (
      select count(*)::int + 1 as n from ${guardIpMembers} gi
      where ${v.ipOn}::boolean and exists (select 1 from claim)
        and ${gi.ip} = ${v.ip}::text and ${gi.userId} <> ${userId}::int
        and ${gi.lastAt} > ${at} - make_interval(hours => ${v.ipHours}::int)),
    tripped as (
      select array_remove(array[
        case when ${v.hourOn}::boolean and (select hour_codes from guard_member) > ${v.hourLimit}::int then 'MEMBER_HOUR' end,
        case when ${v.dayOn}::boolean and (select day_codes from guard_member) > ${v.dayLimit}::int then 'MEMBER_DAY' end,
        case when ${v.burstOn}::boolean and (select early_codes from guard_member) > ${v.burstLimit}::int then 'NEW_ACCOUNT_BURST' end,
        case when ${v.batchOn}::boolean and (select batch_id from target) is not null and (select n from batch_members) > ${v.batchLimit}::int then 'BATCH_MEMBERS' end,
        case when ${v.ipOn}::boolean and (select n from ip_members) > ${v.ipLimit}::int then 'IP_ACCOUNTS' end
      ]::text[], null) as rules)`;
}

/** True in the statement when the code tripped a rule: its points and bonuses are held, not credited. */
export const HELD = sql`exists (select 1 from tripped where cardinality(rules) > 0)`;

export interface HeldValues {
  userId: Value<number>;
  actorId: Value<number>;
  source: Value<number>;
  /** The code's ledger reason (as it would have been credited). */
  reason: SQL;
  expiresAt: Value<string>;
  at: Value<string>;
  ip: Value<string | null>;
}

/**
 * `held`: the held code's row, after the campaigns' CTEs (`bonuses`: what each campaign reserved,
 * with the reason its ledger row will carry). Then `claimed` (what the credit reads) is the claim
 * only when nothing was held.
 */
export function heldCtes(x: HeldValues, bonusReason: SQL): SQL {
  const h = heldCodes;
  return sql`
    held as (
      insert into ${heldCodes} (${names([h.codeId, h.userId, h.points, h.bonuses, h.rules, h.source, h.actorId, h.reason, h.groupName, h.expiresAt, h.ip, h.heldAt])})
      select claim.id, ${x.userId}::int, t.points,
             (select coalesce(jsonb_agg(jsonb_build_object('campaignId', campaign_id, 'versionId', version_id, 'campaign', name,
                                                           'points', given, 'reason', ${bonusReason},
                                                           'capped', capped, 'budgeted', budgeted) order by campaign_id), '[]'::jsonb) from bonuses),
             tr.rules, ${x.source}::smallint, ${x.actorId}::int, ${x.reason}, t.group_name, ${x.expiresAt}::timestamptz, ${x.ip}::text, ${x.at}::timestamptz
      from claim cross join target t cross join tripped tr where cardinality(tr.rules) > 0
      returning ${h.points} + (select coalesce(sum(given), 0)::int from bonuses) as points),
    claimed as (select id from claim where not exists (select 1 from held))`;
}
