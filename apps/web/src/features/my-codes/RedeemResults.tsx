import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import type { RedeemManyResult } from '@klub/contracts';
import { formatPoints } from '../../lib/format';

/** One line per pasted code: accepted (with its points) or refused (with the reason). */
export function RedeemResults({ results }: { results: RedeemManyResult['results'] }) {
  return (
    <List dense aria-label="Wyniki dodawania kodów" sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      {results.map((r) => (
        <ListItem key={r.code} data-ok={r.ok}>
          <ListItemIcon sx={{ minWidth: 36 }}>
            {r.ok ? <CheckCircle color="success" aria-hidden /> : <ErrorIcon color="error" aria-hidden />}
          </ListItemIcon>
          <ListItemText
            primary={`${r.code} — ${r.ok ? `dodano, +${formatPoints(r.points)}` : 'nie dodano'}`}
            // An accepted code's message only repeats the points; a refusal's says why.
            secondary={r.ok ? undefined : r.message}
          />
        </ListItem>
      ))}
    </List>
  );
}
