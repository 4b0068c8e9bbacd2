import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import { Link, useSearchParams } from 'react-router';
import type { PostKind } from '@klub/contracts';
import { QueryView } from '../../components/feedback/QueryView';
import { Page } from '../../components/layout/Page';
import { useMemberPosts } from './api';
import { POST_KINDS } from './kinds';
import { PostCards } from './PostCards';

/** The 1-based page of the address (`?page=2`); anything else is the first page. */
const pageOf = (params: URLSearchParams) => {
  const n = Number(params.get('page'));
  return Number.isInteger(n) && n > 1 ? n : 1;
};

/**
 * /news (24 to a page, page numbers as links: `?page=2`) and /for-customers (the first 9999 on one
 * page): the posts published for this member, newest first, each marked "Nowe" until opened.
 */
function PostsPage({ kind }: { kind: PostKind }) {
  const { list, pageSize, paged, words } = POST_KINDS[kind];
  const [params] = useSearchParams();
  const page = paged ? pageOf(params) : 1;
  const posts = useMemberPosts(kind, { skip: (page - 1) * pageSize, take: pageSize });
  const totalPages = Math.ceil((posts.data?.total ?? 0) / pageSize);
  return (
    <Page title={list.title} lead={words.lead}>
      <QueryView query={posts} isEmpty={(p) => p.data.length === 0} emptyText={page > 1 ? 'Nie ma takiej strony' : words.none}>
        {(p) => <PostCards kind={kind} posts={p.data} />}
      </QueryView>
      {paged && totalPages > 1 ? (
        <Box component="nav" aria-label="Strony" sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
          <Pagination
            page={Math.min(page, totalPages)}
            count={totalPages}
            color="primary"
            getItemAriaLabel={(type, n, selected) =>
              type === 'page'
                ? `${selected ? 'Strona' : 'Przejdź do strony'} ${n}`
                : type === 'next'
                  ? 'Następna strona'
                  : type === 'previous'
                    ? 'Poprzednia strona'
                    : type === 'first'
                      ? 'Pierwsza strona'
                      : 'Ostatnia strona'
            }
            renderItem={(item) => (
              <PaginationItem component={Link} to={item.page && item.page > 1 ? `${list.path}?page=${item.page}` : list.path} {...item} />
            )}
          />
        </Box>
      ) : null}
    </Page>
  );
}

export const NewsPage = () => <PostsPage kind="NEWS" />;
export const ForCustomersPage = () => <PostsPage kind="ARTICLE" />;
