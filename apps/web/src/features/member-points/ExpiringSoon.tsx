import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { MemberPoints } from '@klub/contracts';
import { formatPoints } from '../../lib/format';
import { formatDate } from '../../lib/dates';

/** "Punkty wygasające w ciągu 60 dni": the total, then each date with its amount. */
export function ExpiringSoon({ points }: { points: Pick<MemberPoints, 'expiringSoon' | 'expiringSoonTotal'> }) {
  if (points.expiringSoon.length === 0) {
    return <Typography color="text.secondary">Żadne punkty nie wygasają w ciągu najbliższych 60 dni.</Typography>;
  }
  return (
    <>
      <Typography sx={{ mb: 1 }}>
        Razem: <strong>{formatPoints(points.expiringSoonTotal)}</strong>
      </Typography>
      <List dense disablePadding aria-label="Daty wygaśnięcia punktów">
        {points.expiringSoon.map((item) => (
          <ListItem key={item.date} disableGutters>
            <ListItemText primary={`${formatDate(item.date)} — ${formatPoints(item.points)}`} />
          </ListItem>
        ))}
      </List>
    </>
  );
}
