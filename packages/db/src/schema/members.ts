import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { regions } from './points';
import { users } from './users';
import { bytea, files } from './files';

/** Districts (powiaty) within regions. */
export const districts = pgTable(
  'districts',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id),
  },
  (t) => [uniqueIndex('districts_region_name_key').on(t.regionId, t.name), index('districts_region_idx').on(t.regionId)],
);

/**
 * Distributors (wholesalers selling the provider's products). `isAuthorized` false = added but
 * waiting for an admin to authorise it (the "unauthorized" list), e.g. from a CSV import.
 */
export const distributors = pgTable(
  'distributors',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    nip: text('nip'),
    email: text('email'),
    phone: text('phone'),
    city: text('city'),
    postCode: text('post_code'),
    street: text('street'),
    regionId: integer('region_id').references(() => regions.id),
    isAuthorized: boolean('is_authorized').notNull().default(false),
    authorizedAt: timestamp('authorized_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('distributors_nip_key')
      .on(t.nip)
      .where(sql`${t.nip} is not null`),
    index('distributors_authorized_name_idx').on(t.isAuthorized, t.name),
    // The connections report lists distributors by name.
    index('distributors_name_idx').on(t.name, t.id),
  ],
);

/**
 * Which distributors a contractor buys from (the contractor-distributor report, spec §3 "connections").
 * An admin sets them on the member's form; a distributor someone buys from cannot be deleted (409).
 */
export const memberDistributors = pgTable(
  'member_distributors',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    distributorId: integer('distributor_id')
      .notNull()
      .references(() => distributors.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The member's region and deletion, copied by triggers (migration 0017: on insert here, and when
     * the member's region or deletion changes), so the connections report counts by region without
     * joining a million users.
     */
    memberRegionId: integer('member_region_id'),
    memberDeleted: boolean('member_deleted').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.userId, t.distributorId] }), index('member_distributors_distributor_idx').on(t.distributorId, t.userId)],
);

/** A contractor's public business card; an admin approves or rejects it before it is shown. */
export const contractorWebsites = pgTable(
  'contractor_websites',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    services: text('services').notNull(),
    area: text('area').notNull(),
    description: text('description'),
    phone: text('phone'),
    email: text('email'),
    /** File keys (see `files`). */
    photos: jsonb('photos')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: text('status', { enum: ['PENDING', 'APPROVED', 'REJECTED'] })
      .notNull()
      .default('PENDING'),
    rejectionReason: text('rejection_reason'),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('contractor_websites_user_key').on(t.userId), index('contractor_websites_status_idx').on(t.status, t.updatedAt)],
);

/** Subgroups of the gold group. */
export const goldSubgroups = pgTable('gold_subgroups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Member groups an admin defines (/api/groups, docs/domain.md "Grupy członków i odbiorcy"): a name
 * and the members put in it by hand or from a pasted list of e-mails. Content audiences name them
 * (`audience_groups`); a group some content is for cannot be deleted.
 */
export const memberGroups = pgTable(
  'member_groups',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('member_groups_name_key').on(sql`lower(${t.name})`)],
);

/** Who is in a member group; leaves with the member or the group. */
export const memberGroupMembers = pgTable(
  'member_group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => memberGroups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index('member_group_members_user_idx').on(t.userId)],
);

/** Documents readable only by gold members (of one subgroup, or of the whole group when null). */
export const goldDocs = pgTable(
  'gold_docs',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description'),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    subgroupId: integer('subgroup_id').references(() => goldSubgroups.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('gold_docs_subgroup_idx').on(t.subgroupId)],
);

/**
 * A CSV import (members, distributors or codes): the uploaded file, then a background worker
 * validates (and, unless a dry run, inserts) it while `processed_rows` tells the admin's progress
 * bar how far it got.
 */
export const csvImports = pgTable(
  'csv_imports',
  {
    id: serial('id').primaryKey(),
    /** What the file holds: the kind picks the columns, the row checks and the insert. */
    kind: text('kind', { enum: ['members', 'distributors', 'codes'] })
      .notNull()
      .default('members'),
    /** The kind's own input besides the file (codes: `{ packageId }`). */
    params: jsonb('params')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** What a finished import made (codes: `{ batchId }`). */
    result: jsonb('result').$type<Record<string, unknown>>(),
    createdBy: integer('created_by').references(() => users.id),
    fileName: text('file_name').notNull(),
    content: bytea('content').notNull(),
    /** DRY_RUN: validate only; ALL_OR_NOTHING: insert only if every row is valid; VALID_ROWS: insert the valid rows. */
    mode: text('mode', { enum: ['DRY_RUN', 'ALL_OR_NOTHING', 'VALID_ROWS'] }).notNull(),
    status: text('status', { enum: ['QUEUED', 'RUNNING', 'DONE', 'FAILED'] })
      .notNull()
      .default('QUEUED'),
    totalRows: integer('total_rows').notNull().default(0),
    processedRows: integer('processed_rows').notNull().default(0),
    insertedRows: integer('inserted_rows').notNull().default(0),
    errorRows: integer('error_rows').notNull().default(0),
    /** [{ line, message }], capped. */
    errors: jsonb('errors')
      .$type<{ line: number; message: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** First rows as they would be imported (the dry-run preview). */
    preview: jsonb('preview')
      .$type<Record<string, unknown>[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    failure: text('failure'),
    /** The claim of the run that owns a RUNNING job (its writes are guarded by it). */
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    /** Written every few seconds by the instance running the job (database clock); a RUNNING job whose heartbeat stopped is taken again. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('csv_imports_status_idx').on(t.status, t.createdAt), index('csv_imports_kind_idx').on(t.kind, t.id)],
);
