import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

/** This year and the four before it: the years a yearly statement is asked for. */
export const RECENT_YEARS = Array.from({ length: 5 }, (_, i) => new Date().getFullYear() - i);

/** "Rok": a small select of the recent years (yearly prize statements). */
export function YearSelect({ value, onChange }: { value: number; onChange: (year: number) => void }) {
  return (
    <TextField
      select
      size="small"
      label="Rok"
      value={value}
      onChange={(e) => onChange(Number(e.target.value))}
      fullWidth={false}
      sx={{ minWidth: 110 }}
    >
      {RECENT_YEARS.map((y) => (
        <MenuItem key={y} value={y}>
          {y}
        </MenuItem>
      ))}
    </TextField>
  );
}
