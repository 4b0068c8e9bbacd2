import Button from '@mui/material/Button';
import type { ContractorCodeRow, StatsContractorRow } from '@klub/contracts';
import { Link } from 'react-router';
import { QueryView } from '../../components/feedback/QueryView';
import { Section } from '../../components/layout/Section';
import { DataTable, useListState, type Column } from '../../components/table';
import { href, paths } from '../../config/paths';
import { formatPkt } from '../../lib/format';
import { formatDateTime } from '../../lib/dates';
import { useContractorCodes, useRepStats } from './api';
import { ContractorFrame } from './ContractorFrame';
import { FigureCards, PeriodLine } from '../../components/stats/FigureCards';
import { EarnedSourcesSection } from './EarnedSourcesSection';
import { activityFigures } from './figures';
import { ContractorUrlQuery, filterSearch, PERIOD_KEYS } from './filters';
import { SeriesSection } from './SeriesSection';
import { StatsFilterBar } from './StatsFilterBar';

const codeColumns: Column<ContractorCodeRow>[] = [
  { key: 'redeemedAt', header: 'Data', cell: (c) => formatDateTime(c.redeemedAt) },
  { key: 'code', header: 'Kod', rowHeader: true, cell: (c) => c.code },
  { key: 'package', header: 'Produkt', cell: (c) => c.packageName },
  { key: 'group', header: 'Grupa produktów', cell: (c) => c.groupName },
  { key: 'points', header: 'Punkty', align: 'right', cell: (c) => formatPkt(c.points) },
];

function ContractorStats({ contractor }: { contractor: StatsContractorRow }) {
  const { query: state, setQuery, paging } = useListState(ContractorUrlQuery);
  const period = { from: state.from, to: state.to };
  const stats = useRepStats({ ...period, userId: contractor.id });
  const codes = useContractorCodes({ ...period, userId: contractor.id, skip: paging.skip, take: paging.take });
  return (
    <>
      <Button
        component={Link}
        to={`${href(paths.statsContractorProducts, { id: contractor.id })}${filterSearch(state, PERIOD_KEYS)}`}
        variant="outlined"
        sx={{ mb: 3 }}
      >
        Produkty wykonawcy
      </Button>
      <StatsFilterBar key={filterSearch(state, PERIOD_KEYS)} value={state} onApply={setQuery} periodOnly />
      <QueryView query={stats} loadingLabel="Wczytywanie statystyk…">
        {(s) => (
          <>
            <PeriodLine now={s} before={s.previous} />
            <FigureCards label="Aktywność wykonawcy w okresie" figures={activityFigures(s, s.previous)} />
            <EarnedSourcesSection stats={s} />
            <SeriesSection stats={s} subject="wykonawcy" />
          </>
        )}
      </QueryView>
      <Section title="Zarejestrowane kody">
        <DataTable
          query={codes}
          columns={codeColumns}
          label="Kody zarejestrowane przez wykonawcę"
          emptyText="Brak zarejestrowanych kodów w wybranym okresie"
          isEmpty={(d) => d.total === 0}
          paging={paging}
          rowsPerPageOptions={[20, 50, 100]}
        />
      </Section>
    </>
  );
}

/** /stats/contractors/:id — one contractor: contact, the period's figures with the trend, the series and their codes. */
export default function StatsContractorPage() {
  return (
    <ContractorFrame
      title={paths.statsContractor.title}
      titleOf={(name) => `Wykonawca: ${name}`}
      parent={{ label: 'Wykonawcy', to: paths.statsContractors.path }}
    >
      {(contractor) => <ContractorStats contractor={contractor} />}
    </ContractorFrame>
  );
}
