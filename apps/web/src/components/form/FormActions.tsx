import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SubmitButton } from './SubmitButton';

interface FormActionsProps {
  pending: boolean;
  /** Where "Anuluj" leads (usually the list the form came from). */
  cancelTo: string;
  /** After the two buttons, e.g. the record's delete button. */
  children?: ReactNode;
}

/** A form's button row: "Zapisz" (busy while saving) and "Anuluj" back to the list. */
export function FormActions({ pending, cancelTo, children }: FormActionsProps) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
      <SubmitButton pending={pending}>Zapisz</SubmitButton>
      <Button component={Link} to={cancelTo} size="large">
        Anuluj
      </Button>
      {children}
    </Box>
  );
}
