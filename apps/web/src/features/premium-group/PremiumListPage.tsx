import Button from '@mui/material/Button';
import { PremiumQuery, type PremiumRow } from '@klub/contracts';
import { Page } from '../../components/layout/Page';
import { DataTable, ListSearchForm, memberColumns, useListState, type Column } from '../../components/table';
import { showToast } from '../../components/toast';
import { paths } from '../../config/paths';
import { formatNumber, formatPkt } from '../../lib/format';
import { usePremiumList, useSetPremium, type PremiumKind } from './api';
import { PremiumTabs } from './PremiumTabs';

const P = paths.admin.premiumGroup;
const VIEWS: Record<PremiumKind, { title: string; empty: string; action: { label: string; accept: boolean; done: string } }> = {
  members: {
    title: P.members.title,
    empty: 'Brak członków grupy Premium',
    action: { label: 'Usuń z grupy', accept: false, done: 'Usunięto z grupy Premium' },
  },
  candidates: {
    title: P.candidates.title,
    empty: 'Brak kandydatów',
    action: { label: 'Przyjmij', accept: true, done: 'Przyjęto do grupy Premium' },
  },
  'candidates-for-removal': {
    title: P.candidatesForRemoval.title,
    empty: 'Brak kandydatów do usunięcia',
    action: { label: 'Usuń z grupy', accept: false, done: 'Usunięto z grupy Premium' },
  },
};

function ActionButton({ row, kind }: { row: PremiumRow; kind: PremiumKind }) {
  const set = useSetPremium();
  const { action } = VIEWS[kind];
  return (
    <Button
      size="small"
      variant={action.accept ? 'contained' : 'outlined'}
      color={action.accept ? 'primary' : 'error'}
      disabled={set.isPending}
      aria-label={`${action.label}: ${row.fullName}`}
      onClick={() => set.mutate({ userId: row.id, accept: action.accept }, { onSuccess: () => showToast(action.done, 'success') })}
    >
      {action.label}
    </Button>
  );
}

/** One of the three premium lists, with the earned points in the threshold's window. */
export function PremiumListPage({ kind }: { kind: PremiumKind }) {
  const { query, setQuery, paging } = useListState(PremiumQuery);
  const search = query.search ?? '';
  const list = usePremiumList(kind, { skip: query.skip, take: query.take, search });
  const s = list.data?.settings;
  const columns: Column<PremiumRow>[] = [
    ...memberColumns<PremiumRow>(),
    { key: 'earned', header: 'Punkty zdobyte w okresie', align: 'right', cell: (row) => formatNumber(row.earned) },
    { key: 'actions', header: 'Akcje', cell: (row) => <ActionButton row={row} kind={kind} /> },
  ];
  return (
    <Page
      title={VIEWS[kind].title}
      lead={s ? `Próg: ${formatPkt(s.points)} zdobytych w ciągu ostatnich ${formatNumber(s.months)} mies.` : undefined}
    >
      <PremiumTabs />
      <ListSearchForm applied={search} onSearch={(text) => setQuery({ search: text })} />
      <DataTable
        query={list}
        columns={columns}
        rowKey={(row) => row.id}
        label={VIEWS[kind].title}
        emptyText={VIEWS[kind].empty}
        paging={paging}
      />
    </Page>
  );
}
