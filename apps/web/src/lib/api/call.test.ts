import { describe, expect, expectTypeOf, it } from 'vitest';
import type { BannerList, FaqGroup, FaqGroupList, PublicBannerList } from '@klub/contracts';
import { call, keyOf, narrowed, pathOf } from './call';
import * as ops from './operations.gen';
import { resourceOf } from './resource';

import { json, mockFetch } from '../../testing/render';

/** Answers every request with `body` (JSON). */
const respond = (body: unknown) => mockFetch({ '*': () => json(body) });

describe('typed API operations', () => {
  it('fills the path parameters (URI-encoded), sends the query and the JSON body', async () => {
    let fetchMock = respond({ total: 0, data: [] });
    await call(ops.getFaqGroups, { query: { take: 20, search: 'farba & grunt' } }, { space: 'admin' });
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/faq/groups?take=20&search=farba+%26+grunt');

    fetchMock = respond({ id: 7, name: 'Nowa', pos: 1, questions: [] });
    await call(ops.patchFaqGroupsById, { params: { id: 7 }, body: { name: 'Nowa' } }, { space: 'admin' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/faq/groups/7');
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(String(init?.body))).toEqual({ name: 'Nowa' });

    expect(pathOf(ops.getFaqGroupsById, { id: 'a/b' })).toBe('/api/faq/groups/a%2Fb');
    expect(() => pathOf(ops.getFaqGroupsById, {})).toThrow(':id');
  });

  it('types each call by the route’s contracts, so a wrong call does not compile', () => {
    // Checked by the compiler, never run (the functions are not called).
    const answers = () => {
      // The answers are the contracts' output types.
      expectTypeOf(call(ops.getFaqGroups)).resolves.toEqualTypeOf<FaqGroupList>();
      expectTypeOf(call(ops.getFaqGroupsById, { params: { id: 1 } })).resolves.toEqualTypeOf<FaqGroup>();
    };
    // Wrong calls: each line must fail to compile.
    const wrong = () => {
      // @ts-expect-error a path with :id needs params
      void call(ops.getFaqGroupsById);
      // @ts-expect-error the parameter is :id, not :groupId
      void call(ops.getFaqGroupsById, { params: { groupId: 1 } });
      // @ts-expect-error the body is required for a PATCH with a body contract
      void call(ops.patchFaqGroupsById, { params: { id: 1 } });
      // @ts-expect-error the body's name is text
      void call(ops.postFaqGroups, { body: { name: 5 } });
      // @ts-expect-error the group list takes no body
      void call(ops.getFaqGroups, { body: { name: 'x' } });
    };
    expect([typeof answers, typeof wrong]).toEqual(['function', 'function']);
  });

  it('narrows an operation that answers by space to one of its answers, and to nothing else', () => {
    const getMemberBanners = narrowed(ops.getBanners)<PublicBannerList>();
    // Types only: never called (each call would send a request).
    const types = () => {
      expectTypeOf(call(getMemberBanners)).resolves.toEqualTypeOf<PublicBannerList>();
      expectTypeOf(call(narrowed(ops.getBanners)<BannerList>())).resolves.toEqualTypeOf<BannerList>();
      // @ts-expect-error FaqGroupList is not an answer of getBanners
      void narrowed(ops.getBanners)<FaqGroupList>();
    };
    expect(typeof types).toBe('function');
    // The same operation: the same request, the same query key.
    expect(getMemberBanners).toBe(ops.getBanners);
    expect(keyOf(getMemberBanners)).toEqual(keyOf(ops.getBanners));
  });

  it('gives query keys that share the operation’s prefix', () => {
    expect(keyOf(ops.getFaqGroups)).toEqual(['GET', '/api/faq/groups']);
    expect(keyOf(ops.getFaqGroups, { query: { take: 5 } })).toEqual(['GET', '/api/faq/groups', { query: { take: 5 } }]);
    expect(keyOf(ops.getFaqGroups, { query: { take: 5 } }).slice(0, 2)).toEqual(keyOf(ops.getFaqGroups));
  });

  it('refuses a resource whose operations are not its own', () => {
    expect(() =>
      resourceOf({
        key: ['x'],
        one: ops.getFaqById,
        create: ops.postFaqGroups,
        update: ops.patchFaqGroupsById,
        remove: ops.deleteFaqGroupsById,
      }),
    ).toThrow('GET /api/faq/:id is not GET /api/faq/groups/:id');
  });

  it('keys a resource by its collection’s path unless it names a key', () => {
    const ownOps = {
      one: ops.getFaqGroupsById,
      create: ops.postFaqGroups,
      update: ops.patchFaqGroupsById,
      remove: ops.deleteFaqGroupsById,
    };
    expect(resourceOf(ownOps).keys.one(7)).toEqual(['/api/faq/groups', 'one', 7]);
    expect(resourceOf({ ...ownOps, key: ['admin', 'faq-groups'] }).keys.all).toEqual(['admin', 'faq-groups']);
  });
});
