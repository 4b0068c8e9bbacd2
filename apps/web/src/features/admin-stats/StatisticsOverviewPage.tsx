import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import ArrowForward from '@mui/icons-material/ArrowForward';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import type { CodesReport, ContractorsReport, OrdersReport, PointsReport, PrizesReport } from '@klub/contracts';
import { PeriodLines } from '../../components/charts/charts';
import { LoadingState } from '../../components/feedback/LoadingState';
import { QueryView } from '../../components/feedback/QueryView';
import { Page } from '../../components/layout/Page';
import { RouterLink } from '../../components/layout/RouterLink';
import { Section } from '../../components/layout/Section';
import { FigureCards, PeriodLine, type Figure } from '../../components/stats/FigureCards';
import { PeriodFilterBar } from '../../components/stats/PeriodFilter';
import { buckets, INTERVAL_LABELS, periodLabel, periodTick } from '../../components/stats/trend';
import { DataTable, useListState, type Column } from '../../components/table';
import { paths, type RouteDef } from '../../config/paths';
import { formatCurrency, formatNumber, formatPkt } from '../../lib/format';
import { useCodesReport, useContractorsReport, useOrdersReport, usePointsReport, usePrizesReport, type ReportFilters } from './api';
import { AUDIENCE_FILTER, audienceOf } from './AudienceFilter';
import { ReportUrlQuery, resolvedPeriod } from './url-state';

const S = paths.admin.stats;

/**
 * One group of figures from one report, with the link to the whole report (same period). Each group
 * has its own loading and error state: one report failing leaves the others on screen.
 */
function FigureGroup<T>({
  title,
  report,
  query,
  figures,
}: {
  title: string;
  report: RouteDef;
  query: UseQueryResult<T>;
  figures: (data: T) => Figure[];
}) {
  const { search } = useLocation();
  return (
    <Section
      title={title}
      actions={
        <Button
          component={Link}
          to={`${report.path}${search}`}
          variant="outlined"
          endIcon={<ArrowForward />}
          aria-label={`Zobacz raport: ${report.title}`}
        >
          Zobacz raport
        </Button>
      }
    >
      {query.isPlaceholderData ? <LinearProgress aria-label={`Wczytywanie: ${title}`} sx={{ mb: 2 }} /> : null}
      <QueryView query={query} loadingLabel={`Wczytywanie: ${title}…`}>
        {(data) => <FigureCards label={title} figures={figures(data)} columns={4} />}
      </QueryView>
    </Section>
  );
}

const codeFigures = (r: CodesReport): Figure[] => [
  { title: 'Zarejestrowane kody', value: r.codes, previous: r.previous.codes },
  { title: 'Punkty za kody', value: r.points, unit: 'pkt', previous: r.previous.points },
];

const contractorFigures = (r: ContractorsReport): Figure[] => [
  { title: 'Nowi wykonawcy', value: r.newMembers, previous: r.previous.newMembers },
  { title: 'Aktywni wykonawcy', value: r.active, previous: r.previous.active ?? undefined },
  { title: 'Wykonawcy teraz', value: r.members, note: `w tym potwierdzeni: ${formatNumber(r.confirmed)}` },
];

const pointFigures = (r: PointsReport): Figure[] => [
  { title: 'Punkty zdobyte', value: r.earned, unit: 'pkt', previous: r.previous.earned },
  { title: 'Punkty wydane', value: r.spent, unit: 'pkt', previous: r.previous.spent },
  { title: 'Punkty wygasłe', value: r.expired, unit: 'pkt', previous: r.previous.expired },
  {
    title: 'Zobowiązanie punktowe',
    value: r.liability.pln,
    valueText: formatCurrency(r.liability.pln),
    note: `${formatPkt(r.liability.points)} do wykorzystania, stan na dziś`,
  },
];

const orderFigures = (r: OrdersReport): Figure[] => [
  { title: 'Zamówienia', value: r.orders, previous: r.previous.orders },
  { title: 'Punkty za zamówienia', value: r.points, unit: 'pkt', previous: r.previous.points },
  { title: 'Zamawiający', value: r.buyers, note: 'różne osoby w okresie' },
];

const prizeFigures = (r: PrizesReport): Figure[] => [
  { title: 'Zamówione nagrody', value: r.quantity, unit: 'szt.', previous: r.previous.quantity },
  { title: 'Wartość nagród', value: r.pln, valueText: formatCurrency(r.pln), previous: r.previous.pln },
];

interface Activity {
  period: string;
  codes: number;
  orders: number;
  newMembers: number;
}

/** The three reports' counts per bucket (each report resolves the same period and grouping from the same filters). */
function activityRows(codes: CodesReport, orders: OrdersReport, contractors: ContractorsReport): Activity[] {
  const by = <P extends { period: string }>(series: P[], pick: (p: P) => number) => new Map(series.map((p) => [p.period, pick(p)]));
  const c = by(codes.series, (p) => p.codes);
  const o = by(orders.series, (p) => p.orders);
  const n = by(contractors.series, (p) => p.newMembers);
  const seen = [...c.keys(), ...o.keys(), ...n.keys()];
  return buckets(codes.from, codes.to, codes.interval, seen).map((period) => ({
    period,
    codes: c.get(period) ?? 0,
    orders: o.get(period) ?? 0,
    newMembers: n.get(period) ?? 0,
  }));
}

