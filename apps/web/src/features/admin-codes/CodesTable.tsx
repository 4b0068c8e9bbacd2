import type { Column } from '../../components/table';
import { RouterLink } from '../../components/layout/RouterLink';
import { href, paths } from '../../config/paths';
import { formatNumber } from '../../lib/format';
import { formatDateTime } from '../../lib/dates';
import { CODE_STATUS_LABELS, type AdminCodesResponse } from './types';

type AdminCodeRow = AdminCodesResponse['data'][number];

export const codeDetailsPath = (code: AdminCodeRow) => href(paths.admin.codes.codeDetails, { id: code.id });

/** Search results; the code is a link to its details (the whole row also opens them on click). */
export const codeColumns: Column<AdminCodeRow>[] = [
  {
    key: 'code',
    header: 'Kod',
    rowHeader: true,
    sx: { fontFamily: 'monospace', whiteSpace: 'nowrap' },
    cell: (code) => (
      <RouterLink to={codeDetailsPath(code)} onClick={(e) => e.stopPropagation()}>
        {code.code}
      </RouterLink>
    ),
  },
  { key: 'package', header: 'Pakiet', cell: (code) => code.packageName },
  { key: 'points', header: 'Punkty', align: 'right', cell: (code) => formatNumber(code.points) },
  { key: 'batch', header: 'Partia', align: 'right', cell: (code) => code.batchId ?? '—' },
  { key: 'status', header: 'Status', cell: (code) => CODE_STATUS_LABELS[code.status] },
  { key: 'member', header: 'Członek klubu', cell: (code) => (code.user ? code.user.fullName : '—') },
  { key: 'redeemedAt', header: 'Wykorzystany', sx: { whiteSpace: 'nowrap' }, cell: (code) => formatDateTime(code.redeemedAt) || '—' },
];
