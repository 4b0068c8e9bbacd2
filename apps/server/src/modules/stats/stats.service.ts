import type { z } from 'zod';
import {
  EARNED_SOURCE_LABELS,
  EARNED_SOURCE_LEDGER,
  EARNED_SOURCES,
  MEMBER_STATUS_LABELS,
  REP_STATS_CSV_COLUMNS,
  REP_STATS_PDF_TEXTS as P,
  STATS_REPORT_TEXTS as T,
  type EarnedBySource,
  type EarnedSource,
  type UserStatus,
  STATS_DAY_MAX_DAYS,
  STATS_DEFAULT_DAYS,
  STATS_MAX_DAYS,
  STATS_MESSAGES,
  STATS_WEEK_MAX_DAYS,
  type ContractorCodesQuery,
  type ContractorProducts,
  type RepStats,
  type RepStatsFilters,
  type StatsContractorsQuery,
  type StatsInterval,
} from '@klub/contracts';
import type { Database } from '@klub/db';
import type { Readable } from 'node:stream';
import { badRequest, notFound } from '../../errors';
import { csvCell, csvDownload } from '../../lib/csv';
import { addDays, warsawDay } from '../../lib/time';
import { day, documentOf, n, stamp, W, type ReportDocument } from './reports.documents';
import * as q from './stats.queries';

type Filters = z.output<typeof RepStatsFilters>;

/** Days from `from` to `to`, both included. */
const daysIn = (r: q.DayRange) => Math.round((Date.parse(`${r.to}T12:00:00Z`) - Date.parse(`${r.from}T12:00:00Z`)) / 86_400_000) + 1;

/** The asked period (the last 30 days by default), refused when reversed or longer than five years. */
export function periodOf(f: { from?: string; to?: string }, today = warsawDay()): q.DayRange {
  const to = f.to ?? (f.from && f.from > today ? f.from : today);
  const from = f.from ?? addDays(to, -(STATS_DEFAULT_DAYS - 1));
  if (from > to) throw badRequest(STATS_MESSAGES.fromAfterTo);
  const range = { from, to };
  if (daysIn(range) > STATS_MAX_DAYS) throw badRequest(STATS_MESSAGES.rangeTooLong(STATS_MAX_DAYS));
  return range;
}

/** The same number of days just before the period: what the trend compares with. */
export function previousOf(period: q.DayRange): q.DayRange {
  const to = addDays(period.from, -1);
  return { from: addDays(to, -(daysIn(period) - 1)), to };
}

/** Per day up to two months, per week (from Monday) up to a year, per month beyond. */
export function intervalOf(period: q.DayRange, asked?: StatsInterval): StatsInterval {
  if (asked) return asked;
  const days = daysIn(period);
  return days <= STATS_DAY_MAX_DAYS ? 'day' : days <= STATS_WEEK_MAX_DAYS ? 'week' : 'month';
}

/**
 * The rep's team and the contractor filter, checked: a DTH id outside the team, or a contractor
 * who is not the rep's, answers 404 — a rep never learns anything about another rep's people.
 */
async function scope(db: Database, rep: q.Rep, f: Omit<Filters, 'interval' | 'from' | 'to'> & { search?: string }) {
  const team = await q.teamDths(db, rep);
  const teamIds = team.map((t) => t.id);
  if (f.dth?.some((id) => !teamIds.includes(id))) throw notFound('dth');
  const filter: q.ContractorFilter = { dthIds: f.dth, isConfirmed: f.isConfirmed, city: f.city || undefined, search: f.search };
  if (f.userId !== undefined) {
    if (!(await q.isTeamContractor(db, teamIds, f.userId))) throw notFound('contractor');
    filter.userId = f.userId;
  }
  return { team, teamIds, filter };
}

