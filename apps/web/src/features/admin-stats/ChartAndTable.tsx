import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A chart and the table of its numbers: one under the other, side by side on a wide screen (1 536 px and up). */
export function ChartAndTable({ chart, table }: { chart: ReactNode; table: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xxs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      {chart ? <Box>{chart}</Box> : null}
      <Box sx={chart ? undefined : { gridColumn: '1 / -1' }}>{table}</Box>
    </Box>
  );
}
