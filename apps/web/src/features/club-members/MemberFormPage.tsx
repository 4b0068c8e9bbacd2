import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link } from 'react-router';
import { MemberCreateBody, POINTS_ROLES, USER_STATUSES, type MemberDetails, type RoleCode } from '@klub/contracts';
import { FormActions, FormCheckbox, FormSelectField, FormTextField, useZodForm, namedOptions } from '../../components/form';
import { EditPage, loadState, useEditId, useSaveAndReturn } from '../../components/layout/EditPage';
import { REGISTRATION_ROLE_OPTIONS, STATUS_LABELS } from '../../config/labels';
import { MESSAGES } from '../../config/messages';
import { href, paths } from '../../config/paths';
import { useRegions } from '../regions';
import { useCreateMember, useMember, usePeople, useUpdateMember } from './api';
import { MemberDistributorsField } from './MemberDistributorsField';
import { personLead, toMemberBody } from './member-body';

const C = paths.admin.clubMembers;
const STATUS_OPTIONS = USER_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }));
const EMPTY: Partial<MemberCreateBody> = { status: 'ACTIVE', marketingConsent: false, regionId: null, dthId: null, distributorIds: [] };
const NO_DISTRIBUTORS: MemberDetails['distributors'] = [];

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xxs: '1fr', sm: 'repeat(2, 1fr)' } } as const;

interface MemberFormProps {
  defaults: Partial<MemberCreateBody>;
  /** The member's distributors as saved (their names for `defaults.distributorIds`). */
  distributors?: MemberDetails['distributors'];
  pending: boolean;
  cancelTo: string;
  onSubmit: (body: MemberCreateBody) => void;
}

function MemberForm({ defaults, distributors = NO_DISTRIBUTORS, pending, cancelTo, onSubmit }: MemberFormProps) {
  const form = useZodForm(MemberCreateBody, { defaultValues: defaults });
  const regions = useRegions();
  const dths = usePeople(41);
  const c = form.control;
  return (
    <Stack component="form" noValidate spacing={3} aria-label="Członek klubu" onSubmit={form.handleSubmit(onSubmit)} sx={{ maxWidth: 760 }}>
      <Box sx={grid}>
        <FormTextField control={c} name="firstname" label="Imię" required autoComplete="off" />
        <FormTextField control={c} name="lastname" label="Nazwisko" required autoComplete="off" />
        <FormTextField control={c} name="email" label="E-mail" type="email" required autoComplete="off" />
        <FormTextField control={c} name="phone" label="Telefon" type="tel" required autoComplete="off" />
        <FormSelectField control={c} name="type" label="Rodzaj działalności" options={REGISTRATION_ROLE_OPTIONS} required />
        <FormSelectField control={c} name="status" label="Status" options={STATUS_OPTIONS} required />
        <FormTextField control={c} name="companyName" label="Nazwa firmy" autoComplete="off" />
        <FormTextField control={c} name="nip" label="NIP" autoComplete="off" />
        <FormTextField control={c} name="street" label="Ulica i numer" autoComplete="off" />
        <FormTextField control={c} name="postCode" label="Kod pocztowy" required placeholder="00-000" autoComplete="off" />
        <FormTextField control={c} name="city" label="Miejscowość" required autoComplete="off" />
        <FormSelectField control={c} name="regionId" label="Region" placeholder="Brak regionu" options={namedOptions(regions.data)} />
        <FormSelectField
          control={c}
          name="dthId"
          label="Opiekun (DTH)"
          placeholder="Brak opiekuna"
          helperText={dths.isError ? 'Nie udało się wczytać listy DTH' : undefined}
          options={(dths.data ?? []).map((p) => ({ value: p.id, label: `${p.fullName} (${p.email})` }))}
        />
      </Box>
      <MemberDistributorsField control={c} name="distributorIds" current={distributors} />
      <FormCheckbox control={c} name="marketingConsent" label="Zgoda na informacje marketingowe" />
      <FormActions pending={pending} cancelTo={cancelTo} />
    </Stack>
  );
}

/** /admin/club-members/add and /admin/club-members/edit/:id */
export default function MemberFormPage() {
  const { id, valid } = useEditId();
  const member = useMember(valid ? id! : 0);
  const create = useCreateMember();
  const update = useUpdateMember(id ?? 0);
  const saved = useSaveAndReturn(C.list.path);
  return (
    <EditPage
      title={id === null ? C.add.title : C.edit.title}
      editing={id !== null}
      load={loadState(...(valid ? [member] : []))}
      record={member.data}
      missingText={valid ? `Nie znaleziono członka klubu nr ${id}.` : 'Nieprawidłowy numer członka klubu.'}
      lead={id === null ? 'Nowy członek dostanie e-mail z linkiem do ustawienia hasła.' : personLead}
    >
      {(m) => {
        if (!m) {
          return (
            <MemberForm
              defaults={EMPTY}
              pending={create.isPending}
              cancelTo={C.list.path}
              onSubmit={(body) =>
                create.mutate(body, {
                  onSuccess: (added) =>
                    saved('Dodano członka klubu. Wysłaliśmy mu e-mail z linkiem do ustawienia hasła', href(C.details, { id: added.id })),
                })
              }
            />
          );
        }
        if (!POINTS_ROLES.includes(m.type as RoleCode)) {
          return (
            <Alert
              severity="info"
              action={
                <Button component={Link} to={href(C.editEmployee, { id: m.id })}>
                  Edytuj pracownika
                </Button>
              }
            >
              To konto pracownika (DTH lub RDS).
            </Alert>
          );
        }
        const detailsPath = href(C.details, { id: m.id });
        return (
          <MemberForm
            key={m.id}
            defaults={toMemberBody(m)}
            distributors={m.distributors}
            pending={update.isPending}
            cancelTo={detailsPath}
            onSubmit={(body) => update.mutate(body, { onSuccess: () => saved(MESSAGES.saved, detailsPath) })}
          />
        );
      }}
    </EditPage>
  );
}
