import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { ReactNode } from 'react';
import { MESSAGES } from '../../config/messages';
import { formatNumber, formatPkt, NBSP } from '../../lib/format';

/**
 * Charts of the statistics screens (MUI X Charts; only this feature imports them, so they load with
 * these lazy screens, never with the first load). Counts and points are whole numbers: no axis has
 * a tick between two integers (`tickMinStep: 1`). Every chart is one image with an accessible name;
 * the same numbers are in a table next to it, which is what a screen reader reads.
 */

/** Series colours, each at least 3:1 against white (WCAG 1.4.11 for graphics). */
export const CHART_COLORS = ['#1b4d7a', '#b35000', '#2e7d32', '#6a1b9a', '#0277bd', '#c62828', '#5d4037', '#00695c', '#ad1457', '#455a64'];

const localeText = { loading: MESSAGES.loading, noData: MESSAGES.empty };

const numberOrEmpty = (value: number | null) => (value === null ? '' : formatNumber(value));
const pkt = (value: number | null) => (value === null ? '' : formatPkt(value));
const withUnit = (unit: string) => (value: number | null) => (value === null ? '' : `${formatNumber(value)}${NBSP}${unit}`);

function shorten(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** The chart as one image named `label` (the SVG itself is hidden from screen readers by MUI X). */
export function ChartFigure({ label, height, children }: { label: string; height: number; children: ReactNode }) {
  return (
    <Box role="img" aria-label={label} sx={{ width: '100%', height, mb: 2 }}>
      {children}
    </Box>
  );
}

export interface SeriesChartProps {
  label: string;
  /** The buckets' axis labels. */
  ticks: string[];
  products: number[];
  points: number[];
  height?: number;
}

/** Products registered (left axis) and points earned (right axis) per day, week or month. */
export function ProductsPointsChart({ label, ticks, products, points, height = 300 }: SeriesChartProps) {
  return (
    <ChartFigure label={label} height={height}>
      <LineChart
        height={height}
        localeText={localeText}
        xAxis={[{ id: 'period', scaleType: 'point', data: ticks }]}
        yAxis={[
          { id: 'products', position: 'left', valueFormatter: (v: number) => formatNumber(v), width: 56, tickMinStep: 1 },
          { id: 'points', position: 'right', valueFormatter: (v: number) => formatNumber(v), width: 64, tickMinStep: 1 },
        ]}
        series={[
          {
            id: 'products',
            label: 'Zarejestrowane produkty',
            data: products,
            yAxisId: 'products',
            color: CHART_COLORS[0],
            valueFormatter: numberOrEmpty,
            showMark: ticks.length <= 31,
            curve: 'linear',
          },
          {
            id: 'points',
            label: 'Punkty zdobyte (prawa oś)',
            data: points,
            yAxisId: 'points',
            color: CHART_COLORS[1],
            valueFormatter: pkt,
            showMark: ticks.length <= 31,
            curve: 'linear',
          },
        ]}
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
            width: 200,
            valueFormatter: (v: string, ctx) => (ctx.location === 'tick' ? shorten(v, 28) : v),
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

/** Stacked bars per period, one series per product group. */
export function StackedPeriodBars({
  label,
  ticks,
  groups,
  unit,
  height = 340,
}: {
  label: string;
  ticks: string[];
  groups: { name: string; values: number[] }[];
  unit?: string;
  height?: number;
}) {
  return (
    <ChartFigure label={label} height={height}>
      <BarChart
        height={height}
        localeText={localeText}
        xAxis={[{ id: 'period', scaleType: 'band', data: ticks }]}
        yAxis={[{ id: 'values', valueFormatter: (v: number) => formatNumber(v), width: 64, tickMinStep: 1 }]}
        series={groups.map((g, i) => ({
          id: `group-${i}`,
          label: g.name,
          data: g.values,
          stack: 'total',
          color: CHART_COLORS[i % CHART_COLORS.length],
          valueFormatter: unit ? withUnit(unit) : numberOrEmpty,
        }))}
        grid={{ horizontal: true }}
      />
    </ChartFigure>
  );
}
