import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CONTACT_ATTACHMENT_MAX_BYTES,
  CONTACT_ATTACHMENT_TYPES,
  CONTACT_MESSAGES_PER_HOUR,
  EXECUTORS_LIMIT,
  CONTACT_TOPICS,
  INBOX_MESSAGES,
  MESSAGE_MAIL_TEXTS,
  POINTS_ROLES,
  RATE_LIMIT_MESSAGES,
  fileUrl,
  type ContactMessageBody,
  type ExecutorList,
  type InboxList,
  type InboxMessage,
  type MessageQuery,
  type ReceivedList,
  type SendMessageBody,
  type SentList,
  type SentMessage,
} from '@klub/contracts';
import { messages, type Database } from '@klub/db';
import type { Deps } from '../../deps';
import { badRequest, conflict, notFound } from '../../errors';
import { hitLimit } from '../../lib/rate-limit';
import { isUniqueViolation } from '../../lib/pg-errors';
import { richTextToPlain, sanitizeRichText } from '../../lib/rich-text';
import { isoTime } from '../../lib/time';
import { lookupMembers } from '../members/members.queries';
import {
  hideInInbox,
  inboxOf,
  inboxOwner,
  inboxMessage,
  inboxPage,
  insertMessage,
  markAnswered,
  markEmailed,
  markMessageRead,
  memberAttachment,
  messageToMail,
  receivedPage,
  sentPage,
} from './messages.queries';

/**
 * Messages between the club and one member (docs/domain.md "Wiadomości"): an admin writes to a
 * member's inbox (`TO_MEMBER`); a member writes through /contact to the admins' received list
 * (`FROM_MEMBER`), and an admin's reply lands in the member's inbox. Mailings and SMS to many
 * members come with the job queue (issue 15).
 */

const missing = () => notFound('message');
type Q = z.output<typeof MessageQuery>;
// ---- the member's side ----

/** A member's inbox, newest first, with how many are unread. */
export async function inbox(db: Database, userId: number, q: Q): Promise<InboxList> {
  const { data, ...totals } = await inboxPage(db, userId, q);
  return {
    data: data.map(({ readAt, createdAt, ...m }) => ({ ...m, read: readAt !== null, createdAt: isoTime(createdAt) })),
    ...totals,
  };
}

/** One message of the member's inbox (reading it does not mark it read: `POST /api/messages/{id}/read` does). */
export async function inboxOne(db: Database, userId: number, id: number): Promise<InboxMessage> {
  const [row] = await inboxMessage(db, userId, id);
  if (!row) throw missing();
  const { readAt, createdAt, ...m } = row;
  return { ...m, read: readAt !== null, createdAt: isoTime(createdAt) };
}

/** Opening a message marks it read (once: the first opening's time stays). */
export async function markRead(db: Database, userId: number, id: number): Promise<void> {
  const [row] = await markMessageRead(db, id, inboxOf(userId));
  if (!row) throw missing();
}

/** The member deletes a message from their inbox; the admins' sent list keeps it. */
export async function hide(db: Database, userId: number, id: number): Promise<void> {
  const [row] = await hideInInbox(db, userId, id);
  if (!row) throw missing();
}

/** /contact: the member's message to the club, rate-limited. */
export async function writeToClub(db: Database, userId: number, body: z.output<typeof ContactMessageBody>): Promise<void> {
  const attachmentFileId = body.attachmentKey === null ? null : await attachmentOf(db, userId, body.attachmentKey);
  await hitLimit(db, {
    key: `contact:user:${userId}`,
    limit: CONTACT_MESSAGES_PER_HOUR,
    windowSeconds: 3600,
    message: RATE_LIMIT_MESSAGES.contactMessages,
  });
  try {
    await insertMessage(db, { direction: 'FROM_MEMBER', userId, topic: CONTACT_TOPICS[body.topic], body: body.body, attachmentFileId });
  } catch (err) {
    // The same attachment sent twice at once: the unique index takes one.
    if (isUniqueViolation(err)) throw badRequest(INBOX_MESSAGES.attachmentUsed);
    throw err;
  }
}

/**
 * The file a member attaches: one they uploaded as a /contact attachment (PRIVATE, a PDF, JPG or
 * PNG of at most 5 MB: checked again here, whatever made the row), not yet on another message.
 */
async function attachmentOf(db: Database, userId: number, key: string): Promise<number> {
  const [file] = await memberAttachment(db, userId, key);
  if (!file) throw badRequest(INBOX_MESSAGES.attachmentMissing);
  if (!(CONTACT_ATTACHMENT_TYPES as readonly string[]).includes(file.mimeType)) throw badRequest(INBOX_MESSAGES.attachmentType);
  if (file.size > CONTACT_ATTACHMENT_MAX_BYTES) throw badRequest(INBOX_MESSAGES.attachmentTooLarge);
  if (file.usedBy !== null) throw badRequest(INBOX_MESSAGES.attachmentUsed);
  return file.id;
}

