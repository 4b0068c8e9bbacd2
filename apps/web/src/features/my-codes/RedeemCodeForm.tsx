import Box from '@mui/material/Box';
import { useState } from 'react';
import { RedeemBody } from '@klub/contracts';
import { FormTextField, SubmitButton, useZodForm } from '../../components/form';
import { formatPoints } from '../../lib/format';
import { useRedeemCode } from './api';
import { feedbackFromError, RedeemFeedbackAlert, type RedeemFeedback } from './RedeemFeedback';

/** "Wpisz kod": one code from a product package; button "Dodaj kod". */
export function RedeemCodeForm() {
  const redeem = useRedeemCode();
  const [feedback, setFeedback] = useState<RedeemFeedback | null>(null);
  const form = useZodForm(RedeemBody, { defaultValues: { code: '' }, mode: 'onSubmit' });

  const onSubmit = form.handleSubmit((values) => {
    setFeedback(null);
    redeem.mutate(values, {
      onSuccess: (result) => {
        form.reset({ code: '' });
        // A code already on the account, or one whose points the fraud guard holds for review, adds
        // nothing now: said as an info ("Ten kod jest już na Twoim koncie", "… Punkty czekają na weryfikację").
        setFeedback({
          kind: result.alreadyRedeemed || result.held ? 'info' : 'success',
          message: result.message,
          detail: `${result.packageName}. Saldo: ${formatPoints(result.balance)}.`,
          bonuses: result.bonuses,
        });
      },
      onError: (error) => setFeedback(feedbackFromError(error)),
    });
  });

  return (
    <Box component="form" noValidate aria-label="Wpisz kod" onSubmit={onSubmit}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Box sx={{ flex: '1 1 260px' }}>
          <FormTextField
            control={form.control}
            name="code"
            label="Kod produktu"
            autoComplete="off"
            slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false, maxLength: 40 } }}
          />
        </Box>
        <SubmitButton pending={redeem.isPending} sx={{ mt: 0.5 }}>
          Dodaj kod
        </SubmitButton>
      </Box>
      <RedeemFeedbackAlert feedback={feedback} />
    </Box>
  );
}
