import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import type { CodeBonus } from '@klub/contracts';
import { ApiError, errorMessage } from '../../lib/api-client';
import { formatPkt } from '../../lib/format';

/**
 * What the member sees after trying codes: a success, a code that was already theirs (nothing
 * added: an info, not a success), a refusal, or the block after 10 failures.
 */
export type RedeemFeedback =
  | { kind: 'success'; message: string; detail?: string; bonuses?: readonly CodeBonus[] }
  | { kind: 'info'; message: string; detail?: string }
  | { kind: 'error'; message: string }
  | { kind: 'blocked'; message: string };

/** A campaign's bonus on a code: "+45 pkt — Akcja Podwójne na grunty". */
export const bonusText = (b: CodeBonus) => `+${formatPkt(b.points)} — Akcja ${b.campaign}`;

/** The bonuses credited with a code, one line each (none: nothing). */
export function BonusList({ bonuses }: { bonuses: readonly CodeBonus[] | undefined }) {
  if (!bonuses || bonuses.length === 0) return null;
  return (
    <Box component="ul" aria-label="Bonusy z akcji punktowych" sx={{ m: 0, mt: 0.5, pl: 0, listStyle: 'none', fontWeight: 600 }}>
      {bonuses.map((b) => (
        <li key={b.campaign}>{bonusText(b)}</li>
      ))}
    </Box>
  );
}

export function feedbackFromError(error: unknown): RedeemFeedback {
  const message = errorMessage(error, 'Nie udało się dodać kodu. Spróbuj ponownie');
  if (error instanceof ApiError && error.status === 429) return { kind: 'blocked', message };
  return { kind: 'error', message };
}

/** Announced at once (role alert / status); one place per form, so each message appears once. */
export function RedeemFeedbackAlert({ feedback }: { feedback: RedeemFeedback | null }) {
  if (!feedback) return null;
  if (feedback.kind === 'blocked') {
    return (
      <Alert severity="warning" role="alert" sx={{ mt: 2 }}>
        {feedback.message}
      </Alert>
    );
  }
  if (feedback.kind === 'error') {
    return (
      <Alert severity="error" role="alert" sx={{ mt: 2 }}>
        {feedback.message}
      </Alert>
    );
  }
  return (
    <Alert severity={feedback.kind} role="status" sx={{ mt: 2 }}>
      {feedback.detail ? <AlertTitle>{feedback.message}</AlertTitle> : feedback.message}
      {feedback.detail}
      {feedback.kind === 'success' ? <BonusList bonuses={feedback.bonuses} /> : null}
    </Alert>
  );
}
