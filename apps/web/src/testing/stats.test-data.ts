import type { ContractorProducts, MeClient, RepStats, StatsContractorRow, StatsContractorsResponse } from '@klub/contracts';
import { EMPLOYEE } from './fixtures';

/** Test data of the statistics screens (imported by their tests only). */

/** A DTH (EMPLOYEE is one) and an RDS. */
export const DTH: MeClient = EMPLOYEE;
export const RDS: MeClient = { ...EMPLOYEE, id: 44, type: 61, firstname: 'Robert', lastname: 'Zieliński', fullName: 'Robert Zieliński' };

export const STATS: RepStats = {
  from: '2026-03-02',
  to: '2026-03-29',
  interval: 'week',
  usersCount: 40,
  confirmedUsersCount: 30,
  productsCount: 112,
  pointsEarned: 5600,
  earnedBySource: { codes: 3100, admins: 2000, contests: 300, campaigns: 200, other: 0 },
  pointsSpent: 1200,
  ordersCount: 3,
  activeUsersCount: 8,
  newUsersCount: 2,
  previous: {
    from: '2026-02-02',
    to: '2026-03-01',
    productsCount: 100,
    pointsEarned: 5600,
    pointsSpent: 1500,
    ordersCount: 0,
    activeUsersCount: 8,
    newUsersCount: 4,
  },
  series: [
    { period: '2026-03-02', productsCount: 30, pointsEarned: 1500, pointsSpent: 0 },
    { period: '2026-03-09', productsCount: 20, pointsEarned: 1000, pointsSpent: 1200 },
    { period: '2026-03-16', productsCount: 40, pointsEarned: 2000, pointsSpent: 0 },
    { period: '2026-03-23', productsCount: 22, pointsEarned: 1100, pointsSpent: 0 },
  ],
  dth: [
    { id: 3, name: 'Anna Doradca', usersCount: 25, confirmedUsersCount: 20, productsCount: 80, pointsEarned: 4000 },
    { id: 4, name: 'Piotr Handlowy', usersCount: 15, confirmedUsersCount: 10, productsCount: 32, pointsEarned: 1600 },
  ],
  cities: ['Kraków', 'Łódź'],
};

export const ROW: StatsContractorRow = {
  id: 101,
  firstname: 'Marek',
  lastname: 'Malarz',
  companyName: 'Malarz Sp. z o.o.',
  city: 'Kraków',
  email: 'marek@example.pl',
  phone: '601234567',
  status: 'ACTIVE_CONFIRMED',
  dthId: 3,
  dthName: 'Anna Doradca',
  productsCount: 12,
  pointsEarned: 600,
  pointsSpent: 200,
  ordersCount: 1,
  balance: 1450,
  lastActivity: '2026-03-20',
};

export const CONTRACTORS: StatsContractorsResponse = {
  total: 2,
  data: [
    ROW,
    {
      ...ROW,
      id: 102,
      firstname: 'Ewa',
      lastname: 'Tynk',
      companyName: null,
      city: 'Łódź',
      dthId: 4,
      dthName: 'Piotr Handlowy',
      status: 'ACTIVE',
      productsCount: 0,
      pointsEarned: 0,
      pointsSpent: 0,
      ordersCount: 0,
      balance: 0,
      lastActivity: null,
    },
  ],
};

export const PRODUCTS: ContractorProducts = {
  from: '2026-01-01',
  to: '2026-03-31',
  interval: 'month',
  packages: [
    { packageId: 1, name: 'Farba 10 l', groupName: 'Farby', productsCount: 70, points: 3500 },
    { packageId: 2, name: 'Grunt 5 l', groupName: 'Grunty', productsCount: 42, points: 840 },
  ],
  groups: [
    { groupName: 'Farby', productsCount: 70, points: 3500 },
    { groupName: 'Grunty', productsCount: 42, points: 840 },
  ],
  // February has no sales: it is a zero on the chart, not a gap.
  series: [
    { period: '2026-01-01', groupName: 'Farby', productsCount: 30, points: 1500 },
    { period: '2026-01-01', groupName: 'Grunty', productsCount: 2, points: 40 },
    { period: '2026-03-01', groupName: 'Farby', productsCount: 40, points: 2000 },
    { period: '2026-03-01', groupName: 'Grunty', productsCount: 40, points: 800 },
  ],
};
