import { eq } from 'drizzle-orm';
import { settings, type Database } from '@klub/db';

/**
 * How long credited points stay valid: until the end of the calendar year `N` years after the
 * year they were earned (default 1: points earned in 2026 expire on 31.12.2027).
 * Stored in settings under `points.validityYears`.
 */
export async function pointsValidityYears(db: Database): Promise<number> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'points.validityYears')).limit(1);
  const n = typeof row?.value === 'number' ? row.value : 1;
  return Number.isInteger(n) && n >= 0 && n <= 10 ? n : 1;
}
