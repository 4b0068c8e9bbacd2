import type { ReactNode } from 'react';
import type { OrderElement } from '@klub/contracts';
import { DataTable, type Column } from '../../components/table';
import { formatPkt } from '../../lib/format';

export function elementState(e: OrderElement): string {
  if (e.isDeleted) return 'Usunięta (punkty zwrócone)';
  return e.isSent ? 'Wysłane' : 'W przygotowaniu do wysyłki';
}

/** A deleted line is struck through, except its state and actions. */
const notStruck = { textDecoration: 'none !important' } as const;
const deletedRow = { sx: { '& td': { color: 'text.disabled', textDecoration: 'line-through' } } };

const columns: Column<OrderElement>[] = [
  {
    key: 'prize',
    header: 'Nagroda',
    cell: (e) => `${e.prizeName}${e.shopNumber !== null ? ` (sklep partnerski nr ${e.shopNumber})` : ''}`,
  },
  { key: 'variant', header: 'Wariant', cell: (e) => e.characteristicName ?? '—' },
  { key: 'amount', header: 'Ilość', align: 'right', cell: (e) => e.amount },
  { key: 'price', header: 'Cena', align: 'right', cell: (e) => formatPkt(e.unitPoints) },
  { key: 'total', header: 'Razem', align: 'right', cell: (e) => formatPkt(e.totalPoints) },
  { key: 'state', header: 'Stan', sx: notStruck, cell: elementState },
];

/** The lines of an order; `actions` adds a last column (admin toggles). */
export function OrderElementsTable({
  elements,
  label,
  actions,
}: {
  elements: OrderElement[];
  label: string;
  actions?: (e: OrderElement) => ReactNode;
}) {
  return (
    <DataTable
      rows={elements}
      columns={actions ? [...columns, { key: 'actions', header: 'Akcje', sx: notStruck, cell: actions }] : columns}
      label={label}
      rowProps={(e) => (e.isDeleted ? deletedRow : {})}
    />
  );
}
