import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { AddPointsBody } from '@klub/contracts';
import { FormTextField, SubmitButton, useZodForm } from '../../components/form';
import { Page } from '../../components/layout/Page';
import { showToast } from '../../components/toast';
import { paths } from '../../config/paths';
import { formatPoints } from '../../lib/format';
import { useAddPoints } from './api';
import { FormMemberField } from './FormMemberField';

/** /admin/codes/add-points — "Dodaj punkty": member, points, a required reason (kept in the ledger). */
export default function AddPointsPage() {
  const add = useAddPoints();
  const [done, setDone] = useState<string | null>(null);
  const form = useZodForm(AddPointsBody, { defaultValues: { reason: '' } });

  const onSubmit = form.handleSubmit((body) => {
    setDone(null);
    add.mutate(body, {
      onSuccess: (result) => {
        showToast(result.message, 'success');
        setDone(`${result.message} Saldo po zmianie: ${formatPoints(result.balance)}.`);
        form.reset({ userId: undefined, points: undefined, reason: '' });
      },
    });
  });

  return (
    <Page title={paths.admin.codes.addPoints.title}>
      <Stack component="form" noValidate spacing={2.5} aria-label="Dodaj punkty" onSubmit={onSubmit} sx={{ maxWidth: 560 }}>
        <FormMemberField control={form.control} name="userId" label="Członek klubu" autoFocus />
        <FormTextField control={form.control} name="points" label="Liczba punktów" numeric required />
        <FormTextField
          control={form.control}
          name="reason"
          label="Powód"
          required
          multiline
          minRows={2}
          helperText="Widoczny w historii punktów członka"
        />
        <Box>
          <SubmitButton pending={add.isPending}>Dodaj punkty</SubmitButton>
        </Box>
        {done ? (
          <Alert severity="success" role="status">
            {done}
          </Alert>
        ) : null}
      </Stack>
    </Page>
  );
}
