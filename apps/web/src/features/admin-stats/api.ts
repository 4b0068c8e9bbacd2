import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PeriodFilters } from '../../components/stats/PeriodFilter';
import type { AudienceFilters } from './AudienceFilter';
import {
  call,
  downloadOf,
  keyOf,
  getStatsCodes,
  getStatsCodesCsv,
  getStatsCodesPdf,
  getStatsConnections,
  getStatsConnectionsCsv,
  getStatsConnectionsPdf,
  getStatsContractors,
  getStatsContractorsCsv,
  getStatsContractorsPdf,
  getStatsContractorsPromotions,
  getStatsContractorsPromotionsCsv,
  getStatsContractorsPromotionsPdf,
  getStatsExecutorsOrders,
  getStatsExecutorsOrdersCsv,
  getStatsExecutorsOrdersPdf,
  getStatsExecutorsPoints,
  getStatsExecutorsPointsCsv,
  getStatsExecutorsPointsPdf,
  getStatsExecutorsTable,
  getStatsExecutorsTableCsv,
  getStatsExecutorsTablePdf,
  getStatsPrizes,
  getStatsPrizesCsv,
  getStatsPrizesPdf,
  type Operation,
} from '../../lib/api';
import type { ApiQuery } from '../../lib/api-client';

const admin = { space: 'admin' } as const;

/** A report's GET operation answering R; its query is the URL form reportQuery builds from the screen's filters. */
type ReportOperation<R = unknown> = Operation<{ query: unknown; body: undefined; response: R }, 'GET'>;

/** One back-office report: as JSON for the screen, and as PDF and CSV with the same query. */
export interface ReportOperations<R = unknown> {
  json: ReportOperation<R>;
  pdf: ReportOperation;
  csv: ReportOperation;
}

/** The back office's reports. */
export const REPORTS = {
  codes: { json: getStatsCodes, pdf: getStatsCodesPdf, csv: getStatsCodesCsv },
  points: { json: getStatsExecutorsPoints, pdf: getStatsExecutorsPointsPdf, csv: getStatsExecutorsPointsCsv },
  contractors: { json: getStatsContractors, pdf: getStatsContractorsPdf, csv: getStatsContractorsCsv },
  orders: { json: getStatsExecutorsOrders, pdf: getStatsExecutorsOrdersPdf, csv: getStatsExecutorsOrdersCsv },
  executorsTable: { json: getStatsExecutorsTable, pdf: getStatsExecutorsTablePdf, csv: getStatsExecutorsTableCsv },
  prizes: { json: getStatsPrizes, pdf: getStatsPrizesPdf, csv: getStatsPrizesCsv },
  connections: { json: getStatsConnections, pdf: getStatsConnectionsPdf, csv: getStatsConnectionsCsv },
  promotions: {
    json: getStatsContractorsPromotions,
    pdf: getStatsContractorsPromotionsPdf,
    csv: getStatsContractorsPromotionsCsv,
  },
} satisfies Record<string, ReportOperations>;

/** A report's filters as the URL and the API name them (a paged report adds skip, take, sort, ids…; the audience lists). */
export type ReportQuery = Readonly<Record<string, string | number | boolean | readonly number[] | undefined>>;

/**
 * The API query of a report: only the filters given (the same filters, the same cache entry) — a
 * list comma-separated, an empty one and an unticked gold or premium left out.
 */
export function reportQuery(query: ReportQuery): ApiQuery {
  const given = Object.entries(query).filter(
    ([k, v]) => v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0) && !(v === false && (k === 'gold' || k === 'premium')),
  );
  return Object.fromEntries(given.map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : v])) as ApiQuery;
}

/** A period report's filters: the period, the grouping and whom it counts. */
export type ReportFilters = PeriodFilters & Partial<AudienceFilters>;

/** A report's JSON for the screen: the same filters, the same cache entry; the previous answer stays while another loads. */
export function usePeriodReport<R>({ json }: ReportOperations<R>, query: ReportQuery) {
  const input = { query: reportQuery(query) };
  return useQuery({
    queryKey: keyOf(json, input),
    queryFn: ({ signal }) => call(json, input, { ...admin, signal }),
    placeholderData: keepPreviousData,
  });
}

/** getStatsCodes — codes registered per bucket, per package, per source; the previous period. */
export const useCodesReport = (filters: ReportFilters) => usePeriodReport(REPORTS.codes, filters);

/** getStatsExecutorsPoints — points earned, spent, expired; balances; the points liability. */
export const usePointsReport = (filters: ReportFilters) => usePeriodReport(REPORTS.points, filters);

/** getStatsContractors — new, confirmed and active contractors; per status and region. */
export const useContractorsReport = (filters: ReportFilters) => usePeriodReport(REPORTS.contractors, filters);

/** getStatsExecutorsOrders — orders per bucket and status, the top buyers. */
export const useOrdersReport = (filters: ReportFilters) => usePeriodReport(REPORTS.orders, filters);

/** getStatsPrizes — the most ordered prizes, in points and PLN. */
export const usePrizesReport = (filters: ReportFilters) => usePeriodReport(REPORTS.prizes, filters);

/** getStatsContractorsPromotions — extra points from admins and contests. */
export const usePromotionsReport = (filters: ReportFilters) => usePeriodReport(REPORTS.promotions, filters);

/** getStatsExecutorsTable — every points account, a page at a time, with the period's figures. */
export function useExecutorsTable(query: ReportQuery) {
  return usePeriodReport(REPORTS.executorsTable, query);
}

/** getStatsConnections — contractor ↔ distributor connections, paged (spec §3). */
export function useConnections(query: ReportQuery) {
  return usePeriodReport(REPORTS.connections, query);
}

export type ReportFormat = 'pdf' | 'csv';
const TYPES: Record<ReportFormat, string> = { pdf: 'application/pdf', csv: 'text/csv' };

/** Saves the report's PDF or CSV with the screen's filters (not its page) as `${fileName}.pdf|csv` (refused unless that type). */
export function downloadReport(report: ReportOperations, format: ReportFormat, query: ReportQuery, fileName: string): Promise<void> {
  const { skip: _skip, take: _take, ...filters } = query;
  return downloadOf(report[format], `${fileName}.${format}`, TYPES[format], { query: reportQuery(filters) }, admin);
}
