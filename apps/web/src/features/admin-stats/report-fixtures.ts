import type { CodesReport, PointsReport } from '@klub/contracts';

/** Test data of the admin reports (imported by their tests only). */

export const ADMIN_ME = { id: 1, email: 'admin@klub.test', firstName: 'Anna', lastName: 'Nowak', fullName: 'Anna Nowak' };

export const CODES_REPORT: CodesReport = {
  from: '2026-03-02',
  to: '2026-03-15',
  interval: 'day',
  codes: 8,
  points: 340,
  previous: { from: '2026-02-16', to: '2026-03-01', codes: 10, points: 340 },
  // The server lists every bucket; the screen fills any it left out with zeros.
  series: [
    { period: '2026-03-03', codes: 3, points: 150 },
    { period: '2026-03-04', codes: 3, points: 150 },
    { period: '2026-03-10', codes: 1, points: 20 },
    { period: '2026-03-15', codes: 1, points: 20 },
  ],
  packages: [
    { packageId: 7, name: 'Farba 10 l', groupName: 'Farby', codes: 6, points: 300 },
    { packageId: 8, name: 'Grunt 5 l', groupName: 'Grunty', codes: 2, points: 40 },
  ],
  sources: [
    { source: 1, label: 'Strona internetowa', codes: 7, points: 320 },
    { source: 2, label: 'Aplikacja mobilna', codes: 1, points: 20 },
  ],
};

const month = (m: string, points: number) => ({ month: m, points, pln: points / 10 });

export const POINTS_REPORT: PointsReport = {
  from: '2026-01-01',
  to: '2026-03-31',
  interval: 'week',
  earned: 1200,
  spent: 300,
  expired: 50,
  previous: { from: '2025-10-03', to: '2025-12-31', earned: 1000, spent: 300, expired: 0 },
  series: [
    { period: '2025-12-29', earned: 200, spent: 0, expired: 0 },
    { period: '2026-02-02', earned: 1000, spent: 300, expired: 50 },
  ],
  balances: [
    { label: '0 pkt', members: 3, points: 0 },
    { label: '1–99 pkt', members: 4, points: 160 },
    { label: '100–499 pkt', members: 1, points: 150 },
    { label: '500–999 pkt', members: 0, points: 0 },
    { label: '1 000–4 999 pkt', members: 0, points: 0 },
    { label: '5 000 pkt i więcej', members: 0, points: 0 },
  ],
  liability: {
    points: 310,
    pln: 31,
    pointsPerPln: 10,
    overdue: 20,
    months: [
      month('2026-11-01', 0),
      month('2026-12-01', 150),
      month('2027-01-01', 0),
      month('2027-02-01', 0),
      month('2027-03-01', 40),
      month('2027-04-01', 0),
      month('2027-05-01', 0),
      month('2027-06-01', 0),
      month('2027-07-01', 0),
      month('2027-08-01', 0),
      month('2027-09-01', 0),
      month('2027-10-01', 0),
    ],
    later: 60,
    noExpiry: 40,
  },
};
