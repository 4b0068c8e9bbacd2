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
import type { PointsEntry } from '@klub/contracts';
import { ConfirmDeleteButton } from '../../../components/feedback/ConfirmDeleteButton';
import { QueryView } from '../../../components/feedback/QueryView';
import { Page } from '../../../components/layout/Page';
import { showToast } from '../../../components/toast';
import { href, paths } from '../../../config/paths';
import { formatDate, formatNumber } from '../../../lib/format';
import { useDeletePackage, usePackages } from '../api';

function PackageRow({ entry }: { entry: PointsEntry }) {
  const remove = useDeletePackage();
  return (
    <TableRow hover>
      <TableCell component="th" scope="row">
        {entry.name}
      </TableCell>
      <TableCell>{entry.groupName}</TableCell>
      <TableCell align="right">{formatNumber(entry.points)}</TableCell>
      <TableCell align="right">{formatNumber(entry.orderPoints)}</TableCell>
      <TableCell>{formatDate(entry.expiresAt) || '—'}</TableCell>
      <TableCell>{entry.isNotActual ? 'Tak' : 'Nie'}</TableCell>
      <TableCell align="right">{entry.pos}</TableCell>
      <TableCell align="right">{formatNumber(entry.codesCount ?? 0)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <Tooltip title={`Edytuj pakiet ${entry.name}`}>
          <IconButton
            component={Link}
            to={href(paths.admin.points.packageEdit, { id: entry.id })}
            aria-label={`Edytuj pakiet ${entry.name}`}
            size="small"
          >
            <Edit fontSize="small" />
          </IconButton>
        </Tooltip>
        <ConfirmDeleteButton
          label={`Usuń pakiet ${entry.name}`}
          question={`Czy na pewno usunąć pakiet „${entry.name}”?`}
          busy={remove.isPending}
          onConfirm={() =>
            remove.mutateAsync(entry.id).then(
              () => showToast('Usunięto pakiet', 'success'),
            )
          }
        />
      </TableCell>
    </TableRow>
  );
}

/** /admin/points/list — every package of the points table. */
export default function PackageListPage() {
  const packages = usePackages('admin');
  return (
    <Page
      title={paths.admin.points.list.title}
      actions={
        <Button component={Link} to={paths.admin.points.packageAdd.path} variant="contained" startIcon={<Add />}>
          Dodaj pakiet
        </Button>
      }
    >
      <QueryView query={packages} isEmpty={(list) => list.length === 0}>
        {(list) => (
          <TableContainer>
            <Table size="small" aria-label="Pakiety">
              <TableHead>
                <TableRow>
                  <TableCell>Nazwa</TableCell>
                  <TableCell>Grupa</TableCell>
                  <TableCell align="right">Punkty za kod</TableCell>
                  <TableCell align="right">Punkty za zamówienie</TableCell>
                  <TableCell>Koniec oferty</TableCell>
                  <TableCell>Nieaktualny</TableCell>
                  <TableCell align="right">Kolejność</TableCell>
                  <TableCell align="right">Kody</TableCell>
                  <TableCell>Akcje</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {list.map((entry) => (
                  <PackageRow key={entry.id} entry={entry} />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </QueryView>
    </Page>
  );
}
