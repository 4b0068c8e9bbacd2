import { z } from 'zod';
import { idNumber, isoDay, Paging, queryNumber, searchText } from './common';
import { LEDGER_SOURCES } from './points';

/**
 * Statistics of the sales reps (spec §7: `/api/users/me/stats*`, `/api/users/contractors/*`). A DTH
 * sees the contractors assigned to them; an RDS those of their DTHs (docs/domain.md "Statistics").
 */

export const STATS_MESSAGES = {
  fromAfterTo: 'Data „od” nie może być późniejsza niż data „do”',
  rangeTooLong: (days: number) => `Zakres dat może obejmować najwyżej ${days} dni`,
} as const;

/** The longest range a statistics query accepts (five years and a leap day). */
export const STATS_MAX_DAYS = 1827;
/** Ranges up to this many days are drawn per day, up to `STATS_WEEK_MAX_DAYS` per week (from Monday), longer per month. */
export const STATS_DAY_MAX_DAYS = 62;
export const STATS_WEEK_MAX_DAYS = 366;
/** Without `from`/`to`: the last 30 days, today included. */
export const STATS_DEFAULT_DAYS = 30;

export const STATS_INTERVALS = ['day', 'week', 'month'] as const;
export type StatsInterval = (typeof STATS_INTERVALS)[number];

const boolParam = z.enum(['true', 'false'], { error: 'Podaj true albo false' }).transform((v) => v === 'true');
/** `dth=1&dth=2` (or one `dth=1`): the DTHs an RDS narrows to. */
const idList = z.preprocess((v) => (v === undefined ? undefined : [v].flat()), z.array(idNumber).max(200).optional());

/** The filters every sales-rep statistic takes (spec §7: isConfirmed, from, to, dth, city). */
export const RepStatsFilters = z.object({
  from: isoDay.optional(),
  to: isoDay.optional(),
  isConfirmed: boolParam.optional(),
  dth: idList,
  city: searchText(80),
  /** One contractor (of the rep's own). */
  userId: idNumber.optional(),
  interval: z.enum(STATS_INTERVALS).optional(),
});
export type RepStatsFilters = z.input<typeof RepStatsFilters>;

/** Figures of a period: what the rep's contractors did between `from` and `to`. */
export const StatsPeriodFigures = z.object({
  from: z.string(),
  to: z.string(),
  /** Codes (products) registered. */
  productsCount: z.number().int(),
  pointsEarned: z.number().int(),
  /** Points spent on prizes, less refunds of cancelled orders. */
  pointsSpent: z.number().int(),
  ordersCount: z.number().int(),
  /** Contractors who registered a code or ordered in the period. */
  activeUsersCount: z.number().int(),
  /** Contractors who joined the club in the period. */
  newUsersCount: z.number().int(),
});
export type StatsPeriodFigures = z.infer<typeof StatsPeriodFigures>;

export const StatsSeriesPoint = z.object({
  /** The first day of the bucket (yyyy-mm-dd; a week starts on Monday). */
  period: z.string(),
  productsCount: z.number().int(),
  pointsEarned: z.number().int(),
  pointsSpent: z.number().int(),
});
export type StatsSeriesPoint = z.infer<typeof StatsSeriesPoint>;

export const StatsDth = z.object({
  id: z.number().int(),
  name: z.string(),
  usersCount: z.number().int(),
  confirmedUsersCount: z.number().int(),
  productsCount: z.number().int(),
  pointsEarned: z.number().int(),
});
export type StatsDth = z.infer<typeof StatsDth>;

/** GET /api/users/me/stats — spec §3 "stats user" ({confirmedUsersCount, productsCount, dth[]}) and the rest of the dashboard. */
/**
 * Where the period's "Punkty zdobyte" came from (issue 39: points given by admins inflated the figure
 * unseen): the earning credits of the ledger (LEDGER_SOURCES) in groups; they add up to `pointsEarned`.
 */
