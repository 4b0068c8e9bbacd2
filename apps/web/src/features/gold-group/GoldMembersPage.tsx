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
import { Link } from 'react-router';
import type { GoldMember, GoldSubgroup } from '@klub/contracts';
import { QueryView } from '../../components/feedback/QueryView';
import { Page } from '../../components/layout/Page';
import { RouterLink } from '../../components/layout/RouterLink';
import { Pagination, usePaging } from '../../components/table';
import { showToast } from '../../components/toast';
import { href, paths } from '../../config/paths';
import { useAssignSubgroup, useGoldMembers, useSubgroups } from './api';
import { GoldTabs } from './GoldTabs';

const dash = (v: string | null) => v || '—';

function SubgroupSelect({ member, subgroups }: { member: GoldMember; subgroups: GoldSubgroup[] }) {
  const assign = useAssignSubgroup();
  return (
    <TextField
      select
      size="small"
      value={member.subgroupId ?? ''}
      disabled={assign.isPending}
      onChange={(event) => {
        const value = event.target.value;
        assign.mutate(
          { userId: member.id, subgroupId: value === '' ? null : Number(value) },
          {
            onSuccess: () => showToast('Zmieniono podgrupę', 'success'),
          },
        );
      }}
      slotProps={{ select: { native: true }, htmlInput: { 'aria-label': `Podgrupa — ${member.fullName}` } }}
      sx={{ minWidth: 180 }}
    >
      <option value="">bez podgrupy</option>
      {subgroups.map((g) => (
        <option key={g.id} value={g.id}>
          {g.name}
        </option>
      ))}
    </TextField>
  );
}

/** /admin/gold-group/members — gold members (toggled on the members list) and their subgroups. */
export default function GoldMembersPage() {
  const paging = usePaging(50);
  const [filter, setFilter] = useState<string>('');
  const [search, setSearch] = useState('');
  const [draft, setDraft] = useState('');
  const subgroups = useSubgroups();
  const members = useGoldMembers({
    skip: paging.skip,
    take: paging.take,
    search,
    subgroupId: filter === '' ? undefined : filter === 'none' ? 'none' : Number(filter),
  });

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setSearch(draft.trim());
    paging.reset();
  };

  return (
    <Page
      title={paths.admin.goldGroup.members.title}
      lead="Członków do grupy Gold dodaje się przełącznikiem „Gold” na liście członków klubu."
      actions={
        <Button component={Link} to={paths.admin.clubMembers.list.path} variant="outlined">
          Członkowie klubu
        </Button>
      }
    >
      <GoldTabs />
      <Box component="form" role="search" onSubmit={onSearch} sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <TextField
          select
          size="small"
          label="Podgrupa"
          value={filter}
          onChange={(event) => {
            setFilter(event.target.value);
            paging.reset();
          }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          fullWidth={false}
          sx={{ width: 220 }}
        >
          <option value="">Wszystkie</option>
          <option value="none">Bez podgrupy</option>
          {(subgroups.data ?? []).map((g) => (
            <option key={g.id} value={g.id}>
              {g.name}
            </option>
          ))}
        </TextField>
        <TextField size="small" type="search" label="Szukaj" fullWidth={false} sx={{ width: 320, maxWidth: '100%' }} value={draft} onChange={(event) => setDraft(event.target.value)} placeholder="Nazwisko, e-mail, firma" />
        <Button type="submit" variant="contained">
          Szukaj
        </Button>
      </Box>
      <QueryView query={members} isEmpty={(list) => list.data.length === 0} emptyText="Brak członków grupy Gold">
        {(list) => (
          <>
            <TableContainer>
              <Table size="small" aria-label="Członkowie grupy Gold">
                <TableHead>
                  <TableRow>
                    <TableCell>Imię i nazwisko</TableCell>
                    <TableCell>E-mail</TableCell>
                    <TableCell>Firma</TableCell>
                    <TableCell>Miasto</TableCell>
                    <TableCell>Podgrupa</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {list.data.map((m) => (
                    <TableRow key={m.id} hover>
                      <TableCell component="th" scope="row">
                        <RouterLink to={href(paths.admin.clubMembers.details, { id: m.id })}>{m.fullName}</RouterLink>
                      </TableCell>
                      <TableCell>{m.email}</TableCell>
                      <TableCell>{dash(m.companyName)}</TableCell>
                      <TableCell>{dash(m.city)}</TableCell>
                      <TableCell>
                        <SubgroupSelect member={m} subgroups={subgroups.data ?? []} />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <Pagination paging={paging} total={list.total} />
          </>
        )}
      </QueryView>
    </Page>
  );
}
