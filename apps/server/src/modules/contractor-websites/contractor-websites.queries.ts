import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { WebsiteStatus } from '@klub/contracts';
import { contractorWebsites, type Database, users } from '@klub/db';
import { paged, pageOf, type PageQuery } from '../../lib/paging';
import { containsPattern } from '../../lib/search';

/** Contractors' cards: reads. */

const w = alias(contractorWebsites, 'w');
const u = alias(users, 'u');

/** A card `w` with its owner `u`, as answered (ContractorWebsite, times as read). */
const card = {
  id: w.id,
  userId: w.userId,
  ownerName: sql<string>`${u.firstname} || ' ' || ${u.lastname}`,
  ownerEmail: u.email,
  name: w.name,
  services: w.services,
  area: w.area,
  description: w.description,
  phone: w.phone,
  email: w.email,
  photos: w.photos,
  status: w.status,
  rejectionReason: w.rejectionReason,
  reviewedAt: w.reviewedAt,
  createdAt: w.createdAt,
  updatedAt: w.updatedAt,
};
const cards = (db: Database) => db.select(card).from(w).innerJoin(u, eq(u.id, w.userId));
export type WebsiteRow = Awaited<ReturnType<typeof cards>>[number];

async function one(db: Database, where: SQL) {
  const [row] = await cards(db).where(where);
  return row;
}
export const websiteOfUser = (db: Database, userId: number) => one(db, eq(w.userId, userId));
export const websiteRow = (db: Database, id: number) => one(db, eq(w.id, id));

/** The admin's list: newest changes first, optionally one status; and its count. */
export function websitePage(db: Database, q: PageQuery & { status?: WebsiteStatus }) {
  const cond = q.status ? eq(w.status, q.status) : undefined;
  return paged(pageOf(cards(db).where(cond).orderBy(desc(w.updatedAt), desc(w.id)), q), db.select({ n: count() }).from(w).where(cond));
}

/** Approved cards of people not deleted, newest changes first (`search` in name, services, area); and their count. */
export function publicWebsitePage(db: Database, q: PageQuery & { search?: string }) {
  const cond = and(
    sql`${w.status} = 'APPROVED'`,
    eq(u.isDeleted, false),
    q.search ? sql`lower(${w.name} || ' ' || ${w.services} || ' ' || ${w.area}) like ${containsPattern(q.search)}` : undefined,
  );
  return paged(
    pageOf(cards(db).where(cond).orderBy(desc(w.updatedAt), desc(w.id)), q),
    db.select({ n: count() }).from(w).innerJoin(u, eq(u.id, w.userId)).where(cond),
  );
}
