import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { MemberPoints } from '@klub/contracts';
import { formatNumber, pointsWord } from '../../lib/format';
import { TrendBadge } from './TrendBadge';

function Figure({ label, value, note }: { label: string; value: ReactNode; note?: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontSize: '1.75rem', fontWeight: 700 }}>{value}</Typography>
      {note ? <Typography variant="body2">{note}</Typography> : null}
    </Paper>
  );
}

/** Balance, points earned this year and the ranking position with its trend. */
export function PointsSummary({ points }: { points: MemberPoints }) {
  return (
    <Box
      role="group"
      aria-label="Podsumowanie punktów"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xxs: '1fr', xs: 'repeat(3, 1fr)' }, mb: 3 }}
    >
      <Figure label="Saldo punktów" value={formatNumber(points.balance)} note={pointsWord(points.balance) + ' do wykorzystania'} />
      <Figure label="Zdobyte w tym roku" value={formatNumber(points.earnedThisYear)} note={pointsWord(points.earnedThisYear)} />
      <Figure
        label="Miejsce w rankingu"
        value={points.ranking ? `${formatNumber(points.ranking)}.` : '—'}
        note={points.ranking ? <TrendBadge trend={points.trend} /> : 'jeszcze bez punktów w tym roku'}
      />
    </Box>
  );
}
