import type { ReactNode } from 'react';
import type { StatsInterval } from '@klub/contracts';
import { EmptyState } from '../../components/feedback/EmptyState';
import { Section } from '../../components/layout/Section';
import { FigureCards, PeriodLine, type Figure } from '../../components/stats/FigureCards';
import { periodLabel, periodTick } from '../../components/stats/trend';
import { DataTable, type Column } from '../../components/table';

export const EMPTY_PERIOD = 'Brak danych w wybranym okresie';

interface PeriodReportProps {
  report: { from: string; to: string; previous: { from: string; to: string } };
  /** Set when the period has nothing to show: the empty state's title (default "Brak danych…") and what it says of the previous period. */
  empty?: { title?: string; previous?: ReactNode } | false;
  /** "Podsumowanie okresu": the period's figures with their trend. */
  figures: Figure[];
  columns?: number;
  /** The report's sections under the figures. */
  children: ReactNode;
}

/** The period part of a report: the period and the one it is compared with, then its figures and sections, or the empty state. */
export function PeriodReport({ report, empty, figures, columns, children }: PeriodReportProps) {
  return (
    <>
      <PeriodLine now={report} before={report.previous} />
      {empty ? (
        <EmptyState title={empty.title ?? EMPTY_PERIOD}>{empty.previous}</EmptyState>
      ) : (
        <>
          <FigureCards label="Podsumowanie okresu" columns={columns} figures={figures} />
          {children}
        </>
      )}
    </>
  );
}

interface TrendSectionProps<P extends { period: string }> {
  /** "Kody w tygodniach": the section's title and its table's name. */
  title: string;
  interval: StatsInterval;
  points: P[];
  /** The period column's header and the columns after it. */
  columns: [string, ...Column<P>[]];
  /** The chart over the buckets, given their ticks. */
  chart: (ticks: string[]) => ReactNode;
  dense?: boolean;
}

/** A report's buckets: the chart, then the table of its numbers under it, one row a day, week or month. */
export function TrendSection<P extends { period: string }>({ title, interval, points, columns, chart, dense }: TrendSectionProps<P>) {
  const [period, ...values] = columns;
  const all: Column<P>[] = [{ key: 'period', header: period, rowHeader: true, cell: (p) => periodLabel(p.period, interval) }, ...values];
  return (
    <Section title={title}>
      {chart(points.map((p) => periodTick(p.period, interval)))}
      <DataTable rows={points} columns={all} rowKey={(p) => p.period} label={title} maxHeight={360} dense={dense} />
    </Section>
  );
}
