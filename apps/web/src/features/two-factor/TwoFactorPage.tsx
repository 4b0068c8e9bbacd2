import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { useId, useState } from 'react';
import { z } from 'zod';
import { safeString, SecondFactorCode, TotpCode, TWO_FACTOR, type TwoFactorSetup, type TwoFactorStatus } from '@klub/contracts';
import { QueryView } from '../../components/feedback/QueryView';
import { AppCodeField } from './AppCodeField';
import { FormTextField, PasswordField, SubmitButton, useZodForm } from '../../components/form';
import { Page } from '../../components/layout/Page';
import { showToast } from '../../components/toast';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/api-client';
import { formatDateTime } from '../../lib/dates';
import { useAdminMe } from '../../lib/session';
import { useConfirmTwoFactor, useDisableTwoFactor, useStartTwoFactor, useTwoFactorStatus } from './api';
import { RecoveryCodes } from './RecoveryCodes';

/** The secret as the apps ask for it, in groups of four: "ABCD EFGH …". */
export const groupSecret = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

const Heading = ({ id, children }: { id: string; children: string }) => (
  <Typography id={id} variant="h2" sx={{ fontSize: '1.35rem', mb: 1.5 }}>
    {children}
  </Typography>
);

const ConfirmForm = z.object({ code: TotpCode });

/** "Włącz": the QR code, the secret to type by hand, and the first code that confirms it. */
function Enrolment({
  setup,
  onCancel,
  onConfirmed,
}: {
  setup: TwoFactorSetup;
  onCancel: () => void;
  onConfirmed: (codes: string[]) => void;
}) {
  const headingId = useId();
  const confirm = useConfirmTwoFactor();
  const form = useZodForm(ConfirmForm, { defaultValues: { code: '' }, mode: 'onSubmit' });
  const copySecret = () => {
    navigator.clipboard?.writeText(setup.secret).then(
      () => showToast('Klucz skopiowany do schowka', 'success'),
      () => showToast('Nie udało się skopiować klucza'),
    );
  };
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xxs: 2, sm: 3 } }}>
      <Heading id={headingId}>Włącz logowanie dwuetapowe</Heading>
      <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 3, '& > li::marker': { fontWeight: 700 } }}>
        <li>
          <Typography sx={{ mb: 1.5 }}>
            Zainstaluj w telefonie aplikację uwierzytelniającą (np. Google Authenticator, Microsoft Authenticator, Aegis) i zeskanuj nią ten
            kod QR.
          </Typography>
          <Box
            component="img"
            src={setup.qrCode}
            width={240}
            height={240}
            alt={`Kod QR do zeskanowania w aplikacji uwierzytelniającej (konto ${setup.account})`}
            sx={{ display: 'block', border: 1, borderColor: 'divider', borderRadius: 1 }}
          />
        </li>
        <li>
          <Typography sx={{ mb: 1 }}>Nie możesz zeskanować kodu? Wpisz w aplikacji ten klucz (rodzaj: oparty na czasie):</Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Box
              component="code"
              data-testid="totp-secret"
              sx={{
                px: 1.5,
                py: 1,
                bgcolor: 'grey.100',
                borderRadius: 1,
                fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
                fontSize: { xxs: '0.95rem', xs: '1.05rem' },
                wordBreak: 'break-word',
                userSelect: 'all',
              }}
            >
              {groupSecret(setup.secret)}
            </Box>
            <Tooltip title="Kopiuj klucz">
              <IconButton aria-label="Kopiuj klucz" onClick={copySecret}>
                <ContentCopy />
              </IconButton>
            </Tooltip>
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Konto: {setup.issuer} ({setup.account}), {TWO_FACTOR.digits} cyfr, co {TWO_FACTOR.periodSeconds} sekund.
          </Typography>
        </li>
        <li>
          <Typography sx={{ mb: 1.5 }}>Wpisz kod, który pokazuje aplikacja.</Typography>
          <Stack
            component="form"
            noValidate
            aria-label="Potwierdzenie kodem z aplikacji"
            spacing={2}
            onSubmit={form.handleSubmit(({ code }) =>
              confirm.mutate({ code }, { onSuccess: (answer) => onConfirmed(answer.recoveryCodes) }),
            )}
          >
            <AppCodeField control={form.control} sx={{ maxWidth: 260 }} />
            {confirm.isError ? (
              <Alert severity="error" role="alert">
                {errorMessage(confirm.error, 'Nie udało się włączyć logowania dwuetapowego')}
              </Alert>
            ) : null}
            <Stack direction="row" spacing={1.5}>
              <SubmitButton pending={confirm.isPending}>Włącz</SubmitButton>
              <Button size="large" onClick={onCancel} disabled={confirm.isPending}>
                Anuluj
              </Button>
            </Stack>
          </Stack>
        </li>
      </Box>
    </Paper>
  );
}

