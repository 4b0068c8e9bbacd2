import Alert from '@mui/material/Alert';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
// the constants alone: the contracts index brings zod and every schema into the first load
import { TOAST_DURATION_MS } from '@klub/contracts/constants';
import { hideToast, useToastState } from '../../lib/toast';

/**
 * The shells set how far down the page header ends (app bar + the page's title row with its
 * buttons), so a toast never covers "Dodaj", "Zapisz" or "Wyloguj" for its 6 s (issue 14).
 */
export const TOAST_TOP_VAR = '--klub-toast-top';

/** Renders the global toast: top right, below the page header, 6 s, severity error by default. */
export function Toast() {
  const toast = useToastState();

  const handleClose = (_event?: unknown, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') return;
    hideToast();
  };

  return (
    <Snackbar
      key={toast.key}
      open={toast.isShow}
      autoHideDuration={TOAST_DURATION_MS}
      onClose={handleClose}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      // below the app bar and the page's title row, so their buttons stay usable
      sx={{ top: `var(${TOAST_TOP_VAR}, 88px) !important` }}
    >
      <Alert
        onClose={() => handleClose()}
        severity={toast.severity}
        variant="filled"
        data-testid="toast"
        sx={{ width: '100%', maxWidth: 480, whiteSpace: 'pre-line' }}
      >
        {toast.message}
      </Alert>
    </Snackbar>
  );
}
