import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import {
  STAFF_INVITE_TTL_HOURS,
  STAFF_MESSAGES,
  STAFF_ROLE_CODES,
  STAFF_ROLE_DESCRIPTIONS,
  STAFF_ROLES,
  StaffInviteBody,
  StaffPatchBody,
  type StaffMember,
} from '@klub/contracts';
import { ConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { FormTextField, SubmitButton, useZodForm } from '../../components/form';
import { showToast } from '../../components/toast';
import { MESSAGES } from '../../config/messages';
import { errorMessage } from '../../lib/api-client';
import { useActivateStaff, useDeactivateStaff, useInviteStaff, usePatchStaff, useResendInvitation, useResetStaffTwoFactor } from './api';

export const fullName = (m: Pick<StaffMember, 'firstname' | 'lastname'>) => `${m.firstname} ${m.lastname}`;

interface RoleFieldProps<T extends FieldValues> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- matches any form's transformed values
  control: Control<T, any, any>;
  name: Path<T>;
}

/** The role as radio buttons, each with what the role is for (STAFF_ROLE_DESCRIPTIONS). */
function RoleField<T extends FieldValues>({ control, name }: RoleFieldProps<T>) {
  const labelId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormControl error={Boolean(fieldState.error)} component="fieldset" sx={{ display: 'block' }}>
          <FormLabel id={labelId} component="legend" sx={{ mb: 0.5 }}>
            Rola
          </FormLabel>
          <RadioGroup aria-labelledby={labelId} name={field.name} value={field.value ?? ''} onChange={field.onChange} onBlur={field.onBlur}>
            {STAFF_ROLE_CODES.map((code) => (
              <FormControlLabel
                key={code}
                value={code}
                control={<Radio size="small" slotProps={{ input: { 'aria-describedby': `${labelId}-${code}` } }} />}
                sx={{ alignItems: 'flex-start', mb: 0.75, '& .MuiRadio-root': { pt: 0.25 } }}
                label={
                  <Box>
                    <Typography component="span" sx={{ fontWeight: 600 }}>
                      {STAFF_ROLES[code]}
                    </Typography>
                    <Typography id={`${labelId}-${code}`} variant="body2" color="text.secondary">
                      {STAFF_ROLE_DESCRIPTIONS[code]}
                    </Typography>
                  </Box>
                }
              />
            ))}
          </RadioGroup>
          {fieldState.error ? <FormHelperText>{fieldState.error.message}</FormHelperText> : null}
        </FormControl>
      )}
    />
  );
}

/** A dialog that is a form; full screen on a phone. Its submit stays inside (the portal is outside any page form). */
function FormDialog({
  title,
  onClose,
  busy,
  onSubmit,
  children,
  submitLabel,
}: {
  title: string;
  onClose: () => void;
  busy: boolean;
  onSubmit: (e: FormEvent) => void;
  children: ReactNode;
  submitLabel: string;
}) {
  const titleId = useId();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('xs'), { noSsr: true });
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      fullScreen={phone}
      slotProps={{ paper: { sx: phone ? undefined : { maxWidth: 640 } } }}
    >
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>{children}</DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={busy}>
            Anuluj
          </Button>
          <SubmitButton size="medium" pending={busy}>
            {submitLabel}
          </SubmitButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** "Zaproś administratora": the account is made now; the person sets a password from the e-mailed link. */
export function InviteDialog({ onClose }: { onClose: () => void }) {
  const invite = useInviteStaff();
  const form = useZodForm(StaffInviteBody, {
    defaultValues: { email: '', firstname: '', lastname: '', staffRole: undefined as unknown as StaffMember['staffRole'] },
  });
  const submit = form.handleSubmit(async (body) => {
    const member = await invite.mutateAsync(body);
    showToast(`${STAFF_MESSAGES.invited}: ${member.email}`, 'success');
    onClose();
  });
  return (
    <FormDialog
      title="Zaproś administratora"
      submitLabel="Wyślij zaproszenie"
      busy={invite.isPending}
      onClose={onClose}
      onSubmit={(e) => void submit(e).catch(() => undefined)}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Typography variant="body2" color="text.secondary">
          Na podany adres wyślemy link, ważny {STAFF_INVITE_TTL_HOURS} godziny, do ustawienia hasła. Konto zacznie działać po ustawieniu
          hasła.
        </Typography>
        {invite.isError ? <Alert severity="error">{errorMessage(invite.error, MESSAGES.saveError)}</Alert> : null}
        <FormTextField control={form.control} name="email" label="E-mail" type="email" autoComplete="off" required autoFocus />
        <Stack direction={{ xxs: 'column', xs: 'row' }} spacing={2}>
          <FormTextField control={form.control} name="firstname" label="Imię" required fullWidth />
          <FormTextField control={form.control} name="lastname" label="Nazwisko" required fullWidth />
        </Stack>
        <RoleField control={form.control} name="staffRole" />
      </Stack>
    </FormDialog>
  );
}

