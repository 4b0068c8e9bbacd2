import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Post, PostBody, PostKind, PostList, PostPublic, PostQuery, PostSummaryList } from '@klub/contracts';
import { api } from '../../lib/api-client';
import { defineResource } from '../../lib/resource';
import { POST_KINDS } from './kinds';

const resource = (kind: PostKind) =>
  defineResource<Post, PostBody, PostList, Post, Partial<z.output<typeof PostQuery>>>({
    key: ['admin', 'posts', kind],
    path: POST_KINDS[kind].api,
  });

/** Admin: GET/POST /api/news (/api/articles), GET/PATCH/DELETE /api/news/:id. */
export const postResources = { NEWS: resource('NEWS'), ARTICLE: resource('ARTICLE'), TRAINING: resource('TRAINING') } as const;

const memberKey = (kind: PostKind) => ['customer', 'posts', kind] as const;

/** A member's page of posts (`skip`, `take`): what is published for them, newest first; the previous page stays while the next loads. */
export function useMemberPosts(kind: PostKind, page: { skip: number; take: number }) {
  return useQuery({
    queryKey: [...memberKey(kind), 'list', page],
    queryFn: ({ signal }) => api.get<PostSummaryList>(POST_KINDS[kind].api, { signal, space: 'customer', query: page }),
    placeholderData: keepPreviousData,
  });
}

/** A member opens a post: the first opening marks it read, so the lists lose its "Nowe" mark. */
export function useMemberPost(kind: PostKind, id: number) {
  const client = useQueryClient();
  return useQuery({
    queryKey: [...memberKey(kind), 'one', id],
    queryFn: async ({ signal }) => {
      const post = await api.get<PostPublic>(`${POST_KINDS[kind].api}/${id}`, { signal, space: 'customer' });
      if (post.isNew) void client.invalidateQueries({ queryKey: [...memberKey(kind), 'list'] });
      return post;
    },
    enabled: id > 0,
  });
}
