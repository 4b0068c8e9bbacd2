import { sql } from 'drizzle-orm';
/** Calendar facts in the club's time zone (Poland), whatever the server's zone. */
const TZ = 'Europe/Warsaw';
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: TZ, year: 'numeric', month: '2-digit', day: '2-digit' });

/** yyyy-MM-dd of the instant in Poland (now when omitted). */
export function warsawDay(at?: Date): string {
  if (at) return dayFormat.format(at);
  // Today's is kept for the rest of the minute (a Polish day starts on a full minute): hot reads
  // ask for it on every request, and formatting in a time zone is not free.
  const now = Date.now();
  if (!today || now < today.from || now >= today.from + 60_000) {
    today = { from: now - (now % 60_000), day: dayFormat.format(new Date(now)) };
  }
  return today.day;
}
let today: { from: number; day: string } | undefined;

export function warsawYear(at?: Date): number {
  return Number(warsawDay(at).slice(0, 4));
}

/** The last moment of 31 December of `year` in Poland (CET, +01:00, in winter). */
export function endOfYearWarsaw(year: number): Date {
  return new Date(`${year}-12-31T23:59:59.999+01:00`);
}

export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * The one date mapping of the API: a database timestamp (a Date from drizzle's builder, a string
 * from raw SQL) as ISO 8601 text in UTC; null stays null.
 */
export function isoTime(value: Date | string): string;
export function isoTime(value: Date | string | null | undefined): string | null;
export function isoTime(value: Date | string | null | undefined): string | null {
  return value === null || value === undefined ? null : new Date(value).toISOString();
}

/** SQL: the first instant of the Polish calendar day `day` (yyyy-MM-dd), for date-range filters. */
export const warsawDayStartSql = (day: string) => sql`(${day}::date::timestamp at time zone 'Europe/Warsaw')`;
