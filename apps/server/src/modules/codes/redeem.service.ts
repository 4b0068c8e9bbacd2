import { sql, type Placeholder } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  POINTS_ROLES,
  type CodeEntryLimits,
  type LEDGER_SOURCES,
  CODE_MESSAGES,
  FRAUD_GUARD_DEFAULTS,
  GUARD_MESSAGES,
} from '@klub/contracts';
import { builtStatement, codes, memberPoints, pointsPackages, queryRows, rateLimits, users, bare } from '@klub/db';
import { AppError, notFound } from '../../errors';
import { blockedFor, countHit } from '../../lib/rate-limit';
import { endOfYearWarsaw, warsawDay, warsawYear } from '../../lib/time';
import type { Deps } from '../../deps';
import { creditStatement } from '../ledger/ledger.service';
import { BONUS_LIST, BONUS_TOTAL, bonusReason, campaignBonusCtes, campaignsOnCte } from '../campaigns/campaign-bonus';
import { fraudGuardSettings } from '../code-guard/guard-settings';
import { heldStatusOf } from '../code-guard/code-guard.queries';
import { guardCtes, guardValues, HELD, heldCtes, type GuardValues } from '../code-guard/redemption-guard';
import { classifyCode, formatCode, normalizeCode } from './code-format';
import { codeEntryLimits, pointsValidityYears } from './settings';

export interface RedeemRequest {
  userId: number;
  code: string;
  source: typeof LEDGER_SOURCES.CLUB_ADMIN | typeof LEDGER_SOURCES.MOBILE_APP;
  /** Who typed it: the member, or an admin entering it on the member's behalf. */
  actorId: number;
  /** The address the request came from (the fraud guard's address rule). */
  ip?: string;
}

export interface Redeemed {
  code: string;
  /** Credited by this request: 0 when the code was already the member's. */
  points: number;
  codePoints: number;
  /** The code was already on this member's account: nothing credited now (issue 14). */
  alreadyRedeemed: boolean;
  packageName: string;
  balance: number;
  message: string;
  /** Campaigns' bonuses credited with the code now (docs/domain.md "Akcje punktowe"). */
  bonuses: { campaign: string; points: number }[];
  /** The fraud guard held the code's points and bonuses for review (docs/domain.md "Fraud guard"): nothing credited. */
  held?: { points: number };
}

export async function assertNotBlocked(deps: Pick<Deps, 'db' | 'settings'>, userId: number): Promise<void> {
  const wait = await blockedFor(deps.db, blockRule(userId, await codeEntryLimits(deps.settings)));
  if (wait > 0) throw blockedError(wait);
}

function blockedError(seconds: number) {
  return new AppError('CODE_ENTRY_BLOCKED', CODE_MESSAGES.blockedFor(Math.ceil(seconds / 60)));
}

/** The member's wrong-code counter under the programme's limits (settings: codes.entryLimits). */
export const blockRule = (userId: number, limits: CodeEntryLimits) => ({
  key: `codes:fail:${userId}`,
  limit: limits.maxFailures,
  windowSeconds: limits.windowMinutes * 60,
});

interface Outcome {
  found_user: boolean;
  /** Seconds of the block left when the member was already blocked before this attempt. */
  blocked_for: number | null;
  role: number | null;
  status: string | null;
  code_id: number | null;
  redeemed_by: number | null;
  package_name: string | null;
  points: number | null;
  ended: boolean | null;
  /** Set when THIS statement claimed the code: the member's new balance. */
  new_balance: number | null;
  /** The member's balance before (for a retry's answer). */
  balance: number;
  /** The campaigns' bonuses this statement credited (none: []). */
  bonuses: { campaign: string; points: number }[];
  /** Set when THIS statement claimed the code and the fraud guard held it: the code's and bonuses' points. */
  held_points: number | null;
  /**
   * A campaign is active today (whatever it applies to). The plain shape then did nothing at all —
   * nothing counted, nothing claimed — and the redemption runs again in the full shape.
   */
  campaigns_on: boolean;
}

/** The member `u`, the code `c` and its package `p`, the member's counter `r` and the row proposed for it, `excluded`. */
const u = alias(users, 'u');
const c = alias(codes, 'c');
const p = alias(pointsPackages, 'p');
const r = alias(rateLimits, 'r');
const excluded = alias(rateLimits, 'excluded');

