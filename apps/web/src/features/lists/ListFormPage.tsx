import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Add from '@mui/icons-material/Add';
import { Link, useParams } from 'react-router';
import { ListBody, type ListDetails, type ListItem } from '@klub/contracts';
import { FormActions, FormTextField, useZodForm } from '../../components/form';
import { EditPage, loadState, useSaveAndReturn } from '../../components/layout/EditPage';
import { Section } from '../../components/layout/Section';
import { DataTable, EditIconLink, type Column } from '../../components/table';
import { MESSAGES } from '../../config/messages';
import { href, paths } from '../../config/paths';
import { lists } from './api';

const L = paths.admin.list;

function ListForm({ list, pending, onSubmit }: { list?: ListDetails; pending: boolean; onSubmit: (body: ListBody) => void }) {
  const form = useZodForm(ListBody, { defaultValues: { name: list?.name ?? '', description: list?.description ?? '' } });
  return (
    <Stack component="form" noValidate spacing={3} aria-label="Lista" onSubmit={form.handleSubmit(onSubmit)} sx={{ maxWidth: 560, mb: 4 }}>
      <FormTextField control={form.control} name="name" label="Nazwa listy" required autoFocus={!list} />
      <FormTextField control={form.control} name="description" label="Opis (do czego służy)" multiline minRows={2} />
      <FormActions pending={pending} cancelTo={L.index.path} />
    </Stack>
  );
}

const itemColumns: Column<ListItem>[] = [
  {
    key: 'name',
    header: 'Nazwa',
    rowHeader: true,
    cell: (i) => (
      <>
        {i.name}
        {i.isActive ? null : <Chip size="small" label="nieaktywna" sx={{ ml: 1 }} />}
      </>
    ),
  },
  { key: 'pos', header: 'Kolejność', align: 'right', cell: (i) => i.pos },
  { key: 'edit', header: 'Akcje', cell: (i) => <EditIconLink to={href(L.item, { id: i.id })} label={`Edytuj pozycję ${i.name}`} /> },
];

/** /admin/list/add and /admin/list/:id — a list's name and description; an existing list shows its items. */
export default function ListFormPage() {
  const { id } = useParams();
  const listId = id ? Number(id) : null;
  const list = lists.useOne(listId);
  const save = lists.useSave();
  const saved = useSaveAndReturn(L.index.path);
  const onSubmit = (body: ListBody) =>
    save.mutate(
      { id: listId, body },
      { onSuccess: (l) => (listId ? saved(MESSAGES.saved) : saved('Dodano listę', href(L.details, { id: l.id }))) },
    );
  const addItem = (l: ListDetails) => (
    <Button component={Link} to={`${L.itemOfListAdd.path}?listId=${l.id}`} variant="contained" startIcon={<Add />}>
      Dodaj pozycję
    </Button>
  );
  return (
    <EditPage
      title={listId ? L.details.title : L.add.title}
      editing={listId !== null}
      load={loadState(...(listId ? [list] : []))}
      record={list.data}
      missingText={`Nie znaleziono listy nr ${id}.`}
      lead={(l) => l.name}
    >
      {(l) => (
        <>
          <ListForm key={l?.id ?? 'new'} list={l} pending={save.isPending} onSubmit={onSubmit} />
          {l ? (
            <Section title="Pozycje" actions={addItem(l)}>
              <DataTable
                query={list}
                rows={(d) => d.items}
                columns={itemColumns}
                rowKey={(i) => i.id}
                label="Pozycje listy"
                emptyText="Brak pozycji"
              />
            </Section>
          ) : null}
        </>
      )}
    </EditPage>
  );
}
