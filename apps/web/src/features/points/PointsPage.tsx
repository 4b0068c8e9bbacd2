import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { QueryView, type QueryLike } from '../../components/feedback/QueryView';
import { Page } from '../../components/layout/Page';
import { Section } from '../../components/layout/Section';
import { paths } from '../../config/paths';
import { formatDate, formatNumber } from '../../lib/format';
import { usePackages, usePointsGroups } from './api';
import { packagesByGroup, type GroupWithPackages } from './group-matching';

function GroupTable({ group, packages }: GroupWithPackages) {
  return (
    <Section title={group.name}>
      <Table size="small" aria-label={`Punktacja — ${group.name}`}>
        <TableHead>
          <TableRow>
            <TableCell>Produkt</TableCell>
            <TableCell align="right">Punkty za kod</TableCell>
            <TableCell>Oferta ważna do</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {packages.map((entry) => (
            <TableRow key={entry.id}>
              <TableCell component="th" scope="row">
                {entry.name}
              </TableCell>
              <TableCell align="right">{formatNumber(entry.points)}</TableCell>
              <TableCell>{entry.expiresAt ? formatDate(entry.expiresAt) : 'bez terminu'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
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
