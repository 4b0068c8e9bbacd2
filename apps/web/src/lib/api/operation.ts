/**
 * One API operation: its method and path, and — as types only — what it takes and answers, from the
 * zod contracts the server's route validates with. operations.gen.ts declares every operation of the
 * server (scripts/api-operations.mjs); call.ts sends them.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The types of an operation: the query it takes, the JSON body, the 2xx answer. */
export interface OperationTypes {
  query: unknown;
  body: unknown;
  response: unknown;
}

/** The names of a path's parameters: '/api/lists/:id/items/:itemId' → 'id' | 'itemId'. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export interface Operation<T extends OperationTypes = OperationTypes, M extends Method = Method, P extends string = string> {
  readonly method: M;
  readonly path: P;
  /** Never set: carries the operation's types. */
  readonly types?: T;
}
