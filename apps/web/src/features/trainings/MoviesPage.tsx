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

/**
 * A film: nothing is loaded from the provider until the member clicks "Odtwórz" (no cookies, no
 * requests before that); then the privacy-friendly player takes the frame.
 */
function Movie({ m }: { m: TrainingMoviePublic }) {
  const [playing, setPlaying] = useState(false);
  return (
    <Card variant="outlined" component="article">
      <Box sx={{ aspectRatio: '16 / 9', bgcolor: 'grey.900', display: 'grid', placeItems: 'center' }}>
        {playing ? (
          <Box
            component="iframe"
            src={`${m.embedUrl}${m.embedUrl.includes('?') ? '&' : '?'}autoplay=1`}
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
            aria-label={`Odtwórz film „${m.title}” (${provider(m.embedUrl)})`}
          >
            Odtwórz
          </Button>
        )}
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
        <Typography variant="caption" color="text.secondary">
          Film z serwisu {provider(m.embedUrl)} — odtwarzacz wczytuje się dopiero po kliknięciu.
        </Typography>
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
