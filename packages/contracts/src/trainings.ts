import { z } from 'zod';
import { dbId, optionalText, orNone, Paging, safeString, searchText, text, wholeNumber } from './common';
import { dayOrMoment, isoMoment, Publication, publicationFields, richText, PUBLICATION_STATUSES, CONTENT_MESSAGES } from './content';
import { optionalFileKey } from './files';

/**
 * Training events (/api/trainings, docs/domain.md "Szkolenia"): a member signs up for one of its
 * places or, when they are taken, joins the waiting list, which moves up by itself when someone
 * cancels. Admins see the participants and export them as CSV.
 */

/** Trainings per fetch (spec §9). */
export const TRAININGS_TAKE = 1000;
export const TRAINING_BODY_MAX = 100_000;
export const TRAINING_CAPACITY_MAX = 10_000;

export const TRAINING_SIGNUP_STATUSES = ['CONFIRMED', 'WAITING', 'CANCELLED'] as const;
export type TrainingSignupStatus = (typeof TRAINING_SIGNUP_STATUSES)[number];
export const TRAINING_SIGNUP_LABELS: Record<TrainingSignupStatus, string> = {
  CONFIRMED: 'Zapisany',
  WAITING: 'Lista rezerwowa',
  CANCELLED: 'Wypisany',
};

export const TRAINING_MESSAGES = {
  startsAt: 'Podaj datę i godzinę początku szkolenia ISO 8601 ze strefą (np. 2026-05-01T10:00:00+02:00) — sam dzień nie wystarczy',
  time: 'Podaj dzień rrrr-mm-dd albo datę i godzinę ISO 8601 ze strefą (np. 2026-05-01T16:00:00+02:00)',
  endsAt: 'Koniec szkolenia musi być później niż początek',
  deadline: 'Zapisy muszą się kończyć najpóźniej z początkiem szkolenia',
  where: 'Podaj miejsce szkolenia albo link do spotkania online',
  onlineUrl: 'Podaj adres spotkania zaczynający się od https://',
  capacityBelowSignups: (n: number) => `Na szkolenie zapisano już ${n} osób: liczba miejsc nie może być mniejsza`,
  closed: 'Zapisy na to szkolenie są zamknięte',
  alreadySignedUp: 'Jesteś już zapisany na to szkolenie',
  notSignedUp: 'Nie jesteś zapisany na to szkolenie',
  confirmed: 'Zapisano Cię na szkolenie — potwierdzenie wysłaliśmy e-mailem',
  waiting: 'Wszystkie miejsca są zajęte: jesteś na liście rezerwowej. Napiszemy, gdy zwolni się miejsce',
  cancelled: 'Wypisano Cię ze szkolenia',
  started: 'Szkolenie już się odbyło: nie można się z niego wypisać',
} as const;

/** An online training's place in a calendar file when its link is not shown (no place held yet). */
export const TRAINING_CALENDAR_ONLINE = 'Spotkanie online (link w potwierdzeniu zapisu)';

const onlineUrl = orNone(
  safeString()
    .trim()
    .max(500, TRAINING_MESSAGES.onlineUrl)
    .pipe(z.url({ protocol: /^https$/, error: TRAINING_MESSAGES.onlineUrl })),
);

/** A training's fields; `TrainingBody` adds the rules between them (`checkTraining`). */
export const TrainingFields = z.strictObject({
  title: text(200),
  lead: optionalText(1000).transform((v) => v ?? ''),
  body: richText(TRAINING_BODY_MAX),
  image: optionalFileKey,
  // A training starts at an hour (mails, the day-before reminder and the calendar file name it): a
  // day alone is refused with that said; its end and sign-up deadline may be days (to their end).
  startsAt: isoMoment(TRAINING_MESSAGES.startsAt, 'Początek: data i godzina ISO 8601 ze strefą (sam dzień nie wystarczy)'),
  endsAt: orNone(
    dayOrMoment('end', TRAINING_MESSAGES.time, 'Koniec: data i godzina ISO 8601 ze strefą albo sam dzień rrrr-mm-dd (do końca tego dnia)'),
  ),
  place: optionalText(300).transform((v) => v ?? ''),
  onlineUrl,
  regionId: orNone(dbId),
  capacity: wholeNumber(1, TRAINING_CAPACITY_MAX),
  signupDeadline: orNone(
    dayOrMoment(
      'end',
      TRAINING_MESSAGES.time,
      'Zapisy do: data i godzina ISO 8601 ze strefą albo sam dzień rrrr-mm-dd (do końca tego dnia czasu polskiego)',
    ),
  ),
  ...publicationFields,
});

