import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { EVERYONE, type Audience, type Publication, type PublicationStatus, type RoleCode } from '@klub/contracts';
import { users } from '@klub/db';
import { isoTime } from './time';

/**
 * Status, publication time and audience of any content item (docs/domain.md "Treści: publikacja i
 * odbiorcy"): the columns `publicationColumns()` adds to a table, read and written the same way
 * for news, articles, FAQ… A content module uses these three functions and nothing else of it.
 */

/** The publication columns of a content table (`publicationColumns()` in @klub/db). */
export interface PublicationTable {
  status: PgColumn;
  publishAt: PgColumn;
  audienceRoles: PgColumn;
  audienceGold: PgColumn;
  audiencePremium: PgColumn;
}

interface PublicationRow {
  status: string;
  publishAt: Date | string;
  audienceRoles: number[];
  audienceGold: boolean;
  audiencePremium: boolean;
}

/** The answer's fields from a row. */
export const publicationOf = (row: PublicationRow): Publication => ({
  status: row.status as PublicationStatus,
  publishAt: isoTime(row.publishAt),
  audience: { roles: row.audienceRoles, gold: row.audienceGold, premium: row.audiencePremium },
});

/**
 * The columns to write from a body's publication fields. A new item (`adding`) without them is a
 * draft for everyone dated now; an edit leaves out what the body leaves out.
 */
export function publicationValues(
  body: { status?: PublicationStatus; publishAt?: string; audience?: Audience },
  adding: boolean,
): Partial<{ status: PublicationStatus; publishAt: Date; audienceRoles: RoleCode[]; audienceGold: boolean; audiencePremium: boolean }> {
  const audience = body.audience ?? (adding ? EVERYONE : undefined);
  return {
    ...(body.status || adding ? { status: body.status ?? 'DRAFT' } : {}),
    ...(body.publishAt || adding ? { publishAt: body.publishAt ? new Date(body.publishAt) : new Date() } : {}),
    ...(audience ? { audienceRoles: audience.roles, audienceGold: audience.gold, audiencePremium: audience.premium } : {}),
  };
}

/**
 * The items member `userId` may read at `now`: published, due, and in their audience (their role
 * among the roles, if any are named; a gold or premium member, if the item is only for them).
 * `now` comes from the caller so tests can set the clock.
 */
export function readableBy(t: PublicationTable, userId: number, now: Date = new Date()): SQL {
  return sql`(${t.status} = 'PUBLISHED' and ${t.publishAt} <= ${now.toISOString()}::timestamptz and exists (
    select 1 from ${users} m where m.id = ${userId}
      and (cardinality(${t.audienceRoles}) = 0 or m.role = any(${t.audienceRoles}))
      and (not (${t.audienceGold} or ${t.audiencePremium}) or (${t.audienceGold} and m.is_gold) or (${t.audiencePremium} and m.is_premium))))`;
}

/** What decides whether a member may read an item: their role and groups (`users`). */
export interface Reader {
  role: number;
  isGold: boolean;
  isPremium: boolean;
}

/** The columns of `users` a Reader is read from, for a select. */
export const readerFields = { role: users.role, isGold: users.isGold, isPremium: users.isPremium };

/**
 * `readableBy` in JavaScript, for items kept in a cache: the same rule on a row already read
 * (publication.api.test.ts checks the two agree on every combination).
 */
export function isReadable(
  item: Pick<PublicationRow, 'status' | 'publishAt' | 'audienceRoles' | 'audienceGold' | 'audiencePremium'>,
  reader: Reader,
  now: Date = new Date(),
): boolean {
  if (item.status !== 'PUBLISHED' || new Date(item.publishAt).getTime() > now.getTime()) return false;
  if (item.audienceRoles.length > 0 && !item.audienceRoles.includes(reader.role)) return false;
  if (!(item.audienceGold || item.audiencePremium)) return true;
  return (item.audienceGold && reader.isGold) || (item.audiencePremium && reader.isPremium);
}