/** Name and role of an account. The server refuses to take the full role from the last administrator (its 409 is shown here). */
export function EditDialog({ member, onClose }: { member: StaffMember; onClose: () => void }) {
  const patch = usePatchStaff();
  const form = useZodForm(StaffPatchBody, {
    defaultValues: { firstname: member.firstname, lastname: member.lastname, staffRole: member.staffRole },
  });
  const submit = form.handleSubmit(async (body) => {
    await patch.mutateAsync({ id: member.id, body });
    showToast(MESSAGES.saved, 'success');
    onClose();
  });
  return (
    <FormDialog
      title={`Edytuj: ${fullName(member)}`}
      submitLabel="Zapisz"
      busy={patch.isPending}
      onClose={onClose}
      onSubmit={(e) => void submit(e).catch(() => undefined)}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {member.email}
        </Typography>
        {patch.isError ? <Alert severity="error">{errorMessage(patch.error, MESSAGES.saveError)}</Alert> : null}
        <Stack direction={{ xxs: 'column', xs: 'row' }} spacing={2}>
          <FormTextField control={form.control} name="firstname" label="Imię" required fullWidth autoFocus />
          <FormTextField control={form.control} name="lastname" label="Nazwisko" required fullWidth />
        </Stack>
        <RoleField control={form.control} name="staffRole" />
      </Stack>
    </FormDialog>
  );
}

/** "Dezaktywuj" / "Aktywuj" with its confirmation; a refusal (the last administrator, oneself) is the server's toast. */
export function ActivationButton({ member, size = 'small' }: { member: StaffMember; size?: 'small' | 'medium' }) {
  const deactivate = useDeactivateStaff();
  const activate = useActivateStaff();
  const [open, setOpen] = useState(false);
  const name = fullName(member);
  const change = member.active ? deactivate : activate;
  const run = () =>
    change.mutate(member.id, {
      onSuccess: () => showToast(member.active ? `Dezaktywowano konto: ${name}` : `Aktywowano konto: ${name}`, 'success'),
      onSettled: () => setOpen(false),
    });
  return (
    <>
      <Button
        size={size}
        color={member.active ? 'error' : 'primary'}
        onClick={() => setOpen(true)}
        aria-label={`${member.active ? 'Dezaktywuj' : 'Aktywuj'} konto ${name}`}
      >
        {member.active ? 'Dezaktywuj' : 'Aktywuj'}
      </Button>
      <ConfirmDialog
        open={open}
        title={member.active ? `Dezaktywować konto „${name}”?` : `Aktywować konto „${name}”?`}
        confirmLabel={member.active ? 'Dezaktywuj' : 'Aktywuj'}
        destructive={member.active}
        busy={change.isPending}
        onCancel={() => setOpen(false)}
        onConfirm={run}
      >
        {member.active
          ? 'Ta osoba nie zaloguje się do panelu, a jej otwarte sesje zostaną zakończone. Konto można później aktywować ponownie.'
          : 'Ta osoba znów będzie mogła logować się do panelu z dotychczasową rolą.'}
      </ConfirmDialog>
    </>
  );
}

/** A confirmed action on one account whose answer is a message (the toast says it as the server does). */
function ConfirmedAction({
  label,
  title,
  text,
  destructive = false,
  useAction,
  id,
}: {
  label: string;
  title: string;
  text: string;
  destructive?: boolean;
  useAction: () => {
    mutate: (id: number, o: { onSuccess: (r: { message: string }) => void; onSettled: () => void }) => void;
    isPending: boolean;
  };
  id: number;
}) {
  const action = useAction();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" color={destructive ? 'error' : 'primary'} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <ConfirmDialog
        open={open}
        title={title}
        confirmLabel={label}
        destructive={destructive}
        busy={action.isPending}
        onCancel={() => setOpen(false)}
        onConfirm={() => action.mutate(id, { onSuccess: (r) => showToast(r.message, 'success'), onSettled: () => setOpen(false) })}
      >
        {text}
      </ConfirmDialog>
    </>
  );
}

/** "Wyślij zaproszenie ponownie": a new 48 h link for an account whose password is not set yet. */
export function ResendInvitationButton({ member }: { member: StaffMember }) {
  return (
    <ConfirmedAction
      label="Wyślij zaproszenie ponownie"
      title={`Wysłać nowe zaproszenie do ${member.email}?`}
      text={`Na ten adres pójdzie nowy link, ważny ${STAFF_INVITE_TTL_HOURS} godziny. Wcześniej wysłane linki przestaną działać.`}
      useAction={useResendInvitation}
      id={member.id}
    />
  );
}

/** "Resetuj logowanie dwuetapowe": for a lost phone without recovery codes; the person sets it up again. */
export function ResetTwoFactorButton({ member }: { member: StaffMember }) {
  return (
    <ConfirmedAction
      label="Resetuj logowanie dwuetapowe"
      title={`Zresetować logowanie dwuetapowe: ${fullName(member)}?`}
      text="Aplikacja uwierzytelniająca i kody odzyskiwania tej osoby przestaną działać, a jej sesje zostaną zakończone. Przy następnym logowaniu wystarczy hasło; logowanie dwuetapowe trzeba będzie włączyć ponownie."
      destructive
      useAction={useResetStaffTwoFactor}
      id={member.id}
    />
  );
}
