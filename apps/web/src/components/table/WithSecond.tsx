import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A cell's value with a second, quieter line (the phone under the e-mail, the company under the
 * name, the region under the city): two columns folded into one so admin tables fit 1366 px.
 */
export function WithSecond({ main, second, nowrap = false }: { main: ReactNode; second: ReactNode; nowrap?: boolean }) {
  return (
    <>
      {main}
      {second ? (
        <Typography variant="body2" color="text.secondary" sx={nowrap ? { whiteSpace: 'nowrap' } : undefined}>
          {second}
        </Typography>
      ) : null}
    </>
  );
}