/**
 * The rules between a training's fields: somewhere to come (a place or a link), an end after the
 * start, sign-ups closing by the start. Times as ISO or as the form's local `yyyy-MM-ddTHH:mm`.
 */
export function checkTraining(
  b: { place: string; onlineUrl: string | null; startsAt: string; endsAt: string | null; signupDeadline: string | null },
  ctx: z.RefinementCtx,
) {
  if (b.place === '' && !b.onlineUrl) ctx.addIssue({ code: 'custom', message: TRAINING_MESSAGES.where, path: ['place'] });
  const starts = Date.parse(b.startsAt);
  if (b.endsAt && !(Date.parse(b.endsAt) > starts)) ctx.addIssue({ code: 'custom', message: TRAINING_MESSAGES.endsAt, path: ['endsAt'] });
  if (b.signupDeadline && Date.parse(b.signupDeadline) > starts)
    ctx.addIssue({ code: 'custom', message: TRAINING_MESSAGES.deadline, path: ['signupDeadline'] });
}

/** POST/PATCH /api/trainings: the whole training (an edit sends every field, as the form does). */
export const TrainingBody = TrainingFields.superRefine(checkTraining);
export type TrainingBody = z.input<typeof TrainingBody>;

const trainingFields = {
  id: z.number().int(),
  title: z.string(),
  lead: z.string(),
  image: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  place: z.string(),
  onlineUrl: z.string().nullable(),
  regionId: z.number().int().nullable(),
  regionName: z.string().nullable(),
  capacity: z.number().int(),
  signupDeadline: z.string().nullable(),
  /** Confirmed places taken and people on the waiting list. */
  confirmed: z.number().int(),
  waiting: z.number().int(),
};

/** A training as admins see it (the list leaves out `body`). */
export const Training = Publication.extend({ ...trainingFields, body: z.string(), updatedAt: z.string() });
export type Training = z.infer<typeof Training>;
export const TrainingList = z.object({ total: z.number().int(), data: z.array(Training.omit({ body: true })) });
export type TrainingList = z.infer<typeof TrainingList>;

/** A training as a member sees it: whether sign-up is open, their own place (and place in the queue). */
export const TrainingPublic = z.object({
  ...trainingFields,
  body: z.string(),
  signupOpen: z.boolean(),
  mySignup: z.enum(TRAINING_SIGNUP_STATUSES).nullable(),
  /** On the waiting list: how many are before them + 1. */
  myQueuePosition: z.number().int().nullable(),
});
export type TrainingPublic = z.infer<typeof TrainingPublic>;
export const TrainingPublicList = z.object({ total: z.number().int(), data: z.array(TrainingPublic.omit({ body: true })) });
export type TrainingPublicList = z.infer<typeof TrainingPublicList>;

/**
 * GET /api/trainings: a member gets the published trainings of their audience — upcoming (not yet
 * ended, soonest first) or `when=past` (latest first); an admin gets every training, the latest
 * start first, narrowed by `search` and `status`.
 */
export const TrainingQuery = Paging(TRAININGS_TAKE, TRAININGS_TAKE).extend({
  search: searchText(),
  status: z.enum(PUBLICATION_STATUSES, { error: CONTENT_MESSAGES.status }).optional(),
  when: z.enum(['upcoming', 'past'], { error: 'Wybierz: nadchodzące albo minione' }).default('upcoming'),
});
export type TrainingQuery = z.input<typeof TrainingQuery>;

