import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { FormEvent } from 'react';
import { PremiumQuery, type PremiumRow } from '@klub/contracts';
import { Page } from '../../components/layout/Page';
import { RouterLink } from '../../components/layout/RouterLink';
import { DataTable, useDraft, useListState, type Column } from '../../components/table';
import { showToast } from '../../components/toast';
import { href, paths } from '../../config/paths';
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
  const [draft, setDraft] = useDraft(search);
  const list = usePremiumList(kind, { skip: query.skip, take: query.take, search });
  const s = list.data?.settings;
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setQuery({ search: draft.trim() });
  };
  const columns: Column<PremiumRow>[] = [
    {
      key: 'name',
      header: 'Imię i nazwisko',
      rowHeader: true,
      cell: (row) => <RouterLink to={href(paths.admin.clubMembers.details, { id: row.id })}>{row.fullName}</RouterLink>,
    },
    { key: 'email', header: 'E-mail', cell: (row) => row.email },
    { key: 'company', header: 'Firma', cell: (row) => row.companyName || '—' },
    { key: 'city', header: 'Miasto', cell: (row) => row.city || '—' },
    { key: 'earned', header: 'Punkty zdobyte w okresie', align: 'right', cell: (row) => formatNumber(row.earned) },
    { key: 'actions', header: 'Akcje', cell: (row) => <ActionButton row={row} kind={kind} /> },
  ];
  return (
    <Page
      title={VIEWS[kind].title}
      lead={s ? `Próg: ${formatPkt(s.points)} zdobytych w ciągu ostatnich ${formatNumber(s.months)} mies.` : undefined}
    >
      <PremiumTabs />
      <Box
        component="form"
        role="search"
        onSubmit={onSearch}
        sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}
      >
        <TextField
          size="small"
          type="search"
          label="Szukaj"
          fullWidth={false}
          sx={{ width: 320, maxWidth: '100%' }}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder="Nazwisko, e-mail, firma"
        />
        <Button type="submit" variant="contained">
          Szukaj
        </Button>
      </Box>
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