/** GET /api/users/me/stats: the dashboard of a DTH or an RDS. */
export async function repStats(db: Database, rep: q.Rep, f: Filters): Promise<RepStats> {
  const period = periodOf(f);
  const previous = previousOf(period);
  const interval = intervalOf(period, f.interval);
  const { team, teamIds, filter } = await scope(db, rep, f);
  const dthIds = f.dth && f.dth.length > 0 ? f.dth : team.map((t) => t.id);
  const [{ byDth: activity, series: points }, members, cities, perSource] = await Promise.all([
    q.teamActivity(db, teamIds, filter, period, previous, interval),
    q.membersByDth(db, teamIds, filter, period, previous),
    q.teamCities(db, teamIds),
    q.earnedPerSource(db, teamIds, filter, period),
  ]);
  // Per DTH of the team (narrowed by `dth`), then the whole as their sum: a contractor has one DTH.
  const dth = team
    .filter((t) => dthIds.includes(t.id))
    .map((t) => {
      const a = activity.find((x) => x.dthId === t.id);
      const m = members.find((x) => x.dthId === t.id);
      return { id: t.id, name: t.name, a, m };
    });
  const total = (pick: (row: (typeof dth)[number]) => number) => dth.reduce((sum, row) => sum + pick(row), 0);
  const figures = (when: 'current' | 'previous', range: q.DayRange) => ({
    ...range,
    productsCount: total((r) => r.a?.[when].productsCount ?? 0),
    pointsEarned: total((r) => r.a?.[when].pointsEarned ?? 0),
    pointsSpent: total((r) => r.a?.[when].pointsSpent ?? 0),
    ordersCount: total((r) => r.a?.[when].ordersCount ?? 0),
    activeUsersCount: total((r) => r.a?.[when].activeUsersCount ?? 0),
    newUsersCount: total((r) => (when === 'current' ? r.m?.newUsersCount : r.m?.previousNewUsersCount) ?? 0),
  });
  return {
    ...figures('current', period),
    earnedBySource: bySource(perSource),
    usersCount: total((r) => r.m?.usersCount ?? 0),
    confirmedUsersCount: total((r) => r.m?.confirmedUsersCount ?? 0),
    interval,
    previous: figures('previous', previous),
    series: points,
    dth: dth.map((r) => ({
      id: r.id,
      name: r.name,
      usersCount: r.m?.usersCount ?? 0,
      confirmedUsersCount: r.m?.confirmedUsersCount ?? 0,
      productsCount: r.a?.current.productsCount ?? 0,
      pointsEarned: r.a?.current.pointsEarned ?? 0,
    })),
    cities,
  };
}

/** The ledger's sources in the groups a rep reads (EARNED_SOURCE_LEDGER); any other earning source is `other`. */
export function bySource(rows: readonly { source: number; points: number }[]): EarnedBySource {
  const sums = Object.fromEntries(EARNED_SOURCES.map((k) => [k, 0])) as EarnedBySource;
  const groups = Object.entries(EARNED_SOURCE_LEDGER) as [Exclude<EarnedSource, 'other'>, readonly number[]][];
  for (const r of rows) sums[groups.find(([, sources]) => sources.includes(r.source))?.[0] ?? 'other'] += r.points;
  return sums;
}

type ContractorsQuery = z.output<typeof StatsContractorsQuery>;

/** GET /api/users/me/stats/contractors. */
export async function repContractors(db: Database, rep: q.Rep, f: ContractorsQuery) {
  const period = periodOf(f);
  const { teamIds, filter } = await scope(db, rep, f);
  return q.contractorRows(db, teamIds, filter, period, f);
}

/**
 * The export reads the whole list in one query: paging it re-ran the team's aggregation for every
 * 1 000 rows (50 pages for an RDS's 50 000 contractors). A rep's team is far below this cap.
 */
const CSV_MAX_ROWS = 500_000;

/** GET /api/users/me/stats/csv: every contractor of the list (same filters and order), as CSV. */
export async function repContractorsCsv(db: Database, rep: q.Rep, f: ContractorsQuery): Promise<{ filename: string; stream: Readable }> {
  const period = periodOf(f);
  const { teamIds, filter } = await scope(db, rep, f);
  async function* rows() {
    const list = await q.contractorRows(db, teamIds, filter, period, { ...f, skip: 0, take: CSV_MAX_ROWS });
    for (const r of list.data) {
      yield [
        r.id,
        csvCell(r.firstname),
        csvCell(r.lastname),
        csvCell(r.companyName),
        csvCell(r.city),
        csvCell(r.email),
        csvCell(r.phone),
        MEMBER_STATUS_LABELS[r.status as UserStatus] ?? r.status,
        csvCell(r.dthName),
        r.productsCount,
        r.pointsEarned,
        r.pointsSpent,
        r.ordersCount,
        r.balance,
        r.lastActivity ?? '',
      ];
    }
  }
  return { filename: `wykonawcy-${period.from}-${period.to}.csv`, stream: csvDownload(rows(), REP_STATS_CSV_COLUMNS) };
}

