import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { MemberPoints } from '@klub/contracts';
import { EmptyState } from '../../components/feedback/EmptyState';
import { formatDate, formatNumber } from '../../lib/format';

type Lot = MemberPoints['points'][number];

/**
 * The member's credit lots (docs/domain.md): `points` credited, `orderPoints` already spent,
 * `isNotActual` when expired or used up.
 */
export function LotsTable({ lots }: { lots: readonly Lot[] }) {
  if (lots.length === 0) return <EmptyState />;
  return (
    <TableContainer>
      <Table size="small" aria-label="Pule punktów">
        <TableHead>
          <TableRow>
            <TableCell>Za co</TableCell>
            <TableCell>Pochodzenie</TableCell>
            <TableCell align="right">Przyznano</TableCell>
            <TableCell align="right">Wykorzystano</TableCell>
            <TableCell align="right">Pozostało</TableCell>
            <TableCell>Ważne do</TableCell>
            <TableCell>Stan</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lots.map((lot) => (
            <TableRow key={lot.id} sx={lot.isNotActual ? { '& td, & th': { color: 'text.secondary' } } : undefined}>
              <TableCell component="th" scope="row">
                {lot.name}
              </TableCell>
              <TableCell>{lot.groupName || '—'}</TableCell>
              <TableCell align="right">{formatNumber(lot.points)}</TableCell>
              <TableCell align="right">{formatNumber(lot.orderPoints)}</TableCell>
              <TableCell align="right">{formatNumber(Math.max(0, lot.points - lot.orderPoints))}</TableCell>
              <TableCell>{formatDate(lot.expiresAt) || 'bez terminu'}</TableCell>
              <TableCell>{lot.isNotActual ? 'wykorzystane lub wygasłe' : 'aktywne'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
