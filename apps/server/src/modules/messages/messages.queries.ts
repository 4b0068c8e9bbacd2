import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { POINTS_ROLES } from '@klub/contracts';
import { files, messages, users, type Database } from '@klub/db';
import { pageOf, type PageQuery } from '../../lib/paging';

/** The statements of the messages (`messages.service.ts` holds the rules). */

const newestFirst = [desc(messages.createdAt), desc(messages.id)];
const fullName = sql<string>`${users.firstname} || ' ' || ${users.lastname}`;
const member = { id: users.id, fullName, email: users.email };
const admins = alias(users, 'admins');
const readNow = sql`coalesce(${messages.readAt}, now())`;

/** A list's page, newest first, with how many messages it holds and how many of them are unread. */
async function listed<Row>(db: Database, where: SQL | undefined, page: (where: SQL | undefined) => PromiseLike<Row[]>) {
  const [data, [totals]] = await Promise.all([
    page(where),
    db
      .select({ total: count(), unread: sql<number>`count(*) filter (where ${messages.readAt} is null)::int` })
      .from(messages)
      .where(where),
  ]);
  return { data, total: totals!.total, totalUnread: totals!.unread };
}

export const inboxOf = (userId: number) => and(eq(messages.userId, userId), eq(messages.direction, 'TO_MEMBER'), isNull(messages.hiddenAt));

const inboxFields = { id: messages.id, topic: messages.topic, body: messages.body, readAt: messages.readAt, createdAt: messages.createdAt };

/** A member's inbox. */
export const inboxPage = (db: Database, userId: number, q: PageQuery) =>
  listed(db, inboxOf(userId), (where) =>
    pageOf(
      db
        .select(inboxFields)
        .from(messages)
        .where(where)
        .orderBy(...newestFirst),
      q,
    ),
  );

/** One message of a member's inbox. */
export const inboxMessage = (db: Database, userId: number, id: number) =>
  db
    .select(inboxFields)
    .from(messages)
    .where(and(eq(messages.id, id), inboxOf(userId)));

/** What members wrote, with its attachment. */
export const receivedPage = (db: Database, q: PageQuery) =>
  listed(db, eq(messages.direction, 'FROM_MEMBER'), (where) =>
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
  );

/** The admins' messages; a mailing's inbox copies are listed once, as the mailing (/api/messages/multiple-mailing). */
export const sentPage = (db: Database, q: PageQuery) =>
  listed(db, and(eq(messages.direction, 'TO_MEMBER'), isNull(messages.mailingId)), (where) =>
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
  );

/** Marks a message read (once: the first opening's time stays); no row when `where` does not hold. */
export const markMessageRead = (db: Database, id: number, where: SQL | undefined) =>
  db
    .update(messages)
    .set({ readAt: readNow })
    .where(and(eq(messages.id, id), where))
    .returning({ id: messages.id });

export const hideInInbox = (db: Database, userId: number, id: number) =>
  db
    .update(messages)
    .set({ hiddenAt: new Date() })
    .where(and(eq(messages.id, id), inboxOf(userId)))
    .returning({ id: messages.id });

export const insertMessage = (
  db: Database,
  values: Pick<typeof messages.$inferInsert, 'direction' | 'userId' | 'topic' | 'body' | 'adminId' | 'replyToId' | 'attachmentFileId'>,
) => db.insert(messages).values(values).returning({ id: messages.id });

/** A file of this member and key, PRIVATE, and the message it is attached to, if any. */
export const memberAttachment = (db: Database, userId: number, key: string) =>
  db
    .select({ id: files.id, mimeType: files.mimeType, size: files.size, usedBy: messages.id })
    .from(files)
    .leftJoin(messages, eq(messages.attachmentFileId, files.id))
    .where(and(eq(files.key, key), eq(files.uploadedBy, userId), eq(files.visibility, 'PRIVATE')));

/** A member who has an inbox (with points, not deleted). */
export const inboxOwner = (db: Database, userId: number) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.isDeleted, false), inArray(users.role, [...POINTS_ROLES])));

/** Marks a received message answered (and read). */
export const markAnswered = (db: Database, id: number) =>
  db
    .update(messages)
    .set({ answeredAt: new Date(), readAt: readNow })
    .where(and(eq(messages.id, id), eq(messages.direction, 'FROM_MEMBER')))
    .returning({ userId: messages.userId });

export const messageToMail = (db: Database, id: number) =>
  db
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
    .where(eq(messages.id, id));

/** Marks a message e-mailed, only when not yet (of two requests at once, the second finds it e-mailed). */
export const markEmailed = (db: Database, id: number) =>
  db
    .update(messages)
    .set({ emailedAt: new Date() })
    .where(and(eq(messages.id, id), isNull(messages.emailedAt)))
    .returning({ id: messages.id });
