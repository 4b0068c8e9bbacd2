import type { QueryKey } from '@tanstack/react-query';
import { request, requestFile, downloadAs, type RequestOptions } from '../api-client';
import type { Operation, OperationTypes, PathParamNames } from './operation';

type Types<O> = O extends Operation<infer T> ? T : never;
type Path<O> = O extends Operation<OperationTypes, infer _M, infer P> ? P : never;
/** `{ params: { id } }` when the path has parameters, nothing otherwise. */
type ParamsPart<O> = [PathParamNames<Path<O>>] extends [never]
  ? { params?: never }
  : { params: Record<PathParamNames<Path<O>>, string | number> };
/** `true` when every field of T may be left out. */
type AllOptional<T> = Partial<T> extends T ? true : false;
type QueryPart<O> = [Types<O>['query']] extends [undefined]
  ? { query?: never }
  : AllOptional<NonNullable<Types<O>['query']>> extends true
    ? { query?: Types<O>['query'] }
    : { query: Types<O>['query'] };
type BodyPart<O> = [Types<O>['body']] extends [undefined] ? { body?: never } : { body: Types<O>['body'] };

/** What a call of `O` is given: its path parameters, query and body, as the contracts type them. */
export type Input<O> = ParamsPart<O> & QueryPart<O> & BodyPart<O>;
/** What a call of `O` answers (the route's 2xx contract). */
export type Answer<O> = Types<O>['response'];
/** Where a call goes besides its input: the token space, an abort signal, 401 handling. */
export type CallOptions = Pick<RequestOptions, 'signal' | 'space' | 'handleUnauthorized'>;

/** Every argument is optional when the operation takes no params, no required query and no body. */
type Args<O> = AllOptional<Input<O>> extends true ? [input?: Input<O>, options?: CallOptions] : [input: Input<O>, options?: CallOptions];

/** The operation's URL path with its parameters filled in (each one URI-encoded). */
export function pathOf(op: Operation, params?: Record<string, string | number>): string {
  return op.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${op.method} ${op.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

type Sent = { params?: Record<string, string | number>; query?: unknown; body?: unknown } | undefined;

/**
 * Calls an operation through the app's one client (Bearer token of the space, 401 handling, the
 * server's Polish messages as ApiError): `call(getFaqGroupsById, { params: { id } })`.
 */
export function call<O extends Operation>(op: O, ...[input, options]: Args<O>): Promise<Answer<O>> {
  const sent = input as Sent;
  return request<Answer<O>>(op.method, pathOf(op, sent?.params), {
    ...options,
    query: sent?.query as RequestOptions['query'],
    body: sent?.body,
  });
}

/** A file answer of a GET operation (a CSV, a PDF): `accept` is its content type, '*' any. */
export function callFile<O extends Operation>(op: O, accept: string, ...[input, options]: Args<O>): Promise<Blob> {
  const sent = input as Sent;
  return requestFile(pathOf(op, sent?.params), accept, { ...options, query: sent?.query as RequestOptions['query'] });
}

/** Fetches a file answer and saves it under `fileName`. */
export function downloadOf<O extends Operation>(op: O, fileName: string, accept: string, ...[input, options]: Args<O>): Promise<void> {
  const sent = input as Sent;
  return downloadAs(pathOf(op, sent?.params), fileName, accept, { ...options, query: sent?.query as RequestOptions['query'] });
}

/**
 * The TanStack Query key of a call: the operation's method and path, then its input, so every
 * cached answer of one operation shares a prefix (`keyOf(getFaqGroups)` invalidates them all).
 */
export function keyOf<O extends Operation>(op: O, input?: Partial<Input<O>>): QueryKey {
  const prefix = [op.method, op.path] as const;
  return input === undefined ? prefix : [...prefix, input];
}

type MethodOf<O> = O extends Operation<OperationTypes, infer M> ? M : never;

/**
 * An operation that answers by the token's space (the route's answer is the union of the admin's
 * and the member's contracts), narrowed to the answer one screen reads:
 * `const getAdminContests = narrowed(getContests)<ContestList>()`. The answer must be one the
 * operation gives (a type that is not part of the union does not compile); the object is the same,
 * so keys and calls are the operation's.
 */
export function narrowed<O extends Operation>(op: O) {
  return <R extends Answer<O>>() =>
    op as unknown as Operation<{ query: Types<O>['query']; body: Types<O>['body']; response: R }, MethodOf<O>, Path<O>>;
}
