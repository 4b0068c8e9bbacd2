import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/** Club members, employees (DTH/RDS) and admins: one table, `role` tells them apart. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: smallint('role').notNull(),
    status: text('status', { enum: ['NOT_ACTIVE', 'ACTIVE', 'ACTIVE_CONFIRMED'] })
      .notNull()
      .default('NOT_ACTIVE'),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    phone: text('phone'),
    companyName: text('company_name'),
    nip: text('nip'),
    city: text('city'),
    postCode: text('post_code'),
    street: text('street'),
    photo: text('photo'),
    photoSmall: text('photo_small'),
    isGold: boolean('is_gold').notNull().default(false),
    isPremium: boolean('is_premium').notNull().default(false),
    isDeleted: boolean('is_deleted').notNull().default(false),
    /** The DTH a member is assigned to; for a DTH, null. */
    dthId: integer('dth_id').references((): AnyPgColumn => users.id),
    /** The RDS a DTH reports to. */
    rdsId: integer('rds_id').references((): AnyPgColumn => users.id),
    regionId: integer('region_id'),
    /** District (powiat) within the region; FK added in the members migration. */
    districtId: integer('district_id'),
    /** The gold subgroup of a gold member (null: the gold group as a whole). */
    goldSubgroupId: integer('gold_subgroup_id'),
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    marketingConsentAt: timestamp('marketing_consent_at', { withTimezone: true }),
    regulationsAcceptedAt: timestamp('regulations_accepted_at', { withTimezone: true }),
    /** The regulations version (regulations.id) the member accepted last; published versions are never deleted. */
    acceptedRegulationId: integer('accepted_regulation_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * A back-office account's role (role = 1 only): which areas it may use (STAFF_ROLES in
     * @klub/contracts). Null for everyone else. Existing admins became ADMINISTRATOR (0041).
     */
    staffRole: text('staff_role', { enum: ['ADMINISTRATOR', 'PROGRAM', 'ORDERS', 'CONTENT', 'MESSAGES', 'ANALYST'] }),
    /** A deactivated staff account: cannot sign in, its sessions are refused. Null: active. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    /** A staff member's TOTP secret (RFC 6238, base32), set at enrolment; null: no second factor. */
    totpSecret: text('totp_secret'),
    /** When the staff member confirmed the second factor with a first code; null: not enrolled (yet). */
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /**
     * The 30-second time step (Unix time / 30) of the last TOTP code accepted from this account: a
     * code of that step or an earlier one is refused, so one code signs in once (RFC 6238 §5.2).
     */
    totpLastStep: integer('totp_last_step'),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.role),
    // users_dth_team_idx (dth_id) INCLUDE (…) WHERE dth_id IS NOT NULL: hand-written, migration 0013.
    index('users_rds_idx').on(t.rdsId),
    index('users_region_idx').on(t.regionId),
    // The admin members list pages and sorts on these.
    index('users_list_name_idx').on(t.lastname, t.firstname, t.id),
    index('users_list_region_name_idx').on(t.regionId, t.lastname, t.firstname, t.id),
    index('users_list_created_idx').on(t.createdAt, t.id),
    index('users_status_idx').on(t.status),
    // The gold and premium member lists (a small share of everyone).
    index('users_gold_idx')
      .on(t.id)
      .where(sql`${t.isGold}`),
    index('users_premium_idx')
      .on(t.id)
      .where(sql`${t.isPremium}`),
  ],
);

/**
 * One row per issued access token. The token (a JWT) carries the session id; a request is
 * accepted only while its session is neither revoked nor expired — that is token revocation.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    space: text('space', { enum: ['customer', 'admin'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Last request seen with this session, written at most once a minute: the admin idle timeout reads it. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Single-use, time-limited links sent by e-mail (account activation, password reset). Only a hash is stored. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** STAFF_INVITE: a new staff member's link to set the password (48 h). */
    kind: text('kind', { enum: ['ACTIVATION', 'PASSWORD_RESET', 'STAFF_INVITE'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('user_tokens_hash_key').on(t.tokenHash), index('user_tokens_user_idx').on(t.userId, t.kind)],
);

/** A staff member's one-use recovery codes of the second factor (ten, shown once); only a hash is kept. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('staff_recovery_codes_user_idx').on(t.userId)],
);
