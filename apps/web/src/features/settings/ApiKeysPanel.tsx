import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { API_KEY_SCOPES, ApiKeyBody, type ApiKey, type ApiKeyScope, type CreatedApiKey } from '@klub/contracts';
import { ConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { Section } from '../../components/layout/Section';
import { DataTable, type Column } from '../../components/table';
import { showToast } from '../../components/toast';
import { formatDateTime } from '../../lib/dates';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from './api-keys-api';

const scopeLabel = (scope: string) => API_KEY_SCOPES[scope as ApiKeyScope] ?? scope;

/**
 * The new key, shown once: the server keeps only its hash. No <form> anywhere in this panel: it
 * sits in a tab of the settings form, and a portal's submit would bubble up to that form.
 */
function NewKeyDialog({ created, onClose }: { created: CreatedApiKey; onClose: () => void }) {
  const titleId = useId();
  const copy = () =>
    navigator.clipboard.writeText(created.key).then(
      () => showToast('Skopiowano klucz', 'success'),
      () => showToast('Nie udało się skopiować — zaznacz klucz i skopiuj go ręcznie'),
    );
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Nowy klucz: {created.name}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          Skopiuj klucz teraz i przekaż go bezpiecznie. Nie będzie można go wyświetlić ponownie — w razie utraty unieważnij go i utwórz
          nowy.
        </Alert>
        <TextField
          label="Klucz API"
          value={created.key}
          fullWidth
          slotProps={{ htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace' } } }}
          onFocus={(e) => e.target.select()}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={() => void copy()}>Kopiuj klucz</Button>
        <Button variant="contained" onClick={onClose}>
          Zapisałem klucz
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function CreateKeyDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (key: CreatedApiKey) => void }) {
  const titleId = useId();
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>(['codes:redeem']);
  const [errors, setErrors] = useState<{ name?: string; scopes?: string }>({});
  const submit = () => {
    const parsed = ApiKeyBody.safeParse({ name, scopes });
    if (!parsed.success) {
      const first = (field: string) => parsed.error.issues.find((i) => i.path[0] === field)?.message;
      setErrors({ name: first('name'), scopes: first('scopes') });
      return;
    }
    create.mutate({ name, scopes }, { onSuccess: onCreated });
  };
  const toggle = (scope: ApiKeyScope, on: boolean) => setScopes((s) => (on ? [...s, scope] : s.filter((x) => x !== scope)));
  return (
    <Dialog open onClose={create.isPending ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Nowy klucz API</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label="Nazwa"
            required
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={Boolean(errors.name)}
            helperText={errors.name ?? 'Dla kogo jest klucz, np. „Aplikacja mobilna”'}
          />
          <Box role="group" aria-label="Uprawnienia">
            <Typography variant="subtitle2">Uprawnienia</Typography>
            <FormGroup>
              {(Object.keys(API_KEY_SCOPES) as ApiKeyScope[]).map((scope) => (
                <FormControlLabel
                  key={scope}
                  label={API_KEY_SCOPES[scope]}
                  control={<Checkbox checked={scopes.includes(scope)} onChange={(e) => toggle(scope, e.target.checked)} />}
                />
              ))}
            </FormGroup>
            {errors.scopes ? (
              <Typography color="error" variant="caption">
                {errors.scopes}
              </Typography>
            ) : null}
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={create.isPending}>
          Anuluj
        </Button>
        <Button variant="contained" onClick={submit} disabled={create.isPending}>
          Utwórz klucz
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function RevokeButton({ apiKey }: { apiKey: ApiKey }) {
  const revoke = useRevokeApiKey();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" color="error" onClick={() => setOpen(true)} aria-label={`Unieważnij klucz ${apiKey.name}`}>
        Unieważnij
      </Button>
      <ConfirmDialog
        open={open}
        title={`Unieważnić klucz „${apiKey.name}”?`}
        confirmLabel="Unieważnij"
        destructive
        busy={revoke.isPending}
        onCancel={() => setOpen(false)}
        onConfirm={() =>
          revoke.mutate(apiKey.id, {
            onSuccess: () => showToast('Unieważniono klucz', 'success'),
            onSettled: () => setOpen(false),
          })
        }
      >
        Aplikacja lub system używający tego klucza zostanie odrzucony od następnego żądania. Tego nie można cofnąć.
      </ConfirmDialog>
    </>
  );
}

const columns: Column<ApiKey>[] = [
  { key: 'name', header: 'Nazwa', rowHeader: true, cell: (k) => k.name },
  { key: 'prefix', header: 'Początek klucza', cell: (k) => <Box component="code">{k.prefix}…</Box> },
  { key: 'scopes', header: 'Uprawnienia', cell: (k) => k.scopes.map(scopeLabel).join(', ') },
  { key: 'created', header: 'Utworzony', cell: (k) => `${formatDateTime(k.createdAt)}${k.createdByName ? ` (${k.createdByName})` : ''}` },
  { key: 'used', header: 'Ostatnie użycie', cell: (k) => (k.lastUsedAt ? formatDateTime(k.lastUsedAt) : 'nigdy') },
  {
    key: 'state',
    header: 'Stan',
    cell: (k) => (k.revokedAt ? `unieważniony ${formatDateTime(k.revokedAt)}` : <RevokeButton apiKey={k} />),
  },
];

/** Settings → "Klucze API": keys of the mobile app and partner systems (list, create, revoke). */
export function ApiKeysPanel() {
  const keys = useApiKeys();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  return (
    <Section
      title="Klucze API"
      actions={
        <Button variant="contained" onClick={() => setCreating(true)}>
          Nowy klucz
        </Button>
      }
    >
      <Typography variant="body2" sx={{ mb: 2 }}>
        Klucze dla aplikacji mobilnej i systemów partnerów (nagłówek <code>x-api-key</code>). Kod wpisany w aplikacji mobilnej z kluczem z
        uprawnieniem do wpisywania kodów zapisuje się ze źródłem „aplikacja mobilna”.
      </Typography>
      <DataTable
        query={keys}
        rows={(d) => d}
        isEmpty={(d) => d.length === 0}
        columns={columns}
        label="Klucze API"
        emptyText="Nie ma jeszcze kluczy"
        rowProps={(k) => (k.revokedAt ? { sx: { opacity: 0.6 } } : {})}
      />
      {creating ? (
        <CreateKeyDialog
          onClose={() => setCreating(false)}
          onCreated={(key) => {
            setCreating(false);
            setCreated(key);
          }}
        />
      ) : null}
      {created ? <NewKeyDialog created={created} onClose={() => setCreated(null)} /> : null}
    </Section>
  );
}
