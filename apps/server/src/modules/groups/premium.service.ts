import { eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  POINTS_ROLES,
  PREMIUM_DEFAULTS,
  PREMIUM_MESSAGES,
  PremiumSettings,
  type PremiumList,
  type PremiumQuery,
  type PremiumRow,
} from '@klub/contracts';
import { pointsLedger, premiumEarned, queryRows, users, type Database } from '@klub/db';
import { pageSql } from '../../lib/paging';
import type { SettingsCache } from '../../lib/settings-cache';
import { badRequest, notFound } from '../../errors';
import { memberSearch } from '../members/members.queries';
import { syncPremiumWindow } from './premium-window';
import type { ContentCache } from '../../lib/content-cache';

/** The premium group: threshold settings, members, candidates and candidates for removal. */

export const PREMIUM_SETTINGS_KEY = 'premium.threshold';

/** The threshold setting; a missing or malformed value falls back to the defaults. */
export async function premiumSettings(settings: SettingsCache): Promise<PremiumSettings> {
  const parsed = PremiumSettings.safeParse(await settings.read(PREMIUM_SETTINGS_KEY));
  return parsed.success ? parsed.data : { ...PREMIUM_DEFAULTS };
}

const ROLES_SQL = sql.join(
  POINTS_ROLES.map((r) => sql`${r}`),
  sql`, `,
);
type Row = {
  id: number;
  full_name: string;
  email: string;
  company_name: string | null;
  city: string | null;
  role: number;
  is_premium: boolean;
  earned: number;
  total: number;
};
const toRow = (r: Row): PremiumRow => ({
  id: r.id,
  fullName: r.full_name,
  email: r.email,
  companyName: r.company_name,
  city: r.city,
  type: r.role,
  isPremium: r.is_premium,
  earned: r.earned,
});
/** The aliases of the statements below (`memberSearch` names `users u` too). */
const u = alias(users, 'u');
const l = alias(pointsLedger, 'l');
const columns = sql`${u.id} as id, ${u.firstname} || ' ' || ${u.lastname} as full_name, ${u.email} as email, ${u.companyName} as company_name,
  ${u.city} as city, ${u.role} as role, ${u.isPremium} as is_premium`;
/** Credits that count as "earned" (codes, admin awards, contests; not refunds, not transfers) inside the window. */
const windowStart = (s: PremiumSettings) => sql`now() - make_interval(months => ${s.months})`;

export type Kind = 'members' | 'candidates' | 'removal';

/**
 * One query per page, on the premium window's per-member sums (premium-window.ts, brought to now
 * first, once per request). Candidates: members over the threshold, joined to eligible people
 * (active, not deleted, points roles, not premium). Members and removal candidates: the premium
 * people with their sums.
 */
export async function listPremium(
  db: Database,
  settings: SettingsCache,
  kind: Kind,
  q: z.output<typeof PremiumQuery>,
): Promise<PremiumList> {
  const s = await premiumSettings(settings);
  await syncPremiumWindow(db, s.months);
  const rows = await readPage(db, s, kind, q);
  // A page past the end has no rows to carry the total: count once more only then.
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && q.skip > 0) total = (await readPage(db, s, kind, { ...q, skip: 0, take: 1 }))[0]?.total ?? 0;
  return { total, settings: s, data: rows.map(toRow) };
}

async function readPage(db: Database, s: PremiumSettings, kind: Kind, q: z.output<typeof PremiumQuery>): Promise<Row[]> {
  const search = memberSearch(q.search) ?? sql`true`;
  let rows: Row[];
  const e = premiumEarned;
  if (kind === 'candidates') {
    rows = await queryRows<Row>(
      db,
      sql`
      select ${columns}, ${e.earned} as earned, count(*) over ()::int as total
      from ${e} join ${users} u on ${u.id} = ${e.userId}
      where ${e.earned} >= ${s.points}
        and not ${u.isPremium} and not ${u.isDeleted} and ${u.status} <> 'NOT_ACTIVE' and ${u.role} in (${ROLES_SQL}) and ${search}
      order by ${e.earned} desc, ${u.id}
      ${pageSql(q)}`,
    );
  } else {
    const cut: SQL = kind === 'removal' ? sql`where x.earned < ${s.points}` : sql``;
    rows = await queryRows<Row>(
      db,
      sql`
      select x.*, count(*) over ()::int as total from (
        select ${columns}, coalesce(${e.earned}, 0)::int as earned
        from ${users} u left join ${e} on ${e.userId} = ${u.id}
        where ${u.isPremium} and not ${u.isDeleted} and ${search}
      ) x ${cut}
      order by ${kind === 'removal' ? sql`x.earned asc` : sql`x.earned desc`}, x.id
      ${pageSql(q)}`,
    );
  }
  return rows;
}

export async function setPremium(
  db: Database,
  settings: SettingsCache,
  content: ContentCache,
  userId: number,
  isPremium: boolean,
): Promise<PremiumRow> {
  const [person] = await db.select({ role: users.role, isDeleted: users.isDeleted }).from(users).where(eq(users.id, userId));
  if (!person || person.isDeleted) throw notFound('member');
  if (isPremium && !POINTS_ROLES.includes(person.role as (typeof POINTS_ROLES)[number])) {
    throw badRequest(PREMIUM_MESSAGES.pointsMembersOnly);
  }
  await db.update(users).set({ isPremium, updatedAt: new Date() }).where(eq(users.id, userId));
  await content.memberChanged(userId);
  const s = await premiumSettings(settings);
  const [row] = await queryRows<Row>(
    db,
    sql`
    select ${columns}, coalesce((select sum(${l.amount}) from ${pointsLedger} l
      where ${l.userId} = ${u.id} and ${l.earns} and ${l.amount} > 0 and ${l.createdAt} >= ${windowStart(s)}), 0)::int as earned, 1 as total
    from ${users} u where ${u.id} = ${userId}`,
  );
  return toRow(row!);
}

export async function savePremiumSettings(settings: SettingsCache, value: PremiumSettings): Promise<PremiumSettings> {
  await settings.write(PREMIUM_SETTINGS_KEY, value);
  return value;
}
