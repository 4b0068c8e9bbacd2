import type { MemberCampaign } from '@klub/contracts';

/** A member's running campaign as GET /api/campaigns/active answers it; `over` replaces any field. */
export const memberCampaign = (over: Partial<MemberCampaign> = {}): MemberCampaign => ({
  id: 1,
  name: 'Podwójne na grunty',
  startsOn: '2026-03-01',
  endsOn: '2026-03-31',
  multiplier: 2,
  fixedBonus: 0,
  packages: [],
  groupNames: [],
  memberCap: null,
  capLeft: null,
  ...over,
});
