import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternate';
import Close from '@mui/icons-material/Close';
import { useState } from 'react';
import { fileUrl, WEBSITE_MAX_PHOTOS, WEBSITE_STATUS_LABELS, WebsiteBody, type ContractorWebsite } from '@klub/contracts';
import { QueryView } from '../../components/feedback/QueryView';
import { FormTextField, SubmitButton, useZodForm } from '../../components/form';
import { Section } from '../../components/layout/Section';
import { showToast } from '../../components/toast';
import { MESSAGES } from '../../config/messages';
import { errorMessage } from '../../lib/api-client';
import { uploadFile } from '../../lib/upload';
import { useMyWebsite, useSaveMyWebsite } from './api';

const EMPTY: WebsiteBody = { name: '', services: '', area: '', description: '', phone: '', email: '', photos: [] };

function toBody(w: ContractorWebsite): WebsiteBody {
  return {
    name: w.name,
    services: w.services,
    area: w.area,
    description: w.description ?? '',
    phone: w.phone ?? '',
    email: w.email ?? '',
    photos: w.photos,
  };
}

/** "Oczekuje na akceptację", "Opublikowana" or "Odrzucona: powód". */
export function websiteStatusText(w: Pick<ContractorWebsite, 'status' | 'rejectionReason'>): string {
  if (w.status === 'REJECTED') return `${WEBSITE_STATUS_LABELS.REJECTED}${w.rejectionReason ? `: ${w.rejectionReason}` : ''}`;
  return WEBSITE_STATUS_LABELS[w.status];
}

const SEVERITY = { PENDING: 'info', APPROVED: 'success', REJECTED: 'error' } as const;

function Photos({ keys, onChange }: { keys: string[]; onChange: (keys: string[]) => void }) {
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const onPick = async (files: FileList | null) => {
    const picked = Array.from(files ?? []).slice(0, WEBSITE_MAX_PHOTOS - keys.length);
    if (picked.length === 0) return;
    setProblem(null);
    const added: string[] = [];
    try {
      for (const file of picked) {
        setProgress(0);
        added.push((await uploadFile(file, { onProgress: setProgress })).key);
      }
    } catch (error) {
      setProblem(errorMessage(error, 'Nie udało się przesłać zdjęcia'));
    } finally {
      setProgress(null);
      if (added.length) onChange([...keys, ...added]);
    }
  };
  return (
    <Box>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {`Zdjęcia (${keys.length} z ${WEBSITE_MAX_PHOTOS})`}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        {keys.map((key, i) => (
          <Box key={key} sx={{ position: 'relative' }}>
            <Box
              component="img"
              src={fileUrl(key)}
              alt={`Zdjęcie ${i + 1}`}
              sx={{ width: 120, height: 90, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider', display: 'block' }}
            />
            <Tooltip title={`Usuń zdjęcie ${i + 1}`}>
              <IconButton
                size="small"
                aria-label={`Usuń zdjęcie ${i + 1}`}
                onClick={() => onChange(keys.filter((k) => k !== key))}
                sx={{ position: 'absolute', top: 2, right: 2, bgcolor: 'background.paper', '&:hover': { bgcolor: 'background.paper' } }}
              >
                <Close fontSize="small" />
              </IconButton>
            </Tooltip>
          </Box>
        ))}
      </Box>
      {keys.length < WEBSITE_MAX_PHOTOS ? (
        <Button component="label" variant="outlined" startIcon={<AddPhotoAlternate />} disabled={progress !== null}>
          Dodaj zdjęcia
          <input
            type="file"
            accept=".jpg,.jpeg,.png,.webp,.gif"
            multiple
            hidden
            aria-label="Zdjęcia wizytówki"
            onChange={(e) => void onPick(e.target.files)}
          />
        </Button>
      ) : null}
      {progress !== null ? (
        <LinearProgress variant="determinate" value={progress} aria-label="Przesyłanie zdjęcia" sx={{ mt: 1, maxWidth: 320 }} />
      ) : null}
      {problem ? (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {problem}
        </Alert>
      ) : null}
    </Box>
  );
}

function WebsiteForm({ website }: { website: ContractorWebsite | null }) {
  const save = useSaveMyWebsite();
  const form = useZodForm(WebsiteBody, { defaultValues: website ? toBody(website) : EMPTY });
  const c = form.control;
  const photos = form.watch('photos') ?? [];
  const submit = form.handleSubmit((body) =>
    save.mutate(body as WebsiteBody, {
      onSuccess: (saved) => {
        form.reset(toBody(saved));
        showToast(saved.status === 'PENDING' ? 'Zapisano wizytówkę. Opublikujemy ją po akceptacji' : MESSAGES.saved, 'success');
      },
    }),
  );
  return (
    <Stack component="form" noValidate spacing={2.5} aria-label="Moja wizytówka" onSubmit={submit}>
      {website ? (
        <Alert severity={SEVERITY[website.status]} role="status">
          {`Status: ${websiteStatusText(website)}`}
        </Alert>
      ) : (
        <Typography color="text.secondary">
          Nie masz jeszcze wizytówki. Uzupełnij dane — po akceptacji przez administratora wizytówka zostanie opublikowana.
        </Typography>
      )}
      <FormTextField control={c} name="name" label="Nazwa firmy lub wizytówki" required autoComplete="organization" />
      <FormTextField
        control={c}
        name="services"
        label="Usługi"
        required
        multiline
        minRows={3}
        helperText="Np. malowanie wnętrz, tapetowanie, elewacje"
      />
      <FormTextField control={c} name="area" label="Obszar działania" required helperText="Np. Kraków i okolice (30 km)" />
      <FormTextField control={c} name="description" label="Opis" multiline minRows={3} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xxs: '1fr', sm: 'repeat(2, 1fr)' } }}>
        <FormTextField control={c} name="phone" label="Telefon na wizytówce" type="tel" autoComplete="tel" />
        <FormTextField control={c} name="email" label="E-mail na wizytówce" type="email" autoComplete="email" />
      </Box>
      <Photos keys={photos} onChange={(keys) => form.setValue('photos', keys, { shouldDirty: true })} />
      <Typography variant="body2" color="text.secondary">
        Tylko zwykły tekst — znaczniki HTML zostaną usunięte. Każda zmiana wizytówki wymaga ponownej akceptacji.
      </Typography>
      <Box>
        <SubmitButton pending={save.isPending}>Wyślij do akceptacji</SubmitButton>
      </Box>
    </Stack>
  );
}

/** "Moja wizytówka" on /profile: the contractor's business card and its approval status. */
export function MyWebsiteSection() {
  const website = useMyWebsite();
  return (
    <Section title="Moja wizytówka">
      <QueryView query={website}>{(answer) => <WebsiteForm key={answer.website?.id ?? 'new'} website={answer.website} />}</QueryView>
    </Section>
  );
}
