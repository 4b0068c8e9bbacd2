import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

interface GroupSelectFieldProps<T extends FieldValues> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- matches any form's transformed values
  control: Control<T, any, any>;
  name: Path<T>;
  label: string;
  /** The first choice, which leaves the field null. */
  emptyLabel: string;
  helperText: string;
  /** groupOptions(tree): the groups indented by depth. */
  options: ReadonlyArray<{ value: number; label: string }>;
}

/** A prize group chosen from the tree (a group id, or null for the empty choice). */
export function GroupSelectField<T extends FieldValues>({
  control,
  name,
  label,
  emptyLabel,
  helperText,
  options,
}: GroupSelectFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField
          select
          label={label}
          name={field.name}
          value={field.value ? String(field.value) : ''}
          onChange={(e) => field.onChange(e.target.value ? Number(e.target.value) : null)}
          onBlur={field.onBlur}
          inputRef={field.ref}
          helperText={helperText}
        >
          <MenuItem value="">{emptyLabel}</MenuItem>
          {options.map((o) => (
            <MenuItem key={o.value} value={String(o.value)}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
