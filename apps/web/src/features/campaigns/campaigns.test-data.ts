import type { CampaignDetails, PointsEntry } from '@klub/contracts';

/** Campaigns as the API answers them (CampaignDetails; the list's items are the same without `versions`). */
const TERMS = {
  packageIds: [7],
  groupNames: [],
  audience: { roles: [], regions: [], gold: false, premium: false, groups: [] },
  memberCap: null,
  budget: null,
};

export function campaign(over: Partial<CampaignDetails> = {}): CampaignDetails {
  const base: CampaignDetails = {
    id: 3,
    name: 'Podwójne punkty na grunty',
    status: 'DRAFT',
    spent: 0,
    version: 1,
    startsOn: '2026-03-01',
    endsOn: '2026-03-31',
    ...TERMS,
    multiplier: 2,
    fixedBonus: 0,
    createdAt: '2026-02-20T10:00:00.000Z',
    updatedAt: '2026-02-20T10:00:00.000Z',
    versions: [],
  };
  const c = { ...base, ...over };
  const { id: _id, name: _name, status: _status, spent: _spent, versions, updatedAt: _u, ...terms } = c;
  return {
    ...c,
    versions: over.versions ?? (versions.length ? versions : [{ ...terms, supersededAt: null }]),
  };
}

/** The list's row of a campaign. */
export function listed(c: CampaignDetails) {
  const { versions: _versions, ...row } = c;
  return row;
}

export const PACKAGES: PointsEntry[] = [
  {
    id: 7,
    name: 'Grunt 5 l',
    groupName: 'Grunty',
    points: 20,
    orderPoints: 0,
    expiresAt: null,
    isNotActual: false,
    pos: 1,
    codesCount: 10,
  },
  { id: 8, name: 'Farba 10 l', groupName: 'Farby', points: 50, orderPoints: 0, expiresAt: null, isNotActual: false, pos: 2, codesCount: 0 },
];
