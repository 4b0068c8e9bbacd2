import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link, useParams } from 'react-router';
import { RegionBody } from '@klub/contracts';
import { FormTextField, SubmitButton, useZodForm } from '../../components/form';
import { EditPage, loadState, useSaveAndReturn } from '../../components/layout/EditPage';
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
  const saved = useSaveAndReturn(R.list.path);
  const existing = regionId ? regions.data?.find((r) => r.id === regionId) : undefined;
  const onSubmit = (name: string) =>
    existing
      ? update.mutate({ id: existing.id, name }, { onSuccess: () => saved(MESSAGES.saved) })
      : create.mutate({ name }, { onSuccess: () => saved('Dodano region') });

  return (
    <EditPage
      title={regionId ? 'Regiony — edycja regionu' : 'Regiony — dodaj region'}
      editing={regionId !== null}
      load={regionId ? loadState(regions) : { ready: true, failed: false }}
      record={existing}
      missingText={`Nie znaleziono regionu nr ${regionId}.`}
      lead={(r) => r.name}
    >
      {(r) => <RegionForm key={r?.id ?? 'new'} name={r?.name ?? ''} pending={create.isPending || update.isPending} onSubmit={onSubmit} />}
    </EditPage>
  );
}
