import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { MessageResponse } from '@klub/contracts';
import { FormCheckbox, FormRadioGroup, FormTextField, PasswordField, SubmitButton, useZodForm } from '../../components/form';
import { MESSAGES } from '../../config/messages';
import { REGISTRATION_ROLE_OPTIONS } from '../../config/labels';
import { ApiError, errorMessage } from '../../lib/api-client';
import { omitKey } from '../../lib/objects';
import { useSignUp } from './api';
import { RegistrationFormSchema, registrationDefaults } from './registration-schema';

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h3" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xxs: '1fr', xs: '1fr 1fr' } }}>{children}</Box>
    </Box>
  );
}

/** The full SignUpBody form; field messages come from the contract schema. */
export function RegistrationForm({ onRegistered }: { onRegistered: (response: MessageResponse) => void }) {
  const signUp = useSignUp();
  const form = useZodForm(RegistrationFormSchema, { defaultValues: registrationDefaults });
  const { control } = form;

  const onSubmit = form.handleSubmit((values) =>
    signUp.mutate(omitKey(values, 'passwordRepeat'), {
      onSuccess: onRegistered,
      // The toast comes from the query client; a taken e-mail is also marked on its field.
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409)
          form.setError('email', { message: errorMessage(error, MESSAGES.registrationError) }, { shouldFocus: true });
      },
    }),
  );

  return (
    <Stack component="form" noValidate spacing={3} aria-label="Formularz rejestracji" onSubmit={onSubmit}>
      <Group title="Dane logowania">
        <Box sx={{ gridColumn: '1 / -1' }}>
          <FormTextField control={control} name="email" label="E-mail" type="email" autoComplete="email" placeholder="Wpisz e-mail" />
        </Box>
        <PasswordField
          control={control}
          name="password"
          label="Hasło"
          autoComplete="new-password"
          helperText="Od 8 znaków, w tym litera i cyfra"
        />
        <FormTextField control={control} name="passwordRepeat" label="Powtórz hasło" type="password" autoComplete="new-password" />
      </Group>

      <Group title="Dane osobowe">
        <FormTextField control={control} name="firstname" label="Imię" autoComplete="given-name" />
        <FormTextField control={control} name="lastname" label="Nazwisko" autoComplete="family-name" />
        <FormTextField control={control} name="phone" label="Telefon" type="tel" autoComplete="tel" placeholder="np. 600 100 200" />
      </Group>

      <Group title="Firma">
        <FormTextField control={control} name="companyName" label="Nazwa firmy (opcjonalnie)" autoComplete="organization" />
        <FormTextField control={control} name="nip" label="NIP (opcjonalnie)" inputMode="numeric" placeholder="10 cyfr" />
      </Group>

      <Group title="Adres">
        <FormTextField control={control} name="city" label="Miasto" autoComplete="address-level2" />
        <FormTextField
          control={control}
          name="postCode"
          label="Kod pocztowy"
          autoComplete="postal-code"
          placeholder="00-000"
          inputMode="numeric"
        />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <FormTextField control={control} name="street" label="Ulica i numer (opcjonalnie)" autoComplete="street-address" />
        </Box>
      </Group>

      <FormRadioGroup control={control} name="type" label="Rodzaj działalności" options={REGISTRATION_ROLE_OPTIONS} />

      <Box>
        <FormCheckbox control={control} name="acceptRegulations" label="Akceptuję regulamin programu" />
        <FormCheckbox
          control={control}
          name="marketingConsent"
          label="Chcę otrzymywać informacje o promocjach i nowościach Klubu (opcjonalnie)"
        />
      </Box>

      <SubmitButton pending={signUp.isPending} sx={{ alignSelf: 'flex-start' }}>
        Załóż konto
      </SubmitButton>
    </Stack>
  );
}
