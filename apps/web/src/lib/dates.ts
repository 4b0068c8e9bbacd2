/**
 * Dates as members and admins read them (date-fns, Polish locale). Apart from ./format (numbers,
 * plurals, phones), which the header uses on every page's first load: date-fns and its Polish
 * locale stay with the screens that show dates.
 */
import { format, isValid, parseISO } from 'date-fns';
import { pl } from 'date-fns/locale';

/** Polish locale settings (spec §9): week starts on Monday. */
export const DATE_LOCALE = pl;
export const WEEK_STARTS_ON = 1 as const;

function toDate(value: Date | string | number): Date {
  if (value instanceof Date) return value;
  if (typeof value === 'number') return new Date(value);
  return parseISO(value);
}

/** dd.MM.yyyy; an empty string for missing or invalid input. */
export function formatDate(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  return isValid(date) ? format(date, 'dd.MM.yyyy', { locale: pl, weekStartsOn: WEEK_STARTS_ON }) : '';
}

/** dd.MM.yyyy, HH:mm */
export function formatDateTime(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  return isValid(date) ? format(date, 'dd.MM.yyyy, HH:mm', { locale: pl }) : '';
}

/** yyyy-MM-dd, the format the API takes for dates (spec §7). */
export function toApiDate(value: Date): string {
  return format(value, 'yyyy-MM-dd');
}
