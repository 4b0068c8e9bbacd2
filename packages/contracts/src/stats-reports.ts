import { z } from 'zod';
import { STATS_INTERVALS, type StatsInterval } from './stats';
import { idNumber, isoDay, Paging } from './common';
import { USER_STATUSES } from './constants';
import { StatsAudienceQuery } from './audience';
import { ORDER_STATUSES } from './orders';

/**
 * The back office's reports (spec §7: `/api/stats/*`, each with `/pdf`; docs/domain.md "Admin
 * reports"): the query, each report's response and the texts of its PDF and CSV.
 */

/** `from`, `to` (Polish days; the last 30 days without them), the chart's bucket and whom it counts. */
export const AdminStatsQuery = z.object({
  from: isoDay.optional(),
  to: isoDay.optional(),
  interval: z.enum(STATS_INTERVALS).optional(),
  ...StatsAudienceQuery.shape,
});
export type AdminStatsQuery = z.input<typeof AdminStatsQuery>;

/** Where a code was typed (ledger source): website, mobile app, by an admin for a member. */
export const CODE_SOURCE_LABELS: Record<number, string> = {
  1: 'Strona internetowa',
  2: 'Aplikacja mobilna',
  3: 'Wpisany przez administratora',
};

/** GET /api/stats/codes: codes registered per bucket, per package, per source; the previous period for the trend. */
export const CodesReport = z.object({
  from: z.string(),
  to: z.string(),
  interval: z.enum(STATS_INTERVALS),
  codes: z.number().int(),
  points: z.number().int(),
  previous: z.object({ from: z.string(), to: z.string(), codes: z.number().int(), points: z.number().int() }),
  series: z.array(z.object({ period: z.string(), codes: z.number().int(), points: z.number().int() })),
  packages: z.array(
    z.object({ packageId: z.number().int(), name: z.string(), groupName: z.string(), codes: z.number().int(), points: z.number().int() }),
  ),
  sources: z.array(z.object({ source: z.number().int(), label: z.string(), codes: z.number().int(), points: z.number().int() })),
});
export type CodesReport = z.infer<typeof CodesReport>;

/** Members by how many points they hold now. */
export const BALANCE_BANDS = [
  { from: 0, to: 0, label: '0 pkt' },
  { from: 1, to: 99, label: '1–99 pkt' },
  { from: 100, to: 499, label: '100–499 pkt' },
  { from: 500, to: 999, label: '500–999 pkt' },
  { from: 1000, to: 4999, label: '1 000–4 999 pkt' },
  { from: 5000, to: null, label: '5 000 pkt i więcej' },
] as const;

/** How many months ahead the liability lists expiries one by one (later ones are summed). */
export const LIABILITY_MONTHS = 12;

/** GET /api/stats/executors/points: points earned, spent and expired; balances; the points liability. */
export const PointsReport = z.object({
  from: z.string(),
  to: z.string(),
  interval: z.enum(STATS_INTERVALS),
  earned: z.number().int(),
  spent: z.number().int(),
  expired: z.number().int(),
  previous: z.object({ from: z.string(), to: z.string(), earned: z.number().int(), spent: z.number().int(), expired: z.number().int() }),
  series: z.array(z.object({ period: z.string(), earned: z.number().int(), spent: z.number().int(), expired: z.number().int() })),
  /** Members with points (roles 11, 21, 31, not deleted) per balance band, and the points they hold. */
  balances: z.array(z.object({ label: z.string(), members: z.number().int(), points: z.number().int() })),
  /** What finance books: points outstanding now and when they expire, in PLN at the converter's rate. */
  liability: z.object({
    points: z.number().int(),
    pln: z.number(),
    pointsPerPln: z.number(),
    /** Lots whose month has passed but the nightly expiry has not run yet. */
    overdue: z.number().int(),
    months: z.array(z.object({ month: z.string(), points: z.number().int(), pln: z.number() })),
    /** Expiring after the listed months. */
    later: z.number().int(),
    /** Credits with no expiry date. */
    noExpiry: z.number().int(),
  }),
});
export type PointsReport = z.infer<typeof PointsReport>;

