import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { fileUrl, UPLOAD_ACCEPT } from '@klub/contracts';
import { UploadButton, UploadStatus, useUpload } from './use-upload';
import { Photo } from '../media';

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
 * The form keeps only the file key; an upload failure is a toast with the server's message; the
 * form's message for the field (e.g. a required picture) shows under it.
 */
export function FormImageField<T extends FieldValues>({ control, name, alt, labels = OBRAZEK, admin = false }: FormImageFieldProps<T>) {
  const { progress, start } = useUpload(admin);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const key = (field.value as string | null | undefined) ?? null;
        return (
          <Box>
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
              {key ? (
                <Photo src={fileUrl(key)} alt={alt} sizes="96px" sx={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 1 }} />
              ) : null}
              <UploadButton
                label={key ? labels.change : labels.add}
                accept={UPLOAD_ACCEPT}
                busy={progress !== null}
                onFile={(file) => start(file, (f) => field.onChange(f.key))}
              />
              {key ? <Button onClick={() => field.onChange(null)}>{labels.remove}</Button> : null}
            </Box>
            <UploadStatus error={fieldState.error?.message} progress={progress} />
          </Box>
        );
      }}
    />
  );
}
