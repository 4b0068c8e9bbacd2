import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { NewPasswordFields, PasswordField, SubmitButton, useZodForm } from '../../components/form';
import { MESSAGES } from '../../config/messages';
import { useEndSession } from '../../lib/session';
import { ChangePasswordFormSchema } from '../auth';
import { useChangePassword } from './api';

/** After a successful change the member is logged out (spec §4) and lands on the sign-in form under 'Zmieniono hasło pomyślnie'. */
export function ChangePasswordForm() {
  const changePassword = useChangePassword();
  const endSession = useEndSession();
  const form = useZodForm(ChangePasswordFormSchema, {
    defaultValues: { currentPassword: '', newPassword: '', newPasswordRepeat: '' },
  });

  const onSubmit = form.handleSubmit((values) =>
    changePassword.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        // straight to the sign-in form, the message above it: sign in again with the new password
        onSuccess: () => endSession({ space: 'customer', signInNotice: { message: MESSAGES.passwordChanged, severity: 'success' } }),
      },
    ),
  );

  return (
    <Stack component="form" noValidate spacing={2.5} aria-label="Zmiana hasła" onSubmit={onSubmit} sx={{ maxWidth: 460 }}>
      <Typography color="text.secondary">
        Po zmianie hasła wylogujemy Cię ze wszystkich urządzeń. Zaloguj się ponownie nowym hasłem.
      </Typography>
      <PasswordField control={form.control} name="currentPassword" label="Obecne hasło" autoComplete="current-password" />
      <NewPasswordFields
        control={form.control}
        names={['newPassword', 'newPasswordRepeat']}
        labels={['Nowe hasło', 'Powtórz nowe hasło']}
      />
      <SubmitButton pending={changePassword.isPending} sx={{ alignSelf: 'flex-start' }}>
        Zmień hasło
      </SubmitButton>
    </Stack>
  );
}