/**
 * Redeems one code for one member, exactly once, in ONE statement (one round trip):
 * it reads the member, their code-entry block, the code and its package, and — only when all of
 * those allow it — claims the code with a conditional UPDATE (… where redeemed_by is null) and
 * writes the ledger credit and the member totals. Either all of that commits or none of it.
 *  - a concurrent attempt by someone else finds nothing to claim: the one "invalid code" answer;
 *  - a repeat by the same member (a retry, even a parallel one) gets a 200 that says the code is already
 *    theirs (`alreadyRedeemed`, `points: 0`, "Ten kod jest już na Twoim koncie"), no second credit;
 *  - a unique index allows one credit per code, whatever happens.
 * Wrong codes count towards the block (10 in an hour); typos caught by the check character do not.
 * The attempt is counted BEFORE the code is checked, in the same statement: the upsert of the
 * counter locks the member's counter row, so parallel attempts are counted one after another and
 * only the first 10 failures of the hour are ever checked against the codes (the rest are blocked).
 */
export async function redeemCode(deps: Deps, req: RedeemRequest): Promise<Redeemed> {
  const code = normalizeCode(req.code);
  const shape = classifyCode(code);
  // One after another, not Promise.all: an admin entering a code for a member runs in the request's
  // transaction, on one connection; the values come from the settings cache, so the order costs nothing.
  const validity = await pointsValidityYears(deps.settings);
  const limits = await codeEntryLimits(deps.settings);
  const guard = await fraudGuardSettings(deps.settings);
  const rule = blockRule(req.userId, limits);
  const checks = guardValues(guard, req.actorId === req.userId, req.ip ?? null, new Date());
  const values = redemptionValues(req, code, shape, validity, rule, checks);
  const plain = !guardOn(checks) && campaignsSeen.get(deps.db) === false;
  let [row] = await (plain ? runPlainRedemption : runRedemption)(deps.db, values);
  if (plain && row!.campaigns_on) [row] = await runRedemption(deps.db, values);
  campaignsSeen.set(deps.db, row!.campaigns_on);
  return interpret(deps, req, code, shape, row!, rule);
}

/**
 * Whether the last redemption on a database found a campaign active today. Unknown (a new
 * instance, or a request's own transaction): the full shape, which is always right. Never stale for
 * long: every redemption answers it anew, and a plain one that meets a campaign does nothing and
 * runs again in the full shape — so a campaign started on another instance, or at Polish midnight,
 * misses no code.
 */
const campaignsSeen = new WeakMap<object, boolean>();

/** Any of the fraud guard's rules applies to this redemption: its steps must run. */
const guardOn = (g: GuardValues) => g.memberOn || g.batchOn || g.ipOn;

/** What one redemption runs with: the values of the statement's placeholders. */
type RedemptionValues = GuardValues & {
  userId: number;
  actorId: number;
  source: RedeemRequest['source'];
  /** The normalised code to look up; '' for a typo, which no code matches. */
  code: string;
  /** Our code's or a foreign code's shape: a failure counts towards the block, a claim may happen. */
  counts: boolean;
  /** The code as members see it, for the ledger's reason. */
  label: string;
  expiresAt: string;
  year: number;
  /** Today in Poland by the app's clock: the campaigns' windows (the day GET /api/campaigns/active lists by). */
  today: string;
  ruleKey: string;
  limit: number;
  windowSeconds: number;
};

function redemptionValues(
  req: RedeemRequest,
  code: string,
  shape: ReturnType<typeof classifyCode>,
  validity: number,
  rule: ReturnType<typeof blockRule>,
  guard: GuardValues,
): RedemptionValues {
  const counts = shape === 'ours' || shape === 'foreign';
  const year = warsawYear();
  return {
    ...guard,
    userId: req.userId,
    actorId: req.actorId,
    source: req.source,
    code: counts ? code : '',
    counts,
    label: formatCode(code),
    expiresAt: endOfYearWarsaw(year + validity).toISOString(),
    year,
    today: warsawDay(),
    ruleKey: rule.key,
    limit: rule.limit,
    windowSeconds: rule.windowSeconds,
  };
}

type Valued<T> = { [K in keyof T]: T[K] | Placeholder };

/**
 * The one redemption statement, built ONCE with placeholders and then only bound: building its
 * 4 kB text was 120 µs of Node time per redemption (the bench's client used 70 % of a core
 * beside PostgreSQL's 90 %).
 */
// Each value read is the placeholder of its own name: no key list beside the type to fall behind it.
const placeholders = () => new Proxy({}, { get: (_, key) => sql.placeholder(String(key)) }) as Valued<RedemptionValues>;
const runRedemption = builtStatement<Outcome, RedemptionValues>(() => redemptionSql(placeholders(), 'full'));
const runPlainRedemption = builtStatement<Outcome, RedemptionValues>(() => redemptionSql(placeholders(), 'plain'));

