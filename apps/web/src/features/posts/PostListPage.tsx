import { fileUrl, PostQuery, type PostKind, type PostList } from '@klub/contracts';
import { AddLink } from '../../components/layout/AddLink';
import { Page } from '../../components/layout/Page';
import { actionsColumn, DataTable, editDelete, ListSearchForm, RowActions, useListState, type Column } from '../../components/table';
import { href, paths } from '../../config/paths';
import { formatNumber } from '../../lib/format';
import { formatDateTime } from '../../lib/dates';
import { postResources } from './api';
import { POST_KINDS } from './kinds';
import { audienceColumn, statusColumn } from '../member-groups';
import { Photo } from '../../components/media';

type Row = PostList['data'][number];

function columnsOf(kind: PostKind): Column<Row>[] {
  const { admin, words } = POST_KINDS[kind];
  return [
    {
      key: 'image',
      header: 'Zdjęcie',
      padding: 'checkbox',
      cell: (p) =>
        p.image ? (
          <Photo
            src={fileUrl(p.image)}
            alt=""
            sizes="56px"
            sx={{ width: 56, height: 40, objectFit: 'cover', borderRadius: 0.5, display: 'block' }}
          />
        ) : null,
    },
    audienceColumn('title', 'Tytuł i odbiorcy', (p) => p.title),
    { key: 'publishAt', header: 'Publikacja', cell: (p) => formatDateTime(p.publishAt) },
    statusColumn(),
    { key: 'reads', header: 'Odczyty', align: 'right', cell: (p) => formatNumber(p.reads) },
    actionsColumn((p: Row) => (
      <RowActions {...editDelete(words.one, { id: p.id, name: p.title }, href(admin.edit, { id: p.id }), postResources[kind].useDelete)} />
    )),
  ];
}

const COLUMNS = { NEWS: columnsOf('NEWS'), ARTICLE: columnsOf('ARTICLE'), TRAINING: columnsOf('TRAINING') } as const;

/** /admin/news and /admin/articles — every post of the kind, newest first: status, audience, how many members opened it. */
function PostListPage({ kind, title, lead }: { kind: PostKind; title?: string; lead?: string }) {
  const { admin, words } = POST_KINDS[kind];
  const { query, setQuery, paging } = useListState(PostQuery, { pageInUrl: true });
  const list = postResources[kind].useList(query);
  return (
    <Page title={title ?? admin.list.title} lead={lead} actions={<AddLink to={admin.add.path}>Dodaj</AddLink>}>
      <ListSearchForm applied={query.search ?? ''} onSearch={(search) => setQuery({ search })} placeholder="Tytuł lub wstęp" />
      <DataTable
        query={list}
        columns={COLUMNS[kind]}
        label={admin.list.title}
        paging={paging}
        rowsPerPageOptions={[24, 50, 100]}
        emptyText={query.search ? 'Nic nie znaleziono' : words.noneAdmin}
      />
    </Page>
  );
}

export const NewsListPage = () => <PostListPage kind="NEWS" />;
export const ArticleListPage = () => <PostListPage kind="ARTICLE" />;
/** /admin/trainings/news — the training news. */
export const TrainingNewsListPage = () => <PostListPage kind="TRAINING" />;
/** /admin/trainings/notice-board — the same training news: the notice board on /trainings shows the published ones. */
export const TrainingNoticeBoardListPage = () => (
  <PostListPage
    kind="TRAINING"
    title={paths.admin.trainings.noticeBoard.title}
    lead="Tablica ogłoszeń na stronie „Szkolenia” pokazuje opublikowane aktualności szkoleniowe, od najnowszych."
  />
);
