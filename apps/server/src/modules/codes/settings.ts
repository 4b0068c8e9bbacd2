import { eq } from 'drizzle-orm';
import { settings, type Database } from '@klub/db';

const CACHE_MS = 60_000;
let cached: { value: number; at: number } | undefined;

/**
 * How long credited points stay valid: until the end of the calendar year `N` years after the
 * year they were earned (default 1: points earned in 2026 expire on 31.12.2027).
 * Stored in settings under `points.validityYears`; read at most once a minute per instance
 * (it is on the code-redemption hot path and changes perhaps once a year).
 */
export async function pointsValidityYears(db: Database): Promise<number> {
  if (cached && Date.now() - cached.at < CACHE_MS) return cached.value;
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'points.validityYears')).limit(1);
  const n = typeof row?.value === 'number' ? row.value : 1;
  const value = Number.isInteger(n) && n >= 0 && n <= 10 ? n : 1;
  cached = { value, at: Date.now() };
  return value;
}
