import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { PremiumSettings } from '@klub/contracts';
import { LoadingState } from '../../components/feedback/LoadingState';
import { FormTextField, SubmitButton, useZodForm } from '../../components/form';
import { Page } from '../../components/layout/Page';
import { showToast } from '../../components/toast';
import { MESSAGES } from '../../config/messages';
import { paths } from '../../config/paths';
import { usePremiumSettings, useSavePremiumSettings } from './api';
import { PremiumTabs } from './PremiumTabs';

function SettingsForm({ initial }: { initial: PremiumSettings }) {
  const save = useSavePremiumSettings();
  const form = useZodForm(PremiumSettings, { defaultValues: initial });
  return (
    <Stack
      component="form"
      noValidate
      spacing={3}
      aria-label="Próg grupy Premium"
      onSubmit={form.handleSubmit((values) =>
        save.mutate(values, {
          onSuccess: () => showToast(MESSAGES.saved, 'success'),
        }),
      )}
      sx={{ maxWidth: 480 }}
    >
      <FormTextField
        control={form.control}
        name="points"
        label="Próg punktów"
        numeric
        required
        helperText="Punkty zdobyte (kody, przyznane przez administratora, konkursy)"
      />
      <FormTextField control={form.control} name="months" label="Okres (miesiące)" numeric required helperText="Liczone wstecz od dziś" />
      <Box>
        <SubmitButton pending={save.isPending}>Zapisz</SubmitButton>
      </Box>
    </Stack>
  );
}

/** /admin/premium-group/settings — the threshold: points earned in the last N months. */
export default function PremiumSettingsPage() {
  const settings = usePremiumSettings();
  return (
    <Page
      title={paths.admin.premiumGroup.settings.title}
      lead="Kandydaci to aktywni członkowie spoza grupy, którzy w okresie zdobyli co najmniej próg punktów."
    >
      <PremiumTabs />
      {settings.data ? (
        <SettingsForm key={JSON.stringify(settings.data)} initial={settings.data} />
      ) : settings.isError ? (
        <Alert severity="error">{MESSAGES.loadError}</Alert>
      ) : (
        <LoadingState />
      )}
    </Page>
  );
}
