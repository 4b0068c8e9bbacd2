import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { QueryLike } from '../../components/feedback/QueryView';
import type { PrizeGroup } from '@klub/contracts';
import { actionsColumn, DataTable, editDelete, type Column, RowActions } from '../../components/table';
import { href, paths } from '../../config/paths';
import { flattenGroups, useDeleteGroup } from './api';

const P = paths.admin.prizes;

export const active = (isActive: boolean) =>
  isActive ? <Chip size="small" color="success" label="Aktywna" /> : <Chip size="small" label="Nieaktywna" />;

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
  actionsColumn(({ group }: { group: PrizeGroup }) => (
    <RowActions {...editDelete('grupę', group, href(P.editGroup, { id: group.id }), useDeleteGroup)} />
  )),
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
