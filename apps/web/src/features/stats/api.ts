import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StatsContractorRow, STATS_CONTRACTOR_SORTS } from '@klub/contracts';
import { ApiError } from '../../lib/api-client';
import {
  call,
  downloadOf,
  getUsersContractorsCodes,
  getUsersContractorsProducts,
  getUsersMeStats,
  getUsersMeStatsContractors,
  getUsersMeStatsCsv,
  getUsersMeStatsPdf,
  keyOf,
} from '../../lib/api';
import type { StatsFilters } from './filters';

const customer = { space: 'customer' } as const;

export type StatsContractorSort = (typeof STATS_CONTRACTOR_SORTS)[number];

export interface ContractorsListQuery extends StatsFilters {
  search?: string;
  sort?: StatsContractorSort;
  order?: 'asc' | 'desc';
  skip: number;
  take: number;
}

export interface CodesListQuery {
  userId: number;
  from?: string;
  to?: string;
  skip: number;
  take: number;
}

/** A 404: the contractor is not one of the rep's own (or does not exist). */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** What a query string carries: the filters' boolean as 'true'/'false'. */
type AsQuery<T> = { [K in keyof T]: T[K] extends boolean | undefined ? 'true' | 'false' | undefined : T[K] };

/** The filters as the contract's query: the empty ones left out (the same filters, the same cache entry), a boolean as text. */
function compact<T extends object>(filters: T): AsQuery<T> {
  return Object.fromEntries(
    Object.entries(filters)
      .filter(([, v]) => v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0))
      .map(([k, v]) => [k, typeof v === 'boolean' ? String(v) : v]),
  ) as AsQuery<T>;
}

/** getUsersMeStats — the figures, the trend's previous period, the series, per DTH, the cities. */
export function useRepStats(filters: StatsFilters, enabled = true) {
  const f = compact(filters);
  return useQuery({
    queryKey: keyOf(getUsersMeStats, { query: f }),
    queryFn: ({ signal }) => call(getUsersMeStats, { query: f }, { ...customer, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * The filter bar's choices (the rep's DTHs and their contractors' cities): the unfiltered figures, so
 * the list does not shrink to the DTHs picked. The same request as /stats opened without filters.
 */
export function useStatsOptions(enabled = true) {
  return useRepStats({}, enabled);
}

/** getUsersMeStatsContractors — the rep's contractors with their activity in the period. */
export function useStatsContractors(query: ContractorsListQuery) {
  const q = compact(query);
  return useQuery({
    queryKey: keyOf(getUsersMeStatsContractors, { query: q }),
    queryFn: ({ signal }) => call(getUsersMeStatsContractors, { query: q }, { ...customer, signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * One contractor of the rep's (name, company, city, contact, balance): the contractors list narrowed
 * to `userId`. `data` is null when the server answers 404 or has no such row: "Nie znaleziono".
 */
export function useStatsContractor(id: number, enabled = true) {
  return useQuery({
    queryKey: keyOf(getUsersMeStatsContractors, { query: { userId: id, take: 1 } }),
    queryFn: async ({ signal }): Promise<StatsContractorRow | null> => {
      try {
        const page = await call(getUsersMeStatsContractors, { query: { userId: id, take: 1 } }, { ...customer, signal });
        return page.data.find((row) => row.id === id) ?? null;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    enabled,
  });
}

/** getUsersContractorsProducts — packages, product groups and the series per period × group. */
export function useContractorProducts(filters: StatsFilters, enabled = true) {
  const f = compact(filters);
  return useQuery({
    queryKey: keyOf(getUsersContractorsProducts, { query: f }),
    queryFn: ({ signal }) => call(getUsersContractorsProducts, { query: f }, { ...customer, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** getUsersContractorsCodes — the codes a contractor registered, newest first. */
export function useContractorCodes(query: CodesListQuery, enabled = true) {
  const q = compact(query);
  return useQuery({
    queryKey: keyOf(getUsersContractorsCodes, { query: q }),
    queryFn: ({ signal }) => call(getUsersContractorsCodes, { query: q }, { ...customer, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export type StatsFileFormat = 'pdf' | 'csv';
const STATS_FILES = {
  csv: { op: getUsersMeStatsCsv, accept: 'text/csv' },
  pdf: { op: getUsersMeStatsPdf, accept: 'application/pdf' },
} as const;

/**
 * getUsersMeStatsCsv / getUsersMeStatsPdf — the contractors list with the same filters as a file:
 * CSV (`;`, BOM) or PDF (with the period's totals and points by source), named as the server names it.
 */
export function downloadStatsFile(
  format: StatsFileFormat,
  filters: StatsFilters & { search?: string; sort?: StatsContractorSort; order?: 'asc' | 'desc' },
): Promise<void> {
  const period = filters.from && filters.to ? `${filters.from}-${filters.to}` : new Date().toISOString().slice(0, 10);
  const { op, accept } = STATS_FILES[format];
  return downloadOf(op, `wykonawcy-${period}.${format}`, accept, { query: compact(filters) }, customer);
}
