import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { PrizeGroupBody, type PrizeGroup } from '@klub/contracts';
import { FormCheckbox, FormImageField, FormTextField, SubmitButton, useZodForm } from '../../components/form';
import { EditPage, loadState, useSaveAndReturn } from '../../components/layout/EditPage';
import { MESSAGES } from '../../config/messages';
import { paths } from '../../config/paths';
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
      <FormTextField
        control={form.control}
        name="name"
        label="Nazwa grupy"
        required
        autoFocus
        slotProps={{ htmlInput: { maxLength: 120 } }}
      />
      <FormTextField
        control={form.control}
        name="description"
        label="Opis"
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      <Controller
        control={form.control}
        name="parentId"
        render={({ field }) => (
          <TextField
            select
            label="Grupa nadrzędna"
            name={field.name}
            value={field.value ? String(field.value) : ''}
            onChange={(e) => field.onChange(e.target.value ? Number(e.target.value) : null)}
            onBlur={field.onBlur}
            inputRef={field.ref}
            helperText="Puste: grupa główna"
          >
            <MenuItem value="">Brak (grupa główna)</MenuItem>
            {options.map((o) => (
              <MenuItem key={o.value} value={String(o.value)}>
                {o.label}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <FormTextField control={form.control} name="pos" label="Kolejność" numeric />
      <FormImageField control={form.control} name="image" alt="Obrazek grupy" admin />
      <FormCheckbox control={form.control} name="isActive" label="Aktywna (widoczna dla uczestników)" />
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <SubmitButton pending={create.isPending || update.isPending}>Zapisz</SubmitButton>
        <Button component={Link} to={P.groups.path} size="large">
          Anuluj
        </Button>
      </Box>
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
