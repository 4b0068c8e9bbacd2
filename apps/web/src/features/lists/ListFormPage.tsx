import { ListBody, type ListItem } from '@klub/contracts';
import { AddLink } from '../../components/layout/AddLink';
import { FormTextField } from '../../components/form';
import { RecordFormPage } from '../../components/layout/RecordFormPage';
import { Section } from '../../components/layout/Section';
import { DataTable, EditIconLink, WithSecond, type Column } from '../../components/table';
import { href, paths } from '../../config/paths';
import { lists } from './api';

const L = paths.admin.list;

const itemColumns: Column<ListItem>[] = [
  { key: 'name', header: 'Nazwa', rowHeader: true, cell: (i) => <WithSecond main={i.name} second={i.isActive ? null : 'nieaktywna'} /> },
  { key: 'pos', header: 'Kolejność', align: 'right', cell: (i) => i.pos },
  { key: 'edit', header: 'Akcje', cell: (i) => <EditIconLink to={href(L.item, { id: i.id })} label={`Edytuj pozycję ${i.name}`} /> },
];

/** /admin/list/add and /admin/list/:id — a list's name and description; an existing list shows its items. */
export default function ListFormPage() {
  return (
    <RecordFormPage
      resource={lists}
      titles={{ add: L.add.title, edit: L.details.title }}
      missing="listy"
      schema={ListBody}
      label="Lista"
      defaults={(l) => ({ name: l?.name ?? '', description: l?.description ?? '' })}
      fields={(c, l) => (
        <>
          <FormTextField control={c} name="name" label="Nazwa listy" required autoFocus={!l} />
          <FormTextField control={c} name="description" label="Opis (do czego służy)" multiline minRows={2} />
        </>
      )}
      back={L.index.path}
      added="Dodano listę"
      savedTo={(l, added) => (added ? href(L.details, { id: l.id }) : L.index.path)}
      lead={(l) => l?.name}
      below={(l) => (
        <Section title="Pozycje" actions={<AddLink to={`${L.itemOfListAdd.path}?listId=${l.id}`}>Dodaj pozycję</AddLink>}>
          <DataTable rows={l.items} columns={itemColumns} label="Pozycje listy" emptyText="Brak pozycji" />
        </Section>
      )}
    />
  );
}
