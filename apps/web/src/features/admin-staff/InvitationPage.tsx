import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { FIELD_MESSAGES, StaffInviteAcceptBody, STAFF_MESSAGES } from '@klub/contracts';
import { NewPasswordFields, SubmitButton, useZodForm } from '../../components/form';
import { AuthCard } from '../../components/layout/AuthCard';
import { RouterLink } from '../../components/layout/RouterLink';
import { showToast } from '../../components/toast';
import { MESSAGES } from '../../config/messages';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/api-client';
import { samePassword } from '../auth';
import { useAcceptInvitation } from './api';

/** The password and its repeat; the token comes from the link. */
const InvitationForm = StaffInviteAcceptBody.omit({ token: true })
  .extend({ passwordRepeat: z.string().min(1, FIELD_MESSAGES.required) })
  .refine(...samePassword('password', 'passwordRepeat'));

/** The toast when the server's answer has no message of its own. */
const INVITATION_ACCEPTED = 'Hasło zostało ustawione. Możesz się zalogować';

function LinkInvalid() {
  return (
    <Alert severity="warning">
      <AlertTitle>{STAFF_MESSAGES.inviteInvalid}</AlertTitle>
      Poproś administratora, który Cię zaprosił, o nowe zaproszenie. Jeśli konto już ma hasło, zaloguj się.
    </Alert>
  );
}

/**
 * /admin/invitation?token=… (public) — the staff invitation e-mail's link: the invited person sets
 * a password (the rules of every password form), then signs in. A link invalid, expired or used
 * says so instead of the form.
 */
export default function InvitationPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const navigate = useNavigate();
  const accept = useAcceptInvitation();
  const form = useZodForm(InvitationForm, { defaultValues: { password: '', passwordRepeat: '' } });
  const failure = accept.isError ? errorMessage(accept.error, MESSAGES.resetConfirmError) : null;
  const linkInvalid = !token || failure === STAFF_MESSAGES.inviteInvalid;
  const submit = form.handleSubmit(({ password }) => {
    if (!token) return;
    accept.mutate(
      { token, password },
      {
        onSuccess: async (response) => {
          showToast(response.message || INVITATION_ACCEPTED, 'success');
          await navigate(paths.admin.login.path, { replace: true });
        },
      },
    );
  });
  return (
    <AuthCard
      title={paths.admin.invitation.title}
      lead={linkInvalid ? undefined : 'Ustaw hasło do swojego konta w panelu administracyjnym Klubu.'}
      footer={<RouterLink to={paths.admin.login.path}>Przejdź do logowania</RouterLink>}
    >
      {linkInvalid ? (
        <LinkInvalid />
      ) : (
        <Stack component="form" noValidate spacing={2.5} aria-label="Ustaw hasło" onSubmit={submit}>
          {failure ? <Alert severity="error">{failure}</Alert> : null}
          <NewPasswordFields control={form.control} names={['password', 'passwordRepeat']} labels={['Hasło', 'Powtórz hasło']} autoFocus />
          <SubmitButton pending={accept.isPending} fullWidth>
            Ustaw hasło
          </SubmitButton>
        </Stack>
      )}
    </AuthCard>
  );
}
