import { and, count, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import {
  audienceLabel,
  EVERYONE,
  MEMBER_GROUP_MESSAGES,
  type Audience,
  type Publication,
  type PublicationStatus,
  type RoleCode,
} from '@klub/contracts';
import {
  banners,
  campaigns,
  campaignVersions,
  faq,
  memberGroupMembers,
  memberGroups,
  posts,
  regions,
  users,
  type Database,
} from '@klub/db';
import { badRequest } from '../errors';
import { qualified } from './qualified';
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
  audienceRegions: PgColumn;
  audienceGroups: PgColumn;
}

interface PublicationRow {
  status: string;
  publishAt: Date | string;
  audienceRoles: number[];
  audienceGold: boolean;
  audiencePremium: boolean;
  audienceRegions: number[];
  audienceGroups: number[];
}

/** The publication columns of content table `t`, to spread into a select. */
export const publicationSelect = <T extends PublicationTable>(t: T) => ({
  status: t.status as T['status'],
  publishAt: t.publishAt as T['publishAt'],
  audienceRoles: t.audienceRoles as T['audienceRoles'],
  audienceRegions: t.audienceRegions as T['audienceRegions'],
  audienceGold: t.audienceGold as T['audienceGold'],
  audiencePremium: t.audiencePremium as T['audiencePremium'],
  audienceGroups: t.audienceGroups as T['audienceGroups'],
});

/** The answer's fields from a row. */
export const publicationOf = (row: PublicationRow): Publication => ({
  status: row.status as PublicationStatus,
  publishAt: isoTime(row.publishAt),
  audience: {
    roles: row.audienceRoles,
    regions: row.audienceRegions,
    gold: row.audienceGold,
    premium: row.audiencePremium,
    groups: row.audienceGroups,
  },
});

type PublicationKey = keyof PublicationRow;

/** A row's own fields, its publication columns turned into the answer's `status`, `publishAt` and `audience`. */
export function withPublicationOf<R extends PublicationRow>(row: R): Omit<R, PublicationKey> & Publication {
  const { status, publishAt, audienceRoles, audienceRegions, audienceGold, audiencePremium, audienceGroups, ...own } = row;
  return { ...own, ...publicationOf({ status, publishAt, audienceRoles, audienceRegions, audienceGold, audiencePremium, audienceGroups }) };
}

/**
 * The columns to write from a body's publication fields. A new item (`adding`) without them is a
 * draft for everyone dated now; an edit leaves out what the body leaves out. Regions and member
 * groups the audience names must exist (400): an unknown id would hide the item from everyone.
 */
export async function publicationValues(
  db: Database,
  body: { status?: PublicationStatus; publishAt?: string; audience?: Audience },
  adding: boolean,
): Promise<
  Partial<{
    status: PublicationStatus;
    publishAt: Date;
    audienceRoles: RoleCode[];
    audienceRegions: number[];
    audienceGold: boolean;
    audiencePremium: boolean;
    audienceGroups: number[];
  }>
> {
  const audience = body.audience ?? (adding ? EVERYONE : undefined);
  if (audience) await checkAudienceIds(db, audience);
  return {
    ...(body.status || adding ? { status: body.status ?? 'DRAFT' } : {}),
    ...(body.publishAt || adding ? { publishAt: body.publishAt ? new Date(body.publishAt) : new Date() } : {}),
    ...(audience
      ? {
          audienceRoles: audience.roles,
          audienceRegions: audience.regions,
          audienceGold: audience.gold,
          audiencePremium: audience.premium,
          audienceGroups: audience.groups,
        }
      : {}),
  };
}

/**
 * How many content items (news, articles, FAQ questions, banners) and bonus-point campaigns (their
 * current terms; an ended campaign no longer credits anyone and is never changed again) name region
 * or member group `id` in their audience: such a region or group cannot be deleted (its items would
 * reach everyone, a campaign's bonus too).
 */
export async function countAudienceUses(
  db: Database,
  part: 'regions' | 'groups',
  id: number,
): Promise<{ content: number; campaigns: number }> {
  let content = 0;
  for (const t of [posts, faq, banners] as PublicationTable[]) {
    const column = part === 'regions' ? t.audienceRegions : t.audienceGroups;
    const [row] = await db
      .select({ n: count() })
      .from(t as typeof posts)
      .where(sql`${id} = any(${column})`);
    content += row!.n;
  }
  const v = campaignVersions;
  const [used] = await db
    .select({ n: count() })
    .from(v)
    .innerJoin(campaigns, eq(campaigns.id, v.campaignId))
    .where(
      and(
        isNull(v.supersededAt),
        ne(campaigns.status, 'ENDED'),
        sql`${id} = any(${part === 'regions' ? v.audienceRegions : v.audienceGroups})`,
      ),
    );
  return { content, campaigns: used!.n };
}

