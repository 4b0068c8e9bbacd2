import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ContractorProducts, RepStats, StatsContractorRow, StatsContractorsResponse, STATS_CONTRACTOR_SORTS } from '@klub/contracts';
import { api, ApiError } from '../../lib/api-client';
import { call, getUsersContractorsCodes, getUsersMeStatsContractors } from '../../lib/api';
import { statsUrl, type StatsFilters } from './filters';

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

export const statsKeys = {
  all: ['customer', 'stats'] as const,
  summary: (filters: StatsFilters) => [...statsKeys.all, 'summary', filters] as const,
  contractors: (query: ContractorsListQuery) => [...statsKeys.all, 'contractors', query] as const,
  contractor: (id: number) => [...statsKeys.all, 'contractor', id] as const,
  products: (filters: StatsFilters) => [...statsKeys.all, 'products', filters] as const,
  codes: (query: CodesListQuery) => [...statsKeys.all, 'codes', query] as const,
};

/** A 404: the contractor is not one of the rep's own (or does not exist). */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** The filter values without the empty ones: the same filters, the same cache entry. */
function compact<T extends object>(filters: T): T {
  return Object.fromEntries(
    Object.entries(filters).filter(([, v]) => v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0)),
  ) as T;
}

/** GET /api/users/me/stats — the figures, the trend's previous period, the series, per DTH, the cities. */
export function useRepStats(filters: StatsFilters, enabled = true) {
  const f = compact(filters);
  return useQuery({
    queryKey: statsKeys.summary(f),
    queryFn: ({ signal }) => api.get<RepStats>(statsUrl('/api/users/me/stats', f), { ...customer, signal }),
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

/** GET /api/users/me/stats/contractors — the rep's contractors with their activity in the period. */
export function useStatsContractors(query: ContractorsListQuery) {
  const q = compact(query);
  return useQuery({
    queryKey: statsKeys.contractors(q),
    queryFn: ({ signal }) => api.get<StatsContractorsResponse>(statsUrl('/api/users/me/stats/contractors', q), { ...customer, signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * One contractor of the rep's (name, company, city, contact, balance): the contractors list narrowed
 * to `userId`. `data` is null when the server answers 404 or has no such row: "Nie znaleziono".
 */
export function useStatsContractor(id: number, enabled = true) {
  return useQuery({
    queryKey: statsKeys.contractor(id),
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

/** GET /api/users/contractors/products — packages, product groups and the series per period × group. */
export function useContractorProducts(filters: StatsFilters, enabled = true) {
  const f = compact(filters);
  return useQuery({
    queryKey: statsKeys.products(f),
    queryFn: ({ signal }) => api.get<ContractorProducts>(statsUrl('/api/users/contractors/products', f), { ...customer, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET /api/users/contractors/codes — the codes a contractor registered, newest first. */
export function useContractorCodes(query: CodesListQuery, enabled = true) {
  const q = compact(query);
  return useQuery({
    queryKey: statsKeys.codes(q),
    queryFn: ({ signal }) => call(getUsersContractorsCodes, { query: q }, { ...customer, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET /api/users/me/stats/csv — the contractors list with the same filters as a CSV file (`;`, BOM), named as the server names it. */
export function downloadStatsCsv(filters: StatsFilters & { search?: string; sort?: string; order?: string }): Promise<void> {
  const period = filters.from && filters.to ? `${filters.from}-${filters.to}` : new Date().toISOString().slice(0, 10);
  return api.download(statsUrl('/api/users/me/stats/csv', compact(filters)), `wykonawcy-${period}.csv`, 'text/csv', customer);
}
