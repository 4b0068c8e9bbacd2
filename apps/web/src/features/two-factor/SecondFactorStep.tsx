import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { SecondFactorCode, TotpCode, TWO_FACTOR_MESSAGES, type TwoFactorChallenge } from '@klub/contracts';
import { AppCodeField } from './AppCodeField';
import { FormTextField, SubmitButton, useZodForm } from '../../components/form';
import { errorMessage } from '../../lib/api-client';
import { MESSAGES } from '../../config/messages';
import { useFinishSignIn } from '../../lib/session';
import { signInTwoFactor } from './api';

const AppCodeForm = z.object({ code: TotpCode });
const RecoveryCodeForm = z.object({ code: SecondFactorCode });
type Mode = 'app' | 'recovery';

interface SecondFactorStepProps {
  challenge: TwoFactorChallenge;
  /** Back to e-mail and password (another account, or the challenge expired: `message` says so). */
  onRestart: (message?: string) => void;
}

function CodeForm({ mode, challenge, onRestart }: SecondFactorStepProps & { mode: Mode }) {
  const finish = useFinishSignIn('admin');
  const submit = useMutation({
    mutationFn: signInTwoFactor,
    meta: { silent: true },
    onSuccess: (response) => finish(response),
    onError: (error) => {
      // The 5 minutes are over (or the password changed meanwhile): start again from the password.
      if (errorMessage(error, '') === TWO_FACTOR_MESSAGES.challengeInvalid) onRestart(TWO_FACTOR_MESSAGES.challengeInvalid);
    },
  });
  const form = useZodForm(mode === 'app' ? AppCodeForm : RecoveryCodeForm, { defaultValues: { code: '' }, mode: 'onSubmit' });
  return (
    <Stack
      component="form"
      noValidate
      spacing={2.5}
      aria-label="Drugi krok logowania"
      onSubmit={form.handleSubmit(({ code }) => submit.mutate({ challenge: challenge.challenge, code }))}
    >
      {mode === 'app' ? (
        <AppCodeField
          control={form.control}
          helperText="6 cyfr z aplikacji uwierzytelniającej (np. Google Authenticator, Microsoft Authenticator)"
          pattern="[0-9 ]*"
        />
      ) : (
        <FormTextField
          control={form.control}
          name="code"
          label="Kod odzyskiwania"
          autoComplete="off"
          placeholder="XXXX-XXXX-XXXX"
          helperText="Jeden z 10 kodów zapisanych przy włączaniu logowania dwuetapowego. Każdy działa tylko raz."
          autoFocus
          slotProps={{ htmlInput: { maxLength: 20, autoCapitalize: 'characters', spellCheck: false } }}
        />
      )}
      {submit.isError && errorMessage(submit.error, '') !== TWO_FACTOR_MESSAGES.challengeInvalid ? (
        <Alert severity="error" role="alert">
          {errorMessage(submit.error, MESSAGES.adminLoginError)}
        </Alert>
      ) : null}
      <SubmitButton pending={submit.isPending} fullWidth>
        Zaloguj się
      </SubmitButton>
    </Stack>
  );
}

/**
 * The second step of the back-office sign-in: the 6-digit code from the app, or — "Użyj kodu
 * odzyskiwania" — one of the recovery codes. The challenge of the first step is valid 5 minutes.
 */
export function SecondFactorStep({ challenge, onRestart }: SecondFactorStepProps) {
  const [mode, setMode] = useState<Mode>('app');
  return (
    <Stack spacing={2}>
      {/* a new form per mode: its own field, schema and error */}
      <CodeForm key={mode} mode={mode} challenge={challenge} onRestart={onRestart} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Button variant="text" onClick={() => setMode(mode === 'app' ? 'recovery' : 'app')} sx={{ px: 0.5 }}>
          {mode === 'app' ? 'Użyj kodu odzyskiwania' : 'Użyj kodu z aplikacji'}
        </Button>
        <Button variant="text" color="inherit" onClick={() => onRestart()} sx={{ px: 0.5 }}>
          Wróć do logowania
        </Button>
      </Stack>
    </Stack>
  );
}
