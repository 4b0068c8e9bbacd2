import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Edit from '@mui/icons-material/Edit';
import VerifiedUser from '@mui/icons-material/VerifiedUser';
import { Link } from 'react-router';
import type { Distributor } from '@klub/contracts';
import { ConfirmDeleteButton } from '../../components/feedback/ConfirmDeleteButton';
import { showToast } from '../../components/toast';
import { href, paths } from '../../config/paths';
import { useAuthorizeDistributor, useDeleteDistributor } from './api';

const D = paths.admin.distributors;

/** "526-025-09-95" for a stored 10-digit NIP. */
export function formatNip(nip: string | null): string {
  return nip && /^\d{10}$/.test(nip) ? `${nip.slice(0, 3)}-${nip.slice(3, 6)}-${nip.slice(6, 8)}-${nip.slice(8)}` : (nip ?? '—');
}

function DistributorRow({ distributor: d, authorize }: { distributor: Distributor; authorize: boolean }) {
  const remove = useDeleteDistributor();
  const approve = useAuthorizeDistributor();
  const address = [d.street, [d.postCode, d.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return (
    <TableRow hover>
      <TableCell component="th" scope="row">
        {d.name}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatNip(d.nip)}</TableCell>
      <TableCell>{address || '—'}</TableCell>
      <TableCell>{d.regionName ?? '—'}</TableCell>
      <TableCell>{[d.email, d.phone].filter(Boolean).join(', ') || '—'}</TableCell>
      <TableCell>
        {d.isAuthorized ? (
          <Chip size="small" color="success" label="Autoryzowany" />
        ) : (
          <Chip size="small" color="warning" label="Czeka na autoryzację" />
        )}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {authorize && !d.isAuthorized ? (
          <Button
            size="small"
            variant="contained"
            startIcon={<VerifiedUser />}
            disabled={approve.isPending}
            aria-label={`Autoryzuj dystrybutora ${d.name}`}
            onClick={() =>
              approve.mutate(d.id, {
                onSuccess: () => showToast(`Autoryzowano dystrybutora ${d.name}`, 'success'),
              })
            }
            sx={{ mr: 1 }}
          >
            Autoryzuj
          </Button>
        ) : null}
        <Tooltip title={`Edytuj dystrybutora ${d.name}`}>
          <IconButton component={Link} to={href(D.edit, { id: d.id })} aria-label={`Edytuj dystrybutora ${d.name}`} size="small">
            <Edit fontSize="small" />
          </IconButton>
        </Tooltip>
        <ConfirmDeleteButton
          label={`Usuń dystrybutora ${d.name}`}
          question={`Czy na pewno usunąć dystrybutora „${d.name}”?`}
          busy={remove.isPending}
          onConfirm={() => remove.mutateAsync(d.id).then(() => showToast('Usunięto dystrybutora', 'success'))}
        />
      </TableCell>
    </TableRow>
  );
}

/** Distributors as a table; `authorize` adds the "Autoryzuj" action for those still waiting. */
export function DistributorsTable({ rows, authorize = false }: { rows: readonly Distributor[]; authorize?: boolean }) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Dystrybutorzy">
        <TableHead>
          <TableRow>
            <TableCell>Nazwa</TableCell>
            <TableCell>NIP</TableCell>
            <TableCell>Adres</TableCell>
            <TableCell>Region</TableCell>
            <TableCell>Kontakt</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Akcje</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((d) => (
            <DistributorRow key={d.id} distributor={d} authorize={authorize} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
