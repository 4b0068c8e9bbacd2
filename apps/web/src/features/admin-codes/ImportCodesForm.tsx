import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import type { ImportCodesResult } from '@klub/contracts';
import { CsvFileButton, SubmitButton } from '../../components/form';
import { showToast } from '../../components/toast';
import { formatCodes, formatNumber } from '../../lib/format';
import { usePackages } from '../points/api';
import { useImportCodes } from './api';
import { packageOptions } from './package-options';

function ImportErrors({ errors }: { errors: ImportCodesResult['errors'] }) {
  return (
    <Table size="small" aria-label="Błędy importu">
      <TableHead>
        <TableRow>
          <TableCell align="right">Wiersz</TableCell>
          <TableCell>Kod</TableCell>
          <TableCell>Błąd</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {errors.map((e) => (
          <TableRow key={`${e.line}-${e.code}`}>
            <TableCell align="right">{e.line}</TableCell>
            <TableCell sx={{ fontFamily: 'monospace' }}>{e.code || '—'}</TableCell>
            <TableCell>{e.message}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** "Importuj kody z pliku CSV" for one package; every refused line is listed with its reason. */
export function ImportCodesForm() {
  const packages = usePackages('admin');
  const importCodes = useImportCodes();
  const fileHelpId = useId();
  const [packageId, setPackageId] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<ImportCodesResult | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!packageId) return setProblem('Wybierz pakiet');
    if (!file) return setProblem('Wybierz plik CSV');
    setProblem(null);
    setResult(null);
    const csv = await file.text();
    importCodes.mutate(
      { packageId: Number(packageId), csv },
      {
        onSuccess: (answer) => {
          setResult(answer);
          showToast(`Zaimportowano ${formatCodes(answer.imported)}`, answer.errors.length ? 'info' : 'success');
        },
      },
    );
  };

  return (
    <Box component="form" noValidate aria-label="Importuj kody z pliku CSV" onSubmit={(e) => void onSubmit(e)}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          select
          label="Pakiet importowanych kodów"
          value={packageId}
          onChange={(e) => setPackageId(e.target.value)}
          sx={{ flex: '1 1 280px' }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">Wybierz pakiet</option>
          {packageOptions(packages.data).map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </TextField>
        <Box>
          <CsvFileButton describedBy={fileHelpId} onPick={setFile} sx={{ py: 1.8 }} />
          <Typography id={fileHelpId} variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {file ? `Wybrany plik: ${file.name}` : 'Jeden kod w wierszu (pierwsza kolumna, separator ;)'}
          </Typography>
        </Box>
      </Box>
      {problem ? (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {problem}
        </Alert>
      ) : null}
      <SubmitButton pending={importCodes.isPending} sx={{ mt: 2 }}>
        Importuj
      </SubmitButton>
      {result ? (
        <Box sx={{ mt: 2 }}>
          <Alert severity={result.errors.length ? 'warning' : 'success'} role="status" sx={{ mb: 2 }}>
            {`Zaimportowano ${formatCodes(result.imported)}${result.batch ? ` (partia nr ${result.batch.id})` : ''}.`}
            {result.errors.length ? ` Odrzucone wiersze: ${formatNumber(result.errors.length)}.` : ''}
          </Alert>
          {result.errors.length ? <ImportErrors errors={result.errors} /> : null}
        </Box>
      ) : null}
    </Box>
  );
}
