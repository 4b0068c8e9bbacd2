import { CAMPAIGN_REPORT_TEXTS as C, CAMPAIGN_STATUS_LABELS, STATS_REPORT_TEXTS as T, type CampaignReport } from '@klub/contracts';
import { day, documentOf, money, n, stamp, W, type Layout, type ReportDocument } from './reports.documents';

/** The campaign report's PDF and CSV: the stats reports' layout (reports.documents.ts), its own lines and tables. */

const pln = (v: number) => money.format(v);
const perDay = (v: number) => money.format(v);
const tenths = new Intl.NumberFormat('pl-PL', { maximumFractionDigits: 1 });
const percent = (v: number) => `${tenths.format(v)}%`;

function campaignLayout(r: CampaignReport): Layout {
  const c = r.campaign;
  const products = [...c.packages, ...c.groupNames];
  const { before, during } = r.lift;
  const liftRow = (label: string, s: CampaignReport['lift']['before']) => [
    label,
    day(s.from),
    day(s.to),
    s.days,
    s.codes,
    perDay(s.perDay),
  ];
  return {
    title: C.documentTitle(c.name),
    fileName: C.fileName(c.id, r.from, r.to),
    lines: [
      T.period(day(r.from), day(r.to)),
      C.window(day(c.startsOn), day(c.endsOn), CAMPAIGN_STATUS_LABELS[c.status]),
      C.products(products.length > 0 ? products.join(', ') : C.allProducts),
      C.totals(n(r.codes), n(r.members), n(r.points), pln(r.pln)),
      C.rate(String(r.pointsPerPln)),
      c.budget === null ? C.noBudget(n(r.spent)) : C.budget(n(r.spent), n(c.budget), percent(r.budgetUsed ?? 0)),
      during && r.lift.ratio !== null ? C.lift(perDay(before.perDay), perDay(during.perDay), percent(r.lift.ratio)) : C.noLift,
      T.generated(stamp.format(new Date())),
    ],
    blocks: [
      {
        headers: C.dayColumns,
        widths: [W(70), W(65, 'right'), W(65, 'right'), W(70, 'right'), W(75, 'right'), W(85, 'right'), W(85, 'right')],
        rows: r.days.map((d) => [day(d.day), d.codes, d.members, d.points, pln(d.pln), d.spentToDate, d.productCodes]),
      },
      {
        title: C.liftTitle,
        headers: C.liftColumns,
        widths: [W(110), W(75), W(75), W(50, 'right'), W(105, 'right'), W(100, 'right')],
        rows: [
          liftRow(C.liftBefore, before),
          ...(during ? [liftRow(C.liftDuring, during)] : []),
          [C.liftRatio, '', '', '', '', r.lift.ratio === null ? '—' : percent(r.lift.ratio)],
        ],
      },
    ],
  };
}

export const campaignDocument = (r: CampaignReport): ReportDocument => documentOf(campaignLayout(r), null);
