import Box from '@mui/material/Box';
import TrendingDown from '@mui/icons-material/TrendingDown';
import TrendingFlat from '@mui/icons-material/TrendingFlat';
import TrendingUp from '@mui/icons-material/TrendingUp';
import type { Trend } from '@klub/contracts';

/** Ranking trend in the glossary's words: awans / spadek / bez zmian. */
export const TREND_LABELS: Record<Trend, string> = { up: 'awans', down: 'spadek', same: 'bez zmian' };

const ICONS = { up: TrendingUp, down: TrendingDown, same: TrendingFlat } as const;
const COLORS = { up: 'success.main', down: 'error.main', same: 'text.secondary' } as const;

/** The trend as a word with an icon (the icon is decoration: the word carries the meaning). */
export function TrendBadge({ trend }: { trend: Trend }) {
  const Icon = ICONS[trend];
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: COLORS[trend], fontWeight: 600 }}>
      <Icon fontSize="small" aria-hidden />
      {TREND_LABELS[trend]}
    </Box>
  );
}
