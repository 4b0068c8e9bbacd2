import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/Download';
import History from '@mui/icons-material/History';
import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  MEMBER_IMPORT_COLUMNS,
  MEMBER_IMPORT_MAX_BYTES,
  MEMBER_IMPORT_MODE_LABELS,
  MEMBER_IMPORT_MODES,
  MEMBER_IMPORT_REQUIRED,
  MEMBER_IMPORT_TEMPLATE,
  type MemberImportMode,
} from '@klub/contracts';
import { CsvFileButton, SubmitButton } from '../../components/form';
import { Page } from '../../components/layout/Page';
import { showToast } from '../../components/toast';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/api-client';
import { saveBlob } from '../../lib/download';
import { useUploadImport } from './import-api';
import { ImportJobView } from './ImportJobView';

const M = paths.admin.clubMembers;
const MODE_HELP: Record<MemberImportMode, string> = {
  DRY_RUN: 'Sprawdza każdy wiersz i pokazuje podgląd oraz błędy. Nic nie zapisuje.',
  ALL_OR_NOTHING: 'Jeśli choć jeden wiersz ma błąd, nie zapisuje nikogo.',
  VALID_ROWS: 'Zapisuje poprawne wiersze, błędne pomija i wypisuje.',
};
const required = MEMBER_IMPORT_REQUIRED.map((f) => MEMBER_IMPORT_COLUMNS[f]).join(', ');

/**
 * /admin/club-members/import-csv — choose a file and a mode, send it; the import runs on the
 * server in the background and its progress, errors and preview show below the form, so the
 * admin can check first (dry run) and then send the same file again in another mode.
 */
export default function ImportPage() {
  const upload = useUploadImport();
  const fileHelpId = useId();
  const [params, setParams] = useSearchParams();
  const jobId = Number(params.get('id')) || null;
  const [file, setFile] = useState<File | null>(null);
  const [mode, setMode] = useState<MemberImportMode>('DRY_RUN');
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setProblem('Wybierz plik CSV');
    if (file.size === 0) return setProblem('Plik jest pusty');
    if (file.size > MEMBER_IMPORT_MAX_BYTES) return setProblem('Plik jest za duży — najwyżej 20 MB');
    setProblem(null);
    upload.mutate(
      { file, mode },
      {
        onSuccess: (job) => {
          setParams({ id: String(job.id) }, { replace: true });
          showToast(mode === 'DRY_RUN' ? 'Plik wysłany — trwa sprawdzanie' : 'Plik wysłany — trwa import', 'success');
        },
        onError: (error) => setProblem(errorMessage(error, 'Nie udało się wysłać pliku')),
      },
    );
  };

  const template = () => saveBlob(new Blob([MEMBER_IMPORT_TEMPLATE], { type: 'text/csv' }), 'szablon-import-czlonkow.csv');

  return (
    <Page
      title={M.importCsv.title}
      lead={`Plik CSV w UTF-8 z nagłówkiem (separator „;”, jak w eksporcie). Wymagane kolumny: ${required}. Do 20 MB.`}
      actions={
        <>
          <Button variant="outlined" startIcon={<Download />} onClick={template}>
            Pobierz szablon CSV
          </Button>
          <Button component={Link} to={M.import.path} variant="outlined" startIcon={<History />}>
            Historia importów
          </Button>
        </>
      }
    >
      <Box component="form" noValidate aria-label="Import członków z pliku CSV" onSubmit={onSubmit} sx={{ maxWidth: 720 }}>
        <Stack spacing={2}>
          <Box>
            <CsvFileButton
              describedBy={fileHelpId}
              onPick={(picked) => {
                setFile(picked);
                setProblem(null);
              }}
            />
            <Typography id={fileHelpId} variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {file ? `Wybrany plik: ${file.name}` : 'Nie wybrano pliku'}
            </Typography>
          </Box>
          <FormControl>
            <FormLabel id="import-mode-label">Tryb importu</FormLabel>
            <RadioGroup aria-labelledby="import-mode-label" value={mode} onChange={(e) => setMode(e.target.value as MemberImportMode)}>
              {MEMBER_IMPORT_MODES.map((m) => (
                <FormControlLabel
                  key={m}
                  value={m}
                  control={<Radio />}
                  label={
                    <span>
                      {MEMBER_IMPORT_MODE_LABELS[m]}
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
          {problem ? (
            <Alert severity="error" role="alert" sx={{ whiteSpace: 'pre-line' }}>
              {problem}
            </Alert>
          ) : null}
          <Alert severity="info" role="note">
            Zaimportowani członkowie dostają status „Aktywny” i nie dostają e-maila. Hasło ustawią sami przez „Nie pamiętam hasła”.
          </Alert>
          <SubmitButton pending={upload.isPending} sx={{ alignSelf: 'flex-start' }}>
            {mode === 'DRY_RUN' ? 'Sprawdź plik' : 'Importuj'}
          </SubmitButton>
        </Stack>
      </Box>
      {jobId ? (
        <>
          <Divider sx={{ my: 4 }} />
          <ImportJobView key={jobId} id={jobId} />
        </>
      ) : null}
    </Page>
  );
}
