import Stack from '@mui/material/Stack';
import { useMatch, useParams, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { dbId, ListItemBody, type ListItem } from '@klub/contracts';
import { ConfirmDeleteButton } from '../../components/feedback/ConfirmDeleteButton';
import { FormActions, FormCheckbox, FormSelectField, FormTextField, useZodForm } from '../../components/form';
import { EditPage, loadState, useSaveAndReturn } from '../../components/layout/EditPage';
import { MESSAGES } from '../../config/messages';
import { href, paths } from '../../config/paths';
import { listItems, lists as listsResource } from './api';

const L = paths.admin.list;
const ItemSchema = ListItemBody.extend({ listId: dbId });
/** The edited item, or the list a new item goes to (none on /admin/list/item/add: it is picked). */
type Target = Partial<ListItem> & Pick<ListItem, 'listId' | 'listName'>;
type Options = Array<{ value: number; label: string }>;

function ItemForm({
  target,
  lists,
  pending,
  onSubmit,
}: {
  target?: Target;
  lists: Options;
  pending: boolean;
  onSubmit: (v: z.output<typeof ItemSchema>) => void;
}) {
  const form = useZodForm(ItemSchema, {
    defaultValues: { listId: target?.listId, name: target?.name ?? '', pos: target?.pos, isActive: target?.isActive ?? true },
  });
  const c = form.control;
  const remove = listItems.useDelete();
  const back = target ? href(L.details, { id: target.listId }) : L.index.path;
  const removed = useSaveAndReturn(back);
  return (
    <Stack component="form" noValidate spacing={3} aria-label="Pozycja listy" onSubmit={form.handleSubmit(onSubmit)} sx={{ maxWidth: 480 }}>
      {target ? null : <FormSelectField control={c} name="listId" label="Lista" options={lists} required placeholder="Wybierz listę…" />}
      <FormTextField control={c} name="name" label="Nazwa pozycji" required autoFocus={!target?.id} />
      <FormTextField
        control={c}
        name="pos"
        label="Kolejność"
        numeric
        helperText={target?.id ? 'Puste: bez zmian' : 'Puste: na końcu listy'}
      />
      <FormCheckbox control={c} name="isActive" label="Aktywna (formularze ją oferują)" />
      <FormActions pending={pending} cancelTo={back}>
        {target?.id ? (
          <ConfirmDeleteButton
            label={`Usuń pozycję ${target.name}`}
            question={`Czy na pewno usunąć pozycję „${target.name}”?`}
            busy={remove.isPending}
            onConfirm={() => remove.mutateAsync(target.id!).then(() => removed('Usunięto pozycję'))}
          />
        ) : null}
      </FormActions>
    </Stack>
  );
}

/** /admin/list/item/add (the list picked), /admin/list/item-of-list/add?listId= (the list fixed), /admin/list/item/:id (edit). */
export default function ItemFormPage() {
  const { id } = useParams();
  const listParam = useSearchParams()[0].get('listId');
  const pickList = useMatch(L.itemAdd.path) !== null;
  const itemId = id ? Number(id) : null;
  const item = listItems.useOne(itemId);
  const lists = listsResource.useList({ take: 1000 });
  const save = listItems.useSave();
  const saved = useSaveAndReturn(L.index.path);
  const fixed = lists.data?.data.find((l) => String(l.id) === listParam);
  const target: Target | undefined = itemId ? item.data : fixed && { listId: fixed.id, listName: fixed.name };
  const onSubmit = ({ listId, ...body }: z.output<typeof ItemSchema>) =>
    save.mutate(
      { id: itemId, parentId: listId, body },
      { onSuccess: () => saved(itemId ? MESSAGES.saved : 'Dodano pozycję', href(L.details, { id: listId })) },
    );
  return (
    <EditPage
      title={itemId ? L.item.title : pickList ? L.itemAdd.title : L.itemOfListAdd.title}
      editing={!pickList}
      load={loadState(lists, ...(itemId ? [item] : []))}
      record={target}
      missingText={itemId ? `Nie znaleziono pozycji nr ${id}.` : `Nie znaleziono listy nr ${listParam ?? ''}.`}
      lead={(t) => `Lista: ${t.listName}`}
    >
      {(t) => (
        <ItemForm
          key={t?.id ?? t?.listId ?? 'new'}
          target={t}
          lists={(lists.data?.data ?? []).map((l) => ({ value: l.id, label: l.name }))}
          pending={save.isPending}
          onSubmit={onSubmit}
        />
      )}
    </EditPage>
  );
}
