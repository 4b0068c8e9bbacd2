import { CODE_BLOCK, type CodeEntryLimits } from '@klub/contracts';
import type { SettingsCache } from '../../lib/settings-cache';

/**
 * How long credited points stay valid: until the end of the calendar year `N` years after the
 * year they were earned (default 1: points earned in 2026 expire on 31.12.2027).
 * Stored in settings under `points.validityYears`; read through the settings cache (at most once
 * a minute per instance: it is on the code-redemption hot path and changes perhaps once a year).
 */
export const POINTS_VALIDITY_KEY = 'points.validityYears';

export async function pointsValidityYears(settings: Pick<SettingsCache, 'read'>): Promise<number> {
  const n = await settings.read(POINTS_VALIDITY_KEY);
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 10 ? n : 1;
}

/**
 * The code-entry block (spec: 10 wrong codes in an hour block further attempts): how many wrong
 * codes within how many minutes. Stored under `codes.entryLimits`; the contract's CODE_BLOCK until
 * an admin sets them.
 */
export const CODE_LIMITS_KEY = 'codes.entryLimits';

export async function codeEntryLimits(settings: SettingsCache): Promise<CodeEntryLimits> {
  const v = (await settings.read(CODE_LIMITS_KEY)) as Partial<CodeEntryLimits> | undefined | null;
  const ok = (n: unknown, max: number): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= max;
  return {
    maxFailures: ok(v?.maxFailures, 1000) ? v.maxFailures : CODE_BLOCK.maxFailures,
    windowMinutes: ok(v?.windowMinutes, 10_080) ? v.windowMinutes : CODE_BLOCK.windowSeconds / 60,
  };
}
