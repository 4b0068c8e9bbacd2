import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link, useNavigate, useParams } from 'react-router';
import { RegionBody } from '@klub/contracts';
import { LoadingState } from '../../components/feedback/LoadingState';
import { FormTextField, SubmitButton, useZodForm } from '../../components/form';
import { Page } from '../../components/layout/Page';
import { showToast } from '../../components/toast';
import { MESSAGES } from '../../config/messages';
import { paths } from '../../config/paths';
import { useCreateRegion, useRegions, useUpdateRegion } from './api';

const R = paths.admin.regions;

function RegionForm({ name, pending, onSubmit }: { name: string; pending: boolean; onSubmit: (name: string) => void }) {
  const form = useZodForm(RegionBody, { defaultValues: { name } });
  return (
    <Stack
      component="form"
      noValidate
      spacing={3}
      aria-label="Region"
      onSubmit={form.handleSubmit((values) => onSubmit(values.name))}
      sx={{ maxWidth: 480 }}
    >
      <FormTextField control={form.control} name="name" label="Nazwa regionu" required autoFocus />
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <SubmitButton pending={pending}>Zapisz</SubmitButton>
        <Button component={Link} to={R.list.path} size="large">
          Anuluj
        </Button>
      </Box>
    </Stack>
  );
}

/** /admin/regions/form/:id? — add (no id) or rename a region. */
export default function RegionFormPage() {
  const { id } = useParams();
  const regionId = id ? Number(id) : null;
  const regions = useRegions();
  const create = useCreateRegion();
  const update = useUpdateRegion();
  const navigate = useNavigate();
  const title = regionId ? 'Regiony — edycja regionu' : 'Regiony — dodaj region';

  if (regionId && !regions.data) {
    return <Page title={title}>{regions.isError ? <Alert severity="error">{MESSAGES.loadError}</Alert> : <LoadingState />}</Page>;
  }
  const existing = regionId ? regions.data?.find((r) => r.id === regionId) : undefined;
  if (regionId && !existing) {
    return (
      <Page title={title}>
        <Alert severity="warning">Nie znaleziono regionu nr {regionId}.</Alert>
      </Page>
    );
  }

  const done = async (message: string) => {
    showToast(message, 'success');
    await navigate(R.list.path);
  };
  const onSubmit = (name: string) =>
    existing
      ? update.mutate({ id: existing.id, name }, { onSuccess: () => done(MESSAGES.saved) })
      : create.mutate({ name }, { onSuccess: () => done('Dodano region') });

  return (
    <Page title={title} lead={existing?.name}>
      <RegionForm key={existing?.id ?? 'new'} name={existing?.name ?? ''} pending={create.isPending || update.isPending} onSubmit={onSubmit} />
    </Page>
  );
}
