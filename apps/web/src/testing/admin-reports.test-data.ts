import type {
  CodesReport,
  ConnectionsResponse,
  ContractorsReport,
  DistributorListResponse,
  ExecutorsTable,
  ExecutorsTableRow,
  OrdersReport,
  PointsReport,
  PrizesReport,
  PromotionsReport,
} from '@klub/contracts';
import { distributor } from './fixtures';

/** Test data of the admin reports (imported by their tests only). */

export { ADMIN_ME } from './fixtures';

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

/** The first quarter of 2026 and the as long period before it: the points, the executors and the prizes are read over it. */
const QUARTER = { from: '2026-01-01', to: '2026-03-31' } as const;
const QUARTER_BEFORE = { from: '2025-10-03', to: '2025-12-31' } as const;

export const POINTS_REPORT: PointsReport = {
  ...QUARTER,
  interval: 'week',
  earned: 1200,
  spent: 300,
  expired: 50,
  previous: { ...QUARTER_BEFORE, earned: 1000, spent: 300, expired: 0 },
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

export const CONTRACTORS_REPORT: ContractorsReport = {
  from: '2026-03-02',
  to: '2026-03-29',
  interval: 'week',
  newMembers: 12,
  newConfirmed: 5,
  active: 40,
  previous: { from: '2026-02-02', to: '2026-03-01', newMembers: 8, active: 40 },
  members: 250,
  confirmed: 180,
  statuses: [
    { status: 'NOT_ACTIVE', label: 'Nieaktywny', members: 20 },
    { status: 'ACTIVE', label: 'Aktywny', members: 50 },
    { status: 'ACTIVE_CONFIRMED', label: 'Aktywny — potwierdzony', members: 180 },
  ],
  // The week of 16.03 is left out: the screen shows it as zeros.
  series: [
    { period: '2026-03-02', newMembers: 3, active: 20 },
    { period: '2026-03-09', newMembers: 5, active: 25 },
    { period: '2026-03-23', newMembers: 4, active: 18 },
  ],
  regions: [
    { regionId: 7, name: 'mazowieckie', members: 120, newMembers: 6 },
    { regionId: 12, name: 'śląskie', members: 90, newMembers: 4 },
    { regionId: 3, name: 'lubuskie', members: 0, newMembers: 0 },
    { regionId: null, name: '', members: 40, newMembers: 2 },
  ],
};

export const ORDERS_REPORT: OrdersReport = {
  from: '2026-03-01',
  to: '2026-05-31',
  interval: 'month',
  orders: 9,
  points: 4500,
  buyers: 4,
  previous: { from: '2025-11-28', to: '2026-02-28', orders: 12, points: 4500 },
  series: [
    { period: '2026-03-01', orders: 4, points: 2000 },
    { period: '2026-05-01', orders: 5, points: 2500 },
  ],
  statuses: [
    { status: 'NEW', label: 'Złożone', orders: 2, points: 1000 },
    { status: 'SENT', label: 'Wysłane', orders: 5, points: 3500 },
    { status: 'CANCELLED', label: 'Anulowane', orders: 2, points: 0 },
  ],
  buyersTop: [
    { userId: 21, fullName: 'Jan Kowalski', companyName: 'Kowalski Remonty', city: 'Radom', orders: 4, points: 2200 },
    { userId: 22, fullName: 'Ewa Malinowska', companyName: null, city: null, orders: 3, points: 1500 },
  ],
};

const executor = (userId: number, fullName: string, more: Partial<ExecutorsTableRow> = {}): ExecutorsTableRow => ({
  userId,
  fullName,
  companyName: null,
  city: null,
  regionName: null,
  isDeleted: false,
  balance: 0,
  earnedYear: 0,
  codes: 0,
  earned: 0,
  spent: 0,
  expired: 0,
  orders: 0,
  ...more,
});

/** The first page (of 60 accounts) of the executors table for POINTS_REPORT's period. */
export const EXECUTORS_TABLE: ExecutorsTable = {
  ...QUARTER,
  total: 60,
  data: [
    executor(31, 'Adam Zieliński', {
      companyName: 'Zieliński Bud',
      city: 'Poznań',
      regionName: 'wielkopolskie',
      balance: 12500,
      earnedYear: 3000,
      codes: 14,
      earned: 2800,
      spent: 1000,
      expired: 50,
      orders: 2,
    }),
    executor(32, 'Konto Usunięte', { isDeleted: true, balance: 400, earnedYear: 0 }),
    executor(33, 'Beata Wrona', { city: 'Gdańsk', balance: 90, earnedYear: 90, codes: 3, earned: 90 }),
  ],
};

/** Three months of prizes (grouped by month; February without orders); one prize is gone from the catalogue and has no group. */
export const PRIZES_REPORT: PrizesReport = {
  ...QUARTER,
  interval: 'month',
  quantity: 12,
  orders: 7,
  points: 9000,
  pln: 900.5,
  previous: { ...QUARTER_BEFORE, quantity: 10, points: 9000, pln: 1000 },
  series: [
    { period: '2026-01-01', quantity: 5, points: 4000, pln: 400.5 },
    { period: '2026-03-01', quantity: 7, points: 5000, pln: 500 },
  ],
  prizes: [
    { prizeId: 3, name: 'Wiertarka udarowa', groupName: 'Elektronarzędzia', quantity: 7, orders: 4, points: 6000, pln: 600 },
    { prizeId: null, name: 'Kubek termiczny', groupName: null, quantity: 5, orders: 3, points: 3000, pln: 300.5 },
  ],
  groups: [
    { groupId: 1, name: 'Elektronarzędzia', quantity: 7, points: 6000, pln: 600 },
    { groupId: null, name: '', quantity: 5, points: 3000, pln: 300.5 },
  ],
};

/** A week of extra points: an admin's promotion on Tuesday, a contest on Thursday. */
export const PROMOTIONS_REPORT: PromotionsReport = {
  from: '2026-03-02',
  to: '2026-03-08',
  interval: 'day',
  points: 700,
  awards: 5,
  members: 4,
  previous: { from: '2026-02-23', to: '2026-03-01', points: 350, awards: 5 },
  series: [
    { period: '2026-03-03', admin: 200, contest: 0 },
    { period: '2026-03-05', admin: 0, contest: 500 },
  ],
  sources: [
    { source: 3, label: 'Od administratora', points: 200, awards: 2, members: 2 },
    { source: 104, label: 'Z konkursów', points: 500, awards: 3, members: 3 },
  ],
  reasons: [
    { reason: 'Konkurs wiosenny', source: 104, points: 500, awards: 3, members: 3 },
    { reason: 'Promocja marcowa', source: 3, points: 200, awards: 2, members: 2 },
  ],
};

/** The first page (of 30) of the contractor ↔ distributor connections. */
export const CONNECTIONS: ConnectionsResponse = {
  total: 30,
  data: [
    {
      userId: 21,
      fullName: 'Jan Kowalski',
      companyName: 'Kowalski Remonty',
      city: 'Radom',
      regionName: 'mazowieckie',
      distributorId: 5,
      distributorName: 'Hurtownia Budmat',
      distributorCity: 'Warszawa',
      distributorRegionName: 'mazowieckie',
      regionAssignment: 'same',
      since: '2026-02-10',
    },
    {
      userId: 22,
      fullName: 'Ewa Malinowska',
      companyName: null,
      city: null,
      regionName: null,
      distributorId: 6,
      distributorName: 'Skład Kowalczyk',
      distributorCity: 'Kielce',
      distributorRegionName: 'świętokrzyskie',
      regionAssignment: 'unknown',
      since: '2026-03-01',
    },
  ],
  assignments: [
    { regionAssignment: 'same', label: 'Ten sam region', connections: 20 },
    { regionAssignment: 'other', label: 'Inny region', connections: 8 },
    { regionAssignment: 'unknown', label: 'Region nieznany', connections: 2 },
  ],
  distributors: [
    { distributorId: 5, name: 'Hurtownia Budmat', contractors: 18 },
    { distributorId: 6, name: 'Skład Kowalczyk', contractors: 12 },
  ],
};

/** GET /api/distributors for the connections' distributor filter. */
export const DISTRIBUTORS: DistributorListResponse = {
  total: 2,
  data: [
    distributor({ id: 5, name: 'Hurtownia Budmat', city: 'Warszawa' }),
    distributor({ id: 6, name: 'Skład Kowalczyk', city: 'Kielce' }),
  ],
};

/** The overview's reports: one period for all (CODES_REPORT's two weeks, by day), as the server answers the same filters. */
const OVERVIEW_PERIOD = { from: '2026-03-02', to: '2026-03-15', interval: 'day' } as const;
const OVERVIEW_PREVIOUS = { from: '2026-02-16', to: '2026-03-01' } as const;

export const OVERVIEW_CONTRACTORS: ContractorsReport = {
  ...CONTRACTORS_REPORT,
  ...OVERVIEW_PERIOD,
  newMembers: 3,
  newConfirmed: 1,
  active: 6,
  previous: { ...OVERVIEW_PREVIOUS, newMembers: 2, active: 6 },
  members: 250,
  confirmed: 180,
  series: [
    { period: '2026-03-03', newMembers: 2, active: 4 },
    { period: '2026-03-10', newMembers: 1, active: 2 },
  ],
};

export const OVERVIEW_ORDERS: OrdersReport = {
  ...ORDERS_REPORT,
  ...OVERVIEW_PERIOD,
  orders: 4,
  points: 2000,
  buyers: 3,
  previous: { ...OVERVIEW_PREVIOUS, orders: 2, points: 2500 },
  series: [{ period: '2026-03-04', orders: 4, points: 2000 }],
};

export const OVERVIEW_POINTS: PointsReport = {
  ...POINTS_REPORT,
  ...OVERVIEW_PERIOD,
  previous: { ...POINTS_REPORT.previous, ...OVERVIEW_PREVIOUS },
  series: [{ period: '2026-03-04', earned: 1200, spent: 300, expired: 50 }],
};

export const OVERVIEW_PRIZES: PrizesReport = {
  ...PRIZES_REPORT,
  ...OVERVIEW_PERIOD,
  previous: { ...PRIZES_REPORT.previous, ...OVERVIEW_PREVIOUS },
  series: [{ period: '2026-03-04', quantity: 12, points: 9000, pln: 900.5 }],
};
