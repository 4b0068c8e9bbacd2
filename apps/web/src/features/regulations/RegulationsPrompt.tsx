import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
// the messages alone: the contracts index brings zod and every schema into the first load
import { ERROR_CODES } from '@klub/contracts/messages';
import { ApiError } from '../../lib/api-client';
import { getUsersMeClient, keyOf } from '../../lib/api';
import { useCustomerLogout, useMeClient } from '../../lib/session';
import { useAcceptRegulation } from './api';

/**
 * A write refused because the current version is not accepted (a page open across a publication,
 * its profile read before it): read the profile now, so this prompt comes up at once.
 */
function useAskAgainWhenRefused() {
  const client = useQueryClient();
  useEffect(
    () =>
      client.getMutationCache().subscribe((event) => {
        const error = event.mutation?.state.error;
        if (
          event.type === 'updated' &&
          error instanceof ApiError &&
          error.status === 403 &&
          error.message === ERROR_CODES.REGULATIONS_NOT_ACCEPTED.message
        ) {
          void client.invalidateQueries({ queryKey: keyOf(getUsersMeClient) });
        }
      }),
    [client],
  );
}

/**
 * After a new regulations version is published, the member's next visit asks them to accept it:
 * a dialog that does not close by itself — "Akceptuję" records it, "Nie akceptuję" signs them out
 * (docs/domain.md "Regulaminy").
 */
export function RegulationsPrompt() {
  const me = useMeClient();
  useAskAgainWhenRefused();
  const accept = useAcceptRegulation();
  const logout = useCustomerLogout();
  const pending = me.data?.regulationsToAccept;
  if (!pending) return null;
  return (
    // No onClose: neither Escape nor a click beside it closes it; one of the two buttons must answer.
    <Dialog open aria-labelledby="regulations-title" aria-describedby="regulations-text" maxWidth="sm" fullWidth>
      <DialogTitle id="regulations-title">Nowy regulamin programu</DialogTitle>
      <DialogContent>
        <Typography id="regulations-text" sx={{ mb: 2 }}>
          Zmieniliśmy regulamin Klubu (wersja {pending.version}). Aby dalej korzystać z konta, przeczytaj go i zaakceptuj.
        </Typography>
        {pending.summary ? (
          <Typography sx={{ mb: 2, whiteSpace: 'pre-line' }} color="text.secondary">
            {pending.summary}
          </Typography>
        ) : null}
        <Link href={pending.fileUrl} target="_blank" rel="noopener">
          Przeczytaj regulamin (PDF, otworzy się w nowej karcie)
        </Link>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => void logout()} disabled={accept.isPending}>
          Nie akceptuję — wyloguj
        </Button>
        <Button variant="contained" onClick={() => accept.mutate(pending.id)} disabled={accept.isPending}>
          Akceptuję regulamin
        </Button>
      </DialogActions>
    </Dialog>
  );
}
