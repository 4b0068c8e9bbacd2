import LinearProgress from '@mui/material/LinearProgress';
import type { RepStats, StatsDth } from '@klub/contracts';
import { QueryView } from '../../components/feedback/QueryView';
import { Page } from '../../components/layout/Page';
import { RouterLink } from '../../components/layout/RouterLink';
import { Section } from '../../components/layout/Section';
import { DataTable, useListState, type Column } from '../../components/table';
import { paths } from '../../config/paths';
import { formatNumber, formatPkt } from '../../lib/format';
import { useRepStats } from './api';
import { HorizontalBars } from '../../components/charts/charts';
import { FigureCards, PeriodLine, type Figure } from '../../components/stats/FigureCards';
import { EarnedSourcesSection } from './EarnedSourcesSection';
import { activityFigures } from './figures';
import { filtersOf, filterSearch, StatsUrlQuery, type StatsUrlState } from './filters';
import { SeriesSection } from './SeriesSection';
import { StatsFilterBar } from './StatsFilterBar';
import { StatsNav } from './StatsNav';
import { StatsRoleGate } from './StatsRoleGate';

const EMPTY_PERIOD = 'Brak danych w wybranym okresie';

/** Nothing to show: no contractor matches the filters (their figures would all be zeros). */
const isEmptyStats = (s: RepStats) => s.usersCount === 0 && s.productsCount === 0 && s.pointsEarned === 0 && s.ordersCount === 0;

function summaryFigures(s: RepStats): Figure[] {
  const share = s.usersCount > 0 ? Math.round((s.confirmedUsersCount / s.usersCount) * 100) : 0;
  return [
    { title: 'Wykonawcy', value: s.usersCount, note: 'stan na dziś' },
    { title: 'Potwierdzeni', value: s.confirmedUsersCount, note: `${share}% wykonawców` },
    { title: 'Aktywni w okresie', value: s.activeUsersCount, previous: s.previous.activeUsersCount },
    { title: 'Nowi w okresie', value: s.newUsersCount, previous: s.previous.newUsersCount },
    ...activityFigures(s, s.previous),
  ];
}

function DthSection({ stats, state }: { stats: RepStats; state: StatsUrlState }) {
  const columns: Column<StatsDth>[] = [
    {
      key: 'name',
      header: 'DTH',
      rowHeader: true,
      cell: (d) => (
        <RouterLink
          to={`${paths.statsContractors.path}${filterSearch({ ...state, dth: String(d.id) })}`}
          aria-label={`Wykonawcy DTH ${d.name}`}
        >
          {d.name}
        </RouterLink>
      ),
    },
    { key: 'users', header: 'Wykonawcy', align: 'right', cell: (d) => formatNumber(d.usersCount) },
    { key: 'confirmed', header: 'Potwierdzeni', align: 'right', cell: (d) => formatNumber(d.confirmedUsersCount) },
    { key: 'products', header: 'Zarejestrowane produkty', align: 'right', cell: (d) => formatNumber(d.productsCount) },
    { key: 'earned', header: 'Punkty zdobyte', align: 'right', cell: (d) => formatPkt(d.pointsEarned) },
  ];
  const bars = [...stats.dth].sort((a, b) => b.productsCount - a.productsCount);
  return (
    <Section title="Według DTH">
      {stats.dth.length > 0 && stats.dth.some((d) => d.productsCount > 0) ? (
        <HorizontalBars
          label="Wykres: zarejestrowane produkty według DTH. Liczby są w tabeli pod wykresem."
          seriesLabel="Zarejestrowane produkty"
          items={bars.map((d) => ({ label: d.name, value: d.productsCount }))}
        />
      ) : null}
      <DataTable rows={stats.dth} columns={columns} label="Wyniki według DTH" emptyText="Brak DTH w Twoim zespole" />
    </Section>
  );
}

function Summary({ isRds }: { isRds: boolean }) {
  const { query, setQuery } = useListState(StatsUrlQuery);
  const stats = useRepStats(filtersOf(query, isRds));
  return (
    <>
      <StatsNav current={paths.stats} state={query} />
      <StatsFilterBar key={filterSearch(query)} value={query} onApply={setQuery} isRds={isRds} withInterval />
      {stats.isPlaceholderData ? <LinearProgress aria-label="Wczytywanie statystyk" sx={{ my: 1 }} /> : null}
      <QueryView query={stats} isEmpty={isEmptyStats} emptyText={EMPTY_PERIOD} loadingLabel="Wczytywanie statystyk…">
        {(s) => (
          <>
            <PeriodLine now={s} before={s.previous} />
            <FigureCards label="Podsumowanie okresu" figures={summaryFigures(s)} />
            <EarnedSourcesSection stats={s} />
            <SeriesSection stats={s} subject="Twoich wykonawców" />
            {isRds ? <DthSection stats={s} state={query} /> : null}
          </>
        )}
      </QueryView>
    </>
  );
}

/** /stats — the sales rep's summary: figures with the trend, the series, per DTH (RDS). */
export default function StatsPage() {
  return (
    <Page title={paths.stats.title} lead="Aktywność wykonawców, z którymi współpracujesz.">
      <StatsRoleGate>{({ isRds }) => <Summary isRds={isRds} />}</StatsRoleGate>
    </Page>
  );
}
