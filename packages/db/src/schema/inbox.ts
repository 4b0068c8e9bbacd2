import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { files } from './files';
import { users } from './users';

/**
 * Messages between the club and one member (docs/domain.md "Wiadomości"). `TO_MEMBER`: an admin's
 * message in the member's inbox (/messages), `readAt` when the member opened it, `hiddenAt` when
 * they deleted it (the admins' sent list keeps it). `FROM_MEMBER`: what a member wrote through
 * /contact, in the admins' received list, `readAt` when an admin opened it, `answeredAt` when one
 * replied (the reply is a `TO_MEMBER` message with `replyToId`).
 */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    direction: text('direction').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The admin who wrote a `TO_MEMBER` message. */
    adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    topic: text('topic').notNull(),
    /** `TO_MEMBER`: sanitised HTML; `FROM_MEMBER`: plain text. */
    body: text('body').notNull(),
    replyToId: integer('reply_to_id'),
    /** A mailing's copy in the member's inbox (the admins' sent list shows the mailing once, not these). */
    mailingId: integer('mailing_id'),
    readAt: timestamp('read_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** `FROM_MEMBER`: the file the member sent with it (/contact; a PRIVATE file, one message each). */
    attachmentFileId: integer('attachment_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** `TO_MEMBER`: when an admin had it e-mailed to the member (`send-by-email`, once). */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_user_idx').on(t.userId, t.direction, t.createdAt.desc(), t.id.desc()),
    index('messages_direction_idx').on(t.direction, t.createdAt.desc(), t.id.desc()),
    uniqueIndex('messages_attachment_key').on(t.attachmentFileId),
    check('messages_direction_check', sql`${t.direction} in ('TO_MEMBER', 'FROM_MEMBER')`),
  ],
);
