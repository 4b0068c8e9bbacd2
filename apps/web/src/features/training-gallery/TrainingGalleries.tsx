import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import Lightbox from 'yet-another-react-lightbox';
import Captions from 'yet-another-react-lightbox/plugins/captions';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/captions.css';
import 'yet-another-react-lightbox/plugins/counter.css';
import type { GalleryGroup, GalleryGroupDetail } from '@klub/contracts';
import { QueryView } from '../../components/feedback/QueryView';
import { photoAt, useMemberGallery, useMemberGalleries } from './api';

/** The lightbox's texts in Polish. */
const LABELS = {
  Previous: 'Poprzednie zdjęcie',
  Next: 'Następne zdjęcie',
  Close: 'Zamknij',
  Lightbox: 'Podgląd zdjęcia',
  Carousel: 'karuzela',
  Slide: 'zdjęcie',
  'Photo gallery': 'Galeria zdjęć',
  '{index} of {total}': '{index} z {total}',
};

const photosWord = (n: number) =>
  n === 1 ? 'zdjęcie' : n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 10 || n % 100 >= 20) ? 'zdjęcia' : 'zdjęć';

function GroupCard({ g, onOpen }: { g: GalleryGroup; onOpen: () => void }) {
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }}>
      <CardActionArea onClick={onOpen} aria-label={`Otwórz galerię ${g.name}`} sx={{ height: '100%' }}>
        {g.coverUrl ? (
          <Box
            component="img"
            src={photoAt(g.coverUrl, 640)}
            alt=""
            loading="lazy"
            sx={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', display: 'block' }}
          />
        ) : null}
        <CardContent>
          <Typography component="h3" variant="h6" sx={{ fontSize: '1.05rem' }}>
            {g.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {`${g.photoCount} ${photosWord(g.photoCount)}`}
            {g.description ? ` · ${g.description}` : ''}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

function OpenGallery({ g, onBack }: { g: GalleryGroupDetail; onBack: () => void }) {
  const [index, setIndex] = useState(-1);
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Button onClick={onBack} startIcon={<ArrowBack />}>
          Wszystkie galerie
        </Button>
        <Typography component="h3" variant="h6">
          {g.name}
        </Typography>
      </Box>
      {g.description ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {g.description}
        </Typography>
      ) : null}
      <Box
        component="ul"
        aria-label={`Zdjęcia: ${g.name}`}
        sx={{ p: 0, m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' }}
      >
        {g.photos.map((p, i) => (
          <Box component="li" key={p.id} sx={{ listStyle: 'none' }}>
            <ButtonBase
              onClick={() => setIndex(i)}
              aria-label={`Powiększ zdjęcie ${i + 1} z ${g.photos.length}${p.caption ? `: ${p.caption}` : ''}`}
              sx={{
                display: 'block',
                width: '100%',
                borderRadius: 1,
                overflow: 'hidden',
                '&:focus-visible': { outline: 3, outlineColor: 'primary.main' },
              }}
            >
              <Box
                component="img"
                src={photoAt(p.url, 320)}
                alt={p.caption ?? ''}
                loading="lazy"
                sx={{ width: '100%', aspectRatio: '1 / 1', objectFit: 'cover', display: 'block' }}
              />
            </ButtonBase>
          </Box>
        ))}
      </Box>
      <Lightbox
        open={index >= 0}
        index={Math.max(index, 0)}
        close={() => setIndex(-1)}
        on={{ view: ({ index: shown }) => setIndex(shown) }}
        slides={g.photos.map((p) => ({ src: photoAt(p.url, 1280), alt: p.caption ?? '', description: p.caption ?? undefined }))}
        plugins={[Captions, Counter]}
        labels={LABELS}
        carousel={{ finite: true }}
      />
    </Box>
  );
}

/**
 * The training photo galleries on /trainings (docs/domain.md "Galerie zdjęć ze szkoleń"): the groups
 * with photos; an opened one (`?galeria=id`) shows its thumbnails (320 px copies), and a thumbnail
 * opens the lightbox (1280 px copies; arrows move, Esc closes).
 */
export function TrainingGalleries() {
  const titleId = useId();
  const [params, setParams] = useSearchParams();
  const opened = Number(params.get('galeria')) || null;
  const groups = useMemberGalleries();
  const gallery = useMemberGallery(opened);
  const open = (id: number | null) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (id) next.set('galeria', String(id));
        else next.delete('galeria');
        return next;
      },
      { preventScrollReset: true },
    );
  // A member with no gallery to see gets no empty section.
  if (groups.data?.total === 0) return null;
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mt: 5 }}>
      <Typography id={titleId} component="h2" variant="h5" sx={{ mb: 2 }}>
        Galerie zdjęć ze szkoleń
      </Typography>
      {opened ? (
        <QueryView query={gallery}>{(g) => <OpenGallery g={g} onBack={() => open(null)} />}</QueryView>
      ) : (
        <QueryView query={groups} isEmpty={(l) => l.total === 0} emptyText="Brak galerii">
          {(l) => (
            <Box
              component="ul"
              sx={{ p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xxs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } }}
            >
              {l.data.map((g) => (
                <GroupCard key={g.id} g={g} onOpen={() => open(g.id)} />
              ))}
            </Box>
          )}
        </QueryView>
      )}
    </Box>
  );
}
