import type { StatsContractorRow } from '@klub/contracts';
import { Page } from '../../components/layout/Page';
import { RouterLink } from '../../components/layout/RouterLink';
import { Section } from '../../components/layout/Section';
import { DataTable, useListState, type Column } from '../../components/table';
import { href, paths } from '../../config/paths';
import { formatNumber } from '../../lib/format';
import { useContractorProducts, useStatsContractors, type StatsContractorSort } from './api';
import { filtersOf, filterSearch, PERIOD_KEYS, StatsUrlQuery, type StatsUrlState } from './filters';
import { ProductsSection } from './ProductsSection';
import { contractorName, contractorsQuery } from './contractors';
import { StatsFilterBar } from './StatsFilterBar';
import { StatsNav } from './StatsNav';
import { StatsRoleGate } from './StatsRoleGate';

function contractorColumns(state: StatsUrlState): Column<StatsContractorRow>[] {
  const period = filterSearch(state, PERIOD_KEYS);
  return [
    {
      key: 'name',
      header: 'Wykonawca',
      sortBy: 'lastname',
      rowHeader: true,
      cell: (r) => (
        <RouterLink to={`${href(paths.statsContractorProducts, { id: r.id })}${period}`}>
          {contractorName(r)}
          {r.companyName ? ` (${r.companyName})` : ''}
        </RouterLink>
      ),
    },
    { key: 'products', header: 'Produkty', sortBy: 'productsCount', align: 'right', cell: (r) => formatNumber(r.productsCount) },
  ];
}

function ContractorsProducts({ isRds }: { isRds: boolean }) {
  const { query: state, setQuery, paging } = useListState(StatsUrlQuery);
  const products = useContractorProducts(filtersOf(state, isRds));
  const contractors = useStatsContractors(contractorsQuery(state, isRds));
  return (
    <>
      <StatsNav current={paths.statsContractorsProducts} state={state} />
      <StatsFilterBar key={filterSearch(state)} value={state} onApply={setQuery} isRds={isRds} />
      <ProductsSection query={products} subject="Twoich wykonawców" />
      <Section title="Produkty według wykonawców">
        <DataTable
          query={contractors}
          columns={contractorColumns(state)}
          label="Produkty zarejestrowane przez wykonawców"
          emptyText="Brak wykonawców spełniających filtry"
          isEmpty={(d) => d.total === 0}
          paging={paging}
          rowsPerPageOptions={[20, 50, 100]}
          sort={{ sort: state.sort, order: state.order, onSort: (sort, order) => setQuery({ sort: sort as StatsContractorSort, order }) }}
        />
      </Section>
    </>
  );
}

/** /stats/contractors-products — products (points packages) the rep's contractors registered, and per contractor. */
export default function StatsContractorsProductsPage() {
  return (
    <Page title={paths.statsContractorsProducts.title} lead="Produkty zarejestrowane przez Twoich wykonawców w wybranym okresie.">
      <StatsRoleGate>{({ isRds }) => <ContractorsProducts isRds={isRds} />}</StatsRoleGate>
    </Page>
  );
}
