import { FRAUD_GUARD_DEFAULTS, FraudGuardSettings } from '@klub/contracts';
import type { SettingsCache } from '../../lib/settings-cache';

/**
 * The fraud guard's rules (docs/domain.md "Fraud guard"), stored under `codes.fraudGuard`; every rule
 * off until an admin turns it on. Read through the settings cache (the redemption reads it on every
 * code). A stored value that no longer parses (an older shape) gives way to the defaults part by part.
 */
export const FRAUD_GUARD_KEY = 'codes.fraudGuard';

export async function fraudGuardSettings(settings: Pick<SettingsCache, 'read'>): Promise<FraudGuardSettings> {
  const stored = (await settings.read(FRAUD_GUARD_KEY)) as Partial<Record<keyof FraudGuardSettings, unknown>> | undefined | null;
  const out: Record<string, unknown> = { ...FRAUD_GUARD_DEFAULTS };
  for (const key of Object.keys(FRAUD_GUARD_DEFAULTS) as (keyof FraudGuardSettings)[]) {
    const part = FraudGuardSettings.shape[key].safeParse(stored?.[key]);
    if (part.success) out[key] = part.data;
  }
  return out as FraudGuardSettings;
}
