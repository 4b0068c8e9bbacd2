import type { SettingsCache } from '../../lib/settings-cache';

/**
 * How long credited points stay valid: until the end of the calendar year `N` years after the
 * year they were earned (default 1: points earned in 2026 expire on 31.12.2027).
 * Stored in settings under `points.validityYears`; read through the settings cache (at most once
 * a minute per instance: it is on the code-redemption hot path and changes perhaps once a year).
 */
export const POINTS_VALIDITY_KEY = 'points.validityYears';

export async function pointsValidityYears(settings: SettingsCache): Promise<number> {
  const n = await settings.read(POINTS_VALIDITY_KEY);
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 10 ? n : 1;
}
