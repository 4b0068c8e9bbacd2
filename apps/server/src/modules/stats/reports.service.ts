import type { z } from 'zod';
import {
  BALANCE_BANDS,
  CODE_SOURCE_LABELS,
  LEDGER_SOURCE_LABELS,
  LEDGER_SOURCES,
  LIABILITY_MONTHS,
  MEMBER_STATUS_LABELS,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  ORDERS_REPORT_TOP,
  PRIZES_REPORT_TOP,
  PROMOTION_SOURCES,
  PROMOTIONS_REPORT_TOP,
  STATS_REPORT_TEXTS,
  USER_STATUSES,
  type AdminStatsQuery,
  type CodesReport,
  type ContractorsReport,
  type OrdersReport,
  type PointsReport,
  type PrizesReport,
  type PromotionsReport,
  statsAudienceOf,
} from '@klub/contracts';
import type { Database } from '@klub/db';
import type { SettingsCache } from '../../lib/settings-cache';
import { warsawDay } from '../../lib/time';
import { readConverter } from '../prizes/prizes.service';
import * as a from './report-activity.queries';
import * as q from './reports.queries';
import { reportSources } from './report-sources';
import { intervalOf, periodOf, previousOf } from './stats.service';

type Query = z.output<typeof AdminStatsQuery>;

/** A report's period, the previous one (the trend), the chart's bucket and what it reads (everyone's rollups or its audience's). */
function frame(f: Query, today = warsawDay()) {
  const period = periodOf(f, today);
  const previous = previousOf(period);
  const interval = intervalOf(period, f.interval);
  const s = reportSources(statsAudienceOf(f), { from: previous.from, to: period.to });
  return { period, previous, interval, s };
}

/** Adds `codes` and `points` of `cell` to the entry of `key` in `map`. */
function addTo<K, T extends { codes: number; points: number }>(
  map: Map<K, T>,
  key: K,
  fresh: () => T,
  cell: { codes: number; points: number },
) {
  const entry = map.get(key) ?? fresh();
  entry.codes += cell.codes;
  entry.points += cell.points;
  map.set(key, entry);
}

/** GET /api/stats/codes: one pass over the package rollup, summed here. */
export async function codesReport(db: Database, f: Query): Promise<CodesReport> {
  const { period, previous, interval, s } = frame(f);
  const [cells, periods] = await Promise.all([q.codeCells(db, s, period, previous, interval), q.bucketsOf(db, period, interval)]);
  const current = cells.filter((c) => c.current);
  const sum = (list: typeof cells, pick: 'codes' | 'points') => list.reduce((s, c) => s + c[pick], 0);
  const series = new Map(periods.map((p) => [p, { period: p, codes: 0, points: 0 }]));
  const packages = new Map<number, { packageId: number; codes: number; points: number }>();
  const sources = new Map<number, { source: number; label: string; codes: number; points: number }>();
  for (const c of current) {
    addTo(series, c.period, () => ({ period: c.period, codes: 0, points: 0 }), c);
    addTo(packages, c.packageId, () => ({ packageId: c.packageId, codes: 0, points: 0 }), c);
    addTo(sources, c.source, () => ({ source: c.source, label: CODE_SOURCE_LABELS[c.source] ?? String(c.source), codes: 0, points: 0 }), c);
  }
  const names = await q.packageNames(db, [...packages.keys()]);
  const previousCells = cells.filter((c) => !c.current);
  return {
    ...period,
    interval,
    codes: sum(current, 'codes'),
    points: sum(current, 'points'),
    previous: { ...previous, codes: sum(previousCells, 'codes'), points: sum(previousCells, 'points') },
    series: [...series.values()].sort((a, b) => a.period.localeCompare(b.period)),
    packages: [...packages.values()]
      .map((p) => ({ ...p, name: names.get(p.packageId)?.name ?? '', groupName: names.get(p.packageId)?.groupName ?? '' }))
      .sort((a, b) => b.codes - a.codes || a.name.localeCompare(b.name, 'pl')),
    sources: [...sources.values()].sort((a, b) => a.source - b.source),
  };
}

/** Points as PLN at the converter's rate, to the grosz. */
const toPln = (points: number, pointsPerPln: number) => Math.round((points / pointsPerPln) * 100) / 100;

/** The first day of the month `offset` months after the one holding `day`. */
function monthStart(day: string, offset: number): string {
  const [y, m] = day.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + offset, 1));
  return d.toISOString().slice(0, 10);
}