/**
 * GET /api/users/me/stats/pdf: the same list as the CSV (filters, order), with the period's totals
 * and where the points came from, on landscape pages.
 */
export async function repContractorsPdf(db: Database, rep: q.Rep, f: ContractorsQuery): Promise<ReportDocument> {
  const period = periodOf(f);
  const { teamIds, filter } = await scope(db, rep, f);
  const [list, perSource] = await Promise.all([
    q.contractorRows(db, teamIds, filter, period, { ...f, skip: 0, take: CSV_MAX_ROWS }),
    q.earnedPerSource(db, teamIds, filter, period),
  ]);
  const sum = (pick: (r: (typeof list.data)[number]) => number) => list.data.reduce((s, r) => s + pick(r), 0);
  const sources = bySource(perSource);
  return documentOf(
    {
      title: P.title,
      landscape: true,
      fileName: P.fileName(period.from, period.to),
      lines: [
        T.period(day(period.from), day(period.to)),
        P.totals(n(list.total), n(sum((r) => r.productsCount)), n(sum((r) => r.pointsEarned)), n(sum((r) => r.pointsSpent))),
        T.generated(stamp.format(new Date())),
      ],
      blocks: [
        {
          title: P.sourcesTitle,
          headers: P.sourceColumns,
          widths: [W(200), W(100, 'right')],
          // "Inne" only when there are any, as on the screen
          rows: EARNED_SOURCES.filter((k) => k !== 'other' || sources.other > 0).map((k) => [EARNED_SOURCE_LABELS[k], sources[k]]),
        },
        {
          title: P.contractorsTitle,
          headers: P.contractorColumns,
          // 762 pt across a landscape page; each number's column fits its bold header (DejaVu Sans 9 pt)
          widths: [
            W(100),
            W(85),
            W(70),
            W(88),
            W(80),
            W(53, 'right'),
            W(52, 'right'),
            W(52, 'right'),
            W(68, 'right'),
            W(52, 'right'),
            W(62),
          ],
          rows: list.data.map((r) => [
            `${r.firstname} ${r.lastname}`,
            r.companyName ?? '',
            r.city ?? '',
            MEMBER_STATUS_LABELS[r.status as UserStatus] ?? r.status,
            r.dthName ?? '',
            r.productsCount,
            r.pointsEarned,
            r.pointsSpent,
            r.ordersCount,
            r.balance,
            r.lastActivity ? day(r.lastActivity) : '',
          ]),
        },
      ],
    },
    null,
  );
}

/** GET /api/users/contractors/products. */
export async function contractorProducts(db: Database, rep: q.Rep, f: Filters): Promise<ContractorProducts> {
  const period = periodOf(f);
  const interval = intervalOf(period, f.interval);
  const { teamIds, filter } = await scope(db, rep, f);
  const { packages, series } = await q.productFigures(db, teamIds, filter, period, interval);
  const groups = new Map<string, { groupName: string; productsCount: number; points: number }>();
  for (const p of packages) {
    const g = groups.get(p.groupName) ?? { groupName: p.groupName, productsCount: 0, points: 0 };
    g.productsCount += p.productsCount;
    g.points += p.points;
    groups.set(p.groupName, g);
  }
  return {
    ...period,
    interval,
    packages,
    groups: [...groups.values()].sort((a, b) => b.productsCount - a.productsCount || a.groupName.localeCompare(b.groupName, 'pl')),
    series,
  };
}

/** GET /api/users/contractors/codes. */
export async function contractorCodes(db: Database, rep: q.Rep, f: z.output<typeof ContractorCodesQuery>) {
  const period = periodOf(f);
  const { teamIds, filter } = await scope(db, rep, f);
  return q.contractorCodes(db, teamIds, filter, period, f.skip, f.take);
}

/**
 * Merges the statistics' shards of the days before today (Poland) into one row per day: a report
 * over years then reads 1/32 of the rows (migration 0018, `klub_stats_compact`). Answers how many
 * shard rows were merged.
 */
export async function compactRollups(db: Database, today = warsawDay()): Promise<number> {
  return q.compactRollups(db, today);
}

/** The ledger rows queued for the statistics, added to them now (stats.queries `drainStats`). */
export const drainStats = (db: Database, wait = true): Promise<number> => q.drainStats(db, wait);
