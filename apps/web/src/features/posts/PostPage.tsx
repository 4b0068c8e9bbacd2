import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { fileUrl, type PostKind } from '@klub/contracts';
import { LoadingState } from '../../components/feedback/LoadingState';
import { Page } from '../../components/layout/Page';
import { PageBreadcrumbs } from '../../components/layout/PageBreadcrumbs';
import { RichText } from '../../components/layout/RichText';
import { formatDate } from '../../lib/dates';
import { useMemberPost } from './api';
import { POST_KINDS } from './kinds';
import { NewMark } from './PostCards';
import { bodyAfterLead } from './lead';
import { Photo } from '../../components/media';

/** /news/more/:id and /for-customers/more/:id — one post: picture, date, lead and body; opening it marks it read. */
function PostPage({ kind }: { kind: PostKind }) {
  const { list, details, words } = POST_KINDS[kind];
  const id = Number(useParams().id) || 0;
  const post = useMemberPost(kind, id);
  const p = post.data;
  return (
    <Page title={p?.title ?? details.title} contentWidth={820}>
      <PageBreadcrumbs items={[{ label: list.title, to: list.path }, ...(p ? [{ label: p.title }] : [])]} />
      {post.isPending && id > 0 ? (
        <LoadingState label="Wczytywanie…" />
      ) : !p ? (
        <Alert severity="warning">{words.missing}</Alert>
      ) : (
        <Box component="article" sx={{ display: 'grid', gap: 2 }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <Typography color="text.secondary" component="time" dateTime={p.publishAt}>
              {formatDate(p.publishAt)}
            </Typography>
            {p.isNew ? <NewMark /> : null}
          </Box>
          {p.lead ? (
            <Typography variant="body1" sx={{ fontWeight: 600 }}>
              {p.lead}
            </Typography>
          ) : null}
          {p.image ? (
            <Photo
              src={fileUrl(p.image)}
              alt=""
              sizes="(max-width: 900px) 100vw, 900px"
              loading="eager"
              sx={{ width: '100%', maxHeight: 460, objectFit: 'cover', borderRadius: 1 }}
            />
          ) : null}
          <RichText html={bodyAfterLead(p.body, p.lead)} />
        </Box>
      )}
    </Page>
  );
}

export const NewsDetailsPage = () => <PostPage kind="NEWS" />;
export const ForCustomersDetailsPage = () => <PostPage kind="ARTICLE" />;
/** /trainings/news/:id — one item of the notice board on /trainings. */
export const TrainingNewsDetailsPage = () => <PostPage kind="TRAINING" />;
