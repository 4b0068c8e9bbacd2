import { PAGE_SIZES, Paging } from '@klub/contracts';
import { PointsOverview } from './PointsOverview';
import { QueryView } from '../../components/feedback/QueryView';
import { Page } from '../../components/layout/Page';
import { useListState } from '../../components/table';
import { paths } from '../../config/paths';
import { useMyPoints, useMyPointsHistory } from './api';
import { PointsHistorySection } from './LedgerTable';
import { PointsRoleGate } from './PointsRoleGate';
import { MyHeldPoints } from '../code-review';

/** getUsersMePointsHistory paging, kept in the URL. */
const HistoryQuery = Paging(10_000, PAGE_SIZES.ranking);

function History() {
  const { paging } = useListState(HistoryQuery);
  const history = useMyPointsHistory(paging.skip, paging.take);
  return <PointsHistorySection query={history} paging={paging} />;
}

function MyPoints() {
  const points = useMyPoints();
  return (
    <>
      <QueryView query={points}>{(p) => <PointsOverview points={p} />}</QueryView>
      <MyHeldPoints />
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
