import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { MESSAGES } from '../../config/messages';

export function EmptyState({ title = MESSAGES.empty, children }: { title?: string; children?: ReactNode }) {
  return (
    <Box sx={{ textAlign: 'center', py: 5, color: 'text.secondary' }}>
      <Typography variant="h3" component="p">
        {title}
      </Typography>
      {children ? <Box sx={{ mt: 1 }}>{children}</Box> : null}
    </Box>
  );
}
