import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import Article from '@mui/icons-material/ArticleOutlined';
import { Link } from 'react-router';
import { fileUrl, type PostKind, type PostSummary } from '@klub/contracts';
import { href } from '../../config/paths';
import { formatDate } from '../../lib/dates';
import { POST_KINDS } from './kinds';
import { Photo } from '../../components/media';

/** The "Nowe" mark of a post the member has not opened yet. */
export const NewMark = () => <Chip size="small" color="secondary" label="Nowe" sx={{ fontWeight: 600 }} />;

/** One post on a list: picture, date, title (the link), lead and the "Nowe" mark. */
function PostCard({ kind, post, headingLevel }: { kind: PostKind; post: PostSummary; headingLevel: 'h2' | 'h3' }) {
  return (
    <Card variant="outlined" component="article" sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardActionArea
        component={Link}
        to={href(POST_KINDS[kind].details, { id: post.id })}
        sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}
      >
        {post.image ? (
          <Photo
            src={fileUrl(post.image)}
            alt=""
            sizes="(max-width: 600px) 100vw, (max-width: 1200px) 50vw, 400px"
            sx={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', display: 'block' }}
          />
        ) : (
          <Box
            aria-hidden
            sx={{ aspectRatio: '16 / 9', bgcolor: 'action.hover', display: 'grid', placeItems: 'center', color: 'text.disabled' }}
          >
            <Article fontSize="large" />
          </Box>
        )}
        <CardContent sx={{ display: 'grid', gap: 1 }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', minHeight: 24 }}>
            <Typography variant="body2" color="text.secondary" component="time" dateTime={post.publishAt}>
              {formatDate(post.publishAt)}
            </Typography>
            {post.isNew ? <NewMark /> : null}
          </Box>
          <Typography component={headingLevel} variant="h6" sx={{ fontSize: '1.1rem', lineHeight: 1.3 }}>
            {post.title}
          </Typography>
          {post.lead ? (
            <Typography variant="body2" color="text.secondary">
              {post.lead}
            </Typography>
          ) : null}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** Posts as a grid of cards: one column on a phone, two on a tablet, three on a desktop. */
export function PostCards({ kind, posts, headingLevel = 'h2' }: { kind: PostKind; posts: PostSummary[]; headingLevel?: 'h2' | 'h3' }) {
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xxs: '1fr', xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)' } }}>
      {posts.map((p) => (
        <PostCard key={p.id} kind={kind} post={p} headingLevel={headingLevel} />
      ))}
    </Box>
  );
}
