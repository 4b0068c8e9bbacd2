import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { DistributorImportResult } from '@klub/contracts';
import { CsvFileButton, SubmitButton } from '../../components/form';
import { Page } from '../../components/layout/Page';
import { showToast } from '../../components/toast';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/api-client';
import { formatNumber } from '../../lib/format';
import { useImportDistributors } from './api';

const D = paths.admin.distributors;
const MAX_BYTES = 20 * 1024 * 1024;

function ImportErrors({ errors }: { errors: DistributorImportResult['errors'] }) {
  return (
    <Table size="small" aria-label="Błędy importu">
      <TableHead>
        <TableRow>
          <TableCell align="right">Wiersz</TableCell>
          <TableCell>Błąd</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {errors.map((e) => (
          <TableRow key={`${e.line}-${e.message}`}>
            <TableCell align="right">{e.line}</TableCell>
            <TableCell>{e.message}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** /admin/distributors/add-from-csv — all rows or none; imported distributors wait for authorisation. */
export default function ImportDistributorsPage() {
  const importCsv = useImportDistributors();
  const helpId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<DistributorImportResult | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    if (!file) return setProblem('Wybierz plik CSV');
    if (file.size > MAX_BYTES) return setProblem('Plik jest za duży — najwyżej 20 MB');
    setProblem(null);
    const csv = await file.text();
    importCsv.mutate(csv, {
      onSuccess: (answer) => {
        setResult(answer);
        if (answer.errors.length === 0) showToast(`Zaimportowano dystrybutorów: ${formatNumber(answer.imported)}`, 'success');
        else showToast('Plik zawiera błędy — nic nie zostało zaimportowane');
      },
      onError: (error) => setProblem(errorMessage(error, 'Nie udało się zaimportować pliku')),
    });
  };

  return (
    <Page
      title={D.addFromCsv.title}
      lead="Plik CSV (UTF-8, separator ; lub ,) z nagłówkiem: nazwa; nip; email; telefon; miasto; kod pocztowy; ulica; region. Wymagana jest tylko kolumna „nazwa”. Import wykonuje się w całości albo wcale; zaimportowani dystrybutorzy czekają na autoryzację."
      actions={
        <Button component={Link} to={D.unauthorized.path} variant="outlined">
          Nieautoryzowani
        </Button>
      }
    >
      <Box component="form" noValidate aria-label="Import dystrybutorów z pliku CSV" onSubmit={(e) => void onSubmit(e)}>
        <CsvFileButton
          describedBy={helpId}
          onPick={(picked) => {
            setFile(picked);
            setResult(null);
            setProblem(null);
          }}
        />
        <Typography id={helpId} variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {file ? `Wybrany plik: ${file.name}` : 'Nie wybrano pliku'}
        </Typography>
        {problem ? (
          <Alert severity="error" role="alert" sx={{ mt: 2, whiteSpace: 'pre-line' }}>
            {problem}
          </Alert>
        ) : null}
        <SubmitButton pending={importCsv.isPending} sx={{ mt: 2 }}>
          Importuj
        </SubmitButton>
      </Box>
      {result ? (
        <Box sx={{ mt: 3 }}>
          {result.errors.length === 0 ? (
            <Alert
              severity="success"
              role="status"
              action={
                <Button component={Link} to={D.unauthorized.path} color="inherit" size="small">
                  Przejdź do autoryzacji
                </Button>
              }
            >
              {`Zaimportowano dystrybutorów: ${formatNumber(result.imported)}. Czekają na autoryzację.`}
            </Alert>
          ) : (
            <>
              <Alert severity="error" role="status" sx={{ mb: 2 }}>
                {`Nic nie zostało zaimportowane. Popraw błędne wiersze (${formatNumber(result.errors.length)}) i wyślij plik ponownie.`}
              </Alert>
              <ImportErrors errors={result.errors} />
            </>
          )}
        </Box>
      ) : null}
    </Page>
  );
}
