import { eachDayOfInterval, eachMonthOfInterval, eachWeekOfInterval, format, parseISO } from 'date-fns';
import type { StatsInterval } from '@klub/contracts';
import { DATE_LOCALE, formatDate, WEEK_STARTS_ON } from '../../lib/dates';

/**
 * The words of the statistics screens (the sales reps' and the back office's reports): a figure's
 * trend against the previous period, the buckets of a series and their names.
 */

export type Direction = 'up' | 'down' | 'same';

export interface Change {
  direction: Direction;
  /** "+12% wobec poprzedniego okresu", "bez zmian", "wzrost z 0 w poprzednim okresie". */
  text: string;
}

const percent = new Intl.NumberFormat('pl-PL', { style: 'percent', maximumFractionDigits: 0, signDisplay: 'exceptZero' });
const finePercent = new Intl.NumberFormat('pl-PL', { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' });

/** A figure against the same length of time just before: the direction and its words. */
export function change(current: number, previous: number): Change {
  if (current === previous) return { direction: 'same', text: 'bez zmian' };
  const direction: Direction = current > previous ? 'up' : 'down';
  if (previous === 0) return { direction, text: 'wzrost z 0 w poprzednim okresie' };
  const ratio = (current - previous) / Math.abs(previous);
  // Under 1% a whole percent would say "0%" of a change that is there.
  const shown = (Math.abs(ratio) < 0.01 ? finePercent : percent).format(ratio);
  return { direction, text: `${shown} wobec poprzedniego okresu` };
}

/** A bucket of a series in words: a day "05.03.2026", a week "tydzień od 02.03.2026", a month "marzec 2026". */
export function periodLabel(period: string, interval: StatsInterval): string {
  if (interval === 'month') return format(parseISO(period), 'LLLL yyyy', { locale: DATE_LOCALE });
  if (interval === 'week') return `tydzień od ${formatDate(period)}`;
  return formatDate(period);
}

/** A bucket on a chart's axis: "05.03", "od 02.03", "mar 2026". */
export function periodTick(period: string, interval: StatsInterval): string {
  const date = parseISO(period);
  if (interval === 'month') return format(date, 'LLL yyyy', { locale: DATE_LOCALE });
  if (interval === 'week') return `od ${format(date, 'dd.MM')}`;
  return format(date, 'dd.MM');
}

/** "01.03.2026 – 30.03.2026" */
export function rangeLabel(from: string, to: string): string {
  return `${formatDate(from)} – ${formatDate(to)}`;
}

/** "Kody w dniach / tygodniach / miesiącach". */
export const INTERVAL_LABELS: Record<StatsInterval, string> = { day: 'dniach', week: 'tygodniach', month: 'miesiącach' };

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

/** A series over every bucket of the period: a bucket the server left out is `zero(period)`. */
export function fillBuckets<P extends { period: string }>(
  series: readonly P[],
  period: { from: string; to: string; interval: StatsInterval },
  zero: (period: string) => P,
): P[] {
  const byPeriod = new Map(series.map((p) => [p.period, p]));
  return buckets(
    period.from,
    period.to,
    period.interval,
    series.map((p) => p.period),
  ).map((day) => byPeriod.get(day) ?? zero(day));
}
