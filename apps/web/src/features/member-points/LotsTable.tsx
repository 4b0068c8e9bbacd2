import type { MemberPoints } from '@klub/contracts';
import { DataTable, type Column } from '../../components/table';
import { formatNumber } from '../../lib/format';
import { formatDate } from '../../lib/dates';

type Lot = MemberPoints['points'][number];

const columns: Column<Lot>[] = [
  { key: 'name', header: 'Za co', rowHeader: true, cell: (lot) => lot.name },
  { key: 'group', header: 'Pochodzenie', cell: (lot) => lot.groupName || '—' },
  { key: 'points', header: 'Przyznano', align: 'right', cell: (lot) => formatNumber(lot.points) },
  { key: 'used', header: 'Wykorzystano', align: 'right', cell: (lot) => formatNumber(lot.orderPoints) },
  { key: 'left', header: 'Pozostało', align: 'right', cell: (lot) => formatNumber(Math.max(0, lot.points - lot.orderPoints)) },
  { key: 'expires', header: 'Ważne do', cell: (lot) => formatDate(lot.expiresAt) || 'bez terminu' },
  { key: 'state', header: 'Stan', cell: (lot) => (lot.isNotActual ? 'wykorzystane lub wygasłe' : 'aktywne') },
];

/**
 * The member's credit lots (docs/domain.md): `points` credited, `orderPoints` already spent,
 * `isNotActual` (greyed) when expired or used up.
 */
export function LotsTable({ lots }: { lots: readonly Lot[] }) {
  return (
    <DataTable
      rows={lots}
      columns={columns}
      label="Pule punktów"
      rowProps={(lot) => (lot.isNotActual ? { sx: { '& td, & th': { color: 'text.secondary' } } } : {})}
    />
  );
}
