import { STATS_REPORT_TEXTS, type PrizesReport } from '@klub/contracts';
import { HorizontalBars, PeriodLines } from '../../components/charts/charts';
import { Section } from '../../components/layout/Section';
import { fillBuckets, INTERVAL_LABELS } from '../../components/stats/trend';
import { DataTable, type Column } from '../../components/table';
import { paths } from '../../config/paths';
import { formatCurrency, formatNumber, formatPkt } from '../../lib/format';
import { ChartAndTable } from './ChartAndTable';
import { PeriodReport, TrendSection } from './PeriodReport';
import { ReportScreen } from './ReportScreen';

const T = STATS_REPORT_TEXTS.prizes;

type Prize = PrizesReport['prizes'][number];
type Group = PrizesReport['groups'][number];

/** The chart shows the most ordered prizes; the table lists every one the server sent (its top 50). */
const CHART_TOP = 15;

const [seriesPeriod, seriesQuantity, seriesPoints, seriesPln] = T.seriesColumns;
const [prizeName, prizeGroup, prizeQuantity, prizeOrders, prizePoints, prizePln] = T.prizeColumns;
const [groupName, groupQuantity, groupPoints, groupPln] = T.groupColumns;

/** A prize no longer in the catalogue has no id: its name (and group) still tell the rows apart. */
const prizeKey = (p: Prize) => `${p.prizeId ?? 'x'}:${p.name}:${p.groupName ?? ''}`;

const prizeColumns: Column<Prize>[] = [
  { key: 'name', header: prizeName, rowHeader: true, cell: (p) => p.name },
  { key: 'group', header: prizeGroup, cell: (p) => p.groupName ?? T.noGroup },
  { key: 'quantity', header: prizeQuantity, align: 'right', cell: (p) => formatNumber(p.quantity) },
  { key: 'orders', header: prizeOrders, align: 'right', cell: (p) => formatNumber(p.orders) },
  { key: 'points', header: prizePoints, align: 'right', cell: (p) => formatPkt(p.points) },
  { key: 'pln', header: prizePln, align: 'right', cell: (p) => formatCurrency(p.pln) },
];

const groupColumns: Column<Group>[] = [
  { key: 'name', header: groupName, rowHeader: true, cell: (g) => g.name || T.noGroup },
  { key: 'quantity', header: groupQuantity, align: 'right', cell: (g) => formatNumber(g.quantity) },
  { key: 'points', header: groupPoints, align: 'right', cell: (g) => formatPkt(g.points) },
  { key: 'pln', header: groupPln, align: 'right', cell: (g) => formatCurrency(g.pln) },
];

function SeriesSection({ report }: { report: PrizesReport }) {
  const points = fillBuckets(report.series, report, (period) => ({ period, quantity: 0, points: 0, pln: 0 }));
  const when = INTERVAL_LABELS[report.interval];
  return (
    <TrendSection
      title={`Nagrody w ${when}`}
      interval={report.interval}
      points={points}
      columns={[
        seriesPeriod,
        { key: 'quantity', header: seriesQuantity, align: 'right', cell: (p) => formatNumber(p.quantity) },
        { key: 'points', header: seriesPoints, align: 'right', cell: (p) => formatPkt(p.points) },
        { key: 'pln', header: seriesPln, align: 'right', cell: (p) => formatCurrency(p.pln) },
      ]}
      chart={(ticks) => (
        <PeriodLines
          label={`Wykres: zamówione sztuki nagród i ich wartość w złotych w ${when}. Liczby są w tabeli pod wykresem.`}
          ticks={ticks}
          series={[
            { id: 'quantity', label: 'Zamówione sztuki', data: points.map((p) => p.quantity), unit: 'szt.' },
            // Whole złote on the axis and in the tooltip: the grosze are in the table.
            { id: 'pln', label: 'Wartość w zł (prawa oś)', data: points.map((p) => Math.round(p.pln)), unit: 'zł', right: true },
          ]}
        />
      )}
      dense
    />
  );
}

function PrizesSection({ prizes }: { prizes: Prize[] }) {
  const top = [...prizes].sort((a, b) => b.quantity - a.quantity).slice(0, CHART_TOP);
  const which = top.length === prizes.length ? 'nagrody' : `${top.length} najczęściej zamawianych nagród`;
  return (
    <Section title={T.prizesTitle}>
      {/* Six columns: the table gets the whole width, the chart goes above it. */}
      <HorizontalBars
        label={`Wykres: ${which} według liczby zamówionych sztuk. Liczby są w tabeli pod wykresem.`}
        seriesLabel="Zamówione sztuki"
        unit="szt."
        items={top.map((p) => ({ label: p.name, value: p.quantity }))}
      />
      <DataTable rows={prizes} columns={prizeColumns} rowKey={prizeKey} label={T.prizesTitle} maxHeight={480} dense />
    </Section>
  );
}

function GroupsSection({ groups }: { groups: Group[] }) {
  const chart = groups.length > 1 && (
    <HorizontalBars
      label="Wykres: grupy nagród według wartości zamówionych nagród w złotych. Liczby są w tabeli obok wykresu."
      seriesLabel="Wartość w zł"
      unit="zł"
      items={[...groups].sort((a, b) => b.pln - a.pln).map((g) => ({ label: g.name || T.noGroup, value: Math.round(g.pln) }))}
    />
  );
  return (
    <Section title={T.groupsTitle}>
      <ChartAndTable
        chart={chart || null}
        table={
          <DataTable rows={groups} columns={groupColumns} rowKey={(g) => `${g.groupId ?? 'x'}:${g.name}`} label={T.groupsTitle} dense />
        }
      />
    </Section>
  );
}

function Report({ report }: { report: PrizesReport }) {
  const before = report.previous;
  return (
    <PeriodReport
      report={report}
      empty={
        report.quantity === 0 &&
        report.series.every((p) => p.quantity === 0) && {
          previous: (
            <>
              W poprzednim okresie: {formatNumber(before.quantity)}&nbsp;szt. ({formatPkt(before.points)}, {formatCurrency(before.pln)}).
            </>
          ),
        }
      }
      figures={[
        { title: 'Zamówione sztuki', value: report.quantity, unit: 'szt.', previous: before.quantity },
        // The previous period's order count is not in the report: no trend for it.
        { title: 'Zamówienia', value: report.orders, note: 'bez anulowanych' },
        { title: 'Punkty za nagrody', value: report.points, unit: 'pkt', previous: before.points },
        { title: 'Wartość w złotych', value: report.pln, valueText: formatCurrency(report.pln), previous: before.pln },
      ]}
    >
      <SeriesSection report={report} />
      <PrizesSection prizes={report.prizes} />
      <GroupsSection groups={report.groups} />
    </PeriodReport>
  );
}

const LEAD = 'Nagrody zamówione przez uczestników programu (bez anulowanych): sztuki, punkty i wartość w złotych z dnia zamówienia.';

/** /admin/stats/prizes — prizes ordered in the period: figures with the trend, per bucket, the top prizes, per group; PDF and CSV. */
export default function PrizesReportPage() {
  return <ReportScreen name="prizes" def={paths.admin.stats.prizes} lead={LEAD} Body={Report} />;
}
