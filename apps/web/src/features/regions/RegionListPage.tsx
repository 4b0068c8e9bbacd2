import Button from '@mui/material/Button';
import { Link } from 'react-router';
import type { Region } from '@klub/contracts';
import { AddLink } from '../../components/layout/AddLink';
import { Page } from '../../components/layout/Page';
import { actionsColumn, DataTable, editDelete, type Column, RowActions } from '../../components/table';
import { href, paths } from '../../config/paths';
import { useDeleteRegion, useRegions } from './api';

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
        <>
          <Button component={Link} to={R.districts.path} variant="outlined">
            Powiaty
          </Button>
          <AddLink to={href(R.form, { id: null })}>Dodaj region</AddLink>
        </>
      }
    >
      <DataTable query={regions} rows={(list) => list} columns={columns} rowKey={(r) => r.id} label="Regiony" />
    </Page>
  );
}
