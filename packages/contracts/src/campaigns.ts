import { z } from 'zod';
import { Audience } from './audience';
import { dbId, idNumber, isoDay, safeString, text, wholeNumber } from './common';
import { FIELD_MESSAGES } from './messages';
import { PointsEntryBody } from './points';

/**
 * Bonus-point campaigns, "Akcje punktowe" (docs/domain.md "Akcje punktowe"; /admin/campaigns,
 * /api/campaigns): extra points on codes of chosen packages, in a window of Polish days, for an
 * audience, with a per-member cap and a budget.
 */

export const CAMPAIGN_STATUSES = ['DRAFT', 'ACTIVE', 'PAUSED', 'ENDED'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
export const CAMPAIGN_STATUS_LABELS: Record<CampaignStatus, string> = {
  DRAFT: 'Szkic',
  ACTIVE: 'Aktywna',
  PAUSED: 'Wstrzymana',
  ENDED: 'Zakończona',
};

/** Which status may follow which (an ended campaign stays ended; only a draft may be deleted). */
export const CAMPAIGN_TRANSITIONS: Record<CampaignStatus, readonly CampaignStatus[]> = {
  DRAFT: ['ACTIVE'],
  ACTIVE: ['PAUSED', 'ENDED'],
  PAUSED: ['ACTIVE', 'ENDED'],
  ENDED: [],
};

export const CAMPAIGN_MESSAGES = {
  window: 'Data końca nie może być wcześniejsza niż data początku',
  reward: 'Podaj mnożnik większy niż 1 albo stały bonus punktów (albo oba)',
  multiplier: 'Mnożnik: liczba od 1 do 10, najwyżej dwa miejsca po przecinku',
  transition: (from: string, to: string) => `Akcji o statusie „${from}” nie można zmienić na „${to}”`,
  endedFrozen: 'Zakończonej akcji nie można zmienić',
  budgetBelowSpent: (spent: number) => `Budżet nie może być mniejszy niż już przyznane punkty (${spent} pkt)`,
  unknownPackages: 'Wybrano pakiet punktów, którego nie ma — odśwież listę',
  unknownGroups: 'Wybrano grupę pakietów, której nie ma — odśwież listę',
  onlyDraftDeleted: 'Usunąć można tylko szkic akcji; aktywną zatrzymaj albo zakończ',
  /** The ledger reason of a campaign's bonus: before the campaign's name, and between it and the code. */
  reasonBefore: 'Akcja „',
  reasonAfter: '” — kod ',
  created: 'Akcja została dodana',
  saved: 'Zmiany zostały zapisane',
  newVersion: (version: number) => `Zmiany zapisane jako wersja ${version} warunków akcji`,
  deleted: 'Akcja została usunięta',
  statusChanged: (label: string) => `Status akcji: ${label}`,
} as const;

/** What a campaign gives, when and to whom: the terms a version freezes. */
export const CampaignTerms = z
  .strictObject({
    name: text(200),
    startsOn: isoDay,
    endsOn: isoDay,
    /** Points packages it applies to; with `groupNames` both empty: every code. */
    packageIds: z.array(dbId).max(200, FIELD_MESSAGES.tooManyItems(200)).default([]),
    /** Package groups (`points_packages.group_name`) it applies to: each as long as a package's group may be. */
    groupNames: z.array(PointsEntryBody.shape.groupName).max(50, FIELD_MESSAGES.tooManyItems(50)).default([]),
    audience: Audience,
    /** The code's points times this (1: none); the bonus is what it adds beyond the code's own points. */
    multiplier: z
      .number({ error: CAMPAIGN_MESSAGES.multiplier })
      .min(1, CAMPAIGN_MESSAGES.multiplier)
      .max(10, CAMPAIGN_MESSAGES.multiplier)
      .refine((m) => Math.abs(m * 100 - Math.round(m * 100)) < 1e-9, CAMPAIGN_MESSAGES.multiplier),
    /** Points added to every matching code. */
    fixedBonus: wholeNumber(0, 100_000),
    /** At most this many bonus points per member from this campaign; null: no cap. */
    memberCap: wholeNumber(1, 10_000_000).nullable(),
    /** At most this many bonus points in all; null: no budget. */
    budget: wholeNumber(1, 1_000_000_000).nullable(),
  })
  .superRefine((t, ctx) => {
    if (t.endsOn < t.startsOn) ctx.addIssue({ code: 'custom', path: ['endsOn'], message: CAMPAIGN_MESSAGES.window });
    if (!(t.multiplier > 1) && !(t.fixedBonus > 0))
      ctx.addIssue({ code: 'custom', path: ['multiplier'], message: CAMPAIGN_MESSAGES.reward });
  });
export type CampaignTerms = z.output<typeof CampaignTerms>;
export type CampaignTermsInput = z.input<typeof CampaignTerms>;

export const CampaignStatusBody = z.strictObject({ status: z.enum(CAMPAIGN_STATUSES) });
export type CampaignStatusBody = z.output<typeof CampaignStatusBody>;

export const CampaignIdParam = z.strictObject({ id: idNumber });

const campaignTermsOut = {
  startsOn: z.string(),
  endsOn: z.string(),
  packageIds: z.array(z.number().int()),
  groupNames: z.array(z.string()),
  audience: z.object({
    roles: z.array(z.number().int()),
    regions: z.array(z.number().int()),
    gold: z.boolean(),
    premium: z.boolean(),
    groups: z.array(z.number().int()),
  }),
  multiplier: z.number(),
  fixedBonus: z.number().int(),
  memberCap: z.number().int().nullable(),
  budget: z.number().int().nullable(),
};

/** One version of a campaign's terms: from when it applied to when a newer one took over (null: current). */
export const CampaignVersion = z.object({
  version: z.number().int(),
  ...campaignTermsOut,
  createdAt: z.string(),
  supersededAt: z.string().nullable(),
});
export type CampaignVersion = z.infer<typeof CampaignVersion>;

export const Campaign = z.object({
  id: z.number().int(),
  name: safeString(),
  status: z.enum(CAMPAIGN_STATUSES),
  /** Bonus points credited so far, every version together. */
  spent: z.number().int(),
  /** The current version's number and terms. */
  version: z.number().int(),
  ...campaignTermsOut,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Campaign = z.infer<typeof Campaign>;

export const CampaignDetails = Campaign.extend({ versions: z.array(CampaignVersion) });
export type CampaignDetails = z.infer<typeof CampaignDetails>;

export const CampaignList = z.object({ items: z.array(Campaign) });
export type CampaignList = z.infer<typeof CampaignList>;

export const CampaignSaved = z.object({ campaign: CampaignDetails, message: z.string() });
export type CampaignSaved = z.infer<typeof CampaignSaved>;
