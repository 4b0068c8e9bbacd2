import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Search from '@mui/icons-material/Search';
import type { FormEvent, ReactNode } from 'react';

interface FilterBarProps {
  /** The form's accessible name ("Filtry …"). */
  label: string;
  onSubmit: (event: FormEvent) => void;
  onClear: () => void;
  children: ReactNode;
}

/** A list's filter row (a search landmark): its fields, then "Filtruj" and "Wyczyść". */
export function FilterBar({ label, onSubmit, onClear, children }: FilterBarProps) {
  return (
    <FilterForm label={label} onSubmit={onSubmit}>
      {children}
      <FilterActions onClear={onClear} />
    </FilterForm>
  );
}

/** A filter form: a search landmark named `label`, its fields in a wrapping row (`mb` below it). */
export function FilterForm({ label, onSubmit, mb = 2, children }: Omit<FilterBarProps, 'onClear'> & { mb?: number }) {
  return (
    <Box
      component="form"
      role="search"
      aria-label={label}
      onSubmit={onSubmit}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb, alignItems: 'center' }}
    >
      {children}
    </Box>
  );
}

/** "Filtruj" (submits the filter form) and "Wyczyść". */
export function FilterActions({ onClear }: { onClear: () => void }) {
  return (
    <>
      <Button type="submit" variant="contained">
        Filtruj
      </Button>
      <Button variant="text" onClick={onClear}>
        Wyczyść
      </Button>
    </>
  );
}

type FilterSelectProps<V extends string> = Omit<TextFieldProps, 'select' | 'value' | 'onChange' | 'children'> & {
  value: V | '';
  onChange: (value: V | '') => void;
  /** The first choice, which filters nothing ("Wszystkie", "Wszyscy"). */
  allLabel: string;
  options: ReadonlyArray<{ value: V; label: string }>;
};

/** A small select of a filter row: "all" first, then the options. */
export function FilterSelect<V extends string>({ value, onChange, allLabel, options, ...rest }: FilterSelectProps<V>) {
  return (
    <TextField {...rest} select size="small" value={value} onChange={(e) => onChange(e.target.value as V | '')}>
      <MenuItem value="">{allLabel}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Under a grid of filters: "Szukaj" (submits the form) and "Wyczyść". */
export function SearchActions({ onClear }: { onClear: () => void }) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, mt: 2 }}>
      <Button type="submit" variant="contained" startIcon={<Search />}>
        Szukaj
      </Button>
      <Button onClick={onClear}>Wyczyść</Button>
    </Box>
  );
}
