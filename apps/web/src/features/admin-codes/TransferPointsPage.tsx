import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import type { z } from 'zod';
import { MovePointsBody, type MemberSummary, FORM_LISTS } from '@klub/contracts';
import { ConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { FormTextField, SubmitButton, useZodForm } from '../../components/form';
import { Page } from '../../components/layout/Page';
import { showToast } from '../../components/toast';
import { paths } from '../../config/paths';
import { formatPoints } from '../../lib/format';
import { useMovePoints } from './api';
import { FormMemberField } from './FormMemberField';
import { ListSuggestions } from '../lists';

const TransferSchema = MovePointsBody.refine((v) => v.fromUserId !== v.toUserId, {
  message: 'Wybierz innego członka klubu niż ten, od którego przenosisz punkty',
  path: ['toUserId'],
});
type Transfer = z.output<typeof TransferSchema>;

/** /admin/codes/transfer-points — "Przenieś punkty" between members, after a confirmation. */
export default function TransferPointsPage() {
  const move = useMovePoints();
  const [from, setFrom] = useState<MemberSummary | null>(null);
  const [to, setTo] = useState<MemberSummary | null>(null);
  const [pending, setPending] = useState<Transfer | null>(null);
  const form = useZodForm(TransferSchema, { defaultValues: { reason: '' } });
  const submit = form.handleSubmit((body) => setPending(body));

  const confirm = () => {
    if (!pending) return;
    move.mutate(pending, {
      onSuccess: (result) => {
        showToast(result.message, 'success');
        form.reset({ fromUserId: undefined, toUserId: undefined, points: undefined, reason: '' });
      },
      onSettled: () => setPending(null),
    });
  };

  return (
    <Page title={paths.admin.codes.transferPoints.title}>
      <Stack component="form" noValidate spacing={2.5} aria-label="Przenieś punkty" onSubmit={submit} sx={{ maxWidth: 560 }}>
        <FormMemberField control={form.control} name="fromUserId" label="Od członka klubu" onPicked={setFrom} autoFocus />
        <FormMemberField control={form.control} name="toUserId" label="Do członka klubu" onPicked={setTo} />
        <FormTextField control={form.control} name="points" label="Liczba punktów" numeric required />
        <FormTextField control={form.control} name="reason" label="Powód" required multiline minRows={2} />
        <ListSuggestions
          listKey={FORM_LISTS.pointsReasons}
          label="Częste powody"
          onPick={(text) => form.setValue('reason', text, { shouldValidate: true, shouldDirty: true })}
        />
        <Box>
          <SubmitButton pending={move.isPending}>Przenieś punkty</SubmitButton>
        </Box>
      </Stack>
      <ConfirmDialog
        open={pending !== null}
        title="Czy na pewno przenieść punkty?"
        confirmLabel="Przenieś"
        busy={move.isPending}
        onCancel={() => setPending(null)}
        onConfirm={confirm}
      >
        {pending
          ? `${formatPoints(pending.points)} od ${from?.fullName ?? `nr ${pending.fromUserId}`} do ${to?.fullName ?? `nr ${pending.toUserId}`}. Powód: ${pending.reason}`
          : null}
      </ConfirmDialog>
    </Page>
  );
}
