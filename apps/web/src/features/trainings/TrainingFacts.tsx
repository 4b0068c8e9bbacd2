import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import Event from '@mui/icons-material/EventOutlined';
import Place from '@mui/icons-material/PlaceOutlined';
import Groups from '@mui/icons-material/GroupsOutlined';
import type { ReactNode } from 'react';
import { TRAINING_SIGNUP_LABELS, type TrainingPublicList } from '@klub/contracts';
import { formatDate, formatDateTime } from '../../lib/dates';

type Summary = TrainingPublicList['data'][number];

/** "3 wolne miejsca", "Brak wolnych miejsc — lista rezerwowa (2 osoby)". */
export function placesText(t: Pick<Summary, 'capacity' | 'confirmed' | 'waiting'>): string {
  const free = Math.max(0, t.capacity - t.confirmed);
  if (free > 0) return `Wolne miejsca: ${free} z ${t.capacity}`;
  return `Brak wolnych miejsc — lista rezerwowa${t.waiting ? ` (${t.waiting} ${t.waiting === 1 ? 'osoba' : 'os.'})` : ''}`;
}

/** The member's own sign-up as a chip: "Zapisany", "Lista rezerwowa: 2. miejsce". */
export function MySignupChip({ t }: { t: Pick<Summary, 'mySignup' | 'myQueuePosition'> }) {
  if (!t.mySignup || t.mySignup === 'CANCELLED') return null;
  const label = t.mySignup === 'WAITING' ? `Lista rezerwowa: ${t.myQueuePosition}. miejsce` : TRAINING_SIGNUP_LABELS.CONFIRMED;
  return <Chip size="small" color={t.mySignup === 'CONFIRMED' ? 'success' : 'warning'} label={label} sx={{ fontWeight: 600 }} />;
}

/** The end as the start's day leaves it to say: "15:00" the same day, the whole date and time another day. */
function untilText(startsAt: string, endsAt: string): string {
  const end = formatDateTime(endsAt);
  return formatDate(startsAt) === formatDate(endsAt) ? end.slice(end.lastIndexOf(' ') + 1) : end;
}

const Fact = ({ icon, children }: { icon: ReactNode; children: ReactNode }) => (
  <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', color: 'text.secondary' }}>
    {icon}
    <Typography variant="body2" component="span">
      {children}
    </Typography>
  </Box>
);

/** When, where and how many places: the lines a training's card and page share. */
export function TrainingFacts({ t }: { t: Summary }) {
  const where = [t.place, t.onlineUrl && !t.place ? 'Online' : null, t.regionName].filter(Boolean).join(' · ');
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Fact icon={<Event fontSize="small" />}>
        <time dateTime={t.startsAt}>{formatDateTime(t.startsAt)}</time>
        {t.endsAt ? ` – ${untilText(t.startsAt, t.endsAt)}` : ''}
      </Fact>
      {where ? <Fact icon={<Place fontSize="small" />}>{where}</Fact> : null}
      <Fact icon={<Groups fontSize="small" />}>{placesText(t)}</Fact>
    </Box>
  );
}
