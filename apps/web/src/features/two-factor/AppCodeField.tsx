import type { SxProps, Theme } from '@mui/material/styles';
import type { Control } from 'react-hook-form';
import { FormTextField } from '../../components/form';

interface AppCodeFieldProps {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form with a `code` field
  control: Control<{ code: string }, any, any>;
  helperText?: string;
  /** The input's pattern (digits and spaces), where the form asks for it. */
  pattern?: string;
  sx?: SxProps<Theme>;
}

/** "Kod z aplikacji": the authenticator's 6 digits (one-time-code autofill, a numeric keyboard, spaced digits), focused. */
export function AppCodeField({ control, helperText, pattern, sx }: AppCodeFieldProps) {
  return (
    <FormTextField
      control={control}
      name="code"
      label="Kod z aplikacji"
      autoComplete="one-time-code"
      inputMode="numeric"
      placeholder="123456"
      helperText={helperText}
      autoFocus
      sx={sx}
      slotProps={{ htmlInput: { maxLength: 7, ...(pattern ? { pattern } : {}), style: { letterSpacing: '0.3em', fontSize: '1.25rem' } } }}
    />
  );
}
