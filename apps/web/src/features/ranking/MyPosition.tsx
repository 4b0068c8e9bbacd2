import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { RankingResponse } from '@klub/contracts';
import { formatNumber, formatPoints } from '../../lib/format';
import { TrendBadge } from '../member-points';

/** "Twoje miejsce": position, points and the trend against last week. */
export function MyPosition({ me }: { me: RankingResponse['me'] }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Twoje miejsce"
      sx={{ p: 2, mb: 3, display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'center' }}
    >
      {me && me.position !== null ? (
        <>
          <Typography sx={{ fontSize: '1.5rem', fontWeight: 700 }}>Twoje miejsce: {formatNumber(me.position)}.</Typography>
          <Typography>{formatPoints(me.points)} w tym roku</Typography>
          <Typography component="span">
            Zmiana w ciągu tygodnia: <TrendBadge trend={me.trend} />
          </Typography>
        </>
      ) : (
        <Typography>Nie masz jeszcze miejsca w tym rankingu: zbieraj punkty za kody, aby się w nim pojawić.</Typography>
      )}
    </Paper>
  );
}
