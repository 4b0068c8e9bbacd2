import { QueryView, type QueryLike } from '../../components/feedback/QueryView';
import { Page } from '../../components/layout/Page';
import { Section } from '../../components/layout/Section';
import { DataTable, type Column } from '../../components/table';
import { paths } from '../../config/paths';
import { formatNumber } from '../../lib/format';
import { formatDate } from '../../lib/dates';
import { usePackages, usePointsGroups } from './api';
import { packagesByGroup, type GroupWithPackages } from './group-matching';

type Package = GroupWithPackages['packages'][number];

const columns: Column<Package>[] = [
  { key: 'name', header: 'Produkt', rowHeader: true, cell: (entry) => entry.name },
  { key: 'points', header: 'Punkty za kod', align: 'right', cell: (entry) => formatNumber(entry.points) },
  { key: 'expires', header: 'Oferta ważna do', cell: (entry) => (entry.expiresAt ? formatDate(entry.expiresAt) : 'bez terminu') },
];

function GroupTable({ group, packages }: GroupWithPackages) {
  return (
    <Section title={group.name}>
      <DataTable rows={packages} columns={columns} label={`Punktacja — ${group.name}`} />
    </Section>
  );
}

/** /points — "Punktacja produktów": active groups, each with its current packages. */
export default function PointsPage() {
  const groups = usePointsGroups('customer');
  const packages = usePackages('customer');
  const both: QueryLike<GroupWithPackages[]> = {
    data: groups.data && packages.data ? packagesByGroup(groups.data, packages.data) : undefined,
    isPending: groups.isPending || packages.isPending,
    isError: groups.isError || packages.isError,
    fetchStatus: groups.isFetching || packages.isFetching ? 'fetching' : 'idle',
    refetch: () => Promise.all([groups.refetch(), packages.refetch()]),
  };

  return (
    <Page title={paths.points.title} lead="Tyle punktów dostajesz za kod z opakowania produktu.">
      <QueryView query={both} isEmpty={(list) => list.length === 0}>
        {(list) => list.map((item) => <GroupTable key={item.group.id} {...item} />)}
      </QueryView>
    </Page>
  );
}
