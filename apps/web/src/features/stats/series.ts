import { eachDayOfInterval, eachMonthOfInterval, eachWeekOfInterval, format, parseISO } from 'date-fns';
import type { ContractorProducts, StatsInterval, StatsSeriesPoint } from '@klub/contracts';
import { WEEK_STARTS_ON } from '../../lib/format';

const ISO = 'yyyy-MM-dd';

/**
 * Every bucket of the period (its first day: a day, the Monday of a week, the 1st of a month), with
 * any the server named besides: a bucket without activity is a 0 on the chart, not a gap.
 */
export function buckets(from: string, to: string, interval: StatsInterval, seen: readonly string[] = []): string[] {
  const all = new Set(seen);
  const start = parseISO(from);
  const end = parseISO(to);
  if (start <= end) {
    const range = { start, end };
    const days =
      interval === 'month'
        ? eachMonthOfInterval(range)
        : interval === 'week'
          ? eachWeekOfInterval(range, { weekStartsOn: WEEK_STARTS_ON })
          : eachDayOfInterval(range);
    for (const day of days) all.add(format(day, ISO));
  }
  return [...all].sort();
}

/** The figures' series over every bucket of the period (missing buckets are zeros). */
export function fullSeries(series: readonly StatsSeriesPoint[], from: string, to: string, interval: StatsInterval): StatsSeriesPoint[] {
  const byPeriod = new Map(series.map((p) => [p.period, p]));
  return buckets(
    from,
    to,
    interval,
    series.map((p) => p.period),
  ).map((period) => byPeriod.get(period) ?? { period, productsCount: 0, pointsEarned: 0, pointsSpent: 0 });
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
