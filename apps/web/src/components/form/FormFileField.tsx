import Box from '@mui/material/Box';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import { useId } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { fileUrl } from '@klub/contracts';
import { UploadButton, UploadStatus, useUpload } from './use-upload';

interface FormFileFieldProps<T extends FieldValues> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- matches any form's transformed values
  control: Control<T, any, any>;
  /** A form field holding an uploaded file's key (or null). */
  name: Path<T>;
  label: string;
  /** What the file dialog offers, e.g. `application/pdf` (the server decides by the file's bytes). */
  accept: string;
  /** Upload with the admin token (back office). */
  admin?: boolean;
  /** An admin's film (MP4): sent to /api/files/upload-video, kept in parts. */
  video?: boolean;
}

/**
 * A document field (a PDF…): the file chosen is uploaded at once (POST /api/files/upload, with
 * progress) and the form keeps its key; the current file opens from its link. The form's message
 * for the field shows under it.
 */
export function FormFileField<T extends FieldValues>({
  control,
  name,
  label,
  accept,
  admin = false,
  video = false,
}: FormFileFieldProps<T>) {
  const { progress, start } = useUpload(admin || video, video);
  const labelId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const key = (field.value as string | null | undefined) ?? null;
        return (
          <Box role="group" aria-labelledby={labelId}>
            <FormLabel id={labelId} component="div" sx={{ mb: 1 }}>
              {label}
            </FormLabel>
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
              {key ? (
                <Link href={fileUrl(key)} target="_blank" rel="noopener">
                  Otwórz przesłany plik
                </Link>
              ) : null}
              <UploadButton
                label={key ? 'Zmień plik' : 'Wybierz plik'}
                accept={accept}
                busy={progress !== null}
                onFile={(file) => start(file, (f) => field.onChange(f.key))}
              />
            </Box>
            <UploadStatus error={fieldState.error?.message} progress={progress} />
          </Box>
        );
      }}
    />
  );
}
