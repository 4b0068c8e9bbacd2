import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import VerifiedUser from '@mui/icons-material/VerifiedUser';
import type { Distributor } from '@klub/contracts';
import { ConfirmDeleteButton } from '../../components/feedback/ConfirmDeleteButton';
import { EditIconLink, type Column } from '../../components/table';
import { showToast } from '../../components/toast';
import { href, paths } from '../../config/paths';
import { formatPhone } from '../../lib/format';
import { useAuthorizeDistributor, useDeleteDistributor } from './api';

const D = paths.admin.distributors;

/** "526-025-09-95" for a stored 10-digit NIP. */
export function formatNip(nip: string | null): string {
  return nip && /^\d{10}$/.test(nip) ? `${nip.slice(0, 3)}-${nip.slice(3, 6)}-${nip.slice(6, 8)}-${nip.slice(8)}` : (nip ?? '—');
}

function DistributorActions({ distributor: d, authorize }: { distributor: Distributor; authorize: boolean }) {
  const remove = useDeleteDistributor();
  const approve = useAuthorizeDistributor();
  return (
    <>
      {authorize && !d.isAuthorized ? (
        <Button
          size="small"
          variant="contained"
          startIcon={<VerifiedUser />}
          disabled={approve.isPending}
          aria-label={`Autoryzuj dystrybutora ${d.name}`}
          onClick={() => approve.mutate(d.id, { onSuccess: () => showToast(`Autoryzowano dystrybutora ${d.name}`, 'success') })}
          sx={{ mr: 1 }}
        >
          Autoryzuj
        </Button>
      ) : null}
      <EditIconLink to={href(D.edit, { id: d.id })} label={`Edytuj dystrybutora ${d.name}`} />
      <ConfirmDeleteButton
        label={`Usuń dystrybutora ${d.name}`}
        question={`Czy na pewno usunąć dystrybutora „${d.name}”?`}
        busy={remove.isPending}
        onConfirm={() => remove.mutateAsync(d.id).then(() => showToast('Usunięto dystrybutora', 'success'))}
      />
    </>
  );
}

const nowrap = { whiteSpace: 'nowrap' } as const;
const address = (d: Distributor) => [d.street, [d.postCode, d.city].filter(Boolean).join(' ')].filter(Boolean).join(', ') || '—';

/** The distributors table's columns; `authorize` adds the "Autoryzuj" action for those still waiting. */
export const distributorColumns = (authorize: boolean): Column<Distributor>[] => [
  { key: 'name', header: 'Nazwa', rowHeader: true, cell: (d) => d.name },
  { key: 'nip', header: 'NIP', sx: nowrap, cell: (d) => formatNip(d.nip) },
  { key: 'address', header: 'Adres', cell: address },
  { key: 'region', header: 'Region', cell: (d) => d.regionName ?? '—' },
  { key: 'contact', header: 'Kontakt', cell: (d) => [d.email, formatPhone(d.phone)].filter(Boolean).join(', ') || '—' },
  {
    key: 'status',
    header: 'Status',
    cell: (d) =>
      d.isAuthorized ? (
        <Chip size="small" color="success" label="Autoryzowany" />
      ) : (
        <Chip size="small" color="warning" label="Czeka na autoryzację" />
      ),
  },
  { key: 'actions', header: 'Akcje', sx: nowrap, cell: (d) => <DistributorActions distributor={d} authorize={authorize} /> },
];
