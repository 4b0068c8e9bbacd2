import { z } from 'zod';
import { Audience, AUDIENCE_ROLE_MESSAGE } from './audience';
import { FIELD_MESSAGES } from './messages';
import { dbId, isoDay, optionalText, orNone, Paging, safeString, searchText, text, wholeNumber } from './common';
import { fileKey, optionalFileKey } from './files';

/**
 * Content (news, articles, texts, banners, FAQ…): what every published item has — a status, a
 * publication time and an audience (docs/domain.md "Treści: publikacja i odbiorcy"). A member only
 * ever receives a PUBLISHED item whose time has come and whose audience includes them.
 */

export const PUBLICATION_STATUSES = ['DRAFT', 'PUBLISHED'] as const;
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];
export const PUBLICATION_STATUS_LABELS: Record<PublicationStatus, string> = { DRAFT: 'Szkic', PUBLISHED: 'Opublikowany' };

export const CONTENT_MESSAGES = {
  status: 'Wybierz: szkic albo opublikowany',
  publishAt: 'Podaj dzień publikacji rrrr-mm-dd albo datę i godzinę ISO 8601 ze strefą (np. 2026-05-01T10:00:00+02:00)',
  bannerEndsAt: 'Podaj ostatni dzień wyświetlania rrrr-mm-dd albo datę i godzinę ISO 8601 ze strefą (np. 2026-05-31T23:59:00+02:00)',
  audienceRole: AUDIENCE_ROLE_MESSAGE,
  faqGroupTaken: 'Grupa FAQ o tej nazwie już istnieje',
  textKey: 'Klucz może mieć tylko małe litery, cyfry i myślniki (np. about-program)',
  textKeyTaken: 'Tekst o tym kluczu już istnieje',
  bannerLink: 'Podaj stronę Klubu (np. /group/3) albo adres zaczynający się od https://',
  bannerEnds: 'Koniec wyświetlania musi być później niż początek',
  bannerMove: 'Wybierz: wyżej albo niżej',
  regulationTaken: 'Regulamin o tej wersji już istnieje',
  regulationPublished: 'Opublikowanego regulaminu nie można zmienić ani usunąć — dodaj nową wersję',
  regulationNotCurrent: 'To nie jest aktualny regulamin — odśwież stronę',
  regulationPdf: 'Regulamin musi być plikiem PDF',
  regulationAccepted: 'Dziękujemy — regulamin zaakceptowany',
} as const;

/** true for an ISO 8601 time with its offset (`2026-12-01T08:00:00.000Z`), as the API answers it. */
const isIsoMoment = (v: string) =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/.test(v) && !Number.isNaN(Date.parse(v));

/** A moment only (ISO 8601 with its offset): for a time a day alone cannot give, such as a training's start. */
export const isoMoment = (message: string, description: string) =>
  safeString().trim().refine(isIsoMoment, { message, abort: true }).meta({ description, format: 'date-time' });

const warsawParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Warsaw',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The moment midnight begins `day` (yyyy-mm-dd) in Poland. */
export function warsawMidnight(day: string): Date {
  const utcMidnight = Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
  // Poland's offset that day (clocks change at 01:00 UTC, after Polish midnight): wall time minus UTC.
  const p = Object.fromEntries(warsawParts.formatToParts(new Date(utcMidnight)).map((x) => [x.type, x.value]));
  const wall = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
  return new Date(utcMidnight - (wall - utcMidnight));
}

/**
 * A time a body sends as a moment (ISO 8601 with its zone) or, as spec §7 sends dates, as a plain day
 * `yyyy-mm-dd`: a `start` day begins at its midnight in Poland (Europe/Warsaw), an `end` day lasts to
 * its last millisecond (23:59:59.999 Polish time). Hands on an ISO moment either way; the OpenAPI
 * document shows both forms. Contests' start and end, publication, a banner's end, a training's end and
 * sign-up deadline (docs/architecture.md "Dates").
 */
export const dayOrMoment = (edge: 'start' | 'end', message: string, description: string) =>
  safeString()
    .trim()
    // Aborts: the rules between fields (an end after the start) never read a time that is not one.
    .refine((v) => isIsoMoment(v) || isoDay.safeParse(v).success, { message, abort: true })
    .transform((v) => {
      if (v.includes('T')) return v;
      if (edge === 'start') return warsawMidnight(v).toISOString();
      const next = new Date(Date.UTC(Number(v.slice(0, 4)), Number(v.slice(5, 7)) - 1, Number(v.slice(8, 10)) + 1));
      return new Date(warsawMidnight(next.toISOString().slice(0, 10)).getTime() - 1).toISOString();
    })
    .meta({
      description,
      anyOf: [
        { type: 'string', format: 'date-time' },
        { type: 'string', format: 'date' },
      ],
    });

