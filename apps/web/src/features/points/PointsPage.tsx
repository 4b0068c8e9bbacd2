import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { MemberCampaign } from '@klub/contracts';
import { QueryView, type QueryLike } from '../../components/feedback/QueryView';
import { Page } from '../../components/layout/Page';
import { Section } from '../../components/layout/Section';
import { DataTable, type Column } from '../../components/table';
import { paths } from '../../config/paths';
import { formatNumber } from '../../lib/format';
import { formatDate } from '../../lib/dates';
import { usePackages, usePointsGroups } from './api';
import { packagesByGroup, type GroupWithPackages } from './group-matching';
import { ActiveCampaigns, rewardShort, useActiveCampaigns } from '../member-campaigns';

type Package = GroupWithPackages['packages'][number];

/** A campaign's mark: "Akcja: Podwójne na grunty ×2". */
function CampaignChips({ campaigns }: { campaigns: readonly MemberCampaign[] }) {
  return campaigns.map((c) => (
    <Chip key={c.id} size="small" color="secondary" label={`Akcja: ${c.name} ${rewardShort(c)}`} sx={{ maxWidth: '100%' }} />
  ));
}

/** The columns, with each package's campaigns (named by the package itself) beside its name. */
const columnsWith = (campaigns: readonly MemberCampaign[]): Column<Package>[] => [
  {
    key: 'name',
    header: 'Produkt',
    rowHeader: true,
    cell: (entry) => {
      const own = campaigns.filter((c) => c.packages.some((p) => p.id === entry.id));
      if (own.length === 0) return entry.name;
      return (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          {entry.name}
          <CampaignChips campaigns={own} />
        </Box>
      );
    },
  },
  { key: 'points', header: 'Punkty za kod', align: 'right', cell: (entry) => formatNumber(entry.points) },
  { key: 'expires', header: 'Oferta ważna do', cell: (entry) => (entry.expiresAt ? formatDate(entry.expiresAt) : 'bez terminu') },
];

function GroupTable({ group, packages, campaigns }: GroupWithPackages & { campaigns: readonly MemberCampaign[] }) {
  // Campaigns on the group (by the packages' group name), said once above its table.
  const onGroup = campaigns.filter((c) => packages.some((p) => c.groupNames.includes(p.groupName)));
  const onPackages = campaigns.filter((c) => !onGroup.includes(c));
  return (
    <Section title={group.name}>
      {onGroup.length > 0 ? (
        <Box role="note" aria-label={`Akcje w grupie ${group.name}`} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
          <CampaignChips campaigns={onGroup} />
        </Box>
      ) : null}
      <DataTable rows={packages} columns={columnsWith(onPackages)} label={`Punktacja — ${group.name}`} />
    </Section>
  );
}

/** /points — "Punktacja produktów": active groups, each with its current packages. */
export default function PointsPage() {
  const groups = usePointsGroups('customer');
  const packages = usePackages('customer');
  const campaigns = useActiveCampaigns().data?.items ?? [];
  const both: QueryLike<GroupWithPackages[]> = {
    data: groups.data && packages.data ? packagesByGroup(groups.data, packages.data) : undefined,
    isPending: groups.isPending || packages.isPending,
    isError: groups.isError || packages.isError,
    fetchStatus: groups.isFetching || packages.isFetching ? 'fetching' : 'idle',
    refetch: () => Promise.all([groups.refetch(), packages.refetch()]),
  };

  return (
    <Page title={paths.points.title} lead="Tyle punktów dostajesz za kod z opakowania produktu.">
      <ActiveCampaigns campaigns={campaigns} lead="Za kody oznaczonych produktów dostajesz teraz dodatkowe punkty." sx={{ mb: 3 }} />
      <QueryView query={both} isEmpty={(list) => list.length === 0}>
        {(list) => list.map((item) => <GroupTable key={item.group.id} {...item} campaigns={campaigns} />)}
      </QueryView>
    </Page>
  );
}
