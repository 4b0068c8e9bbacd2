import { FORM_LIST_USES, ListQuery, type FormListKey, type List } from '@klub/contracts';
import { AddLink } from '../../components/layout/AddLink';
import { editDeleteColumn, SearchTablePage, WithSecond, type Column } from '../../components/table';
import { href, paths } from '../../config/paths';
import { formatNumber } from '../../lib/format';
import { lists as resource } from './api';

const L = paths.admin.list;

const columns: Column<List>[] = [
  {
    key: 'name',
    header: 'Nazwa i opis',
    rowHeader: true,
    cell: (l) => (
      <WithSecond main={l.name} second={l.key ? `Używa jej formularz: ${FORM_LIST_USES[l.key as FormListKey]}` : l.description} />
    ),
  },
  { key: 'items', header: 'Pozycje', align: 'right', cell: (l) => formatNumber(l.itemCount) },
  editDeleteColumn('listę', {
    to: (l) => href(L.details, { id: l.id }),
    useDelete: resource.useDelete,
    more: (l) => `Usunie to też jej pozycje (${l.itemCount}).`,
    // A list a form reads stays (the API refuses it too); its items can be changed.
    canDelete: (l) => !l.key,
  }),
];

/** /admin/list — the dictionaries forms use (docs/domain.md "Listy (słowniki)"). */
export default function ListsPage() {
  return (
    <SearchTablePage
      title={L.index.title}
      actions={
        <>
          <AddLink to={L.itemAdd.path} variant="outlined">
            Dodaj pozycję
          </AddLink>
          <AddLink to={L.add.path}>Dodaj listę</AddLink>
        </>
      }
      schema={ListQuery}
      useList={resource.useList}
      columns={columns}
      rowKey={(l) => l.id}
      label="Listy"
      emptyText="Brak list"
      placeholder="Nazwa lub opis"
    />
  );
}