/** Rich text that must say something: tags, `&nbsp;` and spaces alone are empty. */
export const richText = (max: number) =>
  safeString()
    .max(max, FIELD_MESSAGES.tooLong(max))
    .refine((v) => v.replace(/<(?!img)[^>]*>|&nbsp;|\s/g, '').length > 0, FIELD_MESSAGES.required);

/** The publication fields of a body: a new item without them is a draft for everyone, dated now. */
export const publicationFields = {
  status: z.enum(PUBLICATION_STATUSES, { error: CONTENT_MESSAGES.status }).optional(),
  publishAt: dayOrMoment(
    'start',
    CONTENT_MESSAGES.publishAt,
    'Publikacja od: data i godzina ISO 8601 ze strefą albo sam dzień rrrr-mm-dd (od północy czasu polskiego)',
  ).optional(),
  audience: Audience.optional(),
};

/** The publication fields of an answer (admin side). */
export const Publication = z.object({
  status: z.enum(PUBLICATION_STATUSES),
  publishAt: z.string(),
  audience: z.object({
    roles: z.array(z.number().int()),
    regions: z.array(z.number().int()),
    gold: z.boolean(),
    premium: z.boolean(),
    groups: z.array(z.number().int()),
  }),
});
export type Publication = z.infer<typeof Publication>;

/** Highest `pos` (order) of a FAQ group or question. */
export const FAQ_POS_MAX = 1_000_000;
/** Longest FAQ answer (HTML, before sanitising). */
export const FAQ_ANSWER_MAX = 20_000;

/** A FAQ question as admins see it. */
export const FaqQuestion = Publication.extend({
  id: z.number().int(),
  groupId: z.number().int(),
  groupName: z.string(),
  question: z.string(),
  /** Sanitised HTML. */
  answer: z.string(),
  pos: z.number().int(),
});
export type FaqQuestion = z.infer<typeof FaqQuestion>;

/** A FAQ group with its questions in order (admin: every question, any status). */
export const FaqGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  pos: z.number().int(),
  questions: z.array(FaqQuestion),
});
export type FaqGroup = z.infer<typeof FaqGroup>;

/** GET /api/faq/groups (admin): in order; `search` looks in group names, questions and answers. */
export const FaqGroupQuery = Paging(200, 200).extend({ search: searchText() });
export type FaqGroupQuery = z.input<typeof FaqGroupQuery>;
export const FaqGroupList = z.object({ total: z.number().int(), data: z.array(FaqGroup) });
export type FaqGroupList = z.infer<typeof FaqGroupList>;

/** POST /api/faq/groups, PATCH /api/faq/groups/{id}. Without `pos` a new group goes last, an edited one stays. */
export const FaqGroupBody = z.strictObject({ name: text(200), pos: wholeNumber(0, FAQ_POS_MAX).optional() });
export type FaqGroupBody = z.input<typeof FaqGroupBody>;

/** POST /api/faq, PATCH /api/faq/{id}: a question in a group; without `pos` it goes to the end of its group. */
export const FaqBody = z.strictObject({
  groupId: dbId,
  question: text(500),
  answer: richText(FAQ_ANSWER_MAX),
  pos: wholeNumber(0, FAQ_POS_MAX).optional(),
  ...publicationFields,
});
export type FaqBody = z.input<typeof FaqBody>;

/** GET /api/faq (a member): the groups that have a question for them, with only those questions. */
export const FaqPublicQuestion = z.object({ id: z.number().int(), question: z.string(), answer: z.string() });
export const FaqPublicGroup = z.object({ id: z.number().int(), name: z.string(), questions: z.array(FaqPublicQuestion) });
export type FaqPublicGroup = z.infer<typeof FaqPublicGroup>;
export const FaqPublicList = z.object({ total: z.number().int(), data: z.array(FaqPublicGroup) });
export type FaqPublicList = z.infer<typeof FaqPublicList>;

// ---- news and articles (/api/news, /api/articles) ----

/** The two kinds of post: news (/news) and articles for customers (/for-customers); one shape. */
/** `TRAINING`: training news, the notice board of /trainings (docs/domain.md "Tablica ogłoszeń szkoleniowych"). */
export const POST_KINDS = ['NEWS', 'ARTICLE', 'TRAINING'] as const;
export type PostKind = (typeof POST_KINDS)[number];

