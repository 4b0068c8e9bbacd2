import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { trainings } from './trainings';
import { users } from './users';

/**
 * A member's request to the trainers (/trainings/contact, docs/domain.md "Kontakt w sprawie szkoleń"):
 * a topic from a short list, optionally the training it is about, the message and a phone to call
 * back. Admins mark it `DONE` (who and when) or reopen it (`NEW`). The trainers' contact data itself
 * is a setting (`trainings.contact`), not a table.
 */
export const trainingContactRequests = pgTable(
  'training_contact_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topic: text('topic').notNull(),
    trainingId: integer('training_id').references(() => trainings.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    phone: text('phone'),
    status: text('status').notNull().default('NEW'),
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('training_contact_requests_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('training_contact_requests_user_idx').on(t.userId),
    check('training_contact_requests_status_check', sql`${t.status} in ('NEW', 'DONE')`),
    check('training_contact_requests_topic_check', sql`${t.topic} in ('COMPANY', 'QUESTION', 'OTHER')`),
  ],
);
