import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useMemo, type ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import { NOT_FOUND_MESSAGES, type MessageResponse } from '@klub/contracts';
import {
  FormCheckbox,
  FormRadioGroup,
  FormSelectField,
  FormTextField,
  PasswordField,
  SubmitButton,
  useZodForm,
  namedOptions,
} from '../../components/form';
import { RetryAlert } from '../../components/feedback/QueryView';
import { MESSAGES } from '../../config/messages';
import { REGISTRATION_ROLE_OPTIONS } from '../../config/labels';
import { paths } from '../../config/paths';
import { ApiError, errorMessage } from '../../lib/api-client';
import { omitKey } from '../../lib/objects';
import { useRegistrationRegions, useSignUp } from './api';
import {
  RegistrationFormSchema,
  registrationDefaults,
  type RegistrationFormInput,
  type RegistrationFormOutput,
} from './registration-schema';
import { useCurrentRegulation } from '../regulations';

/**
 * Where "regulamin programu" leads: the current regulations' PDF (/admin/regulations-files), or the
 * programme's page while none is published (or it cannot be loaded).
 */
export const REGULATIONS_FALLBACK_HREF = paths.aboutProgram.path;

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

/** The województwo select (getRegions), with its loading, empty and error states. */
function RegionField({ control }: { control: Control<Partial<RegistrationFormInput>, unknown, RegistrationFormOutput> }) {
  const regions = useRegistrationRegions();
  const options = useMemo(() => namedOptions(regions.data), [regions.data]);
  return (
    <Box sx={{ gridColumn: '1 / -1', display: 'grid', gap: 1 }}>
      <FormSelectField
        control={control}
        name="regionId"
        label="Województwo"
        options={options}
        placeholder={regions.isPending ? 'Wczytywanie listy województw…' : 'Wybierz…'}
        helperText="Według niego liczymy ranking Twojego województwa"
        fullWidth
      />
      {regions.isError ? <RetryAlert onRetry={regions.refetch}>Nie udało się wczytać listy województw.</RetryAlert> : null}
      {regions.isSuccess && regions.data.length === 0 ? (
        <Alert severity="warning">Lista województw jest pusta — skontaktuj się z biurem Klubu.</Alert>
      ) : null}
    </Box>
  );
}

/**
 * "Akceptuję regulamin programu": the words "regulamin programu" open the regulations in a new tab;
 * "otwiera się w nowej karcie" describes the link from outside the label, so the checkbox keeps
 * its name and the rest of the label text still ticks it.
 */
function RegulationsConsent({ control }: { control: Control<Partial<RegistrationFormInput>, unknown, RegistrationFormOutput> }) {
  const newTabId = useId();
  const current = useCurrentRegulation();
  return (
    <>
      <FormCheckbox
        control={control}
        name="acceptRegulations"
        label={
          <>
            Akceptuję{' '}
            <Link href={current.data?.fileUrl ?? REGULATIONS_FALLBACK_HREF} target="_blank" rel="noopener" aria-describedby={newTabId}>
              regulamin programu
            </Link>
          </>
        }
      />
      <span id={newTabId} hidden>
        otwiera się w nowej karcie
      </span>
    </>
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
      // The toast comes from the query client; a taken e-mail and an unknown region are also marked on their field.
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409)
          form.setError('email', { message: errorMessage(error, MESSAGES.registrationError) }, { shouldFocus: true });
        if (error instanceof ApiError && error.status === 400 && error.message === NOT_FOUND_MESSAGES.region)
          form.setError('regionId', { message: error.message }, { shouldFocus: true });
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
        <RegionField control={control} />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <FormTextField control={control} name="street" label="Ulica i numer (opcjonalnie)" autoComplete="street-address" />
        </Box>
      </Group>

      <FormRadioGroup control={control} name="type" label="Rodzaj działalności" options={REGISTRATION_ROLE_OPTIONS} />

      <Box>
        <RegulationsConsent control={control} />
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