const int = z.number().int();
const period = { from: z.string(), to: z.string() };
const bucketed = { ...period, interval: z.enum(STATS_INTERVALS) };

/** GET /api/stats/contractors: who joined, who is confirmed, who was active (registered a code or ordered). */
export const ContractorsReport = z.object({
  ...bucketed,
  /** Contractors (roles 11, 21, 31) who joined the club in the period, deleted ones included. */
  newMembers: int,
  /** Of those, confirmed now (ACTIVE_CONFIRMED). */
  newConfirmed: int,
  /** Contractors who registered a code or placed an order in the period. */
  active: int,
  /** `active` null: the previous period is over 92 days long (no trend of active contractors, docs/domain.md). */
  previous: z.object({ ...period, newMembers: int, active: int.nullable() }),
  /** Contractors now (not deleted), whatever the period, and the confirmed ones among them. */
  members: int,
  confirmed: int,
  statuses: z.array(z.object({ status: z.enum(USER_STATUSES), label: z.string(), members: int })),
  series: z.array(z.object({ period: z.string(), newMembers: int, active: int })),
  /** Contractors now and joined in the period, per region (null: no region given). */
  regions: z.array(z.object({ regionId: int.nullable(), name: z.string(), members: int, newMembers: int })),
});
export type ContractorsReport = z.infer<typeof ContractorsReport>;

/** GET /api/stats/executors/orders: prize orders placed in the period. */
export const OrdersReport = z.object({
  ...bucketed,
  /** Orders placed in the period (a cancelled one too: it was placed). */
  orders: int,
  /** Points paid for orders less the refunds of cancelled orders and elements, on the day each happened. */
  points: int,
  /** Members who placed an order in the period. */
  buyers: int,
  previous: z.object({ ...period, orders: int, points: int }),
  series: z.array(z.object({ period: z.string(), orders: int, points: int })),
  /** The period's orders by their status now. */
  statuses: z.array(z.object({ status: z.enum(ORDER_STATUSES), label: z.string(), orders: int, points: int })),
  /** The members who ordered most in the period (at most `ORDERS_REPORT_TOP`). */
  buyersTop: z.array(
    z.object({
      userId: int,
      fullName: z.string(),
      companyName: z.string().nullable(),
      city: z.string().nullable(),
      orders: int,
      points: int,
    }),
  ),
});
export type OrdersReport = z.infer<typeof OrdersReport>;
export const ORDERS_REPORT_TOP = 20;

/** How the executors table sorts (descending for figures, A–Z for names). */
export const EXECUTORS_SORTS = ['balance', 'lastname'] as const;
/** The PDF and CSV of the executors table hold at most this many rows (in the table's order). */
export const EXECUTORS_EXPORT_MAX = 5000;

/** GET /api/stats/executors-table: every points account, paged, with what its member did in the period. */
export const ExecutorsTableQuery = AdminStatsQuery.extend({
  ...Paging(100, 25).shape,
  sort: z.enum(EXECUTORS_SORTS).optional().default('balance'),
});
export type ExecutorsTableQuery = z.input<typeof ExecutorsTableQuery>;

export const ExecutorsTableRow = z.object({
  userId: int,
  fullName: z.string(),
  companyName: z.string().nullable(),
  city: z.string().nullable(),
  regionName: z.string().nullable(),
  isDeleted: z.boolean(),
  balance: int,
  /** Points earned this calendar year (the ranking's figure). */
  earnedYear: int,
  /** In the period: */
  codes: int,
  earned: int,
  spent: int,
  expired: int,
  orders: int,
});
export type ExecutorsTableRow = z.infer<typeof ExecutorsTableRow>;
export const ExecutorsTable = z.object({ ...period, data: z.array(ExecutorsTableRow), total: int });
export type ExecutorsTable = z.infer<typeof ExecutorsTable>;

