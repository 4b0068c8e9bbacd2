import { PAGE_SIZES, Paging } from '@klub/contracts';
import { PointsOverview } from './PointsOverview';
import { QueryView } from '../../components/feedback/QueryView';
import { Page } from '../../components/layout/Page';
import { Section } from '../../components/layout/Section';
import { Pagination, useListState } from '../../components/table';
import { paths } from '../../config/paths';
import { useMyPoints, useMyPointsHistory } from './api';
import { LedgerTable } from './LedgerTable';
import { PointsRoleGate } from './PointsRoleGate';

/** GET /api/users/me/points/history paging, kept in the URL. */
const HistoryQuery = Paging(10_000, PAGE_SIZES.ranking);

function History() {
  const { paging } = useListState(HistoryQuery);
  const history = useMyPointsHistory(paging.skip, paging.take);
  return (
    <Section title="Historia punktów">
      <QueryView query={history} isEmpty={(h) => h.total === 0}>
        {(h) => (
          <>
            <LedgerTable entries={h.data} />
            <Pagination paging={paging} total={h.total} />
          </>
        )}
      </QueryView>
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
