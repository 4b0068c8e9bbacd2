import { z } from 'zod';
import { idNumber, isoDay } from './common';
import { CAMPAIGN_STATUSES } from './campaigns';

/**
 * The campaign report in the back office's statistics (issue 38 item 3; docs/domain.md "Akcje
 * punktowe"): one campaign's bonuses per Polish day, its budget used, and the lift — codes of its
 * products per day during the campaign against the same number of weeks before it started.
 * `/api/stats/campaign-report?campaignId=…` with `/pdf` and `/csv` (like the other reports: a query, no
 * path parameter); `/api/stats/campaigns` lists the campaigns for the picker.
 */

/** The longest period the report lays out day by day. */
export const CAMPAIGN_REPORT_MAX_DAYS = 366;

export const CAMPAIGN_REPORT_MESSAGES = {
  rangeTooLong: (days: number) => `Raport akcji obejmuje najwyżej ${days} dni — wybierz krótszy okres`,
} as const;

/** The campaign; `from`, `to` (Polish days): without them the campaign's window (up to today while it runs). */
export const CampaignReportQuery = z.object({ campaignId: idNumber, from: isoDay.optional(), to: isoDay.optional() });
export type CampaignReportQuery = z.input<typeof CampaignReportQuery>;

const int = z.number().int();

/** GET /api/stats/campaigns: every campaign but drafts (nothing credited under a draft), for the report's picker. */
export const CampaignReportChoice = z.object({
  id: int,
  name: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  startsOn: z.string(),
  endsOn: z.string(),
});
export type CampaignReportChoice = z.infer<typeof CampaignReportChoice>;
export const CampaignReportChoices = z.object({ items: z.array(CampaignReportChoice) });
export type CampaignReportChoices = z.infer<typeof CampaignReportChoices>;

/** Days compared by the lift: codes of the campaign's products, and their average per day. */
const LiftPeriod = z.object({ from: z.string(), to: z.string(), days: int, codes: int, perDay: z.number() });

/** GET /api/stats/campaign-report. */
export const CampaignReport = z.object({
  campaign: CampaignReportChoice.extend({
    /** The current version's products: package names and package groups (both empty: every code). */
    packages: z.array(z.string()),
    groupNames: z.array(z.string()),
    /** The current version's budget of bonus points (null: none). */
    budget: int.nullable(),
  }),
  from: z.string(),
  to: z.string(),
  /** Codes that earned the campaign's bonus in the period, the members who entered them, the bonus points and their PLN value. */
  codes: int,
  members: int,
  points: int,
  pln: z.number(),
  /** The converter's rate (points for 1 zł) the PLN values are at. */
  pointsPerPln: z.number(),
  /** Bonus points credited since the campaign began, up to the period's end, and that as a percentage of the budget (null: no budget). */
  spent: int,
  budgetUsed: z.number().nullable(),
  days: z.array(
    z.object({
      day: z.string(),
      codes: int,
      members: int,
      points: int,
      pln: z.number(),
      /** Bonus points credited since the campaign began, up to the end of this day. */
      spentToDate: int,
      /** Codes of the campaign's products entered that day (by anyone, with a bonus or not). */
      productCodes: int,
    }),
  ),
  /**
   * Codes of the campaign's products per day during the campaign (the period's days within its window,
   * up to today) against the same number of whole weeks just before it started; `ratio`: during ÷
   * before in per cent (null: nothing before, or no day of the campaign in the period).
   */
  lift: z.object({ before: LiftPeriod, during: LiftPeriod.nullable(), ratio: z.number().nullable() }),
});
export type CampaignReport = z.infer<typeof CampaignReport>;

/** The campaign report's texts: the screen, its PDF and its CSV use the same headers. */
export const CAMPAIGN_REPORT_TEXTS = {
  title: 'Statystyki — akcje punktowe',
  documentTitle: (name: string) => `Raport akcji punktowej „${name}”`,
  fileName: (id: number, from: string, to: string) => `akcja-punktowa-${id}-${from}-${to}`,
  window: (from: string, to: string, status: string) => `Akcja: ${from} – ${to} (${status})`,
  products: (names: string) => `Produkty: ${names}`,
  allProducts: 'wszystkie kody',
  totals: (codes: string, members: string, points: string, pln: string) =>
    `Kody z bonusem: ${codes} · uczestnicy: ${members} · punkty bonusowe: ${points} pkt = ${pln} zł`,
  rate: (rate: string) => `Wartość w zł po kursie przelicznika: ${rate} pkt za 1 zł`,
  budget: (spent: string, budget: string, percent: string) => `Budżet wykorzystany: ${spent} z ${budget} pkt (${percent})`,
  noBudget: (spent: string) => `Przyznane punkty bonusowe: ${spent} pkt (akcja bez budżetu)`,
  lift: (before: string, during: string, ratio: string) =>
    `Kody produktów akcji dziennie: przed akcją ${before}, w czasie akcji ${during} (${ratio} poziomu sprzed akcji)`,
  noLift: 'Wzrost sprzedaży: brak kodów produktów akcji przed jej początkiem albo dni akcji w okresie',
  dayColumns: [
    'Dzień',
    'Kody z bonusem',
    'Uczestnicy',
    'Punkty bonusowe',
    'Wartość [zł]',
    'Budżet narastająco [pkt]',
    'Kody produktów akcji',
  ],
  liftTitle: 'Wzrost sprzedaży produktów akcji',
  liftColumns: ['Okres', 'Od', 'Do', 'Dni', 'Kody produktów akcji', 'Średnio dziennie'],
  liftBefore: 'Przed akcją',
  liftDuring: 'W czasie akcji',
  liftRatio: 'Wzrost [%]',
} as const;
