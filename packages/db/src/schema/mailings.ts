import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A mailing (admin: messages/send-mailing): one subject and body to a segment of members, into
 * their inboxes, by e-mail or both (docs/domain.md "Mailingi"). `segment` is the filter as the
 * admin set it; the recipients are fixed when the sending starts (`mailing_recipients`).
 * `requestKey`: the form's key, so a double click (or a retried request) makes one mailing.
 * An SMS sending (messages/send-sms) is a mailing of channel SMS: `body` is the plain text, no
 * subject, `sender` the name phones show; same ledger, same job, same exactly-once.
 */
export const mailings = pgTable(
  'mailings',
  {
    id: serial('id').primaryKey(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    requestKey: text('request_key').notNull(),
    subject: text('subject').notNull(),
    /** Sanitised HTML. */
    body: text('body').notNull(),
    channels: text('channels').notNull(),
    /** SMS: the sender name when it was ordered (settings). */
    sender: text('sender'),
    segment: jsonb('segment').notNull(),
    status: text('status').notNull().default('SCHEDULED'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Members in the segment when the sending started. */
    recipients: integer('recipients').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mailings_request_key').on(t.requestKey),
    index('mailings_created_idx').on(t.createdAt.desc(), t.id.desc()),
    check('mailings_channels_check', sql`${t.channels} in ('INBOX', 'EMAIL', 'BOTH', 'SMS')`),
    check('mailings_status_check', sql`${t.status} in ('SCHEDULED', 'SENDING', 'SENT', 'CANCELLED')`),
  ],
);

/**
 * Each member of a mailing and its e-mail's fate, the exactly-once ledger of the sending:
 * PENDING → CLAIMED (a worker took it) → SENDING (handed to the SMTP server) → SENT or FAILED.
 * A worker that died leaves CLAIMED rows (sent to nobody: back to PENDING) and SENDING rows (maybe
 * delivered: UNCERTAIN, "niepewne", never sent again). NO_EMAIL: inbox only, or no marketing consent.
 * SMS rows carry the phone instead (NO_PHONE: none, or a segment member without consent), the
 * gateway's message id, and the delivery the gateway's callback reported.
 */
export const mailingRecipients = pgTable(
  'mailing_recipients',
  {
    mailingId: integer('mailing_id')
      .notNull()
      .references(() => mailings.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    phone: text('phone'),
    status: text('status').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    /** The worker's attempt that claimed it (a random token). */
    claimedBy: text('claimed_by'),
    error: text('error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** SMS: the gateway's id of the message (its callbacks name it), parts charged, last reported delivery. */
    gatewayId: text('gateway_id'),
    parts: smallint('parts'),
    delivery: text('delivery'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.mailingId, t.userId] }),
    index('mailing_recipients_pending_idx').on(t.mailingId, t.status),
    index('mailing_recipients_gateway_idx')
      .on(t.gatewayId)
      .where(sql`${t.gatewayId} is not null`),
    check(
      'mailing_recipients_status_check',
      sql`${t.status} in ('PENDING', 'CLAIMED', 'SENDING', 'SENT', 'FAILED', 'UNCERTAIN', 'NO_EMAIL', 'NO_PHONE')`,
    ),
  ],
);
