import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

export type FormTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'defaultValue'
> & {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- matches any form's transformed values
  control: Control<T, any, any>;
  name: Path<T>;
  label: string;
  /** Whole numbers: digits become a number, other text stays text for the schema to reject. */
  numeric?: boolean;
  /** The most characters the input takes (its maxlength). */
  maxLength?: number;
};

function toNumber(raw: string): number | string | undefined {
  const text = raw.replace(/\s/g, '');
  if (text === '') return undefined;
  return /^-?\d+$/.test(text) ? Number(text) : raw;
}

/** A labelled text field bound to a form field; shows the contract's message under it. */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  helperText,
  numeric,
  inputMode,
  maxLength,
  slotProps,
  ...rest
}: FormTextFieldProps<T>) {
  // inputMode belongs on the <input> (on TextField itself it would land on the wrapper div).
  const mode = inputMode ?? (numeric ? 'numeric' : undefined);
  const own = { ...(mode ? { inputMode: mode } : {}), ...(maxLength ? { maxLength } : {}) };
  const htmlInput = mode || maxLength ? { ...own, ...(slotProps?.htmlInput as object) } : slotProps?.htmlInput;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...rest}
          slotProps={{ ...slotProps, htmlInput }}
          name={field.name}
          value={field.value ?? ''}
          onChange={numeric ? (event) => field.onChange(toNumber(event.target.value)) : field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}

/** The browser's date-and-time field (`yyyy-MM-ddTHH:mm`, the admin's time zone), its label always above the value. */
export function FormDateTimeField<T extends FieldValues>(props: Omit<FormTextFieldProps<T>, 'type' | 'numeric'>) {
  return <FormTextField {...props} type="datetime-local" slotProps={{ inputLabel: { shrink: true } }} sx={{ maxWidth: 320 }} />;
}