// ---- the admins' side ----

/** What members wrote, newest first, with how many no admin has opened yet. */
export async function received(db: Database, q: Q): Promise<ReceivedList> {
  const { data, ...totals } = await receivedPage(db, q);
  return {
    data: data.map(({ readAt, answeredAt, createdAt, attachmentKey, attachmentName, attachmentType, attachmentSize, ...m }) => ({
      ...m,
      attachment:
        attachmentKey === null
          ? null
          : { url: fileUrl(attachmentKey), originalName: attachmentName!, mimeType: attachmentType!, size: attachmentSize! },
      read: readAt !== null,
      answeredAt: answeredAt ? isoTime(answeredAt) : null,
      createdAt: isoTime(createdAt),
    })),
    ...totals,
  };
}

/** An admin opened a member's message. */
export async function markReceivedRead(db: Database, id: number): Promise<void> {
  const [row] = await markMessageRead(db, id, eq(messages.direction, 'FROM_MEMBER'));
  if (!row) throw missing();
}

/** The message forms' recipient look-up: members with an inbox found by the members search. */
export async function executors(db: Database, search: string): Promise<ExecutorList> {
  return { data: await lookupMembers(db, search, { roles: POINTS_ROLES, limit: EXECUTORS_LIMIT }) };
}

/** The admins' messages, newest first; `totalUnread`: those the member has not opened yet. */
export async function sent(db: Database, q: Q): Promise<SentList> {
  const { data, ...totals } = await sentPage(db, q);
  return {
    data: data.map(({ readAt, emailedAt, createdAt, ...m }): SentMessage => ({
      ...m,
      read: readAt !== null,
      emailedAt: emailedAt ? isoTime(emailedAt) : null,
      createdAt: isoTime(createdAt),
    })),
    ...totals,
  };
}

/**
 * An admin writes to one member who has an inbox (a member with points: not an RDS or DTH, not an
 * admin, not deleted). A reply names the received message, which is then marked answered.
 */
export async function send(db: Database, adminId: number, body: z.output<typeof SendMessageBody>): Promise<{ id: number }> {
  const [recipient] = await inboxOwner(db, body.userId);
  if (!recipient) throw notFound('recipient');
  if (body.replyToId !== null) {
    const [original] = await markAnswered(db, body.replyToId);
    if (!original) throw missing();
    if (original.userId !== body.userId) throw badRequest(INBOX_MESSAGES.replyOfOther);
  }
  const [row] = await insertMessage(db, {
    direction: 'TO_MEMBER',
    userId: body.userId,
    adminId,
    topic: body.topic,
    body: sanitizeRichText(body.body),
    replyToId: body.replyToId,
  });
  return row!;
}

/**
 * An admin's message to one member, e-mailed to them as well (`send-by-email`): the topic as the
 * subject, the sanitised HTML and its plain text, and where the inbox is. Only a `TO_MEMBER`
 * message that is not a mailing's copy (a mailing sends its own e-mails), to a member who is not
 * deleted; once per message (`emailed_at`, 409 the second time). The mail is a job queued in the
 * admin's transaction: it goes only if the request commits.
 */
export async function sendByEmail(deps: Pick<Deps, 'db' | 'mailer' | 'config'>, messageId: number): Promise<void> {
  const { db } = deps;
  const [m] = await messageToMail(db, messageId);
  if (!m) throw missing();
  if (m.direction !== 'TO_MEMBER' || m.mailingId !== null) throw badRequest(INBOX_MESSAGES.notEmailable);
  if (m.isDeleted || !m.email.trim()) throw badRequest(INBOX_MESSAGES.noEmail);
  // Marked first and only when not yet: of two requests at once, the second waits for the first's
  // row and then finds it e-mailed.
  const [marked] = await markEmailed(db, messageId);
  if (!marked) throw conflict(INBOX_MESSAGES.alreadyEmailed);
  await deps.mailer.send(messageMail(deps.config.publicUrl, { to: m.email, topic: m.topic, body: m.body }));
}

/** The e-mail of a message: its HTML and plain text, then a line leading to the inbox. */
export function messageMail(publicUrl: string, m: { to: string; topic: string; body: string }) {
  const inbox = `${publicUrl}/messages`;
  const link = inbox.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return {
    to: m.to,
    subject: m.topic,
    text: `${richTextToPlain(m.body)}\n\n--\n${MESSAGE_MAIL_TEXTS.footer(inbox)}`,
    html: `${m.body}<hr><p style="font-size:12px;color:#555">${MESSAGE_MAIL_TEXTS.footerHtml} <a href="${link}">${MESSAGE_MAIL_TEXTS.footerLink}</a></p>`,
  };
}
