import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Link, useSearchParams } from 'react-router';
import type { ContestPublicList } from '@klub/contracts';
import { QueryView } from '../../components/feedback/QueryView';
import { Page } from '../../components/layout/Page';
import { href, paths } from '../../config/paths';
import { formatDateTime } from '../../lib/dates';
import { useMemberContests } from './api';

type Summary = ContestPublicList['data'][number];

/** "Do 12.12.2026, 23:59" or "Od …" for one that has not started; the points at stake. */
export function ContestFacts({ c }: { c: Summary }) {
  const started = Date.parse(c.startsAt) <= Date.now();
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      <Typography variant="body2" color="text.secondary">
        {started ? `Zgłoszenia do ${formatDateTime(c.endsAt)}` : `Zgłoszenia od ${formatDateTime(c.startsAt)}`}
      </Typography>
      {c.pointsAccepted ? <Chip size="small" label={`+${c.pointsAccepted} pkt za zgłoszenie`} /> : null}
      {c.pointsWinner ? <Chip size="small" color="secondary" label={`+${c.pointsWinner} pkt za wygraną`} /> : null}
    </Box>
  );
}

function ContestCard({ c }: { c: Summary }) {
  const sent = c.myEntries.filter((e) => e.status !== 'REJECTED').length;
  return (
    <Card variant="outlined" component="article">
      <CardActionArea
        component={Link}
        to={href(paths.additionalPointsDetails, { id: c.id })}
        sx={{ height: '100%', alignItems: 'stretch' }}
      >
        <CardContent sx={{ display: 'grid', gap: 1.5 }}>
          <Typography component="h2" variant="h6" sx={{ fontSize: '1.1rem', lineHeight: 1.3 }}>
            {c.title}
          </Typography>
          {c.lead ? (
            <Typography variant="body2" color="text.secondary">
              {c.lead}
            </Typography>
          ) : null}
          <ContestFacts c={c} />
          {sent ? <Chip size="small" color="success" label={`Twoje zgłoszenia: ${sent}`} sx={{ justifySelf: 'start' }} /> : null}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** /additional-points — the contests open to the member (running and to come) or ended: extra points for an accepted entry and a win. */
export default function ContestsPage() {
  const [params, setParams] = useSearchParams();
  const when = params.get('when') === 'past' ? 'past' : 'open';
  const list = useMemberContests(when);
  return (
    <Page
      title={paths.additionalPoints.title}
      lead="Konkursy z dodatkowymi punktami: wyślij zgłoszenie, a za przyjęte i za wygraną dostaniesz punkty."
    >
      <Tabs value={when} onChange={(_e, v: string) => setParams(v === 'past' ? { when: 'past' } : {})} sx={{ mb: 3 }}>
        <Tab value="open" label="Trwające" />
        <Tab value="past" label="Zakończone" />
      </Tabs>
      <QueryView
        query={list}
        isEmpty={(l) => l.total === 0}
        emptyText={when === 'past' ? 'Brak zakończonych konkursów' : 'Brak trwających konkursów — zajrzyj wkrótce'}
      >
        {(l) => (
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xxs: '1fr', sm: 'repeat(2, 1fr)' } }}>
            {l.data.map((c) => (
              <ContestCard key={c.id} c={c} />
            ))}
          </Box>
        )}
      </QueryView>
    </Page>
  );
}
