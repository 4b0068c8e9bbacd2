import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/** A titled card section; the title is its accessible name. */
export function Section({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  const id = useId();
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={(t) => ({ p: 2, mb: 3, [t.breakpoints.up('xs')]: { p: 3 } })}>
      <Typography id={id} variant="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
      {actions ? <Box sx={{ mt: 2, display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box> : null}
    </Paper>
  );
}
