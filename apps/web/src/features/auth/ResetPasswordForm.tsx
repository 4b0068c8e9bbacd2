import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import { Link, useSearchParams } from 'react-router';
import { NewPasswordFields, SubmitButton, useZodForm } from '../../components/form';
import { RouterLink } from '../../components/layout/RouterLink';
import { showToast } from '../../components/toast';
import { MESSAGES } from '../../config/messages';
import { useResetConfirm } from './api';
import { ResetPasswordFormSchema } from './password-schemas';

interface ResetPasswordFormProps {
  /** Where to sign in after the new password is set. */
  loginPath: string;
  /** Where to ask for a fresh link. */
  requestLinkPath: string;
}

/**
 * New password + repeat; token and userId come from the e-mail link's query.
 * Success is shown in place (the page also serves phones, where the rest of the
 * site shows the mobile-app promo), with a way to the sign-in page.
 */
export function ResetPasswordForm({ loginPath, requestLinkPath }: ResetPasswordFormProps) {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const userId = searchParams.get('userId');
  const resetConfirm = useResetConfirm();
  const form = useZodForm(ResetPasswordFormSchema, { defaultValues: { password: '', passwordRepeat: '' } });

  if (resetConfirm.isSuccess) {
    return (
      <Stack spacing={2}>
        <Alert severity="success" role="status">
          {resetConfirm.data.message}
        </Alert>
        <Button component={Link} to={loginPath} variant="contained" size="large">
          Przejdź do logowania
        </Button>
      </Stack>
    );
  }

  if (!token || !userId) {
    return (
      <Stack spacing={2}>
        <Alert severity="warning">{MESSAGES.resetLinkInvalid}</Alert>
        <RouterLink to={requestLinkPath}>Poproś o nowy link</RouterLink>
      </Stack>
    );
  }

  const submit = form.handleSubmit((values) =>
    resetConfirm.mutate(
      { token, userId, body: { password: values.password } },
      {
        onSuccess: (response) => showToast(response.message, 'success'),
      },
    ),
  );
  return (
    <Stack component="form" noValidate spacing={2.5} aria-label="Ustaw nowe hasło" onSubmit={submit}>
      <NewPasswordFields
        control={form.control}
        names={['password', 'passwordRepeat']}
        labels={['Nowe hasło', 'Powtórz nowe hasło']}
        autoFocus
      />
      <SubmitButton pending={resetConfirm.isPending} fullWidth>
        Zapisz nowe hasło
      </SubmitButton>
    </Stack>
  );
}
