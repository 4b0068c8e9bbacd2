import type { FastifyContextConfig, FastifySchema } from 'fastify';
import { errorResponses } from './route-schema';

/**
 * A route's options on a line or two: who may call it (`config`), its OpenAPI tags, its answers
 * (`ok(X, 404)`, `created(X, 409)`) and the rest of its schema (summary, description, params,
 * querystring, body) — `spec(admin, tags, ok(X, 404), { summary: 'Jedna rzecz', params: IdParam })`.
 * The object is the one a route would spell out, `{ config, schema: { tags, ...schema, response } }`,
 * and its type keeps the schema's zod types: Fastify still types req.params/query/body and the
 * handler's answer from it.
 */
export function spec<C extends FastifyContextConfig, R extends FastifySchema['response'], S extends FastifySchema & { summary: string }>(
  config: C,
  tags: readonly string[],
  response: R,
  schema: S,
): { config: C; schema: { tags: readonly string[] } & S & { response: R } } {
  return { config, schema: { tags, ...schema, response } };
}

/**
 * `{ 200: schema, ...errorResponses(...statuses) }`: a route's answer and the errors it documents.
 * Typed `{ 200: schema }`, as that spread is: the handler's answer is checked against the schema.
 */
export const ok = <T>(schema: T, ...statuses: number[]): { 200: T } => ({ 200: schema, ...errorResponses(...statuses) });

/** `{ 201: schema, ...errorResponses(...statuses) }`: what a route that creates answers. */
export const created = <T>(schema: T, ...statuses: number[]): { 201: T } => ({ 201: schema, ...errorResponses(...statuses) });

/** A handler's answer once its work is done: `(req) => withMessage(service.remove(db, req.params.id), SERVER_MESSAGES.deleted)`. */
export async function withMessage<M extends string>(work: Promise<unknown>, message: M): Promise<{ message: M }> {
  await work;
  return { message };
}
