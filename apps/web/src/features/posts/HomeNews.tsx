import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { HOME_NEWS } from '@klub/contracts';
import { QueryView } from '../../components/feedback/QueryView';
import { useMemberPosts } from './api';
import { POST_KINDS } from './kinds';
import { PostCards } from './PostCards';

const NEWS = POST_KINDS.NEWS;

/** The home page's news: the 10 newest published for this member (spec §9), and the way to the rest. */
export function HomeNews() {
  const news = useMemberPosts('NEWS', { skip: 0, take: HOME_NEWS });
  return (
    <Box component="section" aria-labelledby="home-news" sx={{ mt: 5 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Typography id="home-news" variant="h2" sx={{ fontSize: '1.5rem' }}>
          {NEWS.list.title}
        </Typography>
        {news.data && news.data.total > HOME_NEWS ? (
          <Button component={Link} to={NEWS.list.path}>
            Wszystkie aktualności
          </Button>
        ) : null}
      </Box>
      <QueryView query={news} isEmpty={(n) => n.data.length === 0} emptyText={NEWS.words.none}>
        {(n) => <PostCards kind="NEWS" posts={n.data} headingLevel="h3" />}
      </QueryView>
    </Box>
  );
}
