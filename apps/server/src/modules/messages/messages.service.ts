import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
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
  type MessageQuery,
  type ReceivedList,
  type SendMessageBody,
  type SentList,
  type SentMessage,
} from '@klub/contracts';
import { files, messages, users, type Database } from '@klub/db';
import type { Deps } from '../../deps';
import { badRequest, conflict, notFound } from '../../errors';
import { pageOf } from '../../lib/paging';
import { hitLimit } from '../../lib/rate-limit';
import { isUniqueViolation } from '../../lib/pg-errors';
import { richTextToPlain, sanitizeRichText } from '../../lib/rich-text';
import { isoTime } from '../../lib/time';
import { lookupMembers } from '../members/members.queries';

/**
 * Messages between the club and one member (docs/domain.md "Wiadomości"): an admin writes to a
 * member's inbox (`TO_MEMBER`); a member writes through /contact to the admins' received list
 * (`FROM_MEMBER`), and an admin's reply lands in the member's inbox. Mailings and SMS to many
 * members come with the job queue (issue 15).
 */

const missing = () => notFound('message');
type Q = z.output<typeof MessageQuery>;
const newestFirst = [desc(messages.createdAt), desc(messages.id)];
const fullName = sql<string>`${users.firstname} || ' ' || ${users.lastname}`;
const member = { id: users.id, fullName, email: users.email };

/** How many messages a list holds and how many of them are unread (`total`, `totalUnread`). */
async function totalsOf(db: Database, where: SQL | undefined): Promise<{ total: number; unread: number }> {
  const [row] = await db
    .select({ total: count(), unread: sql<number>`count(*) filter (where ${messages.readAt} is null)::int` })
    .from(messages)
    .where(where);
  return row!;
}

// ---- the member's side ----

const inboxOf = (userId: number) => and(eq(messages.userId, userId), eq(messages.direction, 'TO_MEMBER'), isNull(messages.hiddenAt));

/** A member's inbox, newest first, with how many are unread. */
export async function inbox(db: Database, userId: number, q: Q): Promise<InboxList> {
  const where = inboxOf(userId);
  const [data, totals] = await Promise.all([
    pageOf(
      db
        .select({ id: messages.id, topic: messages.topic, body: messages.body, readAt: messages.readAt, createdAt: messages.createdAt })
        .from(messages)
        .where(where)
        .orderBy(...newestFirst),
      q,
    ),
    totalsOf(db, where),
  ]);
  return {
    data: data.map(({ readAt, createdAt, ...m }) => ({ ...m, read: readAt !== null, createdAt: isoTime(createdAt) })),
    total: totals.total,
    totalUnread: totals.unread,
  };
}

/** Opening a message marks it read (once: the first opening's time stays). */
export async function markRead(db: Database, userId: number, id: number): Promise<void> {
  const [row] = await db
    .update(messages)
    .set({ readAt: sql`coalesce(${messages.readAt}, now())` })
    .where(and(eq(messages.id, id), inboxOf(userId)))
    .returning({ id: messages.id });
  if (!row) throw missing();
}

/** The member deletes a message from their inbox; the admins' sent list keeps it. */
export async function hide(db: Database, userId: number, id: number): Promise<void> {
  const [row] = await db
    .update(messages)
    .set({ hiddenAt: new Date() })
    .where(and(eq(messages.id, id), inboxOf(userId)))
    .returning({ id: messages.id });
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
    await db
      .insert(messages)
      .values({ direction: 'FROM_MEMBER', userId, topic: CONTACT_TOPICS[body.topic], body: body.body, attachmentFileId });
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
  const [file] = await db
    .select({ id: files.id, mimeType: files.mimeType, size: files.size, usedBy: messages.id })
    .from(files)
    .leftJoin(messages, eq(messages.attachmentFileId, files.id))
    .where(and(eq(files.key, key), eq(files.uploadedBy, userId), eq(files.visibility, 'PRIVATE')));
  if (!file) throw badRequest(INBOX_MESSAGES.attachmentMissing);
  if (!(CONTACT_ATTACHMENT_TYPES as readonly string[]).includes(file.mimeType)) throw badRequest(INBOX_MESSAGES.attachmentType);
  if (file.size > CONTACT_ATTACHMENT_MAX_BYTES) throw badRequest(INBOX_MESSAGES.attachmentTooLarge);
  if (file.usedBy !== null) throw badRequest(INBOX_MESSAGES.attachmentUsed);
  return file.id;
}

// ---- the admins' side ----

