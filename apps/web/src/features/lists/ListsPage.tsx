import { ListQuery, type List } from '@klub/contracts';
import { AddLink } from '../../components/layout/AddLink';
import { Page } from '../../components/layout/Page';
import { DataTable, ListSearchForm, RowActions, useListState, WithSecond, type Column, type RowActionsProps } from '../../components/table';
import { href, paths } from '../../config/paths';
import { formatNumber } from '../../lib/format';
import { lists as resource } from './api';

const L = paths.admin.list;

const listActions = (list: List): RowActionsProps => ({
  edit: { to: href(L.details, { id: list.id }), label: `Edytuj listę ${list.name}` },
  remove: {
    useDelete: resource.useDelete,
    id: list.id,
    label: `Usuń listę ${list.name}`,
    question: `Czy na pewno usunąć listę „${list.name}” razem z jej pozycjami (${list.itemCount})?`,
    done: 'Usunięto listę',
  },
});

const columns: Column<List>[] = [
  {
    key: 'name',
    header: 'Nazwa i opis',
    rowHeader: true,
    cell: (l) => <WithSecond main={l.name} second={l.description} />,
  },
  { key: 'items', header: 'Pozycje', align: 'right', cell: (l) => formatNumber(l.itemCount) },
  { key: 'actions', header: 'Akcje', sx: { whiteSpace: 'nowrap' }, cell: (l) => <RowActions {...listActions(l)} /> },
];

/** /admin/list — the dictionaries forms use (docs/domain.md "Listy (słowniki)"). */
export default function ListsPage() {
  const { query, setQuery, paging } = useListState(ListQuery);
  const lists = resource.useList(query);
  return (
    <Page
      title={L.index.title}
      actions={
        <>
          <AddLink to={L.itemAdd.path} variant="outlined">
            Dodaj pozycję
          </AddLink>
          <AddLink to={L.add.path}>Dodaj listę</AddLink>
        </>
      }
    >
      <ListSearchForm applied={query.search ?? ''} onSearch={(search) => setQuery({ search })} placeholder="Nazwa lub opis" />
      <DataTable query={lists} columns={columns} rowKey={(l) => l.id} label="Listy" emptyText="Brak list" paging={paging} />
    </Page>
  );
}
