import Typography from '@mui/material/Typography';
import { ORDERS_REPORT_TOP, STATS_REPORT_TEXTS, type OrdersReport } from '@klub/contracts';
import { HorizontalBars, PeriodLines } from '../../components/charts/charts';
import { RouterLink } from '../../components/layout/RouterLink';
import { Section } from '../../components/layout/Section';
import { fillBuckets, INTERVAL_LABELS } from '../../components/stats/trend';
import { DataTable, type Column } from '../../components/table';
import { href, paths } from '../../config/paths';
import { formatNumber, formatPkt, NBSP, plural } from '../../lib/format';
import { ChartAndTable } from './ChartAndTable';
import { PeriodReport, TrendSection } from './PeriodReport';
import { ReportScreen } from './ReportScreen';

const T = STATS_REPORT_TEXTS.orders;

type Status = OrdersReport['statuses'][number];
type Buyer = OrdersReport['buyersTop'][number];

const [seriesPeriod, seriesOrders, seriesPoints] = T.seriesColumns;
const [statusName, statusOrders, statusPoints] = T.statusColumns;
const [buyerName, buyerCompany, buyerCity, buyerOrders, buyerPoints] = T.buyerColumns;

/** "1 zamówienie", "3 zamówienia", "12 zamówień" */
const formatOrders = (count: number) =>
  `${formatNumber(count)}${NBSP}${plural(Math.abs(count), { one: 'zamówienie', few: 'zamówienia', many: 'zamówień' })}`;

const dash = (value: string | null) => value || '—';

const statusColumns: Column<Status>[] = [
  { key: 'label', header: statusName, rowHeader: true, cell: (s) => s.label },
  { key: 'orders', header: statusOrders, align: 'right', cell: (s) => formatNumber(s.orders) },
  { key: 'points', header: statusPoints, align: 'right', cell: (s) => formatPkt(s.points) },
];

const buyerColumns: Column<Buyer>[] = [
  {
    key: 'name',
    header: buyerName,
    rowHeader: true,
    cell: (b) => <RouterLink to={href(paths.admin.clubMembers.details, { id: b.userId })}>{b.fullName}</RouterLink>,
  },
  { key: 'company', header: buyerCompany, cell: (b) => dash(b.companyName) },
  { key: 'city', header: buyerCity, cell: (b) => dash(b.city) },
  { key: 'orders', header: buyerOrders, align: 'right', cell: (b) => formatNumber(b.orders) },
  { key: 'points', header: buyerPoints, align: 'right', cell: (b) => formatPkt(b.points) },
];

function SeriesSection({ report }: { report: OrdersReport }) {
  const points = fillBuckets(report.series, report, (period) => ({ period, orders: 0, points: 0 }));
  const when = INTERVAL_LABELS[report.interval];
  return (
    <TrendSection
      title={`Zamówienia w ${when}`}
      interval={report.interval}
      points={points}
      columns={[
        seriesPeriod,
        { key: 'orders', header: seriesOrders, align: 'right', cell: (p) => formatNumber(p.orders) },
        { key: 'points', header: seriesPoints, align: 'right', cell: (p) => formatPkt(p.points) },
      ]}
      chart={(ticks) => (
        <PeriodLines
          label={`Wykres: złożone zamówienia i punkty za nie w ${when}. Liczby są w tabeli pod wykresem.`}
          ticks={ticks}
          series={[
            { id: 'orders', label: 'Złożone zamówienia', data: points.map((p) => p.orders) },
            { id: 'points', label: 'Punkty za zamówienia (prawa oś)', data: points.map((p) => p.points), unit: 'pkt', right: true },
          ]}
        />
      )}
    />
  );
}

function StatusesSection({ statuses }: { statuses: Status[] }) {
  return (
    <Section title={T.statusesTitle}>
      <ChartAndTable
        chart={
          statuses.some((s) => s.orders > 0) ? (
            <HorizontalBars
              label="Wykres: zamówienia z okresu według ich obecnego statusu. Liczby, także punkty, są w tabeli obok wykresu."
              seriesLabel={statusOrders}
              items={statuses.map((s) => ({ label: s.label, value: s.orders }))}
            />
          ) : null
        }
        table={<DataTable rows={statuses} columns={statusColumns} rowKey={(s) => s.status} label={T.statusesTitle} />}
      />
    </Section>
  );
}

function BuyersSection({ buyers }: { buyers: Buyer[] }) {
  return (
    <Section title={T.buyersTitle}>
      <DataTable
        rows={buyers}
        columns={buyerColumns}
        rowKey={(b) => b.userId}
        label={T.buyersTitle}
        emptyText="Nikt nie zamówił nagrody w tym okresie"
        footer={() =>
          buyers.length === ORDERS_REPORT_TOP ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              Lista obejmuje {ORDERS_REPORT_TOP} wykonawców, którzy zamówili najwięcej w okresie.
            </Typography>
          ) : null
        }
        dense
      />
    </Section>
  );
}

function Report({ report }: { report: OrdersReport }) {
  const before = report.previous;
  return (
    <PeriodReport
      report={report}
      empty={
        report.orders === 0 &&
        report.series.every((p) => p.orders === 0 && p.points === 0) && {
          previous: (
            <>
              W poprzednim okresie: {formatOrders(before.orders)} ({formatPkt(before.points)}).
            </>
          ),
        }
      }
      columns={3}
      figures={[
        { title: 'Złożone zamówienia', value: report.orders, previous: before.orders, note: 'także anulowane później' },
        { title: 'Punkty za zamówienia', value: report.points, unit: 'pkt', previous: before.points, note: 'po zwrotach za anulowane' },
        // The server counts no buyers for the previous period: this card has no trend.
        { title: 'Zamawiający', value: report.buyers, note: 'wykonawcy, którzy złożyli zamówienie' },
      ]}
    >
      <SeriesSection report={report} />
      <StatusesSection statuses={report.statuses} />
      <BuyersSection buyers={report.buyersTop} />
    </PeriodReport>
  );
}

const LEAD = 'Zamówienia nagród złożone przez wykonawców: w czasie, według statusu i najwięcej zamawiający.';

/** /admin/stats/contractors-orders — prize orders of the period: figures with the trend, per bucket, per status, the top buyers; PDF and CSV. */
export default function OrdersReportPage() {
  return <ReportScreen name="orders" def={paths.admin.stats.contractorsOrders} lead={LEAD} Body={Report} />;
}
