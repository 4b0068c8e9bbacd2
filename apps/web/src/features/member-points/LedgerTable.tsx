import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { LEDGER_SOURCE_LABELS, type LedgerEntry } from '@klub/contracts';
import { formatDate, formatDateTime, formatSignedNumber } from '../../lib/format';

/** A ledger source in words: the server's label, else the contract's, else its number. */
export function sourceLabel(entry: Pick<LedgerEntry, 'source' | 'sourceLabel'>): string {
  return entry.sourceLabel || LEDGER_SOURCE_LABELS[entry.source] || `Źródło ${entry.source}`;
}

/** The reason, plus the code when the reason does not name it already ("Kod XXXX-… — Farba"). */
function description(entry: LedgerEntry): string {
  const code = entry.code && !entry.reason.includes(entry.code) ? `kod ${entry.code}` : '';
  const parts = [entry.reason, code].filter(Boolean);
  return parts.join(', ') || '—';
}

/** Points history: signed amounts with human-readable sources; `showActor` for the back office. */
export function LedgerTable({ entries, showActor = false }: { entries: readonly LedgerEntry[]; showActor?: boolean }) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Historia punktów">
        <TableHead>
          <TableRow>
            <TableCell>Data</TableCell>
            <TableCell>Źródło</TableCell>
            <TableCell>Opis</TableCell>
            <TableCell align="right">Punkty</TableCell>
            <TableCell>Ważne do</TableCell>
            {showActor ? <TableCell>Wykonał</TableCell> : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.createdAt)}</TableCell>
              <TableCell>{sourceLabel(entry)}</TableCell>
              <TableCell>{description(entry)}</TableCell>
              <TableCell
                align="right"
                sx={{ fontWeight: 600, whiteSpace: 'nowrap', color: entry.amount < 0 ? 'error.main' : 'success.main' }}
              >
                {formatSignedNumber(entry.amount)}
              </TableCell>
              <TableCell>{formatDate(entry.expiresAt) || '—'}</TableCell>
              {showActor ? <TableCell>{entry.actor ?? '—'}</TableCell> : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
