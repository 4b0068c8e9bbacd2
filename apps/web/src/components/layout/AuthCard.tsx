import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { usePageTitle } from './Page';

interface AuthCardProps {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  maxWidth?: number;
}

/** A centred card for sign-in, password and similar short forms; works on a phone too. */
export function AuthCard({ title, lead, children, footer, maxWidth = 460 }: AuthCardProps) {
  usePageTitle(title);
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xxs: 3, sm: 6 } }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth, p: { xxs: 3, xs: 4 } }}>
        <Typography variant="h1" sx={{ mb: lead ? 1 : 3, fontSize: '1.75rem' }}>
          {title}
        </Typography>
        {lead ? (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {lead}
          </Typography>
        ) : null}
        {children}
        {footer ? <Box sx={{ mt: 3, display: 'grid', gap: 1 }}>{footer}</Box> : null}
      </Paper>
    </Box>
  );
}
