import { bigserial, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window counters shared by every instance (login, password reset, code entry).
 * One atomic upsert per hit; see apps/server/src/plugins/rate-limit.ts.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

/** Photos shown on the registration screen (admin: page/home/photos). */
export const pagePhotos = pgTable('page_photos', {
  id: serial('id').primaryKey(),
  url: text('url').notNull(),
  title: text('title'),
  pos: integer('pos').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The audit trail: one row per row an admin request inserted, changed or deleted, written by the
 * `klub_audit` trigger in the same transaction as the change (so a change that rolled back leaves
 * no row, and no change is unrecorded). Who, from where and which route come from the request
 * (`set_config('klub.audit_*')`, apps/server/src/lib/request-transaction.ts). Append-only: a
 * trigger refuses UPDATE, DELETE and TRUNCATE. Secret columns are masked by the trigger.
 * `action` is INSERT, UPDATE, DELETE, or JOB for a summary a background job wrote (an import).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id'),
    /** The actor's staff role at the time (`klub.audit_role`; migration 0042). Null before it, and for jobs. */
    actorRole: text('actor_role'),
    ip: text('ip'),
    route: text('route'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.id),
    index('audit_log_actor_idx').on(t.actorId, t.id),
    index('audit_log_at_idx').on(t.at, t.id),
  ],
);

/**
 * Runs of background work and deliveries: the periodic jobs (points expiry, ranking snapshot),
 * e-mails sent. `{date, status}` of the spec plus what the run did (`details`).
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    status: text('status', { enum: ['OK', 'FAILED'] }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    details: jsonb('details'),
  },
  (t) => [index('job_runs_kind_idx').on(t.kind, t.id)],
);
