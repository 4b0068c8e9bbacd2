import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link, useParams, useSearchParams } from 'react-router';
import { DistrictBody } from '@klub/contracts';
import { FormSelectField, FormTextField, SubmitButton, useZodForm, namedOptions } from '../../components/form';
import { EditPage, loadState, useSaveAndReturn } from '../../components/layout/EditPage';
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
  const options = namedOptions(regions.data);
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
  // No getDistrictsById operation: an edited district is found in the full list.
  const districts = useDistricts(null);
  const create = useCreateDistrict();
  const update = useUpdateDistrict();
  const saved = useSaveAndReturn(R.districts.path);
  const existing = districtId ? districts.data?.find((d) => d.id === districtId) : undefined;
  const back = (regionId: number) => `${R.districts.path}?regionId=${regionId}`;
  const onSubmit = (body: DistrictBody) =>
    existing
      ? update.mutate({ id: existing.id, body }, { onSuccess: () => saved(MESSAGES.saved, back(body.regionId)) })
      : create.mutate(body, { onSuccess: () => saved('Dodano powiat', back(body.regionId)) });

  return (
    <EditPage
      title={districtId ? 'Regiony — edycja powiatu' : 'Regiony — dodaj powiat'}
      editing={districtId !== null}
      load={districtId ? loadState(districts) : { ready: true, failed: false }}
      record={existing}
      missingText={`Nie znaleziono powiatu nr ${districtId}.`}
      lead={(d) => `${d.name} (${d.regionName})`}
    >
      {(d) => (
        <DistrictForm
          key={d?.id ?? 'new'}
          defaults={d ? { name: d.name, regionId: d.regionId } : { name: '', regionId: regionIdParam(params) ?? undefined }}
          pending={create.isPending || update.isPending}
          onSubmit={onSubmit}
        />
      )}
    </EditPage>
  );
}
