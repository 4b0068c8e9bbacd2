import {
  CAMPAIGN_REPORT_MAX_DAYS,
  CAMPAIGN_REPORT_MESSAGES,
  STATS_MESSAGES,
  type CampaignReport,
  type CampaignReportChoices,
  type CampaignReportQuery,
} from '@klub/contracts';
import type { z } from 'zod';
import type { Database } from '@klub/db';
import { badRequest, notFound } from '../../errors';
import type { SettingsCache } from '../../lib/settings-cache';
import { addDays, warsawDay } from '../../lib/time';
import { readConverter } from '../prizes/prizes.service';
import * as q from './campaign-report.queries';
import type { DayRange } from './stats.queries';

type Query = z.output<typeof CampaignReportQuery>;

/**
 * The campaign report (docs/domain.md "Akcje punktowe", the report): one campaign's bonuses per
 * Polish day in a period (its window by default), the budget used, and the lift of its products.
 */

/** Days from `from` to `to`, both included. */
const daysOf = (r: DayRange) => Math.round((Date.parse(`${r.to}T12:00:00Z`) - Date.parse(`${r.from}T12:00:00Z`)) / 86_400_000) + 1;
const minDay = (a: string, b: string) => (a < b ? a : b);
const maxDay = (a: string, b: string) => (a > b ? a : b);
/** Points as PLN at the converter's rate, to the grosz. */
const toPln = (points: number, pointsPerPln: number) => Math.round((points / pointsPerPln) * 100) / 100;
const tenth = (v: number) => Math.round(v * 10) / 10;
const hundredth = (v: number) => Math.round(v * 100) / 100;

/** GET /api/stats/campaigns: the report's choices. */
export async function campaignChoices(db: Database): Promise<CampaignReportChoices> {
  return { items: await q.campaignChoices(db) };
}

/**
 * The period: the asked days, else the campaign's window — up to today while it runs (but never
 * before it starts). Refused when reversed or longer than `CAMPAIGN_REPORT_MAX_DAYS`.
 */
function periodOf(f: Query, window: DayRange, today: string): DayRange {
  const from = f.from ?? window.from;
  const to = f.to ?? maxDay(from, maxDay(window.from, minDay(window.to, today)));
  if (from > to) throw badRequest(STATS_MESSAGES.fromAfterTo);
  if (daysOf({ from, to }) > CAMPAIGN_REPORT_MAX_DAYS) throw badRequest(CAMPAIGN_REPORT_MESSAGES.rangeTooLong(CAMPAIGN_REPORT_MAX_DAYS));
  return { from, to };
}

/**
 * The lift's two spans: during — the period's days within the campaign's window, up to today (null:
 * none); before — as many whole weeks as those days take (or the window, when there are none),
 * ending the day before the campaign started.
 */
function liftSpans(period: DayRange, window: DayRange, today: string) {
  const during = { from: maxDay(period.from, window.from), to: minDay(period.to, minDay(window.to, today)) };
  const compared = during.from <= during.to ? during : null;
  const weeks = Math.ceil(daysOf(compared ?? window) / 7);
  const before = { from: addDays(window.from, -7 * weeks), to: addDays(window.from, -1) };
  return { before, during: compared };
}

/** GET /api/stats/campaign-report. */
export async function campaignReport(db: Database, settings: SettingsCache, f: Query, today = warsawDay()): Promise<CampaignReport> {
  const id = f.campaignId;
  const row = await q.campaignWithVersion(db, id);
  if (!row) throw notFound('campaign');
  const { campaign: c, version: v } = row;
  const window = { from: v.startsOn, to: v.endsOn };
  const period = periodOf(f, window, today);
  const spans = liftSpans(period, window, today);
  const everyCode = v.packageIds.length === 0 && v.groupNames.length === 0;
  const packages = everyCode ? [] : await q.namedPackages(db, v.packageIds, v.groupNames);
  const [credits, before, products, pointsPerPln] = await Promise.all([
    q.creditDays(db, id, period),
    q.spentBefore(db, id, period.from),
    q.productCodeDays(db, everyCode ? null : packages.map((x) => x.id), { from: minDay(spans.before.from, period.from), to: period.to }),
    readConverter(settings),
  ]);
  const byDay = new Map(credits.filter((x) => x.day !== null).map((x) => [x.day!, x]));
  const total = credits.find((x) => x.day === null) ?? { codes: 0, members: 0, points: 0 };
  let spentToDate = before;
  const days = Array.from({ length: daysOf(period) }, (_, i) => {
    const day = addDays(period.from, i);
    const cell = byDay.get(day) ?? { codes: 0, members: 0, points: 0 };
    spentToDate += cell.points;
    return {
      day,
      codes: cell.codes,
      members: cell.members,
      points: cell.points,
      pln: toPln(cell.points, pointsPerPln),
      spentToDate,
      productCodes: products.get(day) ?? 0,
    };
  });
  const span = (r: DayRange) => {
    let codes = 0;
    for (let day = r.from; day <= r.to; day = addDays(day, 1)) codes += products.get(day) ?? 0;
    return { ...r, days: daysOf(r), codes, perDay: hundredth(codes / daysOf(r)) };
  };
  const liftBefore = span(spans.before);
  const liftDuring = spans.during ? span(spans.during) : null;
  const spent = before + total.points;
  return {
    campaign: {
      id: c.id,
      name: c.name,
      status: c.status,
      startsOn: v.startsOn,
      endsOn: v.endsOn,
      packages: packages.filter((x) => v.packageIds.includes(x.id)).map((x) => x.name),
      groupNames: v.groupNames,
      budget: v.budget,
    },
    ...period,
    codes: total.codes,
    members: total.members,
    points: total.points,
    pln: toPln(total.points, pointsPerPln),
    pointsPerPln,
    spent,
    budgetUsed: v.budget ? tenth((spent / v.budget) * 100) : null,
    days,
    lift: {
      before: liftBefore,
      during: liftDuring,
      ratio:
        liftDuring && liftBefore.codes > 0
          ? tenth((liftDuring.codes / liftDuring.days / (liftBefore.codes / liftBefore.days)) * 100)
          : null,
    },
  };
}
