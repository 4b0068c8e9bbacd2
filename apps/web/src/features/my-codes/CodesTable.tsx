import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { LEDGER_SOURCE_LABELS, type CodesResponse } from '@klub/contracts';
import { formatDateTime, formatNumber } from '../../lib/format';

/** Entered codes (one page): the member's own list and an admin's view of a member. */
export function CodesTable({ codes }: { codes: CodesResponse['data'] }) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Wpisane kody">
        <TableHead>
          <TableRow>
            <TableCell>Kod</TableCell>
            <TableCell>Produkt</TableCell>
            <TableCell>Grupa</TableCell>
            <TableCell align="right">Punkty</TableCell>
            <TableCell>Data</TableCell>
            <TableCell>Gdzie wpisany</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {codes.map((code) => (
            <TableRow key={code.id}>
              <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace' }}>
                {code.code}
              </TableCell>
              <TableCell>
                {code.packageName}
                {code.isNotActual ? ' (oferta zakończona)' : ''}
              </TableCell>
              <TableCell>{code.groupName}</TableCell>
              <TableCell align="right">{formatNumber(code.points)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(code.redeemedAt)}</TableCell>
              <TableCell>{LEDGER_SOURCE_LABELS[code.source] ?? '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
