import type {
  AdminMe,
  Distributor,
  MeClient,
  MemberDetails,
  MemberPoints,
  MemberRow,
  Order,
  OrderRow,
  PrizeRow,
  ProgramSettings,
  PublicConfig,
} from '@klub/contracts';
import { FRAUD_GUARD_DEFAULTS } from '@klub/contracts';

/** The signed-in admin (GET /api/admin/me). */
export const ADMIN_ME: AdminMe = { id: 1, email: 'admin@klub.test', firstName: 'Anna', lastName: 'Nowak', fullName: 'Anna Nowak' };

/** A signed-in contractor (points role). */
export const MEMBER: MeClient = {
  id: 42,
  type: 21,
  status: 'ACTIVE',
  firstname: 'Jan',
  lastname: 'Kowalski',
  fullName: 'Jan Kowalski',
  email: 'jan@example.pl',
  isGold: false,
  isPremium: false,
  isEmployee: false,
  canOrder: false,
  regulationsToAccept: null,
};

/** A DTH: statistics, no points. */
export const EMPLOYEE: MeClient = { ...MEMBER, id: 43, type: 41, firstname: 'Ewa', fullName: 'Ewa Nowak', isEmployee: true };

export const MEMBER_POINTS: MemberPoints = {
  points: [
    { id: 1, name: 'Farba 10 l', groupName: 'Farby', points: 50, orderPoints: 20, expiresAt: '2026-12-31', isNotActual: false, pos: 1 },
    { id: 2, name: 'Grunt 5 l', groupName: 'Grunty', points: 12, orderPoints: 12, expiresAt: '2026-06-30', isNotActual: true, pos: 2 },
  ],
  ranking: 3,
  trend: 'up',
  balance: 1232,
  earnedThisYear: 1500,
  expiringSoon: [
    { date: '2026-05-31', points: 22 },
    { date: '2026-06-30', points: 100 },
  ],
  expiringSoonTotal: 122,
};

/** A club member as a back-office list shows them (GET /api/users); `over` replaces any field. */
export const memberRow = (over: Partial<MemberRow> = {}): MemberRow => ({
  id: 7,
  email: 'jan7@example.pl',
  fullName: 'Jan Kowalski',
  firstname: 'Jan',
  lastname: 'Kowalski',
  companyName: 'Malbud',
  phone: '600100200',
  city: 'Radom',
  nip: null,
  type: 21,
  status: 'ACTIVE',
  regionId: null,
  regionName: null,
  dthId: null,
  dthName: null,
  isGold: false,
  isPremium: false,
  balance: 0,
  createdAt: '2026-01-01T10:00:00',
  lastLoginAt: null,
  ...over,
});

/** A club member as the back office's details screen reads them (GET /api/users/:id); `over` replaces any field. */
export const memberDetails = (over: Partial<MemberDetails> = {}): MemberDetails => ({
  ...memberRow(),
  postCode: '26-600',
  street: null,
  rdsId: null,
  rdsName: null,
  marketingConsent: false,
  marketingConsentAt: null,
  regulationsAcceptedAt: null,
  distributors: [],
  ...over,
});

/** A distributor (GET /api/distributors); `over` replaces any field. */
export const distributor = (over: Partial<Distributor> = {}): Distributor => ({
  id: 1,
  name: 'Hurtownia Farb',
  nip: null,
  email: null,
  phone: null,
  city: 'Radom',
  postCode: null,
  street: null,
  regionId: null,
  regionName: null,
  isAuthorized: true,
  authorizedAt: null,
  createdAt: '2026-01-01T10:00:00',
  updatedAt: '2026-01-01T10:00:00',
  ...over,
});

/** The public settings the app reads at start (GET /api/config); `over` replaces any field. */
export const publicConfig = (over: Partial<PublicConfig> = {}): PublicConfig => ({
  version: '1.0.0',
  appStoreUrl: 'https://apps.apple.com/app/klub',
  googlePlayUrl: 'https://play.google.com/store/apps/details?id=klub',
  contact: { email: null, phone: null, hours: null, address: null },
  maintenanceNotice: null,
  chat: null,
  ...over,
});

/** The program's settings (GET /api/settings); `over` replaces any field. */
export const programSettings = (over: Partial<ProgramSettings> = {}): ProgramSettings => ({
  version: 4,
  pointsValidityYears: 1,
  premium: { points: 5000, months: 12 },
  pointsPerPln: 10,
  codeEntryLimits: { maxFailures: 10, windowMinutes: 60 },
  mailFrom: null,
  contact: { email: null, phone: null, hours: null, address: null },
  appStoreUrl: null,
  googlePlayUrl: null,
  maintenanceNotice: null,
  chatLicence: null,
  sms: { provider: 'NONE', sender: null, pricePerPart: 0.16 },
  registrationPhotoId: null,
  administratorTwoFactorRequired: false,
  fraudGuard: FRAUD_GUARD_DEFAULTS,
  pointsExpiryReminderDays: 30,
  ...over,
});

/** An order as the back office's list shows it (GET /api/orders); `over` replaces any field. */
export const orderRow = (over: Partial<OrderRow> = {}): OrderRow => ({
  id: 7,
  userId: 42,
  memberName: 'Jan Kowalski',
  memberEmail: 'jan@example.pl',
  status: 'NEW',
  totalPoints: 300,
  paidPoints: 300,
  elementsCount: 1,
  sentCount: 0,
  createdAt: '2026-11-22T10:00:00Z',
  updatedAt: '2026-11-22T10:00:00Z',
  cancelledAt: null,
  ...over,
});

/** One prize of an order (Order.elements); `over` replaces any field. */
export const orderElement = (over: Partial<Order['elements'][number]> = {}): Order['elements'][number] => ({
  id: 1,
  prizeId: 1,
  prizeName: 'Zestaw pędzli',
  characteristicName: null,
  amount: 1,
  unitPoints: 150,
  totalPoints: 150,
  shopNumber: null,
  isSent: false,
  sentAt: null,
  partnerOrderedAt: null,
  isDeleted: false,
  deletedAt: null,
  ...over,
});

/** A prize as a list shows it (GET /api/prizes); `over` replaces any field. */
export const prizeRow = (over: Partial<PrizeRow> = {}): PrizeRow => ({
  id: 7,
  groupId: 1,
  groupName: 'Narzędzia',
  name: 'Kurtka',
  images: [],
  pointsPrice: 1800,
  plnPrice: 179.9,
  stock: 4,
  isActive: true,
  shopNumber: null,
  pos: 1,
  characteristicsCount: 2,
  isFavorite: false,
  ...over,
});
