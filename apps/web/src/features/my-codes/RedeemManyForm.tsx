import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { MAX_CODES_PER_PASTE, type RedeemManyResult } from '@klub/contracts';
import { SubmitButton } from '../../components/form';
import { formatCodes, formatPkt, formatPoints, plural } from '../../lib/format';
import { useRedeemMany } from './api';
import { codeListProblem, parseCodeList } from './paste';
import { feedbackFromError, RedeemFeedbackAlert, type RedeemFeedback } from './RedeemFeedback';
import { RedeemResults } from './RedeemResults';

/**
 * The list's totals, true ones: only the codes credited by this request count as added; a code that
 * was already on the account is said apart, and so are the refused ones.
 */
function batchSummary(result: RedeemManyResult): string {
  const already = result.results.filter((r) => r.ok && r.alreadyRedeemed).length;
  const refused = result.results.filter((r) => !r.ok).length;
  const parts = [
    result.creditedCodes > 0
      ? `Dodano ${formatPkt(result.credited)} za ${formatCodes(result.creditedCodes)}.`
      : 'Nie dodano żadnego nowego kodu.',
  ];
  if (already > 0) {
    parts.push(`${formatCodes(already)} ${plural(already, { one: 'był', few: 'były', many: 'było' })} już na Twoim koncie.`);
  }
  if (refused > 0) parts.push(`Odrzucono ${formatCodes(refused)}.`);
  parts.push(`Saldo: ${formatPoints(result.balance)}.`);
  return parts.join(' ');
}

/** "Wpisz kilka kodów": one code per line, each answered on its own; button "Dodaj kilka kodów". */
export function RedeemManyForm() {
  const redeem = useRedeemMany();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<RedeemFeedback | null>(null);
  const [result, setResult] = useState<RedeemManyResult | null>(null);
  const parsed = parseCodeList(text);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const error = codeListProblem(parsed.codes);
    setProblem(error);
    if (error) return;
    setFeedback(null);
    setResult(null);
    redeem.mutate(
      { codes: parsed.codes },
      {
        onSuccess: (answer) => {
          setResult(answer);
          // Keep only the refused codes in the box, to correct and send again.
          setText(
            answer.results
              .filter((r) => !r.ok)
              .map((r) => r.code)
              .join('\n'),
          );
        },
        onError: (err) => setFeedback(feedbackFromError(err)),
      },
    );
  };

  const count = parsed.codes.length;
  const helper =
    problem ??
    `Jeden kod w wierszu, najwyżej ${MAX_CODES_PER_PASTE}. Do wysłania: ${count}` +
      (parsed.duplicates ? ` (powtórzone pominięte: ${parsed.duplicates})` : '');

  return (
    <Box component="form" noValidate aria-label="Wpisz kilka kodów" onSubmit={onSubmit}>
      <TextField
        label="Kody (jeden w wierszu)"
        multiline
        minRows={5}
        maxRows={15}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (problem) setProblem(null);
        }}
        error={Boolean(problem)}
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
