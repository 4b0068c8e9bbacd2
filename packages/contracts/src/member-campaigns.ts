import { z } from 'zod';
import { safeString } from './common';

/**
 * A member's active bonus-point campaigns (GET /api/campaigns/active; docs/domain.md "Akcje
 * punktowe"): active, the window (Polish days) includes today, the member is in the audience and the
 * budget is not spent — the campaigns a code entered now would earn a bonus from.
 */
export const MemberCampaign = z.object({
  id: z.number().int(),
  name: safeString(),
  startsOn: z.string(),
  endsOn: z.string(),
  /** The code's points times this (1: none). */
  multiplier: z.number(),
  /** Points added to every matching code. */
  fixedBonus: z.number().int(),
  /** The points packages it applies to (with `groupNames` both empty: every code). */
  packages: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** The package groups (a package's `groupName`) it applies to. */
  groupNames: z.array(z.string()),
  /** At most this many bonus points per member; null: no cap. */
  memberCap: z.number().int().nullable(),
  /** What is left of the member's cap; null: no cap. */
  capLeft: z.number().int().nullable(),
});
export type MemberCampaign = z.infer<typeof MemberCampaign>;

export const MemberCampaignList = z.object({ items: z.array(MemberCampaign) });
export type MemberCampaignList = z.infer<typeof MemberCampaignList>;
