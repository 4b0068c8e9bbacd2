import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Download from '@mui/icons-material/Download';
import { useRef, useState } from 'react';
import { showToast } from '../toast';
import { errorMessage } from '../../lib/api-client';

export interface DownloadButtonProps {
  label: string;
  /** Shown while the file is prepared. */
  busyLabel?: string;
  /** Fetches and saves the file (`api.download(…)`). */
  start: () => Promise<void>;
  /** The toast once it is saved. */
  done: string;
  /** The toast when it fails and the server gave no message of its own. */
  failed: string;
  onDone?: () => void;
}

/**
 * A button that downloads a file the server prepares (a ZIP, a report): a spinner and `busyLabel`
 * while it comes; it stays focusable (a second press does nothing), so a keyboard user keeps their
 * place; a refusal is the server's own Polish message as a toast.
 */
export function DownloadButton({ label, busyLabel = 'Przygotowywanie pliku…', start, done, failed, onDone }: DownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const download = () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    start()
      .then(() => {
        showToast(done, 'success');
        onDone?.();
      })
      .catch((error: unknown) => showToast(errorMessage(error, failed)))
      .finally(() => {
        running.current = false;
        setBusy(false);
      });
  };
  return (
    <Button
      variant="outlined"
      startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : <Download />}
      onClick={download}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
    >
      {busy ? busyLabel : label}
    </Button>
  );
}
