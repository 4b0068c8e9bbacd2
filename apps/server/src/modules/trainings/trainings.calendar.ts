import ical, { ICalCalendarMethod } from 'ical-generator';
import { TRAINING_CALENDAR_ONLINE, type Training } from '@klub/contracts';

/** A training without an end time lasts this long in a calendar. */
const DEFAULT_LENGTH_MS = 2 * 3600_000;

/** The training as an iCalendar file (RFC 5545) a calendar app adds with one click; times in UTC. */
export function trainingCalendar(t: Pick<Training, 'id' | 'title' | 'lead' | 'startsAt' | 'endsAt' | 'place' | 'onlineUrl'>, link: string) {
  const start = new Date(t.startsAt);
  const calendar = ical({
    name: 'Klub — szkolenia',
    prodId: { company: 'Klub', product: 'Szkolenia', language: 'PL' },
    method: ICalCalendarMethod.PUBLISH,
  });
  calendar.createEvent({
    id: `training-${t.id}@klub`,
    start,
    end: t.endsAt ? new Date(t.endsAt) : new Date(start.getTime() + DEFAULT_LENGTH_MS),
    summary: t.title,
    description: [t.lead, link].filter(Boolean).join('\n\n'),
    // Somewhere to come is required (a place or a link); an online one whose link is not shown says so.
    location: t.place || t.onlineUrl || TRAINING_CALENDAR_ONLINE,
    url: link,
  });
  return calendar.toString();
}