const PasswordProof = z.object({ proof: safeString().min(1, 'Wpisz obecne hasło').max(128, 'Hasło ma najwyżej 128 znaków') });
const CodeProof = z.object({ proof: SecondFactorCode });
type ProofMode = 'password' | 'code';

function DisableForm({
  mode,
  titleId,
  onSwitch,
  onClose,
}: {
  mode: ProofMode;
  titleId: string;
  onSwitch: () => void;
  onClose: () => void;
}) {
  const disable = useDisableTwoFactor();
  const form = useZodForm(mode === 'password' ? PasswordProof : CodeProof, { defaultValues: { proof: '' }, mode: 'onSubmit' });
  return (
    <Box
      component="form"
      noValidate
      onSubmit={form.handleSubmit(({ proof }) =>
        disable.mutate(mode === 'password' ? { password: proof } : { code: proof }, {
          onSuccess: (answer) => {
            showToast(answer.message, 'success');
            onClose();
          },
        }),
      )}
    >
      <DialogTitle id={titleId}>Wyłączyć logowanie dwuetapowe?</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2.5 }}>
          Do panelu będzie wystarczało samo hasło. Kody odzyskiwania przestaną działać.
        </Typography>
        {mode === 'password' ? (
          <PasswordField control={form.control} name="proof" label="Obecne hasło" autoComplete="current-password" autoFocus fullWidth />
        ) : (
          <FormTextField
            control={form.control}
            name="proof"
            label="Kod z aplikacji lub kod odzyskiwania"
            autoComplete="one-time-code"
            autoFocus
            fullWidth
          />
        )}
        <Button variant="text" onClick={onSwitch} disabled={disable.isPending} sx={{ mt: 1, px: 0.5 }}>
          {mode === 'password' ? 'Użyj kodu zamiast hasła' : 'Użyj hasła'}
        </Button>
        {disable.isError ? (
          <Alert severity="error" role="alert" sx={{ mt: 1.5 }}>
            {errorMessage(disable.error, 'Nie udało się wyłączyć logowania dwuetapowego')}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={disable.isPending}>
          Anuluj
        </Button>
        <SubmitButton pending={disable.isPending} color="error" size="medium">
          Wyłącz
        </SubmitButton>
      </DialogActions>
    </Box>
  );
}

/** "Wyłącz": asks for the current password, or a code (from the app or a recovery code). */
function DisableDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const [mode, setMode] = useState<ProofMode>('password');
  const close = () => {
    setMode('password');
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      {/* a new form per mode: its own field, schema and error */}
      <DisableForm
        key={mode}
        mode={mode}
        titleId={titleId}
        onSwitch={() => setMode(mode === 'password' ? 'code' : 'password')}
        onClose={close}
      />
    </Dialog>
  );
}