/** GET /api/stats/executors/points. */
export async function pointsReport(db: Database, settings: SettingsCache, f: Query, today = warsawDay()): Promise<PointsReport> {
  const { period, previous, interval, s } = frame(f, today);
  const [totals, series, bands, expiries, pointsPerPln] = await Promise.all([
    q.pointTotals(db, s, period, previous),
    q.pointSeries(db, s, period, interval),
    q.balanceBands(
      db,
      s,
      BALANCE_BANDS.map((b) => b.from),
    ),
    q.expiryMonths(db, s),
    readConverter(settings),
  ]);
  const thisMonth = monthStart(today, 0);
  const horizon = monthStart(today, LIABILITY_MONTHS);
  const months = Array.from({ length: LIABILITY_MONTHS }, (_, i) => {
    const month = monthStart(today, i);
    const points = expiries.find((e) => e.month === month)?.points ?? 0;
    return { month, points, pln: toPln(points, pointsPerPln) };
  });
  const sum = (pick: (month: string) => boolean) => expiries.filter((e) => pick(e.month)).reduce((acc, e) => acc + e.points, 0);
  const points = sum(() => true);
  return {
    ...period,
    interval,
    ...totals,
    series,
    balances: BALANCE_BANDS.map((b, i) => {
      const band = bands.find((x) => x.band === i + 1);
      return { label: b.label, members: band?.members ?? 0, points: band?.points ?? 0 };
    }),
    liability: {
      points,
      pln: toPln(points, pointsPerPln),
      pointsPerPln,
      overdue: sum((m) => m < thisMonth),
      months,
      later: sum((m) => m !== 'infinity' && m >= horizon),
      noExpiry: sum((m) => m === 'infinity'),
    },
  };
}

/** A previous period longer than this shows no trend of active contractors: counting distinct people over it costs seconds. */
export const ACTIVE_TREND_MAX_DAYS = 92;

/** GET /api/stats/contractors. */
export async function contractorsReport(db: Database, f: Query, today = warsawDay()): Promise<ContractorsReport> {
  const { period, previous, interval, s } = frame(f, today);
  const previousDays = (Date.parse(previous.to) - Date.parse(previous.from)) / 86_400_000 + 1;
  const [people, joined, active, activeNow, previousActive, periods, regionNames] = await Promise.all([
    q.contractorPeople(db, s, period, previous),
    q.joinedSeries(db, s, period, interval),
    q.activeSeries(db, s, period, interval),
    q.activeCount(db, s, period, today),
    previousDays <= ACTIVE_TREND_MAX_DAYS ? q.activeCount(db, s, previous, today) : Promise.resolve(null),
    q.bucketsOf(db, period, interval),
    q.regionNames(db),
  ]);
  const byStatus = people.filter((p) => !p.byRegion);
  const sum = (pick: (p: (typeof people)[number]) => number) => byStatus.reduce((acc, p) => acc + pick(p), 0);
  const members = sum((p) => p.members);
  return {
    ...period,
    interval,
    newMembers: sum((p) => p.newMembers),
    newConfirmed: sum((p) => p.newConfirmed),
    active: activeNow,
    previous: { ...previous, newMembers: sum((p) => p.previousNew), active: previousActive },
    members,
    confirmed: byStatus.find((p) => p.status === 'ACTIVE_CONFIRMED')?.members ?? 0,
    statuses: USER_STATUSES.map((status) => ({
      status,
      label: MEMBER_STATUS_LABELS[status],
      members: byStatus.find((p) => p.status === status)?.members ?? 0,
    })),
    series: periods.map((period) => ({ period, newMembers: joined.get(period) ?? 0, active: active.get(period) ?? 0 })),
    regions: people
      .filter((p) => p.byRegion && (p.members > 0 || p.newMembers > 0))
      .map((p) => ({
        regionId: p.regionId,
        name: p.regionId === null ? STATS_REPORT_TEXTS.contractors.noRegion : (regionNames.get(p.regionId) ?? String(p.regionId)),
        members: p.members,
        newMembers: p.newMembers,
      }))
      .sort((a, b) => b.members - a.members || a.name.localeCompare(b.name, 'pl')),
  };
}

