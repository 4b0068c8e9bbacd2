import type { z } from 'zod';
import {
  BALANCE_BANDS,
  CODE_SOURCE_LABELS,
  LIABILITY_MONTHS,
  type AdminStatsQuery,
  type CodesReport,
  type PointsReport,
} from '@klub/contracts';
import type { Database } from '@klub/db';
import type { SettingsCache } from '../../lib/settings-cache';
import { warsawDay } from '../../lib/time';
import { readConverter } from '../prizes/prizes.service';
import * as q from './reports.queries';
import { intervalOf, periodOf, previousOf } from './stats.service';

type Query = z.output<typeof AdminStatsQuery>;

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
  const period = periodOf(f);
  const previous = previousOf(period);
  const interval = intervalOf(period, f.interval);
  const [cells, periods] = await Promise.all([q.codeCells(db, period, previous, interval), q.bucketsOf(db, period, interval)]);
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
  const period = periodOf(f, today);
  const previous = previousOf(period);
  const interval = intervalOf(period, f.interval);
  const [totals, series, bands, expiries, pointsPerPln] = await Promise.all([
    q.pointTotals(db, period, previous),
    q.pointSeries(db, period, interval),
    q.balanceBands(
      db,
      BALANCE_BANDS.map((b) => b.from),
    ),
    q.expiryMonths(db),
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
