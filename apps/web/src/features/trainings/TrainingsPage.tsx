import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import PlayArrow from '@mui/icons-material/PlayArrow';
import ContactMail from '@mui/icons-material/ContactMail';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Link, useSearchParams } from 'react-router';
import type { TrainingPublicList } from '@klub/contracts';
import { QueryView } from '../../components/feedback/QueryView';
import { Page } from '../../components/layout/Page';
import { href, paths } from '../../config/paths';
import { useMemberTrainings } from './api';
import { MySignupChip, TrainingFacts } from './TrainingFacts';
import { TrainingGalleries } from '../training-gallery';
import { TrainingNoticeBoard } from '../posts';

function TrainingCard({ t }: { t: TrainingPublicList['data'][number] }) {
  return (
    <Card variant="outlined" component="article">
      <CardActionArea component={Link} to={href(paths.trainingDetails, { id: t.id })} sx={{ height: '100%', alignItems: 'stretch' }}>
        <CardContent sx={{ display: 'grid', gap: 1.5 }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', minHeight: 24 }}>
            <Typography component="h2" variant="h6" sx={{ fontSize: '1.1rem', lineHeight: 1.3, flex: '1 1 200px' }}>
              {t.title}
            </Typography>
            <MySignupChip t={t} />
          </Box>
          {t.lead ? (
            <Typography variant="body2" color="text.secondary">
              {t.lead}
            </Typography>
          ) : null}
          <TrainingFacts t={t} />
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** /trainings — the trainings open to the member: upcoming (soonest first) or past, with their places and the member's own sign-up. */
export default function TrainingsPage() {
  const [params, setParams] = useSearchParams();
  const when = params.get('when') === 'past' ? 'past' : 'upcoming';
  const list = useMemberTrainings(when);
  return (
    <Page
      title={paths.trainings.title}
      lead="Warsztaty i szkolenia dla wykonawców: zapisz się na wolne miejsce albo na listę rezerwową."
      actions={
        <>
          <Button component={Link} to={paths.trainingMovies.path} variant="outlined" startIcon={<PlayArrow />}>
            {paths.trainingMovies.title}
          </Button>
          <Button component={Link} to={paths.trainingContact.path} variant="outlined" startIcon={<ContactMail />}>
            Kontakt z trenerami
          </Button>
        </>
      }
    >
      <Tabs value={when} onChange={(_e, v: string) => setParams(v === 'past' ? { when: 'past' } : {})} sx={{ mb: 3 }}>
        <Tab value="upcoming" label="Nadchodzące" />
        <Tab value="past" label="Minione" />
      </Tabs>
      <QueryView
        query={list}
        isEmpty={(l) => l.total === 0}
        emptyText={when === 'past' ? 'Brak minionych szkoleń' : 'Brak nadchodzących szkoleń — zajrzyj wkrótce'}
      >
        {(l) => (
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xxs: '1fr', sm: 'repeat(2, 1fr)' } }}>
            {l.data.map((t) => (
              <TrainingCard key={t.id} t={t} />
            ))}
          </Box>
        )}
      </QueryView>
      <TrainingNoticeBoard />
      <TrainingGalleries />
    </Page>
  );
}
