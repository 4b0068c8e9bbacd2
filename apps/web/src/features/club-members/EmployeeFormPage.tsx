import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { EmployeeBody, ROLES, type MemberDetails } from '@klub/contracts';
import { FormActions, FormSelectField, FormTextField, useZodForm, namedOptions } from '../../components/form';
import { EditPage, loadState, useEditId, useSaveAndReturn } from '../../components/layout/EditPage';
import { ROLE_LABELS } from '../../config/labels';
import { MESSAGES } from '../../config/messages';
import { href, paths } from '../../config/paths';
import { useRegions } from '../regions';
import { useCreateEmployee, useMember, usePeople, useUpdateEmployee } from './api';
import { personLead } from './member-body';
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
        <FormSelectField control={c} name="regionId" label="Region" placeholder="Brak regionu" options={namedOptions(regions.data)} />
      </Box>
      <FormActions pending={pending} cancelTo={cancelTo} />
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

/** /admin/club-members/add-employee and /admin/club-members/edit-employee/:id — DTH and RDS accounts. */
export default function EmployeeFormPage() {
  const { id, valid } = useEditId();
  const member = useMember(valid ? id! : 0);
  const create = useCreateEmployee();
  const update = useUpdateEmployee();
  const saved = useSaveAndReturn(C.list.path);
  return (
    <EditPage
      title={id === null ? C.addEmployee.title : C.editEmployee.title}
      editing={id !== null}
      load={loadState(...(valid ? [member] : []))}
      record={member.data}
      missingText={valid ? `Nie znaleziono pracownika nr ${id}.` : 'Nieprawidłowy numer pracownika.'}
      lead={id === null ? 'DTH podlega jednemu RDS.' : personLead}
    >
      {(m) => {
        if (!m) {
          return (
            <EmployeeForm
              defaults={{ type: ROLES.DTH, regionId: null, rdsId: null }}
              selfId={null}
              pending={create.isPending}
              cancelTo={C.list.path}
              onSubmit={(body) =>
                create.mutate(body, { onSuccess: (added) => saved('Dodano pracownika', href(C.details, { id: added.id })) })
              }
            />
          );
        }
        if (!isEmployee(m.type)) {
          return (
            <Alert
              severity="info"
              action={
                <Button component={Link} to={href(C.edit, { id: m.id })}>
                  Edytuj członka
                </Button>
              }
            >
              To konto członka klubu, nie pracownika.
            </Alert>
          );
        }
        const detailsPath = href(C.details, { id: m.id });
        return (
          <EmployeeForm
            key={m.id}
            defaults={toEmployeeBody(m)}
            selfId={m.id}
            pending={update.isPending}
            cancelTo={detailsPath}
            onSubmit={(body) => update.mutate({ ...body, id: m.id }, { onSuccess: () => saved(MESSAGES.saved, detailsPath) })}
          />
        );
      }}
    </EditPage>
  );
}
