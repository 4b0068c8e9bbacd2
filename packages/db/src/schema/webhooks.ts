import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Outbound webhooks (issue 40): the partner systems an Administrator subscribes to the club's
 * events (apps/server/src/modules/webhooks). `secret` signs every delivery (Standard Webhooks,
 * `whsec_` + base64); after a rotation `previous_secret` signs beside it until
 * `previous_secret_until`, so a receiver can switch without losing a delivery. Paused (by an admin,
 * or after an event failed every attempt for about 3 days): deliveries are logged as not sent.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial('id').primaryKey(),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    eventTypes: text('event_types').array().notNull(),
    secret: text('secret').notNull(),
    previousSecret: text('previous_secret'),
    previousSecretUntil: timestamp('previous_secret_until', { withTimezone: true }),
    status: text('status').notNull().default('ACTIVE'),
    /** Why it was paused (an admin, or the failure that exhausted the retries). */
    pausedReason: text('paused_reason'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('webhook_endpoints_status_check', sql`${t.status} in ('ACTIVE', 'PAUSED')`)],
);

/**
 * The outbox: one row per event, written by the change that causes it in the same transaction (a
 * change that rolls back leaves none). `id` is what the receivers deduplicate by (`webhook-id`);
 * `seq` keeps the order in which they were written, `dispatched_at` says the delivery jobs of every
 * subscribed endpoint were queued (the dispatcher, in one transaction with them). `member_id`: the
 * member the event is about (their events reach an endpoint in order); no foreign key, so the id
 * stays after anything happens to the account.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: uuid('id').primaryKey(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    type: text('type').notNull(),
    memberId: integer('member_id'),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
  },
  (t) => [
    index('webhook_events_undispatched_idx')
      .on(t.seq)
      .where(sql`${t.dispatchedAt} is null`),
    index('webhook_events_created_idx').on(t.createdAt, t.seq),
  ],
);

/** Every delivery attempt (the delivery log): what was sent where, and what came back. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => webhookEvents.id),
    /** 1 for the first attempt of a job (a redelivery starts again at 1). */
    attempt: integer('attempt').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    ok: boolean('ok').notNull(),
    /** The receiver's HTTP status (null: no answer — refused address, timeout, connection error, paused). */
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms').notNull(),
    /** The start of the answer's body, at most 2 kB. */
    responseExcerpt: text('response_excerpt'),
    error: text('error'),
  },
  (t) => [
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.id),
    index('webhook_deliveries_event_idx').on(t.endpointId, t.eventId, t.id),
  ],
);
