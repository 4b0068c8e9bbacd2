import Stack from '@mui/material/Stack';
import { useParams } from 'react-router';
import { PrizeGroupBody, type PrizeGroup } from '@klub/contracts';
import { FormActions, FormCheckbox, FormImageField, FormTextField, useZodForm } from '../../components/form';
import { EditPage, loadState, useSaveAndReturn } from '../../components/layout/EditPage';
import { MESSAGES } from '../../config/messages';
import { paths } from '../../config/paths';
import { GroupSelectField } from './GroupSelectField';
import { flattenGroups, groupOptions, useAdminGroups, useCreateGroup, useUpdateGroup } from './api';

const P = paths.admin.prizes;

/** Ids of a group and all its subgroups: none of them may become its parent. */
function ownSubtree(group: PrizeGroup): Set<number> {
  return new Set(flattenGroups([group]).map((x) => x.group.id));
}

function GroupForm({ existing, tree }: { existing?: PrizeGroup; tree: PrizeGroup[] }) {
  const form = useZodForm(PrizeGroupBody, {
    defaultValues: {
      name: existing?.name ?? '',
      description: existing?.description ?? '',
      parentId: existing?.parentId ?? null,
      pos: existing?.pos ?? 0,
      isActive: existing?.isActive ?? true,
      image: existing?.image ?? null,
    },
  });
  const create = useCreateGroup();
  const update = useUpdateGroup();
  const saved = useSaveAndReturn(P.groups.path);
  const blocked = existing ? ownSubtree(existing) : new Set<number>();
  const options = groupOptions(tree).filter((o) => !blocked.has(o.value));

  const submit = form.handleSubmit((body) => {
    if (existing) update.mutate({ id: existing.id, body }, { onSuccess: () => saved(MESSAGES.saved) });
    else create.mutate(body, { onSuccess: () => saved('Dodano grupę') });
  });

  return (
    <Stack component="form" noValidate spacing={3} aria-label="Grupa nagród" onSubmit={submit} sx={{ maxWidth: 560 }}>
      <FormTextField control={form.control} name="name" label="Nazwa grupy" required autoFocus maxLength={120} />
      <FormTextField control={form.control} name="description" label="Opis" multiline minRows={2} maxLength={2000} />
      <GroupSelectField
        control={form.control}
        name="parentId"
        label="Grupa nadrzędna"
        emptyLabel="Brak (grupa główna)"
        helperText="Puste: grupa główna"
        options={options}
      />
      <FormTextField control={form.control} name="pos" label="Kolejność" numeric />
      <FormImageField control={form.control} name="image" alt="Obrazek grupy" admin />
      <FormCheckbox control={form.control} name="isActive" label="Aktywna (widoczna dla uczestników)" />
      <FormActions pending={create.isPending || update.isPending} cancelTo={P.groups.path} />
    </Stack>
  );
}

/** /admin/prizes/add/group and /admin/prizes/edit/group/:id */
export default function GroupFormPage() {
  const { id } = useParams();
  const groupId = id ? Number(id) : null;
  const groups = useAdminGroups();
  const existing = groupId && groups.data ? flattenGroups(groups.data).find((x) => x.group.id === groupId)?.group : undefined;
  return (
    <EditPage
      title={groupId ? P.editGroup.title : P.addGroup.title}
      editing={groupId !== null}
      load={loadState(groups)}
      record={existing}
      missingText={`Nie znaleziono grupy nr ${groupId}.`}
      lead={(g) => g.name}
    >
      {(g) => <GroupForm key={g?.id ?? 'new'} existing={g} tree={groups.data ?? []} />}
    </EditPage>
  );
}
