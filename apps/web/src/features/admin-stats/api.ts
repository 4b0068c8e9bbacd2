import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CodesReport, PointsReport } from '@klub/contracts';
import type { PeriodFilters } from '../../components/stats/PeriodFilter';
import { api, type ApiQuery } from '../../lib/api-client';

const admin = { space: 'admin' } as const;

/** The back office's reports: each as JSON for the screen, and `${path}/pdf`, `${path}/csv` with the same query. */
export const REPORT_PATHS = {
  codes: '/api/stats/codes',
  points: '/api/stats/executors/points',
} as const;
export type ReportPath = (typeof REPORT_PATHS)[keyof typeof REPORT_PATHS];

/** The API query of a report: only the filters given (the same filters, the same cache entry). */
export function reportQuery({ from, to, interval }: PeriodFilters): ApiQuery {
  return Object.fromEntries(Object.entries({ from, to, interval }).filter(([, v]) => v !== undefined && v !== ''));
}

export const adminStatsKeys = {
  all: ['admin', 'stats'] as const,
  report: (path: ReportPath, filters: PeriodFilters) => [...adminStatsKeys.all, path, reportQuery(filters)] as const,
};

function useReport<T>(path: ReportPath, filters: PeriodFilters) {
  return useQuery({
    queryKey: adminStatsKeys.report(path, filters),
    queryFn: ({ signal }) => api.get<T>(path, { ...admin, signal, query: reportQuery(filters) }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/stats/codes — codes registered per bucket, per package, per source; the previous period. */
export const useCodesReport = (filters: PeriodFilters) => useReport<CodesReport>(REPORT_PATHS.codes, filters);

/** GET /api/stats/executors/points — points earned, spent, expired; balances; the points liability. */
export const usePointsReport = (filters: PeriodFilters) => useReport<PointsReport>(REPORT_PATHS.points, filters);

export type ReportFormat = 'pdf' | 'csv';
const TYPES: Record<ReportFormat, string> = { pdf: 'application/pdf', csv: 'text/csv' };

/** Saves `${path}/pdf` or `${path}/csv` with the screen's filters as `${fileName}.pdf|csv` (refused unless that type). */
export function downloadReport(path: ReportPath, format: ReportFormat, filters: PeriodFilters, fileName: string): Promise<void> {
  return api.download(`${path}/${format}`, `${fileName}.${format}`, TYPES[format], { ...admin, query: reportQuery(filters) });
}