/** GET /api/stats/prizes: prizes ordered in the period (not cancelled), in points and PLN. */
export const PrizesReport = z.object({
  ...bucketed,
  /** Units ordered. */
  quantity: int,
  orders: int,
  points: int,
  /** Their PLN value when ordered (`order_elements.unit_pln`). */
  pln: z.number(),
  previous: z.object({ ...period, quantity: int, points: int, pln: z.number() }),
  series: z.array(z.object({ period: z.string(), quantity: int, points: int, pln: z.number() })),
  /** The most ordered prizes (at most `PRIZES_REPORT_TOP`, by units). */
  prizes: z.array(
    z.object({
      prizeId: int.nullable(),
      name: z.string(),
      groupName: z.string().nullable(),
      quantity: int,
      orders: int,
      points: int,
      pln: z.number(),
    }),
  ),
  groups: z.array(z.object({ groupId: int.nullable(), name: z.string(), quantity: int, points: int, pln: z.number() })),
});
export type PrizesReport = z.infer<typeof PrizesReport>;
export const PRIZES_REPORT_TOP = 50;

/** A contractor's distributor is in the contractor's region, in another one, or one of them has none. */
export const REGION_ASSIGNMENTS = ['same', 'other', 'unknown'] as const;
export type RegionAssignment = (typeof REGION_ASSIGNMENTS)[number];
export const REGION_ASSIGNMENT_LABELS: Record<RegionAssignment, string> = {
  same: 'Ten sam region',
  other: 'Inny region',
  unknown: 'Region nieznany',
};

/** GET /api/stats/connections (spec §3: skip, take, userId, distributorId, regionAssignment → data, total). */
export const ConnectionsQuery = z.object({
  ...Paging(100, 25).shape,
  ...StatsAudienceQuery.shape,
  userId: idNumber.optional(),
  distributorId: idNumber.optional(),
  regionAssignment: z.enum(REGION_ASSIGNMENTS, { error: 'Podaj same, other albo unknown' }).optional(),
});
export type ConnectionsQuery = z.input<typeof ConnectionsQuery>;

export const ConnectionRow = z.object({
  userId: int,
  fullName: z.string(),
  companyName: z.string().nullable(),
  city: z.string().nullable(),
  regionName: z.string().nullable(),
  distributorId: int,
  distributorName: z.string(),
  distributorCity: z.string().nullable(),
  distributorRegionName: z.string().nullable(),
  regionAssignment: z.enum(REGION_ASSIGNMENTS),
  /** When the connection was made. */
  since: z.string(),
});
export type ConnectionRow = z.infer<typeof ConnectionRow>;

export const ConnectionsResponse = z.object({
  data: z.array(ConnectionRow),
  total: int,
  /** With the same filters: connections per region assignment, and the distributors with most contractors (the chart). */
  assignments: z.array(z.object({ regionAssignment: z.enum(REGION_ASSIGNMENTS), label: z.string(), connections: int })),
  distributors: z.array(z.object({ distributorId: int, name: z.string(), contractors: int })),
});
export type ConnectionsResponse = z.infer<typeof ConnectionsResponse>;
export const CONNECTIONS_TOP = 10;
/** The PDF of the connections holds at most this many rows; the CSV holds every one. */
export const CONNECTIONS_PDF_MAX = 2000;

/** GET /api/stats/contractors/promotions: extra points — given by admins and won in contests. */
export const PROMOTION_SOURCES = [3, 104] as const;
export const PromotionsReport = z.object({
  ...bucketed,
  points: int,
  awards: int,
  /** Members who received extra points in the period. */
  members: int,
  previous: z.object({ ...period, points: int, awards: int }),
  series: z.array(z.object({ period: z.string(), admin: int, contest: int })),
  sources: z.array(z.object({ source: int, label: z.string(), points: int, awards: int, members: int })),
  /** Extra points per reason (the promotion's or contest's name), most points first (at most `PROMOTIONS_REPORT_TOP`). */
  reasons: z.array(z.object({ reason: z.string(), source: int, points: int, awards: int, members: int })),
});
export type PromotionsReport = z.infer<typeof PromotionsReport>;
export const PROMOTIONS_REPORT_TOP = 50;

