import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { FormListKey } from '@klub/contracts';
import { useFormListOptions } from './api';

/**
 * The active items of a form's list (admin: Listy) as one-click suggestions under a text field:
 * a chip puts its text in the field, which stays free to type in. Nothing shows while the list
 * loads, is empty or cannot load — the field works without it.
 */
export function ListSuggestions({ listKey, label, onPick }: { listKey: FormListKey; label: string; onPick: (text: string) => void }) {
  const options = useFormListOptions(listKey);
  if (!options.data?.length) return null;
  return (
    <Box role="group" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: -1 }}>
      <Typography variant="body2" color="text.secondary" component="span">
        {label}:
      </Typography>
      {options.data.map((o) => (
        <Chip
          key={o.id}
          label={o.name}
          size="small"
          variant="outlined"
          clickable
          // A mouse press must not take the focus: the field it leaves would validate, its message
          // would push the chips down, and the release would land beside the chip (no click).
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => onPick(o.name)}
        />
      ))}
    </Box>
  );
}