/** POST and DELETE /api/trainings/{id}/signup: where the member stands now, and the Polish sentence saying so. */
export const TrainingSignupResult = z.object({
  status: z.enum(TRAINING_SIGNUP_STATUSES),
  myQueuePosition: z.number().int().nullable(),
  message: z.string(),
});
export type TrainingSignupResult = z.infer<typeof TrainingSignupResult>;

/** GET /api/trainings/{id}/participants: confirmed first, then the waiting list in its order, then those who cancelled. */
export const TrainingParticipant = z.object({
  userId: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  status: z.enum(TRAINING_SIGNUP_STATUSES),
  queuedAt: z.string(),
  confirmedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
});
export type TrainingParticipant = z.infer<typeof TrainingParticipant>;
export const TrainingParticipantList = z.object({ total: z.number().int(), data: z.array(TrainingParticipant) });
export type TrainingParticipantList = z.infer<typeof TrainingParticipantList>;
/** GET /api/trainings/{id}/participants/csv: its columns. */
export const TRAINING_PARTICIPANT_CSV_COLUMNS = ['Nazwisko', 'Imię', 'E-mail', 'Telefon', 'Firma', 'Status', 'Zapis'] as const;

const warsawTime = new Intl.DateTimeFormat('pl-PL', { timeZone: 'Europe/Warsaw', dateStyle: 'full', timeStyle: 'short' });

/** A training's time and place as the e-mails say them. */
export interface TrainingMailFacts {
  title: string;
  startsAt: string;
  place: string;
  onlineUrl: string | null;
}

const whenWhere = (t: TrainingMailFacts) =>
  [
    `Termin: ${warsawTime.format(new Date(t.startsAt))}`,
    t.place ? `Miejsce: ${t.place}` : null,
    t.onlineUrl ? `Spotkanie online: ${t.onlineUrl}` : null,
  ]
    .filter(Boolean)
    .join('\n');

/** The e-mails of a training sign-up (the confirmation carries the training as an .ics calendar file). */
export const TRAINING_MAIL_TEXTS = {
  confirmed: (firstname: string, t: TrainingMailFacts, link: string, fromWaitingList: boolean) => ({
    subject: `Klub — potwierdzenie zapisu: ${t.title}`,
    text:
      `Cześć ${firstname},\n\n${fromWaitingList ? 'zwolniło się miejsce i przenieśliśmy Cię z listy rezerwowej: ' : ''}` +
      `jesteś zapisany na szkolenie „${t.title}”.\n\n${whenWhere(t)}\n\n` +
      `W załączniku jest plik kalendarza (.ics). Jeśli nie możesz przyjść, wypisz się na stronie szkolenia, ` +
      `aby ktoś z listy rezerwowej mógł zająć Twoje miejsce:\n${link}\n\nZespół Klubu`,
  }),
  reminder: (firstname: string, t: TrainingMailFacts, link: string) => ({
    subject: `Klub — przypomnienie: jutro szkolenie ${t.title}`,
    text: `Cześć ${firstname},\n\nprzypominamy o szkoleniu „${t.title}”.\n\n${whenWhere(t)}\n\nSzczegóły: ${link}\n\nZespół Klubu`,
  }),
};

// ---- training films (/api/trainings-movies) ----

export const TRAINING_MOVIE_MESSAGES = {
  url: 'Podaj adres filmu z YouTube (youtube.com, youtu.be) albo Vimeo (vimeo.com)',
  source: 'Podaj adres filmu z YouTube lub Vimeo albo prześlij plik MP4',
  bothSources: 'Film ma albo adres z YouTube lub Vimeo, albo przesłany plik MP4 — nie oba naraz',
  notVideo: 'Ten plik nie jest przesłanym filmem MP4 — prześlij go ponownie',
  file: 'Prześlij plik MP4 z filmem',
} as const;

/**
 * The privacy-friendly player address of a YouTube or Vimeo film (youtube-nocookie.com; Vimeo with
 * `dnt=1`), or null for any other address. YouTube: watch?v=, youtu.be/, embed/, shorts/; Vimeo: the
 * film's number.
 */
