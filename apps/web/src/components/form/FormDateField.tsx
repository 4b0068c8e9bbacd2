import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

type FormDateFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'defaultValue' | 'type'
> & {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- matches any form's transformed values
  control: Control<T, any, any>;
  name: Path<T>;
  label: string;
};

/**
 * A date bound to a form field as yyyy-MM-dd (the API's format, spec §7); empty means null.
 * The browser's own date input: typed with the keyboard, read by screen readers.
 */
export function FormDateField<T extends FieldValues>({ control, name, helperText, slotProps, ...rest }: FormDateFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...rest}
          type="date"
          name={field.name}
          value={field.value ?? ''}
          onChange={(event) => field.onChange(event.target.value || null)}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
          slotProps={{ ...slotProps, inputLabel: { shrink: true } }}
        />
      )}
    />
  );
}
