import Alert from '@mui/material/Alert';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { TOAST_DURATION_MS } from '@klub/contracts';
import { hideToast, useToastState } from './toast-store';

/** Renders the global toast: top right, 6 s, severity error by default. */
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
      // below the app bar, so the header's buttons (e.g. "Wyloguj") stay usable
      sx={{ mt: 7 }}
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
