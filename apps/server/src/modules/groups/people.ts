import { sql, type SQL } from 'drizzle-orm';

/**
 * The members-list search (name, e-mail, company, phone, NIP) — the same expression as
 * users_search_trgm_idx (migration 0003), so the trigram index answers it here too.
 */
export function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const text = search.toLowerCase().replace(/[%_\\]/g, '');
  const digits = /^[\d\s+-]+$/.test(text) ? text.replace(/[\s-]/g, '') : text;
  return sql`lower(u.email || ' ' || u.firstname || ' ' || u.lastname || ' ' || u.firstname || ' ' || coalesce(u.company_name, '') || ' ' || coalesce(u.phone, '') || ' ' || coalesce(u.nip, '')) like ${`%${digits}%`}`;
}

export const iso = (value: Date | string): string => new Date(value).toISOString();
