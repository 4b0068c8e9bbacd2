import { useQuery, type QueryKey } from '@tanstack/react-query';
import { call, keyOf, type Answer, type CallOptions, type Input, type Operation } from '../../lib/api';

/** `call` for an operation only known to be a GET taking the input given (the types come from the operations). */
const read = call as <O extends Operation>(op: O, input: Partial<Input<O>>, options: CallOptions) => Promise<Answer<O>>;

/**
 * What a member reads of a content kind that answers by the token's space (contests, trainings): its
 * list by `when` and one item by id, in the customer space, keyed by the operations (`keyOf`), so a
 * write refreshes them with `keys`. Give the operations narrowed to the member's answers.
 */
export function memberReads<L extends Operation, O extends Operation>(list: L, one: O) {
  type When = NonNullable<NonNullable<Input<L>['query']>['when' & keyof NonNullable<Input<L>['query']>]>;
  return {
    /** The member's list: `when` as the contract names it (open or past, upcoming or past). */
    useList(when: When) {
      const input = { query: { when } } as Partial<Input<L>>;
      return useQuery({
        queryKey: keyOf(list, input),
        queryFn: ({ signal }) => read(list, input, { signal, space: 'customer' }),
      });
    },
    /** One item; nothing is asked for an id below 1. */
    useOne(id: number) {
      const input = { params: { id } } as unknown as Partial<Input<O>>;
      return useQuery({
        queryKey: keyOf(one, input),
        queryFn: ({ signal }) => read(one, input, { signal, space: 'customer' }),
        enabled: id > 0,
      });
    },
    /** Every cached list and item of both operations: what a member's write (an entry, a sign-up) reloads. */
    keys: [keyOf(list), keyOf(one)] as QueryKey[],
  };
}