/**
 * Longest post body (HTML, before sanitising): room for a long article with tables, not for a pasted
 * file. The routes that take it accept a request of up to POST_REQUEST_BYTES (the server's default is 100 KiB).
 */
export const POST_BODY_MAX = 200_000;
export const POST_REQUEST_BYTES = 1024 * 1024;
/** Spec §9: news 24 per page, the home page 10 newest, articles for customers the first 9999. */
export const NEWS_PAGE_SIZE = 24;
export const HOME_NEWS = 10;
export const CUSTOMER_ARTICLES_TAKE = 9999;

/** POST and PATCH of /api/news and /api/articles: the whole post (an edit leaves out only the publication fields it keeps). */
export const PostBody = z.strictObject({
  title: text(200),
  lead: optionalText(1000).transform((v) => v ?? ''),
  body: richText(POST_BODY_MAX),
  image: optionalFileKey,
  ...publicationFields,
});
export type PostBody = z.input<typeof PostBody>;

/** A post as admins see it: every field, its publication and how many members opened it. */
export const Post = Publication.extend({
  id: z.number().int(),
  title: z.string(),
  lead: z.string(),
  /** Sanitised HTML. */
  body: z.string(),
  image: z.string().nullable(),
  reads: z.number().int(),
  updatedAt: z.string(),
});
export type Post = z.infer<typeof Post>;

/** A post in a member's list: no body; `isNew` until they open it. */
export const PostSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  lead: z.string(),
  image: z.string().nullable(),
  publishAt: z.string(),
  isNew: z.boolean(),
});
export type PostSummary = z.infer<typeof PostSummary>;
/** A post a member opens (GET /api/news/{id}): opening it marks it read. */
export const PostPublic = PostSummary.extend({ body: z.string() });
export type PostPublic = z.infer<typeof PostPublic>;

/**
 * GET /api/news, /api/articles. A member gets what they may read now, newest first (`search` in the
 * title and lead); an admin gets every post, newest first, and may narrow it by `status`.
 */
export const PostQuery = Paging(10_000, NEWS_PAGE_SIZE).extend({
  search: searchText(),
  status: z.enum(PUBLICATION_STATUSES, { error: CONTENT_MESSAGES.status }).optional(),
});
export type PostQuery = z.input<typeof PostQuery>;
export const PostList = z.object({ total: z.number().int(), data: z.array(Post.omit({ body: true })) });
export type PostList = z.infer<typeof PostList>;
export const PostSummaryList = z.object({ total: z.number().int(), data: z.array(PostSummary) });
export type PostSummaryList = z.infer<typeof PostSummaryList>;

// ---- texts (/api/texts) ----

/** The texts the customer pages ask for, by key, with what each is for (the admin form offers these keys). */
export const TEXT_KEYS = {
  'about-program': 'Strona „O programie” (/about-program)',
  contact: 'Strona „Kontakt” (/contact), pod danymi biura',
} as const;
export type TextKey = keyof typeof TEXT_KEYS;
/** Longest text body (HTML, before sanitising). */
export const TEXT_BODY_MAX = 50_000;

/** A text's key: lowercase letters, digits and dashes (it goes into an address). */
export const textKey = safeString()
  .trim()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, CONTENT_MESSAGES.textKey)
  .max(60, FIELD_MESSAGES.tooLong(60));

/** POST /api/texts, PATCH /api/texts/{id}: the whole text; a new one without a status is a draft. */
export const TextBody = z.strictObject({
  key: textKey,
  title: text(200),
  body: richText(TEXT_BODY_MAX),
  status: z.enum(PUBLICATION_STATUSES, { error: CONTENT_MESSAGES.status }).optional(),
});
export type TextBody = z.input<typeof TextBody>;

/** A text as admins see it. */
export const ContentText = z.object({
  id: z.number().int(),
  key: z.string(),
  title: z.string(),
  /** Sanitised HTML. */
  body: z.string(),
  status: z.enum(PUBLICATION_STATUSES),
  updatedAt: z.string(),
});
export type ContentText = z.infer<typeof ContentText>;
export const ContentTextList = z.object({ total: z.number().int(), data: z.array(ContentText.omit({ body: true })) });
export type ContentTextList = z.infer<typeof ContentTextList>;

/** GET /api/texts/key/{key} (anyone): a published text. */
export const TextKeyParam = z.strictObject({ key: textKey });
export const PublicText = ContentText.pick({ key: true, title: true, body: true });
export type PublicText = z.infer<typeof PublicText>;

// ---- banners (/api/banners) ----

