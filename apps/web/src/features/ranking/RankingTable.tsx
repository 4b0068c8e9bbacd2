import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { RankingResponse } from '@klub/contracts';
import type { Column } from '../../components/table';
import { formatNumber } from '../../lib/format';

type RankingRow = RankingResponse['data'][number];

/** Ranking columns; ties share a position; the member's own row is marked "(Ty)". */
export const rankingColumns: Column<RankingRow>[] = [
  { key: 'position', header: 'Miejsce', align: 'right', cell: (row) => `${row.position}.` },
  {
    key: 'name',
    header: 'Uczestnik',
    rowHeader: true,
    cell: (row) => (
      <>
        {row.name}
        {row.isMe ? (
          <Box component="span" sx={{ ml: 1, color: 'primary.main' }}>
            (Ty)
          </Box>
        ) : null}
      </>
    ),
  },
  { key: 'city', header: 'Miejscowość', cell: (row) => row.city ?? '—' },
  { key: 'points', header: 'Punkty', align: 'right', cell: (row) => formatNumber(row.points) },
];

/** The member's own row: highlighted, bold and `aria-current`. */
export const rankingRowProps = (row: RankingRow) =>
  row.isMe ? { selected: true, 'aria-current': 'true' as const, sx: { '& th, & td': { fontWeight: 700 } } } : {};

export function TiesNote() {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
      Uczestnicy z tą samą liczbą punktów zajmują to samo miejsce.
    </Typography>
  );
}
