import type { FastifyInstance, FastifyReply, RouteOptions } from 'fastify';
import { ErrorResponse } from '@klub/contracts';
import type { Access } from '../plugins/access';

/**
 * Error responses a route documents in OpenAPI beyond the derived ones (404, 409, 413, 415, 429…);
 * all share the `{message}` shape. 400, 401 and 403 are added by `registerRouteDefaults`.
 */
export function errorResponses(...statuses: number[]) {
  return Object.fromEntries(statuses.map((s) => [s, ErrorResponse])) as Record<number, typeof ErrorResponse>;
}

type RouteSchema = NonNullable<RouteOptions['schema']> & { security?: Array<Record<string, string[]>>; operationId?: string };

/**
 * What a route's schema and access already say about it: 400 when it takes a body, params or a
 * query (zod refuses them in Polish); 401 and 403 when it is not public; the bearer scheme of its
 * space (none for a public route). A pure function, so the OpenAPI test and the hook agree.
 */
export function derivedResponses(
  schema: RouteSchema,
  access: Access | undefined,
): { statuses: number[]; security: NonNullable<RouteSchema['security']> } {
  const statuses: number[] = [];
  if (schema.body || schema.params || schema.querystring) statuses.push(400);
  if (!access || access === 'public') return { statuses, security: [] }; // no token: said, not left out
  statuses.push(401, 403);
  const schemes = { customer: ['customerToken'], admin: ['adminToken'], any: ['customerToken', 'adminToken'] }[access.space];
  return { statuses, security: schemes.map((name) => ({ [name]: [] })) };
}

/**
 * A stable operationId from the method and the path, for client generators:
 * `GET /api/users/:id/points` → `getUsersByIdPoints`, `POST /api/codes/batches` → `postCodesBatches`.
 */
export function operationId(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split('/')
    .flatMap((segment) => (segment.startsWith(':') ? ['by', segment.slice(1)] : segment.split(/[-_.]/)))
    .filter(Boolean);
  return method.toLowerCase() + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}

/** An /api route as a module declared it: the web's typed operations are generated from these (scripts/api-operations.mjs). */
export interface ApiRoute {
  method: string;
  url: string;
  /** The route's own schema (zod objects from @klub/contracts), before the derived answers are added. */
  schema: RouteSchema | undefined;
  operationId: string;
}
const registered = new WeakMap<FastifyInstance, ApiRoute[]>();
/** Every /api route of an app built with `registerRouteDefaults`, in the order the modules added them. */
export const apiRoutesOf = (app: FastifyInstance): readonly ApiRoute[] => registered.get(app) ?? [];

/**
 * Every /api route documents the answers its schema and access imply, without listing them by
 * hand: registered before the modules, so it sees each route as it is added.
 */
export function registerRouteDefaults(app: FastifyInstance) {
  const table: ApiRoute[] = [];
  registered.set(app, table);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      const schema = route.schema as RouteSchema | undefined;
      table.push({ method, url: route.url, schema, operationId: schema?.operationId ?? operationId(method, route.url) });
    }
    if (!route.schema?.response) return;
    const schema = route.schema as RouteSchema;
    const { statuses, security } = derivedResponses(schema, route.config?.access);
    // New objects: a schema or response map may be shared by several routes.
    route.schema = {
      ...schema,
      response: { ...errorResponses(...statuses), ...(schema.response as object) },
      ...(schema.security ? {} : { security }),
      operationId: schema.operationId ?? operationId(String(route.method), route.url),
    };
  });
}

/**
 * Sends JSON text built ahead (a hot read's answer assembled from cached, pre-serialised parts):
 * Fastify sends a string as it is, so the response schema's serialiser does not run again.
 */
export const sendJson = (reply: FastifyReply, json: string) => reply.header('content-type', 'application/json; charset=utf-8').send(json);
