import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  codes,
  contestEntries,
  contests,
  files,
  memberPoints,
  messages,
  orderElements,
  orders,
  pointsLedger,
  pointsPackages,
  regions,
  regulationAcceptances,
  regulations,
  trainingSignups,
  trainings,
  users,
  type Database,
} from '@klub/db';
import { entryContent } from '../contests/contests.queries';
import { columns } from '../../lib/columns';

/**
 * What the data export reads of one person: their own rows only, each table in a stable order, at
 * most `limit` rows (the caller asks for one more than it accepts, to tell a full table from one cut).
 * Other people appear only as what the member already sees: an admin's name on a ledger entry or a
 * message, never their id.
 */

/** The admin who wrote a ledger entry or a message. */
const staff = alias(users, 'staff');
const staffName = sql<string | null>`case when ${staff.id} is null then null else ${staff.firstname} || ' ' || ${staff.lastname} end`;

export function profileRow(db: Database, userId: number) {
  return db
    .select({
      ...columns(users, 'id', 'email', 'firstname', 'lastname', 'phone', 'companyName', 'nip', 'street', 'postCode', 'city'),
      regionName: regions.name,
      ...columns(users, 'role', 'status', 'isGold', 'isPremium', 'photo'),
      pointsBalance: sql<number>`coalesce(${memberPoints.balance}, 0)::int`,
      ...columns(users, 'createdAt', 'lastLoginAt', 'marketingConsent', 'marketingConsentAt', 'regulationsAcceptedAt', 'isDeleted'),
    })
    .from(users)
    .leftJoin(regions, eq(regions.id, users.regionId))
    .leftJoin(memberPoints, eq(memberPoints.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
}

export function regulationRows(db: Database, userId: number, limit: number) {
  return db
    .select({ version: regulations.version, acceptedAt: regulationAcceptances.acceptedAt })
    .from(regulationAcceptances)
    .innerJoin(regulations, eq(regulations.id, regulationAcceptances.regulationId))
    .where(eq(regulationAcceptances.userId, userId))
    .orderBy(asc(regulationAcceptances.acceptedAt), asc(regulations.id))
    .limit(limit);
}

export function ledgerRows(db: Database, userId: number, limit: number) {
  return db
    .select({
      ...columns(pointsLedger, 'id', 'createdAt', 'amount', 'source', 'reason'),
      code: codes.code,
      ...columns(pointsLedger, 'groupName', 'expiresAt', 'orderId'),
      // The member's own entries (a code they typed) name nobody; an admin's name as the history shows it.
      actor: sql<string | null>`case when ${staff.id} = ${pointsLedger.userId} then null else ${staffName} end`,
    })
    .from(pointsLedger)
    .leftJoin(codes, eq(codes.id, pointsLedger.codeId))
    .leftJoin(staff, eq(staff.id, pointsLedger.actorId))
    .where(eq(pointsLedger.userId, userId))
    .orderBy(asc(pointsLedger.createdAt), asc(pointsLedger.id))
    .limit(limit);
}

export function codeRows(db: Database, userId: number, limit: number) {
  return db
    .select({
      code: codes.code,
      packageName: pointsPackages.name,
      ...columns(pointsPackages, 'groupName', 'points'),
      ...columns(codes, 'redeemedAt', 'source'),
    })
    .from(codes)
    .innerJoin(pointsPackages, eq(pointsPackages.id, codes.packageId))
    .where(eq(codes.redeemedBy, userId))
    .orderBy(asc(codes.redeemedAt), asc(codes.id))
    .limit(limit);
}

export function orderRows(db: Database, userId: number, limit: number) {
  return db
    .select({
      ...columns(orders, 'id', 'createdAt', 'status', 'totalPoints'),
      ...columns(orders, 'deliveryName', 'deliveryStreet', 'deliveryPostCode', 'deliveryCity', 'deliveryPhone'),
      ...columns(orders, 'note', 'updatedAt', 'cancelledAt'),
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(limit);
}

export function orderElementRows(db: Database, userId: number, limit: number) {
  return db
    .select({
      ...columns(orderElements, 'orderId', 'id', 'prizeName', 'characteristicName', 'amount', 'unitPoints', 'unitPln'),
      ...columns(orderElements, 'isSent', 'sentAt', 'isDeleted', 'deletedAt'),
    })
    .from(orderElements)
    .innerJoin(orders, eq(orders.id, orderElements.orderId))
    .where(eq(orders.userId, userId))
    .orderBy(asc(orders.createdAt), asc(orderElements.orderId), asc(orderElements.id))
    .limit(limit);
}

/** Both directions of the member's conversation with the club; the inbox's hidden ones too (they are still stored). */
export function messageRows(db: Database, userId: number, limit: number) {
  return db
    .select({
      ...columns(messages, 'id', 'createdAt', 'direction'),
      author: staffName,
      ...columns(messages, 'topic', 'body', 'replyToId'),
      attachmentName: files.originalName,
      ...columns(messages, 'readAt', 'answeredAt', 'hiddenAt', 'emailedAt'),
    })
    .from(messages)
    .leftJoin(staff, and(eq(staff.id, messages.adminId), eq(messages.direction, 'TO_MEMBER')))
    .leftJoin(files, eq(files.id, messages.attachmentFileId))
    .where(eq(messages.userId, userId))
    .orderBy(asc(messages.createdAt), asc(messages.id))
    .limit(limit);
}

export function trainingSignupRows(db: Database, userId: number, limit: number) {
  return db
    .select({
      trainingId: trainings.id,
      ...columns(trainings, 'title', 'startsAt', 'place'),
      ...columns(trainingSignups, 'status', 'queuedAt', 'confirmedAt', 'cancelledAt'),
    })
    .from(trainingSignups)
    .innerJoin(trainings, eq(trainings.id, trainingSignups.trainingId))
    .where(eq(trainingSignups.userId, userId))
    .orderBy(asc(trainings.startsAt), asc(trainingSignups.id))
    .limit(limit);
}

export function contestEntryRows(db: Database, userId: number, limit: number) {
  return db
    .select({
      id: contestEntries.id,
      contestId: contests.id,
      contestTitle: contests.title,
      createdAt: contestEntries.createdAt,
      ...entryContent,
      reviewedAt: contestEntries.reviewedAt,
    })
    .from(contestEntries)
    .innerJoin(contests, eq(contests.id, contestEntries.contestId))
    .where(eq(contestEntries.userId, userId))
    .orderBy(asc(contestEntries.createdAt), asc(contestEntries.id))
    .limit(limit);
}