/** Where the staff member's second factor stands, with "Włącz" or "Wyłącz". */
function Status({ status, starting, onStart }: { status: TwoFactorStatus; starting: boolean; onStart: () => void }) {
  const headingId = useId();
  const [disabling, setDisabling] = useState(false);
  const fewCodes = status.enabled && status.recoveryCodesLeft <= 3;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xxs: 2, sm: 3 } }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1.35rem' }}>
          Stan
        </Typography>
        <Chip
          label={status.enabled ? 'Włączone' : 'Wyłączone'}
          color={status.enabled ? 'success' : 'default'}
          variant={status.enabled ? 'filled' : 'outlined'}
        />
      </Stack>
      {status.enabled ? (
        <>
          <Typography>Przy logowaniu do panelu po haśle wpisujesz kod z aplikacji.</Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            Włączone: {formatDateTime(status.enabledAt)}. Nieużyte kody odzyskiwania: {status.recoveryCodesLeft} z{' '}
            {TWO_FACTOR.recoveryCodes}.
          </Typography>
          {fewCodes ? (
            <Alert severity="warning" sx={{ mt: 2 }}>
              {status.recoveryCodesLeft === 0 ? 'Nie masz już kodów odzyskiwania.' : 'Zostało niewiele kodów odzyskiwania.'} Aby dostać
              nowe, wyłącz logowanie dwuetapowe i włącz je ponownie.
            </Alert>
          ) : null}
          {status.required ? (
            <Alert severity="info" sx={{ mt: 2 }}>
              Ustawienia klubu wymagają logowania dwuetapowego dla roli Administrator: nie można go wyłączyć. Gdy zgubisz telefon i kody
              odzyskiwania, poproś innego administratora o reset.
            </Alert>
          ) : (
            <Button variant="outlined" color="error" sx={{ mt: 2.5 }} onClick={() => setDisabling(true)}>
              Wyłącz
            </Button>
          )}
          <DisableDialog open={disabling} onClose={() => setDisabling(false)} />
        </>
      ) : (
        <>
          <Typography>Do panelu logujesz się samym hasłem.</Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            Po włączeniu każde logowanie wymaga także kodu z aplikacji w telefonie — samo hasło nie wystarczy nikomu, kto je pozna.
          </Typography>
          <Button variant="contained" size="large" sx={{ mt: 2.5 }} onClick={onStart} disabled={starting} aria-busy={starting || undefined}>
            {starting ? 'Przygotowywanie…' : 'Włącz'}
          </Button>
        </>
      )}
    </Paper>
  );
}

/**
 * /admin/account/security — "Logowanie dwuetapowe": the signed-in staff member turns their second
 * factor on (QR code or the key by hand, a first code, then the ten recovery codes shown once) or
 * off (password or a code). Every role has it (it is in no area).
 */
export default function TwoFactorPage() {
  const status = useTwoFactorStatus();
  const me = useAdminMe();
  const start = useStartTwoFactor();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const mustEnrol = status.data?.required === true && !status.data.enabled;
  return (
    <Page
      title={paths.admin.account.security.title}
      lead="Drugi krok logowania do panelu: po haśle 6-cyfrowy kod z aplikacji uwierzytelniającej w Twoim telefonie."
      maxWidth={1100}
      contentWidth={720}
    >
      {mustEnrol && !codes ? (
        <Alert severity="warning" sx={{ mb: 3 }}>
          Ustawienia klubu wymagają logowania dwuetapowego dla roli Administrator. Włącz je, aby korzystać z panelu.
        </Alert>
      ) : null}
      {codes ? (
        <RecoveryCodes codes={codes} account={me.data?.email} onDone={() => setCodes(null)} />
      ) : setup ? (
        <Enrolment
          setup={setup}
          onCancel={() => setSetup(null)}
          onConfirmed={(recoveryCodes) => {
            setSetup(null);
            setCodes(recoveryCodes);
            showToast('Logowanie dwuetapowe zostało włączone', 'success');
          }}
        />
      ) : (
        <QueryView query={status} loadingLabel="Wczytywanie stanu logowania dwuetapowego…">
          {(data) => <Status status={data} starting={start.isPending} onStart={() => start.mutate(undefined, { onSuccess: setSetup })} />}
        </QueryView>
      )}
    </Page>
  );
}
