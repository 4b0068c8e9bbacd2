import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, type FieldValues } from 'react-hook-form';
import type { FormTextFieldProps } from './FormTextField';

/** "12,50" or "12.5" → 12.5; empty → null; anything else → NaN. */
export function parseDecimal(text: string): number | null {
  const t = text.trim().replace(/\s/g, '').replace(',', '.');
  return t === '' ? null : Number(t);
}

type FormDecimalFieldProps<T extends FieldValues> = Omit<FormTextFieldProps<T>, 'numeric' | 'maxLength'>;

function DecimalInput({
  value,
  onChange,
  error,
  helperText,
  slotProps,
  ...rest
}: Omit<TextFieldProps, 'value' | 'onChange' | 'error'> & { value: unknown; onChange: (v: unknown) => void; error?: string }) {
  const [text, setText] = useState(typeof value === 'number' ? String(value).replace('.', ',') : '');
  return (
    <TextField
      {...rest}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        const parsed = parseDecimal(e.target.value);
        // Text that is not a number goes to the schema as is, so its message is shown.
        onChange(parsed !== null && Number.isNaN(parsed) ? e.target.value : parsed);
      }}
      error={Boolean(error)}
      helperText={error ?? helperText}
      slotProps={{ ...slotProps, htmlInput: { inputMode: 'decimal', ...(slotProps?.htmlInput as object) } }}
    />
  );
}

/** A Polish decimal ("49,99") typed as text and kept in the form as a number (null when empty). */
export function FormDecimalField<T extends FieldValues>({ control, name, ...rest }: FormDecimalFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DecimalInput
          {...rest}
          name={field.name}
          inputRef={field.ref}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
