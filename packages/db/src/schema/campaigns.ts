import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { audienceColumns } from './content';
import { codes, pointsLedger } from './points';
import { users } from './users';

/**
 * Bonus-point campaigns, "Akcje punktowe" (docs/domain.md "Akcje punktowe"): a name, a status and a
 * budget of points spent across its versions. What it gives, when and to whom are its versions' terms
 * (`campaign_versions`): a draft's are edited in place; once it has been active, a change is a new
 * version and the old one stops applying at that moment.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    status: text('status', { enum: ['DRAFT', 'ACTIVE', 'PAUSED', 'ENDED'] })
      .notNull()
      .default('DRAFT'),
    /** Bonus points credited so far, every version together (never above the current version's budget). */
    spent: integer('spent').notNull().default(0),
    /** What the last redemption's bonus took from the budget (the redemption statement reads it back). */
    lastGiven: integer('last_given').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('campaigns_status_check', sql`${t.status} in ('DRAFT', 'ACTIVE', 'PAUSED', 'ENDED')`),
    check('campaigns_spent_nonneg', sql`${t.spent} >= 0`),
    index('campaigns_status_idx').on(t.status),
  ],
);

/**
 * A campaign's terms. The window is two Polish dates (from 00:00 of `startsOn` to the end of `endsOn`,
 * Europe/Warsaw); what it applies to: points packages or package groups (both empty: every code); the
 * audience (the one model of content and reports); the reward: the code's points times `multiplier`
 * minus the code's own points, plus `fixedBonus`; at most `memberCap` bonus points per member and
 * `budget` in all. `supersededAt`: when a newer version took over (null: the current one).
 */
export const campaignVersions = pgTable(
  'campaign_versions',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    packageIds: integer('package_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    groupNames: text('group_names')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...audienceColumns(),
    multiplier: numeric('multiplier', { precision: 4, scale: 2 }).notNull().default('1'),
    fixedBonus: integer('fixed_bonus').notNull().default(0),
    memberCap: integer('member_cap'),
    budget: integer('budget'),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('campaign_versions_campaign_version_key').on(t.campaignId, t.version),
    // One current version per campaign.
    uniqueIndex('campaign_versions_current_key')
      .on(t.campaignId)
      .where(sql`${t.supersededAt} is null`),
    check('campaign_versions_window', sql`${t.endsOn} >= ${t.startsOn}`),
    check('campaign_versions_multiplier', sql`${t.multiplier} >= 1 and ${t.multiplier} <= 10`),
    check('campaign_versions_fixed_bonus', sql`${t.fixedBonus} >= 0`),
    check('campaign_versions_reward', sql`${t.multiplier} > 1 or ${t.fixedBonus} > 0`),
    check('campaign_versions_member_cap', sql`${t.memberCap} is null or ${t.memberCap} > 0`),
    check('campaign_versions_budget', sql`${t.budget} is null or ${t.budget} > 0`),
  ],
);

/** Bonus points a member has had from a campaign (every version together), against its `memberCap`. */
export const campaignMemberBonus = pgTable(
  'campaign_member_bonus',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    points: integer('points').notNull().default(0),
    /** What the last redemption added (the redemption statement reads it back). */
    lastGiven: integer('last_given').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.userId] }), check('campaign_member_bonus_nonneg', sql`${t.points} >= 0`)],
);

/**
 * Each campaign bonus credited on a code: once per code and campaign, whatever happens (the primary
 * key), with the version whose terms gave it and its ledger row (source CAMPAIGN; the code's own
 * credit is the one ledger row that carries `code_id`).
 */
export const campaignCredits = pgTable(
  'campaign_credits',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    codeId: bigint('code_id', { mode: 'number' })
      .notNull()
      .references(() => codes.id),
    versionId: integer('version_id')
      .notNull()
      .references(() => campaignVersions.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    ledgerId: bigint('ledger_id', { mode: 'number' })
      .notNull()
      .references(() => pointsLedger.id),
    points: integer('points').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.codeId] }),
    index('campaign_credits_campaign_day_idx').on(t.campaignId, t.createdAt),
    check('campaign_credits_points_positive', sql`${t.points} > 0`),
  ],
);
