import { describe, expect, it } from 'vitest';
import { CampaignTerms } from './campaigns';
import { PointsEntryBody } from './points';

const terms = (groupNames: string[]) => ({
  name: 'Akcja',
  startsOn: '2027-03-01',
  endsOn: '2027-03-31',
  packageIds: [],
  groupNames,
  audience: { roles: [], regions: [], gold: false, premium: false, groups: [] },
  multiplier: 2,
  fixedBonus: 0,
  memberCap: null,
  budget: null,
});

describe('a campaign`s package groups', () => {
  it('take any group name a points package may have (up to 120 characters), and no longer', () => {
    const longest = 'G'.repeat(120);
    expect(PointsEntryBody.safeParse({ name: 'Farba', groupName: longest, points: 10 }).success).toBe(true);
    expect(CampaignTerms.safeParse(terms([longest])).success).toBe(true);
    const tooLong = 'G'.repeat(121);
    expect(PointsEntryBody.safeParse({ name: 'Farba', groupName: tooLong, points: 10 }).success).toBe(false);
    const refused = CampaignTerms.safeParse(terms([tooLong]));
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.path).toEqual(['groupNames', 0]);
  });
});
