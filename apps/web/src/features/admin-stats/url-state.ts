import { addDays, format } from 'date-fns';
import { AdminStatsQuery, Paging, STATS_DEFAULT_DAYS } from '@klub/contracts';

/**
 * A report's URL: `from`, `to` and `interval` as the API names them. `useListState` reads list
 * queries (with `skip`/`take`); a report has no pages, so they stay at their defaults, out of the URL.
 */
export const ReportUrlQuery = AdminStatsQuery.extend(Paging(1, 1).shape);

/**
 * The days a report covers, as the server resolves them (for a file's name before the answer has
 * come): without `to` today, without `from` the last 30 days up to `to`.
 */
export function resolvedPeriod(filters: { from?: string; to?: string }, today = new Date()): { from: string; to: string } {
  const day = format(today, 'yyyy-MM-dd');
  const to = filters.to ?? (filters.from && filters.from > day ? filters.from : day);
  const from = filters.from ?? format(addDays(new Date(`${to}T12:00:00`), -(STATS_DEFAULT_DAYS - 1)), 'yyyy-MM-dd');
  return { from, to };
}
