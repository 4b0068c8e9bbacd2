import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import { Link } from 'react-router';
import { PostQuery, type PostKind } from '@klub/contracts';
import { QueryView } from '../../components/feedback/QueryView';
import { Page } from '../../components/layout/Page';
import { useListState } from '../../components/table';
import { useMemberPosts } from './api';
import { POST_KINDS } from './kinds';
import { PostCards } from './PostCards';

/**
 * /news (24 to a page, page numbers as links: `?page=2`) and /for-customers (the first 9999 on one
 * page): the posts published for this member, newest first, each marked "Nowe" until opened.
 */
function PostsPage({ kind }: { kind: PostKind }) {
  const { list, pageSize, paged, words } = POST_KINDS[kind];
  // The page number in the address (`?page=2`), read the way every list reads it.
  const { query } = useListState(PostQuery, { pageInUrl: true });
  const skip = paged ? query.skip : 0;
  const page = skip / pageSize + 1;
  const posts = useMemberPosts(kind, { skip, take: pageSize });
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
