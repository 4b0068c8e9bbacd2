import { z } from 'zod';
import { CUSTOMER_ROLES, roleShortLabel, type RoleCode } from './constants';
import { dbId, idNumber } from './common';
import { FIELD_MESSAGES } from './messages';

/**
 * The one audience model (docs/domain.md "Treści: publikacja i odbiorcy", "Statystyki według
 * odbiorców"): who may read a content item, and whom an admin report counts.
 */

export const AUDIENCE_ROLE_MESSAGE = 'Odbiorcami mogą być tylko role klienta (wykonawca, użytkownik, architekt, DTH, RDS)';

/** A list of ids in an audience (regions, member groups): each once, in order. */
const audienceIds = (max: number) =>
  z
    .array(dbId)
    .max(max, FIELD_MESSAGES.tooManyItems(max))
    .default([])
    .transform((ids) => [...new Set(ids)].sort((a, b) => a - b));

/**
 * Who may read an item (docs/domain.md "Treści: publikacja i odbiorcy"). Each part narrows it:
 * `roles` (none: every role of the customer area), `regions` (none: every region), and the groups
 * — gold, premium and admin-defined `groups` (/api/groups): ticked, only a member of one of them.
 * Nothing ticked: every member.
 */
export const Audience = z.strictObject({
  roles: z
    .array(
      z
        .number()
        .int()
        .refine((r) => CUSTOMER_ROLES.includes(r as RoleCode), AUDIENCE_ROLE_MESSAGE),
    )
    .max(CUSTOMER_ROLES.length)
    .transform((roles) => [...new Set(roles)].sort((a, b) => a - b) as RoleCode[]),
  regions: audienceIds(100),
  gold: z.boolean(),
  premium: z.boolean(),
  groups: audienceIds(100),
});
export type Audience = z.output<typeof Audience>;
export const EVERYONE: Audience = { roles: [], regions: [], gold: false, premium: false, groups: [] };

/** An audience as read back (its role codes as plain numbers). */
export interface AudienceShape {
  roles: readonly number[];
  regions: readonly number[];
  gold: boolean;
  premium: boolean;
  groups: readonly number[];
}

/** Names for the ids of an audience; an id no longer known shows as "nr 7". */
export interface AudienceNames {
  region: (id: number) => string;
  group: (id: number) => string;
}

/**
 * An audience in the admin's words — who reads an item, whom a report counts: "Wszyscy",
 * "Wykonawca; Mazowieckie; grupa złota lub Malarze".
 */
export function audienceLabel(audience: AudienceShape, names?: AudienceNames): string {
  const roles = audience.roles.map(roleShortLabel).join(', ');
  const regions = audience.regions.map((id) => names?.region(id) ?? `region nr ${id}`).join(', ');
  const groups = [
    audience.gold && 'grupa złota',
    audience.premium && 'grupa premium',
    ...audience.groups.map((id) => names?.group(id) ?? `grupa nr ${id}`),
  ]
    .filter(Boolean)
    .join(' lub ');
  return [roles, regions, groups].filter(Boolean).join('; ') || 'Wszyscy';
}

/** Nothing narrows the audience: every member. */
export const isEveryone = (a: AudienceShape): boolean =>
  a.roles.length === 0 && a.regions.length === 0 && !a.gold && !a.premium && a.groups.length === 0;

/** `role=21&role=31`, `role=21,31` or one `role=21`: a list in the query, each once (the screens' URLs use commas). */
const repeated = <T extends z.ZodType<number>>(item: T, max: number) =>
  z.preprocess(
    (v) =>
      v === undefined
        ? undefined
        : [v]
            .flat()
            .flatMap((x) => (typeof x === 'string' ? x.split(',') : [x]))
            .filter((x) => x !== ''),
    z
      .array(item)
      .max(max, FIELD_MESSAGES.tooManyItems(max))
      .optional()
      .transform((ids) => [...new Set(ids ?? [])].sort((a, b) => a - b)),
  );
const flag = z
  .enum(['true', 'false'], { error: 'Podaj true albo false' })
  .optional()
  .transform((v) => v === 'true');

/**
 * Whom a report counts (docs/domain.md "Statystyki według odbiorców"): the content audience model in
 * a URL — `role`, `region` and `group` repeated, `gold` and `premium`. Each part narrows: the roles,
 * the regions, and membership of one of the groups ticked. Nothing: every member.
 */
export const StatsAudienceQuery = z.object({
  role: repeated(
    z.coerce
      .number()
      .int()
      .refine((r) => CUSTOMER_ROLES.includes(r as RoleCode), AUDIENCE_ROLE_MESSAGE),
    CUSTOMER_ROLES.length,
  ),
  region: repeated(idNumber, 100),
  group: repeated(idNumber, 100),
  gold: flag,
  premium: flag,
});
export type StatsAudienceQuery = z.input<typeof StatsAudienceQuery>;

/** The audience of a report's query. */
export const statsAudienceOf = (q: z.output<typeof StatsAudienceQuery>): Audience => ({
  roles: q.role as RoleCode[],
  regions: q.region,
  gold: q.gold,
  premium: q.premium,
  groups: q.group,
});
