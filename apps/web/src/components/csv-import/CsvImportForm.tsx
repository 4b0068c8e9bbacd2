import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { IMPORT_MAX_BYTES, IMPORT_MODE_LABELS, IMPORT_MODES, type ImportMode } from '@klub/contracts';
import { CsvFileButton, SubmitButton } from '../form';

const MODE_HELP: Record<ImportMode, string> = {
  DRY_RUN: 'Sprawdza każdy wiersz i pokazuje podgląd oraz błędy. Nic nie zapisuje.',
  ALL_OR_NOTHING: 'Jeśli choć jeden wiersz ma błąd, nie zapisuje nic.',
  VALID_ROWS: 'Zapisuje poprawne wiersze, błędne pomija i wypisuje.',
};

export interface CsvImportFormProps {
  /** The form's accessible name, e.g. "Import członków z pliku CSV". */
  label: string;
  defaultMode: ImportMode;
  pending: boolean;
  /** The server's refusal of the upload (bad header, encoding…), shown under the file. */
  error?: string | null;
  onSubmit(file: File, mode: ImportMode): void;
  /** Fields the import needs besides the file (the codes' package); `check` names what is missing. */
  fields?: ReactNode;
  check?: () => string | null;
  fileHint?: string;
  note?: ReactNode;
}

/** One CSV upload form for every import: the file, the mode (dry run, all or nothing, valid rows), a note, the button. */
export function CsvImportForm({ label, defaultMode, pending, error, onSubmit, fields, check, fileHint, note }: CsvImportFormProps) {
  const fileHelpId = useId();
  const modeLabelId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [mode, setMode] = useState<ImportMode>(defaultMode);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = check?.() ?? null;
    if (missing) return setProblem(missing);
    if (!file) return setProblem('Wybierz plik CSV');
    if (file.size === 0) return setProblem('Plik jest pusty');
    if (file.size > IMPORT_MAX_BYTES) return setProblem('Plik jest za duży — najwyżej 20 MB');
    setProblem(null);
    onSubmit(file, mode);
  };
  const shown = problem ?? error;

  return (
    <Box component="form" noValidate aria-label={label} onSubmit={submit} sx={{ maxWidth: 720 }}>
      <Stack spacing={2}>
        {fields}
        <Box>
          <CsvFileButton
            describedBy={fileHelpId}
            onPick={(picked) => {
              setFile(picked);
              setProblem(null);
            }}
          />
          <Typography id={fileHelpId} variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {file ? `Wybrany plik: ${file.name}` : (fileHint ?? 'Nie wybrano pliku')}
          </Typography>
        </Box>
        <FormControl>
          <FormLabel id={modeLabelId}>Tryb importu</FormLabel>
          <RadioGroup aria-labelledby={modeLabelId} value={mode} onChange={(e) => setMode(e.target.value as ImportMode)}>
            {IMPORT_MODES.map((m) => (
              <FormControlLabel
                key={m}
                value={m}
                control={<Radio />}
                label={
                  <span>
                    {IMPORT_MODE_LABELS[m]}
                    <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                      {MODE_HELP[m]}
                    </Typography>
                  </span>
                }
                sx={{ alignItems: 'flex-start', mb: 1, '& .MuiRadio-root': { pt: 0.5 } }}
              />
            ))}
          </RadioGroup>
        </FormControl>
        {shown ? (
          <Alert severity="error" role="alert" sx={{ whiteSpace: 'pre-line' }}>
            {shown}
          </Alert>
        ) : null}
        {note}
        <SubmitButton pending={pending} sx={{ alignSelf: 'flex-start' }}>
          {mode === 'DRY_RUN' ? 'Sprawdź plik' : 'Importuj'}
        </SubmitButton>
      </Stack>
    </Box>
  );
}
