import { MEMBER_SORTS, ROLES, STATUS_FILTERS, type StatusFilter } from '@klub/contracts';

export type MemberSort = (typeof MEMBER_SORTS)[number];
export type Order = 'asc' | 'desc';
export type FlagFilter = '' | 'true' | 'false';

/** The list's state as kept in the URL query (defaults are left out of the URL). */
export interface MemberListState {
  search: string;
  status: StatusFilter;
  role: number | null;
  regionId: number | null;
  isGold: FlagFilter;
  isPremium: FlagFilter;
  sort: MemberSort;
  order: Order;
  page: number;
  take: number;
}

export const DEFAULT_TAKE = 20;
export const TAKE_OPTIONS = [10, 20, 50, 100];
export const FILTER_ROLES = [ROLES.USER, ROLES.CONTRACTOR, ROLES.ARCHITECT, ROLES.DTH, ROLES.RDS] as const;

export const DEFAULT_STATE: MemberListState = {
  search: '',
  status: 'ALL',
  role: null,
  regionId: null,
  isGold: '',
  isPremium: '',
  sort: 'lastname',
  order: 'asc',
  page: 0,
  take: DEFAULT_TAKE,
};

const positiveInt = (raw: string | null): number | null => {
  const n = Number(raw);
  return raw && Number.isInteger(n) && n > 0 ? n : null;
};
const flag = (raw: string | null): FlagFilter => (raw === 'true' || raw === 'false' ? raw : '');
const oneOf = <T extends string>(values: readonly T[], raw: string | null, fallback: T): T =>
  values.includes(raw as T) ? (raw as T) : fallback;

/** URL query → list state; anything unknown falls back to the default. */
export function parseListParams(params: URLSearchParams): MemberListState {
  const role = positiveInt(params.get('role'));
  const take = positiveInt(params.get('take'));
  const page = positiveInt(params.get('page'));
  return {
    search: (params.get('search') ?? '').slice(0, 100),
    status: oneOf(STATUS_FILTERS, params.get('status'), 'ALL'),
    role: role !== null && (FILTER_ROLES as readonly number[]).includes(role) ? role : null,
    regionId: positiveInt(params.get('regionId')),
    isGold: flag(params.get('isGold')),
    isPremium: flag(params.get('isPremium')),
    sort: oneOf(MEMBER_SORTS, params.get('sort'), 'lastname'),
    order: oneOf(['asc', 'desc'] as const, params.get('order'), 'asc'),
    page: page ? page - 1 : 0,
    take: take && take <= 100 ? take : DEFAULT_TAKE,
  };
}

/** List state → URL query (1-based page; defaults left out). */
export function toSearchParams(state: MemberListState): URLSearchParams {
  const out = new URLSearchParams();
  if (state.search.trim()) out.set('search', state.search.trim());
  if (state.status !== 'ALL') out.set('status', state.status);
  if (state.role !== null) out.set('role', String(state.role));
  if (state.regionId !== null) out.set('regionId', String(state.regionId));
  if (state.isGold) out.set('isGold', state.isGold);
  if (state.isPremium) out.set('isPremium', state.isPremium);
  if (state.sort !== DEFAULT_STATE.sort) out.set('sort', state.sort);
  if (state.order !== DEFAULT_STATE.order) out.set('order', state.order);
  if (state.page > 0) out.set('page', String(state.page + 1));
  if (state.take !== DEFAULT_TAKE) out.set('take', String(state.take));
  return out;
}

export type MemberApiQuery = Record<string, string | number | undefined>;

/** List state → GET /api/users query (server paging, sorting, filtering). */
export function toApiQuery(state: MemberListState): MemberApiQuery {
  return {
    search: state.search.trim() || undefined,
    status: state.status,
    role: state.role ?? undefined,
    regionId: state.regionId ?? undefined,
    isGold: state.isGold || undefined,
    isPremium: state.isPremium || undefined,
    sort: state.sort,
    order: state.order,
    skip: state.page * state.take,
    take: state.take,
  };
}
