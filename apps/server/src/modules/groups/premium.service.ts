import { eq } from 'drizzle-orm';
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
import { users, type Database } from '@klub/db';
import type { SettingsCache } from '../../lib/settings-cache';
import { badRequest, notFound } from '../../errors';
import { premiumPage, premiumRow, syncPremiumWindow } from './groups.queries';
import type { ContentCache } from '../../lib/content-cache';

/** The premium group: threshold settings, members, candidates and candidates for removal. */

export const PREMIUM_SETTINGS_KEY = 'premium.threshold';

/** The threshold setting; a missing or malformed value falls back to the defaults. */
export async function premiumSettings(settings: SettingsCache): Promise<PremiumSettings> {
  const parsed = PremiumSettings.safeParse(await settings.read(PREMIUM_SETTINGS_KEY));
  return parsed.success ? parsed.data : { ...PREMIUM_DEFAULTS };
}

/** A list row as answered: without the list's total. */
const toRow = ({ total: _total, ...row }: PremiumRow & { total: number }): PremiumRow => row;

export type Kind = 'members' | 'candidates' | 'removal';

/**
 * One query per page, on the premium window's per-member sums (`syncPremiumWindow`, brought to now
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
  const rows = await premiumPage(db, kind, s.points, q);
  // A page past the end has no rows to carry the total: count once more only then.
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && q.skip > 0) total = (await premiumPage(db, kind, s.points, { ...q, skip: 0, take: 1 }))[0]?.total ?? 0;
  return { total, settings: s, data: rows.map(toRow) };
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
  return premiumRow(db, userId, s.months);
}

export async function savePremiumSettings(settings: SettingsCache, value: PremiumSettings): Promise<PremiumSettings> {
  await settings.write(PREMIUM_SETTINGS_KEY, value);
  return value;
}
