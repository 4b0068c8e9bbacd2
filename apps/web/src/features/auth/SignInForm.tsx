import Stack from '@mui/material/Stack';
import { SignInBody } from '@klub/contracts';
import { FormTextField, PasswordField, SubmitButton, useZodForm } from '../../components/form';
import type { TokenSpace } from '../../lib/auth-storage';
import { useSignIn } from './use-sign-in';

/** E-mail + password form shared by the customer and the admin sign-in pages. */
export function SignInForm({ space }: { space: TokenSpace }) {
  const signIn = useSignIn(space);
  const form = useZodForm(SignInBody, { defaultValues: { email: '', password: '' } });

  return (
    <Stack
      component="form"
      noValidate
      spacing={2.5}
      aria-label={space === 'admin' ? 'Logowanie do panelu' : 'Logowanie'}
      onSubmit={form.handleSubmit((values) => signIn.mutate(values))}
    >
      <FormTextField
        control={form.control}
        name="email"
        label="E-mail"
        type="email"
        autoComplete="username"
        placeholder="Wpisz e-mail"
        autoFocus
      />
      <PasswordField control={form.control} name="password" label="Hasło" autoComplete="current-password" placeholder="Wpisz hasło" />
      <SubmitButton pending={signIn.isPending} fullWidth>
        Zaloguj się
      </SubmitButton>
    </Stack>
  );
}
