// The redemption bench's second half (issue 38, item 5): the same load with every fraud-guard rule on
// and 10 active bonus-point campaigns. Four match the bench's codes — every code; the bench's package group; its package for
// contractors (with a member cap); a fixed bonus with a total budget (the hot row a budget is) — and
// six do not (other groups, packages, regions, gold members), which the statement still has to rule
// out on every code. Made through the service the admin API uses, removed afterwards (the local
// bench database is kept between runs).
import { eq, inArray, like, sql } from 'drizzle-orm';
import { FRAUD_GUARD_DEFAULTS, ROLES, type CampaignTerms, type FraudGuardSettings } from '@klub/contracts';
import { campaignCredits, campaigns, pointsPackages, regions, settings, type Database } from '@klub/db';
import { FRAUD_GUARD_KEY } from '../src/modules/code-guard/guard-settings';
import { createCampaign, setCampaignStatus } from '../src/modules/campaigns/campaigns.service';
import { warsawDay } from '../src/lib/time';

const NAME = 'Bench — akcja';
/** Package groups with no bench codes (a campaign may only name groups some package has). */
const OTHER_GROUPS = ['Bench — farby', 'Bench — grunty'] as const;

/** A region no bench member is in. */
async function benchRegion(db: Database): Promise<number> {
  await db.insert(regions).values({ name: 'Bench — region' }).onConflictDoNothing();
  return (await db.select({ id: regions.id }).from(regions).where(eq(regions.name, 'Bench — region')))[0]!.id;
}

async function otherPackages(db: Database): Promise<number[]> {
  const ids: number[] = [];
  for (const groupName of OTHER_GROUPS) {
    const name = `${groupName} (pakiet)`;
    const [found] = await db.select({ id: pointsPackages.id }).from(pointsPackages).where(eq(pointsPackages.name, name));
    ids.push(found?.id ?? (await db.insert(pointsPackages).values({ name, groupName, points: 20 }).returning())[0]!.id);
  }
  return ids;
}
const everyone = { roles: [], regions: [], gold: false, premium: false, groups: [] };

function campaignTerms(
  packageId: number,
  other: number[],
  region: number,
): Array<Partial<CampaignTerms> & Pick<CampaignTerms, 'multiplier' | 'fixedBonus'>> {
  return [
    // matching
    { multiplier: 2, fixedBonus: 0 },
    { groupNames: ['Bench'], multiplier: 1, fixedBonus: 5 },
    {
      packageIds: [packageId],
      audience: { ...everyone, roles: [ROLES.CONTRACTOR] },
      multiplier: 1.5,
      fixedBonus: 0,
      memberCap: 10_000_000,
    },
    { multiplier: 1, fixedBonus: 1, budget: 1_000_000_000 },
    // not matching
    { groupNames: [OTHER_GROUPS[0]], multiplier: 3, fixedBonus: 0 },
    { groupNames: [...OTHER_GROUPS], multiplier: 1, fixedBonus: 10, memberCap: 500 },
    { packageIds: other, multiplier: 2, fixedBonus: 0 },
    { audience: { ...everyone, gold: true }, multiplier: 2, fixedBonus: 0 },
    { audience: { ...everyone, regions: [region] }, multiplier: 1, fixedBonus: 20, budget: 50_000 },
    { audience: { ...everyone, roles: [ROLES.ARCHITECT] }, multiplier: 1.25, fixedBonus: 0 },
  ];
}

/**
 * Starts the 10 campaigns, `matching` of them (1 or 4) giving a bonus on the bench's codes: with 1, the
 * other three of the first four are for gold members (no bench member is), so the statement still
 * weighs all ten on every code.
 */
export async function startBenchCampaigns(db: Database, packageId: number, actorId: number, matching: 1 | 4) {
  await removeBenchCampaigns(db);
  const today = warsawDay();
  const endsOn = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
  for (const [i, t] of campaignTerms(packageId, await otherPackages(db), await benchRegion(db)).entries()) {
    const created = await createCampaign(
      db,
      {
        name: `${NAME} ${i + 1}`,
        startsOn: today,
        endsOn,
        packageIds: [],
        groupNames: [],
        audience: everyone,
        memberCap: null,
        budget: null,
        ...t,
        ...(i > 0 && i < 4 && i >= matching ? { audience: { ...everyone, gold: true } } : {}),
      },
      actorId,
    );
    await setCampaignStatus(db, created.id, 'ACTIVE');
  }
  return { active: 10, matching };
}

/** Every fraud-guard rule on, at thresholds the bench's members never reach. */
export const BENCH_RULES: FraudGuardSettings = {
  memberHour: { on: true, codes: 10_000 },
  memberDay: { on: true, codes: 100_000 },
  newAccountBurst: { on: true, codes: 10_000, minutes: 1 },
  batchMembers: { on: true, members: 100_000, hours: 24 },
  ipAccounts: { on: true, accounts: 100_000, hours: 24 },
  flagHeldPoints: FRAUD_GUARD_DEFAULTS.flagHeldPoints,
};

/**
 * Every fraud-guard rule on, at thresholds the bench's members never reach (a held code skips the
 * ledger, which would flatter the figure): what the rules cost is their counting. Written behind the
 * app's back, then the settings key's invalidation sent on the instances' channel (lib/notify-bus.ts).
 */
export async function guardRulesOn(db: Database) {
  const rules = BENCH_RULES;
  await db
    .insert(settings)
    .values({ key: FRAUD_GUARD_KEY, value: rules })
    .onConflictDoUpdate({ target: settings.key, set: { value: rules } });
  await db.execute(sql`select pg_notify('klub_auth', ${`k:${FRAUD_GUARD_KEY}`})`);
}

export async function guardRulesOff(db: Database) {
  await db.delete(settings).where(eq(settings.key, FRAUD_GUARD_KEY));
  await db.execute(sql`select pg_notify('klub_auth', ${`k:${FRAUD_GUARD_KEY}`})`);
}

export async function removeBenchCampaigns(db: Database) {
  const ids = (
    await db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(like(campaigns.name, `${NAME}%`))
  ).map((c) => c.id);
  if (!ids.length) return;
  await db.delete(campaignCredits).where(inArray(campaignCredits.campaignId, ids)); // the ledger rows stay
  await db.delete(campaigns).where(inArray(campaigns.id, ids));
}
