import { z } from 'zod';
import { optionalText, Paging, searchText, text, wholeNumber } from './common';
import { dayOrMoment, Publication, publicationFields, richText, PUBLICATION_STATUSES, CONTENT_MESSAGES } from './content';
import { fileKey, optionalFileKey } from './files';

/**
 * Contests, "Dodatkowe punkty" (/api/contests, docs/domain.md "Konkursy"): a member sends entries
 * while a contest runs; admins accept or reject each (the member sees the reason) and choose
 * winners; an accepted entry and a win each credit their points once.
 */

export const CONTEST_RULES_MAX = 100_000;
export const CONTEST_POINTS_MAX = 1_000_000;
export const CONTEST_PHOTOS_MAX = 10;
export const CONTEST_ENTRIES_MAX = 100;
export const CONTEST_ENTRY_TEXT_MAX = 5000;

export const CONTEST_ENTRY_STATUSES = ['SUBMITTED', 'ACCEPTED', 'REJECTED'] as const;
export type ContestEntryStatus = (typeof CONTEST_ENTRY_STATUSES)[number];
export const CONTEST_ENTRY_LABELS: Record<ContestEntryStatus, string> = {
  SUBMITTED: 'Czeka na ocenę',
  ACCEPTED: 'Przyjęte',
  REJECTED: 'Odrzucone',
};

export const CONTEST_MESSAGES = {
  endsAt: 'Koniec konkursu musi być później niż początek',
  nothingAsked: 'Zgłoszenie musi coś zawierać: zaznacz opis, zdjęcia albo numer paragonu',
  closed: 'Ten konkurs nie przyjmuje teraz zgłoszeń',
  limit: (n: number) => (n === 1 ? 'W tym konkursie można wysłać jedno zgłoszenie' : `W tym konkursie można wysłać najwyżej ${n} zgłoszeń`),
  textRequired: 'Opisz swoje zgłoszenie',
  receiptRequired: 'Podaj numer paragonu lub faktury',
  photosRequired: 'Dodaj co najmniej jedno zdjęcie',
  tooManyPhotos: (n: number) => `Można dodać najwyżej ${n} zdjęć`,
  notYourPhoto: 'Dodaj zdjęcia przesłane ze swojego konta',
  sent: 'Dziękujemy — zgłoszenie wysłane. Napiszemy, gdy je ocenimy',
  rejectReason: 'Podaj powód odrzucenia — uczestnik go zobaczy',
  acceptedFinal: 'Przyjęte zgłoszenie ma już przyznane punkty: nie można go odrzucić',
  winnerNeedsAccepted: 'Zwycięzcą może być tylko przyjęte zgłoszenie',
  time: 'Podaj datę rrrr-mm-dd albo datę i godzinę ISO 8601 ze strefą (np. 2026-05-01T10:00:00+02:00)',
  winnerPaid: 'Zwycięzca ma już przyznane punkty za wygraną: nie można tego cofnąć',
  hasEntries: 'Konkurs ma zgłoszenia — nie można go usunąć; zmień go na szkic, aby zniknął uczestnikom',
  reviewed: 'Zapisano ocenę zgłoszenia',
  awardReason: (title: string) => `Konkurs: ${title}`,
  winnerReason: (title: string) => `Konkurs: ${title} — wygrana`,
} as const;

/** A contest's start or end: a moment, or a day as spec §7 sends dates (from its midnight / to its end, Polish time). */
const contestTime = (edge: 'start' | 'end') =>
  dayOrMoment(
    edge,
    CONTEST_MESSAGES.time,
    edge === 'start'
      ? 'Początek: data i godzina ISO 8601 ze strefą albo sam dzień rrrr-mm-dd (od północy czasu polskiego)'
      : 'Koniec: data i godzina ISO 8601 ze strefą albo sam dzień rrrr-mm-dd (do końca tego dnia czasu polskiego)',
  );

