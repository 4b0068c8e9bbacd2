import { z } from 'zod';
import { isoDay, Paging, STATS_INTERVALS, StatsContractorsQuery, type StatsInterval } from '@klub/contracts';

/**
 * The statistics screens keep their filters in the page URL, through `useListState` like every list:
 * `from`, `to`, `isConfirmed`, `city`, `interval` as the API names them, and the DTHs as one
 * comma-separated `dth=3,4` (one key, so one URL write changes every filter together); the API calls
 * repeat it (`dth=3&dth=4`, the contract's form).
 */
const dthList = z
  .string()
  .regex(/^\d{1,10}(,\d{1,10}){0,199}$/)
  .optional();

/** The page URL of /stats, /stats/contractors, /stats/contractors-products and /stats/sales. */
export const StatsUrlQuery = StatsContractorsQuery.omit({ dth: true, userId: true }).extend({
  dth: dthList,
  interval: z.enum(STATS_INTERVALS).optional(),
});
export type StatsUrlState = z.output<typeof StatsUrlQuery>;

/** The page URL of one contractor's screens: the period and the paging of its table. */
export const ContractorUrlQuery = z.object({ from: isoDay.optional(), to: isoDay.optional() }).extend(Paging(100, 20).shape);
export type ContractorUrlState = z.output<typeof ContractorUrlQuery>;

/** What a statistics call filters by (the API's names; `dth` repeated in the query string). */
export interface StatsFilters {
  from?: string;
  to?: string;
  isConfirmed?: boolean;
  dth?: number[];
  city?: string;
  userId?: number;
  interval?: StatsInterval;
}

/** The DTH ids of `dth=3,4`. */
export function dthIds(value: string | undefined): number[] {
  return value ? value.split(',').map(Number) : [];
}

/**
 * The API filters of a statistics page's URL state. Only an RDS narrows to DTHs: a DTH's screens show
 * no DTH choice, so a `dth` in their URL (a link an RDS sent) must not filter without being shown.
 */
export function filtersOf(state: Partial<StatsUrlState>, isRds: boolean): StatsFilters {
  return {
    from: state.from,
    to: state.to,
    isConfirmed: state.isConfirmed,
    city: state.city,
    dth: isRds ? dthIds(state.dth) : [],
    interval: state.interval,
  };
}

/**
 * The filters part of a page URL (`?from=…&dth=3,4`), for links between the statistics screens: the
 * next screen opens with the same period and filters (not the list's sort or page).
 */
export function filterSearch(state: Partial<StatsUrlState>, keys: readonly (keyof StatsUrlState)[] = FILTER_KEYS): string {
  const params = new URLSearchParams();
  for (const key of keys) {
    const value = state[key];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

export const FILTER_KEYS = ['from', 'to', 'isConfirmed', 'city', 'dth', 'interval'] as const satisfies readonly (keyof StatsUrlState)[];
/** A single contractor's screens take only the period. */
export const PERIOD_KEYS = ['from', 'to'] as const satisfies readonly (keyof StatsUrlState)[];
