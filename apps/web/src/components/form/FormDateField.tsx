import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { DATE_INPUT_MESSAGE, DateInput, INVALID_DATE, type DateInputProps } from './DateInput';

type FormDateFieldProps<T extends FieldValues> = Omit<DateInputProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'inputRef'> & {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- matches any form's transformed values
  control: Control<T, any, any>;
  name: Path<T>;
  label: string;
};

/**
 * A date bound to a form field as yyyy-MM-dd (the API's format, spec §7); empty means null.
 * The Polish picker (DateInput): shown dd.MM.yyyy, typed with the keyboard or picked, week from Monday.
 * A half-typed date is kept as INVALID_DATE so the schema refuses it; its message speaks of dd.mm.rrrr.
 */
export function FormDateField<T extends FieldValues>({ control, name, helperText, ...rest }: FormDateFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DateInput
          {...rest}
          name={field.name}
          value={field.value ?? null}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error ? (field.value === INVALID_DATE ? DATE_INPUT_MESSAGE : fieldState.error.message) : helperText}
        />
      )}
    />
  );
}
