import Button from '@mui/material/Button';
import { Link } from 'react-router';
import type { StatsContractorRow } from '@klub/contracts';
import { useListState } from '../../components/table';
import { href, paths } from '../../config/paths';
import { useContractorProducts } from './api';
import { ContractorFrame } from './ContractorFrame';
import { ContractorUrlQuery, filterSearch, PERIOD_KEYS } from './filters';
import { ProductsSection } from './ProductsSection';
import { StatsFilterBar } from './StatsFilterBar';

function ContractorProducts({ contractor }: { contractor: StatsContractorRow }) {
  const { query: state, setQuery } = useListState(ContractorUrlQuery);
  const products = useContractorProducts({ from: state.from, to: state.to, userId: contractor.id });
  return (
    <>
      <Button
        component={Link}
        to={`${href(paths.statsContractor, { id: contractor.id })}${filterSearch(state, PERIOD_KEYS)}`}
        variant="outlined"
        sx={{ mb: 3 }}
      >
        Statystyki wykonawcy
      </Button>
      <StatsFilterBar key={filterSearch(state, PERIOD_KEYS)} value={state} onApply={setQuery} periodOnly />
      <ProductsSection query={products} subject="wykonawcę" />
    </>
  );
}

/** /stats/contractors-products/:id — the products one contractor registered in the period. */
export default function StatsContractorProductsPage() {
  return (
    <ContractorFrame
      title={paths.statsContractorProducts.title}
      titleOf={(name) => `Produkty wykonawcy: ${name}`}
      parent={{ label: 'Produkty wykonawców', to: paths.statsContractorsProducts.path }}
    >
      {(contractor) => <ContractorProducts contractor={contractor} />}
    </ContractorFrame>
  );
}
