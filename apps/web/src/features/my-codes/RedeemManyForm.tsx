import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { z } from 'zod';
import { MAX_CODES_PER_PASTE, type RedeemManyResult } from '@klub/contracts';
import { FormTextField, SubmitButton, useZodForm } from '../../components/form';
import { formatCodes, formatPkt, formatPoints, plural } from '../../lib/format';
import { useRedeemMany } from './api';
import { codeListProblem, parseCodeList } from './paste';
import { feedbackFromError, RedeemFeedbackAlert, type RedeemFeedback } from './RedeemFeedback';
import { RedeemResults } from './RedeemResults';

/**
 * The list's totals, true ones: only the codes credited by this request count as added; the codes
 * whose points the fraud guard holds for review are said apart (nothing added yet), and so are the
 * codes already on the account and the refused ones.
 */
function batchSummary(result: RedeemManyResult): string {
  const held = result.results.filter((r) => r.ok && r.held);
  const already = result.results.filter((r) => r.ok && r.alreadyRedeemed && !r.held).length;
  const refused = result.results.filter((r) => !r.ok).length;
  const bonus = result.results.reduce((sum, r) => sum + (r.bonuses ?? []).reduce((s, b) => s + b.points, 0), 0);
  const parts: string[] = [];
  if (result.creditedCodes > 0) {
    parts.push(
      `Dodano ${formatPkt(result.credited)} za ${formatCodes(result.creditedCodes)}${bonus > 0 ? ` (w tym ${formatPkt(bonus)} z akcji punktowych)` : ''}.`,
    );
  } else if (held.length === 0) {
    parts.push('Nie dodano żadnego nowego kodu.');
  }
  if (held.length > 0) {
    const heldPoints = held.reduce((sum, r) => sum + (r.held?.points ?? 0), 0);
    parts.push(`Punkty za ${formatCodes(held.length)} (${formatPkt(heldPoints)}) czekają na weryfikację.`);
  }
  if (already > 0) {
    parts.push(`${formatCodes(already)} ${plural(already, { one: 'był', few: 'były', many: 'było' })} już na Twoim koncie.`);
  }
  if (refused > 0) parts.push(`Odrzucono ${formatCodes(refused)}.`);
  parts.push(`Saldo: ${formatPoints(result.balance)}.`);
  return parts.join(' ');
}

/**
 * The pasted text, checked as the API checks its codes (RedeemManyBody; a message names the code),
 * and sent as the list of codes: trimmed, empty lines dropped, repeats once.
 */
const PasteForm = z
  .object({ text: z.string() })
  .superRefine(({ text }, ctx) => {
    const problem = codeListProblem(parseCodeList(text).codes);
    if (problem) ctx.addIssue({ code: 'custom', path: ['text'], message: problem });
  })
  .transform(({ text }) => ({ codes: parseCodeList(text).codes }));

/** "Wpisz kilka kodów": one code per line, each answered on its own; button "Dodaj kilka kodów". */
export function RedeemManyForm() {
  const redeem = useRedeemMany();
  const [feedback, setFeedback] = useState<RedeemFeedback | null>(null);
  const [result, setResult] = useState<RedeemManyResult | null>(null);
  const form = useZodForm<z.input<typeof PasteForm>, z.output<typeof PasteForm>>(PasteForm, {
    defaultValues: { text: '' },
    mode: 'onSubmit',
  });
  const parsed = parseCodeList(form.watch('text'));

  const onSubmit = form.handleSubmit((body) => {
    setFeedback(null);
    setResult(null);
    redeem.mutate(body, {
      onSuccess: (answer) => {
        setResult(answer);
        // Keep only the refused codes in the box, to correct and send again.
        form.reset({
          text: answer.results
            .filter((r) => !r.ok)
            .map((r) => r.code)
            .join('\n'),
        });
      },
      onError: (err) => setFeedback(feedbackFromError(err)),
    });
  });

  const helper =
    `Jeden kod w wierszu, najwyżej ${MAX_CODES_PER_PASTE}. Do wysłania: ${parsed.codes.length}` +
    (parsed.duplicates ? ` (powtórzone pominięte: ${parsed.duplicates})` : '');

  return (
    <Box component="form" noValidate aria-label="Wpisz kilka kodów" onSubmit={onSubmit}>
      <FormTextField
        control={form.control}
        name="text"
        label="Kody (jeden w wierszu)"
        multiline
        minRows={5}
        maxRows={15}
        helperText={helper}
        slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'characters' } }}
      />
      <SubmitButton pending={redeem.isPending} sx={{ mt: 2 }}>
        Dodaj kilka kodów
      </SubmitButton>
      <RedeemFeedbackAlert feedback={feedback} />
      {result ? (
        <Box sx={{ mt: 2 }}>
          <Typography role="status" sx={{ mb: 1 }}>
            {batchSummary(result)}
          </Typography>
          <RedeemResults results={result.results} />
        </Box>
      ) : null}
    </Box>
  );
}
