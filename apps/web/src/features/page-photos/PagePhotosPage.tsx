import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Edit from '@mui/icons-material/Edit';
import { useState } from 'react';
import { PagePhotoTitleBody, type RegistrationPhoto } from '@klub/contracts';
import { ConfirmDeleteButton } from '../../components/feedback/ConfirmDeleteButton';
import { QueryView } from '../../components/feedback/QueryView';
import { FormTextField, SubmitButton, useZodForm } from '../../components/form';
import { UploadButton, UploadStatus, useUpload } from '../../components/form/use-upload';
import { Page } from '../../components/layout/Page';
import { Photo } from '../../components/media';
import { showToast } from '../../components/toast';
import { paths } from '../../config/paths';
import { useAddPagePhoto, useDeletePagePhoto, useMakeCurrentPagePhoto, usePagePhotos, useRetitlePagePhoto } from './api';

const P = paths.admin.page.homePhotos;
const nameOf = (p: RegistrationPhoto) => p.title ?? `Zdjęcie nr ${p.id}`;

function TitleDialog({ photo, onClose }: { photo: RegistrationPhoto; onClose: () => void }) {
  const retitle = useRetitlePagePhoto();
  const form = useZodForm(PagePhotoTitleBody, { defaultValues: { title: photo.title ?? '' } });
  const save = form.handleSubmit(async (body) => {
    await retitle.mutateAsync({ id: photo.id, ...body });
    showToast('Zapisano opis zdjęcia', 'success');
    onClose();
  });
  return (
    <Dialog open onClose={retitle.isPending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="photo-title-dialog">
      <Box component="form" noValidate onSubmit={(e) => void save(e).catch(() => undefined)}>
        <DialogTitle id="photo-title-dialog">Opis zdjęcia</DialogTitle>
        <DialogContent>
          <FormTextField
            control={form.control}
            name="title"
            label="Opis (czytany przez czytniki ekranu)"
            helperText="Np. „Malarz przy pracy na elewacji”"
            autoFocus
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={retitle.isPending}>
            Anuluj
          </Button>
          <SubmitButton size="medium" pending={retitle.isPending}>
            Zapisz
          </SubmitButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

function PhotoCard({ photo, onRetitle }: { photo: RegistrationPhoto; onRetitle: () => void }) {
  const makeCurrent = useMakeCurrentPagePhoto();
  const remove = useDeletePagePhoto();
  const name = nameOf(photo);
  return (
    <Card
      component="article"
      variant="outlined"
      aria-label={name}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        borderColor: photo.current ? 'primary.main' : undefined,
        borderWidth: photo.current ? 2 : 1,
      }}
    >
      <Photo
        src={photo.url}
        alt={photo.title ?? ''}
        sizes="(max-width: 600px) 100vw, 360px"
        sx={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', display: 'block' }}
      />
      <CardContent sx={{ flexGrow: 1, pb: 1 }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, color: photo.title ? 'text.primary' : 'text.secondary' }}>
          {photo.title ?? 'Bez opisu'}
        </Typography>
        {photo.current ? <Chip size="small" color="primary" label="Na ekranie rejestracji" sx={{ mt: 1 }} /> : null}
      </CardContent>
      <CardActions sx={{ justifyContent: 'space-between' }}>
        <Button
          size="small"
          disabled={photo.current || makeCurrent.isPending}
          onClick={() =>
            makeCurrent.mutate(photo.id, { onSuccess: () => showToast('Zdjęcie jest teraz na ekranie rejestracji', 'success') })
          }
          aria-label={photo.current ? `${name}: pokazywane na ekranie rejestracji` : `Pokazuj na ekranie rejestracji: ${name}`}
        >
          {photo.current ? 'Pokazywane' : 'Pokazuj na ekranie rejestracji'}
        </Button>
        <Box sx={{ display: 'flex' }}>
          <Tooltip title={`Zmień opis: ${name}`}>
            <IconButton size="small" aria-label={`Zmień opis: ${name}`} onClick={onRetitle}>
              <Edit fontSize="small" />
            </IconButton>
          </Tooltip>
          <ConfirmDeleteButton
            label={`Usuń zdjęcie: ${name}`}
            question={
              photo.current
                ? 'Usunąć zdjęcie z ekranu rejestracji? Pokaże się tam następne z galerii.'
                : `Czy na pewno usunąć zdjęcie „${name}”?`
            }
            busy={remove.isPending}
            onConfirm={() => remove.mutateAsync(photo.id)}
          />
        </Box>
      </CardActions>
    </Card>
  );
}

/** /admin/page/home/photos — the registration screen's photo gallery: add, describe, choose the one shown, remove. */
export default function PagePhotosPage() {
  const photos = usePagePhotos();
  const add = useAddPagePhoto();
  const upload = useUpload(true);
  const [retitling, setRetitling] = useState<RegistrationPhoto | null>(null);
  const busy = upload.progress !== null || add.isPending;
  return (
    <Page
      title={P.title}
      lead="Osoby zakładające konto widzą jedno zdjęcie: oznaczone „Na ekranie rejestracji”, a bez wyboru pierwsze z galerii."
      actions={
        <UploadButton
          label="Dodaj zdjęcie"
          accept=".jpg,.jpeg,.png,.webp,.gif"
          busy={busy}
          onFile={(file) =>
            upload.start(file, (uploaded) =>
              add.mutate({ image: uploaded.key }, { onSuccess: () => showToast('Dodano zdjęcie — dodaj mu opis', 'success') }),
            )
          }
        />
      }
    >
      <UploadStatus error={undefined} progress={upload.progress} />
      <QueryView
        query={photos}
        isEmpty={(list) => list.length === 0}
        emptyText="Galeria jest pusta — dodaj pierwsze zdjęcie. Do tego czasu ekran rejestracji pokazuje zaproszenie do Klubu."
        loadingLabel="Wczytywanie galerii…"
      >
        {(list) => (
          <Box
            component="section"
            aria-label="Galeria zdjęć rejestracji"
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xxs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', xl: 'repeat(4, 1fr)' },
            }}
          >
            {list.map((p) => (
              <PhotoCard key={p.id} photo={p} onRetitle={() => setRetitling(p)} />
            ))}
          </Box>
        )}
      </QueryView>
      {retitling ? <TitleDialog key={retitling.id} photo={retitling} onClose={() => setRetitling(null)} /> : null}
    </Page>
  );
}
