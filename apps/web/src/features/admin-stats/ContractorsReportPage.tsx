import { STATS_REPORT_TEXTS, type ContractorsReport } from '@klub/contracts';
import { HorizontalBars, PeriodLines } from '../../components/charts/charts';
import { Section } from '../../components/layout/Section';
import { FigureCards } from '../../components/stats/FigureCards';
import { fillBuckets, INTERVAL_LABELS } from '../../components/stats/trend';
import { DataTable, type Column } from '../../components/table';
import { paths } from '../../config/paths';
import { formatNumber } from '../../lib/format';
import { ChartAndTable } from './ChartAndTable';
import { PeriodReport, TrendSection } from './PeriodReport';
import { ReportScreen } from './ReportScreen';

const T = STATS_REPORT_TEXTS.contractors;

type Status = ContractorsReport['statuses'][number];
type Region = ContractorsReport['regions'][number];

const [seriesPeriod, seriesNew, seriesActive] = T.seriesColumns;
const [statusName, statusMembers] = T.statusColumns;
const [regionName, regionMembers, regionNew] = T.regionColumns;

/** A contractor without a region is a row of its own, named the way the PDF names it. */
const regionLabel = (r: Region) => (r.regionId === null ? T.noRegion : r.name);

const statusColumns: Column<Status>[] = [
  { key: 'label', header: statusName, rowHeader: true, cell: (s) => s.label },
  { key: 'members', header: statusMembers, align: 'right', cell: (s) => formatNumber(s.members) },
];

const regionColumns: Column<Region>[] = [
  { key: 'name', header: regionName, rowHeader: true, cell: regionLabel },
  { key: 'members', header: regionMembers, align: 'right', cell: (r) => formatNumber(r.members) },
  { key: 'new', header: regionNew, align: 'right', cell: (r) => formatNumber(r.newMembers) },
];

/** Nobody joined and nobody registered a code or ordered: the period has nothing to chart. */
const quiet = (report: ContractorsReport) =>
  report.newMembers === 0 && report.active === 0 && report.series.every((p) => p.newMembers === 0 && p.active === 0);

function PeriodPart({ report }: { report: ContractorsReport }) {
  const before = report.previous;
  const points = fillBuckets(report.series, report, (period) => ({ period, newMembers: 0, active: 0 }));
  const when = INTERVAL_LABELS[report.interval];
  return (
    <PeriodReport
      report={report}
      empty={
        quiet(report) && {
          previous: (
            <>
              W poprzednim okresie nowi wykonawcy: {formatNumber(before.newMembers)}
              {before.active === null ? '' : `, aktywni: ${formatNumber(before.active)}`}.
            </>
          ),
        }
      }
      columns={3}
      figures={[
        { title: seriesNew, value: report.newMembers, previous: before.newMembers },
        // Over a long previous period the server counts no active contractors: no trend then.
        { title: seriesActive, value: report.active, previous: before.active ?? undefined, note: 'wpisali kod lub zamówili nagrodę' },
        // Confirmation comes later than joining: how many of the new ones are confirmed by now.
        { title: 'Nowi potwierdzeni', value: report.newConfirmed, note: 'spośród nowych, stan na dziś' },
      ]}
    >
      <TrendSection
        title={`Wykonawcy w ${when}`}
        interval={report.interval}
        points={points}
        columns={[
          seriesPeriod,
          { key: 'new', header: seriesNew, align: 'right', cell: (p) => formatNumber(p.newMembers) },
          { key: 'active', header: seriesActive, align: 'right', cell: (p) => formatNumber(p.active) },
        ]}
        chart={(ticks) => (
          <PeriodLines
            label={`Wykres: nowi i aktywni wykonawcy w ${when}. Liczby są w tabeli pod wykresem.`}
            ticks={ticks}
            series={[
              { id: 'new', label: seriesNew, data: points.map((p) => p.newMembers) },
              { id: 'active', label: seriesActive, data: points.map((p) => p.active) },
            ]}
          />
        )}
      />
    </PeriodReport>
  );
}

/** Who is in the club now, whatever the period: the figures and the statuses. */
function StatusesSection({ report }: { report: ContractorsReport }) {
  return (
    <Section title={T.statusesTitle}>
      <FigureCards
        label="Wykonawcy — stan na dziś"
        columns={2}
        figures={[
          { title: 'Wykonawcy teraz', value: report.members, note: 'bez kont usuniętych' },
          { title: 'W tym potwierdzeni', value: report.confirmed, note: 'status „Aktywny — potwierdzony”' },
        ]}
      />
      <ChartAndTable
        chart={
          report.statuses.some((s) => s.members > 0) ? (
            <HorizontalBars
              label="Wykres: wykonawcy według statusu (stan na dziś). Liczby są w tabeli obok wykresu."
              seriesLabel={statusMembers}
              items={report.statuses.map((s) => ({ label: s.label, value: s.members }))}
            />
          ) : null
        }
        table={<DataTable rows={report.statuses} columns={statusColumns} rowKey={(s) => s.status} label={T.statusesTitle} />}
      />
    </Section>
  );
}

function RegionsSection({ regions }: { regions: Region[] }) {
  // The chart leaves out the regions with nobody in them now; the table lists them all.
  const shown = [...regions].filter((r) => r.members > 0).sort((a, b) => b.members - a.members);
  const which = shown.length === regions.length ? 'regiony' : 'regiony z wykonawcami';
  return (
    <Section title={T.regionsTitle}>
      <ChartAndTable
        chart={
          shown.length > 0 ? (
            <HorizontalBars
              label={`Wykres: ${which} według liczby wykonawców teraz. Liczby, także nowi w okresie, są w tabeli obok wykresu.`}
              seriesLabel={regionMembers}
              items={shown.map((r) => ({ label: regionLabel(r), value: r.members }))}
            />
          ) : null
        }
        table={
          <DataTable
            rows={regions}
            columns={regionColumns}
            rowKey={(r) => r.regionId ?? 'none'}
            label={T.regionsTitle}
            maxHeight={480}
            dense
          />
        }
      />
    </Section>
  );
}

function Report({ report }: { report: ContractorsReport }) {
  return (
    <>
      <PeriodPart report={report} />
      <StatusesSection report={report} />
      <RegionsSection regions={report.regions} />
    </>
  );
}

const LEAD = 'Wykonawcy w programie: nowi i aktywni (wpisali kod lub zamówili nagrodę) w okresie; wszyscy dziś według statusu i regionu.';

/**
 * /admin/stats/contractors — who joined and who was active in the period (with the trend), per bucket;
 * the contractors now by status and region (shown even for an empty period: they do not depend on it); PDF and CSV.
 */
export default function ContractorsReportPage() {
  return <ReportScreen name="contractors" def={paths.admin.stats.contractors} lead={LEAD} Body={Report} />;
}
