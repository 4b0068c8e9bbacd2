import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { ReactNode } from 'react';
import { MESSAGES } from '../../config/messages';
import { formatNumber, NBSP } from '../../lib/format';

/**
 * Charts of the statistics screens, the sales reps' and the back office's reports (MUI X Charts; this
 * is the only module importing them, so they load as one lazy chunk with those screens, never with
 * the first load). Counts and points are whole numbers: no axis has a tick between two integers
 * (`tickMinStep: 1`). Every chart is one image with an accessible name;
 * the same numbers are in a table next to it, which is what a screen reader reads.
 */

/** Series colours, each at least 3:1 against white (WCAG 1.4.11 for graphics). */
export const CHART_COLORS = ['#1b4d7a', '#b35000', '#2e7d32', '#6a1b9a', '#0277bd', '#c62828', '#5d4037', '#00695c', '#ad1457', '#455a64'];

const localeText = { loading: MESSAGES.loading, noData: MESSAGES.empty };

const numberOrEmpty = (value: number | null) => (value === null ? '' : formatNumber(value));
const withUnit = (unit: string) => (value: number | null) => (value === null ? '' : `${formatNumber(value)}${NBSP}${unit}`);

/** A phone's width (under 600 px): a narrower names axis, marks on the lines only for a few buckets. */
function useNarrow(): boolean {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down('xs'), { noSsr: true });
}

function shorten(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/**
 * The chart as one image named `label` (the SVG itself is hidden from screen readers by MUI X). At
 * least `height` (the SVG's): the legend comes on top of it, on two lines on a phone.
 */
export function ChartFigure({ label, height, children }: { label: string; height: number; children: ReactNode }) {
  return (
    <Box role="img" aria-label={label} sx={{ width: '100%', minHeight: height, mb: 2 }}>
      {children}
    </Box>
  );
}

export interface LineSeries {
  id: string;
  label: string;
  data: number[];
  /** "pkt" after the number in the tooltip. */
  unit?: string;
  /** On a second scale at the right (say so in `label`, e.g. "(prawa oś)"). */
  right?: boolean;
}

export interface PeriodLinesProps {
  label: string;
  /** The buckets' axis labels. */
  ticks: string[];
  series: LineSeries[];
  height?: number;
}

/** Figures per day, week or month as lines; a series with `right` gets its own axis on the right. */
export function PeriodLines({ label, ticks, series, height = 300 }: PeriodLinesProps) {
  const narrow = useNarrow();
  const twoAxes = series.some((s) => s.right);
  return (
    <ChartFigure label={label} height={height}>
      <LineChart
        height={height}
        localeText={localeText}
        // The last bucket's label is centred on the right edge: without a right axis, room for half of "maj 2026".
        margin={twoAxes ? undefined : { right: 36 }}
        xAxis={[{ id: 'period', scaleType: 'point', data: ticks }]}
        yAxis={[
          { id: 'left', position: 'left', valueFormatter: (v: number) => formatNumber(v), width: 64, tickMinStep: 1 },
          ...(twoAxes
            ? [{ id: 'right', position: 'right' as const, valueFormatter: (v: number) => formatNumber(v), width: 64, tickMinStep: 1 }]
            : []),
        ]}
        series={series.map((s, i) => ({
          id: s.id,
          label: s.label,
          data: s.data,
          yAxisId: s.right ? 'right' : 'left',
          color: CHART_COLORS[i % CHART_COLORS.length],
          valueFormatter: s.unit ? withUnit(s.unit) : numberOrEmpty,
          showMark: ticks.length <= (narrow ? 12 : 31),
          curve: 'linear' as const,
        }))}
        grid={{ horizontal: true }}
      />
    </ChartFigure>
  );
}

export interface BarItem {
  label: string;
  value: number;
}

/** One figure per name as horizontal bars (DTHs, packages), largest first as given. */
export function HorizontalBars({
  label,
  items,
  seriesLabel,
  unit,
  color = CHART_COLORS[0],
}: {
  label: string;
  items: BarItem[];
  seriesLabel: string;
  unit?: string;
  color?: string;
}) {
  const narrow = useNarrow();
  const height = Math.max(160, items.length * 34 + 70);
  return (
    <ChartFigure label={label} height={height}>
      <BarChart
        height={height}
        layout="horizontal"
        localeText={localeText}
        hideLegend
        yAxis={[
          {
            id: 'names',
            scaleType: 'band',
            data: items.map((i) => i.label),
            width: narrow ? 120 : 200,
            valueFormatter: (v: string, ctx) => (ctx.location === 'tick' ? shorten(v, narrow ? 16 : 28) : v),
          },
        ]}
        xAxis={[{ id: 'values', valueFormatter: (v: number) => formatNumber(v), tickMinStep: 1 }]}
        series={[
          {
            id: 'values',
            label: seriesLabel,
            data: items.map((i) => i.value),
            color,
            valueFormatter: unit ? withUnit(unit) : numberOrEmpty,
          },
        ]}
        grid={{ vertical: true }}
      />
    </ChartFigure>
  );
}

/** Bars per period: one series per group (product groups), stacked unless `stacked` is false; one group has no legend. */
export function PeriodBars({
  label,
  ticks,
  groups,
  unit,
  stacked = true,
  height = 340,
}: {
  label: string;
  ticks: string[];
  groups: { name: string; values: number[] }[];
  unit?: string;
  stacked?: boolean;
  height?: number;
}) {
  return (
    <ChartFigure label={label} height={height}>
      <BarChart
        height={height}
        localeText={localeText}
        hideLegend={groups.length < 2}
        xAxis={[{ id: 'period', scaleType: 'band', data: ticks }]}
        yAxis={[{ id: 'values', valueFormatter: (v: number) => formatNumber(v), width: 64, tickMinStep: 1 }]}
        series={groups.map((g, i) => ({
          id: `group-${i}`,
          label: g.name,
          data: g.values,
          ...(stacked ? { stack: 'total' } : {}),
          color: CHART_COLORS[i % CHART_COLORS.length],
          valueFormatter: unit ? withUnit(unit) : numberOrEmpty,
        }))}
        grid={{ horizontal: true }}
      />
    </ChartFigure>
  );
}