export const EARNED_SOURCES = ['codes', 'admins', 'contests', 'campaigns', 'other'] as const;
export type EarnedSource = (typeof EARNED_SOURCES)[number];
/** The ledger sources of each group (`other`: any earning credit of another source). */
export const EARNED_SOURCE_LEDGER: Record<Exclude<EarnedSource, 'other'>, readonly number[]> = {
  // CLUB_ADMIN is a code entered on the site (not an admin's gift: that is MANUALLY_ADDED_BY_ADMIN)
  codes: [LEDGER_SOURCES.CLUB_ADMIN, LEDGER_SOURCES.MOBILE_APP],
  admins: [LEDGER_SOURCES.MANUALLY_ADDED_BY_ADMIN],
  contests: [LEDGER_SOURCES.CONTEST_AWARD],
  campaigns: [LEDGER_SOURCES.CAMPAIGN],
};
export const EARNED_SOURCE_LABELS: Record<EarnedSource, string> = {
  codes: 'Z kodów',
  admins: 'Od administratorów',
  contests: 'Z konkursów',
  campaigns: 'Z akcji punktowych',
  other: 'Inne',
};
export const EarnedBySource = z.object({
  codes: z.number().int(),
  admins: z.number().int(),
  contests: z.number().int(),
  campaigns: z.number().int(),
  other: z.number().int(),
});
export type EarnedBySource = z.infer<typeof EarnedBySource>;

export const RepStats = StatsPeriodFigures.extend({
  /** The period's `pointsEarned` by where the points came from. */
  earnedBySource: EarnedBySource,
  /** Contractors matching the filters now (the period does not narrow them). */
  usersCount: z.number().int(),
  confirmedUsersCount: z.number().int(),
  interval: z.enum(STATS_INTERVALS),
  /** The same length of time just before `from`: the trend. */
  previous: StatsPeriodFigures,
  series: z.array(StatsSeriesPoint),
  /** Per DTH: an RDS's team (filtered by `dth` when given); for a DTH, themselves. */
  dth: z.array(StatsDth),
  /** Cities of the rep's contractors, for the city filter. */
  cities: z.array(z.string()),
});
export type RepStats = z.infer<typeof RepStats>;

export const STATS_CONTRACTOR_SORTS = ['lastname', 'city', 'productsCount', 'pointsEarned', 'pointsSpent', 'lastActivity'] as const;

/** GET /api/users/me/stats/contractors (and /csv): the rep's contractors with their activity in the period. */
export const StatsContractorsQuery = RepStatsFilters.omit({ interval: true })
  .extend(Paging(1000, 20).shape)
  .extend({
    search: searchText(),
    sort: z.enum(STATS_CONTRACTOR_SORTS).optional().default('lastname'),
    order: z.enum(['asc', 'desc']).optional().default('asc'),
  });
export type StatsContractorsQuery = z.input<typeof StatsContractorsQuery>;

export const StatsContractorRow = z.object({
  id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  companyName: z.string().nullable(),
  city: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  status: z.string(),
  dthId: z.number().int().nullable(),
  dthName: z.string().nullable(),
  productsCount: z.number().int(),
  pointsEarned: z.number().int(),
  pointsSpent: z.number().int(),
  ordersCount: z.number().int(),
  /** Points the contractor holds now. */
  balance: z.number().int(),
  /** Last day with a code or an order (any time, not only in the period), or null. */
  lastActivity: z.string().nullable(),
});
export type StatsContractorRow = z.infer<typeof StatsContractorRow>;

export const StatsContractorsResponse = z.object({ data: z.array(StatsContractorRow), total: z.number().int() });
export type StatsContractorsResponse = z.infer<typeof StatsContractorsResponse>;

/** GET /api/users/contractors/products: products (points packages) the rep's contractors registered. */
export const ContractorProductsQuery = RepStatsFilters;
export type ContractorProductsQuery = z.input<typeof ContractorProductsQuery>;

export const ContractorProducts = z.object({
  from: z.string(),
  to: z.string(),
  interval: z.enum(STATS_INTERVALS),
  packages: z.array(
    z.object({
      packageId: z.number().int(),
      name: z.string(),
      groupName: z.string(),
      productsCount: z.number().int(),
      points: z.number().int(),
    }),
  ),
  /** Per product group (sales through codes), largest first. */
  groups: z.array(z.object({ groupName: z.string(), productsCount: z.number().int(), points: z.number().int() })),
  /** Per bucket and product group. */
  series: z.array(z.object({ period: z.string(), groupName: z.string(), productsCount: z.number().int(), points: z.number().int() })),
});
export type ContractorProducts = z.infer<typeof ContractorProducts>;

