import { PrizeStatementsSection } from './PrizeStatementsSection';
import Typography from '@mui/material/Typography';
import { format, parseISO } from 'date-fns';
import { LIABILITY_MONTHS, STATS_REPORT_TEXTS, type PointsReport } from '@klub/contracts';
import { HorizontalBars, PeriodBars, PeriodLines } from '../../components/charts/charts';
import { Section } from '../../components/layout/Section';
import { FigureCards } from '../../components/stats/FigureCards';
import { fillBuckets, INTERVAL_LABELS } from '../../components/stats/trend';
import { DataTable, type Column } from '../../components/table';
import { paths } from '../../config/paths';
import { formatCurrency, formatNumber, formatPkt } from '../../lib/format';
import { ChartAndTable } from './ChartAndTable';
import type { AudienceFilters } from './AudienceFilter';
import { ExecutorsTableSection } from './ExecutorsTableSection';
import { PeriodReport, TrendSection } from './PeriodReport';
import { ReportScreen } from './ReportScreen';

const T = STATS_REPORT_TEXTS.points;

type Balance = PointsReport['balances'][number];
type Liability = PointsReport['liability'];

interface LiabilityRow {
  key: string;
  label: string;
  points: number;
  pln: number;
}

/** 2026-03-01 → 03.2026 */
const monthLabel = (month: string) => format(parseISO(month), 'MM.yyyy');

/**
 * What finance books, as the PDF lists it: lots past their month the nightly expiry has not taken yet
 * (only when there are any), the next 12 months one by one, later ones summed, credits with no expiry.
 */
function liabilityRows(L: Liability): LiabilityRow[] {
  const pln = (points: number) => points / L.pointsPerPln;
  return [
    ...(L.overdue > 0 ? [{ key: 'overdue', label: T.overdue, points: L.overdue, pln: pln(L.overdue) }] : []),
    ...L.months.map((m) => ({ key: m.month, label: monthLabel(m.month), points: m.points, pln: m.pln })),
    { key: 'later', label: T.later, points: L.later, pln: pln(L.later) },
    { key: 'noExpiry', label: T.noExpiry, points: L.noExpiry, pln: pln(L.noExpiry) },
  ];
}

const [seriesPeriod, seriesEarned, seriesSpent, seriesExpired] = T.seriesColumns;
const [liabilityWhen, liabilityPoints, liabilityPln] = T.liabilityColumns;
const [balanceBand, balanceMembers, balancePoints] = T.balanceColumns;

const liabilityColumns: Column<LiabilityRow>[] = [
  { key: 'label', header: liabilityWhen, rowHeader: true, cell: (r) => r.label },
  { key: 'points', header: liabilityPoints, align: 'right', cell: (r) => formatPkt(r.points) },
  { key: 'pln', header: liabilityPln, align: 'right', cell: (r) => formatCurrency(r.pln) },
];

const balanceColumns: Column<Balance>[] = [
  { key: 'label', header: balanceBand, rowHeader: true, cell: (b) => b.label },
  { key: 'members', header: balanceMembers, align: 'right', cell: (b) => formatNumber(b.members) },
  { key: 'points', header: balancePoints, align: 'right', cell: (b) => formatPkt(b.points) },
];

function PeriodPart({ report }: { report: PointsReport }) {
  const points = fillBuckets(report.series, report, (period) => ({ period, earned: 0, spent: 0, expired: 0 }));
  const when = INTERVAL_LABELS[report.interval];
  const quiet =
    report.earned === 0 && report.spent === 0 && report.expired === 0 && points.every((p) => !p.earned && !p.spent && !p.expired);
  return (
    <PeriodReport
      report={report}
      empty={quiet && {}}
      columns={3}
      figures={[
        { title: seriesEarned, value: report.earned, unit: 'pkt', previous: report.previous.earned },
        { title: seriesSpent, value: report.spent, unit: 'pkt', previous: report.previous.spent },
        { title: seriesExpired, value: report.expired, unit: 'pkt', previous: report.previous.expired },
      ]}
    >
      <TrendSection
        title={`Punkty w ${when}`}
        interval={report.interval}
        points={points}
        columns={[
          seriesPeriod,
          { key: 'earned', header: seriesEarned, align: 'right', cell: (p) => formatPkt(p.earned) },
          { key: 'spent', header: seriesSpent, align: 'right', cell: (p) => formatPkt(p.spent) },
          { key: 'expired', header: seriesExpired, align: 'right', cell: (p) => formatPkt(p.expired) },
        ]}
        chart={(ticks) => (
          <PeriodLines
            label={`Wykres: punkty zdobyte, wydane i wygasłe w ${when}. Liczby są w tabeli pod wykresem.`}
            ticks={ticks}
            series={[
              { id: 'earned', label: seriesEarned, data: points.map((p) => p.earned), unit: 'pkt' },
              { id: 'spent', label: seriesSpent, data: points.map((p) => p.spent), unit: 'pkt' },
              { id: 'expired', label: seriesExpired, data: points.map((p) => p.expired), unit: 'pkt' },
            ]}
          />
        )}
      />
    </PeriodReport>
  );
}

