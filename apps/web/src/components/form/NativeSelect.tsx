import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ReactNode } from 'react';

type NativeSelectProps = Omit<TextFieldProps, 'select' | 'value' | 'onChange' | 'children'> & {
  value: string | number;
  /** The picked option's value, as text ('' for an empty first option). */
  onChange: (value: string) => void;
  /** The `<option>` elements. */
  children: ReactNode;
};

/**
 * A native select outside a form (filters, a row's own choice): keyboard and screen-reader friendly,
 * its label kept above the field even while the empty option is shown. The field's other props
 * (size, sx, fullWidth, disabled, slotProps…) pass through.
 */
export function NativeSelect({ value, onChange, children, slotProps, ...rest }: NativeSelectProps) {
  return (
    <TextField
      {...rest}
      select
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ ...slotProps, select: { native: true }, inputLabel: { shrink: true } }}
    >
      {children}
    </TextField>
  );
}
