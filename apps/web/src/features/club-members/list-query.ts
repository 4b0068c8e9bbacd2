import { z } from 'zod';
import { MemberListQuery, ROLES } from '@klub/contracts';
import type { Input, getUsers } from '../../lib/api';

export const TAKE_OPTIONS = [10, 20, 50, 100];
export const FILTER_ROLES = [ROLES.USER, ROLES.CONTRACTOR, ROLES.ARCHITECT, ROLES.DTH, ROLES.RDS] as const;

/** The members list's URL state: the contract's query, at most 100 rows a page (the page's choices). */
export const MemberListState = MemberListQuery.extend({ take: z.coerce.number().int().min(1).max(100).default(20) });
export type MemberListState = z.output<typeof MemberListState>;
export type MemberSort = MemberListState['sort'];

export type MemberApiQuery = NonNullable<Input<typeof getUsers>['query']>;

/**
 * List state → getUsers query (server paging, sorting, filtering): filters first, in their order,
 * then skip and take; the role and the yes/no filters spelled as the URL does (role=41, isGold=true).
 */
export function toApiQuery({ skip, take, ...filters }: MemberListState): MemberApiQuery {
  const spelled = Object.entries(filters).map(([key, value]) => [
    key,
    typeof value === 'boolean' || key === 'role' ? String(value) : value,
  ]);
  return { ...(Object.fromEntries(spelled) as MemberApiQuery), skip, take };
}