/** GET /api/stats/executors/orders. */
export async function ordersReport(db: Database, f: Query): Promise<OrdersReport> {
  const { period, previous, interval, s } = frame(f);
  const [totals, series, statuses, people] = await Promise.all([
    a.orderTotals(db, s, period, previous),
    a.orderSeries(db, s, period, interval),
    a.orderStatuses(db, s, period),
    a.buyers(db, s, period, ORDERS_REPORT_TOP),
  ]);
  return {
    ...period,
    interval,
    ...totals,
    buyers: people.buyers,
    series,
    statuses: ORDER_STATUSES.map((status) => {
      const row = statuses.find((s) => s.status === status);
      return { status, label: ORDER_STATUS_LABELS[status], orders: row?.orders ?? 0, points: row?.points ?? 0 };
    }),
    buyersTop: people.top,
  };
}

const grosze = (v: number) => Math.round(v * 100) / 100;

/** GET /api/stats/prizes. */
export async function prizesReport(db: Database, f: Query): Promise<PrizesReport> {
  const { period, previous, interval, s } = frame(f);
  const [cells, periods] = await Promise.all([a.prizeCells(db, s, period, previous, interval), q.bucketsOf(db, period, interval)]);
  const groups = new Map<number | null, PrizesReport['groups'][number]>();
  for (const c of cells.prizes) {
    const group = groups.get(c.groupId) ?? {
      groupId: c.groupId,
      name: c.groupName ?? STATS_REPORT_TEXTS.prizes.noGroup,
      quantity: 0,
      points: 0,
      pln: 0,
    };
    group.quantity += c.quantity;
    group.points += c.points;
    group.pln += c.pln;
    groups.set(c.groupId, group);
  }
  const { orders: _o, ...before } = cells.previous;
  return {
    ...period,
    interval,
    ...cells.total,
    previous: { ...previous, ...before },
    series: periods.map((p) => {
      const { orders: _orders, ...cell } = cells.byPeriod.get(p) ?? { quantity: 0, orders: 0, points: 0, pln: 0 };
      return { period: p, ...cell };
    }),
    prizes: [...cells.prizes]
      .sort((a, b) => b.quantity - a.quantity || b.points - a.points || a.name.localeCompare(b.name, 'pl'))
      .slice(0, PRIZES_REPORT_TOP),
    groups: [...groups.values()]
      .map((g) => ({ ...g, pln: grosze(g.pln) }))
      .sort((a, b) => b.points - a.points || a.name.localeCompare(b.name, 'pl')),
  };
}

/** GET /api/stats/contractors/promotions. */
export async function promotionsReport(db: Database, f: Query, today = warsawDay()): Promise<PromotionsReport> {
  const { period, previous, interval, s } = frame(f);
  const [cells, periods] = await Promise.all([
    a.promotionCells(db, s, period, previous, interval, today),
    q.bucketsOf(db, period, interval),
  ]);
  const now = cells.filter((c) => c.current);
  const totalOf = (list: typeof cells) => list.find((c) => c.source === null);
  const total = totalOf(now);
  const before = totalOf(cells.filter((c) => !c.current));
  const perBucket = now.filter((c) => c.period !== null && c.reason === null && c.source !== null);
  const bucket = (period: string, source: number) => perBucket.find((c) => c.period === period && c.source === source)?.points ?? 0;
  return {
    ...period,
    interval,
    points: total?.points ?? 0,
    awards: total?.awards ?? 0,
    members: total?.members ?? 0,
    previous: { ...previous, points: before?.points ?? 0, awards: before?.awards ?? 0 },
    series: periods.map((p) => ({
      period: p,
      admin: bucket(p, LEDGER_SOURCES.MANUALLY_ADDED_BY_ADMIN),
      contest: bucket(p, LEDGER_SOURCES.CONTEST_AWARD),
    })),
    sources: PROMOTION_SOURCES.map((source) => {
      const c = now.find((x) => x.source === source && x.period === null && x.reason === null);
      return {
        source,
        label: LEDGER_SOURCE_LABELS[source] ?? String(source),
        points: c?.points ?? 0,
        awards: c?.awards ?? 0,
        members: c?.members ?? 0,
      };
    }),
    reasons: now
      .filter((c) => c.reason !== null && c.source !== null)
      .map((c) => ({ reason: c.reason!, source: c.source!, points: c.points, awards: c.awards, members: c.members }))
      .sort((a, b) => b.points - a.points || b.awards - a.awards || a.reason.localeCompare(b.reason, 'pl'))
      .slice(0, PROMOTIONS_REPORT_TOP),
  };
}
