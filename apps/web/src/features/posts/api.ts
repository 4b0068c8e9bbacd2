import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Post, PostKind, PostList, PostPublic, PostSummaryList } from '@klub/contracts';
import {
  call,
  keyOf,
  resourceOf,
  deleteArticlesById,
  deleteNewsById,
  deleteTrainingsNewsById,
  getArticles,
  getArticlesById,
  getNews,
  getNewsById,
  getTrainingsNews,
  getTrainingsNewsById,
  patchArticlesById,
  patchNewsById,
  patchTrainingsNewsById,
  postArticles,
  postNews,
  postTrainingsNews,
  type Input,
  type Operation,
} from '../../lib/api';

/**
 * Each kind's read operations. They answer by the token's space: PostList and Post to the admin,
 * PostSummaryList and PostPublic (with `isNew`) to a member in the customer space. Their types
 * are the same for every kind, only the path differs.
 */
const READS = {
  NEWS: { list: getNews, one: getNewsById },
  ARTICLE: { list: getArticles, one: getArticlesById },
  TRAINING: { list: getTrainingsNews, one: getTrainingsNewsById },
} as const satisfies Record<PostKind, unknown>;

type Query = Input<typeof getNews>['query'];
type AnyTypes = NonNullable<Operation['types']>;
/** The admin's answers of a kind's reads. */
const adminReads = <L extends string, O extends string>(reads: {
  list: Operation<AnyTypes, 'GET', L>;
  one: Operation<AnyTypes, 'GET', O>;
}) =>
  reads as {
    list: Operation<{ query: Query; body: undefined; response: PostList }, 'GET', L>;
    one: Operation<{ query: undefined; body: undefined; response: Post }, 'GET', O>;
  };

const news = adminReads(READS.NEWS);
const articles = adminReads(READS.ARTICLE);
const trainingNews = adminReads(READS.TRAINING);

/** Admin: each kind's list, create, record, update and delete (getNews, postNews, getNewsById, patchNewsById, deleteNewsById …). */
export const postResources = {
  NEWS: resourceOf({ ...news, create: postNews, update: patchNewsById, remove: deleteNewsById }),
  ARTICLE: resourceOf({
    ...articles,
    create: postArticles,
    update: patchArticlesById,
    remove: deleteArticlesById,
  }),
  TRAINING: resourceOf({
    ...trainingNews,
    create: postTrainingsNews,
    update: patchTrainingsNewsById,
    remove: deleteTrainingsNewsById,
  }),
} as const;

/** A member's page of posts (`skip`, `take`): what is published for them, newest first; the previous page stays while the next loads. */
export function useMemberPosts(kind: PostKind, page: { skip: number; take: number }) {
  const list = READS[kind].list;
  return useQuery({
    queryKey: keyOf(list, { query: page }),
    queryFn: ({ signal }) => call(list, { query: page }, { signal, space: 'customer' }) as Promise<PostSummaryList>,
    placeholderData: keepPreviousData,
  });
}

/** A member opens a post: the first opening marks it read, so the lists lose its "Nowe" mark. */
export function useMemberPost(kind: PostKind, id: number) {
  const client = useQueryClient();
  const { list, one } = READS[kind];
  const params = { id };
  return useQuery({
    queryKey: keyOf(one, { params }),
    queryFn: async ({ signal }) => {
      const post = (await call(one, { params }, { signal, space: 'customer' })) as PostPublic;
      if (post.isNew) void client.invalidateQueries({ queryKey: keyOf(list) });
      return post;
    },
    enabled: id > 0,
  });
}
