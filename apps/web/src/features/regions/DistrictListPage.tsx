import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Add from '@mui/icons-material/Add';
import Edit from '@mui/icons-material/Edit';
import { Link, useSearchParams } from 'react-router';
import type { District } from '@klub/contracts';
import { ConfirmDeleteButton } from '../../components/feedback/ConfirmDeleteButton';
import { QueryView } from '../../components/feedback/QueryView';
import { Page } from '../../components/layout/Page';
import { showToast } from '../../components/toast';
import { href, paths } from '../../config/paths';
import { useDeleteDistrict, useDistricts, useRegions } from './api';
import { regionIdParam } from './region-param';

const R = paths.admin.regions;

function DistrictRow({ district }: { district: District }) {
  const remove = useDeleteDistrict();
  return (
    <TableRow hover>
      <TableCell component="th" scope="row">
        {district.name}
      </TableCell>
      <TableCell>{district.regionName}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <Tooltip title={`Edytuj powiat ${district.name}`}>
          <IconButton
            component={Link}
            to={href(R.districtForm, { id: district.id })}
            aria-label={`Edytuj powiat ${district.name}`}
            size="small"
          >
            <Edit fontSize="small" />
          </IconButton>
        </Tooltip>
        <ConfirmDeleteButton
          label={`Usuń powiat ${district.name}`}
          question={`Czy na pewno usunąć powiat „${district.name}”?`}
          busy={remove.isPending}
          onConfirm={() =>
            remove.mutateAsync(district.id).then(
              () => showToast('Usunięto powiat', 'success'),
            )
          }
        />
      </TableCell>
    </TableRow>
  );
}

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
      actions={
        <>
          <Button component={Link} to={R.list.path} variant="outlined">
            Regiony
          </Button>
          <Button component={Link} to={addTo} variant="contained" startIcon={<Add />}>
            Dodaj powiat
          </Button>
        </>
      }
    >
      <Box role="search" aria-label="Filtr powiatów" sx={{ mb: 3, maxWidth: 360 }}>
        <TextField
          select
          fullWidth
          label="Region"
          value={regionId ?? ''}
          onChange={(e) => setParams(e.target.value ? { regionId: e.target.value } : {}, { replace: true })}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">Wszystkie regiony</option>
          {(regions.data ?? []).map((r) => (
            <option key={r.id} value={r.id}>
              {r.name}
            </option>
          ))}
        </TextField>
      </Box>
      <QueryView query={districts} isEmpty={(list) => list.length === 0}>
        {(list) => (
          <TableContainer>
            <Table size="small" aria-label="Powiaty">
              <TableHead>
                <TableRow>
                  <TableCell>Nazwa</TableCell>
                  <TableCell>Region</TableCell>
                  <TableCell>Akcje</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {list.map((district) => (
                  <DistrictRow key={district.id} district={district} />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </QueryView>
    </Page>
  );
}
