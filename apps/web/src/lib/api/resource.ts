import type { QueryKey } from '@tanstack/react-query';
import type { TokenSpace } from '../auth-storage';
import { defineResource } from '../resource';
import type { Answer, Input } from './call';
import type { Operation } from './operation';

/**
 * The hooks of one REST resource (lib/resource.ts) from its typed operations: the record, body,
 * list and query types come from the routes' contracts instead of being written at the call.
 * The operations must be the resource's own — list GET and create POST on one path, read GET,
 * update PATCH and delete DELETE on `path/:id` — or the definition throws when the module loads.
 * The cache key every query of the resource starts with is the collection's path (`['/api/faq']`)
 * unless `key` names another.
 */
export function resourceOf<
  One extends Operation,
  Create extends Operation,
  Update extends Operation,
  Remove extends Operation,
  List extends Operation = Operation,
>(o: {
  /** The cache key's prefix; by default the collection's path, from the operations. */
  key?: readonly string[];
  /** GET path: the paged list. Left out where the collection's GET is another thing (a member's view). */
  list?: List;
  one: One;
  create: Create;
  update: Update;
  remove: Remove;
  space?: TokenSpace;
  alsoInvalidates?: readonly QueryKey[];
}) {
  const base = o.create.path;
  const key = o.key ?? [base];
  const expected: Array<[Operation | undefined, string, string]> = [
    [o.list, 'GET', base],
    [o.create, 'POST', base],
    [o.one, 'GET', `${base}/:id`],
    [o.update, 'PATCH', `${base}/:id`],
    [o.remove, 'DELETE', `${base}/:id`],
  ];
  for (const [op, method, path] of expected)
    if (op && (op.method !== method || op.path !== path))
      throw new Error(`resourceOf(${key.join('/')}): ${op.method} ${op.path} is not ${method} ${path}`);
  return defineResource<Answer<One>, NonNullable<Input<Create>['body']>, Answer<List>, Answer<One>, NonNullable<Input<List>['query']>>({
    key,
    path: base,
    space: o.space,
    alsoInvalidates: o.alsoInvalidates,
  });
}