const periodKey = (r: { from: string; to: string; interval: string }) => `${r.from}/${r.to}/${r.interval}`;

/** Codes, orders and new contractors on one chart: the club's activity at a glance (counts, one axis). */
function ActivitySection({
  codes,
  orders,
  contractors,
}: {
  codes: UseQueryResult<CodesReport>;
  orders: UseQueryResult<OrdersReport>;
  contractors: UseQueryResult<ContractorsReport>;
}) {
  const parts = [codes, orders, contractors];
  const [c, o, n] = [codes.data, orders.data, contractors.data];
  let body;
  // While another period loads, one report may have it already and another not yet: no chart mixing the two.
  if (c && o && n && periodKey(o) === periodKey(c) && periodKey(n) === periodKey(c)) {
    const report = c;
    const rows = activityRows(c, o, n);
    const when = INTERVAL_LABELS[report.interval];
    const title = `Aktywność w ${when}`;
    const columns: Column<Activity>[] = [
      { key: 'period', header: 'Okres', rowHeader: true, cell: (p) => periodLabel(p.period, report.interval) },
      { key: 'codes', header: 'Kody', align: 'right', cell: (p) => formatNumber(p.codes) },
      { key: 'orders', header: 'Zamówienia', align: 'right', cell: (p) => formatNumber(p.orders) },
      { key: 'newMembers', header: 'Nowi wykonawcy', align: 'right', cell: (p) => formatNumber(p.newMembers) },
    ];
    body = (
      <>
        <PeriodLines
          label={`Wykres: zarejestrowane kody, zamówienia i nowi wykonawcy w ${when}. Liczby są w tabeli pod wykresem.`}
          ticks={rows.map((p) => periodTick(p.period, report.interval))}
          series={[
            { id: 'codes', label: 'Zarejestrowane kody', data: rows.map((p) => p.codes) },
            { id: 'orders', label: 'Zamówienia', data: rows.map((p) => p.orders) },
            { id: 'newMembers', label: 'Nowi wykonawcy', data: rows.map((p) => p.newMembers) },
          ]}
        />
        <DataTable rows={rows} columns={columns} rowKey={(p) => p.period} label={title} maxHeight={360} dense />
      </>
    );
  } else if (parts.some((q) => q.isError)) {
    body = <Alert severity="info">Wykres pokaże się, gdy wczytają się raporty kodów, wykonawców i zamówień.</Alert>;
  } else {
    body = <LoadingState label="Wczytywanie wykresu…" />;
  }
  return <Section title="Aktywność w okresie">{body}</Section>;
}

/** The reports the overview has no figures of; a period report gets the overview's period. */
const OTHER_REPORTS = [
  { def: S.promotions, period: true },
  { def: S.campaigns, period: false },
  { def: S.contractorDistributor, period: false },
];

function OtherReports() {
  const { search } = useLocation();
  return (
    <Box component="nav" aria-label="Pozostałe raporty" sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
      {OTHER_REPORTS.map(({ def, period }) => (
        <RouterLink key={def.path} to={period ? `${def.path}${search}` : def.path}>
          {def.title}
        </RouterLink>
      ))}
    </Box>
  );
}

/**
 * /admin/statistics — the back office's reports at a glance: the key figures of the last 30 days (or
 * the chosen period) with their trend, each group linking to its full report, and one activity chart.
 */
export default function StatisticsOverviewPage() {
  const { query, setQuery } = useListState(ReportUrlQuery);
  const filters: ReportFilters = { from: query.from, to: query.to, interval: query.interval, ...audienceOf(query) };
  const codes = useCodesReport(filters);
  const contractors = useContractorsReport(filters);
  const points = usePointsReport(filters);
  const orders = useOrdersReport(filters);
  const prizes = usePrizesReport(filters);
  // Every report resolves the same period: the first one in shows it (with its comparison period).
  const answered = [codes, contractors, points, orders, prizes].find((q) => q.data && !q.isPlaceholderData)?.data;
  return (
    <Page
      title={S.statistics.title}
      lead="Najważniejsze liczby programu w jednym miejscu; pełne zestawienia, z plikami PDF i CSV, w raportach."
      maxWidth={1400}
    >
      {/* Keyed by the URL's filters: Back/Forward shows the filters of that page. */}
      <PeriodFilterBar key={JSON.stringify(filters)} value={filters} onApply={setQuery} label="Filtry statystyk" extra={AUDIENCE_FILTER} />
      <PeriodLine now={answered ?? resolvedPeriod(filters)} before={answered?.previous} />
      <FigureGroup title="Kody" report={S.codes} query={codes} figures={codeFigures} />
      <FigureGroup title="Wykonawcy" report={S.contractors} query={contractors} figures={contractorFigures} />
      <FigureGroup title="Punkty" report={S.contractorsPoints} query={points} figures={pointFigures} />
      <FigureGroup title="Zamówienia" report={S.contractorsOrders} query={orders} figures={orderFigures} />
      <FigureGroup title="Nagrody" report={S.prizes} query={prizes} figures={prizeFigures} />
      <ActivitySection codes={codes} orders={orders} contractors={contractors} />
      <OtherReports />
    </Page>
  );
}
