import { format, parseISO } from 'date-fns';
import type { StatsInterval } from '@klub/contracts';
import { DATE_LOCALE, formatDate } from '../../lib/format';

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

export const INTERVAL_LABELS: Record<StatsInterval, string> = { day: 'dniach', week: 'tygodniach', month: 'miesiącach' };