export function videoEmbedUrl(url: string): string | null {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return null;
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:') return null;
  const host = u.hostname.replace(/^(www\.|m\.)/, '');
  const id = /^[\w-]{11}$/;
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const v = u.searchParams.get('v') ?? u.pathname.match(/^\/(?:embed|shorts|live)\/([^/]+)/)?.[1] ?? '';
    return id.test(v) ? `https://www.youtube-nocookie.com/embed/${v}` : null;
  }
  if (host === 'youtu.be') {
    const v = u.pathname.slice(1);
    return id.test(v) ? `https://www.youtube-nocookie.com/embed/${v}` : null;
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const v = u.pathname.match(/^\/(?:video\/)?(\d{5,12})(?:\/|$)/)?.[1];
    return v ? `https://player.vimeo.com/video/${v}?dnt=1` : null;
  }
  return null;
}

/** The players' origins the customer pages allow in frames (Content-Security-Policy `frame-src`). */
export const VIDEO_PLAYER_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const;

/** A film's fields (TrainingMovieBody without its one-source rule, for forms to extend). */
export const TrainingMovieFields = z.strictObject({
  title: text(200),
  description: optionalText(2000).transform((v) => v ?? ''),
  videoUrl: safeString()
    .trim()
    .max(500, TRAINING_MOVIE_MESSAGES.url)
    .refine((v) => v === '' || videoEmbedUrl(v) !== null, TRAINING_MOVIE_MESSAGES.url)
    .nullish()
    .transform((v) => v || null),
  /** The key `POST /api/files/upload-video` answered. */
  videoFileKey: optionalFileKey,
  ...publicationFields,
});

/** POST/PATCH /api/trainings-movies: a YouTube or Vimeo address, or the key of an uploaded MP4 — exactly one. */
export const TrainingMovieBody = TrainingMovieFields.superRefine((b, ctx) => {
  if (b.videoUrl === null && b.videoFileKey === null)
    ctx.addIssue({ code: 'custom', path: ['videoUrl'], message: TRAINING_MOVIE_MESSAGES.source });
  if (b.videoUrl !== null && b.videoFileKey !== null)
    ctx.addIssue({ code: 'custom', path: ['videoUrl'], message: TRAINING_MOVIE_MESSAGES.bothSources });
});
export type TrainingMovieBody = z.input<typeof TrainingMovieBody>;

/** An uploaded film's file. */
export const TrainingMovieFile = z.object({ key: z.string(), url: z.string(), originalName: z.string(), size: z.number().int() });
export type TrainingMovieFile = z.infer<typeof TrainingMovieFile>;

/** A film as admins see it. */
export const TrainingMovie = Publication.extend({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** The address the admin gave (YouTube or Vimeo), or null for an uploaded film. */
  videoUrl: z.string().nullable(),
  /** The privacy-friendly player of `videoUrl`, or null for an uploaded film. */
  embedUrl: z.string().nullable(),
  videoFile: TrainingMovieFile.nullable(),
  updatedAt: z.string(),
});
export type TrainingMovie = z.infer<typeof TrainingMovie>;
export const TrainingMovieList = z.object({ total: z.number().int(), data: z.array(TrainingMovie) });
export type TrainingMovieList = z.infer<typeof TrainingMovieList>;

/** A film as a member sees it: the player address (YouTube or Vimeo) or the uploaded MP4's address. */
export const TrainingMoviePublic = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  embedUrl: z.string().nullable(),
  fileUrl: z.string().nullable(),
  publishAt: z.string(),
});
export type TrainingMoviePublic = z.infer<typeof TrainingMoviePublic>;
export const TrainingMoviePublicList = z.object({ total: z.number().int(), data: z.array(TrainingMoviePublic) });
export type TrainingMoviePublicList = z.infer<typeof TrainingMoviePublicList>;

/** GET /api/trainings-movies: newest first; an admin may search titles and pick a status. */
export const TrainingMovieQuery = Paging(1000, 100).extend({
  search: searchText(),
  status: z.enum(PUBLICATION_STATUSES, { error: CONTENT_MESSAGES.status }).optional(),
});
export type TrainingMovieQuery = z.input<typeof TrainingMovieQuery>;