function LiabilitySection({ liability: L }: { liability: Liability }) {
  const rate = formatNumber(L.pointsPerPln);
  return (
    <Section title={T.liabilityTitle}>
      <Typography variant="body1" sx={{ mb: 2 }}>
        Punkty na kontach uczestników (stan na dziś), które mogą jeszcze wymienić na nagrody, i miesiące, w których wygasną. Wartość w
        złotych według przelicznika nagród: {rate}&nbsp;pkt za 1&nbsp;zł.
      </Typography>
      <FigureCards
        label="Zobowiązanie punktowe — stan na dziś"
        figures={[
          { title: 'Punkty do wykorzystania', value: L.points, unit: 'pkt', note: 'stan na dziś' },
          { title: 'Wartość w złotych', value: L.pln, valueText: formatCurrency(L.pln), note: `kurs: ${rate} pkt za 1 zł` },
        ]}
      />
      <ChartAndTable
        chart={
          L.months.some((m) => m.points > 0) ? (
            <PeriodBars
              label={`Wykres: punkty wygasające w kolejnych ${LIABILITY_MONTHS} miesiącach. Liczby, także punkty wygasające później i bez terminu, są w tabeli.`}
              ticks={L.months.map((m) => monthLabel(m.month))}
              groups={[{ name: 'Punkty wygasające w miesiącu', values: L.months.map((m) => m.points) }]}
              unit="pkt"
              height={300}
            />
          ) : null
        }
        table={<DataTable rows={liabilityRows(L)} columns={liabilityColumns} rowKey={(r) => r.key} label={T.liabilityTitle} dense />}
      />
    </Section>
  );
}

function BalancesSection({ balances }: { balances: Balance[] }) {
  return (
    <Section title={T.balancesTitle}>
      <ChartAndTable
        chart={
          balances.some((b) => b.members > 0) ? (
            <HorizontalBars
              label="Wykres: uczestnicy według salda punktów (stan na dziś). Liczby są w tabeli obok wykresu."
              seriesLabel={balanceMembers}
              items={balances.map((b) => ({ label: b.label, value: b.members }))}
            />
          ) : null
        }
        table={<DataTable rows={balances} columns={balanceColumns} rowKey={(b) => b.label} label={T.balancesTitle} />}
      />
    </Section>
  );
}

function Report({ report, audience }: { report: PointsReport; audience: AudienceFilters }) {
  return (
    <>
      <PeriodPart report={report} />
      <LiabilitySection liability={report.liability} />
      <BalancesSection balances={report.balances} />
      <PrizeStatementsSection />
      <ExecutorsTableSection from={report.from} to={report.to} audience={audience} />
    </>
  );
}

const LEAD =
  'Punkty uczestników programu: zdobyte, wydane i wygasłe w okresie; zobowiązanie punktowe i salda kont na dziś; wszystkie konta punktowe w tabeli.';

/**
 * /admin/stats/contractors-points — points earned, spent and expired in the period; the liability and balances now; PDF and CSV;
 * last, every points account with the period's figures (a paged table with its own files).
 */
export default function PointsReportPage() {
  return <ReportScreen name="points" def={paths.admin.stats.contractorsPoints} lead={LEAD} Body={Report} />;
}
