import { PAGE_SIZES, Paging } from '@klub/contracts';
import { PointsOverview } from './PointsOverview';
import { QueryView } from '../../components/feedback/QueryView';
import { Page } from '../../components/layout/Page';
import { Section } from '../../components/layout/Section';
import { DataTable, useListState } from '../../components/table';
import { paths } from '../../config/paths';
import { useMyPoints, useMyPointsHistory } from './api';
import { ledgerColumns } from './LedgerTable';
import { PointsRoleGate } from './PointsRoleGate';

/** getUsersMePointsHistory paging, kept in the URL. */
const HistoryQuery = Paging(10_000, PAGE_SIZES.ranking);
const LEDGER_COLUMNS = ledgerColumns();

function History() {
  const { paging } = useListState(HistoryQuery);
  const history = useMyPointsHistory(paging.skip, paging.take);
  return (
    <Section title="Historia punktów">
      <DataTable
        query={history}
        columns={LEDGER_COLUMNS}
        rowKey={(e) => e.id}
        label="Historia punktów"
        isEmpty={(h) => h.total === 0}
        paging={paging}
      />
    </Section>
  );
}

function MyPoints() {
  const points = useMyPoints();
  return (
    <>
      <QueryView query={points}>{(p) => <PointsOverview points={p} />}</QueryView>
      <History />
    </>
  );
}

/** /my-points — "Moje punkty": balance, points expiring within 60 days, lots and history. */
export default function MyPointsPage() {
  return (
    <Page title={paths.myPoints.title}>
      <PointsRoleGate>
        <MyPoints />
      </PointsRoleGate>
    </Page>
  );
}
