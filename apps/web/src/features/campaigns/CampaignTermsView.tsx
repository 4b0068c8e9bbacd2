import type { ReactNode } from 'react';
import type { CampaignDetails, CampaignVersion, PointsEntry } from '@klub/contracts';
import { DefinitionList } from '../../components/layout/DefinitionList';
import { Section } from '../../components/layout/Section';
import { DataTable, type Column } from '../../components/table';
import { formatDateTime } from '../../lib/dates';
import { formatPkt } from '../../lib/format';
import { AudienceText } from '../member-groups';
import { capLabel, rewardLabel, windowLabel } from './campaign-labels';

const versionColumns: Column<CampaignVersion>[] = [
  { key: 'version', header: 'Wersja', rowHeader: true, cell: (v) => v.version },
  { key: 'window', header: 'Okres', sx: { whiteSpace: 'nowrap' }, cell: windowLabel },
  { key: 'reward', header: 'Nagroda', sx: { whiteSpace: 'nowrap' }, cell: rewardLabel },
  { key: 'cap', header: 'Limit na członka', cell: (v) => capLabel(v.memberCap) },
  { key: 'budget', header: 'Budżet', cell: (v) => (v.budget === null ? 'bez budżetu' : formatPkt(v.budget)) },
  { key: 'from', header: 'Obowiązuje od', cell: (v) => formatDateTime(v.createdAt) },
  { key: 'to', header: 'Obowiązuje do', cell: (v) => (v.supersededAt ? formatDateTime(v.supersededAt) : 'obecna wersja') },
];

/** Every version of the terms, newest first: what applied from when to when (a bonus names the version that gave it). */
export function CampaignVersions({ campaign }: { campaign: CampaignDetails }) {
  return (
    <Section title="Historia wersji warunków">
      <DataTable rows={campaign.versions} rowKey={(v) => v.version} columns={versionColumns} label="Wersje warunków" />
    </Section>
  );
}

/** An ended campaign's terms, read only. */
export function CampaignTermsSummary({ campaign, packages }: { campaign: CampaignDetails; packages: readonly PointsEntry[] }) {
  const named = campaign.packageIds.map((id) => packages.find((p) => p.id === id)?.name ?? `pakiet nr ${id}`);
  const codes = [...named, ...campaign.groupNames.map((g) => `grupa ${g}`)].join(', ') || 'wszystkie kody';
  const rows: Array<[string, ReactNode]> = [
    ['Okres', windowLabel(campaign)],
    ['Na jakie kody', codes],
    ['Dla kogo', <AudienceText key="audience" audience={campaign.audience} />],
    ['Nagroda', rewardLabel(campaign)],
    ['Limit na członka', capLabel(campaign.memberCap)],
    ['Budżet', campaign.budget === null ? 'bez budżetu' : formatPkt(campaign.budget)],
  ];
  return (
    <Section title="Warunki akcji">
      <DefinitionList rows={rows} />
    </Section>
  );
}
