import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Download from '@mui/icons-material/Download';
import { useId, useState } from 'react';
import { showToast } from '../../components/toast';
import { saveBlob } from '../../lib/download';
import { formatDateTime } from '../../lib/dates';

/** The text file "Pobierz" saves: who, when, the codes, one a line. */
export function recoveryCodesText(codes: readonly string[], account: string | undefined, now = new Date()): string {
  return [
    'Klub — kody odzyskiwania do logowania dwuetapowego',
    account ? `Konto: ${account}` : null,
    `Utworzone: ${formatDateTime(now)}`,
    '',
    'Każdy kod działa tylko raz. Użyj go, gdy nie masz dostępu do aplikacji uwierzytelniającej.',
    'Przechowuj je w bezpiecznym miejscu (menedżer haseł, wydruk w zamkniętej szafce).',
    '',
    ...codes.map((code, i) => `${String(i + 1).padStart(2, ' ')}. ${code}`),
    '',
  ]
    .filter((line) => line !== null)
    .join('\r\n');
}

interface RecoveryCodesProps {
  codes: readonly string[];
  account?: string;
  onDone: () => void;
}

/**
 * The ten recovery codes, shown once, right after the second factor is turned on: copy, download,
 * and "Gotowe" only after the staff member says they saved them (then they are gone from the page).
 */
export function RecoveryCodes({ codes, account, onDone }: RecoveryCodesProps) {
  const [saved, setSaved] = useState(false);
  const headingId = useId();
  const copy = () => {
    const text = codes.join('\n');
    if (!navigator.clipboard) {
      showToast('Nie udało się skopiować. Zaznacz kody i skopiuj je ręcznie.');
      return;
    }
    navigator.clipboard.writeText(text).then(
      () => showToast('Kody skopiowane do schowka', 'success'),
      () => showToast('Nie udało się skopiować. Zaznacz kody i skopiuj je ręcznie.'),
    );
  };
  const download = () => {
    saveBlob(new Blob([recoveryCodesText(codes, account)], { type: 'text/plain;charset=utf-8' }), 'klub-kody-odzyskiwania.txt');
  };
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xxs: 2, sm: 3 } }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.35rem', mb: 1.5 }}>
        Kody odzyskiwania
      </Typography>
      <Alert severity="warning" sx={{ mb: 2.5 }}>
        Zapisz te kody teraz — nie pokażemy ich ponownie. Gdy zgubisz telefon, zalogujesz się jednym z nich zamiast kodu z aplikacji. Każdy
        kod działa tylko raz.
      </Alert>
      <Box
        component="ol"
        role="list"
        aria-label="Kody odzyskiwania"
        data-testid="recovery-codes"
        sx={{
          m: 0,
          mb: 2.5,
          p: 2,
          bgcolor: 'grey.100',
          borderRadius: 1,
          display: 'grid',
          gridTemplateColumns: { xxs: '1fr', xs: '1fr 1fr' },
          columnGap: 4,
          rowGap: 1,
          listStyle: 'none',
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          '& code': { font: 'inherit' },
          fontSize: '1.05rem',
        }}
      >
        {codes.map((code, i) => (
          <li key={code}>
            {/* the number right-aligned, so 10 lines up with 1–9; not selected with the codes */}
            <Box
              component="span"
              aria-hidden
              sx={{ display: 'inline-block', width: '3ch', mr: 1, textAlign: 'right', color: 'text.secondary', userSelect: 'none' }}
            >
              {i + 1}.
            </Box>
            <code>{code}</code>
          </li>
        ))}
      </Box>
      <Stack direction={{ xxs: 'column', xs: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
        <Button variant="outlined" startIcon={<ContentCopy />} onClick={copy}>
          Kopiuj kody
        </Button>
        <Button variant="outlined" startIcon={<Download />} onClick={download}>
          Pobierz plik .txt
        </Button>
      </Stack>
      <FormControlLabel
        control={<Checkbox checked={saved} onChange={(e) => setSaved(e.target.checked)} />}
        label="Zapisałem(-am) kody w bezpiecznym miejscu"
      />
      <Box sx={{ mt: 1.5 }}>
        <Button variant="contained" size="large" disabled={!saved} onClick={onDone}>
          Gotowe
        </Button>
      </Box>
    </Paper>
  );
}