/**
 * The redemption statement with its values in place: what the bench explains part by part
 * (EXPLAIN ANALYZE of each CTE, trigger and foreign-key check). Same text as redeemCode runs.
 */
export function redemptionStatement(
  req: RedeemRequest,
  code: string,
  validity: number,
  rule: ReturnType<typeof blockRule>,
  guard = FRAUD_GUARD_DEFAULTS,
  shape: Shape = 'full',
) {
  const checks = guardValues(guard, req.actorId === req.userId, req.ip ?? null, new Date());
  return redemptionSql(redemptionValues(req, code, classifyCode(code), validity, rule, checks), shape);
}

/**
 * The statement's two shapes. `full`: with the fraud guard's and the campaigns' steps (14 more
 * CTEs over 9 more relations). `plain`: without them, for a redemption no guard rule applies to
 * when no campaign is active today — the usual case, and about 40 % faster on PostgreSQL (the
 * bench: 2 566 against 1 836 redemptions/s). The plain shape checks in itself that no campaign
 * is active (`campaigns_on`) and otherwise does nothing, so the choice is never wrong, only slower.
 */
type Shape = 'full' | 'plain';

function redemptionSql(v: Valued<RedemptionValues>, shape: Shape) {
  const full = shape === 'full';
  const reason = sql`'Kod ' || ${v.label}::text || ' — ' || (select package_name from target)`;
  const credit = creditStatement(
    {
      userId: v.userId,
      amount: sql`(select points from target)`,
      source: v.source,
      reason,
      actorId: v.actorId,
      groupName: sql`(select group_name from target)`,
      expiresAt: v.expiresAt,
      year: v.year,
      earns: true,
      extra: full ? BONUS_TOTAL : undefined,
    },
    sql`member as (
          select ${u.id} as id, ${u.role} as role, ${u.status} as status,
            (${u.status} <> 'NOT_ACTIVE' and ${u.role} in (${sql.join(
              POINTS_ROLES.map((role) => sql`${role}`),
              sql`, `,
            )})) as may_redeem,
            coalesce((select ${memberPoints.balance} from ${memberPoints} where ${memberPoints.userId} = ${u.id}), 0)::int as balance,
            ${u.createdAt} as created_at
          from ${users} u where ${u.id} = ${v.userId} and ${u.isDeleted} = false),
        ${campaignsOnCte(v.today)},
        target as (
          select ${c.id} as id, ${c.redeemedBy} as redeemed_by, ${c.batchId} as batch_id, ${p.id} as package_id, ${p.name} as package_name, ${p.groupName} as group_name, ${p.points} as points,
            (${p.isNotActual} or (${p.expiresAt} is not null and ${p.expiresAt} < (now() at time zone 'Europe/Warsaw')::date)) as ended
          from ${codes} c join ${pointsPackages} p on ${p.id} = ${c.packageId} where ${c.code} = ${v.code}),
        verdict as (
          -- 1 when this attempt is a failure that counts: a code of ours or foreign, entered by a member who
          -- may redeem, that is unknown, someone else's or of an ended offer (typos do not count).
          select (${v.counts}::boolean and coalesce((select may_redeem from member), false)
                  and not exists (select 1 from target where not ended and (redeemed_by is null or redeemed_by = ${v.userId})))::int as inc),
        counted as (
          insert into ${rateLimits} as r (${bare(r.key)}, ${bare(r.windowStart)}, ${bare(r.hits)})
          select ${v.ruleKey}, now(), (select inc from verdict) where exists (select 1 from member)
            ${full ? sql`` : sql`and not (select active from campaigns_on)`}
          on conflict (${bare(r.key)}) do update set
            ${bare(r.hits)} = case when ${r.windowStart} <= now() - make_interval(secs => ${v.windowSeconds}) then ${excluded.hits}
                                   else ${r.hits} + ${excluded.hits} end,
            ${bare(r.windowStart)} = case when ${r.windowStart} <= now() - make_interval(secs => ${v.windowSeconds}) then now()
                                          else ${r.windowStart} end
          returning ${r.hits} - (select inc from verdict) as before,
            greatest(1, ceil(extract(epoch from (${r.windowStart} + make_interval(secs => ${v.windowSeconds}) - now())))::int) as retry_after),
        claim as (
          update ${codes} set ${bare(codes.redeemedBy)} = ${v.userId}, ${bare(codes.redeemedAt)} = now(), ${bare(codes.source)} = ${v.source},
            ${bare(codes.enteredBy)} = ${v.actorId}
          where ${v.counts}::boolean
            and ${codes.id} = (select id from target where redeemed_by is null and not ended)
            and ${codes.redeemedBy} is null
            and exists (select 1 from member where may_redeem)
            and exists (select 1 from counted where before < ${v.limit})
          returning ${codes.id} as id),
        ${
          full
            ? sql`${guardCtes(v, v.userId)},
        ${campaignBonusCtes({ userId: v.userId, actorId: v.actorId, label: v.label, expiresAt: v.expiresAt, today: v.today, claim: sql`claim`, held: HELD })},
        ${heldCtes({ userId: v.userId, actorId: v.actorId, source: v.source, reason, expiresAt: v.expiresAt, at: v.at, ip: v.ip }, bonusReason(v.label))}`
            : sql`claimed as (select id from claim)`
        }`,
  );
  return sql`${credit}
    select exists (select 1 from member) as found_user,
           (select retry_after from counted where before >= ${v.limit}) as blocked_for, m.role, m.status, m.balance,
           t.id as code_id, t.redeemed_by, t.package_name, t.points, t.ended,
           (select balance from totals) as new_balance,
           ${full ? BONUS_LIST : sql`'[]'::json`} as bonuses, ${full ? sql`(select points from held)` : sql`null::int`} as held_points,
           (select active from campaigns_on) as campaigns_on
    from (select 1) one left join member m on true left join target t on true`;
}

