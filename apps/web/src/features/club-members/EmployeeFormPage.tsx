import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { EmployeeBody, ROLES, type MemberDetails } from '@klub/contracts';
import { FormSelectField, FormTextField, SubmitButton, useZodForm } from '../../components/form';
import { showToast } from '../../components/toast';
import { ROLE_LABELS } from '../../config/labels';
import { MESSAGES } from '../../config/messages';
import { href, paths } from '../../config/paths';
import { PersonFormShell } from './PersonFormShell';
import { useRegions } from '../regions/api';
import { useCreateEmployee, usePeople, useUpdateEmployee } from './api';
import { isEmployee } from './MembersTable';

const C = paths.admin.clubMembers;
const TYPE_OPTIONS = [
  { value: ROLES.DTH, label: ROLE_LABELS[ROLES.DTH] },
  { value: ROLES.RDS, label: ROLE_LABELS[ROLES.RDS] },
];
const RDS_REQUIRED = 'Wybierz RDS, któremu podlega DTH';

// A DTH reports to one RDS: required here (the contract leaves it to the server).
const EmployeeFormSchema = EmployeeBody.superRefine((v, ctx) => {
  if (v.type === ROLES.DTH && !v.rdsId) ctx.addIssue({ code: 'custom', path: ['rdsId'], message: RDS_REQUIRED });
});

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xxs: '1fr', sm: 'repeat(2, 1fr)' } } as const;

interface EmployeeFormProps {
  defaults: Partial<EmployeeBody>;
  selfId: number | null;
  pending: boolean;
  cancelTo: string;
  onSubmit: (body: EmployeeBody) => void;
}

function EmployeeForm({ defaults, selfId, pending, cancelTo, onSubmit }: EmployeeFormProps) {
  const form = useZodForm(EmployeeFormSchema, { defaultValues: defaults });
  const c = form.control;
  const type = useWatch({ control: c, name: 'type' });
  const regions = useRegions();
  const isDth = type === ROLES.DTH;
  const rdsList = usePeople(61, isDth);
  return (
    <Stack
      component="form"
      noValidate
      spacing={3}
      aria-label="Pracownik"
      onSubmit={form.handleSubmit((body) => onSubmit(isDth ? body : { ...body, rdsId: null }))}
      sx={{ maxWidth: 760 }}
    >
      <Box sx={grid}>
        <FormSelectField control={c} name="type" label="Stanowisko" options={TYPE_OPTIONS} required />
        {isDth ? (
          <FormSelectField
            control={c}
            name="rdsId"
            label="Przełożony (RDS)"
            required
            placeholder="Wybierz RDS…"
            helperText={rdsList.isError ? 'Nie udało się wczytać listy RDS' : undefined}
            options={(rdsList.data ?? []).filter((p) => p.id !== selfId).map((p) => ({ value: p.id, label: `${p.fullName} (${p.email})` }))}
          />
        ) : (
          <Box />
        )}
        <FormTextField control={c} name="firstname" label="Imię" required autoComplete="off" />
        <FormTextField control={c} name="lastname" label="Nazwisko" required autoComplete="off" />
        <FormTextField control={c} name="email" label="E-mail" type="email" required autoComplete="off" />
        <FormTextField control={c} name="phone" label="Telefon" type="tel" required autoComplete="off" />
        <FormTextField control={c} name="city" label="Miejscowość" autoComplete="off" />
        <FormSelectField
          control={c}
          name="regionId"
          label="Region"
          placeholder="Brak regionu"
          options={(regions.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
        />
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <SubmitButton pending={pending}>Zapisz</SubmitButton>
        <Button component={Link} to={cancelTo} size="large">
          Anuluj
        </Button>
      </Box>
    </Stack>
  );
}

function toEmployeeBody(m: MemberDetails): Partial<EmployeeBody> {
  return {
    email: m.email,
    type: m.type as EmployeeBody['type'],
    firstname: m.firstname,
    lastname: m.lastname,
    phone: m.phone ?? '',
    city: m.city,
    regionId: m.regionId,
    rdsId: m.rdsId,
  };
}

function EditEmployee({ member }: { member: MemberDetails }) {
  const update = useUpdateEmployee();
  const navigate = useNavigate();
  const detailsPath = href(C.details, { id: member.id });
  if (!isEmployee(member.type)) {
    return (
      <Alert
        severity="info"
        action={
          <Button component={Link} to={href(C.edit, { id: member.id })}>
            Edytuj członka
          </Button>
        }
      >
        To konto członka klubu, nie pracownika.
      </Alert>
    );
  }
  return (
    <EmployeeForm
      defaults={toEmployeeBody(member)}
      selfId={member.id}
      pending={update.isPending}
      cancelTo={detailsPath}
      onSubmit={(body) =>
        update.mutate(
          { ...body, id: member.id },
          {
            onSuccess: async () => {
              showToast(MESSAGES.saved, 'success');
              await navigate(detailsPath);
            },
          },
        )
      }
    />
  );
}

function AddEmployee() {
  const create = useCreateEmployee();
  const navigate = useNavigate();
  return (
    <EmployeeForm
      defaults={{ type: ROLES.DTH, regionId: null, rdsId: null }}
      selfId={null}
      pending={create.isPending}
      cancelTo={C.list.path}
      onSubmit={(body) =>
        create.mutate(body, {
          onSuccess: async (member) => {
            showToast('Dodano pracownika', 'success');
            await navigate(href(C.details, { id: member.id }));
          },
        })
      }
    />
  );
}

/** /admin/club-members/add-employee and /admin/club-members/edit-employee/:id — DTH and RDS accounts. */
export default function EmployeeFormPage() {
  return (
    <PersonFormShell
      add={{ title: C.addEmployee.title, lead: 'DTH podlega jednemu RDS.', form: <AddEmployee /> }}
      edit={{
        title: C.editEmployee.title,
        invalidId: 'Nieprawidłowy numer pracownika.',
        form: (person) => <EditEmployee key={person.id} member={person} />,
      }}
    />
  );
}
