import Button from '@mui/material/Button';
import { Link } from 'react-router';
import { GoldMemberQuery, type GoldMember, type GoldSubgroup } from '@klub/contracts';
import { NativeSelect } from '../../components/form/NativeSelect';
import { Page } from '../../components/layout/Page';
import { DataTable, ListSearchForm, memberColumns, useListState, type Column } from '../../components/table';
import { showToast } from '../../components/toast';
import { paths } from '../../config/paths';
import { useAssignSubgroup, useGoldMembers, useSubgroups } from './api';
import { GoldTabs } from './GoldTabs';

function SubgroupSelect({ member, subgroups }: { member: GoldMember; subgroups: GoldSubgroup[] }) {
  const assign = useAssignSubgroup();
  return (
    <NativeSelect
      size="small"
      value={member.subgroupId ?? ''}
      disabled={assign.isPending}
      onChange={(value) => {
        assign.mutate(
          { userId: member.id, subgroupId: value === '' ? null : Number(value) },
          {
            onSuccess: () => showToast('Zmieniono podgrupę', 'success'),
          },
        );
      }}
      slotProps={{ htmlInput: { 'aria-label': `Podgrupa — ${member.fullName}` } }}
      sx={{ minWidth: 180 }}
    >
      <option value="">bez podgrupy</option>
      {subgroups.map((g) => (
        <option key={g.id} value={g.id}>
          {g.name}
        </option>
      ))}
    </NativeSelect>
  );
}

/** /admin/gold-group/members — gold members (toggled on the members list) and their subgroups. */
export default function GoldMembersPage() {
  const { query, setQuery, paging } = useListState(GoldMemberQuery);
  const search = query.search ?? '';
  const filter = query.subgroupId === undefined ? '' : String(query.subgroupId);
  const subgroups = useSubgroups();
  const members = useGoldMembers({ skip: query.skip, take: query.take, search, subgroupId: query.subgroupId });

  const columns: Column<GoldMember>[] = [
    ...memberColumns<GoldMember>(),
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
      <ListSearchForm applied={search} onSearch={(text) => setQuery({ search: text })}>
        <NativeSelect
          size="small"
          label="Podgrupa"
          value={filter}
          onChange={(value) => {
            setQuery({ subgroupId: value === '' ? undefined : value === 'none' ? 'none' : Number(value) });
          }}
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
        </NativeSelect>
      </ListSearchForm>
      <DataTable query={members} columns={columns} label="Członkowie grupy Gold" emptyText="Brak członków grupy Gold" paging={paging} />
    </Page>
  );
}
