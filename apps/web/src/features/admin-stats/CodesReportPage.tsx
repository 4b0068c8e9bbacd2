import { STATS_REPORT_TEXTS, type CodesReport } from '@klub/contracts';
import { HorizontalBars, PeriodLines } from '../../components/charts/charts';
import { Section } from '../../components/layout/Section';
import { fillBuckets, INTERVAL_LABELS } from '../../components/stats/trend';
import { DataTable, type Column } from '../../components/table';
import { paths } from '../../config/paths';
import { formatCodes, formatNumber, formatPkt } from '../../lib/format';
import { ChartAndTable } from './ChartAndTable';
import { PeriodReport, TrendSection } from './PeriodReport';
import { ReportScreen } from './ReportScreen';

const T = STATS_REPORT_TEXTS.codes;

type Package = CodesReport['packages'][number];
type Source = CodesReport['sources'][number];

/** The chart shows the most registered packages; the table lists them all. */
const CHART_TOP = 15;

const [seriesPeriod, seriesCodes, seriesPoints] = T.seriesColumns;
const [packageName, packageGroup, packageCodes, packagePoints] = T.packageColumns;
const [sourceName, sourceCodes, sourcePoints] = T.sourceColumns;

const packageColumns: Column<Package>[] = [
  { key: 'name', header: packageName, rowHeader: true, cell: (p) => p.name },
  { key: 'group', header: packageGroup, cell: (p) => p.groupName },
  { key: 'codes', header: packageCodes, align: 'right', cell: (p) => formatNumber(p.codes) },
  { key: 'points', header: packagePoints, align: 'right', cell: (p) => formatPkt(p.points) },
];

const sourceColumns: Column<Source>[] = [
  { key: 'label', header: sourceName, rowHeader: true, cell: (s) => s.label },
  { key: 'codes', header: sourceCodes, align: 'right', cell: (s) => formatNumber(s.codes) },
  { key: 'points', header: sourcePoints, align: 'right', cell: (s) => formatPkt(s.points) },
];

function SeriesSection({ report }: { report: CodesReport }) {
  const points = fillBuckets(report.series, report, (period) => ({ period, codes: 0, points: 0 }));
  const when = INTERVAL_LABELS[report.interval];
  return (
    <TrendSection
      title={`Kody w ${when}`}
      interval={report.interval}
      points={points}
      columns={[
        seriesPeriod,
        { key: 'codes', header: seriesCodes, align: 'right', cell: (p) => formatNumber(p.codes) },
        { key: 'points', header: seriesPoints, align: 'right', cell: (p) => formatPkt(p.points) },
      ]}
      chart={(ticks) => (
        <PeriodLines
          label={`Wykres: zarejestrowane kody i punkty za nie w ${when}. Liczby są w tabeli pod wykresem.`}
          ticks={ticks}
          series={[
            { id: 'codes', label: 'Zarejestrowane kody', data: points.map((p) => p.codes) },
            { id: 'points', label: 'Punkty za kody (prawa oś)', data: points.map((p) => p.points), unit: 'pkt', right: true },
          ]}
        />
      )}
    />
  );
}

function PackagesSection({ report }: { report: CodesReport }) {
  const top = [...report.packages].sort((a, b) => b.codes - a.codes).slice(0, CHART_TOP);
  const which = top.length === report.packages.length ? 'produkty' : `${top.length} najczęściej rejestrowanych produktów`;
  return (
    <Section title={T.packagesTitle}>
      <ChartAndTable
        chart={
          <HorizontalBars
            label={`Wykres: ${which} według liczby zarejestrowanych kodów. Liczby są w tabeli obok wykresu.`}
            seriesLabel="Zarejestrowane kody"
            items={top.map((p) => ({ label: p.name, value: p.codes }))}
          />
        }
        table={
          <DataTable
            rows={report.packages}
            columns={packageColumns}
            rowKey={(p) => p.packageId}
            label={T.packagesTitle}
            maxHeight={480}
            dense
          />
        }
      />
    </Section>
  );
}

function Report({ report }: { report: CodesReport }) {
  const before = report.previous;
  return (
    <PeriodReport
      report={report}
      empty={
        report.codes === 0 &&
        report.series.every((p) => p.codes === 0) && {
          previous: (
            <>
              W poprzednim okresie: {formatCodes(before.codes)} ({formatPkt(before.points)}).
            </>
          ),
        }
      }
      figures={[
        { title: 'Zarejestrowane kody', value: report.codes, previous: before.codes },
        { title: 'Punkty za kody', value: report.points, unit: 'pkt', previous: before.points },
      ]}
    >
      <SeriesSection report={report} />
      <PackagesSection report={report} />
      <Section title={T.sourcesTitle}>
        <DataTable rows={report.sources} columns={sourceColumns} rowKey={(s) => s.source} label={T.sourcesTitle} />
      </Section>
    </PeriodReport>
  );
}

const LEAD = 'Kody zarejestrowane przez wszystkich uczestników programu: w czasie, według produktów i miejsca wpisania.';

/** /admin/stats/codes — everyone's codes in the period: figures with the trend, per bucket, per product, per source; PDF and CSV. */
export default function CodesReportPage() {
  return <ReportScreen name="codes" def={paths.admin.stats.codes} lead={LEAD} Body={Report} />;
}
