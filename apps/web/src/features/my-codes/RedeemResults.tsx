import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import Info from '@mui/icons-material/Info';
import type { RedeemManyResult } from '@klub/contracts';
import { formatPoints } from '../../lib/format';
import { BonusList } from './RedeemFeedback';

type Line = RedeemManyResult['results'][number];

/** added now / held for review (nothing added yet) / already on the account (nothing added) / refused */
function lineOf(r: Line) {
  if (!r.ok) return { icon: <ErrorIcon color="error" aria-hidden />, text: 'nie dodano', reason: r.message };
  if (r.held) return { icon: <Info color="info" aria-hidden />, text: 'czeka na weryfikację', reason: r.message };
  if (r.alreadyRedeemed) return { icon: <Info color="info" aria-hidden />, text: 'bez zmian', reason: r.message };
  // An accepted code's message only repeats the points.
  return { icon: <CheckCircle color="success" aria-hidden />, text: `dodano, +${formatPoints(r.points)}`, reason: undefined };
}

/**
 * One line per pasted code: added (with its points and each campaign's bonus, "+5 pkt — Akcja …"),
 * accepted with its points held for review, already the member's (nothing added), or refused (with the reason).
 */
export function RedeemResults({ results }: { results: RedeemManyResult['results'] }) {
  return (
    <List dense aria-label="Wyniki dodawania kodów" sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      {results.map((r) => {
        const line = lineOf(r);
        return (
          <ListItem key={r.code} data-ok={r.ok} data-already={r.alreadyRedeemed} data-held={r.held !== undefined}>
            <ListItemIcon sx={{ minWidth: 36 }}>{line.icon}</ListItemIcon>
            <ListItemText
              primary={`${r.code} — ${line.text}`}
              secondary={line.reason ?? <BonusList bonuses={r.bonuses} />}
              slotProps={{ secondary: { component: 'div' } }}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
