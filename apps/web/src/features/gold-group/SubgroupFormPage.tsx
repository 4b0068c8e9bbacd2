import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link, useNavigate, useParams } from 'react-router';
import { GoldSubgroupBody, type GoldSubgroup } from '@klub/contracts';
import { LoadingState } from '../../components/feedback/LoadingState';
import { FormTextField, SubmitButton, useZodForm } from '../../components/form';
import { Page } from '../../components/layout/Page';
import { showToast } from '../../components/toast';
import { MESSAGES } from '../../config/messages';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { useSaveSubgroup, useSubgroup } from './api';

const G = paths.admin.goldGroup;

function SubgroupForm({ group, pending, onSubmit }: { group?: GoldSubgroup; pending: boolean; onSubmit: (body: GoldSubgroupBody) => void }) {
  const form = useZodForm(GoldSubgroupBody, { defaultValues: { name: group?.name ?? '', description: group?.description ?? '' } });
  return (
    <Stack component="form" noValidate spacing={3} aria-label="Podgrupa" onSubmit={form.handleSubmit((values) => onSubmit(values))} sx={{ maxWidth: 560 }}>
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
  const navigate = useNavigate();
  const title = groupId ? 'Grupa Gold — edycja podgrupy' : 'Grupa Gold — dodaj podgrupę';

  if (id && groupId === null) {
    return (
      <Page title={title}>
        <Alert severity="warning">Nieprawidłowy numer podgrupy.</Alert>
      </Page>
    );
  }
  if (groupId && !existing.data) {
    const missing = existing.error instanceof ApiError && existing.error.status === 404;
    return (
      <Page title={title}>
        {missing ? (
          <Alert severity="warning">Nie znaleziono podgrupy nr {groupId}.</Alert>
        ) : existing.isError ? (
          <Alert severity="error">{MESSAGES.loadError}</Alert>
        ) : (
          <LoadingState />
        )}
      </Page>
    );
  }

  const onSubmit = (body: GoldSubgroupBody) =>
    save.mutate(
      { id: groupId, body },
      {
        onSuccess: async () => {
          showToast(groupId ? MESSAGES.saved : 'Dodano podgrupę', 'success');
          await navigate(G.subgroups.path);
        },
      },
    );

  return (
    <Page title={title} lead={existing.data?.name}>
      <SubgroupForm key={existing.data?.id ?? 'new'} group={existing.data} pending={save.isPending} onSubmit={onSubmit} />
    </Page>
  );
}
