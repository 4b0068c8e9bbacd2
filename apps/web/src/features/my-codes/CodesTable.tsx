import { LEDGER_SOURCE_LABELS, type CodesResponse } from '@klub/contracts';
import type { Column } from '../../components/table';
import { formatNumber } from '../../lib/format';
import { formatDateTime } from '../../lib/dates';

/** Columns of entered codes: the member's own list and an admin's view of a member. */
export const enteredCodeColumns: Column<CodesResponse['data'][number]>[] = [
  { key: 'code', header: 'Kod', rowHeader: true, sx: { fontFamily: 'monospace', whiteSpace: 'nowrap' }, cell: (code) => code.code },
  { key: 'package', header: 'Produkt', cell: (code) => `${code.packageName}${code.isNotActual ? ' (oferta zakończona)' : ''}` },
  { key: 'group', header: 'Grupa', cell: (code) => code.groupName },
  { key: 'points', header: 'Punkty', align: 'right', cell: (code) => formatNumber(code.points) },
  { key: 'date', header: 'Data', sx: { whiteSpace: 'nowrap' }, cell: (code) => formatDateTime(code.redeemedAt) },
  { key: 'source', header: 'Gdzie wpisany', cell: (code) => LEDGER_SOURCE_LABELS[code.source] ?? '—' },
];
