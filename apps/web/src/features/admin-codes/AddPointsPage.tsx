import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import type { z } from 'zod';
import { AddPointsBody, type MemberSummary, FORM_LISTS } from '@klub/contracts';
import { ConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { FormTextField, SubmitButton, useZodForm } from '../../components/form';
import { Page } from '../../components/layout/Page';
import { showToast } from '../../components/toast';
import { paths } from '../../config/paths';
import { formatPoints } from '../../lib/format';
import { useAddPoints } from './api';
import { FormMemberField } from './FormMemberField';
import { ListSuggestions } from '../lists';

type AddPoints = z.output<typeof AddPointsBody>;

/** The member's name when the picker gave it, else their number (never a bare id on its own). */
const memberLabel = (member: MemberSummary | null, userId: number) => member?.fullName ?? `członek klubu nr ${userId}`;

/**
 * /admin/codes/add-points — "Dodaj punkty": member, points, a required reason (kept in the ledger);
 * the points go only after a confirmation that names the member, like a transfer.
 */
export default function AddPointsPage() {
  const add = useAddPoints();
  const [member, setMember] = useState<MemberSummary | null>(null);
  const [pending, setPending] = useState<AddPoints | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useZodForm(AddPointsBody, { defaultValues: { reason: '' } });

  const confirm = () => {
    if (!pending) return;
    const who = memberLabel(member, pending.userId);
    add.mutate(pending, {
      onSuccess: (result) => {
        showToast(`${result.message}: ${who}.`, 'success');
        setDone(`${result.message}: ${who}. Saldo po zmianie: ${formatPoints(result.balance)}.`);
        form.reset({ userId: undefined, points: undefined, reason: '' });
      },
      onSettled: () => setPending(null),
    });
  };

  return (
    <Page title={paths.admin.codes.addPoints.title}>
      <Stack
        component="form"
        noValidate
        spacing={2.5}
        aria-label="Dodaj punkty"
        onSubmit={form.handleSubmit((body) => {
          setDone(null);
          setPending(body);
        })}
        sx={{ maxWidth: 560 }}
      >
        <FormMemberField control={form.control} name="userId" label="Członek klubu" onPicked={setMember} autoFocus />
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
        <ListSuggestions
          listKey={FORM_LISTS.pointsReasons}
          label="Częste powody"
          onPick={(text) => form.setValue('reason', text, { shouldValidate: true, shouldDirty: true })}
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
      <ConfirmDialog
        open={pending !== null}
        title="Czy na pewno dodać punkty?"
        confirmLabel="Dodaj"
        busy={add.isPending}
        onCancel={() => setPending(null)}
        onConfirm={confirm}
      >
        {pending ? `${formatPoints(pending.points)} dla: ${memberLabel(member, pending.userId)}. Powód: ${pending.reason}` : null}
      </ConfirmDialog>
    </Page>
  );
}