/** The reports' PDF and CSV texts (the screens use the same headers). */
export const STATS_REPORT_TEXTS = {
  author: 'Klub',
  generated: (date: string) => `Wygenerowano: ${date}`,
  period: (from: string, to: string) => `Okres: ${from} – ${to}`,
  previous: (from: string, to: string) => `Poprzedni okres: ${from} – ${to}`,
  audience: (label: string) => `Uczestnicy: ${label}`,
  intervals: { day: 'dzień', week: 'tydzień (od poniedziałku)', month: 'miesiąc' } as Record<StatsInterval, string>,
  codes: {
    title: 'Statystyki — kody',
    fileName: (from: string, to: string) => `kody-${from}-${to}`,
    totals: (codes: string, points: string, prevCodes: string) =>
      `Zarejestrowane kody: ${codes} (${points} pkt); w poprzednim okresie: ${prevCodes}`,
    seriesColumns: ['Okres', 'Kody', 'Punkty'],
    packagesTitle: 'Według produktów',
    packageColumns: ['Produkt', 'Grupa produktów', 'Kody', 'Punkty'],
    sourcesTitle: 'Według miejsca wpisania',
    sourceColumns: ['Gdzie wpisano', 'Kody', 'Punkty'],
  },
  points: {
    title: 'Statystyki — punkty wykonawców',
    fileName: (from: string, to: string) => `punkty-${from}-${to}`,
    totals: (earned: string, spent: string, expired: string) => `Zdobyte: ${earned} pkt · wydane: ${spent} pkt · wygasłe: ${expired} pkt`,
    seriesColumns: ['Okres', 'Punkty zdobyte', 'Punkty wydane', 'Punkty wygasłe'],
    balancesTitle: 'Salda kont punktowych',
    balanceColumns: ['Saldo', 'Uczestnicy', 'Punkty'],
    liabilityTitle: 'Zobowiązanie punktowe',
    liability: (points: string, pln: string, rate: string) =>
      `Punkty do wykorzystania: ${points} pkt = ${pln} zł (kurs: ${rate} pkt za 1 zł)`,
    liabilityColumns: ['Wygasają w miesiącu', 'Punkty', 'Wartość [zł]'],
    overdue: 'Po terminie (wygasną przy najbliższym przeglądzie)',
    later: 'Później',
    noExpiry: 'Bez terminu ważności',
  },
  contractors: {
    title: 'Statystyki — wykonawcy',
    fileName: (from: string, to: string) => `wykonawcy-${from}-${to}`,
    totals: (newMembers: string, newConfirmed: string, active: string) =>
      `Nowi wykonawcy: ${newMembers} (potwierdzeni: ${newConfirmed}) · aktywni: ${active}`,
    now: (members: string, confirmed: string) => `Wykonawcy teraz: ${members}, w tym potwierdzeni: ${confirmed}`,
    previous: (newMembers: string, active: string | null) =>
      `W poprzednim okresie: nowi ${newMembers}` + (active === null ? '' : `, aktywni ${active}`),
    seriesColumns: ['Okres', 'Nowi wykonawcy', 'Aktywni wykonawcy'],
    statusesTitle: 'Według statusu (teraz)',
    statusColumns: ['Status', 'Wykonawcy'],
    regionsTitle: 'Według regionów',
    regionColumns: ['Region', 'Wykonawcy teraz', 'Nowi w okresie'],
    noRegion: 'Bez regionu',
  },
  orders: {
    title: 'Statystyki — zamówienia wykonawców',
    fileName: (from: string, to: string) => `zamowienia-${from}-${to}`,
    totals: (orders: string, points: string, buyers: string) => `Zamówienia: ${orders} · punkty: ${points} pkt · zamawiający: ${buyers}`,
    previous: (orders: string, points: string) => `W poprzednim okresie: zamówienia ${orders}, punkty ${points} pkt`,
    seriesColumns: ['Okres', 'Zamówienia', 'Punkty'],
    statusesTitle: 'Według statusu (teraz)',
    statusColumns: ['Status', 'Zamówienia', 'Punkty'],
    buyersTitle: 'Najwięcej zamawiający',
    buyerColumns: ['Wykonawca', 'Firma', 'Miejscowość', 'Zamówienia', 'Punkty'],
  },
  executors: {
    title: 'Statystyki — tabela wykonawców',
    fileName: (from: string, to: string) => `tabela-wykonawcow-${from}-${to}`,
    rows: (shown: string, total: string) => `Wiersze: ${shown} z ${total}`,
    columns: [
      'Wykonawca',
      'Firma',
      'Miejscowość',
      'Region',
      'Saldo',
      'Zdobyte w roku',
      'Kody',
      'Zdobyte',
      'Wydane',
      'Wygasłe',
      'Zamówienia',
    ],
    sorts: { balance: 'Saldo (od najwyższego)', lastname: 'Nazwisko (A–Z)' } as Record<string, string>,
    deleted: '(usunięty)',
  },
  prizes: {
    title: 'Statystyki — nagrody',
    fileName: (from: string, to: string) => `nagrody-${from}-${to}`,
    totals: (quantity: string, points: string, pln: string) => `Zamówione nagrody: ${quantity} szt. · ${points} pkt · ${pln} zł`,
    previous: (quantity: string, pln: string) => `W poprzednim okresie: ${quantity} szt., ${pln} zł`,
    seriesColumns: ['Okres', 'Sztuki', 'Punkty', 'Wartość [zł]'],
    prizesTitle: 'Najczęściej zamawiane nagrody',
    prizeColumns: ['Nagroda', 'Grupa', 'Sztuki', 'Zamówienia', 'Punkty', 'Wartość [zł]'],
    groupsTitle: 'Według grup nagród',
    groupColumns: ['Grupa', 'Sztuki', 'Punkty', 'Wartość [zł]'],
    noGroup: 'Bez grupy',
  },
  connections: {
    title: 'Statystyki — wykonawcy i dystrybutorzy',
    fileName: 'wykonawcy-dystrybutorzy',
    rows: (shown: string, total: string) => `Powiązania: ${shown} z ${total}`,
    columns: [
      'Wykonawca',
      'Firma',
      'Miejscowość',
      'Region wykonawcy',
      'Dystrybutor',
      'Miejscowość dystrybutora',
      'Region dystrybutora',
      'Regiony',
      'Od',
    ],
    assignmentsTitle: 'Według regionów',
    assignmentColumns: ['Regiony', 'Powiązania'],
    distributorsTitle: 'Dystrybutorzy z największą liczbą wykonawców',
    distributorColumns: ['Dystrybutor', 'Wykonawcy'],
  },
  promotions: {
    title: 'Statystyki — promocje',
    fileName: (from: string, to: string) => `promocje-${from}-${to}`,
    totals: (points: string, awards: string, members: string) =>
      `Punkty dodatkowe: ${points} pkt · przyznania: ${awards} · uczestnicy: ${members}`,
    previous: (points: string, awards: string) => `W poprzednim okresie: ${points} pkt, przyznania ${awards}`,
    seriesColumns: ['Okres', 'Od administratora', 'Z konkursów'],
    sourcesTitle: 'Według rodzaju',
    sourceColumns: ['Rodzaj', 'Punkty', 'Przyznania', 'Uczestnicy'],
    reasonsTitle: 'Według tytułu (promocja, konkurs)',
    reasonColumns: ['Tytuł', 'Rodzaj', 'Punkty', 'Przyznania', 'Uczestnicy'],
  },
} as const;
