import { useMatch, useSearchParams } from 'react-router';
import { dbId, ListItemBody } from '@klub/contracts';
import { FormCheckbox, FormSelectField, FormTextField, namedOptions } from '../../components/form';
import { RecordFormPage } from '../../components/layout/RecordFormPage';
import { href, paths } from '../../config/paths';
import { listItems, lists as listsResource } from './api';

const L = paths.admin.list;
const ItemSchema = ListItemBody.extend({ listId: dbId });
const listPage = (listId: number | undefined) => (listId ? href(L.details, { id: listId }) : L.index.path);

/** /admin/list/item/add (the list picked), /admin/list/item-of-list/add?listId= (the list fixed), /admin/list/item/:id (edit). */
export default function ItemFormPage() {
  const listParam = useSearchParams()[0].get('listId');
  const pickList = useMatch(L.itemAdd.path) !== null;
  const lists = listsResource.useList({ take: 1000 });
  const fixed = pickList ? undefined : lists.data?.data.find((l) => String(l.id) === listParam);
  return (
    <RecordFormPage
      resource={listItems}
      titles={{ add: pickList ? L.itemAdd.title : L.itemOfListAdd.title, edit: L.item.title }}
      missing="pozycji"
      schema={ItemSchema}
      label="Pozycja listy"
      needs={[lists]}
      defaults={(i) => ({ listId: i?.listId ?? fixed?.id, name: i?.name ?? '', pos: i?.pos, isActive: i?.isActive ?? true })}
      toSave={({ listId, ...body }) => ({ parentId: listId, body })}
      fields={(c, i) => (
        <>
          {i || fixed ? null : (
            <FormSelectField
              control={c}
              name="listId"
              label="Lista"
              options={namedOptions(lists.data?.data)}
              required
              placeholder="Wybierz listę…"
            />
          )}
          <FormTextField control={c} name="name" label="Nazwa pozycji" required autoFocus={!i} />
          <FormTextField control={c} name="pos" label="Kolejność" numeric helperText={i ? 'Puste: bez zmian' : 'Puste: na końcu listy'} />
          <FormCheckbox control={c} name="isActive" label="Aktywna (formularze ją oferują)" />
        </>
      )}
      back={(i) => listPage(i?.listId ?? fixed?.id)}
      added="Dodano pozycję"
      savedTo={(i) => listPage(i.listId)}
      lead={(i) => (i || fixed) && `Lista: ${i?.listName ?? fixed?.name}`}
      remove={(i) => ({ label: `Usuń pozycję ${i.name}`, question: `Czy na pewno usunąć pozycję „${i.name}”?`, done: 'Usunięto pozycję' })}
    />
  );
}
