import {
  CAMPAIGN_MESSAGES,
  CAMPAIGN_STATUS_LABELS,
  CAMPAIGN_TRANSITIONS,
  type Campaign,
  type CampaignDetails,
  type CampaignStatus,
  type CampaignTerms,
  type CampaignVersion,
} from '@klub/contracts';
import type { Database } from '@klub/db';
import { badRequest, conflict, notFound } from '../../errors';
import { publicationValues } from '../../lib/publication';
import * as q from './campaigns.queries';

/**
 * Bonus-point campaigns, "Akcje punktowe" (docs/domain.md "Akcje punktowe"). A campaign is a name,
 * a status and its versions of terms. A draft's terms are edited in place; once it has been active
 * its terms are frozen: a change supersedes the current version at that moment and adds the next
 * one (what was credited keeps naming the version whose terms gave it). Every change locks the
 * campaign's row first, so two admins' changes follow one another.
 */

const termsOf = (v: q.CampaignVersionRow) => ({
  startsOn: v.startsOn,
  endsOn: v.endsOn,
  packageIds: v.packageIds,
  groupNames: v.groupNames,
  audience: {
    roles: v.audienceRoles,
    regions: v.audienceRegions,
    gold: v.audienceGold,
    premium: v.audiencePremium,
    groups: v.audienceGroups,
  },
  multiplier: Number(v.multiplier),
  fixedBonus: v.fixedBonus,
  memberCap: v.memberCap,
  budget: v.budget,
});

function campaignOf(c: q.CampaignRow, v: q.CampaignVersionRow, credited: number): Campaign {
  return {
    id: c.id,
    name: c.name,
    status: c.status,
    spent: credited,
    version: v.version,
    ...termsOf(v),
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

const versionOf = (v: q.CampaignVersionRow): CampaignVersion => ({
  version: v.version,
  ...termsOf(v),
  createdAt: v.createdAt.toISOString(),
  supersededAt: v.supersededAt?.toISOString() ?? null,
});

export async function listCampaigns(db: Database): Promise<{ items: Campaign[] }> {
  const rows = await q.listWithCurrent(db);
  return { items: rows.map((r) => campaignOf(r.campaign, r.version, r.credited)) };
}

export async function campaignDetails(db: Database, id: number): Promise<CampaignDetails> {
  const campaign = await q.campaignById(db, id);
  if (!campaign) throw notFound('campaign');
  const [versions, credited] = await Promise.all([q.versionsOf(db, id), q.creditedPoints(db, id)]);
  return { ...campaignOf(campaign, versions[0]!, credited), versions: versions.map(versionOf) };
}

/** The columns of a version from the terms, after checking what they name exists (400 otherwise). */
async function versionValues(db: Database, terms: CampaignTerms) {
  const packageIds = [...new Set(terms.packageIds)].sort((a, b) => a - b);
  if ((await q.countPackages(db, packageIds)) !== packageIds.length) throw badRequest(CAMPAIGN_MESSAGES.unknownPackages);
  const groupNames = [...new Set(terms.groupNames)].sort();
  if ((await q.knownGroupNames(db, groupNames)).length !== groupNames.length) throw badRequest(CAMPAIGN_MESSAGES.unknownGroups);
  const audience = await publicationValues(db, { audience: terms.audience }, false);
  return {
    startsOn: terms.startsOn,
    endsOn: terms.endsOn,
    packageIds,
    groupNames,
    audienceRoles: audience.audienceRoles!,
    audienceRegions: audience.audienceRegions!,
    audienceGold: audience.audienceGold!,
    audiencePremium: audience.audiencePremium!,
    audienceGroups: audience.audienceGroups!,
    multiplier: terms.multiplier.toFixed(2),
    fixedBonus: terms.fixedBonus,
    memberCap: terms.memberCap,
    budget: terms.budget,
  };
}

export async function createCampaign(db: Database, terms: CampaignTerms, actorId: number): Promise<CampaignDetails> {
  const values = await versionValues(db, terms);
  const id = await db.transaction(async (tx) => {
    const campaign = await q.insertCampaign(tx, terms.name, actorId);
    await q.insertVersion(tx, { ...values, campaignId: campaign.id, version: 1, createdBy: actorId });
    return campaign.id;
  });
  return campaignDetails(db, id);
}

/**
 * New terms. A draft's replace its only version; an active or paused campaign's become the next
 * version, and the current one stops applying now (its budget may not fall below what was spent).
 * An ended campaign is not changed (409).
 */
export async function updateCampaign(
  db: Database,
  id: number,
  terms: CampaignTerms,
  actorId: number,
): Promise<{ campaign: CampaignDetails; message: string }> {
  const values = await versionValues(db, terms);
  const message = await db.transaction(async (tx) => {
    const campaign = await q.campaignById(tx, id, true);
    if (!campaign) throw notFound('campaign');
    if (campaign.status === 'ENDED') throw conflict(CAMPAIGN_MESSAGES.endedFrozen);
    await q.updateCampaignRow(tx, id, { name: terms.name });
    if (campaign.status === 'DRAFT') {
      await q.replaceCurrentVersion(tx, id, { ...values, createdBy: actorId });
      return CAMPAIGN_MESSAGES.saved;
    }
    // A redemption takes a budget's points from `campaigns.spent` (a campaign without a budget leaves
    // its row alone): a new version with a budget starts from what was credited until now.
    const credited = await q.creditedPoints(tx, id);
    if (values.budget !== null && values.budget < credited) throw badRequest(CAMPAIGN_MESSAGES.budgetBelowSpent(credited));
    if (values.budget !== null) await q.updateCampaignRow(tx, id, { spent: credited });
    const version = (await q.supersedeCurrentVersion(tx, id)) + 1;
    await q.insertVersion(tx, { ...values, campaignId: id, version, createdBy: actorId });
    return CAMPAIGN_MESSAGES.newVersion(version);
  });
  return { campaign: await campaignDetails(db, id), message };
}

export async function setCampaignStatus(
  db: Database,
  id: number,
  status: CampaignStatus,
): Promise<{ campaign: CampaignDetails; message: string }> {
  await db.transaction(async (tx) => {
    const campaign = await q.campaignById(tx, id, true);
    if (!campaign) throw notFound('campaign');
    if (campaign.status === status) return;
    if (!CAMPAIGN_TRANSITIONS[campaign.status].includes(status))
      throw conflict(CAMPAIGN_MESSAGES.transition(CAMPAIGN_STATUS_LABELS[campaign.status], CAMPAIGN_STATUS_LABELS[status]));
    await q.updateCampaignRow(tx, id, { status });
  });
  return { campaign: await campaignDetails(db, id), message: CAMPAIGN_MESSAGES.statusChanged(CAMPAIGN_STATUS_LABELS[status]) };
}

/** Only a draft is deleted (nothing was ever credited under it); an active one is paused or ended. */
export async function deleteCampaign(db: Database, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const campaign = await q.campaignById(tx, id, true);
    if (!campaign) throw notFound('campaign');
    if (campaign.status !== 'DRAFT') throw conflict(CAMPAIGN_MESSAGES.onlyDraftDeleted);
    await q.deleteCampaignRow(tx, id);
  });
}
