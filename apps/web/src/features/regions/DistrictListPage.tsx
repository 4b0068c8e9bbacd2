import Box from '@mui/material/Box';
import { useSearchParams } from 'react-router';
import type { District } from '@klub/contracts';
import { NativeSelect } from '../../components/form/NativeSelect';
import { Page } from '../../components/layout/Page';
import { actionsColumn, DataTable, editDelete, type Column, RowActions } from '../../components/table';
import { href, paths } from '../../config/paths';
import { useDeleteDistrict, useDistricts, useRegions } from './api';
import { regionIdParam } from './region-param';
import { ListActions } from './ListActions';

const R = paths.admin.regions;

const columns: Column<District>[] = [
  { key: 'name', header: 'Nazwa', rowHeader: true, cell: (d) => d.name },
  { key: 'region', header: 'Region', cell: (d) => d.regionName },
  actionsColumn((d: District) => <RowActions {...editDelete('powiat', d, href(R.districtForm, { id: d.id }), useDeleteDistrict)} />),
];

/** /admin/regions/districts — districts (powiaty), filtered by region (?regionId= in the URL). */
export default function DistrictListPage() {
  const [params, setParams] = useSearchParams();
  const regionId = regionIdParam(params);
  const regions = useRegions();
  const districts = useDistricts(regionId);
  const addTo = `${href(R.districtForm, { id: null })}${regionId ? `?regionId=${regionId}` : ''}`;
  return (
    <Page
      title={R.districts.title}
      actions={<ListActions other={{ to: R.list.path, label: 'Regiony' }} add={{ to: addTo, label: 'Dodaj powiat' }} />}
    >
      <Box role="search" aria-label="Filtr powiatów" sx={{ mb: 3, maxWidth: 360 }}>
        <NativeSelect
          fullWidth
          label="Region"
          value={regionId ?? ''}
          onChange={(picked) => setParams(picked ? { regionId: picked } : {}, { replace: true })}
        >
          <option value="">Wszystkie regiony</option>
          {(regions.data ?? []).map((r) => (
            <option key={r.id} value={r.id}>
              {r.name}
            </option>
          ))}
        </NativeSelect>
      </Box>
      <DataTable query={districts} rows={(list) => list} columns={columns} label="Powiaty" />
    </Page>
  );
}
