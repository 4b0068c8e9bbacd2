import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { ResetInitBody } from '@klub/contracts';
import { FormTextField, SubmitButton, useZodForm } from '../../components/form';
import { useResetInit } from './api';

/** "Send me a reset link" form (customer or admin account). */
export function ResetInitForm({ isAdmin }: { isAdmin: boolean }) {
  const resetInit = useResetInit();
  const form = useZodForm(ResetInitBody, { defaultValues: { email: '' } });

  if (resetInit.isSuccess) {
    return (
      <Alert severity="success" role="status">
        {resetInit.data.message}
      </Alert>
    );
  }

  return (
    <Stack
      component="form"
      noValidate
      spacing={2.5}
      aria-label="Wyślij link do ustawienia hasła"
      onSubmit={form.handleSubmit((values) => resetInit.mutate({ email: values.email, isAdmin }))}
    >
      <FormTextField
        control={form.control}
        name="email"
        label="E-mail"
        type="email"
        autoComplete="email"
        placeholder="Wpisz e-mail"
        autoFocus
      />
      <SubmitButton pending={resetInit.isPending} fullWidth>
        Wyślij link
      </SubmitButton>
    </Stack>
  );
}
