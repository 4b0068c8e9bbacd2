import { MemberGroupQuery, type MemberGroup } from '@klub/contracts';
import { AddLink } from '../../components/layout/AddLink';
import { Page } from '../../components/layout/Page';
import {
  actionsColumn,
  DataTable,
  editDelete,
  ListSearchForm,
  RowActions,
  useListState,
  WithSecond,
  type Column,
} from '../../components/table';
import { href, paths } from '../../config/paths';
import { formatNumber } from '../../lib/format';
import { memberGroups as resource } from './api';

const G = paths.admin.clubMembers;

const columns: Column<MemberGroup>[] = [
  { key: 'name', header: 'Nazwa i opis', rowHeader: true, cell: (g) => <WithSecond main={g.name} second={g.description} /> },
  { key: 'members', header: 'Członkowie', align: 'right', cell: (g) => formatNumber(g.memberCount) },
  actionsColumn((g: MemberGroup) => {
    const actions = editDelete(
      'grupę',
      g,
      href(G.group, { id: g.id }),
      resource.useDelete,
      'Członkowie zostają w klubie; treści tej grupy trzeba najpierw skierować do innych odbiorców.',
    );
    return <RowActions {...actions} />;
  }),
];

/** /admin/club-members/groups — member groups an admin defines; content audiences name them (docs/domain.md "Grupy członków i odbiorcy"). */
export default function MemberGroupsPage() {
  const { query, setQuery, paging } = useListState(MemberGroupQuery);
  const groups = resource.useList(query);
  return (
    <Page title={G.groups.title} actions={<AddLink to={G.groupAdd.path}>Dodaj grupę</AddLink>}>
      <ListSearchForm applied={query.search ?? ''} onSearch={(search) => setQuery({ search })} placeholder="Nazwa lub opis" />
      <DataTable
        query={groups}
        columns={columns}
        rowKey={(g) => g.id}
        label="Grupy członków"
        emptyText="Brak grup — dodaj pierwszą"
        paging={paging}
      />
    </Page>
  );
}
