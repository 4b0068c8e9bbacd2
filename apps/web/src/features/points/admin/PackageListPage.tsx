import type { PointsEntry } from '@klub/contracts';
import { AddLink } from '../../../components/layout/AddLink';
import { Page } from '../../../components/layout/Page';
import { actionsColumn, DataTable, editDelete, type Column, RowActions } from '../../../components/table';
import { href, paths } from '../../../config/paths';
import { formatNumber } from '../../../lib/format';
import { formatDate } from '../../../lib/dates';
import { useDeletePackage, usePackages } from '../api';

const columns: Column<PointsEntry>[] = [
  { key: 'name', header: 'Nazwa', rowHeader: true, cell: (e) => e.name },
  { key: 'group', header: 'Grupa', cell: (e) => e.groupName },
  { key: 'points', header: 'Punkty za kod', align: 'right', cell: (e) => formatNumber(e.points) },
  { key: 'orderPoints', header: 'Punkty za zamówienie', align: 'right', cell: (e) => formatNumber(e.orderPoints) },
  { key: 'expiresAt', header: 'Koniec oferty', cell: (e) => formatDate(e.expiresAt) || '—' },
  { key: 'notActual', header: 'Nieaktualny', cell: (e) => (e.isNotActual ? 'Tak' : 'Nie') },
  { key: 'pos', header: 'Kolejność', align: 'right', cell: (e) => e.pos },
  { key: 'codes', header: 'Kody', align: 'right', cell: (e) => formatNumber(e.codesCount ?? 0) },
  actionsColumn((e: PointsEntry) => (
    <RowActions {...editDelete('pakiet', e, href(paths.admin.points.packageEdit, { id: e.id }), useDeletePackage)} />
  )),
];

/** /admin/points/list — every package of the points table. */
export default function PackageListPage() {
  const packages = usePackages('admin');
  return (
    <Page title={paths.admin.points.list.title} actions={<AddLink to={paths.admin.points.packageAdd.path}>Dodaj pakiet</AddLink>}>
      <DataTable query={packages} rows={(list) => list} columns={columns} label="Pakiety" />
    </Page>
  );
}
