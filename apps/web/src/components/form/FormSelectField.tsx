import type { TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { NativeSelect } from './NativeSelect';

export interface SelectOption<V extends string | number> {
  value: V;
  label: string;
}

type FormSelectFieldProps<T extends FieldValues, V extends string | number> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'defaultValue' | 'select' | 'children'
> & {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- matches any form's transformed values
  control: Control<T, any, any>;
  name: Path<T>;
  label: string;
  options: ReadonlyArray<SelectOption<V>>;
  /** The empty first choice ("Wybierz…"); picking it leaves the field empty. */
  placeholder?: string;
};

/** The options of records with an id and a name (regions, lists): a list not loaded yet gives none. */
export function namedOptions(rows: readonly { id: number; name: string }[] | undefined): SelectOption<number>[] {
  return (rows ?? []).map((r) => ({ value: r.id, label: r.name }));
}

/** A native select (keyboard and screen-reader friendly) bound to a form field; keeps numbers numeric. */
export function FormSelectField<T extends FieldValues, V extends string | number>({
  control,
  name,
  options,
  placeholder = 'Wybierz…',
  helperText,
  ...rest
}: FormSelectFieldProps<T, V>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NativeSelect
          {...rest}
          name={field.name}
          value={field.value === undefined || field.value === null ? '' : String(field.value)}
          onChange={(value) => {
            const picked = options.find((o) => String(o.value) === value);
            field.onChange(picked ? picked.value : undefined);
          }}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={String(option.value)} value={String(option.value)}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      )}
    />
  );
}