async function interpret(
  deps: Deps,
  req: RedeemRequest,
  code: string,
  shape: string,
  row: Outcome,
  rule: ReturnType<typeof blockRule>,
): Promise<Redeemed> {
  const answer = (balance: number, creditedNow: boolean): Redeemed => ({
    bonuses: creditedNow ? row.bonuses : [],
    code: formatCode(code),
    points: creditedNow ? row.points! : 0,
    codePoints: row.points!,
    alreadyRedeemed: !creditedNow,
    packageName: row.package_name!,
    balance,
    message: creditedNow
      ? CODE_MESSAGES.redeemed(row.points!, formatCode(code))
      : req.actorId === req.userId
        ? CODE_MESSAGES.alreadyYours
        : CODE_MESSAGES.alreadyMembers,
  });
  const heldAnswer = (balance: number, points: number, already: boolean): Redeemed => ({
    ...answer(balance, false),
    alreadyRedeemed: already,
    message: GUARD_MESSAGES.held(formatCode(code), points),
    held: { points },
  });
  if (row.new_balance !== null) return answer(row.new_balance, true);
  if (row.held_points !== null) return heldAnswer(row.balance, row.held_points, false);
  if (!row.found_user) throw notFound('participant');
  if (row.blocked_for) throw blockedError(row.blocked_for);
  if (!POINTS_ROLES.includes(row.role as never)) throw new AppError('NO_POINTS_ROLE');
  if (row.status === 'NOT_ACTIVE') throw new AppError('ACCOUNT_NOT_ACTIVE');
  if (shape === 'typo') throw new AppError('CODE_TYPO');
  // The member's own code again: held or voided by the guard, it says so (the rare path reads it).
  const ownAgain = async (balance: number, codeId: number) => {
    const [held] = await heldStatusOf(deps.db, codeId);
    if (held?.status === 'PENDING') return heldAnswer(balance, held.points, true);
    if (held?.status === 'REJECTED') throw new AppError('CODE_INVALID');
    return answer(balance, false);
  };
  if (row.code_id !== null && row.redeemed_by === req.userId) return ownAgain(row.balance, row.code_id);
  if (row.code_id !== null && row.redeemed_by === null && !row.ended) {
    // Lost a race inside the same instant: the winner is either this member's parallel retry or someone else.
    const [again] = await queryRows<{ redeemed_by: number | null; balance: number }>(
      deps.db,
      sql`
      select ${codes.redeemedBy} as redeemed_by,
             coalesce((select ${memberPoints.balance} from ${memberPoints} where ${memberPoints.userId} = ${req.userId}), 0)::int as balance
      from ${codes} where ${codes.id} = ${row.code_id}`,
    );
    if (again?.redeemed_by === req.userId) return ownAgain(again.balance, row.code_id);
    // Someone else's by a hair: the statement saw a free code and did not count it; it is a failure now.
    await countHit(deps.db, rule);
    throw new AppError('CODE_INVALID');
  }
  // Every other failure was counted by the statement itself, before the code was looked at.
  throw new AppError(row.code_id !== null && row.redeemed_by === null && row.ended ? 'CODE_OFFER_ENDED' : 'CODE_INVALID');
}
