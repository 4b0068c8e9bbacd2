import LinearProgress from '@mui/material/LinearProgress';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useState } from 'react';
import type { ContractorProducts } from '@klub/contracts';
import { QueryView } from '../../components/feedback/QueryView';
import { Page } from '../../components/layout/Page';
import { Section } from '../../components/layout/Section';
import { DataTable, useListState, type Column } from '../../components/table';
import { paths } from '../../config/paths';
import { formatNumber, formatPkt } from '../../lib/format';
import { useContractorProducts } from './api';
import { PeriodBars } from '../../components/charts/charts';
import { PeriodLine } from '../../components/stats/FigureCards';
import { INTERVAL_LABELS, periodLabel, periodTick } from '../../components/stats/trend';
import { filtersOf, filterSearch, StatsUrlQuery } from './filters';
import { salesPivot, type SalesMetric } from './series';
import { StatsFilterBar } from './StatsFilterBar';
import { StatsNav } from './StatsNav';
import { StatsRoleGate } from './StatsRoleGate';

type Group = ContractorProducts['groups'][number];

const METRICS: Record<SalesMetric, { label: string; of: string; format: (n: number) => string; unit?: string }> = {
  productsCount: { label: 'Produkty', of: 'zarejestrowanych produktów', format: formatNumber },
  points: { label: 'Punkty', of: 'punktów za zarejestrowane produkty', format: formatPkt, unit: 'pkt' },
};

const percent = new Intl.NumberFormat('pl-PL', { style: 'percent', maximumFractionDigits: 1 });

function GroupsTable({ data }: { data: ContractorProducts }) {
  const total = data.groups.reduce((sum, g) => sum + g.productsCount, 0);
  const columns: Column<Group>[] = [
    { key: 'group', header: 'Grupa produktów', rowHeader: true, cell: (g) => g.groupName },
    { key: 'count', header: 'Zarejestrowane produkty', align: 'right', cell: (g) => formatNumber(g.productsCount) },
    { key: 'share', header: 'Udział', align: 'right', cell: (g) => (total > 0 ? percent.format(g.productsCount / total) : '—') },
    { key: 'points', header: 'Punkty', align: 'right', cell: (g) => formatPkt(g.points) },
  ];
  return <DataTable rows={data.groups} columns={columns} rowKey={(g) => g.groupName} label="Sprzedaż według grup produktów" />;
}

interface PivotRow {
  period: string;
  values: number[];
  total: number;
}

function SalesOverTime({ data }: { data: ContractorProducts }) {
  const [metric, setMetric] = useState<SalesMetric>('productsCount');
  const m = METRICS[metric];
  const pivot = salesPivot(data, metric);
  const rows: PivotRow[] = pivot.periods.map((period, i) => ({
    period,
    values: pivot.groups.map((g) => g.values[i]!),
    total: pivot.totals[i]!,
  }));
  const columns: Column<PivotRow>[] = [
    { key: 'period', header: 'Okres', rowHeader: true, cell: (r) => periodLabel(r.period, data.interval) },
    ...pivot.groups.map((g, i) => ({
      key: `g${i}`,
      header: g.name,
      align: 'right' as const,
      cell: (r: PivotRow) => m.format(r.values[i]!),
    })),
    { key: 'total', header: 'Razem', align: 'right', cell: (r) => m.format(r.total) },
  ];
  const when = INTERVAL_LABELS[data.interval];
  return (
    <Section title={`Sprzedaż w ${when}`}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={metric}
        onChange={(_e, next: SalesMetric | null) => next && setMetric(next)}
        aria-label="Pokaż na wykresie"
        sx={{ mb: 2 }}
      >
        {(Object.keys(METRICS) as SalesMetric[]).map((key) => (
          <ToggleButton key={key} value={key}>
            {METRICS[key].label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <PeriodBars
        label={`Wykres: liczba ${m.of} w ${when} według grup produktów. Liczby są w tabeli pod wykresem.`}
        ticks={pivot.periods.map((p) => periodTick(p, data.interval))}
        groups={pivot.groups}
        unit={m.unit}
      />
      <DataTable
        rows={rows}
        columns={columns}
        rowKey={(r) => r.period}
        label={`${m.label} w ${when} według grup produktów`}
        maxHeight={420}
        dense
      />
    </Section>
  );
}

function Sales({ isRds }: { isRds: boolean }) {
  const { query: state, setQuery } = useListState(StatsUrlQuery);
  const products = useContractorProducts(filtersOf(state, isRds));
  return (
    <>
      <StatsNav current={paths.statsSales} state={state} />
      <StatsFilterBar key={filterSearch(state)} value={state} onApply={setQuery} isRds={isRds} withInterval />
      {products.isPlaceholderData ? <LinearProgress aria-label="Wczytywanie sprzedaży" sx={{ my: 1 }} /> : null}
      <QueryView
        query={products}
        isEmpty={(d) => d.groups.length === 0 && d.series.length === 0}
        emptyText="Brak sprzedaży w wybranym okresie"
        loadingLabel="Wczytywanie sprzedaży…"
      >
        {(d) => (
          <>
            <PeriodLine now={d} />
            <SalesOverTime data={d} />
            <Section title="Według grup produktów">
              <GroupsTable data={d} />
            </Section>
          </>
        )}
      </QueryView>
    </>
  );
}

/** /stats/sales — sales through codes per period and product group. */
export default function StatsSalesPage() {
  return (
    <Page title={paths.statsSales.title} lead="Sprzedaż przez kody zarejestrowane przez Twoich wykonawców.">
      <StatsRoleGate>{({ isRds }) => <Sales isRds={isRds} />}</StatsRoleGate>
    </Page>
  );
}
