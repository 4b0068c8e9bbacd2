import { LEDGER_SOURCE_LABELS, STATS_REPORT_TEXTS, type PromotionsReport } from '@klub/contracts';
import { HorizontalBars, PeriodBars } from '../../components/charts/charts';
import { Section } from '../../components/layout/Section';
import { fillBuckets, INTERVAL_LABELS } from '../../components/stats/trend';
import { DataTable, type Column } from '../../components/table';
import { paths } from '../../config/paths';
import { formatNumber, formatPkt, plural } from '../../lib/format';
import { ChartAndTable } from './ChartAndTable';
import { PeriodReport, TrendSection } from './PeriodReport';
import { ReportScreen } from './ReportScreen';

const T = STATS_REPORT_TEXTS.promotions;

/** Not the kit's "Brak danych…": the points report has the period's other points. */
const EMPTY_PROMOTIONS = 'Brak punktów dodatkowych w wybranym okresie';

type Source = PromotionsReport['sources'][number];
type Reason = PromotionsReport['reasons'][number];

/** The chart shows the titles with most points; the table lists every one the server sent (its top 50). */
const CHART_TOP = 10;

const [seriesPeriod, seriesAdmin, seriesContest] = T.seriesColumns;
const [sourceName, sourcePoints, sourceAwards, sourceMembers] = T.sourceColumns;
const [reasonTitle, reasonSource, reasonPoints, reasonAwards, reasonMembers] = T.reasonColumns;

const awardsText = (count: number) =>
  `${formatNumber(count)} ${plural(Math.abs(count), { one: 'przyznanie', few: 'przyznania', many: 'przyznań' })}`;

const sourceColumns: Column<Source>[] = [
  { key: 'label', header: sourceName, rowHeader: true, cell: (s) => s.label },
  { key: 'points', header: sourcePoints, align: 'right', cell: (s) => formatPkt(s.points) },
  { key: 'awards', header: sourceAwards, align: 'right', cell: (s) => formatNumber(s.awards) },
  { key: 'members', header: sourceMembers, align: 'right', cell: (s) => formatNumber(s.members) },
];

/** A reason's kind as the sources list names it (the ledger's label for a source the period lacks). */
function reasonColumns(sources: Source[]): Column<Reason>[] {
  const labels = new Map(sources.map((s) => [s.source, s.label]));
  const kind = (source: number) => labels.get(source) ?? LEDGER_SOURCE_LABELS[source] ?? `Źródło ${source}`;
  return [
    { key: 'reason', header: reasonTitle, rowHeader: true, cell: (r) => r.reason },
    { key: 'source', header: reasonSource, cell: (r) => kind(r.source) },
    { key: 'points', header: reasonPoints, align: 'right', cell: (r) => formatPkt(r.points) },
    { key: 'awards', header: reasonAwards, align: 'right', cell: (r) => formatNumber(r.awards) },
    { key: 'members', header: reasonMembers, align: 'right', cell: (r) => formatNumber(r.members) },
  ];
}

function SeriesSection({ report }: { report: PromotionsReport }) {
  const points = fillBuckets(report.series, report, (period) => ({ period, admin: 0, contest: 0 }));
  const when = INTERVAL_LABELS[report.interval];
  return (
    <TrendSection
      title={`Punkty dodatkowe w ${when}`}
      interval={report.interval}
      points={points}
      columns={[
        seriesPeriod,
        { key: 'admin', header: seriesAdmin, align: 'right', cell: (p) => formatPkt(p.admin) },
        { key: 'contest', header: seriesContest, align: 'right', cell: (p) => formatPkt(p.contest) },
      ]}
      // Stacked: a bar's height is the bucket's extra points, its parts tell who gave them.
      chart={(ticks) => (
        <PeriodBars
          label={`Wykres: punkty dodatkowe od administratora i z konkursów w ${when}, jedne na drugich. Liczby są w tabeli pod wykresem.`}
          ticks={ticks}
          groups={[
            { name: seriesAdmin, values: points.map((p) => p.admin) },
            { name: seriesContest, values: points.map((p) => p.contest) },
          ]}
          unit="pkt"
          height={300}
        />
      )}
    />
  );
}

function ReasonsSection({ report }: { report: PromotionsReport }) {
  const top = [...report.reasons].sort((a, b) => b.points - a.points).slice(0, CHART_TOP);
  const which = top.length === report.reasons.length ? 'tytuły' : `${top.length} tytułów z największą liczbą punktów`;
  return (
    <Section title={T.reasonsTitle}>
      <ChartAndTable
        chart={
          top.length > 1 ? (
            <HorizontalBars
              label={`Wykres: ${which} (promocje, konkursy) według przyznanych punktów. Liczby są w tabeli obok wykresu.`}
              seriesLabel={reasonPoints}
              unit="pkt"
              items={top.map((r) => ({ label: r.reason, value: r.points }))}
            />
          ) : null
        }
        table={
          <DataTable
            rows={report.reasons}
            columns={reasonColumns(report.sources)}
            rowKey={(r) => `${r.source}:${r.reason}`}
            label={T.reasonsTitle}
            maxHeight={480}
            dense
          />
        }
      />
    </Section>
  );
}

function Report({ report }: { report: PromotionsReport }) {
  const before = report.previous;
  return (
    <PeriodReport
      report={report}
      empty={
        report.points === 0 &&
        report.awards === 0 &&
        report.series.every((p) => !p.admin && !p.contest) && {
          title: EMPTY_PROMOTIONS,
          previous: (
            <>
              W poprzednim okresie: {formatPkt(before.points)} ({awardsText(before.awards)}).
            </>
          ),
        }
      }
      columns={3}
      figures={[
        { title: 'Punkty dodatkowe', value: report.points, unit: 'pkt', previous: before.points },
        { title: 'Przyznania', value: report.awards, previous: before.awards },
        // The previous period's count of members is not in the report: no trend for it.
        { title: 'Uczestnicy z punktami dodatkowymi', value: report.members, note: 'różne osoby w okresie' },
      ]}
    >
      <SeriesSection report={report} />
      <Section title={T.sourcesTitle}>
        <DataTable rows={report.sources} columns={sourceColumns} rowKey={(s) => s.source} label={T.sourcesTitle} />
      </Section>
      <ReasonsSection report={report} />
    </PeriodReport>
  );
}

const LEAD = 'Punkty dodatkowe: przyznane przez administratora (promocje) i wygrane w konkursach — w czasie, według rodzaju i tytułu.';

/** /admin/stats/promotions — extra points (from admins, from contests) in the period: figures with the trend, per bucket, per kind and title; PDF and CSV. */
export default function PromotionsReportPage() {
  return <ReportScreen name="promotions" def={paths.admin.stats.promotions} lead={LEAD} Body={Report} />;
}
