import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { UpdateMeBody, type Me } from '@klub/contracts';
import { FormActions, FormCheckbox, FormTextField, useZodForm } from '../../components/form';
import { showToast } from '../../components/toast';
import { MESSAGES } from '../../config/messages';
import { paths } from '../../config/paths';
import { textsOf } from '../../lib/objects';
import { useUpdateMe } from './api';

function defaultsFrom(me: Me): UpdateMeBody {
  return {
    firstname: me.firstname,
    lastname: me.lastname,
    ...textsOf(me, ['phone', 'companyName', 'nip', 'city', 'postCode', 'street']),
    marketingConsent: me.marketingConsent,
  };
}

/** Edits what a member may change about themself (UpdateMeBody). */
export function ProfileForm({ me }: { me: Me }) {
  const updateMe = useUpdateMe();
  const navigate = useNavigate();
  const form = useZodForm(UpdateMeBody, { defaultValues: defaultsFrom(me) });
  const { control } = form;

  const onSubmit = form.handleSubmit((values) =>
    updateMe.mutate(values, {
      onSuccess: async () => {
        showToast(MESSAGES.saved, 'success');
        await navigate(paths.myAccount.path);
      },
    }),
  );

  return (
    <Stack component="form" noValidate spacing={3} aria-label="Edycja danych" onSubmit={onSubmit}>
      <Typography color="text.secondary">
        E-mail konta: <strong>{me.email}</strong> (nie można go zmienić)
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xxs: '1fr', xs: '1fr 1fr' } }}>
        <FormTextField control={control} name="firstname" label="Imię" autoComplete="given-name" />
        <FormTextField control={control} name="lastname" label="Nazwisko" autoComplete="family-name" />
        <FormTextField control={control} name="phone" label="Telefon" type="tel" autoComplete="tel" />
        <FormTextField control={control} name="companyName" label="Nazwa firmy (opcjonalnie)" autoComplete="organization" />
        <FormTextField control={control} name="nip" label="NIP (opcjonalnie)" inputMode="numeric" />
        <FormTextField control={control} name="city" label="Miasto" autoComplete="address-level2" />
        <FormTextField control={control} name="postCode" label="Kod pocztowy" autoComplete="postal-code" placeholder="00-000" />
        <FormTextField control={control} name="street" label="Ulica i numer (opcjonalnie)" autoComplete="street-address" />
      </Box>
      <FormCheckbox control={control} name="marketingConsent" label="Chcę otrzymywać informacje o promocjach i nowościach Klubu" />
      <FormActions pending={updateMe.isPending} cancelTo={paths.myAccount.path} />
    </Stack>
  );
}
