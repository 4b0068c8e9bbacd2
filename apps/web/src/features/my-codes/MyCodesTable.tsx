import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { LEDGER_SOURCE_LABELS, PAGE_SIZES } from '@klub/contracts';
import { QueryView } from '../../components/feedback/QueryView';
import { Pagination, usePaging } from '../../components/table';
import { formatDateTime, formatNumber } from '../../lib/format';
import { useMyCodes } from './api';

/** The member's entered codes, newest first, with server paging. */
export function MyCodesTable() {
  const paging = usePaging(PAGE_SIZES.ranking);
  const codes = useMyCodes(paging.skip, paging.take);
  return (
    <QueryView query={codes} isEmpty={(c) => c.total === 0} emptyText="Brak danych — nie wpisano jeszcze żadnego kodu">
      {(c) => (
        <>
          {c.allNotActual ? (
            <Alert severity="info" sx={{ mb: 2 }}>
              Oferty wszystkich Twoich kodów już się zakończyły.
            </Alert>
          ) : null}
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
                {c.data.map((code) => (
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
          <Pagination paging={paging} total={c.total} />
        </>
      )}
    </QueryView>
  );
}