/** GET /api/users/contractors/codes: the codes one of the rep's contractors registered, newest first. */
export const ContractorCodesQuery = z
  .object({ from: isoDay.optional(), to: isoDay.optional(), userId: idNumber })
  .extend(Paging(1000, 20).shape);
export type ContractorCodesQuery = z.input<typeof ContractorCodesQuery>;

export const ContractorCodeRow = z.object({
  id: z.number().int(),
  code: z.string(),
  userId: z.number().int(),
  name: z.string(),
  packageName: z.string(),
  groupName: z.string(),
  points: z.number().int(),
  redeemedAt: z.string(),
});
export type ContractorCodeRow = z.infer<typeof ContractorCodeRow>;

export const ContractorCodesResponse = z.object({ data: z.array(ContractorCodeRow), total: z.number().int() });
export type ContractorCodesResponse = z.infer<typeof ContractorCodesResponse>;

/** The header of /api/users/me/stats/csv. */
export const REP_STATS_CSV_COLUMNS = [
  'ID',
  'Imię',
  'Nazwisko',
  'Firma',
  'Miasto',
  'E-mail',
  'Telefon',
  'Status',
  'DTH',
  'Produkty',
  'Punkty zdobyte',
  'Punkty wydane',
  'Zamówienia',
  'Saldo',
  'Ostatnia aktywność',
] as const;

/** The rep's contractors list as PDF (GET /api/users/me/stats/pdf), beside its CSV. */
export const REP_STATS_PDF_TEXTS = {
  title: 'Statystyki — wykonawcy',
  fileName: (from: string, to: string) => `wykonawcy-${from}-${to}`,
  totals: (contractors: string, products: string, earned: string, spent: string) =>
    `Wykonawcy: ${contractors} · zarejestrowane produkty: ${products} · punkty zdobyte: ${earned} · punkty wydane: ${spent}`,
  sourcesTitle: 'Punkty zdobyte według źródła',
  sourceColumns: ['Źródło', 'Punkty'],
  contractorsTitle: 'Wykonawcy i ich aktywność',
  contractorColumns: [
    'Wykonawca',
    'Firma',
    'Miasto',
    'Status',
    'DTH',
    'Produkty',
    'Zdobyte',
    'Wydane',
    'Zamówienia',
    'Saldo',
    'Ostatnia aktywność',
  ],
} as const;

// ---- the yearly prize statement (issue 11: prizes in sales promotions have tax thresholds in PLN) ----

/** `?year=2026` (the current year in Poland without it). */
export const PrizeStatementQuery = z.object({ year: queryNumber(2000, 2999).optional() });
export type PrizeStatementQuery = z.input<typeof PrizeStatementQuery>;

/** GET /api/users/me/prize-statement: the prizes a member ordered in a calendar year and their PLN value. */
export const PrizeStatement = z.object({
  year: z.number().int(),
  items: z.array(
    z.object({
      orderId: z.number().int(),
      orderedAt: z.string(),
      prizeName: z.string(),
      characteristicName: z.string().nullable(),
      amount: z.number().int(),
      unitPln: z.number(),
      totalPln: z.number(),
      points: z.number().int(),
    }),
  ),
  count: z.number().int(),
  totalPln: z.number(),
  totalPoints: z.number().int(),
});
export type PrizeStatement = z.infer<typeof PrizeStatement>;

export const PRIZE_STATEMENT_TEXTS = {
  title: (year: number) => `Zestawienie nagród za rok ${year}`,
  member: (name: string) => `Uczestnik: ${name}`,
  nip: (nip: string) => `NIP: ${nip}`,
  columns: ['Data', 'Zamówienie', 'Nagroda', 'Ilość', 'Wartość jedn. [zł]', 'Wartość [zł]'],
  total: (count: string, pln: string) => `Razem: ${count} szt., wartość ${pln} zł`,
  none: 'W tym roku nie zamówiono nagród.',
  basis:
    'Wartość nagrody to jej cena w złotych z dnia zamówienia (albo jej wartość w punktach według przelicznika z tego dnia). ' +
    'Zamówienia anulowane i usunięte pozycje nie są liczone.',
  fileName: (year: number) => `nagrody-${year}`,
  csvFileName: (year: number) => `nagrody-uczestnikow-${year}`,
  csvColumns: ['ID', 'Imię', 'Nazwisko', 'Firma', 'NIP', 'E-mail', 'Nagrody [szt.]', 'Wartość [zł]', 'Punkty'],
} as const;
