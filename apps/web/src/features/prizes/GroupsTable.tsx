import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { QueryLike } from '../../components/feedback/QueryView';
import type { PrizeGroup } from '@klub/contracts';
import { DataTable, type Column, RowActions, type RowActionsProps } from '../../components/table';
import { href, paths } from '../../config/paths';
import { flattenGroups, useDeleteGroup } from './api';

const P = paths.admin.prizes;

export const active = (isActive: boolean) =>
  isActive ? <Chip size="small" color="success" label="Aktywna" /> : <Chip size="small" label="Nieaktywna" />;

const groupActions = (group: PrizeGroup): RowActionsProps => ({
  edit: { to: href(P.editGroup, { id: group.id }), label: `Edytuj grupę ${group.name}` },
  remove: {
    useDelete: useDeleteGroup,
    id: group.id,
    label: `Usuń grupę ${group.name}`,
    question: `Czy na pewno usunąć grupę „${group.name}”?`,
    done: 'Usunięto grupę',
  },
});

type GroupLine = ReturnType<typeof flattenGroups>[number];

const groupColumns: Column<GroupLine>[] = [
  {
    key: 'name',
    header: 'Grupa',
    rowHeader: true,
    cell: ({ group, depth }) => (
      <Box component="span" sx={{ pl: depth * 3 }}>
        {depth > 0 ? '↳ ' : ''}
        {group.name}
      </Box>
    ),
  },
  { key: 'prizes', header: 'Nagrody', align: 'right', cell: ({ group }) => group.prizesCount },
  { key: 'active', header: 'Stan', cell: ({ group }) => active(group.isActive) },
  { key: 'actions', header: 'Akcje', sx: { whiteSpace: 'nowrap' }, cell: ({ group }) => <RowActions {...groupActions(group)} /> },
];

/** The prize groups as an indented tree: name, prizes, state, edit and delete. */
export function GroupsTable({ query }: { query: QueryLike<PrizeGroup[]> }) {
  return (
    <DataTable
      query={query}
      rows={(tree) => flattenGroups(tree)}
      columns={groupColumns}
      rowKey={(l) => l.group.id}
      label="Grupy nagród"
      emptyText="Nie ma jeszcze grup nagród"
    />
  );
}