/** A contest's fields; `ContestBody` adds the rules between them. */
export const ContestFields = z.strictObject({
  title: text(200),
  lead: optionalText(1000).transform((v) => v ?? ''),
  rules: richText(CONTEST_RULES_MAX),
  image: optionalFileKey,
  startsAt: contestTime('start'),
  endsAt: contestTime('end'),
  askText: z.boolean(),
  maxPhotos: wholeNumber(0, CONTEST_PHOTOS_MAX),
  askReceipt: z.boolean(),
  pointsAccepted: wholeNumber(0, CONTEST_POINTS_MAX),
  pointsWinner: wholeNumber(0, CONTEST_POINTS_MAX),
  entriesPerMember: wholeNumber(1, CONTEST_ENTRIES_MAX),
  ...publicationFields,
});

/** The rules between a contest's fields (times as ISO or as the form's local `yyyy-MM-ddTHH:mm`). */
export function checkContest(
  b: { startsAt: string; endsAt: string; askText: boolean; maxPhotos: number; askReceipt: boolean },
  ctx: z.RefinementCtx,
) {
  if (!(Date.parse(b.endsAt) > Date.parse(b.startsAt)))
    ctx.addIssue({ code: 'custom', message: CONTEST_MESSAGES.endsAt, path: ['endsAt'] });
  if (!b.askText && b.maxPhotos === 0 && !b.askReceipt)
    ctx.addIssue({ code: 'custom', message: CONTEST_MESSAGES.nothingAsked, path: ['askText'] });
}

/** POST/PATCH /api/contests: the whole contest, as the form sends it. */
export const ContestBody = ContestFields.superRefine(checkContest);
export type ContestBody = z.input<typeof ContestBody>;

const contestFields = {
  id: z.number().int(),
  title: z.string(),
  lead: z.string(),
  image: z.string().nullable(),
  startsAt: z.string().meta({ format: 'date-time' }),
  endsAt: z.string().meta({ format: 'date-time' }),
  askText: z.boolean(),
  maxPhotos: z.number().int(),
  askReceipt: z.boolean(),
  pointsAccepted: z.number().int(),
  pointsWinner: z.number().int(),
  entriesPerMember: z.number().int(),
};

/** A contest as admins see it, with its entries counted (the list leaves out `rules`). */
export const Contest = Publication.extend({
  ...contestFields,
  rules: z.string(),
  entries: z.number().int(),
  waiting: z.number().int(),
  accepted: z.number().int(),
  winners: z.number().int(),
  updatedAt: z.string(),
});
export type Contest = z.infer<typeof Contest>;
export const ContestList = z.object({ total: z.number().int(), data: z.array(Contest.omit({ rules: true })) });
export type ContestList = z.infer<typeof ContestList>;

/** One of the member's own entries, with its review and the points it brought. */
export const MyContestEntry = z.object({
  id: z.number().int(),
  text: z.string().nullable(),
  receiptNumber: z.string().nullable(),
  photos: z.array(z.string()),
  status: z.enum(CONTEST_ENTRY_STATUSES),
  rejectReason: z.string().nullable(),
  isWinner: z.boolean(),
  points: z.number().int(),
  createdAt: z.string(),
});
export type MyContestEntry = z.infer<typeof MyContestEntry>;

/** A contest as a member sees it: whether it takes entries now, and their own entries. */
export const ContestPublic = z.object({ ...contestFields, rules: z.string(), isOpen: z.boolean(), myEntries: z.array(MyContestEntry) });
export type ContestPublic = z.infer<typeof ContestPublic>;
export const ContestPublicList = z.object({ total: z.number().int(), data: z.array(ContestPublic.omit({ rules: true })) });
export type ContestPublicList = z.infer<typeof ContestPublicList>;

/** GET /api/contests: a member gets the open contests of their audience (`when=past`: ended ones); an admin gets all. */
export const ContestQuery = Paging(1000, 100).extend({
  search: searchText(),
  status: z.enum(PUBLICATION_STATUSES, { error: CONTENT_MESSAGES.status }).optional(),
  when: z.enum(['open', 'past'], { error: 'Wybierz: trwające albo zakończone' }).default('open'),
});
export type ContestQuery = z.input<typeof ContestQuery>;

