import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Edit from '@mui/icons-material/Edit';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { MemberDetails, PersonRef, RoleCode, UserStatus } from '@klub/contracts';
import { ConfirmDeleteButton } from '../../components/feedback/ConfirmDeleteButton';
import { ConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { QueryView } from '../../components/feedback/QueryView';
import { Page } from '../../components/layout/Page';
import { EntityHistory } from '../settings';
import { RouterLink } from '../../components/layout/RouterLink';
import { Section } from '../../components/layout/Section';
import { showToast } from '../../components/toast';
import { ROLE_LABELS, STATUS_LABELS } from '../../config/labels';
import { href, paths } from '../../config/paths';
import { formatPhone } from '../../lib/format';
import { formatDateTime } from '../../lib/dates';
import { MemberCodes, useMemberPoints } from '../admin-codes';
import { PointsSummary } from '../member-points';
import { useDeleteMember, useMember, useMemberDth, useMemberRds, useResendActivation, useSetMemberStatus } from './api';
import { editPath, isEmployee } from './MembersTable';
import { StatusChip } from './StatusChip';
import { MemberDataExportButton } from './MemberDataExportButton';
import { MemberOrdersSection } from '../orders';
import { HeldPointsFlag } from '../code-review';
import { DefinitionList } from '../../components/layout/DefinitionList';

const C = paths.admin.clubMembers;
const dash = (v: ReactNode) => (v === null || v === undefined || v === '' ? '—' : v);

function Fields({ rows, label }: { rows: ReadonlyArray<[string, ReactNode]>; label: string }) {
  return <DefinitionList rows={rows.map(([term, value]) => [term, dash(value)] as const)} label={label} />;
}

function Person({ person, none }: { person: PersonRef | null; none: string }) {
  if (!person) return <>{none}</>;
  return (
    <>
      <RouterLink to={href(C.details, { id: person.id })}>{person.fullName}</RouterLink>
      {` — ${person.email}${person.phone ? `, tel. ${formatPhone(person.phone)}` : ''}`}
    </>
  );
}

/** For a member who registered and never clicked the link (the server refuses anyone else, in the toast). */
function ResendActivationButton({ member }: { member: MemberDetails }) {
  const resend = useResendActivation(member.id);
  return (
    <Button variant="outlined" disabled={resend.isPending} onClick={() => resend.mutate()}>
      {resend.isPending ? 'Wysyłanie…' : 'Wyślij link aktywacyjny'}
    </Button>
  );
}

function StatusSection({ member }: { member: MemberDetails }) {
  const update = useSetMemberStatus(member.id);
  const [asking, setAsking] = useState(false);
  const setStatus = (status: UserStatus, done: string) =>
    update.mutate(status, {
      onSuccess: () => showToast(done, 'success'),
      onSettled: () => setAsking(false),
    });
  return (
    <Section
      title="Status"
      actions={
        <>
          {member.status !== 'ACTIVE_CONFIRMED' ? (
            <Button
              variant="contained"
              color="success"
              disabled={update.isPending}
              onClick={() => setStatus('ACTIVE_CONFIRMED', 'Potwierdzono członka klubu')}
            >
              Potwierdź
            </Button>
          ) : null}
          {member.status !== 'NOT_ACTIVE' ? (
            <Button variant="outlined" color="warning" disabled={update.isPending} onClick={() => setAsking(true)}>
              Dezaktywuj
            </Button>
          ) : (
            <ResendActivationButton member={member} />
          )}
        </>
      }
    >
      <Box role="status" aria-label="Status członka" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <StatusChip status={member.status} />
      </Box>
      {member.status === 'ACTIVE' ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Potwierdzenie ({STATUS_LABELS.ACTIVE_CONFIRMED}) pozwala zamawiać nagrody.
        </Typography>
      ) : null}
      <ConfirmDialog
        open={asking}
        title={`Czy na pewno dezaktywować ${member.fullName}?`}
        confirmLabel="Dezaktywuj"
        destructive
        busy={update.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => setStatus('NOT_ACTIVE', 'Dezaktywowano członka klubu')}
      >
        Nieaktywny członek nie może się logować ani wpisywać kodów.
      </ConfirmDialog>
    </Section>
  );
}

