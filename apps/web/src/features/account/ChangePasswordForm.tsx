import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormTextField, PasswordField, SubmitButton, useZodForm } from '../../components/form';
import { MESSAGES } from '../../config/messages';
import { useEndSession } from '../../lib/session';
import { ChangePasswordFormSchema } from '../auth';
import { useChangePassword } from './api';

/** After a successful change the member is logged out (spec §4) and sees 'Zmieniono hasło pomyślnie'. */
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
        onSuccess: () => endSession({ space: 'customer', toast: { message: MESSAGES.passwordChanged, severity: 'success' } }),
      },
    ),
  );

  return (
    <Stack component="form" noValidate spacing={2.5} aria-label="Zmiana hasła" onSubmit={onSubmit} sx={{ maxWidth: 460 }}>
      <Typography color="text.secondary">
        Po zmianie hasła wylogujemy Cię ze wszystkich urządzeń. Zaloguj się ponownie nowym hasłem.
      </Typography>
      <PasswordField control={form.control} name="currentPassword" label="Obecne hasło" autoComplete="current-password" />
      <PasswordField
        control={form.control}
        name="newPassword"
        label="Nowe hasło"
        autoComplete="new-password"
        helperText="Od 8 znaków, w tym litera i cyfra"
      />
      <FormTextField
        control={form.control}
        name="newPasswordRepeat"
        label="Powtórz nowe hasło"
        type="password"
        autoComplete="new-password"
      />
      <SubmitButton pending={changePassword.isPending} sx={{ alignSelf: 'flex-start' }}>
        Zmień hasło
      </SubmitButton>
    </Stack>
  );
}
