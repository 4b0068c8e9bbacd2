import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Remove from '@mui/icons-material/Remove';
import { useId } from 'react';
import { formatNumber, NBSP } from '../../lib/format';
import { change, rangeLabel } from './trend';

export interface Figure {
  title: string;
  value: number;
  /** The value as shown, when it is not a count ("31,00 zł"); `value` still drives the trend. */
  valueText?: string;
  /** "pkt" after the number. */
  unit?: string;
  /** The same figure in the previous period: the trend line. */
  previous?: number;
  /** A line instead of the trend (a figure of "now", which has no previous period). */
  note?: string;
}

const ICONS = { up: ArrowUpward, down: ArrowDownward, same: Remove } as const;
const COLORS = { up: 'success.main', down: 'error.main', same: 'text.secondary' } as const;

/** The trend in words with an arrow (the arrow is decoration: the words carry the meaning). */
export function TrendLine({ current, previous }: { current: number; previous: number }) {
  const { direction, text } = change(current, previous);
  const Icon = ICONS[direction];
  return (
    <Typography
      variant="body2"
      component="p"
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: COLORS[direction], fontWeight: 600 }}
    >
      <Icon fontSize="small" aria-hidden />
      {text}
    </Typography>
  );
}

function FigureCard({ figure }: { figure: Figure }) {
  const id = useId();
  return (
    <Paper component="li" aria-labelledby={id} variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      <Typography id={id} variant="body2" component="h3" color="text.secondary" sx={{ fontWeight: 600 }}>
        {figure.title}
      </Typography>
      <Typography component="p" sx={{ fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.2 }}>
        {figure.valueText ?? formatNumber(figure.value)}
        {figure.unit ? (
          // a no-break space in the text, not a margin: "5 600 pkt" as read and copied (it was "5 600pkt")
          <Box component="span" sx={{ fontSize: '1rem', fontWeight: 600 }}>
            {NBSP}
            {figure.unit}
          </Box>
        ) : null}
      </Typography>
      {figure.previous !== undefined ? <TrendLine current={figure.value} previous={figure.previous} /> : null}
      {figure.note ? (
        <Typography variant="body2" color="text.secondary">
          {figure.note}
        </Typography>
      ) : null}
    </Paper>
  );
}

/** The period's figures as cards, each with its trend against the previous period; `columns` on wide screens (4). */
export function FigureCards({ figures, label, columns = 4 }: { figures: Figure[]; label: string; columns?: number }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        mb: 3,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xxs: '1fr', xs: 'repeat(2, 1fr)', sm: `repeat(${columns}, 1fr)` },
      }}
    >
      {figures.map((figure) => (
        <FigureCard key={figure.title} figure={figure} />
      ))}
    </Box>
  );
}

/** "Okres: 01.03.2026 – 30.03.2026, porównanie z 30.01.2026 – 28.02.2026" */
export function PeriodLine({ now, before }: { now: { from: string; to: string }; before?: { from: string; to: string } }) {
  return (
    <Typography variant="body1" sx={{ mb: 2 }}>
      Okres: <strong>{rangeLabel(now.from, now.to)}</strong>
      {before ? `, porównanie z okresem ${rangeLabel(before.from, before.to)}` : null}
    </Typography>
  );
}
