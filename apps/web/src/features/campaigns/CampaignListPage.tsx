import type { Campaign } from '@klub/contracts';
import { AddLink } from '../../components/layout/AddLink';
import { Page } from '../../components/layout/Page';
import { RouterLink } from '../../components/layout/RouterLink';
import { DataTable, editDeleteColumn, type Column } from '../../components/table';
import { href, paths } from '../../config/paths';
import { useCampaigns, useDeleteCampaign } from './api';
import { CampaignStatusChip, capLabel, rewardLabel, SpentCell, windowLabel } from './campaign-labels';

const P = paths.admin.campaigns;
const detailsOf = (c: Campaign) => href(P.edit, { id: c.id });

const columns: Column<Campaign>[] = [
  {
    key: 'name',
    header: 'Nazwa',
    rowHeader: true,
    cell: (c) => <RouterLink to={detailsOf(c)}>{c.name}</RouterLink>,
  },
  { key: 'status', header: 'Status', cell: (c) => <CampaignStatusChip status={c.status} /> },
  { key: 'window', header: 'Okres', sx: { whiteSpace: 'nowrap' }, cell: windowLabel },
  { key: 'reward', header: 'Nagroda', sx: { whiteSpace: 'nowrap' }, cell: rewardLabel },
  { key: 'spent', header: 'Przyznano / budżet', cell: (c) => <SpentCell campaign={c} /> },
  { key: 'cap', header: 'Limit na członka', sx: { whiteSpace: 'nowrap' }, cell: (c) => capLabel(c.memberCap) },
  editDeleteColumn<Campaign>('akcję', { to: detailsOf, useDelete: useDeleteCampaign, canDelete: (c) => c.status === 'DRAFT' }),
];

/** /admin/campaigns — the bonus-point campaigns, "Akcje punktowe" (docs/domain.md). */
export default function CampaignListPage() {
  const campaigns = useCampaigns();
  return (
    <Page
      title={P.list.title}
      lead="Dodatkowe punkty za kody wybranych pakietów, w wybranym okresie, dla wybranych odbiorców."
      actions={<AddLink to={P.add.path}>Dodaj akcję</AddLink>}
    >
      <DataTable
        query={campaigns}
        rows={(list) => list.items}
        columns={columns}
        label="Akcje punktowe"
        emptyText="Nie ma jeszcze akcji punktowych — dodaj pierwszą"
      />
    </Page>
  );
}
