import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import { useState } from 'react';
import type { UploadedFile } from '@klub/contracts';
import { errorMessage } from '../../lib/api-client';
import { uploadFile, uploadVideo } from '../../lib/upload';
import { showToast } from '../toast';

/**
 * One upload at a time for a form field: POST /api/files/upload (or, with `video`, an admin's MP4 to
 * /api/files/upload-video) with progress (0–100, null when idle); a failure is a toast with the
 * server's message.
 */
export function useUpload(admin: boolean, video = false) {
  const [progress, setProgress] = useState<number | null>(null);
  const start = (file: File, done: (uploaded: UploadedFile) => void) => {
    setProgress(0);
    (video ? uploadVideo(file, { onProgress: setProgress }) : uploadFile(file, { admin, onProgress: setProgress }))
      .then(done, (err: unknown) => showToast(errorMessage(err, 'Nie udało się przesłać pliku')))
      .finally(() => setProgress(null));
  };
  return { progress, start };
}

/** The button of an upload field: it opens the file dialog (keyboard too) and hands over the file chosen. */
export function UploadButton({
  label,
  accept,
  busy,
  onFile,
}: {
  label: string;
  accept: string;
  busy: boolean;
  onFile: (file: File) => void;
}) {
  return (
    <Button variant="outlined" component="label" disabled={busy}>
      {label}
      <input
        hidden
        type="file"
        accept={accept}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
    </Button>
  );
}

/** Under an upload field: the form's message for it, and the progress while a file is being sent. */
export function UploadStatus({ error, progress }: { error: string | undefined; progress: number | null }) {
  return (
    <>
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
      {progress !== null ? <LinearProgress variant="determinate" value={progress} aria-label="Postęp przesyłania" sx={{ mt: 1 }} /> : null}
    </>
  );
}