/** What members wrote, newest first, with how many no admin has opened yet. */
export async function received(db: Database, q: Q): Promise<ReceivedList> {
  const where = eq(messages.direction, 'FROM_MEMBER');
  const [data, totals] = await Promise.all([
    pageOf(
      db
        .select({
          id: messages.id,
          member,
          topic: messages.topic,
          body: messages.body,
          readAt: messages.readAt,
          answeredAt: messages.answeredAt,
          createdAt: messages.createdAt,
          attachmentKey: files.key,
          attachmentName: files.originalName,
          attachmentType: files.mimeType,
          attachmentSize: files.size,
        })
        .from(messages)
        .innerJoin(users, eq(users.id, messages.userId))
        .leftJoin(files, eq(files.id, messages.attachmentFileId))
        .where(where)
        .orderBy(...newestFirst),
      q,
    ),
    totalsOf(db, where),
  ]);
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
    total: totals.total,
    totalUnread: totals.unread,
  };
}

/** An admin opened a member's message. */
export async function markReceivedRead(db: Database, id: number): Promise<void> {
  const [row] = await db
    .update(messages)
    .set({ readAt: sql`coalesce(${messages.readAt}, now())` })
    .where(and(eq(messages.id, id), eq(messages.direction, 'FROM_MEMBER')))
    .returning({ id: messages.id });
  if (!row) throw missing();
}

/** The message forms' recipient look-up: members with an inbox found by the members search. */
export async function executors(db: Database, search: string): Promise<ExecutorList> {
  return { data: await lookupMembers(db, search, { roles: POINTS_ROLES, limit: EXECUTORS_LIMIT }) };
}

const admins = alias(users, 'admins');

/** The admins' messages, newest first; `totalUnread`: those the member has not opened yet. */
export async function sent(db: Database, q: Q): Promise<SentList> {
  // A mailing's inbox copies are listed once, as the mailing (/api/messages/multiple-mailing).
  const where = and(eq(messages.direction, 'TO_MEMBER'), isNull(messages.mailingId));
  const [data, totals] = await Promise.all([
    pageOf(
      db
        .select({
          id: messages.id,
          member,
          adminName: sql<string | null>`${admins.firstname} || ' ' || ${admins.lastname}`,
          topic: messages.topic,
          body: messages.body,
          readAt: messages.readAt,
          replyToId: messages.replyToId,
          emailedAt: messages.emailedAt,
          createdAt: messages.createdAt,
        })
        .from(messages)
        .innerJoin(users, eq(users.id, messages.userId))
        .leftJoin(admins, eq(admins.id, messages.adminId))
        .where(where)
        .orderBy(...newestFirst),
      q,
    ),
    totalsOf(db, where),
  ]);
  return {
    data: data.map(({ readAt, emailedAt, createdAt, ...m }): SentMessage => ({
      ...m,
      read: readAt !== null,
      emailedAt: emailedAt ? isoTime(emailedAt) : null,
      createdAt: isoTime(createdAt),
    })),
    total: totals.total,
    totalUnread: totals.unread,
  };
}

/**
 * An admin writes to one member who has an inbox (a member with points: not an RDS or DTH, not an
 * admin, not deleted). A reply names the received message, which is then marked answered.
 */
export async function send(db: Database, adminId: number, body: z.output<typeof SendMessageBody>): Promise<{ id: number }> {
  const [recipient] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, body.userId), eq(users.isDeleted, false), inArray(users.role, [...POINTS_ROLES])));
  if (!recipient) throw notFound('recipient');
  if (body.replyToId !== null) {
    const [original] = await db
      .update(messages)
      .set({ answeredAt: new Date(), readAt: sql`coalesce(${messages.readAt}, now())` })
      .where(and(eq(messages.id, body.replyToId), eq(messages.direction, 'FROM_MEMBER')))
      .returning({ userId: messages.userId });
    if (!original) throw missing();
    if (original.userId !== body.userId) throw badRequest(INBOX_MESSAGES.replyOfOther);
  }
  const [row] = await db
    .insert(messages)
    .values({
      direction: 'TO_MEMBER',
      userId: body.userId,
      adminId,
      topic: body.topic,
      body: sanitizeRichText(body.body),
      replyToId: body.replyToId,
    })
    .returning({ id: messages.id });
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
  const [m] = await db
    .select({
      direction: messages.direction,
      mailingId: messages.mailingId,
      topic: messages.topic,
      body: messages.body,
      email: users.email,
      isDeleted: users.isDeleted,
    })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.userId))
    .where(eq(messages.id, messageId));
  if (!m) throw missing();
  if (m.direction !== 'TO_MEMBER' || m.mailingId !== null) throw badRequest(INBOX_MESSAGES.notEmailable);
  if (m.isDeleted || !m.email.trim()) throw badRequest(INBOX_MESSAGES.noEmail);
  // Marked first and only when not yet: of two requests at once, the second waits for the first's
  // row and then finds it e-mailed.
  const [marked] = await db
    .update(messages)
    .set({ emailedAt: new Date() })
    .where(and(eq(messages.id, messageId), isNull(messages.emailedAt)))
    .returning({ id: messages.id });
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
