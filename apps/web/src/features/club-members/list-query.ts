import { z } from 'zod';
import { MemberListQuery, ROLES } from '@klub/contracts';

export const TAKE_OPTIONS = [10, 20, 50, 100];
export const FILTER_ROLES = [ROLES.USER, ROLES.CONTRACTOR, ROLES.ARCHITECT, ROLES.DTH, ROLES.RDS] as const;

/** The members list's URL state: the contract's query, at most 100 rows a page (the page's choices). */
export const MemberListState = MemberListQuery.extend({ take: z.coerce.number().int().min(1).max(100).default(20) });
export type MemberListState = z.output<typeof MemberListState>;
export type MemberSort = MemberListState['sort'];

/** List state → GET /api/users query (server paging, sorting, filtering): filters first, then skip and take. */
export function toApiQuery({ skip, take, ...filters }: MemberListState) {
  return { ...filters, skip, take };
}
export type MemberApiQuery = ReturnType<typeof toApiQuery>;
