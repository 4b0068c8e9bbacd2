import { PAGE_SIZES, Paging } from '@klub/contracts';
import { EnteredCodesTable } from '../my-codes';
import { QueryView } from '../../components/feedback/QueryView';
import { Section } from '../../components/layout/Section';
import { useListState } from '../../components/table';
import { PointsHistorySection, PointsOverview } from '../member-points';
import { useMemberCodes, useMemberHistory, useMemberPoints } from './api';

/** A member's balance, expiring points and lots (getUsersByIdPoints). */
export function MemberPointsPanel({ userId }: { userId: number }) {
  const points = useMemberPoints(userId);
  return <QueryView query={points}>{(p) => <PointsOverview points={p} />}</QueryView>;
}

/** Paging of a member's history and codes (the server's Paging), in the URL as history…/codes…. */
const MemberListQuery = Paging(10_000, PAGE_SIZES.ranking);

/** The URL paging of the member's history (`historySkip`, `historyTake`). */
export const useMemberHistoryList = () => useListState(MemberListQuery, { prefix: 'history' });

/** A member's ledger with who did what (getCodesHistory by userId). */
export function MemberHistory({ userId }: { userId: number }) {
  const { paging } = useMemberHistoryList();
  const history = useMemberHistory(userId, paging.skip, paging.take);
  return <PointsHistorySection query={history} paging={paging} showActor />;
}

/** Codes the member entered (getUsersByIdCodes). */
export function MemberCodes({ userId }: { userId: number }) {
  const { paging } = useListState(MemberListQuery, { prefix: 'codes' });
  const codes = useMemberCodes(userId, paging.skip, paging.take);
  return (
    <Section title="Wpisane kody">
      <EnteredCodesTable query={codes} paging={paging} />
    </Section>
  );
}
