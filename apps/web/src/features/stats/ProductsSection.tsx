import type { ContractorProducts } from '@klub/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryView } from '../../components/feedback/QueryView';
import { Section } from '../../components/layout/Section';
import { DataTable, type Column } from '../../components/table';
import { formatNumber, formatPkt } from '../../lib/format';
import { HorizontalBars } from '../../components/charts/charts';
import { PeriodLine } from '../../components/stats/FigureCards';

type Package = ContractorProducts['packages'][number];

/** The chart shows the most registered packages; the table lists them all. */
const CHART_TOP = 15;

const columns: Column<Package>[] = [
  { key: 'name', header: 'Produkt', rowHeader: true, cell: (p) => p.name },
  { key: 'group', header: 'Grupa produktów', cell: (p) => p.groupName },
  { key: 'count', header: 'Zarejestrowane', align: 'right', cell: (p) => formatNumber(p.productsCount) },
  { key: 'points', header: 'Punkty', align: 'right', cell: (p) => formatPkt(p.points) },
];

/** Products (points packages) registered in the period: the most registered as bars, all of them in a table. */
export function ProductsSection({ query, subject }: { query: UseQueryResult<ContractorProducts>; subject: string }) {
  return (
    <QueryView
      query={query}
      isEmpty={(d) => d.packages.length === 0}
      emptyText="Brak zarejestrowanych produktów w wybranym okresie"
      loadingLabel="Wczytywanie produktów…"
    >
      {(d) => {
        const top = [...d.packages].sort((a, b) => b.productsCount - a.productsCount).slice(0, CHART_TOP);
        return (
          <>
            <PeriodLine now={d} />
            <Section title="Zarejestrowane produkty">
              <HorizontalBars
                label={`Wykres: ${top.length === d.packages.length ? 'produkty' : `${top.length} najczęściej rejestrowanych produktów`} zarejestrowane przez ${subject}. Liczby są w tabeli pod wykresem.`}
                seriesLabel="Zarejestrowane"
                items={top.map((p) => ({ label: p.name, value: p.productsCount }))}
              />
              <DataTable rows={d.packages} columns={columns} rowKey={(p) => p.packageId} label="Zarejestrowane produkty" maxHeight={480} />
            </Section>
          </>
        );
      }}
    </QueryView>
  );
}
