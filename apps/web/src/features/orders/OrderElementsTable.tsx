import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import type { OrderElement } from '@klub/contracts';
import { formatPkt } from '../../lib/format';

export function elementState(e: OrderElement): string {
  if (e.isDeleted) return 'Usunięta (punkty zwrócone)';
  return e.isSent ? 'Wysłane' : 'W przygotowaniu do wysyłki';
}

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
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>Nagroda</TableCell>
            <TableCell>Wariant</TableCell>
            <TableCell align="right">Ilość</TableCell>
            <TableCell align="right">Cena</TableCell>
            <TableCell align="right">Razem</TableCell>
            <TableCell>Stan</TableCell>
            {actions ? <TableCell>Akcje</TableCell> : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {elements.map((e) => (
            <TableRow key={e.id} sx={e.isDeleted ? { '& td': { color: 'text.disabled', textDecoration: 'line-through' } } : undefined}>
              <TableCell>
                {e.prizeName}
                {e.shopNumber !== null ? ` (sklep partnerski nr ${e.shopNumber})` : ''}
              </TableCell>
              <TableCell>{e.characteristicName ?? '—'}</TableCell>
              <TableCell align="right">{e.amount}</TableCell>
              <TableCell align="right">{formatPkt(e.unitPoints)}</TableCell>
              <TableCell align="right">{formatPkt(e.totalPoints)}</TableCell>
              <TableCell sx={{ textDecoration: 'none !important' }}>{elementState(e)}</TableCell>
              {actions ? <TableCell sx={{ textDecoration: 'none !important' }}>{actions(e)}</TableCell> : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
