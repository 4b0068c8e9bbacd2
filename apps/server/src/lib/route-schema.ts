import { ErrorResponse } from '@klub/contracts';

/** Error responses a route documents in OpenAPI; all share the `{message}` shape. */
export function errorResponses(...statuses: number[]) {
  return Object.fromEntries(statuses.map((s) => [s, ErrorResponse])) as Record<number, typeof ErrorResponse>;
}

/** Statuses any signed-in route can answer with. */
export const AUTH_ERRORS = [401, 403] as const;
