import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  CodesReport,
  ConnectionsResponse,
  ContractorsReport,
  ExecutorsTable,
  OrdersReport,
  PointsReport,
  PrizesReport,
  PromotionsReport,
} from '@klub/contracts';
import type { PeriodFilters } from '../../components/stats/PeriodFilter';
import type { AudienceFilters } from './AudienceFilter';
import { api, type ApiQuery } from '../../lib/api-client';

const admin = { space: 'admin' } as const;

/** The back office's reports: each as JSON for the screen, and `${path}/pdf`, `${path}/csv` with the same query. */
export const REPORT_PATHS = {
  codes: '/api/stats/codes',
  points: '/api/stats/executors/points',
  contractors: '/api/stats/contractors',
  orders: '/api/stats/executors/orders',
  executorsTable: '/api/stats/executors-table',
  prizes: '/api/stats/prizes',
  connections: '/api/stats/connections',
  promotions: '/api/stats/contractors/promotions',
} as const;
export type ReportPath = (typeof REPORT_PATHS)[keyof typeof REPORT_PATHS];

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

export const adminStatsKeys = {
  all: ['admin', 'stats'] as const,
  report: (path: ReportPath, query: ReportQuery) => [...adminStatsKeys.all, path, reportQuery(query)] as const,
};

function useReport<T>(path: ReportPath, query: ReportQuery) {
  return useQuery({
    queryKey: adminStatsKeys.report(path, query),
    queryFn: ({ signal }) => api.get<T>(path, { ...admin, signal, query: reportQuery(query) }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/stats/codes — codes registered per bucket, per package, per source; the previous period. */
export const useCodesReport = (filters: ReportFilters) => useReport<CodesReport>(REPORT_PATHS.codes, filters);

/** GET /api/stats/executors/points — points earned, spent, expired; balances; the points liability. */
export const usePointsReport = (filters: ReportFilters) => useReport<PointsReport>(REPORT_PATHS.points, filters);

/** GET /api/stats/contractors — new, confirmed and active contractors; per status and region. */
export const useContractorsReport = (filters: ReportFilters) => useReport<ContractorsReport>(REPORT_PATHS.contractors, filters);

/** GET /api/stats/executors/orders — orders per bucket and status, the top buyers. */
export const useOrdersReport = (filters: ReportFilters) => useReport<OrdersReport>(REPORT_PATHS.orders, filters);

/** GET /api/stats/prizes — the most ordered prizes, in points and PLN. */
export const usePrizesReport = (filters: ReportFilters) => useReport<PrizesReport>(REPORT_PATHS.prizes, filters);

/** GET /api/stats/contractors/promotions — extra points from admins and contests. */
export const usePromotionsReport = (filters: ReportFilters) => useReport<PromotionsReport>(REPORT_PATHS.promotions, filters);

/** GET /api/stats/executors-table — every points account, a page at a time, with the period's figures. */
export function useExecutorsTable(query: ReportQuery) {
  return useReport<ExecutorsTable>(REPORT_PATHS.executorsTable, query);
}

/** GET /api/stats/connections — contractor ↔ distributor connections, paged (spec §3). */
export function useConnections(query: ReportQuery) {
  return useReport<ConnectionsResponse>(REPORT_PATHS.connections, query);
}

export type ReportFormat = 'pdf' | 'csv';
const TYPES: Record<ReportFormat, string> = { pdf: 'application/pdf', csv: 'text/csv' };

/** Saves `${path}/pdf` or `${path}/csv` with the screen's filters (not its page) as `${fileName}.pdf|csv` (refused unless that type). */
export function downloadReport(path: ReportPath, format: ReportFormat, query: ReportQuery, fileName: string): Promise<void> {
  const { skip: _skip, take: _take, ...filters } = query;
  return api.download(`${path}/${format}`, `${fileName}.${format}`, TYPES[format], { ...admin, query: reportQuery(filters) });
}
