import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Add from '@mui/icons-material/Add';
import Edit from '@mui/icons-material/Edit';
import { Link } from 'react-router';
import type { Region } from '@klub/contracts';
import { ConfirmDeleteButton } from '../../components/feedback/ConfirmDeleteButton';
import { QueryView } from '../../components/feedback/QueryView';
import { Page } from '../../components/layout/Page';
import { showToast } from '../../components/toast';
import { href, paths } from '../../config/paths';
import { useDeleteRegion, useRegions } from './api';

const R = paths.admin.regions;

function RegionRow({ region }: { region: Region }) {
  const remove = useDeleteRegion();
  return (
    <TableRow hover>
      <TableCell component="th" scope="row">
        {region.name}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <Tooltip title={`Edytuj region ${region.name}`}>
          <IconButton component={Link} to={href(R.form, { id: region.id })} aria-label={`Edytuj region ${region.name}`} size="small">
            <Edit fontSize="small" />
          </IconButton>
        </Tooltip>
        <ConfirmDeleteButton
          label={`Usuń region ${region.name}`}
          question={`Czy na pewno usunąć region „${region.name}”?`}
          busy={remove.isPending}
          onConfirm={() =>
            remove.mutateAsync(region.id).then(
              () => showToast('Usunięto region', 'success'),
            )
          }
        />
      </TableCell>
    </TableRow>
  );
}

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
          <Button component={Link} to={href(R.form, { id: null })} variant="contained" startIcon={<Add />}>
            Dodaj region
          </Button>
        </>
      }
    >
      <QueryView query={regions} isEmpty={(list) => list.length === 0}>
        {(list) => (
          <TableContainer>
            <Table size="small" aria-label="Regiony">
              <TableHead>
                <TableRow>
                  <TableCell>Nazwa</TableCell>
                  <TableCell>Akcje</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {list.map((region) => (
                  <RegionRow key={region.id} region={region} />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </QueryView>
    </Page>
  );
}
