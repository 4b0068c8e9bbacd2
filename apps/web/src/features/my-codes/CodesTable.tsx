import { LEDGER_SOURCE_LABELS, type CodesResponse } from '@klub/contracts';
import type { QueryLike } from '../../components/feedback/QueryView';
import { DataTable, type Column, type Paging } from '../../components/table';
import { formatNumber } from '../../lib/format';
import { formatDateTime } from '../../lib/dates';

/** Columns of entered codes: the member's own list and an admin's view of a member. */
const enteredCodeColumns: Column<CodesResponse['data'][number]>[] = [
  { key: 'code', header: 'Kod', rowHeader: true, sx: { fontFamily: 'monospace', whiteSpace: 'nowrap' }, cell: (code) => code.code },
  { key: 'package', header: 'Produkt', cell: (code) => `${code.packageName}${code.isNotActual ? ' (oferta zakończona)' : ''}` },
  { key: 'group', header: 'Grupa', cell: (code) => code.groupName },
  {
    key: 'points',
    header: 'Punkty',
    align: 'right',
    cell: (code) =>
      code.review === 'PENDING'
        ? `${formatNumber(code.points)} (czeka na weryfikację)`
        : code.review === 'REJECTED'
          ? '0 (kod odrzucony)'
          : formatNumber(code.points),
  },
  { key: 'date', header: 'Data', sx: { whiteSpace: 'nowrap' }, cell: (code) => formatDateTime(code.redeemedAt) },
  { key: 'source', header: 'Gdzie wpisany', cell: (code) => LEDGER_SOURCE_LABELS[code.source] ?? '—' },
];

/** "Wpisane kody": the codes a member entered, a page at a time. */
export function EnteredCodesTable({ query, paging, emptyText }: { query: QueryLike<CodesResponse>; paging: Paging; emptyText?: string }) {
  return (
    <DataTable
      query={query}
      columns={enteredCodeColumns}
      label="Wpisane kody"
      isEmpty={(c) => c.total === 0}
      emptyText={emptyText}
      paging={paging}
    />
  );
}
