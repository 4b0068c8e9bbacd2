import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useId } from 'react';
import type { RankingResponse } from '@klub/contracts';
import { formatPkt } from '../../lib/format';

type Row = RankingResponse['data'][number];

const ROW_HEIGHT = 28;
const LABEL_WIDTH = 200;
const VALUE_WIDTH = 110;
const WIDTH = 760;

function shorten(text: string, max = 26): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/**
 * A bar chart of the top 10 (plain SVG: no chart library). The table below carries the same
 * numbers for screen readers; the chart is one image with a text summary.
 */
export function TopChart({ rows }: { rows: readonly Row[] }) {
  const theme = useTheme();
  const titleId = useId();
  const top = rows.slice(0, 10);
  if (top.length === 0) return null;
  const max = Math.max(1, ...top.map((r) => r.points));
  const barSpace = WIDTH - LABEL_WIDTH - VALUE_WIDTH;
  const height = top.length * ROW_HEIGHT + 8;
  const summary = top.map((r) => `${r.position}. ${r.name}: ${formatPkt(r.points)}`).join('; ');

  return (
    <Box sx={{ overflowX: 'auto' }}>
      <svg
        role="img"
        aria-labelledby={titleId}
        viewBox={`0 0 ${WIDTH} ${height}`}
        width="100%"
        style={{ maxWidth: WIDTH, display: 'block' }}
      >
        <title id={titleId}>{`Pierwsza dziesiątka rankingu: ${summary}`}</title>
        {top.map((row, i) => {
          const y = 4 + i * ROW_HEIGHT;
          const width = Math.max(2, (row.points / max) * barSpace);
          const fill = row.isMe ? theme.palette.secondary.main : theme.palette.primary.main;
          return (
            <g key={row.userId} aria-hidden>
              <text
                x={LABEL_WIDTH - 8}
                y={y + ROW_HEIGHT / 2}
                textAnchor="end"
                dominantBaseline="middle"
                fontSize="13"
                fill={theme.palette.text.primary}
              >
                {`${row.position}. ${shorten(row.name)}`}
              </text>
              <rect x={LABEL_WIDTH} y={y + 4} width={width} height={ROW_HEIGHT - 8} rx="3" fill={fill} />
              <text
                x={LABEL_WIDTH + width + 6}
                y={y + ROW_HEIGHT / 2}
                dominantBaseline="middle"
                fontSize="12"
                fill={theme.palette.text.secondary}
              >
                {formatPkt(row.points)}
              </text>
            </g>
          );
        })}
      </svg>
    </Box>
  );
}
