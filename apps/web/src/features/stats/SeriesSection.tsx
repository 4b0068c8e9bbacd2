import type { RepStats } from '@klub/contracts';
import { EmptyState } from '../../components/feedback/EmptyState';
import { Section } from '../../components/layout/Section';
import { DataTable, type Column } from '../../components/table';
import { formatNumber, formatPkt } from '../../lib/format';
import { PeriodLines } from '../../components/charts/charts';
import { INTERVAL_LABELS, periodLabel, periodTick } from '../../components/stats/trend';
import { fullSeries } from './series';

type Point = RepStats['series'][number];

/** Products registered and points earned per day, week or month: a chart and the same numbers in a table. */
export function SeriesSection({ stats, subject }: { stats: RepStats; subject: string }) {
  const points = fullSeries(stats.series, stats.from, stats.to, stats.interval);
  const empty = points.every((p) => p.productsCount === 0 && p.pointsEarned === 0 && p.pointsSpent === 0);
  const columns: Column<Point>[] = [
    { key: 'period', header: 'Okres', rowHeader: true, cell: (p) => periodLabel(p.period, stats.interval) },
    { key: 'products', header: 'Zarejestrowane produkty', align: 'right', cell: (p) => formatNumber(p.productsCount) },
    { key: 'earned', header: 'Punkty zdobyte', align: 'right', cell: (p) => formatPkt(p.pointsEarned) },
    { key: 'spent', header: 'Punkty wydane', align: 'right', cell: (p) => formatPkt(p.pointsSpent) },
  ];
  const title = `Produkty i punkty w ${INTERVAL_LABELS[stats.interval]}`;
  return (
    <Section title={title}>
      {empty ? (
        <EmptyState title="Brak zarejestrowanych produktów i punktów w wybranym okresie" />
      ) : (
        <>
          <PeriodLines
            label={`Wykres: zarejestrowane produkty i punkty zdobyte ${subject} w ${INTERVAL_LABELS[stats.interval]}. Liczby są w tabeli pod wykresem.`}
            ticks={points.map((p) => periodTick(p.period, stats.interval))}
            series={[
              { id: 'products', label: 'Zarejestrowane produkty', data: points.map((p) => p.productsCount) },
              { id: 'points', label: 'Punkty zdobyte (prawa oś)', data: points.map((p) => p.pointsEarned), unit: 'pkt', right: true },
            ]}
          />
          <DataTable rows={points} columns={columns} rowKey={(p) => p.period} label={title} maxHeight={360} />
        </>
      )}
    </Section>
  );
}
