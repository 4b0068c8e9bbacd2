import { PAGE_SIZES } from '@klub/contracts';
import { PointsOverview } from './PointsOverview';
import { QueryView } from '../../components/feedback/QueryView';
import { Page } from '../../components/layout/Page';
import { Section } from '../../components/layout/Section';
import { Pagination, usePaging } from '../../components/table';
import { paths } from '../../config/paths';
import { useMyPoints, useMyPointsHistory } from './api';
import { LedgerTable } from './LedgerTable';
import { PointsRoleGate } from './PointsRoleGate';

function History() {
  const paging = usePaging(PAGE_SIZES.ranking);
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
      <QueryView query={points}>
        {(p) => <PointsOverview points={p} />}
      </QueryView>
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
