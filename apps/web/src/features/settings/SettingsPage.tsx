import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState, type ReactNode } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { SaveSettingsBody, SMS_PROVIDERS, type ProgramSettings, type SmsProvider } from '@klub/contracts';
import { QueryView } from '../../components/feedback/QueryView';
import { FormCheckbox, FormDecimalField, FormSelectField, FormTextField, SubmitButton, useZodForm } from '../../components/form';
import { Page } from '../../components/layout/Page';
import { showToast } from '../../components/toast';
import { MESSAGES } from '../../config/messages';
import { paths } from '../../config/paths';
import { useRegistrationPhotos } from '../system';
import { useProgramSettings, useSaveSettings } from './api';
import { ApiKeysPanel } from './ApiKeysPanel';
import { SmsTokenPanel } from './SmsTokenPanel';
import { FraudGuardFields } from './FraudGuardFields';

/** The tabs and the fields each holds (a save with an error opens the tab of the first one). */
const TABS = [
  { label: 'Punkty i nagrody', fields: ['pointsValidityYears', 'pointsExpiryReminderDays', 'pointsPerPln', 'premium', 'codeEntryLimits'] },
  { label: 'Kontakt i aplikacje', fields: ['contact', 'appStoreUrl', 'googlePlayUrl', 'mailFrom', 'sms', 'registrationPhotoId'] },
  { label: 'Komunikat i czat', fields: ['maintenanceNotice', 'chatLicence'] },
  { label: 'Bezpieczeństwo', fields: ['administratorTwoFactorRequired'] },
  { label: 'Ochrona kodów', fields: ['fraudGuard'] },
  // Not a part of the settings object: its own list and dialogs (no save button).
  { label: 'Klucze API', fields: [] },
] as const;

const KEYS_TAB = TABS.length - 1;

function TabPanel({ index, current, children }: { index: number; current: number; children: ReactNode }) {
  // Kept mounted (the form holds every tab's values); `hidden` alone loses to the Stack's display.
  return (
    <Stack
      role="tabpanel"
      id={`settings-panel-${index}`}
      aria-labelledby={`settings-tab-${index}`}
      hidden={index !== current}
      spacing={3}
      sx={{ pt: 3, display: index === current ? 'flex' : 'none' }}
    >
      {children}
    </Stack>
  );
}

