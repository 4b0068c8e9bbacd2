import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link, useNavigate, useParams } from 'react-router';
import { DistributorBody, type Distributor } from '@klub/contracts';
import { QueryView } from '../../components/feedback/QueryView';
import { FormCheckbox, FormSelectField, FormTextField, SubmitButton, useZodForm } from '../../components/form';
import { Page } from '../../components/layout/Page';
import { showToast } from '../../components/toast';
import { MESSAGES } from '../../config/messages';
import { paths } from '../../config/paths';
import { useRegions } from '../regions/api';
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
    nip: d.nip ?? '',
    email: d.email ?? '',
    phone: d.phone ?? '',
    city: d.city ?? '',
    postCode: d.postCode ?? '',
    street: d.street ?? '',
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
          options={(regions.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
        />
      </Box>
      <FormCheckbox control={c} name="isAuthorized" label="Autoryzowany (odznacz, aby dystrybutor czekał na autoryzację)" />
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <SubmitButton pending={pending}>Zapisz</SubmitButton>
        <Button component={Link} to={D.list.path} size="large">
          Anuluj
        </Button>
      </Box>
    </Stack>
  );
}

function EditDistributor({ distributor }: { distributor: Distributor }) {
  const update = useUpdateDistributor(distributor.id);
  const navigate = useNavigate();
  return (
    <DistributorForm
      defaults={toDistributorBody(distributor)}
      pending={update.isPending}
      onSubmit={(body) =>
        update.mutate(body, {
          onSuccess: async () => {
            showToast(MESSAGES.saved, 'success');
            await navigate(D.list.path);
          },
        })
      }
    />
  );
}

function AddDistributor() {
  const create = useCreateDistributor();
  const navigate = useNavigate();
  return (
    <DistributorForm
      defaults={EMPTY}
      pending={create.isPending}
      onSubmit={(body) =>
        create.mutate(body, {
          onSuccess: async (d) => {
            showToast('Dodano dystrybutora', 'success');
            await navigate(d.isAuthorized ? D.list.path : D.unauthorized.path);
          },
        })
      }
    />
  );
}

function EditScreen({ id }: { id: number }) {
  const distributor = useDistributor(id);
  return (
    <Page title={D.edit.title} lead={distributor.data?.name}>
      <QueryView query={distributor}>{(d) => <EditDistributor key={d.id} distributor={d} />}</QueryView>
    </Page>
  );
}

/** /admin/distributors/add and /admin/distributors/edit/:id */
export default function DistributorFormPage() {
  const { id } = useParams();
  if (id === undefined) {
    return (
      <Page title={D.add.title} lead="Dystrybutor dodany ręcznie jest od razu autoryzowany, chyba że odznaczysz tę opcję.">
        <AddDistributor />
      </Page>
    );
  }
  const number = Number(id);
  if (!Number.isInteger(number) || number <= 0) {
    return (
      <Page title={D.edit.title}>
        <Alert severity="warning">Nieprawidłowy numer dystrybutora.</Alert>
      </Page>
    );
  }
  return <EditScreen id={number} />;
}
