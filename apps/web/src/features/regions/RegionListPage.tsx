import type { Region } from '@klub/contracts';
import { Page } from '../../components/layout/Page';
import { actionsColumn, DataTable, editDelete, type Column, RowActions } from '../../components/table';
import { href, paths } from '../../config/paths';
import { useDeleteRegion, useRegions } from './api';
import { ListActions } from './ListActions';

const R = paths.admin.regions;

const columns: Column<Region>[] = [
  { key: 'name', header: 'Nazwa', rowHeader: true, cell: (r) => r.name },
  actionsColumn((r: Region) => <RowActions {...editDelete('region', r, href(R.form, { id: r.id }), useDeleteRegion)} />),
];

/** /admin/regions — regions (województwa / regiony sprzedaży). */
export default function RegionListPage() {
  const regions = useRegions();
  return (
    <Page
      title={R.list.title}
      actions={
        <ListActions other={{ to: R.districts.path, label: 'Powiaty' }} add={{ to: href(R.form, { id: null }), label: 'Dodaj region' }} />
      }
    >
      <DataTable query={regions} rows={(list) => list} columns={columns} label="Regiony" />
    </Page>
  );
}
