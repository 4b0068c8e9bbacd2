import type { CampaignReport, CampaignReportChoices } from '@klub/contracts';

/** The campaign report screen's fixtures (the API test's data set, campaign-report.test-helpers.ts on the server). */

export const CAMPAIGN_CHOICES: CampaignReportChoices = {
  items: [
    { id: 7, name: 'Farba na wiosnę', status: 'ACTIVE', startsOn: '2026-03-02', endsOn: '2026-03-08' },
    { id: 3, name: 'Grunty jesienią', status: 'ENDED', startsOn: '2025-10-01', endsOn: '2025-10-31' },
  ],
};

const day = (d: string, codes: number, members: number, points: number, spentToDate: number, productCodes: number) => ({
  day: d,
  codes,
  members,
  points,
  pln: points / 10,
  spentToDate,
  productCodes,
});

export const CAMPAIGN_REPORT: CampaignReport = {
  campaign: {
    id: 7,
    name: 'Farba na wiosnę',
    status: 'ACTIVE',
    startsOn: '2026-03-02',
    endsOn: '2026-03-08',
    packages: ['Farba 10 l'],
    groupNames: [],
    budget: 35,
  },
  from: '2026-03-02',
  to: '2026-03-08',
  codes: 4,
  members: 2,
  points: 35,
  pln: 3.5,
  pointsPerPln: 10,
  spent: 35,
  budgetUsed: 100,
  days: [
    day('2026-03-02', 0, 0, 0, 0, 0),
    day('2026-03-03', 3, 2, 30, 30, 3),
    day('2026-03-04', 0, 0, 0, 30, 0),
    day('2026-03-05', 1, 1, 5, 35, 2),
    day('2026-03-06', 0, 0, 0, 35, 0),
    day('2026-03-07', 0, 0, 0, 35, 0),
    day('2026-03-08', 0, 0, 0, 35, 0),
  ],
  lift: {
    before: { from: '2026-02-23', to: '2026-03-01', days: 7, codes: 3, perDay: 0.43 },
    during: { from: '2026-03-02', to: '2026-03-08', days: 7, codes: 5, perDay: 0.71 },
    ratio: 166.7,
  },
};