function SettingsForm({ settings }: { settings: ProgramSettings }) {
  const photos = useRegistrationPhotos();
  const save = useSaveSettings();
  const [tab, setTab] = useState(0);
  const form = useZodForm(SaveSettingsBody, { defaultValues: settings });
  const c = form.control;
  const showFirstError = (errors: FieldErrors) => {
    const first = TABS.findIndex((t) => t.fields.some((f) => f in errors));
    if (first >= 0) setTab(first);
  };
  return (
    <Box
      component="form"
      noValidate
      aria-label="Ustawienia programu"
      onSubmit={form.handleSubmit(
        (values) => save.mutate(values, { onSuccess: () => showToast(MESSAGES.saved, 'success') }),
        showFirstError,
      )}
      sx={{ maxWidth: tab === KEYS_TAB ? 1100 : 640 }} // the keys' table needs the width; the fields do not
    >
      <Tabs value={tab} onChange={(_e, v: number) => setTab(v)} aria-label="Grupy ustawień" variant="scrollable" allowScrollButtonsMobile>
        {TABS.map((t, i) => (
          <Tab key={t.label} label={t.label} id={`settings-tab-${i}`} aria-controls={`settings-panel-${i}`} />
        ))}
      </Tabs>
      <TabPanel index={0} current={tab}>
        <FormTextField
          control={c}
          name="pointsValidityYears"
          label="Ważność punktów (lata)"
          numeric
          required
          helperText="Punkty zdobyte w danym roku wygasają 31 grudnia tyle lat później (0 — z końcem tego samego roku)"
        />
        <FormTextField
          control={c}
          name="pointsExpiryReminderDays"
          label="Przypomnienie o wygasających punktach (dni przed)"
          numeric
          required
          helperText="Tyle dni przed wygaśnięciem punktów uczestnik dostaje e-mail (oraz SMS, jeśli ma telefon i zgodę marketingową) — o tych samych punktach tylko raz. 0 — bez przypomnień."
        />
        <FormDecimalField
          control={c}
          name="pointsPerPln"
          label="Przelicznik: punkty za 1 zł"
          required
          helperText="Cena nagrody w punktach z ceny w złotych"
        />
        <FormTextField control={c} name="premium.points" label="Próg grupy Premium (punkty)" numeric required />
        <FormTextField
          control={c}
          name="premium.months"
          label="Okres progu Premium (miesiące)"
          numeric
          required
          helperText="Liczony wstecz od dziś"
        />
        <FormTextField
          control={c}
          name="codeEntryLimits.maxFailures"
          label="Blokada wpisywania kodów: błędne kody"
          numeric
          required
          helperText="Tyle błędnych kodów w oknie czasu blokuje wpisywanie do końca okna"
        />
        <FormTextField control={c} name="codeEntryLimits.windowMinutes" label="Blokada wpisywania kodów: okno (minuty)" numeric required />
      </TabPanel>
      <TabPanel index={1} current={tab}>
        <FormTextField control={c} name="contact.email" label="E-mail kontaktowy" type="email" />
        <FormTextField control={c} name="contact.phone" label="Telefon kontaktowy" type="tel" />
        <FormTextField control={c} name="contact.hours" label="Godziny kontaktu" helperText="Np. pn.–pt. 8:00–16:00" />
        <FormTextField
          control={c}
          name="contact.address"
          label="Adres korespondencyjny"
          helperText="W jednej linii, np. ul. Farbiarska 1, 30-001 Kraków. Strona „Kontakt” pokazuje go pod telefonem."
        />
        <FormTextField
          control={c}
          name="appStoreUrl"
          label="Aplikacja w App Store (adres)"
          type="url"
          helperText="Strona aplikacji, np. https://apps.apple.com/pl/app/… Puste — bez przycisku App Store."
        />
        <FormTextField
          control={c}
          name="googlePlayUrl"
          label="Aplikacja w Google Play (adres)"
          type="url"
          helperText="Strona aplikacji, np. https://play.google.com/store/apps/details?id=… Puste — bez przycisku Google Play."
        />
        <FormTextField
          control={c}
          name="mailFrom"
          label="Nadawca e-maili"
          helperText="Np. Klub <klub@firma.pl>. Puste — nadawca z konfiguracji serwera (MAIL_FROM)."
        />
        <FormSelectField
          control={c}
          name="sms.provider"
          label="Bramka SMS"
          required
          options={Object.entries(SMS_PROVIDERS).map(([value, label]) => ({ value: value as SmsProvider, label }))}
          helperText="Klucz dostępu do bramki ustawisz poniżej"
        />
        <FormTextField control={c} name="sms.sender" label="Nadawca SMS" helperText="Do 11 liter i cyfr, np. KlubFarb" />
        <FormDecimalField
          control={c}
          name="sms.pricePerPart"
          label="Cena jednej części SMS (zł netto)"
          required
          helperText="Do szacowania kosztu wysyłki przed jej zleceniem"
        />
        <SmsTokenPanel />
        <FormSelectField
          control={c}
          name="registrationPhotoId"
          label="Zdjęcie na stronie rejestracji"
          placeholder="Pierwsze z galerii"
          options={(photos.data ?? []).map((p) => ({ value: p.id, label: p.title ?? `Zdjęcie nr ${p.id}` }))}
        />
      </TabPanel>
      <TabPanel index={2} current={tab}>
        <FormTextField
          control={c}
          name="maintenanceNotice"
          label="Komunikat dla uczestników"
          multiline
          minRows={3}
          helperText="Widoczny na górze każdej strony klubu, dopóki jest wpisany (np. przerwa techniczna). Puste — brak komunikatu."
        />
        <FormTextField
          control={c}
          name="chatLicence"
          label="Numer licencji czatu (LiveChat)"
          inputMode="numeric"
          helperText="Czat pojawia się na stronach klubu (nie w panelu) po zgodzie na pliki cookie. Puste — bez czatu."
        />
      </TabPanel>
      <TabPanel index={3} current={tab}>
        <div>
          <FormCheckbox control={c} name="administratorTwoFactorRequired" label="Wymagaj logowania dwuetapowego dla roli Administrator" />
          <FormHelperText sx={{ mt: 0, ml: 4 }}>
            Administrator bez drugiego składnika po zalogowaniu może tylko włączyć logowanie dwuetapowe (Moje konto → Logowanie dwuetapowe);
            nie może go też wyłączyć. Pozostałe role ustawiają je same, jeśli chcą.
          </FormHelperText>
        </div>
      </TabPanel>
      <TabPanel index={4} current={tab}>
        <FraudGuardFields control={c} />
      </TabPanel>
      <TabPanel index={KEYS_TAB} current={tab}>
        {tab === KEYS_TAB ? <ApiKeysPanel /> : null}
      </TabPanel>
      <Box sx={{ mt: 3, display: tab === KEYS_TAB ? 'none' : undefined }}>
        <SubmitButton pending={save.isPending}>Zapisz ustawienia</SubmitButton>
      </Box>
    </Box>
  );
}

/** /admin/settings — the programme's settings (one object, spec §3), in tabs; saving sends the version read. */
export default function SettingsPage() {
  const settings = useProgramSettings();
  return (
    <Page
      title={paths.admin.settings.general.title}
      lead="Ustawienia całego programu. Zapis obejmuje wszystkie zakładki naraz (klucze API zmieniają się od razu)."
    >
      <QueryView query={settings} loadingLabel="Wczytywanie ustawień…">
        {(s) => (
          <>
            <SettingsForm key={s.version} settings={s} />
            <Alert severity="info" sx={{ mt: 3, maxWidth: 640 }}>
              Jeśli w międzyczasie ktoś inny zapisze ustawienia, Twój zapis zostanie odrzucony — odśwież stronę i wprowadź zmiany ponownie.
            </Alert>
          </>
        )}
      </QueryView>
    </Page>
  );
}