function AdvisorSection({ member }: { member: MemberDetails }) {
  const employee = isEmployee(member.type);
  const isDth = member.type === 41;
  const isRds = member.type === 61;
  const dth = useMemberDth(member.id, !employee);
  const rds = useMemberRds(member.id, !isRds);
  return (
    <Section title={employee ? 'Przełożony' : 'Opiekun (DTH)'}>
      {isRds ? (
        <Typography>Regionalny Dyrektor Sprzedaży nie ma przełożonego w programie.</Typography>
      ) : (
        <Fields
          label={employee ? 'Przełożony' : 'Opiekun'}
          rows={[
            ...(isDth
              ? []
              : ([
                  [
                    'DTH',
                    <QueryView key="dth" query={dth}>
                      {(p) => <Person person={p} none="Brak przypisanego DTH" />}
                    </QueryView>,
                  ],
                ] as [string, ReactNode][])),
            [
              'RDS',
              <QueryView key="rds" query={rds}>
                {(p) => <Person person={p} none="Brak przypisanego RDS" />}
              </QueryView>,
            ],
          ]}
        />
      )}
    </Section>
  );
}

function PointsSection({ member }: { member: MemberDetails }) {
  const points = useMemberPoints(member.id);
  return (
    <Section
      title="Punkty"
      actions={
        <Button
          component={Link}
          to={href(paths.admin.codes.pointsDetails, { id: member.id })}
          state={{ memberName: member.fullName }}
          variant="outlined"
        >
          Historia punktów
        </Button>
      }
    >
      <HeldPointsFlag userId={member.id} />
      <QueryView query={points}>{(p) => <PointsSummary points={p} />}</QueryView>
    </Section>
  );
}

function Details({ member }: { member: MemberDetails }) {
  const employee = isEmployee(member.type);
  const address = [member.street, [member.postCode, member.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return (
    <>
      <Section title="Dane">
        <Fields
          label="Dane członka"
          rows={[
            ['Imię i nazwisko', member.fullName],
            ['E-mail', member.email],
            ['Telefon', formatPhone(member.phone)],
            ['Rola', ROLE_LABELS[member.type as RoleCode] ?? member.type],
            ['Firma', member.companyName],
            ['NIP', member.nip],
            ['Adres', address],
            ['Region', member.regionName],
            ...(employee ? [] : ([['Dystrybutorzy', member.distributors.map((d) => d.name).join(', ')]] as [string, ReactNode][])),
            ['Gold', member.isGold ? 'Tak' : 'Nie'],
            ['Premium', member.isPremium ? 'Tak' : 'Nie'],
            [
              'Zgoda marketingowa',
              member.marketingConsent ? `Tak${member.marketingConsentAt ? ` (${formatDateTime(member.marketingConsentAt)})` : ''}` : 'Nie',
            ],
            ['Regulamin zaakceptowany', member.regulationsAcceptedAt ? formatDateTime(member.regulationsAcceptedAt) : null],
            ['Data rejestracji', formatDateTime(member.createdAt)],
            ['Ostatnie logowanie', member.lastLoginAt ? formatDateTime(member.lastLoginAt) : 'Nigdy'],
          ]}
        />
      </Section>
      <StatusSection member={member} />
      <AdvisorSection member={member} />
      {employee ? null : (
        <>
          <PointsSection member={member} />
          <MemberCodes userId={member.id} />
          <MemberOrdersSection userId={member.id} />
        </>
      )}
    </>
  );
}

/** /admin/club-members/details/:id — "Szczegóły członka". */
export default function MemberDetailsPage() {
  const id = Number(useParams().id);
  const member = useMember(id);
  const remove = useDeleteMember();
  const navigate = useNavigate();
  const valid = Number.isInteger(id) && id > 0;
  const m = member.data;
  return (
    <Page
      title={C.details.title}
      lead={m ? `${m.fullName} (${m.email})` : undefined}
      actions={
        m ? (
          <>
            <Button component={Link} to={editPath(m)} variant="contained" startIcon={<Edit />}>
              Edytuj
            </Button>
            <MemberDataExportButton memberId={m.id} />
            <ConfirmDeleteButton
              label={`Usuń ${m.fullName}`}
              question={`Czy na pewno usunąć członka klubu ${m.fullName} (${m.email})?`}
              busy={remove.isPending}
              onConfirm={() =>
                remove.mutateAsync(m.id).then(async () => {
                  showToast('Usunięto członka klubu', 'success');
                  await navigate(C.list.path);
                })
              }
            />
          </>
        ) : undefined
      }
    >
      {valid ? (
        <QueryView query={member}>
          {(d) => (
            <>
              <Details member={d} />
              <EntityHistory entity="users" entityId={d.id} />
            </>
          )}
        </QueryView>
      ) : (
        <Alert severity="warning">Nieprawidłowy numer członka klubu.</Alert>
      )}
    </Page>
  );
}