/** POST /api/contests/{id}/entries: what the contest asks for (the photos are keys of the member's own uploads). */
export const ContestEntryBody = z.strictObject({
  text: optionalText(CONTEST_ENTRY_TEXT_MAX),
  receiptNumber: optionalText(60),
  photos: z.array(fileKey).max(CONTEST_PHOTOS_MAX, CONTEST_MESSAGES.tooManyPhotos(CONTEST_PHOTOS_MAX)).default([]),
});
export type ContestEntryBody = z.input<typeof ContestEntryBody>;
/** The answer to an entry: the sentence to show and the entry as the member now sees it. */
export const ContestEntrySent = z.object({ message: z.string(), entry: MyContestEntry });
export type ContestEntrySent = z.infer<typeof ContestEntrySent>;

/** An entry as admins review it. */
export const ContestEntry = MyContestEntry.extend({
  userId: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  reviewedAt: z.string().nullable(),
});
export type ContestEntry = z.infer<typeof ContestEntry>;
export const ContestEntryList = z.object({ total: z.number().int(), data: z.array(ContestEntry) });
export type ContestEntryList = z.infer<typeof ContestEntryList>;

/** GET /api/contests/{id}/entries (admin): newest first, optionally of one status or only the winners. */
export const ContestEntryQuery = Paging(1000, 50).extend({
  status: z.enum(CONTEST_ENTRY_STATUSES, { error: 'Wybierz status zgłoszenia' }).optional(),
  winners: z.enum(['true'], { error: 'Podaj winners=true' }).optional(),
});
export type ContestEntryQuery = z.input<typeof ContestEntryQuery>;

/**
 * PATCH /api/contests/entries/{id}: the review. `ACCEPTED` credits the contest's points for an
 * accepted entry, `isWinner: true` the winner's points — each once, however often it is sent.
 */
export const ContestReviewBody = z
  .strictObject({
    status: z.enum(['ACCEPTED', 'REJECTED'], { error: 'Wybierz: przyjmij albo odrzuć' }),
    rejectReason: optionalText(500),
    isWinner: z.boolean().optional(),
  })
  .refine((b) => b.status !== 'REJECTED' || b.rejectReason, { message: CONTEST_MESSAGES.rejectReason, path: ['rejectReason'] })
  .refine((b) => !(b.status === 'REJECTED' && b.isWinner), { message: CONTEST_MESSAGES.winnerNeedsAccepted, path: ['isWinner'] });
export type ContestReviewBody = z.input<typeof ContestReviewBody>;

/** GET /api/contests/{id}/entries/csv: its columns. */
export const CONTEST_ENTRY_CSV_COLUMNS = [
  'Zgłoszenie',
  'Nazwisko',
  'Imię',
  'E-mail',
  'Status',
  'Zwycięzca',
  'Punkty',
  'Powód odrzucenia',
  'Opis',
  'Paragon',
  'Zdjęcia',
  'Wysłane',
] as const;

/** GET /api/contests/{id}/entries/pdf: the results document. */
export const CONTEST_PDF_TEXTS = {
  author: 'Klub',
  title: (title: string) => `Konkurs: ${title} — wyniki`,
  period: (from: string, to: string) => `Zgłoszenia: ${from} – ${to}`,
  counts: (entries: number, accepted: number, winners: number, points: number) =>
    `Zgłoszenia: ${entries}, przyjęte: ${accepted}, zwycięzcy: ${winners}, przyznane punkty: ${points}`,
  none: 'Brak zgłoszeń.',
  columns: ['Nr', 'Uczestnik', 'E-mail', 'Status', 'Punkty'] as const,
  winner: 'zwycięzca',
  fileName: (id: number) => `konkurs-${id}-wyniki.pdf`,
};
