import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { DistrictBody } from '@klub/contracts';
import { LoadingState } from '../../components/feedback/LoadingState';
import { FormSelectField, FormTextField, SubmitButton, useZodForm } from '../../components/form';
import { Page } from '../../components/layout/Page';
import { showToast } from '../../components/toast';
import { MESSAGES } from '../../config/messages';
import { paths } from '../../config/paths';
import { useCreateDistrict, useDistricts, useRegions, useUpdateDistrict } from './api';
import { regionIdParam } from './region-param';

const R = paths.admin.regions;

interface DistrictFormProps {
  defaults: Partial<DistrictBody>;
  pending: boolean;
  onSubmit: (body: DistrictBody) => void;
}

function DistrictForm({ defaults, pending, onSubmit }: DistrictFormProps) {
  const form = useZodForm(DistrictBody, { defaultValues: defaults });
  const regions = useRegions();
  const options = (regions.data ?? []).map((r) => ({ value: r.id, label: r.name }));
  return (
    <Stack component="form" noValidate spacing={3} aria-label="Powiat" onSubmit={form.handleSubmit(onSubmit)} sx={{ maxWidth: 480 }}>
      <FormTextField control={form.control} name="name" label="Nazwa powiatu" required autoFocus />
      <FormSelectField control={form.control} name="regionId" label="Region" options={options} required placeholder="Wybierz region…" />
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <SubmitButton pending={pending}>Zapisz</SubmitButton>
        <Button component={Link} to={R.districts.path} size="large">
          Anuluj
        </Button>
      </Box>
    </Stack>
  );
}

/** /admin/regions/districts/form/:id? — add (no id; ?regionId= preselects the region) or edit a district. */
export default function DistrictFormPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const districtId = id ? Number(id) : null;
  // No GET /api/districts/:id: an edited district is found in the full list.
  const districts = useDistricts(null);
  const create = useCreateDistrict();
  const update = useUpdateDistrict();
  const navigate = useNavigate();
  const title = districtId ? 'Regiony — edycja powiatu' : 'Regiony — dodaj powiat';

  if (districtId && !districts.data) {
    return <Page title={title}>{districts.isError ? <Alert severity="error">{MESSAGES.loadError}</Alert> : <LoadingState />}</Page>;
  }
  const existing = districtId ? districts.data?.find((d) => d.id === districtId) : undefined;
  if (districtId && !existing) {
    return (
      <Page title={title}>
        <Alert severity="warning">Nie znaleziono powiatu nr {districtId}.</Alert>
      </Page>
    );
  }

  const done = async (message: string, regionId: number) => {
    showToast(message, 'success');
    await navigate(`${R.districts.path}?regionId=${regionId}`);
  };
  const onSubmit = (body: DistrictBody) =>
    existing
      ? update.mutate({ id: existing.id, body }, { onSuccess: () => done(MESSAGES.saved, body.regionId) })
      : create.mutate(body, { onSuccess: () => done('Dodano powiat', body.regionId) });

  const defaults: Partial<DistrictBody> = existing
    ? { name: existing.name, regionId: existing.regionId }
    : { name: '', regionId: regionIdParam(params) ?? undefined };
  return (
    <Page title={title} lead={existing ? `${existing.name} (${existing.regionName})` : undefined}>
      <DistrictForm key={existing?.id ?? 'new'} defaults={defaults} pending={create.isPending || update.isPending} onSubmit={onSubmit} />
    </Page>
  );
}
