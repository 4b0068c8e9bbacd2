import Button from '@mui/material/Button';
import Add from '@mui/icons-material/Add';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** "Dodaj …": the link to an add page, in a page's or a section's actions. */
export function AddLink({ to, variant = 'contained', children }: { to: string; variant?: 'contained' | 'outlined'; children: ReactNode }) {
  return (
    <Button component={Link} to={to} variant={variant} startIcon={<Add />}>
      {children}
    </Button>
  );
}
