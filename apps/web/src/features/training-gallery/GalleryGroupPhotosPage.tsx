import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import Edit from '@mui/icons-material/Edit';
import { Link } from 'react-router';
import type { GalleryPhoto } from '@klub/contracts';
import { EmptyState } from '../../components/feedback/EmptyState';
import { ConfirmDeleteButton } from '../../components/feedback/ConfirmDeleteButton';
import { LoadingState } from '../../components/feedback/LoadingState';
import { AddLink } from '../../components/layout/AddLink';
import { loadState, useEditId } from '../../components/layout/EditPage';
import { Page } from '../../components/layout/Page';
import { showToast } from '../../components/toast';
import { MESSAGES } from '../../config/messages';
import { href, paths } from '../../config/paths';
import { galleryGroups, galleryPhotos, photoAt } from './api';

const T = paths.admin.trainings;

function PhotoCard({ photo, n }: { photo: GalleryPhoto; n: number }) {
  const remove = galleryPhotos.useDelete();
  const name = photo.caption ? `„${photo.caption}”` : `nr ${n}`;
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="img"
        src={photoAt(photo.url, 320)}
        alt={photo.caption ?? `Zdjęcie ${n}`}
        loading="lazy"
        sx={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', display: 'block', bgcolor: 'action.hover' }}
      />
      <CardContent sx={{ flex: 1, py: 1 }}>
        <Typography variant="body2" color={photo.caption ? 'text.primary' : 'text.secondary'}>
          {photo.caption ?? 'Bez podpisu'}
        </Typography>
      </CardContent>
      <CardActions sx={{ pt: 0 }}>
        <Button
          component={Link}
          to={href(T.galleryEdit, { id: photo.id })}
          size="small"
          startIcon={<Edit />}
          aria-label={`Edytuj zdjęcie ${name}`}
        >
          Edytuj
        </Button>
        <ConfirmDeleteButton
          label={`Usuń zdjęcie ${name}`}
          question={`Czy na pewno usunąć zdjęcie ${name} z galerii?`}
          busy={remove.isPending}
          onConfirm={() => remove.mutateAsync(photo.id).then(() => showToast('Usunięto zdjęcie', 'success'))}
        />
      </CardActions>
    </Card>
  );
}

/** /admin/trainings/gallery/group/photos/:id — a gallery's photos in order, each with its caption, edit and delete. */
export default function GalleryGroupPhotosPage() {
  const { id, valid, raw } = useEditId();
  const group = galleryGroups.useOne(valid ? id : null);
  const load = loadState(...(valid ? [group] : []));
  const title = T.galleryGroupPhotos.title;
  if (!valid || (load.ready && !group.data)) {
    return (
      <Page title={title}>
        <Alert severity="warning">{`Nie znaleziono galerii nr ${raw ?? ''}.`}</Alert>
      </Page>
    );
  }
  if (!load.ready) {
    return <Page title={title}>{load.failed ? <Alert severity="error">{MESSAGES.loadError}</Alert> : <LoadingState />}</Page>;
  }
  const g = group.data!;
  return (
    <Page
      title={title}
      lead={`${g.name} — zdjęć: ${g.photoCount}`}
      actions={
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <AddLink to={`${T.galleryPhotoMultiAdd.path}?groupId=${g.id}`}>Dodaj kilka zdjęć</AddLink>
          <AddLink to={`${T.galleryPhotoAdd.path}?groupId=${g.id}`} variant="outlined">
            Dodaj zdjęcie
          </AddLink>
          <Button component={Link} to={href(T.galleryGroupEdit, { id: g.id })} variant="outlined" startIcon={<Edit />}>
            Edytuj galerię
          </Button>
        </Box>
      }
    >
      {g.photos.length === 0 ? (
        <EmptyState title="Ta galeria nie ma jeszcze zdjęć — dodaj kilka naraz" />
      ) : (
        <Box
          component="ul"
          aria-label={`Zdjęcia galerii ${g.name}`}
          sx={{ p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}
        >
          {g.photos.map((p, i) => (
            <PhotoCard key={p.id} photo={p} n={i + 1} />
          ))}
        </Box>
      )}
      <Box sx={{ mt: 3 }}>
        <Button component={Link} to={T.gallery.path}>
          Wróć do listy galerii
        </Button>
      </Box>
    </Page>
  );
}
