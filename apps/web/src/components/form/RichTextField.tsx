import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputBase from '@mui/material/InputBase';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense, useId } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { errorMessage } from '../../lib/api-client';
import { uploadFile } from '../../lib/upload';
import { showToast } from '../toast';
import type { RichTextEditorProps } from './RichTextFieldEditor';

/** When the editor's chunk cannot be loaded (offline, a new release): the HTML in a plain box, nothing lost. */
function PlainHtmlBox({
  name,
  value,
  onChange,
  onBlur,
  inputRef,
  labelId,
  helperId,
  invalid,
  required,
  disabled,
  minHeight,
}: RichTextEditorProps) {
  return (
    <Box>
      <Alert severity="warning" sx={{ mb: 1 }}>
        Nie udało się wczytać edytora. Odśwież stronę, aby spróbować ponownie; do tego czasu tekst można poprawić jako HTML.
      </Alert>
      <InputBase
        multiline
        fullWidth
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        inputRef={inputRef}
        disabled={disabled}
        error={invalid}
        inputProps={{ 'aria-labelledby': labelId, 'aria-describedby': helperId, 'aria-invalid': invalid, 'aria-required': required }}
        sx={{ border: 1, borderColor: invalid ? 'error.main' : 'divider', borderRadius: 1, p: 1.5, minHeight, alignItems: 'flex-start' }}
      />
    </Box>
  );
}

// The editor (Tiptap + mui-tiptap) is its own chunk: only a page that shows the field loads it.
const RichTextFieldEditor = lazy(() => import('./RichTextFieldEditor').catch(() => ({ default: PlainHtmlBox })));

export interface RichTextFieldProps<T extends FieldValues> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- matches any form's transformed values
  control: Control<T, any, any>;
  /** A form field holding HTML (empty text when the editor is empty). */
  name: Path<T>;
  label: string;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
  /** Height of the writing area, in px (it grows with the text). */
  minHeight?: number;
  /** The "Wstaw zdjęcie" button (default on): the picture is uploaded (POST /api/files/upload, with the back office token: every rich field is an admin one) and inserted. */
  images?: boolean;
}

/** A picture for the text: uploaded as the back office, shown by its public URL; a refusal is a toast with the server's message. */
const uploadAdminImage = (file: File) =>
  uploadFile(file, { admin: true }).then(
    (f) => f.url,
    (err: unknown) => {
      showToast(errorMessage(err, 'Nie udało się przesłać zdjęcia'));
      throw err;
    },
  );

/**
 * A rich-text field bound to a form field: toolbar (bold, italic, headings h2/h3, lists, link, table,
 * picture when `images`, undo/redo), label, helper text and the contract's message under it. The value is HTML; the
 * server sanitises it. The editor loads lazily; until then a placeholder of its size shows.
 */
export function RichTextField<T extends FieldValues>({
  control,
  name,
  label,
  helperText,
  required,
  disabled,
  minHeight = 160,
  images = true,
}: RichTextFieldProps<T>) {
  const id = useId();
  const labelId = `${id}-label`;
  const helperId = `${id}-helper`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const error = fieldState.error?.message;
        const help = error ?? helperText;
        return (
          <FormControl error={Boolean(error)} required={required} disabled={disabled} fullWidth>
            <FormLabel id={labelId} component="div" sx={{ mb: 0.75 }}>
              {label}
            </FormLabel>
            <Suspense
              fallback={
                <Box role="status" aria-label={`${label}: wczytywanie edytora…`}>
                  <Skeleton variant="rounded" height={minHeight + 48} />
                </Box>
              }
            >
              <RichTextFieldEditor
                name={field.name}
                value={typeof field.value === 'string' ? field.value : ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                label={label}
                labelId={labelId}
                helperId={help ? helperId : undefined}
                invalid={Boolean(error)}
                required={required}
                disabled={disabled}
                minHeight={minHeight}
                uploadImage={images ? uploadAdminImage : undefined}
              />
            </Suspense>
            {help ? <FormHelperText id={helperId}>{help}</FormHelperText> : null}
          </FormControl>
        );
      }}
    />
  );
}