async function checkAudienceIds(db: Database, audience: Audience): Promise<void> {
  const known = async (table: typeof regions | typeof memberGroups, ids: number[]) =>
    ids.length === 0 || (await db.select({ n: count() }).from(table).where(inArray(table.id, ids)))[0]!.n === ids.length;
  if (!(await known(regions, audience.regions))) throw badRequest(MEMBER_GROUP_MESSAGES.unknownRegions);
  if (!(await known(memberGroups, audience.groups))) throw badRequest(MEMBER_GROUP_MESSAGES.unknownGroups);
}

/** An audience's parts as SQL: the columns of a content item, or the values of a report's filter. */
interface AudienceParts {
  roles: SQL;
  regions: SQL;
  gold: SQL;
  premium: SQL;
  groups: SQL;
}

// The aliases the audience's SQL names its tables by (`${users} ${m}` in a FROM, `${m.id}` a column).
const m = alias(users, 'm');
const u = alias(users, 'u');
const g = alias(memberGroupMembers, 'g');

/**
 * The one rule of who is in an audience (docs/domain.md "Treści: publikacja i odbiorcy"), on users
 * row `m`: their role among the roles and their region among the regions (when any are named), and,
 * when some groups are ticked (gold, premium, admin-defined), a member of one of them. Content reads
 * it with an item's columns (`readableBy`), the reports with their filter's values (`audienceMembers`).
 */
function inAudience(a: AudienceParts): SQL {
  return sql`(cardinality(${a.roles}) = 0 or ${m.role} = any(${a.roles}))
      and (cardinality(${a.regions}) = 0 or ${m.regionId} = any(${a.regions}))
      and (not (${a.gold} or ${a.premium} or cardinality(${a.groups}) > 0)
        or (${a.gold} and ${m.isGold}) or (${a.premium} and ${m.isPremium})
        or exists (select 1 from ${memberGroupMembers} ${g} where ${g.userId} = ${m.id} and ${g.groupId} = any(${a.groups})))`;
}

/**
 * The items member `userId` may read at `now`: published, due, and in their audience (`inAudience`).
 * `now` comes from the caller so tests can set the clock.
 */
export function readableBy(t: PublicationTable, userId: number, now: Date = new Date()): SQL {
  const item: AudienceParts = {
    roles: sql`${t.audienceRoles}`,
    regions: sql`${t.audienceRegions}`,
    gold: sql`${t.audienceGold}`,
    premium: sql`${t.audiencePremium}`,
    groups: sql`${t.audienceGroups}`,
  };
  return sql`(${t.status} = 'PUBLISHED' and ${t.publishAt} <= ${now.toISOString()}::timestamptz and exists (
    select 1 from ${users} ${m} where ${m.id} = ${userId} and ${inAudience(item)}))`;
}

/** The ids of the accounts in `audience` by the generic rule (`inAudience` with values): what `audienceMembers` must equal. */
export function audienceMembersByRule(audience: Audience): SQL {
  const values: AudienceParts = {
    roles: sql`${sql.param(audience.roles)}::int[]`,
    regions: sql`${sql.param(audience.regions)}::int[]`,
    gold: sql`${audience.gold}::boolean`,
    premium: sql`${audience.premium}::boolean`,
    groups: sql`${sql.param(audience.groups)}::int[]`,
  };
  return sql`select ${m.id} from ${users} ${m} where ${inAudience(values)}`;
}

/**
 * The ids of the accounts in `audience` (a subquery), for the reports' filter: `inAudience` with its
 * values known, so only the parts given are written and the groups are a union of id sets — a
 * semi-join the planner can estimate (the generic rule's `or exists` is a filter run per user, and
 * its guessed half of a million users turned JIT on: 730 → under 100 ms for a group of 10 000).
 * report-audience.api.test.ts checks the two rules agree.
 */
