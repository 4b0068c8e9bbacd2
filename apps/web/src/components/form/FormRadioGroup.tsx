import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

interface FormRadioGroupProps<T extends FieldValues, V extends string | number> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- matches any form's transformed values
  control: Control<T, any, any>;
  name: Path<T>;
  label: string;
  options: ReadonlyArray<{ value: V; label: string }>;
}

/** A radio group (role radiogroup named by its label); keeps numeric values numeric. */
export function FormRadioGroup<T extends FieldValues, V extends string | number>({
  control,
  name,
  label,
  options,
}: FormRadioGroupProps<T, V>) {
  const labelId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormControl error={Boolean(fieldState.error)} component="fieldset" sx={{ display: 'block' }}>
          <FormLabel id={labelId} component="legend">
            {label}
          </FormLabel>
          <RadioGroup
            aria-labelledby={labelId}
            name={field.name}
            value={field.value === undefined || field.value === null ? '' : String(field.value)}
            onChange={(event) => {
              const picked = options.find((o) => String(o.value) === event.target.value);
              field.onChange(picked ? picked.value : event.target.value);
            }}
            onBlur={field.onBlur}
          >
            {options.map((option) => (
              <FormControlLabel key={String(option.value)} value={String(option.value)} control={<Radio />} label={option.label} />
            ))}
          </RadioGroup>
          {fieldState.error ? <FormHelperText>{fieldState.error.message}</FormHelperText> : null}
        </FormControl>
      )}
    />
  );
}
