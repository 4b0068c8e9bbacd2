import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { GoldMemberQuery, type GoldMember, type GoldSubgroup } from '@klub/contracts';
import { Page } from '../../components/layout/Page';
import { RouterLink } from '../../components/layout/RouterLink';
import { DataTable, useDraft, useListState, type Column } from '../../components/table';
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
  const { query, setQuery, paging } = useListState(GoldMemberQuery);
  const search = query.search ?? '';
  const [draft, setDraft] = useDraft(search);
  const filter = query.subgroupId === undefined ? '' : String(query.subgroupId);
  const subgroups = useSubgroups();
  const members = useGoldMembers({ skip: query.skip, take: query.take, search, subgroupId: query.subgroupId });

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setQuery({ search: draft.trim() });
  };
  const columns: Column<GoldMember>[] = [
    {
      key: 'name',
      header: 'Imię i nazwisko',
      rowHeader: true,
      cell: (m) => <RouterLink to={href(paths.admin.clubMembers.details, { id: m.id })}>{m.fullName}</RouterLink>,
    },
    { key: 'email', header: 'E-mail', cell: (m) => m.email },
    { key: 'company', header: 'Firma', cell: (m) => dash(m.companyName) },
    { key: 'city', header: 'Miasto', cell: (m) => dash(m.city) },
    { key: 'subgroup', header: 'Podgrupa', cell: (m) => <SubgroupSelect member={m} subgroups={subgroups.data ?? []} /> },
  ];

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
      <Box
        component="form"
        role="search"
        onSubmit={onSearch}
        sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}
      >
        <TextField
          select
          size="small"
          label="Podgrupa"
          value={filter}
          onChange={(event) => {
            const value = event.target.value;
            setQuery({ subgroupId: value === '' ? undefined : value === 'none' ? 'none' : Number(value) });
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
        <TextField
          size="small"
          type="search"
          label="Szukaj"
          fullWidth={false}
          sx={{ width: 320, maxWidth: '100%' }}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder="Nazwisko, e-mail, firma"
        />
        <Button type="submit" variant="contained">
          Szukaj
        </Button>
      </Box>
      <DataTable
        query={members}
        columns={columns}
        rowKey={(m) => m.id}
        label="Członkowie grupy Gold"
        emptyText="Brak członków grupy Gold"
        paging={paging}
      />
    </Page>
  );
}
