import { z } from 'zod';
import { dbId, email, idNumber, optionalText, Paging, searchText, text } from './common';

/**
 * Member groups an admin defines (/api/groups, docs/domain.md "Grupy członków i odbiorcy"): a
 * name, a description and members, added by hand or as a pasted list of e-mails. Content is
 * addressed to them through its audience (`audience.groups`), beside gold and premium.
 */

/**
 * What a region or a member group is the audience of: content items and bonus-point campaigns
 * (their current terms), "treści (2) i akcji punktowych (1)".
 */
export const audienceUsesText = (items: number, campaigns = 0): string =>
  [items > 0 || campaigns === 0 ? `treści (${items})` : '', campaigns > 0 ? `akcji punktowych (${campaigns})` : '']
    .filter(Boolean)
    .join(' i ');

export const MEMBER_GROUP_MESSAGES = {
  nameTaken: 'Grupa o tej nazwie już istnieje',
  inAudience: (items: number, campaigns = 0) =>
    `Ta grupa jest odbiorcą ${audienceUsesText(items, campaigns)} — zmień ich odbiorców, zanim ją usuniesz (inaczej trafiłyby do wszystkich)`,
  unknownGroups: 'Nie ma takiej grupy członków — odśwież formularz i wybierz grupę ponownie',
  unknownRegions: 'Nie ma takiego regionu — odśwież formularz i wybierz region ponownie',
  nobodyToAdd: 'Wybierz członka albo wklej adresy e-mail',
} as const;

/** Most members one request adds (a pasted column of e-mails). */
export const GROUP_ADD_MAX = 5000;

/** A group as the admin's table shows it. */
export const MemberGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  memberCount: z.number().int(),
  createdAt: z.string(),
});
export type MemberGroup = z.infer<typeof MemberGroup>;

/** POST /api/groups and PATCH /api/groups/{id}. */
export const MemberGroupBody = z.strictObject({ name: text(120), description: optionalText(500) });
export type MemberGroupBody = z.input<typeof MemberGroupBody>;

/** GET /api/groups: by name; `search` looks in names and descriptions. */
export const MemberGroupQuery = Paging(1000, 20).extend({ search: searchText() });
export type MemberGroupQuery = z.input<typeof MemberGroupQuery>;
export const MemberGroupPage = z.object({ total: z.number().int(), data: z.array(MemberGroup) });
export type MemberGroupPage = z.infer<typeof MemberGroupPage>;

/** A member of a group. */
export const GroupMember = z.object({
  id: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  companyName: z.string().nullable(),
  role: z.number().int(),
  regionName: z.string().nullable(),
  addedAt: z.string(),
});
export type GroupMember = z.infer<typeof GroupMember>;

/** GET /api/groups/{id}/members: newest first; `search` looks in names, e-mails and companies. */
export const GroupMemberQuery = Paging(200, 25).extend({ search: searchText() });
export type GroupMemberQuery = z.input<typeof GroupMemberQuery>;
export const GroupMemberPage = z.object({ total: z.number().int(), data: z.array(GroupMember) });
export type GroupMemberPage = z.infer<typeof GroupMemberPage>;

/**
 * POST /api/groups/{id}/members: members by id (picked in the form) and/or by e-mail (a column
 * pasted from a spreadsheet). Someone already in the group stays once.
 */
export const GroupMembersAdd = z
  .strictObject({
    userIds: z.array(dbId).max(GROUP_ADD_MAX).default([]),
    emails: z.array(email).max(GROUP_ADD_MAX).default([]),
  })
  .refine((b) => b.userIds.length + b.emails.length > 0, MEMBER_GROUP_MESSAGES.nobodyToAdd);
export type GroupMembersAdd = z.input<typeof GroupMembersAdd>;

/** What adding did: how many joined, how many were already in, and the e-mails of nobody in the club (or of staff). */
export const GroupMembersAdded = z.object({
  added: z.number().int(),
  already: z.number().int(),
  unknown: z.array(z.string()),
});
export type GroupMembersAdded = z.infer<typeof GroupMembersAdded>;

/** The `:userId` of /api/groups/{id}/members/{userId}. */
export const GroupMemberParam = z.strictObject({ id: idNumber, userId: idNumber });
