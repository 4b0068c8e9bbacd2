import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { SignInBody, type TwoFactorChallenge } from '@klub/contracts';
// the messages alone: the contracts index brings zod and every schema into the first load
import { ERROR_CODES } from '@klub/contracts/messages';
import { FormTextField, PasswordField, SubmitButton, useZodForm } from '../../components/form';
import { ApiError } from '../../lib/api-client';
import type { TokenSpace } from '../../lib/auth-storage';
import { useCookieConsent } from '../../lib/cookie-consent';
import { useResendActivation } from './api';
import { useSignIn } from './use-sign-in';

/**
 * "Zapamiętaj mnie na tym urządzeniu": the sign-in cookie is kept only with cookie consent, so a
 * customer who has not given it chooses here (ticked: the consent is recorded at sign-in).
 */
function RememberMe({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const hintId = useId();
  return (
    <div>
      <FormControlLabel
        label="Zapamiętaj mnie na tym urządzeniu"
        control={
          <Checkbox
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': hintId } }}
          />
        }
      />
      <FormHelperText id={hintId} sx={{ mt: 0, ml: 4 }}>
        Zaznaczając, zgadzasz się na pliki cookie. Bez tej zgody wylogujemy Cię po odświeżeniu lub ponownym otwarciu strony.
      </FormHelperText>
    </div>
  );
}

/**
 * After "Konto nie jest aktywne": a new activation link for the address typed above (the server
 * answers the same whether or not such an account waits; earlier links stop working).
 */
function ResendActivation({ email }: { email: string }) {
  const resend = useResendActivation();
  if (resend.isSuccess) return <Alert severity="success">{resend.data.message}</Alert>;
  return (
    <Alert
      severity="info"
      action={
        <Button color="inherit" size="small" disabled={resend.isPending} onClick={() => resend.mutate({ email })}>
          {resend.isPending ? 'Wysyłanie…' : 'Wyślij link ponownie'}
        </Button>
      }
    >
      Nie masz e-maila z linkiem aktywacyjnym albo link wygasł? Wyślemy nowy na adres {email}.
    </Alert>
  );
}

const waitsForActivation = (error: unknown) =>
  error instanceof ApiError && error.status === 403 && error.message === ERROR_CODES.ACCOUNT_NOT_ACTIVE.message;

/**
 * E-mail + password form shared by the customer and the admin sign-in pages. `onTwoFactor`: the
 * admin page's second step, when the account has a second factor.
 */
export function SignInForm({ space, onTwoFactor }: { space: TokenSpace; onTwoFactor?: (challenge: TwoFactorChallenge) => void }) {
  const signIn = useSignIn(space, { onTwoFactor });
  const form = useZodForm(SignInBody, { defaultValues: { email: '', password: '' } });
  const consent = useCookieConsent();
  const [remember, setRemember] = useState(false);
  const askToRemember = space === 'customer' && !consent;

  return (
    <Stack
      component="form"
      noValidate
      spacing={2.5}
      aria-label={space === 'admin' ? 'Logowanie do panelu' : 'Logowanie'}
      onSubmit={form.handleSubmit((values) => signIn.mutate({ ...values, remember: askToRemember && remember }))}
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
      {askToRemember ? <RememberMe checked={remember} onChange={setRemember} /> : null}
      <SubmitButton pending={signIn.isPending} fullWidth>
        Zaloguj się
      </SubmitButton>
      {space === 'customer' && waitsForActivation(signIn.error) ? (
        <ResendActivation key={signIn.submittedAt} email={signIn.variables!.email} />
      ) : null}
    </Stack>
  );
}
