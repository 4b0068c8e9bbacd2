import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import PlayArrow from '@mui/icons-material/PlayArrow';
import { useState } from 'react';
import type { TrainingMoviePublic } from '@klub/contracts';
import { QueryView } from '../../components/feedback/QueryView';
import { Page } from '../../components/layout/Page';
import { paths } from '../../config/paths';
import { useMemberMovies } from './api';

const provider = (embedUrl: string) => (embedUrl.includes('vimeo') ? 'Vimeo' : 'YouTube');

/** An uploaded film: our own server plays it (byte ranges, so it starts at once and seeks). */
function UploadedPlayer({ m, fileUrl }: { m: TrainingMoviePublic; fileUrl: string }) {
  return (
    <Box
      component="video"
      controls
      preload="metadata"
      src={fileUrl}
      aria-label={`Film „${m.title}”`}
      sx={{ width: '100%', height: '100%', bgcolor: 'grey.900' }}
    />
  );
}

/**
 * A YouTube or Vimeo film: nothing is loaded from the provider until the member clicks "Odtwórz"
 * (no cookies, no requests before that); then the privacy-friendly player takes the frame.
 */
function ProviderPlayer({ m, embedUrl }: { m: TrainingMoviePublic; embedUrl: string }) {
  const [playing, setPlaying] = useState(false);
  return playing ? (
    <Box
      component="iframe"
      src={`${embedUrl}${embedUrl.includes('?') ? '&' : '?'}autoplay=1`}
      title={m.title}
      allow="autoplay; fullscreen; picture-in-picture"
      allowFullScreen
      sx={{ width: '100%', height: '100%', border: 0 }}
    />
  ) : (
    <Button
      variant="contained"
      color="secondary"
      size="large"
      startIcon={<PlayArrow />}
      onClick={() => setPlaying(true)}
      aria-label={`Odtwórz film „${m.title}” (${provider(embedUrl)})`}
    >
      Odtwórz
    </Button>
  );
}

function Movie({ m }: { m: TrainingMoviePublic }) {
  return (
    <Card variant="outlined" component="article">
      <Box sx={{ aspectRatio: '16 / 9', bgcolor: 'grey.900', display: 'grid', placeItems: 'center' }}>
        {m.fileUrl ? <UploadedPlayer m={m} fileUrl={m.fileUrl} /> : m.embedUrl ? <ProviderPlayer m={m} embedUrl={m.embedUrl} /> : null}
      </Box>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Typography component="h2" variant="h6" sx={{ fontSize: '1.1rem' }}>
          {m.title}
        </Typography>
        {m.description ? (
          <Typography variant="body2" color="text.secondary">
            {m.description}
          </Typography>
        ) : null}
        {m.embedUrl ? (
          <Typography variant="caption" color="text.secondary">
            Film z serwisu {provider(m.embedUrl)} — odtwarzacz wczytuje się dopiero po kliknięciu.
          </Typography>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** /trainings/movies — the training films for the member, newest first, each played in place. */
export default function MoviesPage() {
  const movies = useMemberMovies();
  return (
    <Page title={paths.trainingMovies.title} lead="Krótkie filmy o produktach i technikach malarskich.">
      <QueryView query={movies} isEmpty={(l) => l.total === 0} emptyText="Brak filmów — zajrzyj wkrótce">
        {(l) => (
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xxs: '1fr', sm: 'repeat(2, 1fr)' } }}>
            {l.data.map((m) => (
              <Movie key={m.id} m={m} />
            ))}
          </Box>
        )}
      </QueryView>
    </Page>
  );
}
