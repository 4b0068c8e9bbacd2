import { z } from 'zod';
import { CUSTOMER_ROLES, type RoleCode } from './constants';
import { FIELD_MESSAGES } from './messages';
import { dbId, Paging, safeString, searchText, text, wholeNumber } from './common';

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
  publishAt: 'Podaj datę i godzinę publikacji',
  audienceRole: 'Odbiorcami mogą być tylko role klienta (wykonawca, użytkownik, architekt, DTH, RDS)',
  faqGroupTaken: 'Grupa FAQ o tej nazwie już istnieje',
} as const;

/**
 * Who may read an item. No roles: every role of the customer area; roles: only those. `gold` and
 * `premium` narrow it further to members of the gold group or of the premium group (either one
 * when both are ticked). Nothing ticked: every member.
 */
export const Audience = z.strictObject({
  roles: z
    .array(
      z
        .number()
        .int()
        .refine((r) => CUSTOMER_ROLES.includes(r as RoleCode), CONTENT_MESSAGES.audienceRole),
    )
    .max(CUSTOMER_ROLES.length)
    .transform((roles) => [...new Set(roles)].sort((a, b) => a - b) as RoleCode[]),
  gold: z.boolean(),
  premium: z.boolean(),
});
export type Audience = z.output<typeof Audience>;
export const EVERYONE: Audience = { roles: [], gold: false, premium: false };

/** An ISO 8601 time with its offset (`2026-12-01T08:00:00.000Z`), as the API answers it. */
export const isoDateTime = safeString().refine(
  (v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/.test(v) && !Number.isNaN(Date.parse(v)),
  {
    message: CONTENT_MESSAGES.publishAt,
  },
);

/** The publication fields of a body: a new item without them is a draft for everyone, dated now. */
export const publicationFields = {
  status: z.enum(PUBLICATION_STATUSES, { error: CONTENT_MESSAGES.status }).optional(),
  publishAt: isoDateTime.optional(),
  audience: Audience.optional(),
};

/** The publication fields of an answer (admin side). */
export const Publication = z.object({
  status: z.enum(PUBLICATION_STATUSES),
  publishAt: z.string(),
  audience: z.object({ roles: z.array(z.number().int()), gold: z.boolean(), premium: z.boolean() }),
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
  answer: safeString()
    .max(FAQ_ANSWER_MAX, FIELD_MESSAGES.tooLong(FAQ_ANSWER_MAX))
    .refine((v) => v.replace(/<[^>]*>|&nbsp;|\s/g, '').length > 0, FIELD_MESSAGES.required),
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