/** A banner's link: a page of the club (`/group/3`) or an https/http address. */
const bannerLink = orNone(
  safeString()
    .trim()
    .max(500, FIELD_MESSAGES.tooLong(500))
    .refine((v) => /^\/(?!\/)\S*$/.test(v) || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(v), CONTENT_MESSAGES.bannerLink),
);

/** The fields of POST /api/banners and PATCH /api/banners/{id} (the form extends these). */
export const BannerFields = z.strictObject({
  title: text(200),
  image: fileKey,
  link: bannerLink,
  /** When it stops showing; none: it shows until unpublished. */
  endsAt: orNone(
    dayOrMoment(
      'end',
      CONTENT_MESSAGES.bannerEndsAt,
      'Koniec wyświetlania: data i godzina ISO 8601 ze strefą albo sam dzień rrrr-mm-dd (do końca tego dnia czasu polskiego)',
    ),
  ),
  ...publicationFields,
});
/** A banner: an end, if any, after the start (checked again on the server against the stored start). */
export const BannerBody = BannerFields.refine((b) => !b.endsAt || !b.publishAt || Date.parse(b.endsAt) > Date.parse(b.publishAt), {
  message: CONTENT_MESSAGES.bannerEnds,
  path: ['endsAt'],
});
export type BannerBody = z.input<typeof BannerBody>;

/** A banner as admins see it: in `pos` order, with its publication and end. */
export const Banner = Publication.extend({
  id: z.number().int(),
  title: z.string(),
  image: z.string(),
  link: z.string().nullable(),
  pos: z.number().int(),
  endsAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type Banner = z.infer<typeof Banner>;
/** A banner a member sees on the home page. */
export const PublicBanner = Banner.pick({ id: true, title: true, image: true, link: true });
export type PublicBanner = z.infer<typeof PublicBanner>;
export const BannerList = z.object({ total: z.number().int(), data: z.array(Banner) });
export type BannerList = z.infer<typeof BannerList>;
export const PublicBannerList = z.object({ total: z.number().int(), data: z.array(PublicBanner) });
export type PublicBannerList = z.infer<typeof PublicBannerList>;

/** POST /api/banners/{id}/move: one place up or down the order; answers the whole list. */
export const BannerMove = z.strictObject({ direction: z.enum(['up', 'down'], { error: CONTENT_MESSAGES.bannerMove }) });
export type BannerMove = z.infer<typeof BannerMove>;

// ---- regulations (/api/regulations) ----

/** POST /api/regulations, PATCH /api/regulations/{id} (a draft only): the version's name, what changed, its PDF. */
export const RegulationBody = z.strictObject({
  version: text(60),
  summary: optionalText(2000).transform((v) => v ?? ''),
  fileKey: fileKey,
});
export type RegulationBody = z.input<typeof RegulationBody>;

/** A version as admins see it: drafts too, and how many members accepted it. */
export const Regulation = z.object({
  id: z.number().int(),
  version: z.string(),
  summary: z.string(),
  fileKey: z.string(),
  fileUrl: z.string(),
  publishedAt: z.string().nullable(),
  /** The last published version: the one members accept. */
  isCurrent: z.boolean(),
  accepted: z.number().int(),
});
export type Regulation = z.infer<typeof Regulation>;
/** GET /api/regulations: newest first; `members` is how many active members could accept (for the share). */
export const RegulationList = z.object({ total: z.number().int(), members: z.number().int(), data: z.array(Regulation) });
export type RegulationList = z.infer<typeof RegulationList>;

/** The current version as members and the registration see it. */
export const CurrentRegulation = z.object({ id: z.number().int(), version: z.string(), summary: z.string(), fileUrl: z.string() });
export type CurrentRegulation = z.infer<typeof CurrentRegulation>;

// ---- the registration screen's photos (/api/page/photos, /api/page/photo) ----

export const PAGE_PHOTO_MESSAGES = {
  notPhoto: 'Wybierz zdjęcie (JPG, PNG, WEBP lub GIF) przesłane przyciskiem „Dodaj zdjęcie”',
} as const;

/** POST /api/page/photo: an uploaded photo (its key) and a description read aloud by screen readers. */
export const PagePhotoBody = z.strictObject({
  image: fileKey,
  title: optionalText(200),
});
export type PagePhotoBody = z.input<typeof PagePhotoBody>;

/** PATCH /api/page/photo/{id}: the description only (a different picture is a new photo). */
export const PagePhotoTitleBody = PagePhotoBody.pick({ title: true });
export type PagePhotoTitleBody = z.input<typeof PagePhotoTitleBody>;
