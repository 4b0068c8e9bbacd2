import type { ContractorProducts, StatsInterval, StatsSeriesPoint } from '@klub/contracts';
import { buckets, fillBuckets } from '../../components/stats/trend';

/** The figures' series over every bucket of the period (missing buckets are zeros). */
export function fullSeries(series: readonly StatsSeriesPoint[], from: string, to: string, interval: StatsInterval): StatsSeriesPoint[] {
  return fillBuckets(series, { from, to, interval }, (period) => ({ period, productsCount: 0, pointsEarned: 0, pointsSpent: 0 }));
}

export type SalesMetric = 'productsCount' | 'points';

export interface SalesPivot {
  periods: string[];
  /** Product groups, largest first (as the server lists them), each with a value per period. */
  groups: { name: string; values: number[] }[];
  /** Per period, every group together. */
  totals: number[];
}

/** Sales per period × product group, as one value per period for each group. */
export function salesPivot(data: ContractorProducts, metric: SalesMetric): SalesPivot {
  const periods = buckets(
    data.from,
    data.to,
    data.interval,
    data.series.map((s) => s.period),
  );
  const names = [...new Set([...data.groups.map((g) => g.groupName), ...data.series.map((s) => s.groupName)])];
  const index = new Map(periods.map((p, i) => [p, i]));
  const groups = names.map((name) => ({ name, values: periods.map(() => 0) }));
  const byName = new Map(groups.map((g) => [g.name, g]));
  for (const s of data.series) byName.get(s.groupName)!.values[index.get(s.period)!]! += s[metric];
  const totals = periods.map((_, i) => groups.reduce((sum, g) => sum + g.values[i]!, 0));
  return { periods, groups, totals };
}
