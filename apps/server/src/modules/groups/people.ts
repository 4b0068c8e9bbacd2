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

/** Unique-name clashes (23505) as the given error. */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: string; cause?: { code?: string } }).cause?.code ?? (err as { code?: string }).code;
  return code === '23505';
}