export function audienceMembers(audience: Audience): SQL {
  const where: SQL[] = [];
  if (audience.roles.length > 0) where.push(sql`${m.role} = any(${sql.param(audience.roles)}::int[])`);
  if (audience.regions.length > 0) where.push(sql`${m.regionId} = any(${sql.param(audience.regions)}::int[])`);
  const groups: SQL[] = [];
  if (audience.groups.length > 0)
    groups.push(sql`select ${g.userId} from ${memberGroupMembers} ${g} where ${g.groupId} = any(${sql.param(audience.groups)}::int[])`);
  if (audience.gold) groups.push(sql`select ${u.id} from ${users} ${u} where ${u.isGold}`);
  if (audience.premium) groups.push(sql`select ${u.id} from ${users} ${u} where ${u.isPremium}`);
  const anyGroup = sql.join(groups, sql` union `);
  if (where.length === 0 && groups.length > 0) return anyGroup;
  if (groups.length > 0) where.push(sql`${m.id} in (${anyGroup})`);
  return sql`select ${m.id} from ${users} ${m} where ${where.length > 0 ? sql.join(where, sql` and `) : sql`true`}`;
}

/** What decides whether a member may read an item: their role, region and groups. */
export interface Reader {
  role: number;
  regionId: number | null;
  isGold: boolean;
  isPremium: boolean;
  /** The admin-defined groups (`member_groups`) they are in. */
  groups: number[];
}

/** The columns a Reader is read from, for a select from `users` of member `userId`. */
export const readerFields = (userId: number) => ({
  role: users.role,
  regionId: users.regionId,
  isGold: users.isGold,
  isPremium: users.isPremium,
  // (in the fields of a one-table select Drizzle writes a column bare: these are written qualified)
  groups: sql<
    number[]
  >`coalesce((select array_agg(${qualified(g, g.groupId)}) from ${memberGroupMembers} ${g} where ${qualified(g, g.userId)} = ${userId}), '{}')`,
});

/**
 * `readableBy` in JavaScript, for items kept in a cache: the same rule on a row already read
 * (publication.api.test.ts checks the two agree on every combination).
 */
export function isReadable(item: PublicationRow, reader: Reader, now: Date = new Date()): boolean {
  if (item.status !== 'PUBLISHED' || new Date(item.publishAt).getTime() > now.getTime()) return false;
  if (item.audienceRoles.length > 0 && !item.audienceRoles.includes(reader.role)) return false;
  if (item.audienceRegions.length > 0 && (reader.regionId === null || !item.audienceRegions.includes(reader.regionId))) return false;
  if (!(item.audienceGold || item.audiencePremium || item.audienceGroups.length > 0)) return true;
  return (
    (item.audienceGold && reader.isGold) ||
    (item.audiencePremium && reader.isPremium) ||
    item.audienceGroups.some((g) => reader.groups.includes(g))
  );
}

/** An audience in the admin's words, its regions and groups by name (a report's PDF and CSV). */
export async function audienceText(db: Database, audience: Audience): Promise<string> {
  const names = async (table: typeof regions | typeof memberGroups, ids: number[]) =>
    new Map(
      ids.length === 0
        ? []
        : (await db.select({ id: table.id, name: table.name }).from(table).where(inArray(table.id, ids))).map((r) => [r.id, r.name]),
    );
  const [regionNames, groupNames] = await Promise.all([names(regions, audience.regions), names(memberGroups, audience.groups)]);
  return audienceLabel(audience, {
    region: (id) => regionNames.get(id) ?? `region nr ${id}`,
    group: (id) => groupNames.get(id) ?? `grupa nr ${id}`,
  });
}

/** The audience columns of a row (a campaign's version, say), as `inAudience` reads them. */
export interface AudienceColumns {
  audienceRoles: PgColumn | SQL;
  audienceRegions: PgColumn | SQL;
  audienceGold: PgColumn | SQL;
  audiencePremium: PgColumn | SQL;
  audienceGroups: PgColumn | SQL;
}

/** Member `userId` is in the audience that row `t`'s columns name (the one rule, `inAudience`). */
export function memberInAudienceOf(t: AudienceColumns, userId: SQL | number): SQL {
  const parts: AudienceParts = {
    roles: sql`${t.audienceRoles}`,
    regions: sql`${t.audienceRegions}`,
    gold: sql`${t.audienceGold}`,
    premium: sql`${t.audiencePremium}`,
    groups: sql`${t.audienceGroups}`,
  };
  return sql`exists (select 1 from ${users} ${m} where ${m.id} = ${userId} and ${inAudience(parts)})`;
}
