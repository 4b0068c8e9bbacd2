import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { SmsTokenBody, type SmsTokenState } from '@klub/contracts';
import { showToast } from '../../components/toast';
import { formatDateTime } from '../../lib/dates';
import { useSetSmsToken, useSmsTokenState } from './api';

const describe = (s: SmsTokenState) =>
  s.source === 'SETTINGS'
    ? `Bramka używa klucza z ustawień (kończy się na ${s.hint?.slice(1) ?? '—'}${s.updatedAt ? `, zmieniony ${formatDateTime(s.updatedAt)}` : ''}).`
    : s.source === 'ENV'
      ? 'Bramka używa klucza z konfiguracji serwera (SMS_API_TOKEN). Klucz zapisany tutaj ma pierwszeństwo.'
      : 'Brak klucza: SMS przez bramkę nie wyjdą, dopóki go nie ustawisz.';

/**
 * The SMS gateway's token, apart from the settings form: written here, never shown again (only its
 * last 4 characters), masked in the audit trail. Not a <form>: it sits inside the settings form.
 */
export function SmsTokenPanel() {
  const state = useSmsTokenState();
  const save = useSetSmsToken();
  const [token, setToken] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (value: string | null) => {
    const parsed = SmsTokenBody.safeParse({ token: value });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    save.mutate(parsed.data, {
      onSuccess: (answer) => {
        setToken('');
        showToast(answer.message, 'success');
      },
    });
  };
  return (
    <Box component="section" aria-label="Klucz bramki SMS" sx={{ display: 'grid', gap: 1.5, maxWidth: 640 }}>
      <Typography variant="subtitle1" component="h3">
        Klucz bramki SMS
      </Typography>
      {state.isPending ? (
        <Typography color="text.secondary">Sprawdzanie klucza…</Typography>
      ) : state.isError ? (
        <Alert severity="error" action={<Button onClick={() => void state.refetch()}>Spróbuj ponownie</Button>}>
          Nie udało się sprawdzić klucza bramki SMS.
        </Alert>
      ) : (
        <Alert severity={state.data.source === 'NONE' ? 'warning' : 'info'} role="status">
          {describe(state.data)}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          label="Nowy klucz bramki SMS"
          type="password"
          autoComplete="off"
          value={token}
          onChange={(e) => setToken(e.target.value)}
          onKeyDown={(e) => {
            // Inside the settings form: Enter saves the key, not the whole form.
            if (e.key === 'Enter') {
              e.preventDefault();
              submit(token);
            }
          }}
          error={Boolean(error)}
          helperText={error ?? 'Z panelu SMSAPI.pl („Tokeny API”). Po zapisaniu nie da się go odczytać.'}
          sx={{ flex: '1 1 280px' }}
        />
        <Button variant="outlined" onClick={() => submit(token)} disabled={save.isPending} sx={{ mt: 1 }}>
          Zapisz klucz
        </Button>
        {state.data?.source === 'SETTINGS' ? (
          <Button color="error" onClick={() => submit(null)} disabled={save.isPending} sx={{ mt: 1 }}>
            Usuń klucz z ustawień
          </Button>
        ) : null}
      </Box>
    </Box>
  );
}
