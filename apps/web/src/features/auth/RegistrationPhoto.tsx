import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useRegistrationPhotos } from '../system';
import { Photo } from '../../components/media';

/** The registration photo (getPagePhotos); a branded panel when there is none. */
export function RegistrationPhoto() {
  const photos = useRegistrationPhotos();
  const photo = photos.data?.[0];

  if (photos.isPending) {
    return (
      <Skeleton variant="rounded" sx={{ width: '100%', height: '100%', minHeight: { xxs: 200, sm: 320 } }} aria-label="Wczytywanie…" />
    );
  }

  if (photo) {
    return (
      <Photo
        src={photo.url}
        alt={photo.title ?? 'Zdjęcie rejestracji'}
        sizes="(max-width: 900px) 100vw, 50vw"
        loading="eager"
        sx={{ width: '100%', height: '100%', minHeight: { xxs: 200, sm: 320 }, objectFit: 'cover', borderRadius: 2, display: 'block' }}
      />
    );
  }

  return (
    <Box
      sx={{
        height: '100%',
        minHeight: { xxs: 200, sm: 320 },
        borderRadius: 2,
        p: 4,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'flex-end',
      }}
    >
      <Typography variant="h2" component="p" sx={{ color: 'secondary.main', mb: 1 }}>
        Dołącz do Klubu
      </Typography>
      <Typography>Zbieraj punkty za kody z opakowań naszych produktów i wymieniaj je na nagrody. Członkostwo jest bezpłatne.</Typography>
    </Box>
  );
}
