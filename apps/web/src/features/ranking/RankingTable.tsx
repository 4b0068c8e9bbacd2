import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { RankingResponse } from '@klub/contracts';
import { formatNumber } from '../../lib/format';

/** Ranking rows; ties share a position; the member's own row is highlighted and marked "(Ty)". */
export function RankingTable({ rows }: { rows: RankingResponse['data'] }) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Ranking uczestników">
        <TableHead>
          <TableRow>
            <TableCell align="right">Miejsce</TableCell>
            <TableCell>Uczestnik</TableCell>
            <TableCell>Miejscowość</TableCell>
            <TableCell align="right">Punkty</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow
              key={row.userId}
              selected={row.isMe}
              aria-current={row.isMe ? 'true' : undefined}
              sx={row.isMe ? { '& th, & td': { fontWeight: 700 } } : undefined}
            >
              <TableCell align="right">{row.position}.</TableCell>
              <TableCell component="th" scope="row">
                {row.name}
                {row.isMe ? (
                  <Box component="span" sx={{ ml: 1, color: 'primary.main' }}>
                    (Ty)
                  </Box>
                ) : null}
              </TableCell>
              <TableCell>{row.city ?? '—'}</TableCell>
              <TableCell align="right">{formatNumber(row.points)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Uczestnicy z tą samą liczbą punktów zajmują to samo miejsce.
      </Typography>
    </TableContainer>
  );
}
