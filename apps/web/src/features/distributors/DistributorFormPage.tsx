import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { DistributorBody, type Distributor } from '@klub/contracts';
import { FormActions, FormCheckbox, FormSelectField, FormTextField, useZodForm, namedOptions } from '../../components/form';
import { EditPage, loadState, useEditId, useSaveAndReturn } from '../../components/layout/EditPage';
import { MESSAGES } from '../../config/messages';
import { paths } from '../../config/paths';
import { useRegions } from '../regions';
import { textsOf } from '../../lib/objects';
import { useCreateDistributor, useDistributor, useUpdateDistributor } from './api';

const D = paths.admin.distributors;
const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xxs: '1fr', sm: 'repeat(2, 1fr)' } } as const;

const EMPTY: DistributorBody = {
  name: '',
  nip: '',
  email: '',
  phone: '',
  city: '',
  postCode: '',
  street: '',
  regionId: null,
  isAuthorized: true,
};

export function toDistributorBody(d: Distributor): DistributorBody {
  return {
    name: d.name,
    ...textsOf(d, ['nip', 'email', 'phone', 'city', 'postCode', 'street']),
    regionId: d.regionId,
    isAuthorized: d.isAuthorized,
  };
}

interface FormProps {
  defaults: DistributorBody;
  pending: boolean;
  onSubmit: (body: DistributorBody) => void;
}

function DistributorForm({ defaults, pending, onSubmit }: FormProps) {
  const form = useZodForm(DistributorBody, { defaultValues: defaults });
  const regions = useRegions();
  const c = form.control;
  return (
    <Stack
      component="form"
      noValidate
      spacing={3}
      aria-label="Dystrybutor"
      onSubmit={form.handleSubmit((body) => onSubmit(body as DistributorBody))}
      sx={{ maxWidth: 760 }}
    >
      <Box sx={grid}>
        <FormTextField control={c} name="name" label="Nazwa" required autoFocus autoComplete="off" />
        <FormTextField control={c} name="nip" label="NIP" autoComplete="off" />
        <FormTextField control={c} name="email" label="E-mail" type="email" autoComplete="off" />
        <FormTextField control={c} name="phone" label="Telefon" type="tel" autoComplete="off" />
        <FormTextField control={c} name="street" label="Ulica i numer" autoComplete="off" />
        <FormTextField control={c} name="postCode" label="Kod pocztowy" placeholder="00-000" autoComplete="off" />
        <FormTextField control={c} name="city" label="Miejscowość" autoComplete="off" />
        <FormSelectField
          control={c}
          name="regionId"
          label="Region"
          placeholder="Brak regionu"
          helperText={regions.isError ? 'Nie udało się wczytać regionów' : undefined}
          options={namedOptions(regions.data)}
        />
      </Box>
      <FormCheckbox control={c} name="isAuthorized" label="Autoryzowany (odznacz, aby dystrybutor czekał na autoryzację)" />
      <FormActions pending={pending} cancelTo={D.list.path} />
    </Stack>
  );
}

/** /admin/distributors/add and /admin/distributors/edit/:id */
export default function DistributorFormPage() {
  const { id, valid } = useEditId();
  const distributor = useDistributor(valid ? id : null);
  const create = useCreateDistributor();
  const update = useUpdateDistributor(id ?? 0);
  const saved = useSaveAndReturn(D.list.path);
  const onSubmit = (body: DistributorBody) =>
    valid
      ? update.mutate(body, { onSuccess: () => saved(MESSAGES.saved) })
      : create.mutate(body, { onSuccess: (d) => saved('Dodano dystrybutora', d.isAuthorized ? D.list.path : D.unauthorized.path) });
  return (
    <EditPage
      title={id === null ? D.add.title : D.edit.title}
      editing={id !== null}
      load={loadState(...(valid ? [distributor] : []))}
      record={distributor.data}
      missingText={valid ? `Nie znaleziono dystrybutora nr ${id}.` : 'Nieprawidłowy numer dystrybutora.'}
      lead={id === null ? 'Dystrybutor dodany ręcznie jest od razu autoryzowany, chyba że odznaczysz tę opcję.' : (d) => d.name}
    >
      {(d) => (
        <DistributorForm
          key={d?.id ?? 'new'}
          defaults={d ? toDistributorBody(d) : EMPTY}
          pending={create.isPending || update.isPending}
          onSubmit={onSubmit}
        />
      )}
    </EditPage>
  );
}
