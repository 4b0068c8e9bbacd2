import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link, useParams } from 'react-router';
import { GoldSubgroupBody, type GoldSubgroup } from '@klub/contracts';
import { FormTextField, SubmitButton, useZodForm } from '../../components/form';
import { EditPage, useSaveAndReturn } from '../../components/layout/EditPage';
import { Page } from '../../components/layout/Page';
import { MESSAGES } from '../../config/messages';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { useSaveSubgroup, useSubgroup } from './api';

const G = paths.admin.goldGroup;

function SubgroupForm({
  group,
  pending,
  onSubmit,
}: {
  group?: GoldSubgroup;
  pending: boolean;
  onSubmit: (body: GoldSubgroupBody) => void;
}) {
  const form = useZodForm(GoldSubgroupBody, { defaultValues: { name: group?.name ?? '', description: group?.description ?? '' } });
  return (
    <Stack
      component="form"
      noValidate
      spacing={3}
      aria-label="Podgrupa"
      onSubmit={form.handleSubmit((values) => onSubmit(values))}
      sx={{ maxWidth: 560 }}
    >
      <FormTextField control={form.control} name="name" label="Nazwa podgrupy" required autoFocus />
      <FormTextField control={form.control} name="description" label="Opis" multiline minRows={3} />
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <SubmitButton pending={pending}>Zapisz</SubmitButton>
        <Button component={Link} to={G.subgroups.path} size="large">
          Anuluj
        </Button>
      </Box>
    </Stack>
  );
}

/** /admin/gold-group/subgroups/form/:id? — add (no id) or edit a subgroup. */
export default function SubgroupFormPage() {
  const { id } = useParams();
  const groupId = id && /^\d+$/.test(id) ? Number(id) : null;
  const existing = useSubgroup(groupId);
  const save = useSaveSubgroup();
  const saved = useSaveAndReturn(G.subgroups.path);
  const title = groupId ? 'Grupa Gold — edycja podgrupy' : 'Grupa Gold — dodaj podgrupę';
  if (id && groupId === null) {
    return (
      <Page title={title}>
        <Alert severity="warning">Nieprawidłowy numer podgrupy.</Alert>
      </Page>
    );
  }
  const missing = existing.error instanceof ApiError && existing.error.status === 404;
  const onSubmit = (body: GoldSubgroupBody) =>
    save.mutate({ id: groupId, body }, { onSuccess: () => saved(groupId ? MESSAGES.saved : 'Dodano podgrupę') });

  return (
    <EditPage
      title={title}
      editing={groupId !== null}
      load={groupId ? { ready: existing.data !== undefined || missing, failed: existing.isError } : { ready: true, failed: false }}
      record={existing.data}
      missingText={`Nie znaleziono podgrupy nr ${groupId}.`}
      lead={(g) => g.name}
    >
      {(g) => <SubgroupForm key={g?.id ?? 'new'} group={g} pending={save.isPending} onSubmit={onSubmit} />}
    </EditPage>
  );
}
