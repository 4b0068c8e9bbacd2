import { MemberGroupQuery, type MemberGroup } from '@klub/contracts';
import { AddLink } from '../../components/layout/AddLink';
import { editDeleteColumn, SearchTablePage, WithSecond, type Column } from '../../components/table';
import { href, paths } from '../../config/paths';
import { formatNumber } from '../../lib/format';
import { memberGroups as resource } from './api';

const G = paths.admin.clubMembers;

const columns: Column<MemberGroup>[] = [
  { key: 'name', header: 'Nazwa i opis', rowHeader: true, cell: (g) => <WithSecond main={g.name} second={g.description} /> },
  { key: 'members', header: 'Członkowie', align: 'right', cell: (g) => formatNumber(g.memberCount) },
  editDeleteColumn('grupę', {
    to: (g) => href(G.group, { id: g.id }),
    useDelete: resource.useDelete,
    more: () => 'Członkowie zostają w klubie; treści tej grupy trzeba najpierw skierować do innych odbiorców.',
  }),
];

/** /admin/club-members/groups — member groups an admin defines; content audiences name them (docs/domain.md "Grupy członków i odbiorcy"). */
export default function MemberGroupsPage() {
  return (
    <SearchTablePage
      title={G.groups.title}
      actions={<AddLink to={G.groupAdd.path}>Dodaj grupę</AddLink>}
      schema={MemberGroupQuery}
      useList={resource.useList}
      columns={columns}
      rowKey={(g) => g.id}
      label="Grupy członków"
      emptyText="Brak grup — dodaj pierwszą"
      placeholder="Nazwa lub opis"
    />
  );
}
