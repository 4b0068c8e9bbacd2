import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import type { PremiumRow } from '@klub/contracts';
import { QueryView } from '../../components/feedback/QueryView';
import { Page } from '../../components/layout/Page';
import { RouterLink } from '../../components/layout/RouterLink';
import { Pagination, usePaging } from '../../components/table';
import { showToast } from '../../components/toast';
import { href, paths } from '../../config/paths';
import { formatNumber, formatPkt } from '../../lib/format';
import { usePremiumList, useSetPremium, type PremiumKind } from './api';
import { PremiumTabs } from './PremiumTabs';

const P = paths.admin.premiumGroup;
const VIEWS: Record<PremiumKind, { title: string; empty: string; action: { label: string; accept: boolean; done: string } }> = {
  members: { title: P.members.title, empty: 'Brak członków grupy Premium', action: { label: 'Usuń z grupy', accept: false, done: 'Usunięto z grupy Premium' } },
  candidates: { title: P.candidates.title, empty: 'Brak kandydatów', action: { label: 'Przyjmij', accept: true, done: 'Przyjęto do grupy Premium' } },
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
      onClick={() =>
        set.mutate(
          { userId: row.id, accept: action.accept },
          { onSuccess: () => showToast(action.done, 'success') },
        )
      }
    >
      {action.label}
    </Button>
  );
}

/** One of the three premium lists, with the earned points in the threshold's window. */
export function PremiumListPage({ kind }: { kind: PremiumKind }) {
  const paging = usePaging(50);
  const [search, setSearch] = useState('');
  const [draft, setDraft] = useState('');
  const list = usePremiumList(kind, { skip: paging.skip, take: paging.take, search });
  const s = list.data?.settings;
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setSearch(draft.trim());
    paging.reset();
  };
  return (
    <Page
      title={VIEWS[kind].title}
      lead={s ? `Próg: ${formatPkt(s.points)} zdobytych w ciągu ostatnich ${formatNumber(s.months)} mies.` : undefined}
    >
      <PremiumTabs />
      <Box component="form" role="search" onSubmit={onSearch} sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <TextField size="small" type="search" label="Szukaj" fullWidth={false} sx={{ width: 320, maxWidth: '100%' }} value={draft} onChange={(e) => setDraft(e.target.value)} placeholder="Nazwisko, e-mail, firma" />
        <Button type="submit" variant="contained">
          Szukaj
        </Button>
      </Box>
      <QueryView query={list} isEmpty={(l) => l.data.length === 0} emptyText={VIEWS[kind].empty}>
        {(l) => (
          <>
            <TableContainer>
              <Table size="small" aria-label={VIEWS[kind].title}>
                <TableHead>
                  <TableRow>
                    <TableCell>Imię i nazwisko</TableCell>
                    <TableCell>E-mail</TableCell>
                    <TableCell>Firma</TableCell>
                    <TableCell>Miasto</TableCell>
                    <TableCell align="right">Punkty zdobyte w okresie</TableCell>
                    <TableCell>Akcje</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {l.data.map((row) => (
                    <TableRow key={row.id} hover>
                      <TableCell component="th" scope="row">
                        <RouterLink to={href(paths.admin.clubMembers.details, { id: row.id })}>{row.fullName}</RouterLink>
                      </TableCell>
                      <TableCell>{row.email}</TableCell>
                      <TableCell>{row.companyName || '—'}</TableCell>
                      <TableCell>{row.city || '—'}</TableCell>
                      <TableCell align="right">{formatNumber(row.earned)}</TableCell>
                      <TableCell>
                        <ActionButton row={row} kind={kind} />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <Pagination paging={paging} total={l.total} />
          </>
        )}
      </QueryView>
    </Page>
  );
}
