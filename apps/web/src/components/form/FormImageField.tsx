import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { useState } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { fileUrl, UPLOAD_ACCEPT } from '@klub/contracts';
import { showToast } from '../toast';
import { errorMessage } from '../../lib/api-client';
import { uploadFile } from '../../lib/upload';

interface FormImageFieldProps<T extends FieldValues> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- matches any form's transformed values
  control: Control<T, any, any>;
  /** A form field holding an uploaded file's key (or null). */
  name: Path<T>;
  /** The picture's alt text, e.g. "Obrazek grupy". */
  alt: string;
  /** Button texts: add, change, remove. */
  labels?: { add: string; change: string; remove: string };
  /** Upload with the admin token (back office). */
  admin?: boolean;
}

const OBRAZEK = { add: 'Dodaj obrazek', change: 'Zmień obrazek', remove: 'Usuń obrazek' };

/**
 * The one image field: preview, upload (POST /api/files/upload with progress), change and remove.
 * The form keeps only the file key; an upload failure is a toast with the server's message.
 */
export function FormImageField<T extends FieldValues>({ control, name, alt, labels = OBRAZEK, admin = false }: FormImageFieldProps<T>) {
  const [progress, setProgress] = useState<number | null>(null);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const key = (field.value as string | null | undefined) ?? null;
        return (
          <Box>
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
              {key ? (
                <Box component="img" src={fileUrl(key)} alt={alt} sx={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 1 }} />
              ) : null}
              <Button variant="outlined" component="label" disabled={progress !== null}>
                {key ? labels.change : labels.add}
                <input
                  hidden
                  type="file"
                  accept={UPLOAD_ACCEPT}
                  onChange={(e) => {
                    const file = e.target.files?.[0];
                    e.target.value = '';
                    if (!file) return;
                    setProgress(0);
                    uploadFile(file, { admin, onProgress: setProgress })
                      .then(
                        (f) => field.onChange(f.key),
                        (err: unknown) => showToast(errorMessage(err, 'Nie udało się przesłać pliku')),
                      )
                      .finally(() => setProgress(null));
                  }}
                />
              </Button>
              {key ? <Button onClick={() => field.onChange(null)}>{labels.remove}</Button> : null}
            </Box>
            {progress !== null ? (
              <LinearProgress variant="determinate" value={progress} aria-label="Postęp przesyłania" sx={{ mt: 1 }} />
            ) : null}
          </Box>
        );
      }}
    />
  );
}
